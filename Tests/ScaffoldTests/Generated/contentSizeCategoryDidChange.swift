// DO NOT EDIT: scaffolded from Catalog/Fixtures/contentSizeCategoryDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIContentSizeCategoryDidChangeNotification`, scaffolded from `contentSizeCategoryDidChange.json`.
/// Review the names and types: they are inferred from the captured values.
struct ContentSizeCategoryDidChange: Codable, Sendable, DescribedNotification {
    var newValue: String

    enum CodingKeys: String, CodingKey {
        case newValue = "UIContentSizeCategoryNewValueKey"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("UIContentSizeCategoryDidChangeNotification"),
        userInfo: ContentSizeCategoryDidChange.self
    )
}
