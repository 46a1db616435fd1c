// AVFAudio's three AVAudioSession notifications. On iOS the types are AVFAudio's; on Linux, the stand-ins of
// `Platform/LinuxStandIns.swift` (same names, the SDK's raw values); elsewhere this file is empty (see
// `Platform/AppleCatalogNames.swift`).
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        public import AVFAudio
    #endif
    internal import Foundation
    public import NotificationDescriptors

    /// An audio session was interrupted, or its interruption ended: the payload of AVFAudio's
    /// `AVAudioSession.interruptionNotification`.
    ///
    /// Optional as AVFAudio sends it: ``options`` only when the interruption **ends**, ``reason`` only when it
    /// **begins** (iOS 14.5 and later), ``wasSuspended`` only from iOS 10.3 to 14.5 (deprecated). An observer that
    /// requires the options key drops every interruption that begins, and those that end without it.
    ///
    /// **Not `Sendable`**: `AVAudioSession` is not.
    public struct AudioSessionInterruption {
        /// The session that was interrupted: the notification's `object` (AVFAudio always sends it; `nil` only for a
        /// notification posted without one).
        public var session: AVAudioSession?
        /// Began or ended: `AVAudioSessionInterruptionTypeKey`. Another raw value is an error: the type has had these
        /// two cases since iOS 6.
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
            session: AVAudioSession? = nil,
            type: AVAudioSession.InterruptionType,
            options: AVAudioSession.InterruptionOptions? = nil,
            reason: AVAudioSession.InterruptionReason? = nil,
            wasSuspended: Bool? = nil
        ) {
            self.session = session
            self.type = type
            self.options = options
            self.reason = reason
            self.wasSuspended = wasSuspended
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
                session: try note.catalogObjectIfPresent(as: AVAudioSession.self),
                type: type,
                options: try note.valueIfPresent(for: optionKey).map(AVAudioSession.InterruptionOptions.init),
                reason: reason,
                wasSuspended: try note.valueIfPresent(for: wasSuspendedKey)
            )
        }

        /// Writes what AVFAudio writes: `NSNumber`s, the session as the object, and only the keys that are present.
        @Sendable static func encode(_ payload: AudioSessionInterruption) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            var userInfo: [AnyHashable: Any] = [typeKey.rawValue: NSNumber(value: payload.type.rawValue)]
            if let options = payload.options { userInfo[optionKey.rawValue] = NSNumber(value: options.rawValue) }
            if let reason = payload.reason { userInfo[reasonKey.rawValue] = NSNumber(value: reason.rawValue) }
            if let wasSuspended = payload.wasSuspended {
                userInfo[wasSuspendedKey.rawValue] = NSNumber(value: wasSuspended)
            }
            return (object: payload.session, userInfo: userInfo)
        }
    }

    /// The audio route changed: the payload of AVFAudio's `AVAudioSession.routeChangeNotification`.
    ///
    /// **Not `Sendable`**: `AVAudioSession` and `AVAudioSessionRouteDescription` are not.
    public struct AudioSessionRouteChange {
        /// The session whose route changed: the notification's `object` (`nil` only for a notification posted
        /// without one).
        public var session: AVAudioSession?
        /// Why: `AVAudioSessionRouteChangeReasonKey`. Unknown raw values are kept (Apple added
        /// `routeConfigurationChange` in iOS 7 and may add more).
        public var reason: AVAudioSession.RouteChangeReason
        /// The route before the change: `AVAudioSessionRouteChangePreviousRouteKey`.
        public var previousRoute: AVAudioSessionRouteDescription

        /// A payload with these values.
        public init(
            session: AVAudioSession? = nil,
            reason: AVAudioSession.RouteChangeReason,
            previousRoute: AVAudioSessionRouteDescription
        ) {
            self.session = session
            self.reason = reason
            self.previousRoute = previousRoute
        }

        static let reasonKey = UserInfoKey<UInt>(CatalogNames.audioSessionRouteChangeReason)
        static let previousRouteKey = UserInfoKey<AVAudioSessionRouteDescription>(
            CatalogNames.audioSessionRouteChangePreviousRoute)

        @Sendable static func decode(_ note: Notification) throws -> AudioSessionRouteChange {
            let reasonRaw = try note.value(for: reasonKey)
            guard let reason = AVAudioSession.RouteChangeReason(rawValue: reasonRaw) else {
                throw catalogInvalidRawValue(
                    reasonRaw, key: reasonKey.rawValue, typeName: "AVAudioSession.RouteChangeReason",
                    name: note.name)
            }
            return AudioSessionRouteChange(
                session: try note.catalogObjectIfPresent(as: AVAudioSession.self),
                reason: reason,
                previousRoute: try note.value(for: previousRouteKey)
            )
        }

        /// Writes what AVFAudio writes: the reason as an `NSNumber`, the previous route, the session as the object.
        @Sendable static func encode(_ payload: AudioSessionRouteChange) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            (
                object: payload.session,
                userInfo: [
                    reasonKey.rawValue: NSNumber(value: payload.reason.rawValue),
                    previousRouteKey.rawValue: payload.previousRoute,
                ]
            )
        }
    }

    /// Another app's primary audio started or stopped: the payload of AVFAudio's
    /// `AVAudioSession.silenceSecondaryAudioHintNotification`.
    ///
    /// **Not `Sendable`**: `AVAudioSession` is not.
    public struct AudioSessionSilenceSecondaryAudioHint {
        /// The session: the notification's `object` (`nil` only for a notification posted without one).
        public var session: AVAudioSession?
        /// Begin or end: `AVAudioSessionSilenceSecondaryAudioHintTypeKey`. Another raw value is an error: the type
        /// has had these two cases since iOS 8.
        public var type: AVAudioSession.SilenceSecondaryAudioHintType

        /// A payload with these values.
        public init(session: AVAudioSession? = nil, type: AVAudioSession.SilenceSecondaryAudioHintType) {
            self.session = session
            self.type = type
        }

        static let typeKey = UserInfoKey<UInt>(CatalogNames.audioSessionSilenceSecondaryAudioHintType)

        @Sendable static func decode(_ note: Notification) throws -> AudioSessionSilenceSecondaryAudioHint {
            let typeName = "AVAudioSession.SilenceSecondaryAudioHintType"
            let raw = try note.catalogClosedRawValue(typeKey, typeName: typeName, known: [0: "end", 1: "begin"])
            guard let type = AVAudioSession.SilenceSecondaryAudioHintType(rawValue: raw) else {
                throw catalogInvalidRawValue(raw, key: typeKey.rawValue, typeName: typeName, name: note.name)
            }
            return AudioSessionSilenceSecondaryAudioHint(
                session: try note.catalogObjectIfPresent(as: AVAudioSession.self), type: type)
        }

        /// Writes what AVFAudio writes: the type as an `NSNumber`, the session as the object.
        @Sendable static func encode(_ payload: AudioSessionSilenceSecondaryAudioHint) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            (object: payload.session, userInfo: [typeKey.rawValue: NSNumber(value: payload.type.rawValue)])
        }
    }

    extension NotificationDescriptor where Payload == AudioSessionInterruption {
        /// An audio session was interrupted, or the interruption ended (AVFAudio's
        /// `AVAudioSession.interruptionNotification`, `AVAudioSessionInterruptionNotification`).
        ///
        /// - **Posted on Linux:** **no** (no AVFAudio). On iOS the session posts it, on a thread of its own choosing.
        /// - **Object:** the `AVAudioSession`; pass it as `observe(_:object:)`'s `object` to hear only that session.
        /// - **userInfo:** `AVAudioSessionInterruptionTypeKey` (`NSNumber`, always),
        ///   `AVAudioSessionInterruptionOptionKey` (`NSNumber`, only when it ends),
        ///   `AVAudioSessionInterruptionReasonKey` (`NSNumber`, only when it begins, iOS 14.5+),
        ///   `AVAudioSessionInterruptionWasSuspendedKey` (`NSNumber`, `Bool`, deprecated). See
        ///   ``AudioSessionInterruption``.
        public static var audioSessionInterruption: Self { _audioSessionInterruption }
    }

    extension NotificationDescriptor where Payload == AudioSessionRouteChange {
        /// The audio route changed (AVFAudio's `AVAudioSession.routeChangeNotification`,
        /// `AVAudioSessionRouteChangeNotification`).
        ///
        /// - **Posted on Linux:** **no** (no AVFAudio). On iOS the session posts it, on a thread of its own choosing.
        /// - **Object:** the `AVAudioSession`.
        /// - **userInfo:** `AVAudioSessionRouteChangeReasonKey` (`NSNumber`), `AVAudioSessionRouteChangePreviousRouteKey`
        ///   (`AVAudioSessionRouteDescription`). See ``AudioSessionRouteChange``.
        public static var audioSessionRouteChange: Self { _audioSessionRouteChange }
    }

    extension NotificationDescriptor where Payload == AudioSessionSilenceSecondaryAudioHint {
        /// Another app's primary audio started or stopped (AVFAudio's
        /// `AVAudioSession.silenceSecondaryAudioHintNotification`).
        ///
        /// - **Posted on Linux:** **no** (no AVFAudio). On iOS the session posts it to foreground apps whose session is
        ///   active.
        /// - **Object:** the `AVAudioSession`.
        /// - **userInfo:** `AVAudioSessionSilenceSecondaryAudioHintTypeKey` (`NSNumber`). See
        ///   ``AudioSessionSilenceSecondaryAudioHint``.
        public static var audioSessionSilenceSecondaryAudioHint: Self { _audioSessionSilenceSecondaryAudioHint }
    }

    private let _audioSessionInterruption = NotificationDescriptor(
        CatalogNames.audioSessionInterruption, decode: AudioSessionInterruption.decode,
        encode: AudioSessionInterruption.encode)
    private let _audioSessionRouteChange = NotificationDescriptor(
        CatalogNames.audioSessionRouteChange, decode: AudioSessionRouteChange.decode,
        encode: AudioSessionRouteChange.encode)
    private let _audioSessionSilenceSecondaryAudioHint = NotificationDescriptor(
        CatalogNames.audioSessionSilenceSecondaryAudioHint, decode: AudioSessionSilenceSecondaryAudioHint.decode,
        encode: AudioSessionSilenceSecondaryAudioHint.encode)

    extension CatalogEntry {
        /// Who posts an AVFAudio notification, for the entries.
        private static let audioSessionPostedBy =
            "Nobody on Linux (no AVFAudio). On iOS, the AVAudioSession (the object), on a thread of its own."
        private static let audioSessionUseInstead =
            "Post it yourself, from whatever owns the audio on Linux, with this descriptor (its encoder writes the iOS "
            + "shape)."

        static let audioSessionInterruption = CatalogEntry(
            .audioSessionInterruption, member: "audioSessionInterruption",
            foundationConstant: "AVAudioSession.interruptionNotification", declaredIn: "AVFAudio",
            objectType: "AVAudioSession",
            keys: [
                CatalogKey(
                    name: AudioSessionInterruption.typeKey.rawValue, valueType: "NSNumber (UInt)", isRequired: true,
                    summary: "AVAudioSession.InterruptionType: 1 began, 0 ended; another value is an error."),
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
            isPostedOnLinux: false, postedBy: audioSessionPostedBy, useInstead: audioSessionUseInstead,
            summary: "An audio session was interrupted, or its interruption ended.")

        static let audioSessionRouteChange = CatalogEntry(
            .audioSessionRouteChange, member: "audioSessionRouteChange",
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
            isPostedOnLinux: false, postedBy: audioSessionPostedBy, useInstead: audioSessionUseInstead,
            summary: "The audio route changed.")

        static let audioSessionSilenceSecondaryAudioHint = CatalogEntry(
            .audioSessionSilenceSecondaryAudioHint, member: "audioSessionSilenceSecondaryAudioHint",
            foundationConstant: "AVAudioSession.silenceSecondaryAudioHintNotification", declaredIn: "AVFAudio",
            objectType: "AVAudioSession",
            keys: [
                CatalogKey(
                    name: AudioSessionSilenceSecondaryAudioHint.typeKey.rawValue, valueType: "NSNumber (UInt)",
                    isRequired: true,
                    summary: "AVAudioSession.SilenceSecondaryAudioHintType: 1 begin, 0 end; another value is an "
                        + "error.")
            ],
            isPostedOnLinux: false, postedBy: audioSessionPostedBy, useInstead: audioSessionUseInstead,
            summary: "Another app's primary audio started or stopped.")
    }
#endif
