// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilityGrayscaleStatusDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityGrayscaleStatusDidChangeNotification`, scaffolded from
/// `accessibilityGrayscaleStatusDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct AccessibilityGrayscaleStatusDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification"),
        userInfo: AccessibilityGrayscaleStatusDidChange.self
    )
}
