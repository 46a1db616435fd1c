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
            static let captureSessionError = AVCaptureSessionErrorKey
            static let captureSessionRuntimeError = Notification.Name.AVCaptureSessionRuntimeError
        }
    #else
        extension CatalogNames {
            static let captureSessionError = "AVCaptureSessionErrorKey"
            static let captureSessionRuntimeError = Notification.Name("AVCaptureSessionRuntimeErrorNotification")
        }
    #endif

    /// A capture session hit a runtime error: the payload of AVFoundation's `.AVCaptureSessionRuntimeError`.
    ///
    /// `Sendable`: it holds the `NSError`. The session (not `Sendable`) comes with ``OnPostingThread``.
    public struct CaptureSessionRuntimeError: Sendable, Equatable, AVFoundationErrorPayload {
        /// What went wrong: `AVCaptureSessionErrorKey` (an `NSError`, usually of `AVFoundationErrorDomain`).
        public var error: NSError

        /// A payload with this error.
        public init(error: NSError) {
            self.error = error
        }

        /// The payload with the session, which is not `Sendable`: the payload of
        /// ``NotificationDescriptors/NotificationDescriptor/captureSessionRuntimeErrorOnPostingThread``, for `observe(_:object:using:)`'s
        /// handler only, synchronously on the posting thread (see `WithSender` in NotificationCatalogFoundation).
        public typealias OnPostingThread = WithSender<CaptureSessionRuntimeError, AVCaptureSession>

        package static let errorKey = UserInfoKey<NSError>(CatalogNames.captureSessionError)
    }

    extension WithSender where Payload == CaptureSessionRuntimeError, Sender == AVCaptureSession {
        /// The session: the notification's `object` (`nil` only for a notification posted without one).
        public var session: AVCaptureSession? { sender }
    }

    extension NotificationDescriptor where Payload == CaptureSessionRuntimeError {
        /// A capture session hit a runtime error (AVFoundation's `Notification.Name.AVCaptureSessionRuntimeError`).
        ///
        /// - **Posted on Linux:** **no** (no AVFoundation). On iOS the session posts it.
        /// - **Object:** the `AVCaptureSession`.
        /// - **userInfo:** `AVCaptureSessionErrorKey` (`NSError`). See ``CaptureSessionRuntimeError``.
        public static var captureSessionRuntimeError: Self { _captureSessionRuntimeError }
    }

    extension NotificationDescriptor where Payload == CaptureSessionRuntimeError.OnPostingThread {
        /// ``captureSessionRuntimeError`` with the session, for `observe(_:object:using:)` only: its handler gets it
        /// synchronously on the posting thread.
        public static var captureSessionRuntimeErrorOnPostingThread: Self { _captureSessionRuntimeErrorOnPostingThread }
    }

    private let (_captureSessionRuntimeError, _captureSessionRuntimeErrorOnPostingThread) = CaptureSessionRuntimeError
        .OnPostingThread.descriptors(CatalogNames.captureSessionRuntimeError)
#endif
