// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilityBoldTextStatusDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityBoldTextStatusDidChangeNotification`, scaffolded from
/// `accessibilityBoldTextStatusDidChange.json`. Review the names and types: they are inferred from the captured values.
struct AccessibilityBoldTextStatusDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification"),
        userInfo: AccessibilityBoldTextStatusDidChange.self
    )
}
