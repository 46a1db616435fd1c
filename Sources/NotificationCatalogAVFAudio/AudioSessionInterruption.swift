// AVFAudio: one catalog entry (or the entries that share its payload) in one file: the names and keys (the
// SDK's constants on iOS, their strings on Linux), the payload, the descriptors and the entry. On macOS, tvOS,
// watchOS and visionOS it is left out, like the rest of the Apple catalog.
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        public import AVFAudio
    #else
        public import NotificationCatalogStandIns
    #endif
    package import NotificationCatalogFoundation
    internal import Foundation
    public import NotificationDescriptors

    #if os(iOS)
        extension CatalogNames {
            static let audioSessionInterruption = AVAudioSession.interruptionNotification
            static let audioSessionInterruptionOption = AVAudioSessionInterruptionOptionKey
            static let audioSessionInterruptionReason = AVAudioSessionInterruptionReasonKey
            static let audioSessionInterruptionType = AVAudioSessionInterruptionTypeKey
            // Deprecated since iOS 14.5: reading `AVAudioSessionInterruptionWasSuspendedKey` is a deprecation warning,
            // so its value is written out here too (`AppleCatalogNameTests` compares it with the constant on iOS).
            static let audioSessionInterruptionWasSuspended = "AVAudioSessionInterruptionWasSuspendedKey"
        }
    #else
        extension CatalogNames {
            static let audioSessionInterruption = Notification.Name("AVAudioSessionInterruptionNotification")
            static let audioSessionInterruptionOption = "AVAudioSessionInterruptionOptionKey"
            static let audioSessionInterruptionReason = "AVAudioSessionInterruptionReasonKey"
            static let audioSessionInterruptionType = "AVAudioSessionInterruptionTypeKey"
            static let audioSessionInterruptionWasSuspended = "AVAudioSessionInterruptionWasSuspendedKey"
        }
    #endif

    /// An audio session was interrupted, or its interruption ended: the payload of AVFAudio's
    /// `AVAudioSession.interruptionNotification`.
    ///
    /// Optional as AVFAudio sends it: ``options`` only when the interruption **ends**, ``reason`` only when it
    /// **begins** (iOS 14.5 and later), ``wasSuspended`` only from iOS 10.3 to 14.5 (deprecated). An observer that
    /// requires the options key drops every interruption that begins, and those that end without it.
    ///
    /// `Sendable`: it holds raw values. The session (the notification's object, not `Sendable`) comes with
    /// ``OnPostingThread``.
    public struct AudioSessionInterruption: Sendable, Equatable, CatalogPayload {
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
        /// ``NotificationDescriptors/NotificationDescriptor/audioSessionInterruptionOnPostingThread``, for `observe(_:object:using:)`'s
        /// handler only, synchronously on the posting thread (see `WithSender` in NotificationCatalogFoundation).
        public typealias OnPostingThread = WithSender<AudioSessionInterruption, AVAudioSession>

        static let typeKey = UserInfoKey<UInt>(CatalogNames.audioSessionInterruptionType)
        static let optionKey = UserInfoKey<UInt>(CatalogNames.audioSessionInterruptionOption)
        static let reasonKey = UserInfoKey<UInt>(CatalogNames.audioSessionInterruptionReason)
        static let wasSuspendedKey = UserInfoKey<Bool>(CatalogNames.audioSessionInterruptionWasSuspended)

        @Sendable package static func decode(_ note: Notification) throws -> AudioSessionInterruption {
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
        @Sendable package static func encode(_ payload: AudioSessionInterruption) -> (
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

    extension WithSender where Payload == AudioSessionInterruption, Sender == AVAudioSession {
        /// The session that was interrupted: the notification's `object` (AVFAudio always sends it; `nil` only
        /// for a notification posted without one).
        public var session: AVAudioSession? { sender }
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

    private let (_audioSessionInterruption, _audioSessionInterruptionOnPostingThread) = AudioSessionInterruption
        .OnPostingThread.descriptors(CatalogNames.audioSessionInterruption)
#endif
