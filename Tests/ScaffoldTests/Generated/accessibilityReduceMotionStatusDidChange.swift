// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilityReduceMotionStatusDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityReduceMotionStatusDidChangeNotification`, scaffolded from
/// `accessibilityReduceMotionStatusDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct AccessibilityReduceMotionStatusDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification"),
        userInfo: AccessibilityReduceMotionStatusDidChange.self
    )
}
