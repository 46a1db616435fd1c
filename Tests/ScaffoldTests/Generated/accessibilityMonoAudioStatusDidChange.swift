// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilityMonoAudioStatusDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityMonoAudioStatusChanged`, scaffolded from
/// `accessibilityMonoAudioStatusDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct AccessibilityMonoAudioStatusChanged: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityMonoAudioStatusChanged"),
        userInfo: AccessibilityMonoAudioStatusChanged.self
    )
}
