// Core Data's context, store and CloudKit notifications. On iOS the types are Core Data's; on Linux, the stand-ins of
// `NotificationCatalogStandIns`; elsewhere this file is empty (see the module's `CatalogNames.swift`).
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        public import CoreData
    #else
        public import NotificationCatalogStandIns
    #endif
    package import NotificationCatalogFoundation
    public import Foundation
    public import NotificationDescriptors

    /// What a context inserted, updated, deleted, refreshed or invalidated, as object IDs: the payload of Core Data's
    /// `NSManagedObjectContext.didChangeObjectsNotification` and `.didSaveObjectsNotification`.
    ///
    /// Core Data leaves out every key whose set would be empty, so each set reads as empty when its key is absent
    /// (a save that only deletes has no `NSInsertedObjectsKey`). A save can carry a non-empty refreshed set too.
    ///
    /// `Sendable`: it holds `NSManagedObjectID`s (`NS_SWIFT_SENDABLE`), read from the managed objects while decoding,
    /// on the posting thread, which is the context's queue. The managed objects, the context and the tokens, which
    /// are not `Sendable` (and belong to the context's queue anyway), come with ``OnPostingThread``.
    ///
    /// Observe-only: managed objects cannot be made from IDs, so posting this payload sends it intact to typed
    /// observers; post Core Data's shape through ``OnPostingThread``.
    public struct ManagedObjectContextChanges: Sendable, Equatable {
        /// `NSInsertedObjectsKey`, as IDs; empty when absent.
        public var insertedIDs: Set<NSManagedObjectID>
        /// `NSUpdatedObjectsKey`, as IDs; empty when absent.
        public var updatedIDs: Set<NSManagedObjectID>
        /// `NSDeletedObjectsKey`, as IDs; empty when absent.
        public var deletedIDs: Set<NSManagedObjectID>
        /// `NSRefreshedObjectsKey`, as IDs; empty when absent (a save keeps it when not empty).
        public var refreshedIDs: Set<NSManagedObjectID>
        /// `NSInvalidatedObjectsKey`, as IDs; empty when absent.
        public var invalidatedIDs: Set<NSManagedObjectID>
        /// `NSInvalidatedAllObjectsKey`: the IDs of all the context's objects, present only when all were invalidated
        /// (`reset()`, a store removed); `nil` otherwise.
        public var invalidatedAll: [NSManagedObjectID]?

        /// A payload with these sets.
        public init(
            insertedIDs: Set<NSManagedObjectID> = [], updatedIDs: Set<NSManagedObjectID> = [],
            deletedIDs: Set<NSManagedObjectID> = [], refreshedIDs: Set<NSManagedObjectID> = [],
            invalidatedIDs: Set<NSManagedObjectID> = [], invalidatedAll: [NSManagedObjectID]? = nil
        ) {
            self.insertedIDs = insertedIDs
            self.updatedIDs = updatedIDs
            self.deletedIDs = deletedIDs
            self.refreshedIDs = refreshedIDs
            self.invalidatedIDs = invalidatedIDs
            self.invalidatedAll = invalidatedAll
        }

        /// The managed objects, the context and the tokens, which are not `Sendable`, with the payload: the payload of
        /// the `…OnPostingThread` descriptors, handed to `observe(_:object:using:)`'s handler synchronously on the
        /// posting thread (the context's queue). The compiler keeps it there: it is not `Sendable`, so
        /// `notifications(of:)`, `observeOnMainActor`, `next` and `NotificationRecorder` do not take its descriptor.
        /// Reads the payload's properties as its own.
        @dynamicMemberLookup
        public struct OnPostingThread {
            /// The context: the notification's `object` (`nil` only for a notification posted without one).
            public var context: NSManagedObjectContext?
            /// `NSInsertedObjectsKey`; empty when absent.
            public var inserted: Set<NSManagedObject>
            /// `NSUpdatedObjectsKey`; empty when absent.
            public var updated: Set<NSManagedObject>
            /// `NSDeletedObjectsKey`; empty when absent.
            public var deleted: Set<NSManagedObject>
            /// `NSRefreshedObjectsKey`; empty when absent.
            public var refreshed: Set<NSManagedObject>
            /// `NSInvalidatedObjectsKey`; empty when absent.
            public var invalidated: Set<NSManagedObject>
            /// `NSInvalidatedAllObjectsKey`; `nil` when absent.
            public var invalidatedAll: [NSManagedObjectID]?
            /// The query generation the context moved to: `NSManagedObjectContextQueryGenerationKey`, present only for a
            /// context pinned to a query generation; `nil` otherwise.
            public var queryGeneration: NSQueryGenerationToken?
            /// The save's history token: `NSPersistentHistoryTokenKey`, read when present (the headers document it
            /// only for the remote-change notification; Apple's iOS 27 save messages expose one); `nil` otherwise.
            public var historyToken: NSPersistentHistoryToken?

            /// A payload with these objects.
            public init(
                context: NSManagedObjectContext? = nil, inserted: Set<NSManagedObject> = [],
                updated: Set<NSManagedObject> = [], deleted: Set<NSManagedObject> = [],
                refreshed: Set<NSManagedObject> = [], invalidated: Set<NSManagedObject> = [],
                invalidatedAll: [NSManagedObjectID]? = nil, queryGeneration: NSQueryGenerationToken? = nil,
                historyToken: NSPersistentHistoryToken? = nil
            ) {
                self.context = context
                self.inserted = inserted
                self.updated = updated
                self.deleted = deleted
                self.refreshed = refreshed
                self.invalidated = invalidated
                self.invalidatedAll = invalidatedAll
                self.queryGeneration = queryGeneration
                self.historyToken = historyToken
            }

            /// What can leave the posting thread: the objects' IDs.
            public var payload: ManagedObjectContextChanges {
                func ids(_ objects: Set<NSManagedObject>) -> Set<NSManagedObjectID> { Set(objects.map(\.objectID)) }
                return ManagedObjectContextChanges(
                    insertedIDs: ids(inserted), updatedIDs: ids(updated), deletedIDs: ids(deleted),
                    refreshedIDs: ids(refreshed), invalidatedIDs: ids(invalidated), invalidatedAll: invalidatedAll)
            }

            /// The payload's property at `keyPath`.
            public subscript<Value>(dynamicMember keyPath: KeyPath<ManagedObjectContextChanges, Value>) -> Value {
                payload[keyPath: keyPath]
            }

            @Sendable static func decode(_ note: Notification) throws -> OnPostingThread {
                func set(_ key: String) throws -> Set<NSManagedObject> {
                    Set(try note.catalogObjects(key, of: NSManagedObject.self, in: .set) ?? [])
                }
                return OnPostingThread(
                    context: try note.catalogObjectIfPresent(as: NSManagedObjectContext.self),
                    inserted: try set(CatalogNames.insertedObjects),
                    updated: try set(CatalogNames.updatedObjects),
                    deleted: try set(CatalogNames.deletedObjects),
                    refreshed: try set(CatalogNames.refreshedObjects),
                    invalidated: try set(CatalogNames.invalidatedObjects),
                    invalidatedAll: try note.catalogObjects(
                        CatalogNames.invalidatedAllObjects, of: NSManagedObjectID.self, in: .array),
                    queryGeneration: try note.valueIfPresent(for: catalogQueryGenerationKey),
                    historyToken: try note.valueIfPresent(for: catalogHistoryTokenKey)
                )
            }

            /// Writes what Core Data writes: an `NSSet` per non-empty set, the `NSArray` of all IDs when present, the
            /// tokens when present, the context as the object.
            @Sendable static func encode(_ full: OnPostingThread) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
                var userInfo: [AnyHashable: Any] = [:]
                let sets = [full.inserted, full.updated, full.deleted, full.refreshed, full.invalidated]
                for (key, set) in zip(setKeys, sets) where !set.isEmpty {
                    userInfo[key] = NSSet(array: Array(set))
                }
                if let all = full.invalidatedAll {
                    userInfo[CatalogNames.invalidatedAllObjects] = NSArray(array: all)
                }
                if let generation = full.queryGeneration { userInfo[catalogQueryGenerationKey.rawValue] = generation }
                if let token = full.historyToken { userInfo[catalogHistoryTokenKey.rawValue] = token }
                return (object: full.context, userInfo: userInfo)
            }
        }

        static let setKeys = [
            CatalogNames.insertedObjects, CatalogNames.updatedObjects, CatalogNames.deletedObjects,
            CatalogNames.refreshedObjects, CatalogNames.invalidatedObjects,
        ]

        @Sendable static func decode(_ note: Notification) throws -> ManagedObjectContextChanges {
            try OnPostingThread.decode(note).payload
        }
    }

    /// `NSManagedObjectContextQueryGenerationKey`, read by both kinds of context payload.
    let catalogQueryGenerationKey = UserInfoKey<NSQueryGenerationToken>(CatalogNames.queryGeneration)
    /// `NSPersistentHistoryTokenKey`, read by the context payloads and the remote change.
    let catalogHistoryTokenKey = UserInfoKey<NSPersistentHistoryToken>(CatalogNames.persistentHistoryToken)

    /// The object IDs a context saved, or merged from another: the payload of Core Data's
    /// `NSManagedObjectContext.didSaveObjectIDsNotification` and `.didMergeChangesObjectIDsNotification`.
    ///
    /// Each set reads as empty when its key is absent, as Core Data leaves out empty ones.
    ///
    /// Core Data posts one save twice: first with the saving context's parent store as the object (its coordinator,
    /// or its parent context), then with the context itself. ``sender`` says which kind of object came, and both
    /// decode. Observe with `object:` (a context or a coordinator) to hear only one of them.
    ///
    /// `Sendable`: IDs and the coordinator are (`NS_SWIFT_SENDABLE`). The context and the query generation token,
    /// which are not, come with ``OnPostingThread``.
    public struct ManagedObjectContextObjectIDChanges: Sendable, Equatable {
        /// What posted the notification: the notification's `object`.
        public enum Sender: Sendable, Equatable {
            /// A context: the one that saved or merged, or, for the copy of a save Core Data posts to a child
            /// context's parent store, that parent context (the notification does not say which; observe with
            /// `object:` to hear one context). The context itself is not `Sendable`: see ``OnPostingThread/context``.
            case context
            /// The coordinator: the copy of a save Core Data posts to the parent store of a context whose parent is
            /// the coordinator (Apple's own observers listen for it with `object:` the coordinator).
            case coordinator(NSPersistentStoreCoordinator)
            /// No object: a notification posted without one, such as `NSPersistentHistoryTransaction`'s
            /// `objectIDNotification()`.
            case absent
        }

        /// What posted it.
        public var sender: Sender
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
            sender: Sender = .absent,
            insertedObjectIDs: Set<NSManagedObjectID> = [],
            updatedObjectIDs: Set<NSManagedObjectID> = [],
            deletedObjectIDs: Set<NSManagedObjectID> = [],
            refreshedObjectIDs: Set<NSManagedObjectID> = [],
            invalidatedObjectIDs: Set<NSManagedObjectID> = []
        ) {
            self.sender = sender
            self.insertedObjectIDs = insertedObjectIDs
            self.updatedObjectIDs = updatedObjectIDs
            self.deletedObjectIDs = deletedObjectIDs
            self.refreshedObjectIDs = refreshedObjectIDs
            self.invalidatedObjectIDs = invalidatedObjectIDs
        }

        /// The payload with the context and the tokens, which are not `Sendable`: the payload of the `…OnPostingThread`
        /// descriptors, handed to `observe(_:object:using:)`'s handler synchronously on the posting thread (the
        /// compiler keeps it there). Reads the payload's properties as its own.
        @dynamicMemberLookup
        public struct OnPostingThread {
            /// What can leave the posting thread.
            public var payload: ManagedObjectContextObjectIDChanges
            /// The context that posted it, when ``ManagedObjectContextObjectIDChanges/sender`` is `.context`.
            public var context: NSManagedObjectContext?
            /// The query generation: `NSManagedObjectContextQueryGenerationKey` (`newQueryGeneration`, which Core Data
            /// writes on these notifications for a context pinned to a generation); `nil` when absent.
            public var queryGeneration: NSQueryGenerationToken?
            /// The save's history token: `NSPersistentHistoryTokenKey`, read when present (Apple's iOS 27
            /// `DidSaveObjectIDsMessage` exposes one); `nil` otherwise.
            public var historyToken: NSPersistentHistoryToken?

            /// A payload posted by `context` (then ``payload``'s sender is `.context`), with these tokens.
            public init(
                _ payload: ManagedObjectContextObjectIDChanges, context: NSManagedObjectContext? = nil,
                queryGeneration: NSQueryGenerationToken? = nil, historyToken: NSPersistentHistoryToken? = nil
            ) {
                self.payload = payload
                if context != nil { self.payload.sender = .context }
                self.context = context
                self.queryGeneration = queryGeneration
                self.historyToken = historyToken
            }

            /// The payload's property at `keyPath`.
            public subscript<Value>(dynamicMember keyPath: KeyPath<ManagedObjectContextObjectIDChanges, Value>)
                -> Value
            {
                payload[keyPath: keyPath]
            }

            @Sendable static func decode(_ note: Notification) throws -> OnPostingThread {
                var context: NSManagedObjectContext?
                let sender: Sender
                switch note.object {
                case nil:
                    sender = .absent
                case let posted as NSManagedObjectContext:
                    context = posted
                    sender = .context
                case let coordinator as NSPersistentStoreCoordinator:
                    sender = .coordinator(coordinator)
                case let other?:
                    throw NotificationDecodingError(
                        name: note.name,
                        reason: .objectTypeMismatch(
                            expected: "NSManagedObjectContext or NSPersistentStoreCoordinator",
                            actual: _publicTypeName(of: other)))
                }
                func set(_ key: String) throws -> Set<NSManagedObjectID> {
                    Set(try note.catalogObjects(key, of: NSManagedObjectID.self, in: .set) ?? [])
                }
                let payload = ManagedObjectContextObjectIDChanges(
                    sender: sender,
                    insertedObjectIDs: try set(CatalogNames.insertedObjectIDs),
                    updatedObjectIDs: try set(CatalogNames.updatedObjectIDs),
                    deletedObjectIDs: try set(CatalogNames.deletedObjectIDs),
                    refreshedObjectIDs: try set(CatalogNames.refreshedObjectIDs),
                    invalidatedObjectIDs: try set(CatalogNames.invalidatedObjectIDs)
                )
                return OnPostingThread(
                    payload, context: context,
                    queryGeneration: try note.valueIfPresent(for: catalogQueryGenerationKey),
                    historyToken: try note.valueIfPresent(for: catalogHistoryTokenKey))
            }

            /// Writes what Core Data writes: the payload's sets, the tokens when present, the context (or the
            /// payload's coordinator) as the object.
            @Sendable static func encode(_ full: OnPostingThread) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
                var parts = ManagedObjectContextObjectIDChanges.encode(full.payload)
                if let context = full.context { parts.object = context }
                if let generation = full.queryGeneration {
                    parts.userInfo?[catalogQueryGenerationKey.rawValue] = generation
                }
                if let token = full.historyToken { parts.userInfo?[catalogHistoryTokenKey.rawValue] = token }
                return parts
            }
        }

        static let keys = [
            CatalogNames.insertedObjectIDs, CatalogNames.updatedObjectIDs, CatalogNames.deletedObjectIDs,
            CatalogNames.refreshedObjectIDs, CatalogNames.invalidatedObjectIDs,
        ]

        @Sendable static func decode(_ note: Notification) throws -> ManagedObjectContextObjectIDChanges {
            try OnPostingThread.decode(note).payload
        }

        /// Writes what Core Data writes: an `NSSet` per non-empty set, the coordinator as the object when it is the
        /// sender (a context sender cannot be written from this `Sendable` payload: post with `object:`, or through
        /// ``OnPostingThread``).
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
            var object: Any?
            if case .coordinator(let coordinator) = payload.sender { object = coordinator }
            return (object: object, userInfo: userInfo)
        }
    }

    /// Another process (or coordinator) wrote to a persistent store: the payload of Core Data's
    /// `.NSPersistentStoreRemoteChange` (posted only for stores with
    /// `NSPersistentStoreRemoteChangeNotificationPostOptionKey`).
    ///
    /// `Sendable`: the coordinator is (`NS_SWIFT_SENDABLE`). The history token, which is not, comes with
    /// ``OnPostingThread``.
    public struct PersistentStoreRemoteChange: Sendable, Equatable {
        /// The coordinator of the store: the notification's `object` (`nil` only for a notification posted without
        /// one).
        public var coordinator: NSPersistentStoreCoordinator?
        /// The store's UUID string: `NSStoreUUIDKey` (Core Data posts only for a store that has one).
        public var storeUUID: String
        /// The store's file URL: `NSPersistentStoreURLKey`; `nil` when absent (Core Data writes it only when the store
        /// has a URL).
        public var storeURL: URL?

        /// A payload with these values.
        public init(coordinator: NSPersistentStoreCoordinator? = nil, storeUUID: String, storeURL: URL? = nil) {
            self.coordinator = coordinator
            self.storeUUID = storeUUID
            self.storeURL = storeURL
        }

        /// The payload with the history token, which is not `Sendable`: the payload of
        /// ``NotificationDescriptors/NotificationDescriptor/persistentStoreRemoteChangeOnPostingThread``, handed to
        /// `observe(_:object:using:)`'s handler synchronously on the posting thread (the compiler keeps it there).
        /// Reads the payload's properties as its own.
        @dynamicMemberLookup
        public struct OnPostingThread {
            /// What can leave the posting thread.
            public var payload: PersistentStoreRemoteChange
            /// The transaction's history token: `NSPersistentHistoryTokenKey`, present only when the store tracks
            /// history (`NSPersistentHistoryTrackingKey`); `nil` otherwise.
            public var historyToken: NSPersistentHistoryToken?

            /// A payload with this token.
            public init(_ payload: PersistentStoreRemoteChange, historyToken: NSPersistentHistoryToken? = nil) {
                self.payload = payload
                self.historyToken = historyToken
            }

            /// The payload's property at `keyPath`.
            public subscript<Value>(dynamicMember keyPath: KeyPath<PersistentStoreRemoteChange, Value>) -> Value {
                payload[keyPath: keyPath]
            }

            @Sendable static func decode(_ note: Notification) throws -> OnPostingThread {
                OnPostingThread(
                    try PersistentStoreRemoteChange.decode(note),
                    historyToken: try note.valueIfPresent(for: catalogHistoryTokenKey))
            }

            /// Writes what Core Data writes, with the token when present.
            @Sendable static func encode(_ full: OnPostingThread) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
                var parts = PersistentStoreRemoteChange.encode(full.payload)
                if let token = full.historyToken { parts.userInfo?[catalogHistoryTokenKey.rawValue] = token }
                return parts
            }
        }

        static let uuidKey = UserInfoKey<String>(CatalogNames.storeUUID)
        static let urlKey = UserInfoKey<URL>(CatalogNames.persistentStoreURL)

        @Sendable static func decode(_ note: Notification) throws -> PersistentStoreRemoteChange {
            PersistentStoreRemoteChange(
                coordinator: try note.catalogObjectIfPresent(as: NSPersistentStoreCoordinator.self),
                storeUUID: try note.value(for: uuidKey),
                storeURL: try note.valueIfPresent(for: urlKey)
            )
        }

        /// Writes what Core Data writes: an `NSString` UUID, an `NSURL` when there is a URL, the coordinator as the
        /// object.
        @Sendable static func encode(_ payload: PersistentStoreRemoteChange) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            var userInfo: [AnyHashable: Any] = [uuidKey.rawValue: NSString(string: payload.storeUUID)]
            if let storeURL = payload.storeURL {
                // An `NSURL` of the same text; a `URL` NSURL cannot parse (never Core Data's) stays a `URL`.
                userInfo[urlKey.rawValue] = NSURL(string: storeURL.absoluteString) ?? storeURL
            }
            return (object: payload.coordinator, userInfo: userInfo)
        }
    }

    /// A CloudKit event of a container, as values: what ``PersistentCloudKitContainerEventChanged`` keeps of an
    /// `NSPersistentCloudKitContainer.Event`. `Sendable`: it holds values and an `NSError`.
    public struct PersistentCloudKitContainerEvent: Sendable, Equatable {
        /// The event's identifier: events of one setup, import or export share it from start to end.
        public var identifier: UUID
        /// The identifier of the store the event is about.
        public var storeIdentifier: String
        /// Setup, import or export.
        public var type: NSPersistentCloudKitContainer.EventType
        /// When it started.
        public var startDate: Date
        /// When it ended; `nil` while it runs.
        public var endDate: Date?
        /// Whether it succeeded (meaningful once it ended).
        public var succeeded: Bool
        /// Why it failed; `nil` otherwise.
        public var error: NSError?

        /// An event with these values.
        public init(
            identifier: UUID, storeIdentifier: String, type: NSPersistentCloudKitContainer.EventType,
            startDate: Date, endDate: Date? = nil, succeeded: Bool, error: NSError? = nil
        ) {
            self.identifier = identifier
            self.storeIdentifier = storeIdentifier
            self.type = type
            self.startDate = startDate
            self.endDate = endDate
            self.succeeded = succeeded
            self.error = error
        }

        /// The values of `event` (read on the thread that has it).
        public init(_ event: NSPersistentCloudKitContainer.Event) {
            self.init(
                identifier: event.identifier, storeIdentifier: event.storeIdentifier, type: event.type,
                startDate: event.startDate, endDate: event.endDate, succeeded: event.succeeded,
                error: event.error.map { $0 as NSError })
        }
    }

    /// A CloudKit setup, import or export started or finished: the payload of Core Data's
    /// `NSPersistentCloudKitContainer.eventChangedNotification`.
    ///
    /// `Sendable`: the container is (`NS_SWIFT_SENDABLE`), and the event is kept as values. The
    /// `NSPersistentCloudKitContainer.Event` itself comes with ``OnPostingThread``.
    ///
    /// Observe-only: an `Event` cannot be made from values, so posting this payload sends it intact to typed
    /// observers; post Core Data's shape through ``OnPostingThread``.
    public struct PersistentCloudKitContainerEventChanged: Sendable, Equatable {
        /// The container: the notification's `object` (`nil` only for a notification posted without one).
        public var container: NSPersistentCloudKitContainer?
        /// The event: `NSPersistentCloudKitContainer.eventNotificationUserInfoKey`, as values.
        public var event: PersistentCloudKitContainerEvent

        /// A payload with these values.
        public init(container: NSPersistentCloudKitContainer? = nil, event: PersistentCloudKitContainerEvent) {
            self.container = container
            self.event = event
        }

        /// The payload with the `Event` object, which is not `Sendable`: the payload of
        /// ``NotificationDescriptors/NotificationDescriptor/persistentCloudKitContainerEventChangedOnPostingThread``,
        /// handed to `observe(_:object:using:)`'s handler synchronously on the posting thread (the compiler keeps it
        /// there). Reads the payload's properties as its own.
        @dynamicMemberLookup
        public struct OnPostingThread {
            /// What can leave the posting thread.
            public var payload: PersistentCloudKitContainerEventChanged
            /// The event, as Core Data posted it.
            public var eventObject: NSPersistentCloudKitContainer.Event

            /// A payload of this event and container; ``payload`` is read from them.
            public init(container: NSPersistentCloudKitContainer? = nil, event: NSPersistentCloudKitContainer.Event) {
                self.payload = PersistentCloudKitContainerEventChanged(
                    container: container, event: PersistentCloudKitContainerEvent(event))
                self.eventObject = event
            }

            /// The payload's property at `keyPath`.
            public subscript<Value>(dynamicMember keyPath: KeyPath<PersistentCloudKitContainerEventChanged, Value>)
                -> Value
            {
                payload[keyPath: keyPath]
            }

            static let eventKey = UserInfoKey<NSPersistentCloudKitContainer.Event>(
                CatalogNames.persistentCloudKitContainerEvent)

            @Sendable static func decode(_ note: Notification) throws -> OnPostingThread {
                OnPostingThread(
                    container: try note.catalogObjectIfPresent(as: NSPersistentCloudKitContainer.self),
                    event: try note.value(for: eventKey))
            }

            /// Writes what Core Data writes: the event, the container as the object.
            @Sendable static func encode(_ full: OnPostingThread) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
                (object: full.payload.container, userInfo: [eventKey.rawValue: full.eventObject])
            }
        }

        @Sendable static func decode(_ note: Notification) throws -> PersistentCloudKitContainerEventChanged {
            try OnPostingThread.decode(note).payload
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
        ///   empty), `NSInvalidatedAllObjectsKey` (`NSArray` of object IDs), `NSManagedObjectContextQueryGenerationKey`.
        ///   The payload keeps the objects' IDs; ``managedObjectContextDidChangeObjectsOnPostingThread`` has the
        ///   objects. See ``ManagedObjectContextChanges``.
        public static var managedObjectContextDidChangeObjects: Self { _managedObjectContextDidChangeObjects }

        /// A context saved (Core Data's `NSManagedObjectContext.didSaveObjectsNotification`, raw name
        /// `NSManagingContextDidSaveChangesNotification`). Same payload and object as
        /// ``managedObjectContextDidChangeObjects``: the inserted, updated and deleted sets, and the refreshed set
        /// when it is not empty.
        public static var managedObjectContextDidSaveObjects: Self { _managedObjectContextDidSaveObjects }
    }

    extension NotificationDescriptor where Payload == ManagedObjectContextChanges.OnPostingThread {
        /// ``managedObjectContextDidChangeObjects`` with the managed objects, the context and the tokens, for
        /// `observe(_:object:using:)` only: its handler gets them synchronously on the posting thread, the context's
        /// queue. Its encoder writes Core Data's shape.
        public static var managedObjectContextDidChangeObjectsOnPostingThread: Self {
            _managedObjectContextDidChangeObjectsOnPostingThread
        }

        /// ``managedObjectContextDidSaveObjects`` with the managed objects, the context and the tokens, for
        /// `observe(_:object:using:)` only. Its encoder writes Core Data's shape.
        public static var managedObjectContextDidSaveObjectsOnPostingThread: Self {
            _managedObjectContextDidSaveObjectsOnPostingThread
        }
    }

    extension NotificationDescriptor where Payload == ManagedObjectContextObjectIDChanges {
        /// A context saved: the IDs of what it saved (Core Data's
        /// `NSManagedObjectContext.didSaveObjectIDsNotification`).
        ///
        /// - **Posted on Linux:** **no** (no Core Data). On iOS the saving context posts it on its own queue, twice:
        ///   first with its parent store as the object (the coordinator, or its parent context), then with itself.
        /// - **Object:** the `NSManagedObjectContext` or the `NSPersistentStoreCoordinator`; both decode, and
        ///   ``ManagedObjectContextObjectIDChanges/sender`` says which. Pass either as `observe(_:object:)`'s
        ///   `object` to hear one.
        /// - **userInfo:** `NSInsertedObjectIDsKey`, `NSUpdatedObjectIDsKey`, `NSDeletedObjectIDsKey`,
        ///   `NSRefreshedObjectIDsKey`, `NSInvalidatedObjectIDsKey` (`NSSet`s of `NSManagedObjectID`, each only when
        ///   not empty); `NSManagedObjectContextQueryGenerationKey` (in
        ///   ``managedObjectContextDidSaveObjectIDsOnPostingThread``). See ``ManagedObjectContextObjectIDChanges``.
        public static var managedObjectContextDidSaveObjectIDs: Self { _managedObjectContextDidSaveObjectIDs }

        /// A context merged changes: the IDs it merged (Core Data's
        /// `NSManagedObjectContext.didMergeChangesObjectIDsNotification`), posted by the merging context. Same payload
        /// as ``managedObjectContextDidSaveObjectIDs``.
        public static var managedObjectContextDidMergeChangesObjectIDs: Self {
            _managedObjectContextDidMergeChangesObjectIDs
        }
    }

    extension NotificationDescriptor where Payload == ManagedObjectContextObjectIDChanges.OnPostingThread {
        /// ``managedObjectContextDidSaveObjectIDs`` with the context and the tokens, for `observe(_:object:using:)`
        /// only: its handler gets them synchronously on the posting thread.
        public static var managedObjectContextDidSaveObjectIDsOnPostingThread: Self {
            _managedObjectContextDidSaveObjectIDsOnPostingThread
        }

        /// ``managedObjectContextDidMergeChangesObjectIDs`` with the context and the tokens, for
        /// `observe(_:object:using:)` only.
        public static var managedObjectContextDidMergeChangesObjectIDsOnPostingThread: Self {
            _managedObjectContextDidMergeChangesObjectIDsOnPostingThread
        }
    }

    extension NotificationDescriptor where Payload == PersistentStoreRemoteChange {
        /// A persistent store was written to, by this or another process (Core Data's
        /// `Notification.Name.NSPersistentStoreRemoteChange`).
        ///
        /// - **Posted on Linux:** **no** (no Core Data). On iOS the coordinator posts it, on a private queue, for
        ///   stores opened with `NSPersistentStoreRemoteChangeNotificationPostOptionKey`.
        /// - **Object:** the `NSPersistentStoreCoordinator`.
        /// - **userInfo:** `NSStoreUUIDKey` (`NSString`), `NSPersistentStoreURLKey` (`NSURL`, only when the store has
        ///   a URL), `NSPersistentHistoryTokenKey` (`NSPersistentHistoryToken`, only with history tracking; in
        ///   ``persistentStoreRemoteChangeOnPostingThread``). See ``PersistentStoreRemoteChange``.
        public static var persistentStoreRemoteChange: Self { _persistentStoreRemoteChange }
    }

    extension NotificationDescriptor where Payload == PersistentStoreRemoteChange.OnPostingThread {
        /// ``persistentStoreRemoteChange`` with the history token, for `observe(_:object:using:)` only: its handler
        /// gets it synchronously on the posting thread.
        public static var persistentStoreRemoteChangeOnPostingThread: Self {
            _persistentStoreRemoteChangeOnPostingThread
        }
    }

    extension NotificationDescriptor where Payload == PersistentCloudKitContainerEventChanged {
        /// A CloudKit event of a container started or finished (Core Data's
        /// `NSPersistentCloudKitContainer.eventChangedNotification`).
        ///
        /// - **Posted on Linux:** **no** (no Core Data). On iOS the container posts it.
        /// - **Object:** the `NSPersistentCloudKitContainer`.
        /// - **userInfo:** `NSPersistentCloudKitContainer.eventNotificationUserInfoKey`
        ///   (`NSPersistentCloudKitContainer.Event`, kept as values). See ``PersistentCloudKitContainerEventChanged``.
        /// - **Observe-only:** posting through it sends the payload intact; post Core Data's shape with
        ///   ``persistentCloudKitContainerEventChangedOnPostingThread``.
        public static var persistentCloudKitContainerEventChanged: Self { _persistentCloudKitContainerEventChanged }
    }

    extension NotificationDescriptor where Payload == PersistentCloudKitContainerEventChanged.OnPostingThread {
        /// ``persistentCloudKitContainerEventChanged`` with the `Event` object, for `observe(_:object:using:)` only:
        /// its handler gets it synchronously on the posting thread.
        public static var persistentCloudKitContainerEventChangedOnPostingThread: Self {
            _persistentCloudKitContainerEventChangedOnPostingThread
        }
    }

    private let _managedObjectContextDidChangeObjects = NotificationDescriptor(
        CatalogNames.managedObjectContextDidChangeObjects, decode: ManagedObjectContextChanges.decode)
    private let _managedObjectContextDidChangeObjectsOnPostingThread = NotificationDescriptor(
        CatalogNames.managedObjectContextDidChangeObjects, decode: ManagedObjectContextChanges.OnPostingThread.decode,
        encode: ManagedObjectContextChanges.OnPostingThread.encode)
    private let _managedObjectContextDidSaveObjects = NotificationDescriptor(
        CatalogNames.managedObjectContextDidSaveObjects, decode: ManagedObjectContextChanges.decode)
    private let _managedObjectContextDidSaveObjectsOnPostingThread = NotificationDescriptor(
        CatalogNames.managedObjectContextDidSaveObjects, decode: ManagedObjectContextChanges.OnPostingThread.decode,
        encode: ManagedObjectContextChanges.OnPostingThread.encode)
    private let _managedObjectContextDidSaveObjectIDs = NotificationDescriptor(
        CatalogNames.managedObjectContextDidSaveObjectIDs, decode: ManagedObjectContextObjectIDChanges.decode,
        encode: ManagedObjectContextObjectIDChanges.encode)
    private let _managedObjectContextDidSaveObjectIDsOnPostingThread = NotificationDescriptor(
        CatalogNames.managedObjectContextDidSaveObjectIDs,
        decode: ManagedObjectContextObjectIDChanges.OnPostingThread.decode,
        encode: ManagedObjectContextObjectIDChanges.OnPostingThread.encode)
    private let _managedObjectContextDidMergeChangesObjectIDs = NotificationDescriptor(
        CatalogNames.managedObjectContextDidMergeChangesObjectIDs, decode: ManagedObjectContextObjectIDChanges.decode,
        encode: ManagedObjectContextObjectIDChanges.encode)
    private let _managedObjectContextDidMergeChangesObjectIDsOnPostingThread = NotificationDescriptor(
        CatalogNames.managedObjectContextDidMergeChangesObjectIDs,
        decode: ManagedObjectContextObjectIDChanges.OnPostingThread.decode,
        encode: ManagedObjectContextObjectIDChanges.OnPostingThread.encode)
    private let _persistentStoreRemoteChange = NotificationDescriptor(
        CatalogNames.persistentStoreRemoteChange, decode: PersistentStoreRemoteChange.decode,
        encode: PersistentStoreRemoteChange.encode)
    private let _persistentStoreRemoteChangeOnPostingThread = NotificationDescriptor(
        CatalogNames.persistentStoreRemoteChange, decode: PersistentStoreRemoteChange.OnPostingThread.decode,
        encode: PersistentStoreRemoteChange.OnPostingThread.encode)
    private let _persistentCloudKitContainerEventChanged = NotificationDescriptor(
        CatalogNames.persistentCloudKitContainerEventChanged, decode: PersistentCloudKitContainerEventChanged.decode)
    private let _persistentCloudKitContainerEventChangedOnPostingThread = NotificationDescriptor(
        CatalogNames.persistentCloudKitContainerEventChanged,
        decode: PersistentCloudKitContainerEventChanged.OnPostingThread.decode,
        encode: PersistentCloudKitContainerEventChanged.OnPostingThread.encode)

    extension CatalogEntry {
        private static let coreDataUseInstead =
            "Nothing posts it without Core Data; post it yourself where your own store changes, with the "
            + "posting-thread descriptor where there is one (its encoder writes the iOS shape)."

        private static func objectSetKey(_ name: String, _ summary: String) -> CatalogKey {
            CatalogKey(
                name: name, valueType: "NSSet (NSManagedObject)", isRequired: false,
                summary: summary + " Absent when empty; read as empty (the payload keeps the objects' IDs).")
        }

        private static let objectKeys = [
            objectSetKey(CatalogNames.insertedObjects, "The inserted objects."),
            objectSetKey(CatalogNames.updatedObjects, "The updated objects."),
            objectSetKey(CatalogNames.deletedObjects, "The deleted objects."),
            objectSetKey(CatalogNames.refreshedObjects, "The refreshed objects (a save keeps it when not empty)."),
            objectSetKey(CatalogNames.invalidatedObjects, "The invalidated objects."),
            CatalogKey(
                name: CatalogNames.invalidatedAllObjects, valueType: "NSArray (NSManagedObjectID)", isRequired: false,
                summary: "The IDs of all the context's objects, when all were invalidated; absent otherwise."),
            queryGenerationKey,
            historyTokenKey,
        ]

        private static let queryGenerationKey = CatalogKey(
            name: CatalogNames.queryGeneration, valueType: "NSQueryGenerationToken", isRequired: false,
            summary: "The query generation the context moved to; only for a context pinned to one (posting-thread "
                + "payload).")

        private static let historyTokenKey = CatalogKey(
            name: CatalogNames.persistentHistoryToken, valueType: "NSPersistentHistoryToken", isRequired: false,
            summary: "The save's history token, when present (posting-thread payload).")

        private static let objectIDKeys =
            zip(
                ManagedObjectContextObjectIDChanges.keys,
                ["inserted", "updated", "deleted", "refreshed", "invalidated"]
            ).map { key, what in
                CatalogKey(
                    name: key, valueType: "NSSet (NSManagedObjectID)", isRequired: false,
                    summary: "The IDs of the \(what) objects. Absent when empty; read as empty.")
            } + [queryGenerationKey, historyTokenKey]

        package static let managedObjectContextDidChangeObjects = CatalogEntry(
            .managedObjectContextDidChangeObjects, member: "managedObjectContextDidChangeObjects",
            postingThread: .managedObjectContextDidChangeObjectsOnPostingThread,
            postingThreadMember: "managedObjectContextDidChangeObjectsOnPostingThread",
            foundationConstant: "NSManagedObjectContext.didChangeObjectsNotification", declaredIn: "CoreData",
            objectType: "NSManagedObjectContext", keys: objectKeys, isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no Core Data). On iOS, the context (the object), on its own queue, at the end "
                + "of an event or in processPendingChanges().",
            useInstead: coreDataUseInstead, summary: "A context's managed objects changed.")

        package static let managedObjectContextDidSaveObjects = CatalogEntry(
            .managedObjectContextDidSaveObjects, member: "managedObjectContextDidSaveObjects",
            postingThread: .managedObjectContextDidSaveObjectsOnPostingThread,
            postingThreadMember: "managedObjectContextDidSaveObjectsOnPostingThread",
            foundationConstant: "NSManagedObjectContext.didSaveObjectsNotification", declaredIn: "CoreData",
            objectType: "NSManagedObjectContext", keys: objectKeys, isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no Core Data). On iOS, the context (the object), on its own queue, after "
                + "save() succeeds.",
            useInstead: coreDataUseInstead, summary: "A context saved: the objects it inserted, updated and deleted.")

        package static let managedObjectContextDidSaveObjectIDs = CatalogEntry(
            .managedObjectContextDidSaveObjectIDs, member: "managedObjectContextDidSaveObjectIDs",
            postingThread: .managedObjectContextDidSaveObjectIDsOnPostingThread,
            postingThreadMember: "managedObjectContextDidSaveObjectIDsOnPostingThread",
            foundationConstant: "NSManagedObjectContext.didSaveObjectIDsNotification", declaredIn: "CoreData",
            objectType: "NSManagedObjectContext or NSPersistentStoreCoordinator", keys: objectIDKeys,
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no Core Data). On iOS, the saving context, on its own queue, after save() "
                + "succeeds: twice, first with its parent store as the object (the coordinator or the parent context), "
                + "then with itself.",
            useInstead: coreDataUseInstead, summary: "A context saved: the IDs of the objects it saved.")

        package static let managedObjectContextDidMergeChangesObjectIDs = CatalogEntry(
            .managedObjectContextDidMergeChangesObjectIDs, member: "managedObjectContextDidMergeChangesObjectIDs",
            postingThread: .managedObjectContextDidMergeChangesObjectIDsOnPostingThread,
            postingThreadMember: "managedObjectContextDidMergeChangesObjectIDsOnPostingThread",
            foundationConstant: "NSManagedObjectContext.didMergeChangesObjectIDsNotification", declaredIn: "CoreData",
            objectType: "NSManagedObjectContext", keys: objectIDKeys, isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no Core Data). On iOS, the context (the object), after it merged changes.",
            useInstead: coreDataUseInstead, summary: "A context merged changes: the IDs of the objects it merged.")

        package static let persistentStoreRemoteChange = CatalogEntry(
            .persistentStoreRemoteChange, member: "persistentStoreRemoteChange",
            postingThread: .persistentStoreRemoteChangeOnPostingThread,
            postingThreadMember: "persistentStoreRemoteChangeOnPostingThread",
            foundationConstant: "Notification.Name.NSPersistentStoreRemoteChange", declaredIn: "CoreData",
            objectType: "NSPersistentStoreCoordinator",
            keys: [
                CatalogKey(
                    name: PersistentStoreRemoteChange.uuidKey.rawValue, valueType: "NSString", isRequired: true,
                    summary: "The store's UUID."),
                CatalogKey(
                    name: PersistentStoreRemoteChange.urlKey.rawValue, valueType: "NSURL", isRequired: false,
                    summary: "The store's file URL; only when the store has one."),
                CatalogKey(
                    name: catalogHistoryTokenKey.rawValue, valueType: "NSPersistentHistoryToken",
                    isRequired: false,
                    summary: "The transaction's history token; only with history tracking on (posting-thread payload)."),
            ],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no Core Data). On iOS, the coordinator (the object), for every write to a "
                + "store opened with NSPersistentStoreRemoteChangeNotificationPostOptionKey.",
            useInstead: coreDataUseInstead, summary: "A persistent store was written to, maybe by another process.")

        package static let persistentCloudKitContainerEventChanged = CatalogEntry(
            .persistentCloudKitContainerEventChanged, member: "persistentCloudKitContainerEventChanged",
            postingThread: .persistentCloudKitContainerEventChangedOnPostingThread,
            postingThreadMember: "persistentCloudKitContainerEventChangedOnPostingThread",
            foundationConstant: "NSPersistentCloudKitContainer.eventChangedNotification", declaredIn: "CoreData",
            objectType: "NSPersistentCloudKitContainer",
            keys: [
                CatalogKey(
                    name: PersistentCloudKitContainerEventChanged.OnPostingThread.eventKey.rawValue,
                    valueType: "NSPersistentCloudKitContainer.Event", isRequired: true,
                    summary: "The setup, import or export event, started or finished.")
            ],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no Core Data or CloudKit). On iOS, the container (the object), when an event "
                + "starts and when it ends.",
            useInstead: coreDataUseInstead, summary: "A CloudKit setup, import or export started or finished.")
    }
#endif
