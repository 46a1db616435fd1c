// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilityOnOffSwitchLabelsDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityOnOffSwitchLabelsDidChangeNotification`, scaffolded from
/// `accessibilityOnOffSwitchLabelsDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct AccessibilityOnOffSwitchLabelsDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityOnOffSwitchLabelsDidChangeNotification"),
        userInfo: AccessibilityOnOffSwitchLabelsDidChange.self
    )
}
