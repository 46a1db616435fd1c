// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilityHearingDevicePairedEarDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityHearingDevicePairedEarDidChangeNotification`, scaffolded from
/// `accessibilityHearingDevicePairedEarDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct AccessibilityHearingDevicePairedEarDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityHearingDevicePairedEarDidChangeNotification"),
        userInfo: AccessibilityHearingDevicePairedEarDidChange.self
    )
}
