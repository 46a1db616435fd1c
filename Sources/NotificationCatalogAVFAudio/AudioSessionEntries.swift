// What this module's entries share (helpers of their catalog entries, keys read by several payloads).
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        internal import AVFAudio
    #else
        internal import NotificationCatalogStandIns
    #endif
    internal import NotificationCatalogFoundation
    internal import NotificationDescriptors

    extension CatalogEntry {
        /// Who posts an AVFAudio notification, for the entries.
        static func audioSessionPostedBy(on thread: String) -> String {
            "Nobody on Linux (no AVFAudio). On iOS, the AVAudioSession (the object), on \(thread) (Apple's "
                + "documentation)."
        }

        static let audioSessionUseInstead =
            "Post it yourself, from whatever owns the audio on Linux, with the posting-thread descriptor (its encoder "
            + "writes the iOS shape, the session as the object)."
    }
#endif
