// Foundation's iCloud key-value store and metadata query notifications, which Foundation declares only on Apple
// platforms. On iOS the types are Foundation's; on Linux, the stand-ins of `Platform/LinuxStandIns.swift`; elsewhere
// this file is empty (see `Platform/AppleCatalogNames.swift`).
#if os(iOS) || !canImport(Darwin)
    // Public on iOS, where the payloads carry Foundation's classes; on Linux they carry the catalog's stand-ins.
    #if os(iOS)
        public import Foundation
    #else
        internal import Foundation
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
    /// **Not `Sendable`**: `NSUbiquitousKeyValueStore` is not.
    public struct UbiquitousKeyValueStoreDidChange {
        /// The store: the notification's `object` (`nil` only for a notification posted without one).
        public var store: NSUbiquitousKeyValueStore?
        /// Why: `NSUbiquitousKeyValueStoreChangeReasonKey`.
        public var reason: UbiquitousKeyValueStoreChangeReason
        /// The keys whose values changed: `NSUbiquitousKeyValueStoreChangedKeysKey`; empty when absent.
        public var changedKeys: [String]

        /// A payload with these values.
        public init(
            store: NSUbiquitousKeyValueStore? = nil, reason: UbiquitousKeyValueStoreChangeReason,
            changedKeys: [String] = []
        ) {
            self.store = store
            self.reason = reason
            self.changedKeys = changedKeys
        }

        static let reasonKey = UserInfoKey<Int>(CatalogNames.ubiquitousKeyValueStoreChangeReason)
        static let changedKeysKey = UserInfoKey<[String]>(CatalogNames.ubiquitousKeyValueStoreChangedKeys)

        @Sendable static func decode(_ note: Notification) throws -> UbiquitousKeyValueStoreDidChange {
            UbiquitousKeyValueStoreDidChange(
                store: try note.catalogObjectIfPresent(as: NSUbiquitousKeyValueStore.self),
                reason: UbiquitousKeyValueStoreChangeReason(rawValue: try note.value(for: reasonKey)),
                changedKeys: try note.valueIfPresent(for: changedKeysKey) ?? []
            )
        }

        /// Writes what Foundation writes: the reason as an `NSNumber`, the keys as an `NSArray` of `NSString`, the
        /// store as the object.
        @Sendable static func encode(_ payload: UbiquitousKeyValueStoreDidChange) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            (
                object: payload.store,
                userInfo: [
                    reasonKey.rawValue: NSNumber(value: payload.reason.rawValue),
                    changedKeysKey.rawValue: NSArray(array: payload.changedKeys.map { NSString(string: $0) }),
                ]
            )
        }
    }

    /// A live metadata query's results changed: the payload of Foundation's `.NSMetadataQueryDidUpdate`.
    ///
    /// Each array reads as empty when its key is absent (Foundation sends only the kinds of change that happened). A
    /// query delegate's `replacementObjectForResultObject` can put other objects in these arrays: that is a decoding
    /// error here (decode such a notification with a descriptor of your own).
    ///
    /// **Not `Sendable`**: `NSMetadataQuery` and `NSMetadataItem` are not.
    public struct MetadataQueryDidUpdate {
        /// The query: the notification's `object` (`nil` only for a notification posted without one).
        public var query: NSMetadataQuery?
        /// `NSMetadataQueryUpdateAddedItemsKey`; empty when absent.
        public var addedItems: [NSMetadataItem]
        /// `NSMetadataQueryUpdateChangedItemsKey`; empty when absent.
        public var changedItems: [NSMetadataItem]
        /// `NSMetadataQueryUpdateRemovedItemsKey`; empty when absent.
        public var removedItems: [NSMetadataItem]

        /// A payload with these items.
        public init(
            query: NSMetadataQuery? = nil, addedItems: [NSMetadataItem] = [], changedItems: [NSMetadataItem] = [],
            removedItems: [NSMetadataItem] = []
        ) {
            self.query = query
            self.addedItems = addedItems
            self.changedItems = changedItems
            self.removedItems = removedItems
        }

        static let keys = [
            CatalogNames.metadataQueryUpdateAddedItems, CatalogNames.metadataQueryUpdateChangedItems,
            CatalogNames.metadataQueryUpdateRemovedItems,
        ]

        @Sendable static func decode(_ note: Notification) throws -> MetadataQueryDidUpdate {
            func items(_ key: String) throws -> [NSMetadataItem] {
                try note.catalogObjects(key, of: NSMetadataItem.self, in: .array) ?? []
            }
            return MetadataQueryDidUpdate(
                query: try note.catalogObjectIfPresent(as: NSMetadataQuery.self),
                addedItems: try items(CatalogNames.metadataQueryUpdateAddedItems),
                changedItems: try items(CatalogNames.metadataQueryUpdateChangedItems),
                removedItems: try items(CatalogNames.metadataQueryUpdateRemovedItems)
            )
        }

        /// Writes what Foundation writes: an `NSArray` per non-empty kind of change, the query as the object.
        @Sendable static func encode(_ payload: MetadataQueryDidUpdate) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            var userInfo: [AnyHashable: Any] = [:]
            for (key, items) in zip(keys, [payload.addedItems, payload.changedItems, payload.removedItems])
            where !items.isEmpty {
                userInfo[key] = NSArray(array: items)
            }
            return (object: payload.query, userInfo: userInfo)
        }
    }

    extension NotificationDescriptor where Payload == UbiquitousKeyValueStoreDidChange {
        /// Values in the iCloud key-value store changed externally (Foundation's
        /// `NSUbiquitousKeyValueStore.didChangeExternallyNotification`).
        ///
        /// - **Posted on Linux:** **no** (Foundation on Linux has no `NSUbiquitousKeyValueStore`). On iOS the store
        ///   posts it when iCloud delivers changes (only after the app called `synchronize()` once).
        /// - **Object:** the `NSUbiquitousKeyValueStore`.
        /// - **userInfo:** `NSUbiquitousKeyValueStoreChangeReasonKey` (`NSNumber`, `Int`),
        ///   `NSUbiquitousKeyValueStoreChangedKeysKey` (`NSArray` of `NSString`). See
        ///   ``UbiquitousKeyValueStoreDidChange``.
        public static var ubiquitousKeyValueStoreDidChangeExternally: Self {
            _ubiquitousKeyValueStoreDidChangeExternally
        }
    }

    extension NotificationDescriptor where Payload == MetadataQueryDidUpdate {
        /// A live metadata query's results changed (Foundation's `.NSMetadataQueryDidUpdate`).
        ///
        /// - **Posted on Linux:** **no** (Foundation on Linux has no `NSMetadataQuery`). On iOS the query posts it on
        ///   the queue or run loop it runs on, after it finished gathering.
        /// - **Object:** the `NSMetadataQuery`.
        /// - **userInfo:** `NSMetadataQueryUpdateAddedItemsKey`, `NSMetadataQueryUpdateChangedItemsKey`,
        ///   `NSMetadataQueryUpdateRemovedItemsKey` (`NSArray`s of `NSMetadataItem`, each only when not empty). See
        ///   ``MetadataQueryDidUpdate``.
        public static var metadataQueryDidUpdate: Self { _metadataQueryDidUpdate }
    }

    private let _ubiquitousKeyValueStoreDidChangeExternally = NotificationDescriptor(
        CatalogNames.ubiquitousKeyValueStoreDidChangeExternally, decode: UbiquitousKeyValueStoreDidChange.decode,
        encode: UbiquitousKeyValueStoreDidChange.encode)
    private let _metadataQueryDidUpdate = NotificationDescriptor(
        CatalogNames.metadataQueryDidUpdate, decode: MetadataQueryDidUpdate.decode,
        encode: MetadataQueryDidUpdate.encode)

    extension CatalogEntry {
        static let ubiquitousKeyValueStoreDidChangeExternally = CatalogEntry(
            .ubiquitousKeyValueStoreDidChangeExternally, member: "ubiquitousKeyValueStoreDidChangeExternally",
            foundationConstant: "NSUbiquitousKeyValueStore.didChangeExternallyNotification", declaredIn: "Foundation",
            objectType: "NSUbiquitousKeyValueStore",
            keys: [
                CatalogKey(
                    name: UbiquitousKeyValueStoreDidChange.reasonKey.rawValue, valueType: "NSNumber (Int)",
                    isRequired: true,
                    summary: "0 server change, 1 initial sync, 2 quota violation, 3 account change; unknown values "
                        + "are kept."),
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

        static let metadataQueryDidUpdate = CatalogEntry(
            .metadataQueryDidUpdate, member: "metadataQueryDidUpdate",
            foundationConstant: "Notification.Name.NSMetadataQueryDidUpdate", declaredIn: "Foundation",
            objectType: "NSMetadataQuery",
            keys: zip(MetadataQueryDidUpdate.keys, ["added", "changed", "removed"]).map { key, what in
                CatalogKey(
                    name: key, valueType: "NSArray (NSMetadataItem)", isRequired: false,
                    summary: "The \(what) items. Absent when empty; read as empty.")
            },
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (Foundation there has no NSMetadataQuery). On Apple platforms, the query (the "
                + "object), during its live-update phase.",
            useInstead: "Watch the directory yourself (a DispatchSource file-system object source) and post this "
                + "descriptor.",
            summary: "A live metadata query's results changed.")
    }
#endif
