import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityAnnouncementDidFinishNotification`, scaffolded from
/// `accessibilityAnnouncementDidFinish.json`. Review the names and types: they are inferred from the captured values.
struct AccessibilityAnnouncementDidFinish: Codable, Sendable, DescribedNotification {
    var stringValue: String
    var wasSuccessful: Bool

    enum CodingKeys: String, CodingKey {
        case stringValue = "UIAccessibilityAnnouncementKeyStringValue"
        case wasSuccessful = "UIAccessibilityAnnouncementKeyWasSuccessful"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityAnnouncementDidFinishNotification"),
        userInfo: AccessibilityAnnouncementDidFinish.self
    )
}
