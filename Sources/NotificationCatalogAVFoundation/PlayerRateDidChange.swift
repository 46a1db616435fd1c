// AVFoundation's player rate change (iOS 15), one entry in one file: its names and keys (the SDK's constants on iOS,
// their strings on Linux), payload, descriptors and entry. On macOS, tvOS, watchOS and visionOS it is left out, like the
// rest of the Apple catalog.
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        public import AVFoundation
    #else
        public import NotificationCatalogStandIns
    #endif
    package import NotificationCatalogFoundation
    internal import Foundation
    public import NotificationDescriptors

    /// A player's rate changed: the payload of AVFoundation's `AVPlayer.rateDidChangeNotification` (iOS 15 and later;
    /// like key-value observing `rate`, with why).
    ///
    /// `Sendable`: the reason is a string and the participant is `NS_SWIFT_SENDABLE`. The player (the notification's
    /// object, not `Sendable`) comes with ``OnPostingThread``.
    public struct PlayerRateDidChange: Sendable, Equatable, CatalogPayload {
        /// Why: `AVPlayer.rateDidChangeReasonKey` (an `AVPlayer.RateDidChangeReason` string: set rate called or
        /// failed, audio session interrupted, app backgrounded); `nil` when absent (the header does not promise it).
        /// Unknown values are kept.
        public var reason: AVPlayer.RateDidChangeReason?
        /// The participant of a coordinated playback whose change this was: `AVPlayer.rateDidChangeOriginatingParticipantKey`;
        /// `nil` when the change was local.
        public var originatingParticipant: AVCoordinatedPlaybackParticipant?

        /// A payload with these values.
        public init(
            reason: AVPlayer.RateDidChangeReason? = nil, originatingParticipant: AVCoordinatedPlaybackParticipant? = nil
        ) {
            self.reason = reason
            self.originatingParticipant = originatingParticipant
        }

        /// The payload with the player, which is not `Sendable`: the payload of
        /// ``NotificationDescriptors/NotificationDescriptor/playerRateDidChangeOnPostingThread``, for `observe(_:object:using:)`'s
        /// handler only, synchronously on the posting thread (see `WithSender` in NotificationCatalogFoundation).
        public typealias OnPostingThread = WithSender<PlayerRateDidChange, AVPlayer>

        #if os(iOS)
            // The SDK's constants.
            static let name = AVPlayer.rateDidChangeNotification
            static let reasonKey = UserInfoKey<String>(AVPlayer.rateDidChangeReasonKey)
            static let participantKey = UserInfoKey<AVCoordinatedPlaybackParticipant>(
                AVPlayer.rateDidChangeOriginatingParticipantKey)
        #else
            // Their strings (evidence in Catalog/README.md).
            static let name = Notification.Name("AVPlayerRateDidChangeNotification")
            static let reasonKey = UserInfoKey<String>("AVPlayerRateDidChangeReasonKey")
            static let participantKey = UserInfoKey<AVCoordinatedPlaybackParticipant>(
                "AVPlayerRateDidChangeOriginatingParticipantKey")
        #endif

        @Sendable package static func decode(_ note: Notification) throws -> PlayerRateDidChange {
            PlayerRateDidChange(
                reason: try note.valueIfPresent(for: reasonKey).map(AVPlayer.RateDidChangeReason.init(rawValue:)),
                originatingParticipant: try note.valueIfPresent(for: participantKey))
        }

        /// Writes what AVFoundation writes: the reason as an `NSString`, the participant when there is one, no object
        /// (post it with `object:`, or through ``OnPostingThread``).
        @Sendable package static func encode(_ payload: PlayerRateDidChange) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            var userInfo: [AnyHashable: Any] = [:]
            if let reason = payload.reason { userInfo[reasonKey.rawValue] = NSString(string: reason.rawValue) }
            if let participant = payload.originatingParticipant { userInfo[participantKey.rawValue] = participant }
            return (object: nil, userInfo: userInfo)
        }
    }

    extension WithSender where Payload == PlayerRateDidChange, Sender == AVPlayer {
        /// The player: the notification's `object` (`nil` only for a notification posted without one).
        public var player: AVPlayer? { sender }
    }

    extension NotificationDescriptor where Payload == PlayerRateDidChange {
        /// A player's rate changed (AVFoundation's `AVPlayer.rateDidChangeNotification`, iOS 15 and later).
        ///
        /// - **Posted on Linux:** **no** (no AVFoundation). On iOS the player posts it when its rate changes.
        /// - **Object:** the `AVPlayer`; pass it as `observe(_:object:)`'s `object` to hear one player. Left out of
        ///   the payload (observe ``playerRateDidChangeOnPostingThread`` to get it).
        /// - **userInfo:** `AVPlayer.rateDidChangeReasonKey` (`NSString`), `AVPlayer.rateDidChangeOriginatingParticipantKey`
        ///   (`AVCoordinatedPlaybackParticipant`, only for a coordinated playback's remote change). See
        ///   ``PlayerRateDidChange``.
        public static var playerRateDidChange: Self { _playerRateDidChange }
    }

    extension NotificationDescriptor where Payload == PlayerRateDidChange.OnPostingThread {
        /// ``playerRateDidChange`` with the player, for `observe(_:object:using:)` only: its handler gets it
        /// synchronously on the posting thread.
        public static var playerRateDidChangeOnPostingThread: Self { _playerRateDidChangeOnPostingThread }
    }

    private let (_playerRateDidChange, _playerRateDidChangeOnPostingThread) = PlayerRateDidChange.OnPostingThread
        .descriptors(PlayerRateDidChange.name)
#endif
