// AVFoundation: one catalog entry (or the entries that share its payload) in one file: the names and keys (the
// SDK's constants on iOS, their strings on Linux), the payload, the descriptors and the entry. On macOS, tvOS,
// watchOS and visionOS it is left out, like the rest of the Apple catalog.
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        public import AVFoundation
    #else
        public import NotificationCatalogStandIns
    #endif
    package import NotificationCatalogFoundation
    public import Foundation
    public import NotificationDescriptors

    #if os(iOS)
        extension CatalogNames {
            static let playerItemFailedToPlayToEndTime = AVPlayerItem.failedToPlayToEndTimeNotification
            static let playerItemFailedToPlayToEndTimeError = AVPlayerItemFailedToPlayToEndTimeErrorKey
        }
    #else
        extension CatalogNames {
            static let playerItemFailedToPlayToEndTime = Notification.Name(
                "AVPlayerItemFailedToPlayToEndTimeNotification")
            static let playerItemFailedToPlayToEndTimeError = "AVPlayerItemFailedToPlayToEndTimeErrorKey"
        }
    #endif

    /// A player item failed to play to its end: the payload of AVFoundation's
    /// `AVPlayerItem.failedToPlayToEndTimeNotification`.
    ///
    /// `Sendable`: it holds the `NSError`. The item (the notification's object, not `Sendable`) comes with
    /// ``OnPostingThread``.
    public struct PlayerItemFailedToPlayToEndTime: Sendable, Equatable, AVFoundationErrorPayload {
        /// Why: `AVPlayerItemFailedToPlayToEndTimeErrorKey` (an `NSError`).
        public var error: NSError

        /// A payload with this error.
        public init(error: NSError) {
            self.error = error
        }

        /// The payload with the item, which is not `Sendable`: the payload of
        /// ``NotificationDescriptors/NotificationDescriptor/playerItemFailedToPlayToEndTimeOnPostingThread``, for `observe(_:object:using:)`'s
        /// handler only, synchronously on the posting thread (see `WithSender` in NotificationCatalogFoundation).
        public typealias OnPostingThread = WithSender<PlayerItemFailedToPlayToEndTime, AVPlayerItem>

        package static let errorKey = UserInfoKey<NSError>(CatalogNames.playerItemFailedToPlayToEndTimeError)
    }

    extension WithSender where Payload == PlayerItemFailedToPlayToEndTime, Sender == AVPlayerItem {
        /// The item: the notification's `object` (`nil` only for a notification posted without one).
        public var item: AVPlayerItem? { sender }
    }

    extension NotificationDescriptor where Payload == PlayerItemFailedToPlayToEndTime {
        /// A player item failed to play to its end (AVFoundation's `AVPlayerItem.failedToPlayToEndTimeNotification`).
        ///
        /// - **Posted on Linux:** **no** (no AVFoundation). On iOS the item posts it, possibly on a background thread.
        /// - **Object:** the `AVPlayerItem`; pass it as `observe(_:object:)`'s `object` to hear only that item. Left
        ///   out of the payload (observe ``playerItemFailedToPlayToEndTimeOnPostingThread`` to get it).
        /// - **userInfo:** `AVPlayerItemFailedToPlayToEndTimeErrorKey` (`NSError`). See
        ///   ``PlayerItemFailedToPlayToEndTime``.
        public static var playerItemFailedToPlayToEndTime: Self { _playerItemFailedToPlayToEndTime }
    }

    extension NotificationDescriptor where Payload == PlayerItemFailedToPlayToEndTime.OnPostingThread {
        /// ``playerItemFailedToPlayToEndTime`` with the item, for `observe(_:object:using:)` only: its handler gets it
        /// synchronously on the posting thread.
        public static var playerItemFailedToPlayToEndTimeOnPostingThread: Self {
            _playerItemFailedToPlayToEndTimeOnPostingThread
        }
    }

    private let (_playerItemFailedToPlayToEndTime, _playerItemFailedToPlayToEndTimeOnPostingThread) =
        PlayerItemFailedToPlayToEndTime.OnPostingThread.descriptors(CatalogNames.playerItemFailedToPlayToEndTime)
#endif
