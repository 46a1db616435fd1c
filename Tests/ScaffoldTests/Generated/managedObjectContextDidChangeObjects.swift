// DO NOT EDIT: scaffolded from Catalog/Fixtures/managedObjectContextDidChangeObjects.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSObjectsChangedInManagingContextNotification`, scaffolded from
/// `managedObjectContextDidChangeObjects.json`. Review the names and types: they are inferred from the captured values.
struct ObjectsChangedInManagingContext: Codable, Sendable, DescribedNotification {
    // Not scaffolded: userInfo["deleted"]: an empty array in every capture, so its element type is unknown.
    // Not scaffolded: userInfo["invalidatedAll"]: an empty array in every capture, so its element type is unknown.
    // Not scaffolded: userInfo["updated"]: an empty array in every capture, so its element type is unknown.

    static let descriptor = NotificationDescriptor(
        Notification.Name("NSObjectsChangedInManagingContextNotification"),
        userInfo: ObjectsChangedInManagingContext.self
    )
}
