import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIContentSizeCategoryDidChangeNotification`, scaffolded from `contentSizeCategoryDidChange.json`.
/// Review the names and types: they are inferred from the captured values.
struct ContentSizeCategoryDidChange: Codable, Sendable, DescribedNotification {
    var contentSizeCategoryNewValue: String

    enum CodingKeys: String, CodingKey {
        case contentSizeCategoryNewValue = "UIContentSizeCategoryNewValueKey"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("UIContentSizeCategoryDidChangeNotification"),
        userInfo: ContentSizeCategoryDidChange.self
    )
}
