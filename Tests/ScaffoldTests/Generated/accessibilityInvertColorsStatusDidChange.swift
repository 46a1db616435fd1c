// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilityInvertColorsStatusDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityInvertColorsChanged`, scaffolded from
/// `accessibilityInvertColorsStatusDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct AccessibilityInvertColorsChanged: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityInvertColorsChanged"),
        userInfo: AccessibilityInvertColorsChanged.self
    )
}
