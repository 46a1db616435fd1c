// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilityAnnouncementDidFinish.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityAnnouncementDidFinishNotification`, scaffolded from
/// `accessibilityAnnouncementDidFinish.json`. Review the names and types: they are inferred from the captured values.
struct AccessibilityAnnouncementDidFinish: Codable, Sendable, DescribedNotification {
    var keyStringValue: String
    var keyWasSuccessful: Bool

    enum CodingKeys: String, CodingKey {
        case keyStringValue = "UIAccessibilityAnnouncementKeyStringValue"
        case keyWasSuccessful = "UIAccessibilityAnnouncementKeyWasSuccessful"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityAnnouncementDidFinishNotification"),
        userInfo: AccessibilityAnnouncementDidFinish.self
    )
}
