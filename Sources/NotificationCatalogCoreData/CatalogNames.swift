// The names and keys of this module's catalog entries, in one place. On iOS (and Mac Catalyst) they are the SDK's own
// constants, so a misspelt name cannot compile; where Apple's frameworks are absent (Linux) they are the constants'
// string values, written out. On macOS, tvOS, watchOS and visionOS the Apple catalog is left out: only iOS is
// type-checked here (apple-typecheck).
#if os(iOS)
    internal import CoreData
    internal import Foundation

    /// The names and keys the entries read. A namespace without instances; its members are immutable.
    enum CatalogNames {
        // Core Data: its constants.
        static let managedObjectContextDidChangeObjects = NSManagedObjectContext.didChangeObjectsNotification
        static let managedObjectContextDidSaveObjects = NSManagedObjectContext.didSaveObjectsNotification
        static let managedObjectContextDidSaveObjectIDs = NSManagedObjectContext.didSaveObjectIDsNotification
        static let managedObjectContextDidMergeChangesObjectIDs =
            NSManagedObjectContext.didMergeChangesObjectIDsNotification
        static let persistentStoreRemoteChange = Notification.Name.NSPersistentStoreRemoteChange
        static let persistentCloudKitContainerEventChanged = NSPersistentCloudKitContainer.eventChangedNotification
        static let insertedObjects = NSInsertedObjectsKey
        static let updatedObjects = NSUpdatedObjectsKey
        static let deletedObjects = NSDeletedObjectsKey
        static let refreshedObjects = NSRefreshedObjectsKey
        static let invalidatedObjects = NSInvalidatedObjectsKey
        static let invalidatedAllObjects = NSInvalidatedAllObjectsKey
        static let queryGeneration = NSManagedObjectContextQueryGenerationKey
        static let insertedObjectIDs = NSInsertedObjectIDsKey
        static let updatedObjectIDs = NSUpdatedObjectIDsKey
        static let deletedObjectIDs = NSDeletedObjectIDsKey
        static let refreshedObjectIDs = NSRefreshedObjectIDsKey
        static let invalidatedObjectIDs = NSInvalidatedObjectIDsKey
        static let storeUUID = NSStoreUUIDKey
        static let persistentStoreURL = NSPersistentStoreURLKey
        static let persistentHistoryToken = NSPersistentHistoryTokenKey
        static let persistentCloudKitContainerEvent = NSPersistentCloudKitContainer.eventNotificationUserInfoKey
    }
#elseif !canImport(Darwin)
    internal import Foundation

    /// The names and keys the entries read. A namespace without instances; its members are immutable.
    enum CatalogNames {
        // No Apple frameworks (Linux): the constants' values, written out, with the evidence for each in
        // Catalog/README.md ("Where the strings come from"); `AppleCatalogNameTests` compares the two on iOS.
        // Core Data's two context notifications and its change keys are not spelt like their constants:
        // NSManagedObjectContextDidSaveNotification is "NSManagingContextDidSaveChangesNotification",
        // NSInsertedObjectsKey is "inserted".
        static let managedObjectContextDidChangeObjects = Notification.Name(
            "NSObjectsChangedInManagingContextNotification")
        static let managedObjectContextDidSaveObjects = Notification.Name(
            "NSManagingContextDidSaveChangesNotification")
        static let managedObjectContextDidSaveObjectIDs = Notification.Name(
            "NSManagedObjectContextDidSaveObjectIDsNotification")
        static let managedObjectContextDidMergeChangesObjectIDs = Notification.Name(
            "NSManagedObjectContextDidMergeChangesObjectIDsNotification")
        static let persistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
        static let persistentCloudKitContainerEventChanged = Notification.Name(
            "NSPersistentCloudKitContainerEventChangedNotification")
        static let insertedObjects = "inserted"
        static let updatedObjects = "updated"
        static let deletedObjects = "deleted"
        static let refreshedObjects = "refreshed"
        static let invalidatedObjects = "invalidated"
        static let invalidatedAllObjects = "invalidatedAll"
        static let queryGeneration = "newQueryGeneration"
        static let insertedObjectIDs = "inserted_objectIDs"
        static let updatedObjectIDs = "updated_objectIDs"
        static let deletedObjectIDs = "deleted_objectIDs"
        static let refreshedObjectIDs = "refreshed_objectIDs"
        static let invalidatedObjectIDs = "invalidated_objectIDs"
        static let storeUUID = "NSStoreUUID"
        static let persistentStoreURL = "storeURL"
        static let persistentHistoryToken = "historyToken"
        static let persistentCloudKitContainerEvent = "event"
    }
#endif
