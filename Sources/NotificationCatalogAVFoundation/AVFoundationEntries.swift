// What this module's entries share (helpers of their catalog entries, keys read by several payloads).
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        internal import AVFoundation
    #else
        internal import NotificationCatalogStandIns
    #endif
    internal import NotificationCatalogFoundation
    internal import NotificationDescriptors

    extension CatalogEntry {
        static let avFoundationUseInstead =
            "Post it yourself, from whatever plays or captures media on Linux, with the posting-thread descriptor (its "
            + "encoder writes the iOS shape, the object included)."
    }
#endif
