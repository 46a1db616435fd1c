// DO NOT EDIT: scaffolded from Catalog/Fixtures/persistentStoreRemoteChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSPersistentStoreRemoteChangeNotification`, scaffolded from `persistentStoreRemoteChange.json`.
/// Review the names and types: they are inferred from the captured values.
struct PersistentStoreRemoteChange: Codable, Sendable, DescribedNotification {
    var storeUUID: String
    // Not scaffolded: userInfo["historyToken"]: NSNull in every capture, so its type is unknown; add it by hand.
    var storeURL: URL?

    enum CodingKeys: String, CodingKey {
        case storeUUID = "NSStoreUUID"
        case storeURL
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("NSPersistentStoreRemoteChangeNotification"),
        userInfo: PersistentStoreRemoteChange.self
    )
}
