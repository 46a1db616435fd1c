// AVFAudio's rendering mode change (iOS 17.2), one entry in one file: its names and keys (the SDK's constants on iOS,
// their strings on Linux), payload, descriptors and entry. On macOS, tvOS, watchOS and visionOS it is left out, like the
// rest of the Apple catalog.
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        public import AVFAudio
    #else
        public import NotificationCatalogStandIns
    #endif
    package import NotificationCatalogFoundation
    internal import Foundation
    public import NotificationDescriptors

    /// The audio session's resolved rendering mode changed (spatial audio, Dolby Atmos, ...): the payload of AVFAudio's
    /// `AVAudioSession.renderingModeChangeNotification` (iOS 17.2 and later).
    ///
    /// `Sendable`: it holds the raw value. The session (the notification's object, not `Sendable`) comes with
    /// ``OnPostingThread``.
    public struct AudioSessionRenderingModeChange: Sendable, Equatable, CatalogPayload {
        /// The new mode's raw value: `AVAudioSessionRenderingModeNewRenderingModeKey` (an `NSNumber` of `NSInteger`).
        /// Any value is kept (the enumeration is an open `NS_ENUM`, 0 to 5 in the iOS 17.4 SDK).
        public var renderingModeRawValue: Int

        /// A payload with this raw value.
        public init(renderingModeRawValue: Int) {
            self.renderingModeRawValue = renderingModeRawValue
        }

        #if os(iOS)
            /// The new mode (the type exists from iOS 17.2, the catalog's floor is iOS 16).
            @available(iOS 17.2, *)
            public var renderingMode: AVAudioSession.RenderingMode? {
                AVAudioSession.RenderingMode(rawValue: renderingModeRawValue)
            }
        #else
            /// The new mode.
            public var renderingMode: AVAudioSession.RenderingMode? {
                AVAudioSession.RenderingMode(rawValue: renderingModeRawValue)
            }
        #endif

        /// The payload with the session, which is not `Sendable`: the payload of
        /// ``NotificationDescriptors/NotificationDescriptor/audioSessionRenderingModeChangeOnPostingThread``, for `observe(_:object:using:)`'s
        /// handler only, synchronously on the posting thread (see `WithSender` in NotificationCatalogFoundation).
        public typealias OnPostingThread = WithSender<AudioSessionRenderingModeChange, AVAudioSession>

        // The name and key: literals on both platforms, because the constants exist only from iOS 17.2 (above the
        // catalog's iOS 16 floor); `AppleCatalogNameTests` compares them with the constants on iOS 17.2 and later.
        static let name = Notification.Name("AVAudioSessionRenderingModeChangeNotification")
        static let modeKey = UserInfoKey<Int>("AVAudioSessionRenderingModeNewRenderingModeKey")

        @Sendable package static func decode(_ note: Notification) throws -> AudioSessionRenderingModeChange {
            AudioSessionRenderingModeChange(renderingModeRawValue: try note.value(for: modeKey))
        }

        /// Writes what AVFAudio writes: the mode as an `NSNumber`, no object (post it with `object:`, or through
        /// ``OnPostingThread``).
        @Sendable package static func encode(_ payload: AudioSessionRenderingModeChange) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            (object: nil, userInfo: [modeKey.rawValue: NSNumber(value: payload.renderingModeRawValue)])
        }
    }

    extension WithSender where Payload == AudioSessionRenderingModeChange, Sender == AVAudioSession {
        /// The session: the notification's `object` (`nil` only for a notification posted without one).
        public var session: AVAudioSession? { sender }
    }

    extension NotificationDescriptor where Payload == AudioSessionRenderingModeChange {
        /// The audio session's resolved rendering mode changed (AVFAudio's
        /// `AVAudioSession.renderingModeChangeNotification`, iOS 17.2 and later).
        ///
        /// - **Posted on Linux:** **no** (no AVFAudio). On iOS 17.2 and later the session posts it to its observers.
        /// - **Object:** the `AVAudioSession`; left out of the payload (observe
        ///   ``audioSessionRenderingModeChangeOnPostingThread`` to get it).
        /// - **userInfo:** `AVAudioSessionRenderingModeNewRenderingModeKey` (`NSNumber`, `NSInteger`). See
        ///   ``AudioSessionRenderingModeChange``.
        public static var audioSessionRenderingModeChange: Self { _audioSessionRenderingModeChange }
    }

    extension NotificationDescriptor where Payload == AudioSessionRenderingModeChange.OnPostingThread {
        /// ``audioSessionRenderingModeChange`` with the session, for `observe(_:object:using:)` only: its handler gets
        /// it synchronously on the posting thread.
        public static var audioSessionRenderingModeChangeOnPostingThread: Self {
            _audioSessionRenderingModeChangeOnPostingThread
        }
    }

    private let (_audioSessionRenderingModeChange, _audioSessionRenderingModeChangeOnPostingThread) =
        AudioSessionRenderingModeChange.OnPostingThread.descriptors(AudioSessionRenderingModeChange.name)
#endif
