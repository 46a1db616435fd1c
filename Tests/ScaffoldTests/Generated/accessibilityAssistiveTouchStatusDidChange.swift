import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityAssistiveTouchStatusDidChangeNotification`, scaffolded from
/// `accessibilityAssistiveTouchStatusDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct AccessibilityAssistiveTouchStatusDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityAssistiveTouchStatusDidChangeNotification"),
        userInfo: AccessibilityAssistiveTouchStatusDidChange.self
    )
}
