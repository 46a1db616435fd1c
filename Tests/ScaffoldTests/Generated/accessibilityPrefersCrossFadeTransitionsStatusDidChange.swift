// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilityPrefersCrossFadeTransitionsStatusDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification`, scaffolded from
/// `accessibilityPrefersCrossFadeTransitionsStatusDidChange.json`. Review the names and types: they are inferred from
/// the captured values.
struct AccessibilityPrefersCrossFadeTransitionsStatusDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification"),
        userInfo: AccessibilityPrefersCrossFadeTransitionsStatusDidChange.self
    )
}
