// The names and keys of this module's catalog entries, in one place. On iOS (and Mac Catalyst) they are the SDK's own
// constants, so a misspelt name cannot compile; where Apple's frameworks are absent (Linux) they are the constants'
// string values, written out. On macOS, tvOS, watchOS and visionOS the Apple catalog is left out: only iOS is
// type-checked here (apple-typecheck).
#if os(iOS)
    internal import AVFoundation
    internal import Foundation

    /// The names and keys the entries read. A namespace without instances; its members are immutable.
    enum CatalogNames {
        // AVFoundation: its constants.
        static let playerItemFailedToPlayToEndTime = AVPlayerItem.failedToPlayToEndTimeNotification
        static let playerItemFailedToPlayToEndTimeError = AVPlayerItemFailedToPlayToEndTimeErrorKey
        static let captureSessionRuntimeError = Notification.Name.AVCaptureSessionRuntimeError
        static let captureSessionWasInterrupted = Notification.Name.AVCaptureSessionWasInterrupted
        static let captureSessionError = AVCaptureSessionErrorKey
        static let captureSessionInterruptionReason = AVCaptureSessionInterruptionReasonKey
        static let captureSessionInterruptionSystemPressureState = AVCaptureSessionInterruptionSystemPressureStateKey
    }
#elseif !canImport(Darwin)
    internal import Foundation

    /// The names and keys the entries read. A namespace without instances; its members are immutable.
    enum CatalogNames {
        // No Apple frameworks (Linux): the constants' values, written out, with the evidence for each in
        // Catalog/README.md ("Where the strings come from"); `AppleCatalogNameTests` compares the two on iOS.
        static let playerItemFailedToPlayToEndTime = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
        static let playerItemFailedToPlayToEndTimeError = "AVPlayerItemFailedToPlayToEndTimeErrorKey"
        static let captureSessionRuntimeError = Notification.Name("AVCaptureSessionRuntimeErrorNotification")
        static let captureSessionWasInterrupted = Notification.Name("AVCaptureSessionWasInterruptedNotification")
        static let captureSessionError = "AVCaptureSessionErrorKey"
        static let captureSessionInterruptionReason = "AVCaptureSessionInterruptionReasonKey"
        static let captureSessionInterruptionSystemPressureState = "AVCaptureSessionInterruptionSystemPressureStateKey"
    }
#endif
