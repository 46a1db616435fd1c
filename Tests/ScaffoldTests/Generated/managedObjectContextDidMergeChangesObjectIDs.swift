// DO NOT EDIT: scaffolded from Catalog/Fixtures/managedObjectContextDidMergeChangesObjectIDs.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSManagedObjectContextDidMergeChangesObjectIDsNotification`, scaffolded from
/// `managedObjectContextDidMergeChangesObjectIDs.json`. Review the names and types: they are inferred from the captured
/// values.
struct ManagedObjectContextDidMergeChangesObjectIDs: Codable, Sendable, DescribedNotification {
    var inserted: String?
    // Not scaffolded: userInfo["inserted_objectIDs"]: an empty array in every capture, so its element type is unknown.

    static let descriptor = NotificationDescriptor(
        Notification.Name("NSManagedObjectContextDidMergeChangesObjectIDsNotification"),
        userInfo: ManagedObjectContextDidMergeChangesObjectIDs.self
    )
}
