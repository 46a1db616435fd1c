// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilityVoiceOverStatusDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityVoiceOverTouchStatusChanged`, scaffolded from
/// `accessibilityVoiceOverStatusDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct AccessibilityVoiceOverTouchStatusChanged: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityVoiceOverTouchStatusChanged"),
        userInfo: AccessibilityVoiceOverTouchStatusChanged.self
    )
}
