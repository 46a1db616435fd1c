// Core Data: one catalog entry (or the entries that share its payload) in one file: the names and keys (the
// SDK's constants on iOS, their strings on Linux), the payload, the descriptors and the entry. On macOS, tvOS,
// watchOS and visionOS it is left out, like the rest of the Apple catalog.
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        public import CoreData
    #else
        public import NotificationCatalogStandIns
    #endif
    public import NotificationCatalogFoundation
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
    /// `Sendable`: IDs and the coordinator are (`NS_SWIFT_SENDABLE`), and a context sender is its identity. The
    /// context and the tokens, which are not `Sendable`, come with ``OnPostingThread``.
    public struct ManagedObjectContextObjectIDChanges: Sendable, Equatable {
        /// What posted the notification: the notification's `object`, as far as one post can say.
        ///
        /// A save of a child context (one whose `parent` is another context) is posted first with the parent context
        /// as the object, then with the child; a save of a context whose parent store is the coordinator, first with
        /// the coordinator, then with the context. Nothing public in one post tells the parent's copy of a child's
        /// save from the parent's own save: both are posted with the parent as the object, with the same keys. (Core
        /// Data's userInfo may hold a private weak reference to the saving context, which the catalog does not read:
        /// it is no API.) So a context sender says "a context", with its identity: compare it with the contexts you
        /// know, `sender == .context(ObjectIdentifier(child))`, or observe with `object:` one context to hear its own
        /// saves and its children's.
        public enum Sender: Sendable, Hashable {
            /// A context: the one that saved or merged, or, for the copy of a child context's save that Core Data
            /// posts to the child's parent store, that parent context. The notification does not say which (see
            /// ``Sender``). The identifier is the context's: it names that context while it lives, so compare it with
            /// a context that lived when the notification was posted (an identifier of a context released since may
            /// be reused by a newer object). The context itself is not `Sendable`: see ``OnPostingThread/context``.
            case context(ObjectIdentifier)
            /// The coordinator: the copy of a save Core Data posts to the parent store of a context whose parent is
            /// the coordinator (Apple's own observers listen for it with `object:` the coordinator).
            case coordinator(NSPersistentStoreCoordinator)
            /// No object: a notification posted without one, such as `NSPersistentHistoryTransaction`'s
            /// `objectIDNotification()`.
            case absent

            /// Whether the sender is `context`: `true` for the copy posted with `context` as the object, whether
            /// `context` saved or is the parent context of the child that saved.
            public func isContext(_ context: NSManagedObjectContext) -> Bool {
                self == .context(ObjectIdentifier(context))
            }
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
        public struct OnPostingThread: PostingThreadPayload, CatalogPayload {
            /// What can leave the posting thread.
            public var payload: ManagedObjectContextObjectIDChanges
            /// The context posted as the object, when ``ManagedObjectContextObjectIDChanges/sender`` is `.context(_:)`:
            /// the one that saved or merged, or the parent context of the child that saved.
            public var context: NSManagedObjectContext?
            /// The query generation: `NSManagedObjectContextQueryGenerationKey` (`newQueryGeneration`, which Core Data
            /// writes on these notifications for a context pinned to a generation); `nil` when absent.
            public var queryGeneration: NSQueryGenerationToken?
            /// The save's history token: `NSPersistentHistoryTokenKey`, read when present (Apple's iOS 27
            /// `DidSaveObjectIDsMessage` exposes one); `nil` otherwise.
            public var historyToken: NSPersistentHistoryToken?

            /// A payload posted by `context` (then ``payload``'s sender is `.context(_:)` with its identity), with these
            /// tokens.
            public init(
                _ payload: ManagedObjectContextObjectIDChanges, context: NSManagedObjectContext? = nil,
                queryGeneration: NSQueryGenerationToken? = nil, historyToken: NSPersistentHistoryToken? = nil
            ) {
                self.payload = payload
                if let context { self.payload.sender = .context(ObjectIdentifier(context)) }
                self.context = context
                self.queryGeneration = queryGeneration
                self.historyToken = historyToken
            }

            @Sendable package static func decode(_ note: Notification) throws -> OnPostingThread {
                var context: NSManagedObjectContext?
                let sender: Sender
                switch note.object {
                case nil:
                    sender = .absent
                case let posted as NSManagedObjectContext:
                    context = posted
                    sender = .context(ObjectIdentifier(posted))
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
            @Sendable package static func encode(_ full: OnPostingThread) -> (
                object: Any?, userInfo: [AnyHashable: Any]?
            ) {
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
        ///   ``ManagedObjectContextObjectIDChanges/sender`` says which, and which context (the saving one or, for a
        ///   child's save, its parent: one post does not say which of the two). Pass either as `observe(_:object:)`'s
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

    private let (_managedObjectContextDidSaveObjectIDs, _managedObjectContextDidSaveObjectIDsOnPostingThread) =
        ManagedObjectContextObjectIDChanges.OnPostingThread.descriptors(
            CatalogNames.managedObjectContextDidSaveObjectIDs, encode: ManagedObjectContextObjectIDChanges.encode)
    private let (
        _managedObjectContextDidMergeChangesObjectIDs, _managedObjectContextDidMergeChangesObjectIDsOnPostingThread
    ) = ManagedObjectContextObjectIDChanges.OnPostingThread.descriptors(
        CatalogNames.managedObjectContextDidMergeChangesObjectIDs, encode: ManagedObjectContextObjectIDChanges.encode)

    extension ManagedObjectContextObjectIDChanges.OnPostingThread {
        /// What the tool and the fixtures list of these changes: who sent them (the context, a coordinator, or
        /// nobody), then every object ID set.
        package static func catalogFields(_ changes: ManagedObjectContextObjectIDChanges.OnPostingThread)
            -> [CatalogEntry.Field]
        {
            var coordinator: NSPersistentStoreCoordinator?
            let sender: String
            switch changes.sender {
            case .context: sender = "context"
            case .coordinator(let posted):
                sender = "coordinator"
                coordinator = posted
            case .absent: sender = "absent"
            }
            return [
                CatalogEntry.Field("sender", .string(sender)), CatalogEntry.Field("context", object: changes.context),
                CatalogEntry.Field("coordinator", object: coordinator),
                CatalogEntry.Field("insertedObjectIDs", objects: changes.insertedObjectIDs, type: "NSManagedObjectID"),
                CatalogEntry.Field("updatedObjectIDs", objects: changes.updatedObjectIDs, type: "NSManagedObjectID"),
                CatalogEntry.Field("deletedObjectIDs", objects: changes.deletedObjectIDs, type: "NSManagedObjectID"),
                CatalogEntry.Field(
                    "refreshedObjectIDs", objects: changes.refreshedObjectIDs, type: "NSManagedObjectID"),
                CatalogEntry.Field(
                    "invalidatedObjectIDs", objects: changes.invalidatedObjectIDs, type: "NSManagedObjectID"),
                CatalogEntry.Field("queryGeneration", object: changes.queryGeneration),
                CatalogEntry.Field("historyToken", object: changes.historyToken),
            ]
        }
    }
#endif
