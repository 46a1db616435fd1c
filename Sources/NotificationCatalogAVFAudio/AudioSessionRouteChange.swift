// AVFAudio: one catalog entry (or the entries that share its payload) in one file: the names and keys (the
// SDK's constants on iOS, their strings on Linux), the payload, the descriptors and the entry. On macOS, tvOS,
// watchOS and visionOS it is left out, like the rest of the Apple catalog.
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        public import AVFAudio
    #else
        public import NotificationCatalogStandIns
    #endif
    public import NotificationCatalogFoundation
    internal import Foundation
    public import NotificationDescriptors

    #if os(iOS)
        extension CatalogNames {
            static let audioSessionRouteChange = AVAudioSession.routeChangeNotification
            static let audioSessionRouteChangePreviousRoute = AVAudioSessionRouteChangePreviousRouteKey
            static let audioSessionRouteChangeReason = AVAudioSessionRouteChangeReasonKey
        }
    #else
        extension CatalogNames {
            static let audioSessionRouteChange = Notification.Name("AVAudioSessionRouteChangeNotification")
            static let audioSessionRouteChangePreviousRoute = "AVAudioSessionRouteChangePreviousRouteKey"
            static let audioSessionRouteChangeReason = "AVAudioSessionRouteChangeReasonKey"
        }
    #endif

    /// One port of an audio route, as values: what ``AudioSessionRouteChange`` keeps of an
    /// `AVAudioSessionPortDescription`. `Sendable`: it holds strings.
    public struct AudioSessionPort: Sendable, Hashable {
        /// The port's type (`AVAudioSession.Port`, e.g. `.headphones`).
        public var portType: AVAudioSession.Port
        /// The port's name, for people.
        public var portName: String
        /// The port's unique identifier (`AVAudioSessionPortDescription.uid`).
        public var uid: String

        /// A port with these values.
        public init(portType: AVAudioSession.Port, portName: String, uid: String) {
            self.portType = portType
            self.portName = portName
            self.uid = uid
        }

        /// The values of `description` (read on the thread that has it).
        public init(_ description: AVAudioSessionPortDescription) {
            self.init(portType: description.portType, portName: description.portName, uid: description.uid)
        }
    }

    /// An audio route, as values: what ``AudioSessionRouteChange`` keeps of an `AVAudioSessionRouteDescription`.
    /// `Sendable`: it holds ports as values.
    public struct AudioSessionRoute: Sendable, Hashable {
        /// The route's input ports, in AVFAudio's order.
        public var inputs: [AudioSessionPort]
        /// The route's output ports, in AVFAudio's order.
        public var outputs: [AudioSessionPort]

        /// A route with these ports.
        public init(inputs: [AudioSessionPort] = [], outputs: [AudioSessionPort] = []) {
            self.inputs = inputs
            self.outputs = outputs
        }

        /// The ports of `description` (read on the thread that has it).
        public init(_ description: AVAudioSessionRouteDescription) {
            self.init(
                inputs: description.inputs.map(AudioSessionPort.init),
                outputs: description.outputs.map(AudioSessionPort.init))
        }
    }

    /// The audio route changed: the payload of AVFAudio's `AVAudioSession.routeChangeNotification`.
    ///
    /// `Sendable`: the previous route is kept as values (its ports' types, names and UIDs). The session and the
    /// `AVAudioSessionRouteDescription` itself, which are not `Sendable`, come with ``OnPostingThread``.
    ///
    /// Observe-only: an `AVAudioSessionRouteDescription` cannot be made from values, so posting this payload sends it
    /// intact to typed observers of ``NotificationDescriptors/NotificationDescriptor/audioSessionRouteChange``; post
    /// AVFAudio's shape through ``OnPostingThread``.
    public struct AudioSessionRouteChange: Sendable, Equatable {
        /// Why: `AVAudioSessionRouteChangeReasonKey`. Unknown raw values are kept (Apple added
        /// `routeConfigurationChange` in iOS 7 and may add more).
        public var reason: AVAudioSession.RouteChangeReason
        /// The route before the change: `AVAudioSessionRouteChangePreviousRouteKey`, as values.
        public var previousRoute: AudioSessionRoute

        /// A payload with these values.
        public init(reason: AVAudioSession.RouteChangeReason, previousRoute: AudioSessionRoute) {
            self.reason = reason
            self.previousRoute = previousRoute
        }

        /// The payload with the session and the route description, which are not `Sendable`: the payload of
        /// ``NotificationDescriptors/NotificationDescriptor/audioSessionRouteChangeOnPostingThread``, handed to
        /// `observe(_:object:using:)`'s handler synchronously on the posting thread (the compiler keeps it there).
        /// Reads the payload's properties as its own.
        public struct OnPostingThread: PostingThreadPayload, CatalogPayload {
            /// What can leave the posting thread.
            public var payload: AudioSessionRouteChange
            /// The session whose route changed: the notification's `object` (`nil` only for a notification posted
            /// without one).
            public var session: AVAudioSession?
            /// The route before the change, as AVFAudio posted it.
            public var previousRouteDescription: AVAudioSessionRouteDescription

            /// A payload of this reason and route; ``payload`` is read from them.
            public init(
                reason: AVAudioSession.RouteChangeReason, previousRoute: AVAudioSessionRouteDescription,
                session: AVAudioSession? = nil
            ) {
                self.payload = AudioSessionRouteChange(reason: reason, previousRoute: AudioSessionRoute(previousRoute))
                self.session = session
                self.previousRouteDescription = previousRoute
            }

            @Sendable package static func decode(_ note: Notification) throws -> OnPostingThread {
                OnPostingThread(
                    reason: try AudioSessionRouteChange.reason(in: note),
                    previousRoute: try note.value(for: AudioSessionRouteChange.previousRouteKey),
                    session: try note.catalogObjectIfPresent(as: AVAudioSession.self))
            }

            /// Writes what AVFAudio writes: the reason as an `NSNumber`, the previous route, the session as the
            /// object.
            @Sendable package static func encode(_ full: OnPostingThread) -> (
                object: Any?, userInfo: [AnyHashable: Any]?
            ) {
                (
                    object: full.session,
                    userInfo: [
                        AudioSessionRouteChange.reasonKey.rawValue: NSNumber(value: full.payload.reason.rawValue),
                        AudioSessionRouteChange.previousRouteKey.rawValue: full.previousRouteDescription,
                    ]
                )
            }
        }

        static let reasonKey = UserInfoKey<UInt>(CatalogNames.audioSessionRouteChangeReason)
        static let previousRouteKey = UserInfoKey<AVAudioSessionRouteDescription>(
            CatalogNames.audioSessionRouteChangePreviousRoute)

        static func reason(in note: Notification) throws -> AVAudioSession.RouteChangeReason {
            let reasonRaw = try note.value(for: reasonKey)
            guard let reason = AVAudioSession.RouteChangeReason(rawValue: reasonRaw) else {
                throw catalogInvalidRawValue(
                    reasonRaw, key: reasonKey.rawValue, typeName: "AVAudioSession.RouteChangeReason", name: note.name)
            }
            return reason
        }

    }

    extension NotificationDescriptor where Payload == AudioSessionRouteChange {
        /// The audio route changed (AVFAudio's `AVAudioSession.routeChangeNotification`,
        /// `AVAudioSessionRouteChangeNotification`).
        ///
        /// - **Posted on Linux:** **no** (no AVFAudio). On iOS the session posts it on a secondary thread (Apple's
        ///   documentation).
        /// - **Object:** the `AVAudioSession`; left out of the payload (observe
        ///   ``audioSessionRouteChangeOnPostingThread`` to get it).
        /// - **userInfo:** `AVAudioSessionRouteChangeReasonKey` (`NSNumber`), `AVAudioSessionRouteChangePreviousRouteKey`
        ///   (`AVAudioSessionRouteDescription`, kept as its ports' values). See ``AudioSessionRouteChange``.
        /// - **Observe-only:** posting through it sends the payload intact; post AVFAudio's shape with
        ///   ``audioSessionRouteChangeOnPostingThread``.
        public static var audioSessionRouteChange: Self { _audioSessionRouteChange }
    }

    extension NotificationDescriptor where Payload == AudioSessionRouteChange.OnPostingThread {
        /// ``audioSessionRouteChange`` with the session and the `AVAudioSessionRouteDescription`, for
        /// `observe(_:object:using:)` only: its handler gets them synchronously on the posting thread. See
        /// ``AudioSessionRouteChange/OnPostingThread``.
        public static var audioSessionRouteChangeOnPostingThread: Self { _audioSessionRouteChangeOnPostingThread }
    }

    private let (_audioSessionRouteChange, _audioSessionRouteChangeOnPostingThread) = AudioSessionRouteChange
        .OnPostingThread.descriptors(CatalogNames.audioSessionRouteChange)
#endif
