// DO NOT EDIT: scaffolded from Catalog/Fixtures/textContentStorageUnsupportedAttributeAdded.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSTextContentStorageUnsupportedAttributeAddedNotification`, scaffolded from
/// `textContentStorageUnsupportedAttributeAdded.json`. Review the names and types: they are inferred from the captured
/// values.
struct TextContentStorageUnsupportedAttributeAdded: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("NSTextContentStorageUnsupportedAttributeAddedNotification"),
        userInfo: TextContentStorageUnsupportedAttributeAdded.self
    )
}
