// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilityAssistiveTouchStatusDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityAssistiveTouchStatusDidChangeNotification`, scaffolded from
/// `accessibilityAssistiveTouchStatusDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct AccessibilityAssistiveTouchStatusDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityAssistiveTouchStatusDidChangeNotification"),
        userInfo: AccessibilityAssistiveTouchStatusDidChange.self
    )
}
