// AVFAudio's three AVAudioSession notifications. On iOS the types are AVFAudio's; on Linux, the stand-ins of
// `NotificationCatalogStandIns` (same names, the SDK's raw values); elsewhere this file is empty (see
// the module's `CatalogNames.swift`).
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        public import AVFAudio
    #else
        public import NotificationCatalogStandIns
    #endif
    package import NotificationCatalogFoundation
    internal import Foundation
    public import NotificationDescriptors

    /// An audio session was interrupted, or its interruption ended: the payload of AVFAudio's
    /// `AVAudioSession.interruptionNotification`.
    ///
    /// Optional as AVFAudio sends it: ``options`` only when the interruption **ends**, ``reason`` only when it
    /// **begins** (iOS 14.5 and later), ``wasSuspended`` only from iOS 10.3 to 14.5 (deprecated). An observer that
    /// requires the options key drops every interruption that begins, and those that end without it.
    ///
    /// `Sendable`: it holds raw values. The session (the notification's object, not `Sendable`) comes with
    /// ``OnPostingThread``.
    public struct AudioSessionInterruption: Sendable, Equatable {
        /// Began or ended: `AVAudioSessionInterruptionTypeKey`. `AVAudioSessionInterruptionType` is an open `NS_ENUM`
        /// that has had these two cases since iOS 6; rejecting another raw value is this catalog's policy, not the
        /// SDK's (a new case would be a decoding error naming the value, never a silent pick).
        public var type: AVAudioSession.InterruptionType
        /// Whether to resume (`.shouldResume`): `AVAudioSessionInterruptionOptionKey`, present only when the
        /// interruption ends. Unknown bits are kept.
        public var options: AVAudioSession.InterruptionOptions?
        /// Why it began: `AVAudioSessionInterruptionReasonKey`, present only when it begins, from iOS 14.5. Unknown
        /// raw values are kept (Apple added `builtInMicMuted` in 14.5 and `routeDisconnected` in 17).
        public var reason: AVAudioSession.InterruptionReason?
        /// Whether the app was suspended: `AVAudioSessionInterruptionWasSuspendedKey`, deprecated (iOS 10.3 to 14.5);
        /// `nil` when absent.
        public var wasSuspended: Bool?

        /// A payload with these values.
        public init(
            type: AVAudioSession.InterruptionType,
            options: AVAudioSession.InterruptionOptions? = nil,
            reason: AVAudioSession.InterruptionReason? = nil,
            wasSuspended: Bool? = nil
        ) {
            self.type = type
            self.options = options
            self.reason = reason
            self.wasSuspended = wasSuspended
        }

        /// The payload with the session, which is not `Sendable`: the payload of
        /// ``NotificationDescriptors/NotificationDescriptor/audioSessionInterruptionOnPostingThread``, handed to
        /// `observe(_:object:using:)`'s handler synchronously on the posting thread. The compiler keeps it there: it
        /// is not `Sendable`, so `notifications(of:)`, `observeOnMainActor`, `next` and `NotificationRecorder` do not
        /// take its descriptor. Reads the payload's properties as its own.
        @dynamicMemberLookup
        public struct OnPostingThread {
            /// What can leave the posting thread.
            public var payload: AudioSessionInterruption
            /// The session that was interrupted: the notification's `object` (AVFAudio always sends it; `nil` only
            /// for a notification posted without one).
            public var session: AVAudioSession?

            /// A payload with this session.
            public init(_ payload: AudioSessionInterruption, session: AVAudioSession? = nil) {
                self.payload = payload
                self.session = session
            }

            /// The payload's property at `keyPath`.
            public subscript<Value>(dynamicMember keyPath: KeyPath<AudioSessionInterruption, Value>) -> Value {
                payload[keyPath: keyPath]
            }

            @Sendable static func decode(_ note: Notification) throws -> OnPostingThread {
                OnPostingThread(
                    try AudioSessionInterruption.decode(note),
                    session: try note.catalogObjectIfPresent(as: AVAudioSession.self))
            }

            /// Writes what AVFAudio writes, with the session as the object.
            @Sendable static func encode(_ full: OnPostingThread) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
                (object: full.session, userInfo: AudioSessionInterruption.encode(full.payload).userInfo)
            }
        }

        static let typeKey = UserInfoKey<UInt>(CatalogNames.audioSessionInterruptionType)
        static let optionKey = UserInfoKey<UInt>(CatalogNames.audioSessionInterruptionOption)
        static let reasonKey = UserInfoKey<UInt>(CatalogNames.audioSessionInterruptionReason)
        static let wasSuspendedKey = UserInfoKey<Bool>(CatalogNames.audioSessionInterruptionWasSuspended)

        @Sendable static func decode(_ note: Notification) throws -> AudioSessionInterruption {
            let typeRaw = try note.catalogClosedRawValue(
                typeKey, typeName: "AVAudioSession.InterruptionType", known: [0: "ended", 1: "began"])
            guard let type = AVAudioSession.InterruptionType(rawValue: typeRaw) else {
                throw catalogInvalidRawValue(
                    typeRaw, key: typeKey.rawValue, typeName: "AVAudioSession.InterruptionType", name: note.name)
            }
            var reason: AVAudioSession.InterruptionReason?
            if let reasonRaw = try note.valueIfPresent(for: reasonKey) {
                guard let known = AVAudioSession.InterruptionReason(rawValue: reasonRaw) else {
                    throw catalogInvalidRawValue(
                        reasonRaw, key: reasonKey.rawValue, typeName: "AVAudioSession.InterruptionReason",
                        name: note.name)
                }
                reason = known
            }
            return AudioSessionInterruption(
                type: type,
                options: try note.valueIfPresent(for: optionKey).map(AVAudioSession.InterruptionOptions.init),
                reason: reason,
                wasSuspended: try note.valueIfPresent(for: wasSuspendedKey)
            )
        }

        /// Writes what AVFAudio writes: `NSNumber`s, only the keys that are present, no object (post it with
        /// `object:`, or through ``OnPostingThread``).
        @Sendable static func encode(_ payload: AudioSessionInterruption) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            var userInfo: [AnyHashable: Any] = [typeKey.rawValue: NSNumber(value: payload.type.rawValue)]
            if let options = payload.options { userInfo[optionKey.rawValue] = NSNumber(value: options.rawValue) }
            if let reason = payload.reason { userInfo[reasonKey.rawValue] = NSNumber(value: reason.rawValue) }
            if let wasSuspended = payload.wasSuspended {
                userInfo[wasSuspendedKey.rawValue] = NSNumber(value: wasSuspended)
            }
            return (object: nil, userInfo: userInfo)
        }
    }

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
        @dynamicMemberLookup
        public struct OnPostingThread {
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

            /// The payload's property at `keyPath`.
            public subscript<Value>(dynamicMember keyPath: KeyPath<AudioSessionRouteChange, Value>) -> Value {
                payload[keyPath: keyPath]
            }

            @Sendable static func decode(_ note: Notification) throws -> OnPostingThread {
                OnPostingThread(
                    reason: try AudioSessionRouteChange.reason(in: note),
                    previousRoute: try note.value(for: AudioSessionRouteChange.previousRouteKey),
                    session: try note.catalogObjectIfPresent(as: AVAudioSession.self))
            }

            /// Writes what AVFAudio writes: the reason as an `NSNumber`, the previous route, the session as the
            /// object.
            @Sendable static func encode(_ full: OnPostingThread) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
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

        @Sendable static func decode(_ note: Notification) throws -> AudioSessionRouteChange {
            try OnPostingThread.decode(note).payload
        }
    }

    /// Another app's primary audio started or stopped: the payload of AVFAudio's
    /// `AVAudioSession.silenceSecondaryAudioHintNotification`.
    ///
    /// `Sendable`: it holds a raw value. The session (not `Sendable`) comes with ``OnPostingThread``.
    public struct AudioSessionSilenceSecondaryAudioHint: Sendable, Equatable {
        /// Begin or end: `AVAudioSessionSilenceSecondaryAudioHintTypeKey`. The type is an open `NS_ENUM` that has had
        /// these two cases since iOS 8; rejecting another raw value is this catalog's policy, not the SDK's.
        public var type: AVAudioSession.SilenceSecondaryAudioHintType

        /// A payload with this type.
        public init(type: AVAudioSession.SilenceSecondaryAudioHintType) {
            self.type = type
        }

        /// The payload with the session, which is not `Sendable`: the payload of
        /// ``NotificationDescriptors/NotificationDescriptor/audioSessionSilenceSecondaryAudioHintOnPostingThread``,
        /// handed to `observe(_:object:using:)`'s handler synchronously on the posting thread (the compiler keeps it
        /// there). Reads the payload's properties as its own.
        @dynamicMemberLookup
        public struct OnPostingThread {
            /// What can leave the posting thread.
            public var payload: AudioSessionSilenceSecondaryAudioHint
            /// The session: the notification's `object` (`nil` only for a notification posted without one).
            public var session: AVAudioSession?

            /// A payload with this session.
            public init(_ payload: AudioSessionSilenceSecondaryAudioHint, session: AVAudioSession? = nil) {
                self.payload = payload
                self.session = session
            }

            /// The payload's property at `keyPath`.
            public subscript<Value>(dynamicMember keyPath: KeyPath<AudioSessionSilenceSecondaryAudioHint, Value>)
                -> Value
            {
                payload[keyPath: keyPath]
            }

            @Sendable static func decode(_ note: Notification) throws -> OnPostingThread {
                OnPostingThread(
                    try AudioSessionSilenceSecondaryAudioHint.decode(note),
                    session: try note.catalogObjectIfPresent(as: AVAudioSession.self))
            }

            /// Writes what AVFAudio writes, with the session as the object.
            @Sendable static func encode(_ full: OnPostingThread) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
                (object: full.session, userInfo: AudioSessionSilenceSecondaryAudioHint.encode(full.payload).userInfo)
            }
        }

        static let typeKey = UserInfoKey<UInt>(CatalogNames.audioSessionSilenceSecondaryAudioHintType)

        @Sendable static func decode(_ note: Notification) throws -> AudioSessionSilenceSecondaryAudioHint {
            let typeName = "AVAudioSession.SilenceSecondaryAudioHintType"
            let raw = try note.catalogClosedRawValue(typeKey, typeName: typeName, known: [0: "end", 1: "begin"])
            guard let type = AVAudioSession.SilenceSecondaryAudioHintType(rawValue: raw) else {
                throw catalogInvalidRawValue(raw, key: typeKey.rawValue, typeName: typeName, name: note.name)
            }
            return AudioSessionSilenceSecondaryAudioHint(type: type)
        }

        /// Writes what AVFAudio writes: the type as an `NSNumber`, no object (post it with `object:`, or through
        /// ``OnPostingThread``).
        @Sendable static func encode(_ payload: AudioSessionSilenceSecondaryAudioHint) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            (object: nil, userInfo: [typeKey.rawValue: NSNumber(value: payload.type.rawValue)])
        }
    }

    extension NotificationDescriptor where Payload == AudioSessionInterruption {
        /// An audio session was interrupted, or the interruption ended (AVFAudio's
        /// `AVAudioSession.interruptionNotification`, `AVAudioSessionInterruptionNotification`).
        ///
        /// - **Posted on Linux:** **no** (no AVFAudio). On iOS the session posts it on the main thread (Apple's
        ///   documentation).
        /// - **Object:** the `AVAudioSession`; pass it as `observe(_:object:)`'s `object` to hear only that session.
        ///   The payload leaves it out (it is not `Sendable`): observe
        ///   ``audioSessionInterruptionOnPostingThread`` to get it.
        /// - **userInfo:** `AVAudioSessionInterruptionTypeKey` (`NSNumber`, always),
        ///   `AVAudioSessionInterruptionOptionKey` (`NSNumber`, only when it ends),
        ///   `AVAudioSessionInterruptionReasonKey` (`NSNumber`, only when it begins, iOS 14.5+),
        ///   `AVAudioSessionInterruptionWasSuspendedKey` (`NSNumber`, `Bool`, deprecated). See
        ///   ``AudioSessionInterruption``.
        public static var audioSessionInterruption: Self { _audioSessionInterruption }
    }

    extension NotificationDescriptor where Payload == AudioSessionInterruption.OnPostingThread {
        /// ``audioSessionInterruption`` with the session, for `observe(_:object:using:)` only: its handler gets it
        /// synchronously on the posting thread. See ``AudioSessionInterruption/OnPostingThread``.
        public static var audioSessionInterruptionOnPostingThread: Self { _audioSessionInterruptionOnPostingThread }
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

    extension NotificationDescriptor where Payload == AudioSessionSilenceSecondaryAudioHint {
        /// Another app's primary audio started or stopped (AVFAudio's
        /// `AVAudioSession.silenceSecondaryAudioHintNotification`).
        ///
        /// - **Posted on Linux:** **no** (no AVFAudio). On iOS the session posts it on the main thread (Apple's
        ///   documentation), to foreground apps whose session is active.
        /// - **Object:** the `AVAudioSession`; left out of the payload (observe
        ///   ``audioSessionSilenceSecondaryAudioHintOnPostingThread`` to get it).
        /// - **userInfo:** `AVAudioSessionSilenceSecondaryAudioHintTypeKey` (`NSNumber`). See
        ///   ``AudioSessionSilenceSecondaryAudioHint``.
        public static var audioSessionSilenceSecondaryAudioHint: Self { _audioSessionSilenceSecondaryAudioHint }
    }

    extension NotificationDescriptor where Payload == AudioSessionSilenceSecondaryAudioHint.OnPostingThread {
        /// ``audioSessionSilenceSecondaryAudioHint`` with the session, for `observe(_:object:using:)` only: its
        /// handler gets it synchronously on the posting thread.
        public static var audioSessionSilenceSecondaryAudioHintOnPostingThread: Self {
            _audioSessionSilenceSecondaryAudioHintOnPostingThread
        }
    }

    private let _audioSessionInterruption = NotificationDescriptor(
        CatalogNames.audioSessionInterruption, decode: AudioSessionInterruption.decode,
        encode: AudioSessionInterruption.encode)
    private let _audioSessionInterruptionOnPostingThread = NotificationDescriptor(
        CatalogNames.audioSessionInterruption, decode: AudioSessionInterruption.OnPostingThread.decode,
        encode: AudioSessionInterruption.OnPostingThread.encode)
    private let _audioSessionRouteChange = NotificationDescriptor(
        CatalogNames.audioSessionRouteChange, decode: AudioSessionRouteChange.decode)
    private let _audioSessionRouteChangeOnPostingThread = NotificationDescriptor(
        CatalogNames.audioSessionRouteChange, decode: AudioSessionRouteChange.OnPostingThread.decode,
        encode: AudioSessionRouteChange.OnPostingThread.encode)
    private let _audioSessionSilenceSecondaryAudioHint = NotificationDescriptor(
        CatalogNames.audioSessionSilenceSecondaryAudioHint, decode: AudioSessionSilenceSecondaryAudioHint.decode,
        encode: AudioSessionSilenceSecondaryAudioHint.encode)
    private let _audioSessionSilenceSecondaryAudioHintOnPostingThread = NotificationDescriptor(
        CatalogNames.audioSessionSilenceSecondaryAudioHint,
        decode: AudioSessionSilenceSecondaryAudioHint.OnPostingThread.decode,
        encode: AudioSessionSilenceSecondaryAudioHint.OnPostingThread.encode)

    extension CatalogEntry {
        /// Who posts an AVFAudio notification, for the entries.
        private static func audioSessionPostedBy(on thread: String) -> String {
            "Nobody on Linux (no AVFAudio). On iOS, the AVAudioSession (the object), on \(thread) (Apple's "
                + "documentation)."
        }
        private static let audioSessionUseInstead =
            "Post it yourself, from whatever owns the audio on Linux, with the posting-thread descriptor (its encoder "
            + "writes the iOS shape, the session as the object)."

        package static let audioSessionInterruption = CatalogEntry(
            .audioSessionInterruption, member: "audioSessionInterruption",
            postingThread: .audioSessionInterruptionOnPostingThread,
            postingThreadMember: "audioSessionInterruptionOnPostingThread",
            foundationConstant: "AVAudioSession.interruptionNotification", declaredIn: "AVFAudio",
            objectType: "AVAudioSession",
            keys: [
                CatalogKey(
                    name: AudioSessionInterruption.typeKey.rawValue, valueType: "NSNumber (UInt)", isRequired: true,
                    summary:
                        "AVAudioSession.InterruptionType: 1 began, 0 ended; another value is an error (catalog policy: "
                        + "the NS_ENUM is open)."),
                CatalogKey(
                    name: AudioSessionInterruption.optionKey.rawValue, valueType: "NSNumber (UInt)",
                    isRequired: false,
                    summary: "AVAudioSession.InterruptionOptions (1 shouldResume); only when the interruption ends."),
                CatalogKey(
                    name: AudioSessionInterruption.reasonKey.rawValue, valueType: "NSNumber (UInt)",
                    isRequired: false,
                    summary: "AVAudioSession.InterruptionReason; only when it begins, from iOS 14.5. Unknown values "
                        + "are kept."),
                CatalogKey(
                    name: AudioSessionInterruption.wasSuspendedKey.rawValue, valueType: "NSNumber (Bool)",
                    isRequired: false, summary: "Whether the app was suspended; deprecated, iOS 10.3 to 14.5 only."),
            ],
            isPostedOnLinux: false, postedBy: audioSessionPostedBy(on: "the main thread"),
            useInstead: audioSessionUseInstead,
            summary: "An audio session was interrupted, or its interruption ended.")

        package static let audioSessionRouteChange = CatalogEntry(
            .audioSessionRouteChange, member: "audioSessionRouteChange",
            postingThread: .audioSessionRouteChangeOnPostingThread,
            postingThreadMember: "audioSessionRouteChangeOnPostingThread",
            foundationConstant: "AVAudioSession.routeChangeNotification", declaredIn: "AVFAudio",
            objectType: "AVAudioSession",
            keys: [
                CatalogKey(
                    name: AudioSessionRouteChange.reasonKey.rawValue, valueType: "NSNumber (UInt)", isRequired: true,
                    summary: "AVAudioSession.RouteChangeReason; unknown values are kept."),
                CatalogKey(
                    name: AudioSessionRouteChange.previousRouteKey.rawValue,
                    valueType: "AVAudioSessionRouteDescription", isRequired: true,
                    summary: "The route before the change."),
            ],
            isPostedOnLinux: false, postedBy: audioSessionPostedBy(on: "a secondary thread"),
            useInstead: audioSessionUseInstead,
            summary: "The audio route changed.")

        package static let audioSessionSilenceSecondaryAudioHint = CatalogEntry(
            .audioSessionSilenceSecondaryAudioHint, member: "audioSessionSilenceSecondaryAudioHint",
            postingThread: .audioSessionSilenceSecondaryAudioHintOnPostingThread,
            postingThreadMember: "audioSessionSilenceSecondaryAudioHintOnPostingThread",
            foundationConstant: "AVAudioSession.silenceSecondaryAudioHintNotification", declaredIn: "AVFAudio",
            objectType: "AVAudioSession",
            keys: [
                CatalogKey(
                    name: AudioSessionSilenceSecondaryAudioHint.typeKey.rawValue, valueType: "NSNumber (UInt)",
                    isRequired: true,
                    summary: "AVAudioSession.SilenceSecondaryAudioHintType: 1 begin, 0 end; another value is an "
                        + "error (catalog policy: the NS_ENUM is open).")
            ],
            isPostedOnLinux: false, postedBy: audioSessionPostedBy(on: "the main thread"),
            useInstead: audioSessionUseInstead,
            summary: "Another app's primary audio started or stopped.")
    }
#endif
