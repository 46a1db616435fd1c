// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilityDarkerSystemColorsStatusDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityDarkerSystemColorsStatusDidChangeNotification`, scaffolded from
/// `accessibilityDarkerSystemColorsStatusDidChange.json`. Review the names and types: they are inferred from the
/// captured values.
struct AccessibilityDarkerSystemColorsStatusDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification"),
        userInfo: AccessibilityDarkerSystemColorsStatusDidChange.self
    )
}
