// Core Data's context, store and CloudKit notifications. On iOS the types are Core Data's; on Linux, the stand-ins of
// `Platform/LinuxStandIns.swift`; elsewhere this file is empty (see `Platform/AppleCatalogNames.swift`).
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        public import CoreData
    #endif
    public import Foundation
    public import NotificationDescriptors

    /// The managed objects a context inserted, updated, deleted, refreshed or invalidated: the payload of Core Data's
    /// `NSManagedObjectContext.didChangeObjectsNotification` and `.didSaveObjectsNotification`.
    ///
    /// Core Data leaves out every key whose set would be empty, so each set reads as empty when its key is absent
    /// (a save that only deletes has no `NSInsertedObjectsKey`).
    ///
    /// **Not `Sendable`**: managed objects and their context are not; read them on the context's queue.
    public struct ManagedObjectContextChanges {
        /// The context: the notification's `object` (`nil` only for a notification posted without one).
        public var context: NSManagedObjectContext?
        /// `NSInsertedObjectsKey`; empty when absent.
        public var inserted: Set<NSManagedObject>
        /// `NSUpdatedObjectsKey`; empty when absent.
        public var updated: Set<NSManagedObject>
        /// `NSDeletedObjectsKey`; empty when absent.
        public var deleted: Set<NSManagedObject>
        /// `NSRefreshedObjectsKey` (objects-did-change only); empty when absent.
        public var refreshed: Set<NSManagedObject>
        /// `NSInvalidatedObjectsKey` (objects-did-change only); empty when absent.
        public var invalidated: Set<NSManagedObject>
        /// `NSInvalidatedAllObjectsKey`: the IDs of all the context's objects, present only when all were invalidated
        /// (`reset()`, a store removed); `nil` otherwise.
        public var invalidatedAll: [NSManagedObjectID]?
        /// The query generation the context moved to: `NSManagedObjectContextQueryGenerationKey`, present only for a
        /// context pinned to a query generation; `nil` otherwise.
        public var queryGeneration: NSQueryGenerationToken?

        /// A payload with these sets.
        public init(
            context: NSManagedObjectContext? = nil,
            inserted: Set<NSManagedObject> = [],
            updated: Set<NSManagedObject> = [],
            deleted: Set<NSManagedObject> = [],
            refreshed: Set<NSManagedObject> = [],
            invalidated: Set<NSManagedObject> = [],
            invalidatedAll: [NSManagedObjectID]? = nil,
            queryGeneration: NSQueryGenerationToken? = nil
        ) {
            self.context = context
            self.inserted = inserted
            self.updated = updated
            self.deleted = deleted
            self.refreshed = refreshed
            self.invalidated = invalidated
            self.invalidatedAll = invalidatedAll
            self.queryGeneration = queryGeneration
        }

        static let queryGenerationKey = UserInfoKey<NSQueryGenerationToken>(CatalogNames.queryGeneration)

        static let setKeys = [
            CatalogNames.insertedObjects, CatalogNames.updatedObjects, CatalogNames.deletedObjects,
            CatalogNames.refreshedObjects, CatalogNames.invalidatedObjects,
        ]

        @Sendable static func decode(_ note: Notification) throws -> ManagedObjectContextChanges {
            func set(_ key: String) throws -> Set<NSManagedObject> {
                Set(try note.catalogObjects(key, of: NSManagedObject.self, in: .set) ?? [])
            }
            return ManagedObjectContextChanges(
                context: try note.catalogObjectIfPresent(as: NSManagedObjectContext.self),
                inserted: try set(CatalogNames.insertedObjects),
                updated: try set(CatalogNames.updatedObjects),
                deleted: try set(CatalogNames.deletedObjects),
                refreshed: try set(CatalogNames.refreshedObjects),
                invalidated: try set(CatalogNames.invalidatedObjects),
                invalidatedAll: try note.catalogObjects(
                    CatalogNames.invalidatedAllObjects, of: NSManagedObjectID.self, in: .array),
                queryGeneration: try note.valueIfPresent(for: queryGenerationKey)
            )
        }

        /// Writes what Core Data writes: an `NSSet` per non-empty set, the `NSArray` of all IDs when present, the
        /// context as the object.
        @Sendable static func encode(_ payload: ManagedObjectContextChanges) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            var userInfo: [AnyHashable: Any] = [:]
            let sets = [payload.inserted, payload.updated, payload.deleted, payload.refreshed, payload.invalidated]
            for (key, set) in zip(setKeys, sets) where !set.isEmpty {
                userInfo[key] = NSSet(array: Array(set))
            }
            if let all = payload.invalidatedAll {
                userInfo[CatalogNames.invalidatedAllObjects] = NSArray(array: all)
            }
            if let generation = payload.queryGeneration { userInfo[queryGenerationKey.rawValue] = generation }
            return (object: payload.context, userInfo: userInfo)
        }
    }

    /// The object IDs a context saved, or merged from another: the payload of Core Data's
    /// `NSManagedObjectContext.didSaveObjectIDsNotification` and `.didMergeChangesObjectIDsNotification`.
    ///
    /// Each set reads as empty when its key is absent, as Core Data leaves out empty ones.
    ///
    /// **Not `Sendable`**: the context is not (the IDs are: send ``insertedObjectIDs`` and its siblings on).
    public struct ManagedObjectContextObjectIDChanges {
        /// The context: the notification's `object` (`nil` only for a notification posted without one).
        public var context: NSManagedObjectContext?
        /// `NSInsertedObjectIDsKey`; empty when absent.
        public var insertedObjectIDs: Set<NSManagedObjectID>
        /// `NSUpdatedObjectIDsKey`; empty when absent.
        public var updatedObjectIDs: Set<NSManagedObjectID>
        /// `NSDeletedObjectIDsKey`; empty when absent.
        public var deletedObjectIDs: Set<NSManagedObjectID>
        /// `NSRefreshedObjectIDsKey`; empty when absent.
        public var refreshedObjectIDs: Set<NSManagedObjectID>
        /// `NSInvalidatedObjectIDsKey`; empty when absent.
        public var invalidatedObjectIDs: Set<NSManagedObjectID>

        /// A payload with these sets.
        public init(
            context: NSManagedObjectContext? = nil,
            insertedObjectIDs: Set<NSManagedObjectID> = [],
            updatedObjectIDs: Set<NSManagedObjectID> = [],
            deletedObjectIDs: Set<NSManagedObjectID> = [],
            refreshedObjectIDs: Set<NSManagedObjectID> = [],
            invalidatedObjectIDs: Set<NSManagedObjectID> = []
        ) {
            self.context = context
            self.insertedObjectIDs = insertedObjectIDs
            self.updatedObjectIDs = updatedObjectIDs
            self.deletedObjectIDs = deletedObjectIDs
            self.refreshedObjectIDs = refreshedObjectIDs
            self.invalidatedObjectIDs = invalidatedObjectIDs
        }

        static let keys = [
            CatalogNames.insertedObjectIDs, CatalogNames.updatedObjectIDs, CatalogNames.deletedObjectIDs,
            CatalogNames.refreshedObjectIDs, CatalogNames.invalidatedObjectIDs,
        ]

        @Sendable static func decode(_ note: Notification) throws -> ManagedObjectContextObjectIDChanges {
            func set(_ key: String) throws -> Set<NSManagedObjectID> {
                Set(try note.catalogObjects(key, of: NSManagedObjectID.self, in: .set) ?? [])
            }
            return ManagedObjectContextObjectIDChanges(
                context: try note.catalogObjectIfPresent(as: NSManagedObjectContext.self),
                insertedObjectIDs: try set(CatalogNames.insertedObjectIDs),
                updatedObjectIDs: try set(CatalogNames.updatedObjectIDs),
                deletedObjectIDs: try set(CatalogNames.deletedObjectIDs),
                refreshedObjectIDs: try set(CatalogNames.refreshedObjectIDs),
                invalidatedObjectIDs: try set(CatalogNames.invalidatedObjectIDs)
            )
        }

        /// Writes what Core Data writes: an `NSSet` per non-empty set, the context as the object.
        @Sendable static func encode(_ payload: ManagedObjectContextObjectIDChanges) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            var userInfo: [AnyHashable: Any] = [:]
            let sets = [
                payload.insertedObjectIDs, payload.updatedObjectIDs, payload.deletedObjectIDs,
                payload.refreshedObjectIDs, payload.invalidatedObjectIDs,
            ]
            for (key, set) in zip(keys, sets) where !set.isEmpty {
                userInfo[key] = NSSet(array: Array(set))
            }
            return (object: payload.context, userInfo: userInfo)
        }
    }

    /// Another process (or coordinator) wrote to a persistent store: the payload of Core Data's
    /// `.NSPersistentStoreRemoteChange` (posted only for stores with
    /// `NSPersistentStoreRemoteChangeNotificationPostOptionKey`).
    ///
    /// **Not `Sendable`**: `NSPersistentHistoryToken` is not.
    public struct PersistentStoreRemoteChange {
        /// The coordinator of the store: the notification's `object` (`nil` only for a notification posted without
        /// one).
        public var coordinator: NSPersistentStoreCoordinator?
        /// The store's UUID string: `NSStoreUUIDKey`.
        public var storeUUID: String
        /// The store's file URL: `NSPersistentStoreURLKey`.
        public var storeURL: URL
        /// The transaction's history token: `NSPersistentHistoryTokenKey`, present only when the store tracks
        /// history (`NSPersistentHistoryTrackingKey`); `nil` otherwise.
        public var historyToken: NSPersistentHistoryToken?

        /// A payload with these values.
        public init(
            coordinator: NSPersistentStoreCoordinator? = nil, storeUUID: String, storeURL: URL,
            historyToken: NSPersistentHistoryToken? = nil
        ) {
            self.coordinator = coordinator
            self.storeUUID = storeUUID
            self.storeURL = storeURL
            self.historyToken = historyToken
        }

        static let uuidKey = UserInfoKey<String>(CatalogNames.storeUUID)
        static let urlKey = UserInfoKey<URL>(CatalogNames.persistentStoreURL)
        static let tokenKey = UserInfoKey<NSPersistentHistoryToken>(CatalogNames.persistentHistoryToken)

        @Sendable static func decode(_ note: Notification) throws -> PersistentStoreRemoteChange {
            PersistentStoreRemoteChange(
                coordinator: try note.catalogObjectIfPresent(as: NSPersistentStoreCoordinator.self),
                storeUUID: try note.value(for: uuidKey),
                storeURL: try note.value(for: urlKey),
                historyToken: try note.valueIfPresent(for: tokenKey)
            )
        }

        /// Writes what Core Data writes: an `NSString` UUID, an `NSURL`, the token when present, the coordinator as
        /// the object.
        @Sendable static func encode(_ payload: PersistentStoreRemoteChange) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            // An `NSURL` of the same text; a `URL` NSURL cannot parse (never Core Data's) stays a `URL`.
            let url: Any = NSURL(string: payload.storeURL.absoluteString) ?? payload.storeURL
            var userInfo: [AnyHashable: Any] = [
                uuidKey.rawValue: NSString(string: payload.storeUUID), urlKey.rawValue: url,
            ]
            if let token = payload.historyToken { userInfo[tokenKey.rawValue] = token }
            return (object: payload.coordinator, userInfo: userInfo)
        }
    }

    /// A CloudKit setup, import or export started or finished: the payload of Core Data's
    /// `NSPersistentCloudKitContainer.eventChangedNotification`.
    ///
    /// **Not `Sendable`**: `NSPersistentCloudKitContainer.Event` is not.
    public struct PersistentCloudKitContainerEventChanged {
        /// The container: the notification's `object` (`nil` only for a notification posted without one).
        public var container: NSPersistentCloudKitContainer?
        /// The event: `NSPersistentCloudKitContainer.eventNotificationUserInfoKey`.
        public var event: NSPersistentCloudKitContainer.Event

        /// A payload with these values.
        public init(container: NSPersistentCloudKitContainer? = nil, event: NSPersistentCloudKitContainer.Event) {
            self.container = container
            self.event = event
        }

        static let eventKey = UserInfoKey<NSPersistentCloudKitContainer.Event>(
            CatalogNames.persistentCloudKitContainerEvent)

        @Sendable static func decode(_ note: Notification) throws -> PersistentCloudKitContainerEventChanged {
            PersistentCloudKitContainerEventChanged(
                container: try note.catalogObjectIfPresent(as: NSPersistentCloudKitContainer.self),
                event: try note.value(for: eventKey)
            )
        }

        /// Writes what Core Data writes: the event, the container as the object.
        @Sendable static func encode(_ payload: PersistentCloudKitContainerEventChanged) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            (object: payload.container, userInfo: [eventKey.rawValue: payload.event])
        }
    }

    extension NotificationDescriptor where Payload == ManagedObjectContextChanges {
        /// A context's objects changed, at the end of an event or in `processPendingChanges()` (Core Data's
        /// `NSManagedObjectContext.didChangeObjectsNotification`, raw name
        /// `NSObjectsChangedInManagingContextNotification`).
        ///
        /// - **Posted on Linux:** **no** (no Core Data). On iOS the context posts it on its own queue.
        /// - **Object:** the `NSManagedObjectContext`; pass it as `observe(_:object:)`'s `object` to hear one context.
        /// - **userInfo:** `NSInsertedObjectsKey`, `NSUpdatedObjectsKey`, `NSDeletedObjectsKey`,
        ///   `NSRefreshedObjectsKey`, `NSInvalidatedObjectsKey` (`NSSet`s of managed objects, each only when not
        ///   empty), `NSInvalidatedAllObjectsKey` (`NSArray` of object IDs). See ``ManagedObjectContextChanges``.
        public static var managedObjectContextDidChangeObjects: Self { _managedObjectContextDidChangeObjects }

        /// A context saved (Core Data's `NSManagedObjectContext.didSaveObjectsNotification`, raw name
        /// `NSManagingContextDidSaveChangesNotification`). Same payload and object as
        /// ``managedObjectContextDidChangeObjects``; only the inserted, updated and deleted sets.
        public static var managedObjectContextDidSaveObjects: Self { _managedObjectContextDidSaveObjects }
    }

    extension NotificationDescriptor where Payload == ManagedObjectContextObjectIDChanges {
        /// A context saved: the IDs of what it saved (Core Data's
        /// `NSManagedObjectContext.didSaveObjectIDsNotification`).
        ///
        /// - **Posted on Linux:** **no** (no Core Data). On iOS the context posts it on its own queue.
        /// - **Object:** the `NSManagedObjectContext`.
        /// - **userInfo:** `NSInsertedObjectIDsKey`, `NSUpdatedObjectIDsKey`, `NSDeletedObjectIDsKey`,
        ///   `NSRefreshedObjectIDsKey`, `NSInvalidatedObjectIDsKey` (`NSSet`s of `NSManagedObjectID`, each only when
        ///   not empty). See ``ManagedObjectContextObjectIDChanges``.
        public static var managedObjectContextDidSaveObjectIDs: Self { _managedObjectContextDidSaveObjectIDs }

        /// A context merged changes: the IDs it merged (Core Data's
        /// `NSManagedObjectContext.didMergeChangesObjectIDsNotification`). Same payload as
        /// ``managedObjectContextDidSaveObjectIDs``.
        public static var managedObjectContextDidMergeChangesObjectIDs: Self {
            _managedObjectContextDidMergeChangesObjectIDs
        }
    }

    extension NotificationDescriptor where Payload == PersistentStoreRemoteChange {
        /// A persistent store was written to, by this or another process (Core Data's
        /// `Notification.Name.NSPersistentStoreRemoteChange`).
        ///
        /// - **Posted on Linux:** **no** (no Core Data). On iOS the coordinator posts it, on a queue of its own, for
        ///   stores opened with `NSPersistentStoreRemoteChangeNotificationPostOptionKey`.
        /// - **Object:** the `NSPersistentStoreCoordinator`.
        /// - **userInfo:** `NSStoreUUIDKey` (`NSString`), `NSPersistentStoreURLKey` (`NSURL`),
        ///   `NSPersistentHistoryTokenKey` (`NSPersistentHistoryToken`, only with history tracking). See
        ///   ``PersistentStoreRemoteChange``.
        public static var persistentStoreRemoteChange: Self { _persistentStoreRemoteChange }
    }

    extension NotificationDescriptor where Payload == PersistentCloudKitContainerEventChanged {
        /// A CloudKit event of a container started or finished (Core Data's
        /// `NSPersistentCloudKitContainer.eventChangedNotification`).
        ///
        /// - **Posted on Linux:** **no** (no Core Data). On iOS the container posts it.
        /// - **Object:** the `NSPersistentCloudKitContainer`.
        /// - **userInfo:** `NSPersistentCloudKitContainer.eventNotificationUserInfoKey`
        ///   (`NSPersistentCloudKitContainer.Event`). See ``PersistentCloudKitContainerEventChanged``.
        public static var persistentCloudKitContainerEventChanged: Self { _persistentCloudKitContainerEventChanged }
    }

    private let _managedObjectContextDidChangeObjects = NotificationDescriptor(
        CatalogNames.managedObjectContextDidChangeObjects, decode: ManagedObjectContextChanges.decode,
        encode: ManagedObjectContextChanges.encode)
    private let _managedObjectContextDidSaveObjects = NotificationDescriptor(
        CatalogNames.managedObjectContextDidSaveObjects, decode: ManagedObjectContextChanges.decode,
        encode: ManagedObjectContextChanges.encode)
    private let _managedObjectContextDidSaveObjectIDs = NotificationDescriptor(
        CatalogNames.managedObjectContextDidSaveObjectIDs, decode: ManagedObjectContextObjectIDChanges.decode,
        encode: ManagedObjectContextObjectIDChanges.encode)
    private let _managedObjectContextDidMergeChangesObjectIDs = NotificationDescriptor(
        CatalogNames.managedObjectContextDidMergeChangesObjectIDs, decode: ManagedObjectContextObjectIDChanges.decode,
        encode: ManagedObjectContextObjectIDChanges.encode)
    private let _persistentStoreRemoteChange = NotificationDescriptor(
        CatalogNames.persistentStoreRemoteChange, decode: PersistentStoreRemoteChange.decode,
        encode: PersistentStoreRemoteChange.encode)
    private let _persistentCloudKitContainerEventChanged = NotificationDescriptor(
        CatalogNames.persistentCloudKitContainerEventChanged, decode: PersistentCloudKitContainerEventChanged.decode,
        encode: PersistentCloudKitContainerEventChanged.encode)

    extension CatalogEntry {
        private static let coreDataUseInstead =
            "Nothing posts it without Core Data; post it yourself with this descriptor where your own store changes "
            + "(its encoder writes the iOS shape)."

        private static func objectSetKey(_ name: String, _ summary: String, onlyOnChange: Bool = false) -> CatalogKey {
            CatalogKey(
                name: name, valueType: "NSSet (NSManagedObject)", isRequired: false,
                summary: summary + (onlyOnChange ? " Objects-did-change only." : "")
                    + " Absent when empty; read as empty.")
        }

        private static let objectKeys = [
            objectSetKey(CatalogNames.insertedObjects, "The inserted objects."),
            objectSetKey(CatalogNames.updatedObjects, "The updated objects."),
            objectSetKey(CatalogNames.deletedObjects, "The deleted objects."),
            objectSetKey(CatalogNames.refreshedObjects, "The refreshed objects.", onlyOnChange: true),
            objectSetKey(CatalogNames.invalidatedObjects, "The invalidated objects.", onlyOnChange: true),
            CatalogKey(
                name: CatalogNames.invalidatedAllObjects, valueType: "NSArray (NSManagedObjectID)", isRequired: false,
                summary: "The IDs of all the context's objects, when all were invalidated; absent otherwise."),
            CatalogKey(
                name: CatalogNames.queryGeneration, valueType: "NSQueryGenerationToken", isRequired: false,
                summary: "The query generation the context moved to; only for a context pinned to one."),
        ]

        private static let objectIDKeys = zip(
            ManagedObjectContextObjectIDChanges.keys, ["inserted", "updated", "deleted", "refreshed", "invalidated"]
        ).map { key, what in
            CatalogKey(
                name: key, valueType: "NSSet (NSManagedObjectID)", isRequired: false,
                summary: "The IDs of the \(what) objects. Absent when empty; read as empty.")
        }

        static let managedObjectContextDidChangeObjects = CatalogEntry(
            .managedObjectContextDidChangeObjects, member: "managedObjectContextDidChangeObjects",
            foundationConstant: "NSManagedObjectContext.didChangeObjectsNotification", declaredIn: "CoreData",
            objectType: "NSManagedObjectContext", keys: objectKeys, isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no Core Data). On iOS, the context (the object), on its own queue, at the end "
                + "of an event or in processPendingChanges().",
            useInstead: coreDataUseInstead, summary: "A context's managed objects changed.")

        static let managedObjectContextDidSaveObjects = CatalogEntry(
            .managedObjectContextDidSaveObjects, member: "managedObjectContextDidSaveObjects",
            foundationConstant: "NSManagedObjectContext.didSaveObjectsNotification", declaredIn: "CoreData",
            objectType: "NSManagedObjectContext", keys: objectKeys, isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no Core Data). On iOS, the context (the object), on its own queue, after "
                + "save() succeeds.",
            useInstead: coreDataUseInstead, summary: "A context saved: the objects it inserted, updated and deleted.")

        static let managedObjectContextDidSaveObjectIDs = CatalogEntry(
            .managedObjectContextDidSaveObjectIDs, member: "managedObjectContextDidSaveObjectIDs",
            foundationConstant: "NSManagedObjectContext.didSaveObjectIDsNotification", declaredIn: "CoreData",
            objectType: "NSManagedObjectContext", keys: objectIDKeys, isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no Core Data). On iOS, the context (the object), on its own queue, after "
                + "save() succeeds.",
            useInstead: coreDataUseInstead, summary: "A context saved: the IDs of the objects it saved.")

        static let managedObjectContextDidMergeChangesObjectIDs = CatalogEntry(
            .managedObjectContextDidMergeChangesObjectIDs, member: "managedObjectContextDidMergeChangesObjectIDs",
            foundationConstant: "NSManagedObjectContext.didMergeChangesObjectIDsNotification", declaredIn: "CoreData",
            objectType: "NSManagedObjectContext", keys: objectIDKeys, isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no Core Data). On iOS, the context (the object), after it merged changes.",
            useInstead: coreDataUseInstead, summary: "A context merged changes: the IDs of the objects it merged.")

        static let persistentStoreRemoteChange = CatalogEntry(
            .persistentStoreRemoteChange, member: "persistentStoreRemoteChange",
            foundationConstant: "Notification.Name.NSPersistentStoreRemoteChange", declaredIn: "CoreData",
            objectType: "NSPersistentStoreCoordinator",
            keys: [
                CatalogKey(
                    name: PersistentStoreRemoteChange.uuidKey.rawValue, valueType: "NSString", isRequired: true,
                    summary: "The store's UUID."),
                CatalogKey(
                    name: PersistentStoreRemoteChange.urlKey.rawValue, valueType: "NSURL", isRequired: true,
                    summary: "The store's file URL."),
                CatalogKey(
                    name: PersistentStoreRemoteChange.tokenKey.rawValue, valueType: "NSPersistentHistoryToken",
                    isRequired: false, summary: "The transaction's history token; only with history tracking on."),
            ],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no Core Data). On iOS, the coordinator (the object), for every write to a "
                + "store opened with NSPersistentStoreRemoteChangeNotificationPostOptionKey.",
            useInstead: coreDataUseInstead, summary: "A persistent store was written to, maybe by another process.")

        static let persistentCloudKitContainerEventChanged = CatalogEntry(
            .persistentCloudKitContainerEventChanged, member: "persistentCloudKitContainerEventChanged",
            foundationConstant: "NSPersistentCloudKitContainer.eventChangedNotification", declaredIn: "CoreData",
            objectType: "NSPersistentCloudKitContainer",
            keys: [
                CatalogKey(
                    name: PersistentCloudKitContainerEventChanged.eventKey.rawValue,
                    valueType: "NSPersistentCloudKitContainer.Event", isRequired: true,
                    summary: "The setup, import or export event, started or finished.")
            ],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no Core Data or CloudKit). On iOS, the container (the object), when an event "
                + "starts and when it ends.",
            useInstead: coreDataUseInstead, summary: "A CloudKit setup, import or export started or finished.")
    }
#endif
