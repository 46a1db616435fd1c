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
        static let insertedObjects = NSInsertedObjectsKey
        static let updatedObjects = NSUpdatedObjectsKey
        static let deletedObjects = NSDeletedObjectsKey
        static let refreshedObjects = NSRefreshedObjectsKey
        static let invalidatedObjects = NSInvalidatedObjectsKey
        static let invalidatedAllObjects = NSInvalidatedAllObjectsKey
        static let queryGeneration = NSManagedObjectContextQueryGenerationKey
        static let persistentHistoryToken = NSPersistentHistoryTokenKey
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
        static let insertedObjects = "inserted"
        static let updatedObjects = "updated"
        static let deletedObjects = "deleted"
        static let refreshedObjects = "refreshed"
        static let invalidatedObjects = "invalidated"
        static let invalidatedAllObjects = "invalidatedAll"
        static let queryGeneration = "newQueryGeneration"
        static let persistentHistoryToken = "historyToken"
    }
#endif
