// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilityButtonShapesEnabledStatusDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityButtonShapesEnabledStatusDidChangeNotification`, scaffolded from
/// `accessibilityButtonShapesEnabledStatusDidChange.json`. Review the names and types: they are inferred from the
/// captured values.
struct AccessibilityButtonShapesEnabledStatusDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification"),
        userInfo: AccessibilityButtonShapesEnabledStatusDidChange.self
    )
}
