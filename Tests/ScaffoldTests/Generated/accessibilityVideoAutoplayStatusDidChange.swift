// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilityVideoAutoplayStatusDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityVideoAutoplayStatusDidChangeNotification`, scaffolded from
/// `accessibilityVideoAutoplayStatusDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct AccessibilityVideoAutoplayStatusDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification"),
        userInfo: AccessibilityVideoAutoplayStatusDidChange.self
    )
}
