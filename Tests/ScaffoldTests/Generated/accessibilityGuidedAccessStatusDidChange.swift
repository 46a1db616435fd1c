// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilityGuidedAccessStatusDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityGuidedAccessStateChanged`, scaffolded from
/// `accessibilityGuidedAccessStatusDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct AccessibilityGuidedAccessStateChanged: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityGuidedAccessStateChanged"),
        userInfo: AccessibilityGuidedAccessStateChanged.self
    )
}
