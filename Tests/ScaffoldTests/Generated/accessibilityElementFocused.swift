// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilityElementFocused.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityElementFocusedNotification`, scaffolded from `accessibilityElementFocused.json`.
/// Review the names and types: they are inferred from the captured values.
struct AccessibilityElementFocused: Codable, Sendable, DescribedNotification {
    var assistiveTechnology: String?
    // Not scaffolded: userInfo["UIAccessibilityFocusedElementKey"]: NSObject is an object, and a Codable struct cannot
    // hold one.
    // Not scaffolded: userInfo["UIAccessibilityUnfocusedElementKey"]: NSObject is an object, and a Codable struct
    // cannot hold one.

    enum CodingKeys: String, CodingKey {
        case assistiveTechnology = "UIAccessibilityAssistiveTechnologyKey"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityElementFocusedNotification"),
        userInfo: AccessibilityElementFocused.self
    )
}
