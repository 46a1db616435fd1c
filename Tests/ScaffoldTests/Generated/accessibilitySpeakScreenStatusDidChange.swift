import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilitySpeakScreenStatusDidChangeNotification`, scaffolded from
/// `accessibilitySpeakScreenStatusDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct AccessibilitySpeakScreenStatusDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilitySpeakScreenStatusDidChangeNotification"),
        userInfo: AccessibilitySpeakScreenStatusDidChange.self
    )
}
