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
            static let audioSessionSilenceSecondaryAudioHint = AVAudioSession.silenceSecondaryAudioHintNotification
            static let audioSessionSilenceSecondaryAudioHintType = AVAudioSessionSilenceSecondaryAudioHintTypeKey
        }
    #else
        extension CatalogNames {
            static let audioSessionSilenceSecondaryAudioHint = Notification.Name(
                "AVAudioSessionSilenceSecondaryAudioHintNotification")
            static let audioSessionSilenceSecondaryAudioHintType = "AVAudioSessionSilenceSecondaryAudioHintTypeKey"
        }
    #endif

    /// Another app's primary audio started or stopped: the payload of AVFAudio's
    /// `AVAudioSession.silenceSecondaryAudioHintNotification`.
    ///
    /// `Sendable`: it holds a raw value. The session (not `Sendable`) comes with ``OnPostingThread``.
    public struct AudioSessionSilenceSecondaryAudioHint: Sendable, Equatable, CatalogPayload {
        /// Begin or end: `AVAudioSessionSilenceSecondaryAudioHintTypeKey`. The type is an open `NS_ENUM` that has had
        /// these two cases since iOS 8; rejecting another raw value is this catalog's policy, not the SDK's.
        public var type: AVAudioSession.SilenceSecondaryAudioHintType

        /// A payload with this type.
        public init(type: AVAudioSession.SilenceSecondaryAudioHintType) {
            self.type = type
        }

        /// The payload with the session, which is not `Sendable`: the payload of
        /// ``NotificationDescriptors/NotificationDescriptor/audioSessionSilenceSecondaryAudioHintOnPostingThread``, for `observe(_:object:using:)`'s
        /// handler only, synchronously on the posting thread (see `WithSender` in NotificationCatalogFoundation).
        public typealias OnPostingThread = WithSender<AudioSessionSilenceSecondaryAudioHint, AVAudioSession>

        static let typeKey = UserInfoKey<UInt>(CatalogNames.audioSessionSilenceSecondaryAudioHintType)

        @Sendable package static func decode(_ note: Notification) throws -> AudioSessionSilenceSecondaryAudioHint {
            let typeName = "AVAudioSession.SilenceSecondaryAudioHintType"
            let raw = try note.catalogClosedRawValue(typeKey, typeName: typeName, known: [0: "end", 1: "begin"])
            guard let type = AVAudioSession.SilenceSecondaryAudioHintType(rawValue: raw) else {
                throw catalogInvalidRawValue(raw, key: typeKey.rawValue, typeName: typeName, name: note.name)
            }
            return AudioSessionSilenceSecondaryAudioHint(type: type)
        }

        /// Writes what AVFAudio writes: the type as an `NSNumber`, no object (post it with `object:`, or through
        /// ``OnPostingThread``).
        @Sendable package static func encode(_ payload: AudioSessionSilenceSecondaryAudioHint) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            (object: nil, userInfo: [typeKey.rawValue: NSNumber(value: payload.type.rawValue)])
        }
    }

    extension WithSender where Payload == AudioSessionSilenceSecondaryAudioHint, Sender == AVAudioSession {
        /// The session: the notification's `object` (`nil` only for a notification posted without one).
        public var session: AVAudioSession? { sender }
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

    private let (_audioSessionSilenceSecondaryAudioHint, _audioSessionSilenceSecondaryAudioHintOnPostingThread) =
        AudioSessionSilenceSecondaryAudioHint.OnPostingThread.descriptors(
            CatalogNames.audioSessionSilenceSecondaryAudioHint)
#endif
