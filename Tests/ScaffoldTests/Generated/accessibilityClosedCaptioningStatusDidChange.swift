// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilityClosedCaptioningStatusDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityClosedCaptioningChanged`, scaffolded from
/// `accessibilityClosedCaptioningStatusDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct AccessibilityClosedCaptioningChanged: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityClosedCaptioningChanged"),
        userInfo: AccessibilityClosedCaptioningChanged.self
    )
}
