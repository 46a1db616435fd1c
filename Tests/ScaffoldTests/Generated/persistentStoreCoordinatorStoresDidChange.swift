// DO NOT EDIT: scaffolded from Catalog/Fixtures/persistentStoreCoordinatorStoresDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSPersistentStoreCoordinatorStoresDidChangeNotification`, scaffolded from
/// `persistentStoreCoordinatorStoresDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct PersistentStoreCoordinatorStoresDidChange: Codable, Sendable, DescribedNotification {
    // Not scaffolded: userInfo["added"]: an empty array in every capture, so its element type is unknown.
    // Not scaffolded: userInfo["removed"]: an empty array in every capture, so its element type is unknown.

    static let descriptor = NotificationDescriptor(
        Notification.Name("NSPersistentStoreCoordinatorStoresDidChangeNotification"),
        userInfo: PersistentStoreCoordinatorStoresDidChange.self
    )
}
