// ExternalAccessory's accessory connect and disconnect, two entries in one file: their names and keys (the SDK's
// constants on iOS, their strings on Linux), payload, descriptors and entries. On macOS, tvOS, watchOS and visionOS they
// are left out, like the rest of the Apple catalog.
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        public import ExternalAccessory
    #else
        public import NotificationCatalogStandIns
    #endif
    public import NotificationCatalogFoundation
    internal import Foundation
    public import NotificationDescriptors

    /// An accessory, as values: what ``ExternalAccessoryConnection`` keeps of an `EAAccessory`. `Sendable`: it holds
    /// values.
    public struct ExternalAccessoryValues: Sendable, Hashable {
        /// Whether it is connected.
        public var isConnected: Bool
        /// Its connection's identifier.
        public var connectionID: Int
        /// Its name.
        public var name: String
        /// Its manufacturer.
        public var manufacturer: String
        /// Its model number.
        public var modelNumber: String
        /// Its serial number.
        public var serialNumber: String
        /// Its firmware revision.
        public var firmwareRevision: String
        /// Its hardware revision.
        public var hardwareRevision: String
        /// The protocols it speaks.
        public var protocolStrings: [String]

        /// An accessory with these values.
        public init(
            isConnected: Bool, connectionID: Int, name: String, manufacturer: String = "", modelNumber: String = "",
            serialNumber: String = "", firmwareRevision: String = "", hardwareRevision: String = "",
            protocolStrings: [String] = []
        ) {
            self.isConnected = isConnected
            self.connectionID = connectionID
            self.name = name
            self.manufacturer = manufacturer
            self.modelNumber = modelNumber
            self.serialNumber = serialNumber
            self.firmwareRevision = firmwareRevision
            self.hardwareRevision = hardwareRevision
            self.protocolStrings = protocolStrings
        }

        /// The values of `accessory` (read on the thread that has it).
        public init(_ accessory: EAAccessory) {
            self.init(
                isConnected: accessory.isConnected, connectionID: Int(accessory.connectionID), name: accessory.name,
                manufacturer: accessory.manufacturer, modelNumber: accessory.modelNumber,
                serialNumber: accessory.serialNumber, firmwareRevision: accessory.firmwareRevision,
                hardwareRevision: accessory.hardwareRevision, protocolStrings: accessory.protocolStrings)
        }
    }

    /// An accessory connected or disconnected: the payload of ExternalAccessory's `.EAAccessoryDidConnect` and
    /// `.EAAccessoryDidDisconnect`.
    ///
    /// `Sendable`: the accessory is kept as values. The `EAAccessory` objects and the manager (the notification's
    /// object), which are not `Sendable`, come with ``OnPostingThread``.
    ///
    /// Observe-only: an `EAAccessory` cannot be made from values, so posting this payload sends it intact to typed
    /// observers; post ExternalAccessory's shape through ``OnPostingThread``.
    public struct ExternalAccessoryConnection: Sendable, Equatable {
        /// The accessory: `EAAccessoryKey`.
        public var accessory: ExternalAccessoryValues
        /// Whether the user picked it in the Bluetooth accessory picker: `EAAccessorySelectedKey` (connect only).
        /// ExternalAccessory's own code writes `NSNumber(value: true)` there, while the header's comment says
        /// `EAAccessory`: either reads as `true`; absent, `NSNumber(false)` or `NSNull` as `false`.
        public var userSelected: Bool

        /// A payload with these values.
        public init(accessory: ExternalAccessoryValues, userSelected: Bool = false) {
            self.accessory = accessory
            self.userSelected = userSelected
        }

        /// The accessories and the manager, which are not `Sendable`, with the payload: the payload of the
        /// `accessoryDid…OnPostingThread` descriptors, handed to `observe(_:object:using:)`'s handler synchronously
        /// on the posting thread (the compiler keeps it there). Reads the payload's properties as its own.
        public struct OnPostingThread: PostingThreadPayload, CatalogPayload {
            /// The manager: the notification's `object` (`EAAccessoryManager.shared()`; `nil` only for a notification
            /// posted without one).
            public var manager: EAAccessoryManager?
            /// The accessory: `EAAccessoryKey`.
            public var accessoryObject: EAAccessory
            /// Whether the user picked it in the Bluetooth picker: `EAAccessorySelectedKey`.
            public var userSelected: Bool

            /// A payload with these objects.
            public init(accessory: EAAccessory, userSelected: Bool = false, manager: EAAccessoryManager? = nil) {
                self.manager = manager
                self.accessoryObject = accessory
                self.userSelected = userSelected
            }

            /// What can leave the posting thread: the accessory's values.
            public var payload: ExternalAccessoryConnection {
                ExternalAccessoryConnection(
                    accessory: ExternalAccessoryValues(accessoryObject), userSelected: userSelected)
            }

            @Sendable package static func decode(_ note: Notification) throws -> OnPostingThread {
                let manager = try note.catalogObjectIfPresent(as: EAAccessoryManager.self)
                return OnPostingThread(
                    accessory: try note.value(for: accessoryKey),
                    userSelected: try ExternalAccessoryConnection.isUserSelected(in: note),
                    manager: manager)
            }

            /// Writes what ExternalAccessory writes: the accessory, `NSNumber(true)` under the selected key when the
            /// user picked it, the manager as the object.
            @Sendable package static func encode(_ full: OnPostingThread) -> (
                object: Any?, userInfo: [AnyHashable: Any]?
            ) {
                var userInfo: [AnyHashable: Any] = [accessoryKey.rawValue: full.accessoryObject]
                if full.userSelected { userInfo[selectedKey.rawValue] = NSNumber(value: true) }
                return (object: full.manager, userInfo: userInfo)
            }
        }

        #if os(iOS)
            // The SDK's constants.
            static let didConnect = Notification.Name.EAAccessoryDidConnect
            static let didDisconnect = Notification.Name.EAAccessoryDidDisconnect
            static let accessoryKey = UserInfoKey<EAAccessory>(EAAccessoryKey)
            static let selectedKey = UserInfoKey<Any>(EAAccessorySelectedKey)
        #else
            // Their strings (evidence in Catalog/README.md).
            static let didConnect = Notification.Name("EAAccessoryDidConnectNotification")
            static let didDisconnect = Notification.Name("EAAccessoryDidDisconnectNotification")
            static let accessoryKey = UserInfoKey<EAAccessory>("EAAccessoryKey")
            static let selectedKey = UserInfoKey<Any>("EAAccessorySelectedKey")
        #endif

        /// `EAAccessorySelectedKey`: a Boolean `NSNumber` (what ExternalAccessory writes) or an `EAAccessory` (what
        /// its header says); anything else is an error naming the key.
        static func isUserSelected(in note: Notification) throws -> Bool {
            guard let raw = try note.valueIfPresent(for: selectedKey) else { return false }
            if raw is EAAccessory { return true }
            if let flag = try? note.value(for: UserInfoKey<Bool>(selectedKey.rawValue)) { return flag }
            throw NotificationDecodingError(
                name: note.name,
                reason: .typeMismatch(
                    key: selectedKey.rawValue, expected: "Bool or EAAccessory", actual: _publicTypeName(of: raw)))
        }
    }

    extension NotificationDescriptor where Payload == ExternalAccessoryConnection {
        /// An accessory connected (ExternalAccessory's `Notification.Name.EAAccessoryDidConnect`).
        ///
        /// - **Posted on Linux:** **no** (no ExternalAccessory). On iOS the shared accessory manager posts it, once the
        ///   app called `registerForLocalNotifications()`.
        /// - **Object:** the `EAAccessoryManager`; left out of the payload (observe
        ///   ``accessoryDidConnectOnPostingThread`` to get it and the `EAAccessory`).
        /// - **userInfo:** `EAAccessoryKey` (`EAAccessory`), `EAAccessorySelectedKey` (`NSNumber` `true` in
        ///   ExternalAccessory's own code, `EAAccessory` in its header; only when the user picked it in the Bluetooth
        ///   picker). See ``ExternalAccessoryConnection``.
        /// - **Observe-only:** posting through it sends the payload intact; post ExternalAccessory's shape with
        ///   ``accessoryDidConnectOnPostingThread``.
        public static var accessoryDidConnect: Self { _accessoryDidConnect }

        /// An accessory disconnected (ExternalAccessory's `Notification.Name.EAAccessoryDidDisconnect`). Same payload
        /// and object as ``accessoryDidConnect``, without `EAAccessorySelectedKey`.
        public static var accessoryDidDisconnect: Self { _accessoryDidDisconnect }
    }

    extension NotificationDescriptor where Payload == ExternalAccessoryConnection.OnPostingThread {
        /// ``accessoryDidConnect`` with the `EAAccessory` objects and the manager, for `observe(_:object:using:)` only:
        /// its handler gets them synchronously on the posting thread.
        public static var accessoryDidConnectOnPostingThread: Self { _accessoryDidConnectOnPostingThread }

        /// ``accessoryDidDisconnect`` with the `EAAccessory` and the manager, for `observe(_:object:using:)` only.
        public static var accessoryDidDisconnectOnPostingThread: Self { _accessoryDidDisconnectOnPostingThread }
    }

    private let (_accessoryDidConnect, _accessoryDidConnectOnPostingThread) = ExternalAccessoryConnection
        .OnPostingThread.descriptors(ExternalAccessoryConnection.didConnect)
    private let (_accessoryDidDisconnect, _accessoryDidDisconnectOnPostingThread) = ExternalAccessoryConnection
        .OnPostingThread.descriptors(ExternalAccessoryConnection.didDisconnect)
#endif
