// The names and keys of this module's catalog entries, in one place. On iOS (and Mac Catalyst) they are the SDK's own
// constants, so a misspelt name cannot compile; where Apple's frameworks are absent (Linux) they are the constants'
// string values, written out. On macOS, tvOS, watchOS and visionOS the Apple catalog is left out: only iOS is
// type-checked here (apple-typecheck).
#if os(iOS)
    internal import AVFAudio
    internal import Foundation

    /// The names and keys the entries read. A namespace without instances; its members are immutable.
    enum CatalogNames {
        // AVFAudio: its constants.
        static let audioSessionInterruption = AVAudioSession.interruptionNotification
        static let audioSessionRouteChange = AVAudioSession.routeChangeNotification
        static let audioSessionSilenceSecondaryAudioHint = AVAudioSession.silenceSecondaryAudioHintNotification
        static let audioSessionInterruptionType = AVAudioSessionInterruptionTypeKey
        static let audioSessionInterruptionOption = AVAudioSessionInterruptionOptionKey
        static let audioSessionInterruptionReason = AVAudioSessionInterruptionReasonKey
        // Deprecated since iOS 14.5: reading `AVAudioSessionInterruptionWasSuspendedKey` is a deprecation warning, so
        // its value is written out here too (`AppleCatalogNameTests` compares it with the constant on iOS).
        static let audioSessionInterruptionWasSuspended = "AVAudioSessionInterruptionWasSuspendedKey"
        static let audioSessionRouteChangeReason = AVAudioSessionRouteChangeReasonKey
        static let audioSessionRouteChangePreviousRoute = AVAudioSessionRouteChangePreviousRouteKey
        static let audioSessionSilenceSecondaryAudioHintType = AVAudioSessionSilenceSecondaryAudioHintTypeKey
    }
#elseif !canImport(Darwin)
    internal import Foundation

    /// The names and keys the entries read. A namespace without instances; its members are immutable.
    enum CatalogNames {
        // No Apple frameworks (Linux): the constants' values, written out, with the evidence for each in
        // Catalog/README.md ("Where the strings come from"); `AppleCatalogNameTests` compares the two on iOS.
        static let audioSessionInterruption = Notification.Name("AVAudioSessionInterruptionNotification")
        static let audioSessionRouteChange = Notification.Name("AVAudioSessionRouteChangeNotification")
        static let audioSessionSilenceSecondaryAudioHint = Notification.Name(
            "AVAudioSessionSilenceSecondaryAudioHintNotification")
        static let audioSessionInterruptionType = "AVAudioSessionInterruptionTypeKey"
        static let audioSessionInterruptionOption = "AVAudioSessionInterruptionOptionKey"
        static let audioSessionInterruptionReason = "AVAudioSessionInterruptionReasonKey"
        static let audioSessionInterruptionWasSuspended = "AVAudioSessionInterruptionWasSuspendedKey"
        static let audioSessionRouteChangeReason = "AVAudioSessionRouteChangeReasonKey"
        static let audioSessionRouteChangePreviousRoute = "AVAudioSessionRouteChangePreviousRouteKey"
        static let audioSessionSilenceSecondaryAudioHintType = "AVAudioSessionSilenceSecondaryAudioHintTypeKey"
    }
#endif
