// Foundation's iCloud key-value store and metadata query notifications, which Foundation declares only on Apple
// platforms. On iOS the types are Foundation's; on Linux, the stand-ins of `NotificationCatalogStandIns`; elsewhere
// this file is empty (see the module's `CatalogNames.swift`).
#if os(iOS) || !canImport(Darwin)
    // On iOS the payloads carry Foundation's classes; on Linux the catalog's stand-ins.
    public import Foundation
    #if !os(iOS)
        public import NotificationCatalogStandIns
    #endif
    public import NotificationDescriptors

    /// Why the iCloud key-value store changed: `NSUbiquitousKeyValueStoreChangeReasonKey`'s value (Foundation's
    /// `NSUbiquitousKeyValueStoreServerChange` and its siblings, which are `Int` constants, not a type).
    ///
    /// Any raw value is kept, unknown ones too: Foundation added ``accountChange`` after the first three, and these are
    /// plain integer constants it may extend. `Sendable`: it is an `Int`.
    public struct UbiquitousKeyValueStoreChangeReason: RawRepresentable, Sendable, Hashable,
        CustomStringConvertible
    {
        /// The raw value as Foundation sends it.
        public var rawValue: Int

        /// The reason with raw value `rawValue`; never fails, so unknown values survive.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Another device changed a value in iCloud (`NSUbiquitousKeyValueStoreServerChange`, 0).
        public static let serverChange = UbiquitousKeyValueStoreChangeReason(rawValue: 0)
        /// The first download from iCloud (`NSUbiquitousKeyValueStoreInitialSyncChange`, 1).
        public static let initialSyncChange = UbiquitousKeyValueStoreChangeReason(rawValue: 1)
        /// The app's storage quota was exceeded (`NSUbiquitousKeyValueStoreQuotaViolationChange`, 2).
        public static let quotaViolationChange = UbiquitousKeyValueStoreChangeReason(rawValue: 2)
        /// The iCloud account changed (`NSUbiquitousKeyValueStoreAccountChange`, 3).
        public static let accountChange = UbiquitousKeyValueStoreChangeReason(rawValue: 3)

        /// The reason's name (`serverChange`), or `UbiquitousKeyValueStoreChangeReason(rawValue: 9)` for others.
        public var description: String {
            switch rawValue {
            case 0: "serverChange"
            case 1: "initialSyncChange"
            case 2: "quotaViolationChange"
            case 3: "accountChange"
            default: "UbiquitousKeyValueStoreChangeReason(rawValue: \(rawValue))"
            }
        }
    }

    /// Values in the iCloud key-value store changed on another device or by iCloud: the payload of Foundation's
    /// `NSUbiquitousKeyValueStore.didChangeExternallyNotification`.
    ///
    /// `Sendable`: it holds values. The store (the notification's object, not `Sendable`, and always
    /// `NSUbiquitousKeyValueStore.default`) comes with ``OnPostingThread``.
    public struct UbiquitousKeyValueStoreDidChange: Sendable, Equatable {
        /// Why: `NSUbiquitousKeyValueStoreChangeReasonKey`; `nil` when absent (Apple documents the key "when
        /// present", and its own code reads it as optional).
        public var reason: UbiquitousKeyValueStoreChangeReason?
        /// The keys whose values changed: `NSUbiquitousKeyValueStoreChangedKeysKey`; empty when absent.
        public var changedKeys: [String]

        /// A payload with these values.
        public init(reason: UbiquitousKeyValueStoreChangeReason? = nil, changedKeys: [String] = []) {
            self.reason = reason
            self.changedKeys = changedKeys
        }

        /// The payload with the store, which is not `Sendable`: the payload of
        /// ``NotificationDescriptors/NotificationDescriptor/ubiquitousKeyValueStoreDidChangeExternallyOnPostingThread``,
        /// handed to `observe(_:object:using:)`'s handler synchronously on the posting thread (the compiler keeps it
        /// there). Reads the payload's properties as its own.
        @dynamicMemberLookup
        public struct OnPostingThread {
            /// What can leave the posting thread.
            public var payload: UbiquitousKeyValueStoreDidChange
            /// The store: the notification's `object` (`nil` only for a notification posted without one).
            public var store: NSUbiquitousKeyValueStore?

            /// A payload with this store.
            public init(_ payload: UbiquitousKeyValueStoreDidChange, store: NSUbiquitousKeyValueStore? = nil) {
                self.payload = payload
                self.store = store
            }

            /// The payload's property at `keyPath`.
            public subscript<Value>(dynamicMember keyPath: KeyPath<UbiquitousKeyValueStoreDidChange, Value>) -> Value {
                payload[keyPath: keyPath]
            }

            @Sendable static func decode(_ note: Notification) throws -> OnPostingThread {
                OnPostingThread(
                    try UbiquitousKeyValueStoreDidChange.decode(note),
                    store: try note.catalogObjectIfPresent(as: NSUbiquitousKeyValueStore.self))
            }

            /// Writes what Foundation writes, with the store as the object.
            @Sendable static func encode(_ full: OnPostingThread) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
                (object: full.store, userInfo: UbiquitousKeyValueStoreDidChange.encode(full.payload).userInfo)
            }
        }

        static let reasonKey = UserInfoKey<Int>(CatalogNames.ubiquitousKeyValueStoreChangeReason)
        static let changedKeysKey = UserInfoKey<[String]>(CatalogNames.ubiquitousKeyValueStoreChangedKeys)

        @Sendable static func decode(_ note: Notification) throws -> UbiquitousKeyValueStoreDidChange {
            UbiquitousKeyValueStoreDidChange(
                reason: try note.valueIfPresent(for: reasonKey).map(UbiquitousKeyValueStoreChangeReason.init),
                changedKeys: try note.valueIfPresent(for: changedKeysKey) ?? []
            )
        }

        /// Writes what Foundation writes: the reason as an `NSNumber` when there is one, the keys as an `NSArray` of
        /// `NSString`, no object (post it with `object:`, or through ``OnPostingThread``).
        @Sendable static func encode(_ payload: UbiquitousKeyValueStoreDidChange) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            var userInfo: [AnyHashable: Any] = [
                changedKeysKey.rawValue: NSArray(array: payload.changedKeys.map { NSString(string: $0) })
            ]
            if let reason = payload.reason { userInfo[reasonKey.rawValue] = NSNumber(value: reason.rawValue) }
            return (object: nil, userInfo: userInfo)
        }
    }

    /// A metadata query's results changed: the payload of Foundation's `.NSMetadataQueryDidUpdate` and
    /// `.NSMetadataQueryGatheringProgress` (the same keys).
    ///
    /// `Sendable`: it holds how many results were added, changed and removed. The results themselves and the query
    /// (not `Sendable`) come with ``OnPostingThread``.
    ///
    /// Observe-only: results cannot be made from counts, so posting this payload sends it intact to typed observers;
    /// post Foundation's shape through ``OnPostingThread``.
    public struct MetadataQueryDidUpdate: Sendable, Equatable {
        /// How many results `NSMetadataQueryUpdateAddedItemsKey` holds; 0 when absent.
        public var addedCount: Int
        /// How many results `NSMetadataQueryUpdateChangedItemsKey` holds; 0 when absent.
        public var changedCount: Int
        /// How many results `NSMetadataQueryUpdateRemovedItemsKey` holds; 0 when absent.
        public var removedCount: Int

        /// A payload with these counts.
        public init(addedCount: Int = 0, changedCount: Int = 0, removedCount: Int = 0) {
            self.addedCount = addedCount
            self.changedCount = changedCount
            self.removedCount = removedCount
        }

        /// The results and the query, which are not `Sendable`, with the payload: the payload of the
        /// `metadataQuery…OnPostingThread` descriptors, handed to `observe(_:object:using:)`'s handler synchronously
        /// on the posting thread (the compiler keeps it there). Reads the payload's properties as its own.
        ///
        /// A result is an `NSMetadataItem` unless the query's delegate replaced it
        /// (`replacementObjectForResultObject:` returns any object): the arrays keep both, in Foundation's order.
        @dynamicMemberLookup
        public struct OnPostingThread {
            /// The query: the notification's `object` (`nil` only for a notification posted without one).
            public var query: NSMetadataQuery?
            /// `NSMetadataQueryUpdateAddedItemsKey`; empty when absent.
            public var addedItems: [AnyObject]
            /// `NSMetadataQueryUpdateChangedItemsKey`; empty when absent.
            public var changedItems: [AnyObject]
            /// `NSMetadataQueryUpdateRemovedItemsKey`; empty when absent.
            public var removedItems: [AnyObject]

            /// A payload with these results.
            public init(
                query: NSMetadataQuery? = nil, addedItems: [AnyObject] = [], changedItems: [AnyObject] = [],
                removedItems: [AnyObject] = []
            ) {
                self.query = query
                self.addedItems = addedItems
                self.changedItems = changedItems
                self.removedItems = removedItems
            }

            /// What can leave the posting thread: the counts.
            public var payload: MetadataQueryDidUpdate {
                MetadataQueryDidUpdate(
                    addedCount: addedItems.count, changedCount: changedItems.count, removedCount: removedItems.count)
            }

            /// The payload's property at `keyPath`.
            public subscript<Value>(dynamicMember keyPath: KeyPath<MetadataQueryDidUpdate, Value>) -> Value {
                payload[keyPath: keyPath]
            }

            @Sendable static func decode(_ note: Notification) throws -> OnPostingThread {
                func items(_ key: String) throws -> [AnyObject] {
                    try note.catalogObjects(key, of: AnyObject.self, in: .array) ?? []
                }
                return OnPostingThread(
                    query: try note.catalogObjectIfPresent(as: NSMetadataQuery.self),
                    addedItems: try items(CatalogNames.metadataQueryUpdateAddedItems),
                    changedItems: try items(CatalogNames.metadataQueryUpdateChangedItems),
                    removedItems: try items(CatalogNames.metadataQueryUpdateRemovedItems)
                )
            }

            /// Writes what Foundation writes: an `NSArray` per non-empty kind of change, the query as the object.
            @Sendable static func encode(_ full: OnPostingThread) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
                var userInfo: [AnyHashable: Any] = [:]
                for (key, items) in zip(keys, [full.addedItems, full.changedItems, full.removedItems])
                where !items.isEmpty {
                    userInfo[key] = NSArray(array: items)
                }
                return (object: full.query, userInfo: userInfo)
            }
        }

        static let keys = [
            CatalogNames.metadataQueryUpdateAddedItems, CatalogNames.metadataQueryUpdateChangedItems,
            CatalogNames.metadataQueryUpdateRemovedItems,
        ]

        @Sendable static func decode(_ note: Notification) throws -> MetadataQueryDidUpdate {
            try OnPostingThread.decode(note).payload
        }
    }

    extension NotificationDescriptor where Payload == UbiquitousKeyValueStoreDidChange {
        /// Values in the iCloud key-value store changed externally (Foundation's
        /// `NSUbiquitousKeyValueStore.didChangeExternallyNotification`).
        ///
        /// - **Posted on Linux:** **no** (Foundation on Linux has no `NSUbiquitousKeyValueStore`). On iOS the store
        ///   posts it when iCloud delivers changes (only after the app called `synchronize()` once).
        /// - **Object:** the `NSUbiquitousKeyValueStore`; left out of the payload (observe
        ///   ``ubiquitousKeyValueStoreDidChangeExternallyOnPostingThread`` to get it).
        /// - **userInfo:** `NSUbiquitousKeyValueStoreChangeReasonKey` (`NSNumber`, `Int`, when present),
        ///   `NSUbiquitousKeyValueStoreChangedKeysKey` (`NSArray` of `NSString`). See
        ///   ``UbiquitousKeyValueStoreDidChange``.
        public static var ubiquitousKeyValueStoreDidChangeExternally: Self {
            _ubiquitousKeyValueStoreDidChangeExternally
        }
    }

    extension NotificationDescriptor where Payload == UbiquitousKeyValueStoreDidChange.OnPostingThread {
        /// ``ubiquitousKeyValueStoreDidChangeExternally`` with the store, for `observe(_:object:using:)` only: its
        /// handler gets it synchronously on the posting thread.
        public static var ubiquitousKeyValueStoreDidChangeExternallyOnPostingThread: Self {
            _ubiquitousKeyValueStoreDidChangeExternallyOnPostingThread
        }
    }

    extension NotificationDescriptor where Payload == MetadataQueryDidUpdate {
        /// A live metadata query's results changed (Foundation's `.NSMetadataQueryDidUpdate`).
        ///
        /// - **Posted on Linux:** **no** (Foundation on Linux has no `NSMetadataQuery`). On iOS the query posts it on
        ///   the queue or run loop it runs on, after it finished gathering.
        /// - **Object:** the `NSMetadataQuery`.
        /// - **userInfo:** `NSMetadataQueryUpdateAddedItemsKey`, `NSMetadataQueryUpdateChangedItemsKey`,
        ///   `NSMetadataQueryUpdateRemovedItemsKey` (`NSArray`s of `NSMetadataItem`, or of the objects the query's
        ///   delegate replaced them with; each only when not empty). The payload counts them;
        ///   ``metadataQueryDidUpdateOnPostingThread`` has them. See ``MetadataQueryDidUpdate``.
        /// - **Observe-only:** posting through it sends the payload intact; post Foundation's shape with
        ///   ``metadataQueryDidUpdateOnPostingThread``.
        public static var metadataQueryDidUpdate: Self { _metadataQueryDidUpdate }
    }

    extension NotificationDescriptor where Payload == MetadataQueryDidUpdate.OnPostingThread {
        /// ``metadataQueryDidUpdate`` with the results and the query, for `observe(_:object:using:)` only: its handler
        /// gets them synchronously on the posting thread.
        public static var metadataQueryDidUpdateOnPostingThread: Self { _metadataQueryDidUpdateOnPostingThread }
    }

    private let _ubiquitousKeyValueStoreDidChangeExternally = NotificationDescriptor(
        CatalogNames.ubiquitousKeyValueStoreDidChangeExternally, decode: UbiquitousKeyValueStoreDidChange.decode,
        encode: UbiquitousKeyValueStoreDidChange.encode)
    private let _ubiquitousKeyValueStoreDidChangeExternallyOnPostingThread = NotificationDescriptor(
        CatalogNames.ubiquitousKeyValueStoreDidChangeExternally,
        decode: UbiquitousKeyValueStoreDidChange.OnPostingThread.decode,
        encode: UbiquitousKeyValueStoreDidChange.OnPostingThread.encode)
    private let _metadataQueryDidUpdate = NotificationDescriptor(
        CatalogNames.metadataQueryDidUpdate, decode: MetadataQueryDidUpdate.decode)
    private let _metadataQueryDidUpdateOnPostingThread = NotificationDescriptor(
        CatalogNames.metadataQueryDidUpdate, decode: MetadataQueryDidUpdate.OnPostingThread.decode,
        encode: MetadataQueryDidUpdate.OnPostingThread.encode)

    extension CatalogEntry {
        package static let ubiquitousKeyValueStoreDidChangeExternally = CatalogEntry(
            .ubiquitousKeyValueStoreDidChangeExternally, member: "ubiquitousKeyValueStoreDidChangeExternally",
            postingThread: .ubiquitousKeyValueStoreDidChangeExternallyOnPostingThread,
            postingThreadMember: "ubiquitousKeyValueStoreDidChangeExternallyOnPostingThread",
            foundationConstant: "NSUbiquitousKeyValueStore.didChangeExternallyNotification", declaredIn: "Foundation",
            objectType: "NSUbiquitousKeyValueStore",
            keys: [
                CatalogKey(
                    name: UbiquitousKeyValueStoreDidChange.reasonKey.rawValue, valueType: "NSNumber (Int)",
                    isRequired: false,
                    summary: "0 server change, 1 initial sync, 2 quota violation, 3 account change; unknown values "
                        + "are kept; absent reads as nil (Apple documents it \"when present\")."),
                CatalogKey(
                    name: UbiquitousKeyValueStoreDidChange.changedKeysKey.rawValue, valueType: "NSArray (NSString)",
                    isRequired: false, summary: "The keys whose values changed; read as empty when absent."),
            ],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (Foundation there has no NSUbiquitousKeyValueStore). On Apple platforms, the "
                + "store (the object), when iCloud delivers changes.",
            useInstead: "Nothing: there is no iCloud key-value store on Linux; post this descriptor yourself where "
                + "your own synced store changes.",
            summary: "Values in the iCloud key-value store changed on another device or by iCloud.")

        package static let metadataQueryDidUpdate = CatalogEntry(
            .metadataQueryDidUpdate, member: "metadataQueryDidUpdate",
            postingThread: .metadataQueryDidUpdateOnPostingThread,
            postingThreadMember: "metadataQueryDidUpdateOnPostingThread",
            foundationConstant: "Notification.Name.NSMetadataQueryDidUpdate", declaredIn: "Foundation",
            objectType: "NSMetadataQuery",
            keys: zip(MetadataQueryDidUpdate.keys, ["added", "changed", "removed"]).map { key, what in
                CatalogKey(
                    name: key, valueType: "NSArray (NSMetadataItem)", isRequired: false,
                    summary: "The \(what) results (items, or the delegate's replacements, kept). Absent when empty; "
                        + "read as empty.")
            },
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (Foundation there has no NSMetadataQuery). On Apple platforms, the query (the "
                + "object), during its live-update phase.",
            useInstead: "Watch the directory yourself (a DispatchSource file-system object source) and post this "
                + "descriptor.",
            summary: "A live metadata query's results changed.")
    }
#endif
