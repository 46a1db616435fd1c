// Foundation (Apple platforms only): one catalog entry (or the entries that share its payload) in one file: the names and keys (the
// SDK's constants on iOS, their strings on Linux), the payload, the descriptors and the entry. On macOS, tvOS,
// watchOS and visionOS it is left out, like the rest of the Apple catalog.
#if os(iOS) || !canImport(Darwin)
    // On iOS the payloads carry Foundation's classes; on Linux the catalog's stand-ins.
    import Foundation
    #if !os(iOS)
        public import NotificationCatalogStandIns
    #endif
    public import NotificationDescriptors

    #if os(iOS)
        extension CatalogNames {
            static let ubiquitousKeyValueStoreDidChangeExternally = NSUbiquitousKeyValueStore
                .didChangeExternallyNotification
            static let ubiquitousKeyValueStoreChangeReason = NSUbiquitousKeyValueStoreChangeReasonKey
            static let ubiquitousKeyValueStoreChangedKeys = NSUbiquitousKeyValueStoreChangedKeysKey
        }
    #else
        extension CatalogNames {
            static let ubiquitousKeyValueStoreDidChangeExternally = Notification.Name(
                "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
            static let ubiquitousKeyValueStoreChangeReason = "NSUbiquitousKeyValueStoreChangeReasonKey"
            static let ubiquitousKeyValueStoreChangedKeys = "NSUbiquitousKeyValueStoreChangedKeysKey"
        }
    #endif

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
    public struct UbiquitousKeyValueStoreDidChange: Sendable, Equatable, CatalogPayload {
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
        /// ``NotificationDescriptors/NotificationDescriptor/ubiquitousKeyValueStoreDidChangeExternallyOnPostingThread``, for `observe(_:object:using:)`'s
        /// handler only, synchronously on the posting thread (see ``WithSender``).
        public typealias OnPostingThread = WithSender<UbiquitousKeyValueStoreDidChange, NSUbiquitousKeyValueStore>

        static let reasonKey = UserInfoKey<Int>(CatalogNames.ubiquitousKeyValueStoreChangeReason)
        static let changedKeysKey = UserInfoKey<[String]>(CatalogNames.ubiquitousKeyValueStoreChangedKeys)

        @Sendable package static func decode(_ note: Notification) throws -> UbiquitousKeyValueStoreDidChange {
            UbiquitousKeyValueStoreDidChange(
                reason: try note.valueIfPresent(for: reasonKey).map(UbiquitousKeyValueStoreChangeReason.init),
                changedKeys: try note.valueIfPresent(for: changedKeysKey) ?? []
            )
        }

        /// Writes what Foundation writes: the reason as an `NSNumber` when there is one, the keys as an `NSArray` of
        /// `NSString`, no object (post it with `object:`, or through ``OnPostingThread``).
        @Sendable package static func encode(_ payload: UbiquitousKeyValueStoreDidChange) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            var userInfo: [AnyHashable: Any] = [
                changedKeysKey.rawValue: NSArray(array: payload.changedKeys.map { NSString(string: $0) })
            ]
            if let reason = payload.reason { userInfo[reasonKey.rawValue] = NSNumber(value: reason.rawValue) }
            return (object: nil, userInfo: userInfo)
        }
    }

    extension WithSender where Payload == UbiquitousKeyValueStoreDidChange, Sender == NSUbiquitousKeyValueStore {
        /// The store: the notification's `object` (`nil` only for a notification posted without one).
        public var store: NSUbiquitousKeyValueStore? { sender }
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

    private let (
        _ubiquitousKeyValueStoreDidChangeExternally, _ubiquitousKeyValueStoreDidChangeExternallyOnPostingThread
    ) = UbiquitousKeyValueStoreDidChange.OnPostingThread.descriptors(
        CatalogNames.ubiquitousKeyValueStoreDidChangeExternally)
#endif
