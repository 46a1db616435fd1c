// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilityReduceTransparencyStatusDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityReduceTransparencyStatusDidChangeNotification`, scaffolded from
/// `accessibilityReduceTransparencyStatusDidChange.json`. Review the names and types: they are inferred from the
/// captured values.
struct AccessibilityReduceTransparencyStatusDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification"),
        userInfo: AccessibilityReduceTransparencyStatusDidChange.self
    )
}
