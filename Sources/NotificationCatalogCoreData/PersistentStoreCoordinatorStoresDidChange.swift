// Core Data's coordinator stores-did-change, one entry in one file: its names and keys (the SDK's constants on iOS,
// their strings on Linux), payload, descriptors and entry. On macOS, tvOS, watchOS and visionOS it is left out, like the
// rest of the Apple catalog.
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        public import CoreData
    #else
        public import NotificationCatalogStandIns
    #endif
    public import NotificationCatalogFoundation
    internal import Foundation
    public import NotificationDescriptors

    /// A persistent store, as values: what ``PersistentStoreCoordinatorStoresDidChange`` keeps of an
    /// `NSPersistentStore`. `Sendable`: it holds strings and a URL.
    public struct PersistentStoreDescriptionValues: Sendable, Hashable {
        /// The store's identifier (its UUID string); `nil` when the store has none.
        public var identifier: String?
        /// The store's type, e.g. `SQLite`.
        public var type: String
        /// The store's URL; `nil` for an in-memory store.
        public var url: URL?

        /// A store with these values.
        public init(identifier: String?, type: String, url: URL?) {
            self.identifier = identifier
            self.type = type
            self.url = url
        }

        /// The values of `store` (read on the thread that has it).
        public init(_ store: NSPersistentStore) {
            // Core Data's `identifier` is an implicitly unwrapped optional: read as an optional.
            let identifier: String? = store.identifier
            self.init(identifier: identifier, type: store.type, url: store.url)
        }
    }

    /// The stores of a coordinator changed (added, removed, or one replaced by another with a new UUID): the payload
    /// of Core Data's `.NSPersistentStoreCoordinatorStoresDidChange`.
    ///
    /// Every key is optional: Core Data posts only the kinds of change that happened, and sometimes no `userInfo` at
    /// all (its iCloud code posts it with `nil`).
    ///
    /// `Sendable`: the coordinator is (`NS_SWIFT_SENDABLE`) and the stores are kept as values. The `NSPersistentStore`
    /// objects, which are not `Sendable`, come with ``OnPostingThread``.
    ///
    /// Observe-only: stores cannot be made from values, so posting this payload sends it intact to typed observers;
    /// post Core Data's shape through ``OnPostingThread``.
    public struct PersistentStoreCoordinatorStoresDidChange: Sendable, Equatable {
        /// The coordinator: the notification's `object` (`nil` only for a notification posted without one).
        public var coordinator: NSPersistentStoreCoordinator?
        /// `NSAddedPersistentStoresKey`, as values; empty when absent.
        public var added: [PersistentStoreDescriptionValues]
        /// `NSRemovedPersistentStoresKey`, as values; empty when absent.
        public var removed: [PersistentStoreDescriptionValues]
        /// `NSUUIDChangedPersistentStoresKey`: the old store and the new one; `nil` when absent.
        public var uuidChanged: (old: PersistentStoreDescriptionValues, new: PersistentStoreDescriptionValues)?

        /// A payload with these values.
        public init(
            coordinator: NSPersistentStoreCoordinator? = nil, added: [PersistentStoreDescriptionValues] = [],
            removed: [PersistentStoreDescriptionValues] = [],
            uuidChanged: (old: PersistentStoreDescriptionValues, new: PersistentStoreDescriptionValues)? = nil
        ) {
            self.coordinator = coordinator
            self.added = added
            self.removed = removed
            self.uuidChanged = uuidChanged
        }

        /// Whether the two payloads hold the same values.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.coordinator == rhs.coordinator && lhs.added == rhs.added && lhs.removed == rhs.removed
                && lhs.uuidChanged?.old == rhs.uuidChanged?.old && lhs.uuidChanged?.new == rhs.uuidChanged?.new
        }

        /// The stores, which are not `Sendable`, with the coordinator: the payload of
        /// ``NotificationDescriptors/NotificationDescriptor/persistentStoreCoordinatorStoresDidChangeOnPostingThread``,
        /// handed to `observe(_:object:using:)`'s handler synchronously on the posting thread (the compiler keeps it
        /// there). Reads the payload's properties as its own.
        public struct OnPostingThread: PostingThreadPayload, CatalogPayload {
            /// The coordinator: the notification's `object`.
            public var coordinator: NSPersistentStoreCoordinator?
            /// `NSAddedPersistentStoresKey`; empty when absent.
            public var addedStores: [NSPersistentStore]
            /// `NSRemovedPersistentStoresKey`; empty when absent.
            public var removedStores: [NSPersistentStore]
            /// `NSUUIDChangedPersistentStoresKey`: the old store (index 0) and the new one (index 1); `nil` when absent.
            public var uuidChangedStores: (old: NSPersistentStore, new: NSPersistentStore)?

            /// A payload with these stores.
            public init(
                coordinator: NSPersistentStoreCoordinator? = nil, addedStores: [NSPersistentStore] = [],
                removedStores: [NSPersistentStore] = [],
                uuidChangedStores: (old: NSPersistentStore, new: NSPersistentStore)? = nil
            ) {
                self.coordinator = coordinator
                self.addedStores = addedStores
                self.removedStores = removedStores
                self.uuidChangedStores = uuidChangedStores
            }

            /// What can leave the posting thread: the stores' values.
            public var payload: PersistentStoreCoordinatorStoresDidChange {
                PersistentStoreCoordinatorStoresDidChange(
                    coordinator: coordinator, added: addedStores.map(PersistentStoreDescriptionValues.init),
                    removed: removedStores.map(PersistentStoreDescriptionValues.init),
                    uuidChanged: uuidChangedStores.map { (.init($0.old), .init($0.new)) })
            }

            @Sendable package static func decode(_ note: Notification) throws -> OnPostingThread {
                let coordinator = try note.catalogObjectIfPresent(as: NSPersistentStoreCoordinator.self)
                func stores(_ key: String) throws -> [NSPersistentStore] {
                    try note.catalogObjects(key, of: NSPersistentStore.self, in: .array) ?? []
                }
                var uuidChanged: (old: NSPersistentStore, new: NSPersistentStore)?
                if let pair = try note.catalogObjects(uuidChangedKey, of: AnyObject.self, in: .array) {
                    // Index 0 the old store, index 1 the new one (the header); anything after them is ignored.
                    guard pair.count >= 2 else {
                        throw NotificationDecodingError(
                            name: note.name,
                            reason: .invalidValue(
                                key: uuidChangedKey,
                                message: "\(pair.count) stores, expected the old store and the new one"),
                            path: [.key(uuidChangedKey)])
                    }
                    var stores: [NSPersistentStore] = []
                    for index in 0..<2 {
                        guard let store = pair[index] as? NSPersistentStore else {
                            throw NotificationDecodingError(
                                name: note.name,
                                reason: .typeMismatch(
                                    key: uuidChangedKey, expected: "NSPersistentStore",
                                    actual: _publicTypeName(of: pair[index])),
                                path: [.key(uuidChangedKey), .index(index)])
                        }
                        stores.append(store)
                    }
                    uuidChanged = (stores[0], stores[1])
                }
                return OnPostingThread(
                    coordinator: coordinator, addedStores: try stores(addedKey), removedStores: try stores(removedKey),
                    uuidChangedStores: uuidChanged)
            }

            /// Writes what Core Data writes: an `NSArray` per kind of change that happened, the coordinator as the
            /// object.
            @Sendable package static func encode(_ full: OnPostingThread) -> (
                object: Any?, userInfo: [AnyHashable: Any]?
            ) {
                var userInfo: [AnyHashable: Any] = [:]
                if !full.addedStores.isEmpty { userInfo[addedKey] = NSArray(array: full.addedStores) }
                if !full.removedStores.isEmpty { userInfo[removedKey] = NSArray(array: full.removedStores) }
                if let pair = full.uuidChangedStores {
                    userInfo[uuidChangedKey] = NSArray(array: [pair.old, pair.new])
                }
                return (object: full.coordinator, userInfo: userInfo)
            }
        }

        #if os(iOS)
            // The SDK's constants.
            static let name = Notification.Name.NSPersistentStoreCoordinatorStoresDidChange
            static let addedKey = NSAddedPersistentStoresKey
            static let removedKey = NSRemovedPersistentStoresKey
            static let uuidChangedKey = NSUUIDChangedPersistentStoresKey
        #else
            // Their strings (evidence in Catalog/README.md): Core Data's own code builds this userInfo with "added"
            // and "removed"; "UUIDChanged" was found nowhere (unverified).
            static let name = Notification.Name("NSPersistentStoreCoordinatorStoresDidChangeNotification")
            static let addedKey = "added"
            static let removedKey = "removed"
            static let uuidChangedKey = "UUIDChanged"
        #endif

    }

    extension NotificationDescriptor where Payload == PersistentStoreCoordinatorStoresDidChange {
        /// A coordinator's stores were added, removed or replaced (Core Data's
        /// `Notification.Name.NSPersistentStoreCoordinatorStoresDidChange`).
        ///
        /// - **Posted on Linux:** **no** (no Core Data). On iOS the coordinator posts it when its stores change.
        /// - **Object:** the `NSPersistentStoreCoordinator`; pass it as `observe(_:object:)`'s `object` to hear one.
        /// - **userInfo:** `NSAddedPersistentStoresKey`, `NSRemovedPersistentStoresKey` (`NSArray`s of
        ///   `NSPersistentStore`), `NSUUIDChangedPersistentStoresKey` (`NSArray`: old store, new store); each only when
        ///   it happened, and sometimes no `userInfo` at all. See ``PersistentStoreCoordinatorStoresDidChange``.
        /// - **Observe-only:** posting through it sends the payload intact; post Core Data's shape with
        ///   ``persistentStoreCoordinatorStoresDidChangeOnPostingThread``.
        public static var persistentStoreCoordinatorStoresDidChange: Self {
            _persistentStoreCoordinatorStoresDidChange
        }
    }

    extension NotificationDescriptor where Payload == PersistentStoreCoordinatorStoresDidChange.OnPostingThread {
        /// ``persistentStoreCoordinatorStoresDidChange`` with the `NSPersistentStore`s, for
        /// `observe(_:object:using:)` only: its handler gets them synchronously on the posting thread.
        public static var persistentStoreCoordinatorStoresDidChangeOnPostingThread: Self {
            _persistentStoreCoordinatorStoresDidChangeOnPostingThread
        }
    }

    private let (
        _persistentStoreCoordinatorStoresDidChange, _persistentStoreCoordinatorStoresDidChangeOnPostingThread
    ) = PersistentStoreCoordinatorStoresDidChange.OnPostingThread.descriptors(
        PersistentStoreCoordinatorStoresDidChange.name)

    extension PersistentStoreCoordinatorStoresDidChange.OnPostingThread {
        /// What the tool and the fixtures list of a change: the coordinator, the stores added and removed, and a
        /// store whose UUID changed as its old and new store.
        package static func catalogFields(_ change: Self) -> [CatalogEntry.Field] {
            [
                CatalogEntry.Field("coordinator", object: change.coordinator),
                CatalogEntry.Field("addedStores", .objects(change.addedStores, type: "NSPersistentStore")),
                CatalogEntry.Field("removedStores", .objects(change.removedStores, type: "NSPersistentStore")),
                CatalogEntry.Field(
                    "uuidChangedStores",
                    change.uuidChangedStores.map { .objects([$0.old, $0.new], type: "NSPersistentStore") }),
            ]
        }
    }
#endif
