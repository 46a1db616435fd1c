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
            static let persistentStoreRemoteChange = Notification.Name.NSPersistentStoreRemoteChange
            static let persistentStoreURL = NSPersistentStoreURLKey
            static let storeUUID = NSStoreUUIDKey
        }
    #else
        extension CatalogNames {
            static let persistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
            static let persistentStoreURL = "storeURL"
            static let storeUUID = "NSStoreUUID"
        }
    #endif

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
        public struct OnPostingThread: PostingThreadPayload {
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

    private let _persistentStoreRemoteChange = NotificationDescriptor(
        CatalogNames.persistentStoreRemoteChange, decode: PersistentStoreRemoteChange.decode,
        encode: PersistentStoreRemoteChange.encode)
    private let _persistentStoreRemoteChangeOnPostingThread = NotificationDescriptor(
        CatalogNames.persistentStoreRemoteChange, decode: PersistentStoreRemoteChange.OnPostingThread.decode,
        encode: PersistentStoreRemoteChange.OnPostingThread.encode)
#endif
