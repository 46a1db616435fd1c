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
    public import Foundation
    public import NotificationDescriptors

    #if os(iOS)
        extension CatalogNames {
            static let persistentCloudKitContainerEvent = NSPersistentCloudKitContainer.eventNotificationUserInfoKey
            static let persistentCloudKitContainerEventChanged = NSPersistentCloudKitContainer.eventChangedNotification
        }
    #else
        extension CatalogNames {
            static let persistentCloudKitContainerEvent = "event"
            static let persistentCloudKitContainerEventChanged = Notification.Name(
                "NSPersistentCloudKitContainerEventChangedNotification")
        }
    #endif

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
        public struct OnPostingThread: PostingThreadPayload, CatalogPayload {
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

            static let eventKey = UserInfoKey<NSPersistentCloudKitContainer.Event>(
                CatalogNames.persistentCloudKitContainerEvent)

            @Sendable package static func decode(_ note: Notification) throws -> OnPostingThread {
                OnPostingThread(
                    container: try note.catalogObjectIfPresent(as: NSPersistentCloudKitContainer.self),
                    event: try note.value(for: eventKey))
            }

            /// Writes what Core Data writes: the event, the container as the object.
            @Sendable package static func encode(_ full: OnPostingThread) -> (
                object: Any?, userInfo: [AnyHashable: Any]?
            ) {
                (object: full.payload.container, userInfo: [eventKey.rawValue: full.eventObject])
            }
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

    private let (_persistentCloudKitContainerEventChanged, _persistentCloudKitContainerEventChangedOnPostingThread) =
        PersistentCloudKitContainerEventChanged.OnPostingThread.descriptors(
            CatalogNames.persistentCloudKitContainerEventChanged)
#endif
