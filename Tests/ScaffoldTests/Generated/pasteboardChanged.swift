// DO NOT EDIT: scaffolded from Catalog/Fixtures/pasteboardChanged.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIPasteboardChangedNotification`, scaffolded from `pasteboardChanged.json`. Review the names and
/// types: they are inferred from the captured values.
struct PasteboardChanged: Codable, Sendable, DescribedNotification {
    var typesAdded: [String]?
    var typesRemoved: [String]?

    enum CodingKeys: String, CodingKey {
        case typesAdded = "UIPasteboardChangedTypesAddedKey"
        case typesRemoved = "UIPasteboardChangedTypesRemovedKey"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("UIPasteboardChangedNotification"),
        userInfo: PasteboardChanged.self
    )
}
