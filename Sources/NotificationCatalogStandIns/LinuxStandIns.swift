// Where Apple's frameworks are absent (Linux, Windows), the Apple-only types the Apple catalog entries carry are
// declared here under Apple's own names, with the SDK's raw values (iPhoneOS 17.4 SDK headers), so that the same
// payload source compiles and is tested on Linux. On Apple platforms these declarations do not exist: the entries use
// AVFAudio's, Core Data's, Foundation's, UIKit's and AVFoundation's own types.
//
// What differs from Apple's: the classes are empty (no behaviour, nothing posts), and they are final. The enumerations
// Apple imports from `NS_ENUM` are structs here whose `init?(rawValue:)` never fails, which is how Swift imports a C
// enum (an unknown raw value is kept); their Sendable-ness is Apple's (`NS_SWIFT_SENDABLE` classes are `Sendable`,
// the others are not).
#if !canImport(Darwin)
    public import Foundation

    // MARK: - AVFAudio

    /// Linux stand-in for AVFAudio's `AVAudioSession` (the `object` of its notifications). Not `Sendable`, like
    /// Apple's.
    public final class AVAudioSession: NSObject {
        /// A new session object (Apple's has only `sharedInstance()`).
        override public init() {}

        /// Linux stand-in for `AVAudioSession.InterruptionType` (`AVAudioSessionInterruptionType`, `NSUInteger`).
        /// `Sendable`: it holds a `UInt`.
        public struct InterruptionType: RawRepresentable, Hashable, Sendable {
            /// The SDK's raw value.
            public let rawValue: UInt
            /// Keeps any raw value, as Swift's import of the C enum does.
            public init?(rawValue: UInt) { self.rawValue = rawValue }
            private init(_ rawValue: UInt) { self.rawValue = rawValue }
            /// `AVAudioSessionInterruptionTypeBegan`, 1: the system interrupted the session.
            public static let began = InterruptionType(1)
            /// `AVAudioSessionInterruptionTypeEnded`, 0: the interruption ended.
            public static let ended = InterruptionType(0)
        }

        /// Linux stand-in for `AVAudioSession.InterruptionOptions` (`NS_OPTIONS`, `NSUInteger`). `Sendable`: it
        /// holds a `UInt`.
        public struct InterruptionOptions: OptionSet, Hashable, Sendable {
            /// The SDK's raw value.
            public let rawValue: UInt
            /// Options with these bits; unknown bits are kept.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// `AVAudioSessionInterruptionOptionShouldResume`, 1.
            public static let shouldResume = InterruptionOptions(rawValue: 1)
        }

        /// Linux stand-in for `AVAudioSession.InterruptionReason` (`NSUInteger`). `Sendable`: it holds a `UInt`.
        public struct InterruptionReason: RawRepresentable, Hashable, Sendable {
            /// The SDK's raw value.
            public let rawValue: UInt
            /// Keeps any raw value, as Swift's import of the C enum does.
            public init?(rawValue: UInt) { self.rawValue = rawValue }
            private init(_ rawValue: UInt) { self.rawValue = rawValue }
            /// `AVAudioSessionInterruptionReasonDefault`, 0: another session was activated.
            public static let `default` = InterruptionReason(0)
            /// `AVAudioSessionInterruptionReasonBuiltInMicMuted`, 2.
            public static let builtInMicMuted = InterruptionReason(2)
            /// `AVAudioSessionInterruptionReasonRouteDisconnected`, 4 (iOS 17).
            public static let routeDisconnected = InterruptionReason(4)
        }

        /// Linux stand-in for `AVAudioSession.RouteChangeReason` (`NSUInteger`). `Sendable`: it holds a `UInt`.
        public struct RouteChangeReason: RawRepresentable, Hashable, Sendable {
            /// The SDK's raw value.
            public let rawValue: UInt
            /// Keeps any raw value, as Swift's import of the C enum does.
            public init?(rawValue: UInt) { self.rawValue = rawValue }
            private init(_ rawValue: UInt) { self.rawValue = rawValue }
            /// `AVAudioSessionRouteChangeReasonUnknown`, 0.
            public static let unknown = RouteChangeReason(0)
            /// `AVAudioSessionRouteChangeReasonOldDeviceUnavailable`, 2.
            public static let oldDeviceUnavailable = RouteChangeReason(2)
            /// `AVAudioSessionRouteChangeReasonRouteConfigurationChange`, 8.
            public static let routeConfigurationChange = RouteChangeReason(8)
        }

        /// Linux stand-in for `AVAudioSession.SilenceSecondaryAudioHintType` (`NSUInteger`). `Sendable`: it holds a
        /// `UInt`.
        public struct SilenceSecondaryAudioHintType: RawRepresentable, Hashable, Sendable {
            /// The SDK's raw value.
            public let rawValue: UInt
            /// Keeps any raw value, as Swift's import of the C enum does.
            public init?(rawValue: UInt) { self.rawValue = rawValue }
            private init(_ rawValue: UInt) { self.rawValue = rawValue }
            /// `AVAudioSessionSilenceSecondaryAudioHintTypeBegin`, 1: another app's primary audio started.
            public static let begin = SilenceSecondaryAudioHintType(1)
            /// `AVAudioSessionSilenceSecondaryAudioHintTypeEnd`, 0: it stopped.
            public static let end = SilenceSecondaryAudioHintType(0)
        }
    }

    extension AVAudioSession {
        /// Linux stand-in for `AVAudioSession.Port` (`AVAudioSessionPort`, an `NSString` typed enum). `Sendable`: it
        /// holds a `String`.
        public struct Port: RawRepresentable, Hashable, Sendable {
            /// AVFAudio's raw value, e.g. `Speaker`.
            public let rawValue: String
            /// The port type with this raw value.
            public init(rawValue: String) { self.rawValue = rawValue }
        }
    }

    extension AVAudioSession {
        /// Linux stand-in for `AVAudioSession.RenderingMode` (`AVAudioSessionRenderingMode`, `NSInteger`, iOS 17.2).
        /// `Sendable`: it holds an `Int`.
        public struct RenderingMode: RawRepresentable, Hashable, Sendable {
            /// The SDK's raw value.
            public let rawValue: Int
            /// Keeps any raw value, as Swift's import of the C enum does.
            public init?(rawValue: Int) { self.rawValue = rawValue }
            private init(_ rawValue: Int) { self.rawValue = rawValue }
            /// `AVAudioSessionRenderingModeDolbyAtmos`, 5.
            public static let dolbyAtmos = RenderingMode(5)
        }
    }

    /// Linux stand-in for AVFAudio's `AVAudioSessionPortDescription`, with the properties the catalog reads. Not
    /// `Sendable`, like Apple's.
    public final class AVAudioSessionPortDescription: NSObject {
        /// The port's type.
        public let portType: AVAudioSession.Port
        /// The port's name, for people.
        public let portName: String
        /// The port's unique identifier (Apple's `UID`).
        public let uid: String

        /// A port with these properties (Apple's has no public initializer).
        public init(portType: AVAudioSession.Port, portName: String, uid: String) {
            self.portType = portType
            self.portName = portName
            self.uid = uid
        }
    }

    /// Linux stand-in for AVFAudio's `AVAudioSessionRouteDescription` (the previous route of a route change). Not
    /// `Sendable`, like Apple's.
    public final class AVAudioSessionRouteDescription: NSObject {
        /// The route's input ports.
        public let inputs: [AVAudioSessionPortDescription]
        /// The route's output ports.
        public let outputs: [AVAudioSessionPortDescription]

        /// A route with these ports (Apple's has no public initializer).
        public init(inputs: [AVAudioSessionPortDescription] = [], outputs: [AVAudioSessionPortDescription] = []) {
            self.inputs = inputs
            self.outputs = outputs
        }
    }

    // MARK: - Core Data

    /// Linux stand-in for Core Data's `NSManagedObjectContext`. Not `Sendable`, like Apple's.
    public final class NSManagedObjectContext: NSObject {
        /// A context with nothing in it.
        override public init() {}
    }

    /// Linux stand-in for Core Data's `NSManagedObject`. Not `Sendable`, like Apple's.
    public final class NSManagedObject: NSObject {
        /// The object's ID.
        public let objectID: NSManagedObjectID
        /// An object of no entity, with this ID (a new one by default).
        public init(objectID: NSManagedObjectID = NSManagedObjectID()) {
            self.objectID = objectID
        }
    }

    /// Linux stand-in for Core Data's `NSManagedObjectID`. `Sendable` like Apple's (`NS_SWIFT_SENDABLE`): it holds
    /// nothing.
    public final class NSManagedObjectID: NSObject, Sendable {
        /// An identifier of nothing.
        override public init() {}
    }

    /// Linux stand-in for Core Data's `NSPersistentStoreCoordinator`. `Sendable` like Apple's (`NS_SWIFT_SENDABLE`):
    /// it holds nothing.
    public final class NSPersistentStoreCoordinator: NSObject, Sendable {
        /// A coordinator of no stores.
        override public init() {}
    }

    /// Linux stand-in for Core Data's `NSPersistentStore`, with the properties the catalog reads. Not `Sendable`, like
    /// Apple's.
    public final class NSPersistentStore: NSObject {
        /// The store's unique identifier (Apple's is an implicitly unwrapped `String!`).
        public let identifier: String?
        /// The store's type, e.g. `SQLite`.
        public let type: String
        /// The store's location; `nil` for an in-memory store.
        public let url: URL?

        /// A store with these properties (Apple's is made by its coordinator).
        public init(identifier: String?, type: String, url: URL?) {
            self.identifier = identifier
            self.type = type
            self.url = url
        }
    }

    /// Linux stand-in for Core Data's `NSPersistentHistoryToken`. Not `Sendable`, like Apple's.
    public final class NSPersistentHistoryToken: NSObject {
        /// A token of no transaction.
        override public init() {}
    }

    /// Linux stand-in for Core Data's `NSQueryGenerationToken`. Not `Sendable`, like Apple's.
    public final class NSQueryGenerationToken: NSObject {
        /// A token of no generation.
        override public init() {}
    }

    /// Linux stand-in for Core Data's `NSPersistentCloudKitContainer`. `Sendable` like Apple's
    /// (`NS_SWIFT_SENDABLE`): it holds nothing.
    public final class NSPersistentCloudKitContainer: NSObject, Sendable {
        /// A container of no stores.
        override public init() {}

        /// Linux stand-in for `NSPersistentCloudKitContainer.EventType` (`NSPersistentCloudKitContainerEventType`,
        /// `NSInteger`). `Sendable`: it holds an `Int`.
        public struct EventType: RawRepresentable, Hashable, Sendable {
            /// The SDK's raw value.
            public let rawValue: Int
            /// Keeps any raw value, as Swift's import of the C enum does.
            public init?(rawValue: Int) { self.rawValue = rawValue }
            private init(_ rawValue: Int) { self.rawValue = rawValue }
            /// `NSPersistentCloudKitContainerEventTypeSetup`, 0.
            public static let setup = EventType(0)
            /// `NSPersistentCloudKitContainerEventTypeImport`, 1.
            public static let `import` = EventType(1)
            /// `NSPersistentCloudKitContainerEventTypeExport`, 2.
            public static let export = EventType(2)
        }

        /// Linux stand-in for `NSPersistentCloudKitContainer.Event` (`NSPersistentCloudKitContainerEvent`), with its
        /// properties. Not `Sendable`, like Apple's.
        public final class Event: NSObject {
            /// The event's identifier.
            public let identifier: UUID
            /// The identifier of the store the event is about.
            public let storeIdentifier: String
            /// Setup, import or export.
            public let type: EventType
            /// When the event started.
            public let startDate: Date
            /// When it ended; `nil` while it runs.
            public let endDate: Date?
            /// Whether it succeeded (meaningful once it ended).
            public let succeeded: Bool
            /// Why it failed; `nil` otherwise.
            public let error: NSError?

            /// An event with these properties (Apple's has no public initializer).
            public init(
                identifier: UUID, storeIdentifier: String, type: EventType, startDate: Date, endDate: Date?,
                succeeded: Bool, error: NSError?
            ) {
                self.identifier = identifier
                self.storeIdentifier = storeIdentifier
                self.type = type
                self.startDate = startDate
                self.endDate = endDate
                self.succeeded = succeeded
                self.error = error
            }
        }
    }

    // MARK: - Foundation (Apple only)

    /// Linux stand-in for Foundation's `NSUbiquitousKeyValueStore` (absent from Foundation on Linux). Not `Sendable`,
    /// like Apple's.
    public final class NSUbiquitousKeyValueStore: NSObject {
        /// A store with nothing in it (Apple's has only `default`).
        override public init() {}
    }

    /// Linux stand-in for Foundation's `NSMetadataQuery` (absent from Foundation on Linux). Not `Sendable`, like
    /// Apple's.
    public final class NSMetadataQuery: NSObject {
        /// A query that finds nothing.
        override public init() {}
    }

    /// Linux stand-in for Foundation's `NSMetadataItem` (absent from Foundation on Linux). Not `Sendable`, like
    /// Apple's.
    public final class NSMetadataItem: NSObject {
        /// An item with no attributes.
        override public init() {}
    }

    // MARK: - UIKit

    /// Linux stand-in for UIKit's `UIContentSizeCategory` (an `NSString` typed enum). `Sendable`: it holds a
    /// `String`.
    public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw value, e.g. `UICTContentSizeCategoryL`.
        public let rawValue: String
        /// The category with this raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// Linux stand-in for UIKit's `UIAccessibility` namespace, with what the catalog's accessibility entries carry.
    public enum UIAccessibility {
        /// Linux stand-in for `UIAccessibility.AssistiveTechnologyIdentifier` (an `NSString` typed enum).
        /// `Sendable`: it holds a `String`.
        public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
            /// UIKit's raw value.
            public let rawValue: String
            /// The identifier with this raw value.
            public init(rawValue: String) { self.rawValue = rawValue }
        }
    }

    /// Linux stand-in for UIKit's `UIScreen` (the object of the keyboard and content size notifications). `Sendable`
    /// like Apple's: it is main-actor isolated.
    @MainActor
    public final class UIScreen: NSObject {
        /// A screen of no size; made on any thread (Apple's has only `main` and the screens UIKit lists).
        nonisolated override public init() {}
    }

    /// Linux stand-in for UIKit's `UIPasteboard`. `Sendable` like Apple's (`NS_SWIFT_SENDABLE`): it holds nothing.
    public final class UIPasteboard: NSObject, Sendable {
        /// A pasteboard with nothing on it.
        override public init() {}
    }

    // MARK: - AVFoundation

    /// Linux stand-in for AVFoundation's `AVPlayer`. Not `Sendable`, like Apple's.
    public final class AVPlayer: NSObject {
        /// A player of nothing.
        override public init() {}

        /// Linux stand-in for `AVPlayer.RateDidChangeReason` (`AVPlayerRateDidChangeReason`, an `NSString` typed
        /// enum, iOS 15). `Sendable`: it holds a `String`.
        public struct RateDidChangeReason: RawRepresentable, Hashable, Sendable {
            /// AVFoundation's raw value.
            public let rawValue: String
            /// The reason with this raw value.
            public init(rawValue: String) { self.rawValue = rawValue }
        }
    }

    /// Linux stand-in for AVFoundation's `AVCoordinatedPlaybackParticipant`. `Sendable` like Apple's
    /// (`NS_SWIFT_SENDABLE`): it holds a `UUID`.
    public final class AVCoordinatedPlaybackParticipant: NSObject, Sendable {
        /// The participant's identifier.
        public let identifier: UUID
        /// A participant with this identifier (Apple's are made by the playback coordinator).
        public init(identifier: UUID) { self.identifier = identifier }
    }

    /// Linux stand-in for AVFoundation's `AVPlayerItem`. Not `Sendable`, like Apple's.
    public final class AVPlayerItem: NSObject {
        /// An item of no asset.
        override public init() {}
    }

    /// Linux stand-in for AVFoundation's `AVCaptureDevice`, for its nested `SystemPressureState`. Not `Sendable`, like
    /// Apple's.
    public final class AVCaptureDevice: NSObject {
        /// No device.
        override public init() {}

        /// Linux stand-in for `AVCaptureDevice.SystemPressureState` (`AVCaptureSystemPressureState`), with its level.
        /// Not `Sendable`, like Apple's.
        public final class SystemPressureState: NSObject {
            /// How severe the pressure is.
            public let level: Level
            /// A state of this level (Apple's has no public initializer).
            public init(level: Level) { self.level = level }

            /// Linux stand-in for `AVCaptureDevice.SystemPressureState.Level` (`AVCaptureSystemPressureLevel`, an
            /// `NSString` typed enum). `Sendable`: it holds a `String`.
            public struct Level: RawRepresentable, Hashable, Sendable {
                /// AVFoundation's raw value, e.g. `AVCaptureSystemPressureLevelSerious`.
                public let rawValue: String
                /// The level with this raw value.
                public init(rawValue: String) { self.rawValue = rawValue }
            }
        }
    }

    /// Linux stand-in for AVFoundation's `AVCaptureSession`. Not `Sendable`, like Apple's.
    public final class AVCaptureSession: NSObject {
        /// A session with no inputs.
        override public init() {}

        /// Linux stand-in for `AVCaptureSession.InterruptionReason` (`NSInteger`). `Sendable`: it holds an `Int`.
        public struct InterruptionReason: RawRepresentable, Hashable, Sendable {
            /// The SDK's raw value.
            public let rawValue: Int
            /// Keeps any raw value, as Swift's import of the C enum does.
            public init?(rawValue: Int) { self.rawValue = rawValue }
            private init(_ rawValue: Int) { self.rawValue = rawValue }
            /// `AVCaptureSessionInterruptionReasonVideoDeviceNotAvailableInBackground`, 1.
            public static let videoDeviceNotAvailableInBackground = InterruptionReason(1)
            /// `AVCaptureSessionInterruptionReasonVideoDeviceNotAvailableDueToSystemPressure`, 5 (iOS 11.1).
            public static let videoDeviceNotAvailableDueToSystemPressure = InterruptionReason(5)
        }
    }

    // MARK: - ExternalAccessory

    /// Linux stand-in for ExternalAccessory's `EAAccessoryManager` (the object of its notifications). Not `Sendable`,
    /// like Apple's.
    public final class EAAccessoryManager: NSObject {
        /// A manager of no accessories (Apple's has only `shared()`).
        override public init() {}
    }

    /// Linux stand-in for ExternalAccessory's `EAAccessory`, with the properties the catalog reads. Not `Sendable`,
    /// like Apple's.
    public final class EAAccessory: NSObject {
        /// Whether it is connected.
        public let isConnected: Bool
        /// Its connection's identifier.
        public let connectionID: Int
        /// Its manufacturer, name, model, serial number and revisions.
        public let manufacturer: String, name: String, modelNumber: String, serialNumber: String
        /// Its firmware and hardware revisions.
        public let firmwareRevision: String, hardwareRevision: String
        /// The protocols it speaks, e.g. `com.example.protocol`.
        public let protocolStrings: [String]

        /// An accessory with these properties (Apple's are made by the accessory manager).
        public init(
            isConnected: Bool = true, connectionID: Int, manufacturer: String = "", name: String,
            modelNumber: String = "", serialNumber: String = "", firmwareRevision: String = "",
            hardwareRevision: String = "", protocolStrings: [String] = []
        ) {
            self.isConnected = isConnected
            self.connectionID = connectionID
            self.manufacturer = manufacturer
            self.name = name
            self.modelNumber = modelNumber
            self.serialNumber = serialNumber
            self.firmwareRevision = firmwareRevision
            self.hardwareRevision = hardwareRevision
            self.protocolStrings = protocolStrings
        }
    }
#endif
