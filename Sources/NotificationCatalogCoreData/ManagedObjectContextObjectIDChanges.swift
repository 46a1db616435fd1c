// Core Data: one catalog entry (or the entries that share its payload) in one file: the names and keys (the
// SDK's constants on iOS, their strings on Linux), the payload, the descriptors and the entry. On macOS, tvOS,
// watchOS and visionOS it is left out, like the rest of the Apple catalog.
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        public import CoreData
    #else
        public import NotificationCatalogStandIns
    #endif
    package import NotificationCatalogFoundation
    internal import Foundation
    public import NotificationDescriptors

    #if os(iOS)
        extension CatalogNames {
            static let deletedObjectIDs = NSDeletedObjectIDsKey
            static let insertedObjectIDs = NSInsertedObjectIDsKey
            static let invalidatedObjectIDs = NSInvalidatedObjectIDsKey
            static let managedObjectContextDidMergeChangesObjectIDs =
                NSManagedObjectContext.didMergeChangesObjectIDsNotification
            static let managedObjectContextDidSaveObjectIDs = NSManagedObjectContext.didSaveObjectIDsNotification
            static let refreshedObjectIDs = NSRefreshedObjectIDsKey
            static let updatedObjectIDs = NSUpdatedObjectIDsKey
        }
    #else
        extension CatalogNames {
            static let deletedObjectIDs = "deleted_objectIDs"
            static let insertedObjectIDs = "inserted_objectIDs"
            static let invalidatedObjectIDs = "invalidated_objectIDs"
            static let managedObjectContextDidMergeChangesObjectIDs = Notification.Name(
                "NSManagedObjectContextDidMergeChangesObjectIDsNotification")
            static let managedObjectContextDidSaveObjectIDs = Notification.Name(
                "NSManagedObjectContextDidSaveObjectIDsNotification")
            static let refreshedObjectIDs = "refreshed_objectIDs"
            static let updatedObjectIDs = "updated_objectIDs"
        }
    #endif

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

    extension CatalogEntry {
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
    }
#endif
