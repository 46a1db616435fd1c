// DO NOT EDIT: generated from Catalog/Specs/CoreData.json by notification-catalog-generate.
// Regenerate: swift run notification-catalog-generate
// swift-format-ignore-file

internal import Foundation
package import NotificationCatalogFoundation
internal import NotificationDescriptors
internal import NotificationCatalogCoreData

extension CatalogEntry {
    #if os(iOS) || !canImport(Darwin)
        /// A context's managed objects changed.
        package static let managedObjectContextDidChangeObjects = CatalogEntry(
            NotificationDescriptor<ManagedObjectContextChanges>.managedObjectContextDidChangeObjects,
            payload: .sendable,
            member: "managedObjectContextDidChangeObjects",
            postingThread: NotificationDescriptor<ManagedObjectContextChanges.OnPostingThread>.managedObjectContextDidChangeObjectsOnPostingThread,
            foundationConstant: "NSManagedObjectContext.didChangeObjectsNotification",
            declaredIn: "CoreData",
            objectType: "NSManagedObjectContext",
            keys: [
                CatalogKey(
                    name: "inserted",
                    valueType: "NSSet (NSManagedObject)",
                    isRequired: false,
                    summary: "The inserted objects. Absent when empty; read as empty (the payload keeps the objects' IDs).",
                    evidence: .proven("NSInsertedObjectsKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "updated",
                    valueType: "NSSet (NSManagedObject)",
                    isRequired: false,
                    summary: "The updated objects. Absent when empty; read as empty (the payload keeps the objects' IDs).",
                    evidence: .proven("NSUpdatedObjectsKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "deleted",
                    valueType: "NSSet (NSManagedObject)",
                    isRequired: false,
                    summary: "The deleted objects. Absent when empty; read as empty (the payload keeps the objects' IDs).",
                    evidence: .proven("NSDeletedObjectsKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "refreshed",
                    valueType: "NSSet (NSManagedObject)",
                    isRequired: false,
                    summary:
                        "The refreshed objects (a save keeps it when not empty). Absent when empty; read as empty (the "
                        + "payload keeps the objects' IDs).",
                    evidence: .proven("NSRefreshedObjectsKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "invalidated",
                    valueType: "NSSet (NSManagedObject)",
                    isRequired: false,
                    summary: "The invalidated objects. Absent when empty; read as empty (the payload keeps the objects' IDs).",
                    evidence: .plausible("NSInvalidatedObjectsKey", .reimplementations)
                ),
                CatalogKey(
                    name: "invalidatedAll",
                    valueType: "NSArray (NSManagedObjectID)",
                    isRequired: false,
                    summary: "The IDs of all the context's objects, when all were invalidated; absent otherwise.",
                    evidence: .proven("NSInvalidatedAllObjectsKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "newQueryGeneration",
                    valueType: "NSQueryGenerationToken",
                    isRequired: false,
                    summary:
                        "The query generation the context moved to; only for a context pinned to one (posting-thread "
                        + "payload).",
                    evidence: .proven("NSManagedObjectContextQueryGenerationKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "historyToken",
                    valueType: "NSPersistentHistoryToken",
                    isRequired: false,
                    summary: "The save's history token, when present (posting-thread payload).",
                    evidence: .proven("NSPersistentHistoryTokenKey", .remoteChangeDeviceLog)
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no Core Data). On iOS, the context (the object), on its own queue, at the end of an "
                + "event or in processPendingChanges().",
            useInstead:
                "Nothing posts it without Core Data; post it yourself where your own store changes, with the "
                + "posting-thread descriptor where there is one (its encoder writes the iOS shape).",
            summary: "A context's managed objects changed.",
            nameEvidence: .proven("NSManagedObjectContextObjectsDidChangeNotification", .coreDataCode),
            sourceFile: "Catalog/Specs/CoreData.json",
            fields: { (payload: ManagedObjectContextChanges.OnPostingThread) in
                [
                    Field("context", object: payload.context),
                    Field("inserted", objects: payload.inserted, type: "NSManagedObject"),
                    Field("updated", objects: payload.updated, type: "NSManagedObject"),
                    Field("deleted", objects: payload.deleted, type: "NSManagedObject"),
                    Field("refreshed", objects: payload.refreshed, type: "NSManagedObject"),
                    Field("invalidated", objects: payload.invalidated, type: "NSManagedObject"),
                    Field("invalidatedAll", payload.invalidatedAll.map { .objects($0, type: "NSManagedObjectID") }),
                    Field("queryGeneration", object: payload.queryGeneration),
                    Field("historyToken", object: payload.historyToken),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A context saved: the objects it inserted, updated and deleted.
        package static let managedObjectContextDidSaveObjects = CatalogEntry(
            NotificationDescriptor<ManagedObjectContextChanges>.managedObjectContextDidSaveObjects,
            payload: .sendable,
            member: "managedObjectContextDidSaveObjects",
            postingThread: NotificationDescriptor<ManagedObjectContextChanges.OnPostingThread>.managedObjectContextDidSaveObjectsOnPostingThread,
            foundationConstant: "NSManagedObjectContext.didSaveObjectsNotification",
            declaredIn: "CoreData",
            objectType: "NSManagedObjectContext",
            keys: [
                CatalogKey(
                    name: "inserted",
                    valueType: "NSSet (NSManagedObject)",
                    isRequired: false,
                    summary: "The inserted objects. Absent when empty; read as empty (the payload keeps the objects' IDs).",
                    evidence: .proven("NSInsertedObjectsKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "updated",
                    valueType: "NSSet (NSManagedObject)",
                    isRequired: false,
                    summary: "The updated objects. Absent when empty; read as empty (the payload keeps the objects' IDs).",
                    evidence: .proven("NSUpdatedObjectsKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "deleted",
                    valueType: "NSSet (NSManagedObject)",
                    isRequired: false,
                    summary: "The deleted objects. Absent when empty; read as empty (the payload keeps the objects' IDs).",
                    evidence: .proven("NSDeletedObjectsKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "refreshed",
                    valueType: "NSSet (NSManagedObject)",
                    isRequired: false,
                    summary:
                        "The refreshed objects (a save keeps it when not empty). Absent when empty; read as empty (the "
                        + "payload keeps the objects' IDs).",
                    evidence: .proven("NSRefreshedObjectsKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "invalidated",
                    valueType: "NSSet (NSManagedObject)",
                    isRequired: false,
                    summary: "The invalidated objects. Absent when empty; read as empty (the payload keeps the objects' IDs).",
                    evidence: .plausible("NSInvalidatedObjectsKey", .reimplementations)
                ),
                CatalogKey(
                    name: "invalidatedAll",
                    valueType: "NSArray (NSManagedObjectID)",
                    isRequired: false,
                    summary: "The IDs of all the context's objects, when all were invalidated; absent otherwise.",
                    evidence: .proven("NSInvalidatedAllObjectsKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "newQueryGeneration",
                    valueType: "NSQueryGenerationToken",
                    isRequired: false,
                    summary:
                        "The query generation the context moved to; only for a context pinned to one (posting-thread "
                        + "payload).",
                    evidence: .proven("NSManagedObjectContextQueryGenerationKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "historyToken",
                    valueType: "NSPersistentHistoryToken",
                    isRequired: false,
                    summary: "The save's history token, when present (posting-thread payload).",
                    evidence: .proven("NSPersistentHistoryTokenKey", .remoteChangeDeviceLog)
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no Core Data). On iOS, the context (the object), on its own queue, after save() "
                + "succeeds.",
            useInstead:
                "Nothing posts it without Core Data; post it yourself where your own store changes, with the "
                + "posting-thread descriptor where there is one (its encoder writes the iOS shape).",
            summary: "A context saved: the objects it inserted, updated and deleted.",
            nameEvidence: .proven("NSManagedObjectContextDidSaveNotification", .coreDataCode),
            sourceFile: "Catalog/Specs/CoreData.json",
            fields: { (payload: ManagedObjectContextChanges.OnPostingThread) in
                [
                    Field("context", object: payload.context),
                    Field("inserted", objects: payload.inserted, type: "NSManagedObject"),
                    Field("updated", objects: payload.updated, type: "NSManagedObject"),
                    Field("deleted", objects: payload.deleted, type: "NSManagedObject"),
                    Field("refreshed", objects: payload.refreshed, type: "NSManagedObject"),
                    Field("invalidated", objects: payload.invalidated, type: "NSManagedObject"),
                    Field("invalidatedAll", payload.invalidatedAll.map { .objects($0, type: "NSManagedObjectID") }),
                    Field("queryGeneration", object: payload.queryGeneration),
                    Field("historyToken", object: payload.historyToken),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A context saved: the IDs of the objects it saved.
        package static let managedObjectContextDidSaveObjectIDs = CatalogEntry(
            NotificationDescriptor<ManagedObjectContextObjectIDChanges>.managedObjectContextDidSaveObjectIDs,
            payload: .sendable,
            member: "managedObjectContextDidSaveObjectIDs",
            postingThread: NotificationDescriptor<ManagedObjectContextObjectIDChanges.OnPostingThread>.managedObjectContextDidSaveObjectIDsOnPostingThread,
            foundationConstant: "NSManagedObjectContext.didSaveObjectIDsNotification",
            declaredIn: "CoreData",
            objectType: "NSManagedObjectContext or NSPersistentStoreCoordinator",
            keys: [
                CatalogKey(
                    name: "inserted_objectIDs",
                    valueType: "NSSet (NSManagedObjectID)",
                    isRequired: false,
                    summary: "The IDs of the inserted objects. Absent when empty; read as empty.",
                    evidence: .proven("NSInsertedObjectIDsKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "updated_objectIDs",
                    valueType: "NSSet (NSManagedObjectID)",
                    isRequired: false,
                    summary: "The IDs of the updated objects. Absent when empty; read as empty.",
                    evidence: .proven("NSUpdatedObjectIDsKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "deleted_objectIDs",
                    valueType: "NSSet (NSManagedObjectID)",
                    isRequired: false,
                    summary: "The IDs of the deleted objects. Absent when empty; read as empty.",
                    evidence: .proven("NSDeletedObjectIDsKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "refreshed_objectIDs",
                    valueType: "NSSet (NSManagedObjectID)",
                    isRequired: false,
                    summary: "The IDs of the refreshed objects. Absent when empty; read as empty.",
                    evidence: .proven("NSRefreshedObjectIDsKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "invalidated_objectIDs",
                    valueType: "NSSet (NSManagedObjectID)",
                    isRequired: false,
                    summary: "The IDs of the invalidated objects. Absent when empty; read as empty.",
                    evidence: .proven("NSInvalidatedObjectIDsKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "newQueryGeneration",
                    valueType: "NSQueryGenerationToken",
                    isRequired: false,
                    summary:
                        "The query generation the context moved to; only for a context pinned to one (posting-thread "
                        + "payload).",
                    evidence: .proven("NSManagedObjectContextQueryGenerationKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "historyToken",
                    valueType: "NSPersistentHistoryToken",
                    isRequired: false,
                    summary: "The save's history token, when present (posting-thread payload).",
                    evidence: .proven("NSPersistentHistoryTokenKey", .remoteChangeDeviceLog)
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no Core Data). On iOS, the saving context, on its own queue, after save() succeeds: "
                + "twice, first with its parent store as the object (the coordinator or the parent context), then with "
                + "itself.",
            useInstead:
                "Nothing posts it without Core Data; post it yourself where your own store changes, with the "
                + "posting-thread descriptor where there is one (its encoder writes the iOS shape).",
            summary: "A context saved: the IDs of the objects it saved.",
            nameEvidence: .proven("NSManagedObjectContextDidSaveObjectIDsNotification", .coreDataCode),
            sourceFile: "Catalog/Specs/CoreData.json",
            fields: { (payload: ManagedObjectContextObjectIDChanges.OnPostingThread) in ManagedObjectContextObjectIDChanges.OnPostingThread.catalogFields(payload) }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A context merged changes: the IDs of the objects it merged.
        package static let managedObjectContextDidMergeChangesObjectIDs = CatalogEntry(
            NotificationDescriptor<ManagedObjectContextObjectIDChanges>.managedObjectContextDidMergeChangesObjectIDs,
            payload: .sendable,
            member: "managedObjectContextDidMergeChangesObjectIDs",
            postingThread: NotificationDescriptor<ManagedObjectContextObjectIDChanges.OnPostingThread>.managedObjectContextDidMergeChangesObjectIDsOnPostingThread,
            foundationConstant: "NSManagedObjectContext.didMergeChangesObjectIDsNotification",
            declaredIn: "CoreData",
            objectType: "NSManagedObjectContext",
            keys: [
                CatalogKey(
                    name: "inserted_objectIDs",
                    valueType: "NSSet (NSManagedObjectID)",
                    isRequired: false,
                    summary: "The IDs of the inserted objects. Absent when empty; read as empty.",
                    evidence: .proven("NSInsertedObjectIDsKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "updated_objectIDs",
                    valueType: "NSSet (NSManagedObjectID)",
                    isRequired: false,
                    summary: "The IDs of the updated objects. Absent when empty; read as empty.",
                    evidence: .proven("NSUpdatedObjectIDsKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "deleted_objectIDs",
                    valueType: "NSSet (NSManagedObjectID)",
                    isRequired: false,
                    summary: "The IDs of the deleted objects. Absent when empty; read as empty.",
                    evidence: .proven("NSDeletedObjectIDsKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "refreshed_objectIDs",
                    valueType: "NSSet (NSManagedObjectID)",
                    isRequired: false,
                    summary: "The IDs of the refreshed objects. Absent when empty; read as empty.",
                    evidence: .proven("NSRefreshedObjectIDsKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "invalidated_objectIDs",
                    valueType: "NSSet (NSManagedObjectID)",
                    isRequired: false,
                    summary: "The IDs of the invalidated objects. Absent when empty; read as empty.",
                    evidence: .proven("NSInvalidatedObjectIDsKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "newQueryGeneration",
                    valueType: "NSQueryGenerationToken",
                    isRequired: false,
                    summary:
                        "The query generation the context moved to; only for a context pinned to one (posting-thread "
                        + "payload).",
                    evidence: .proven("NSManagedObjectContextQueryGenerationKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "historyToken",
                    valueType: "NSPersistentHistoryToken",
                    isRequired: false,
                    summary: "The save's history token, when present (posting-thread payload).",
                    evidence: .proven("NSPersistentHistoryTokenKey", .remoteChangeDeviceLog)
                ),
            ],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no Core Data). On iOS, the context (the object), after it merged changes.",
            useInstead:
                "Nothing posts it without Core Data; post it yourself where your own store changes, with the "
                + "posting-thread descriptor where there is one (its encoder writes the iOS shape).",
            summary: "A context merged changes: the IDs of the objects it merged.",
            nameEvidence: .proven("NSManagedObjectContextDidMergeChangesObjectIDsNotification", .coreDataCode),
            sourceFile: "Catalog/Specs/CoreData.json",
            fields: { (payload: ManagedObjectContextObjectIDChanges.OnPostingThread) in ManagedObjectContextObjectIDChanges.OnPostingThread.catalogFields(payload) }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A persistent store was written to, maybe by another process.
        package static let persistentStoreRemoteChange = CatalogEntry(
            NotificationDescriptor<PersistentStoreRemoteChange>.persistentStoreRemoteChange,
            payload: .sendable,
            member: "persistentStoreRemoteChange",
            postingThread: NotificationDescriptor<PersistentStoreRemoteChange.OnPostingThread>.persistentStoreRemoteChangeOnPostingThread,
            foundationConstant: "Notification.Name.NSPersistentStoreRemoteChange",
            declaredIn: "CoreData",
            objectType: "NSPersistentStoreCoordinator",
            keys: [
                CatalogKey(
                    name: "NSStoreUUID",
                    valueType: "NSString",
                    isRequired: true,
                    summary: "The store's UUID.",
                    evidence: .proven("NSStoreUUIDKey", .remoteChangeDeviceLog)
                ),
                CatalogKey(
                    name: "storeURL",
                    valueType: "NSURL",
                    isRequired: false,
                    summary: "The store's file URL; only when the store has one.",
                    evidence: .proven("NSPersistentStoreURLKey", .remoteChangeDeviceLog)
                ),
                CatalogKey(
                    name: "historyToken",
                    valueType: "NSPersistentHistoryToken",
                    isRequired: false,
                    summary: "The transaction's history token; only with history tracking on (posting-thread payload).",
                    evidence: .proven("NSPersistentHistoryTokenKey", .remoteChangeDeviceLog)
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no Core Data). On iOS, the coordinator (the object), for every write to a store "
                + "opened with NSPersistentStoreRemoteChangeNotificationPostOptionKey.",
            useInstead:
                "Nothing posts it without Core Data; post it yourself where your own store changes, with the "
                + "posting-thread descriptor where there is one (its encoder writes the iOS shape).",
            summary: "A persistent store was written to, maybe by another process.",
            nameEvidence: .proven("NSPersistentStoreRemoteChangeNotification", .remoteChangeDeviceLog),
            sourceFile: "Catalog/Specs/CoreData.json",
            fields: { (payload: PersistentStoreRemoteChange.OnPostingThread) in
                [
                    Field("coordinator", object: payload.coordinator),
                    Field("storeUUID", .string(payload.storeUUID)),
                    Field("storeURL", payload.storeURL.map { .url($0) }),
                    Field("historyToken", object: payload.historyToken),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A CloudKit setup, import or export started or finished.
        package static let persistentCloudKitContainerEventChanged = CatalogEntry(
            NotificationDescriptor<PersistentCloudKitContainerEventChanged>.persistentCloudKitContainerEventChanged,
            payload: .sendable,
            member: "persistentCloudKitContainerEventChanged",
            postingThread: NotificationDescriptor<PersistentCloudKitContainerEventChanged.OnPostingThread>.persistentCloudKitContainerEventChangedOnPostingThread,
            foundationConstant: "NSPersistentCloudKitContainer.eventChangedNotification",
            declaredIn: "CoreData",
            objectType: "NSPersistentCloudKitContainer",
            keys: [
                CatalogKey(
                    name: "event",
                    valueType: "NSPersistentCloudKitContainer.Event",
                    isRequired: true,
                    summary: "The setup, import or export event, started or finished.",
                    evidence: .proven("NSPersistentCloudKitContainerEventUserInfoKey", .coreDataCode)
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no Core Data or CloudKit). On iOS, the container (the object), when an event starts "
                + "and when it ends.",
            useInstead:
                "Nothing posts it without Core Data; post it yourself where your own store changes, with the "
                + "posting-thread descriptor where there is one (its encoder writes the iOS shape).",
            summary: "A CloudKit setup, import or export started or finished.",
            nameEvidence: .proven("NSPersistentCloudKitContainerEventChangedNotification", .coreDataCode),
            sourceFile: "Catalog/Specs/CoreData.json",
            fields: { (payload: PersistentCloudKitContainerEventChanged.OnPostingThread) in
                [
                    Field("container", object: payload.container),
                    Field("event", object: payload.eventObject),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A coordinator's persistent stores changed.
        package static let persistentStoreCoordinatorStoresDidChange = CatalogEntry(
            NotificationDescriptor<PersistentStoreCoordinatorStoresDidChange>.persistentStoreCoordinatorStoresDidChange,
            payload: .sendable,
            member: "persistentStoreCoordinatorStoresDidChange",
            postingThread: NotificationDescriptor<PersistentStoreCoordinatorStoresDidChange.OnPostingThread>.persistentStoreCoordinatorStoresDidChangeOnPostingThread,
            foundationConstant: "Notification.Name.NSPersistentStoreCoordinatorStoresDidChange",
            declaredIn: "CoreData",
            objectType: "NSPersistentStoreCoordinator",
            keys: [
                CatalogKey(
                    name: "added",
                    valueType: "NSArray (NSPersistentStore)",
                    isRequired: false,
                    summary: "The stores added; absent when none (read as empty).",
                    evidence: .proven("NSAddedPersistentStoresKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "removed",
                    valueType: "NSArray (NSPersistentStore)",
                    isRequired: false,
                    summary: "The stores removed; absent when none (read as empty).",
                    evidence: .proven("NSRemovedPersistentStoresKey", .coreDataCode)
                ),
                CatalogKey(
                    name: "UUIDChanged",
                    valueType: "NSArray (old, new NSPersistentStore)",
                    isRequired: false,
                    summary: "The store replaced by one with a new UUID: index 0 the old, 1 the new.",
                    evidence: .unverified("NSUUIDChangedPersistentStoresKey")
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no Core Data). On iOS, the coordinator (the object), when stores are added, removed "
                + "or replaced; sometimes with no userInfo.",
            useInstead:
                "Nothing posts it without Core Data; post it yourself with the posting-thread descriptor where your own "
                + "stores change (its encoder writes the iOS shape).",
            summary: "A coordinator's persistent stores changed.",
            nameEvidence: .proven("NSPersistentStoreCoordinatorStoresDidChangeNotification", .coreDataCode),
            sourceFile: "Catalog/Specs/CoreData.json",
            fields: { (payload: PersistentStoreCoordinatorStoresDidChange.OnPostingThread) in PersistentStoreCoordinatorStoresDidChange.OnPostingThread.catalogFields(payload) }
        ).onPlatforms(["iOS", "Linux"])
    #endif
}
