// DO NOT EDIT: scaffolded from Catalog/Fixtures/managedObjectContextDidSaveObjectIDs.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSManagedObjectContextDidSaveObjectIDsNotification`, scaffolded from
/// `managedObjectContextDidSaveObjectIDs.json`. Review the names and types: they are inferred from the captured values.
struct ManagedObjectContextDidSaveObjectIDs: Codable, Sendable, DescribedNotification {
    var inserted: String?
    // Not scaffolded: userInfo["inserted_objectIDs"]: an empty array in every capture, so its element type is unknown.

    static let descriptor = NotificationDescriptor(
        Notification.Name("NSManagedObjectContextDidSaveObjectIDsNotification"),
        userInfo: ManagedObjectContextDidSaveObjectIDs.self
    )
}
