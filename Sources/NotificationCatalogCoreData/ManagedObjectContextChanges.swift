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
            static let managedObjectContextDidChangeObjects = NSManagedObjectContext.didChangeObjectsNotification
            static let managedObjectContextDidSaveObjects = NSManagedObjectContext.didSaveObjectsNotification
        }
    #else
        extension CatalogNames {
            static let managedObjectContextDidChangeObjects = Notification.Name(
                "NSObjectsChangedInManagingContextNotification")
            static let managedObjectContextDidSaveObjects = Notification.Name(
                "NSManagingContextDidSaveChangesNotification")
        }
    #endif

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
        public struct OnPostingThread: PostingThreadPayload, CatalogPayload {
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

            @Sendable package static func decode(_ note: Notification) throws -> OnPostingThread {
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
            @Sendable package static func encode(_ full: OnPostingThread) -> (
                object: Any?, userInfo: [AnyHashable: Any]?
            ) {
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

    private let (_managedObjectContextDidChangeObjects, _managedObjectContextDidChangeObjectsOnPostingThread) =
        ManagedObjectContextChanges.OnPostingThread.descriptors(CatalogNames.managedObjectContextDidChangeObjects)
    private let (_managedObjectContextDidSaveObjects, _managedObjectContextDidSaveObjectsOnPostingThread) =
        ManagedObjectContextChanges.OnPostingThread.descriptors(CatalogNames.managedObjectContextDidSaveObjects)
#endif
