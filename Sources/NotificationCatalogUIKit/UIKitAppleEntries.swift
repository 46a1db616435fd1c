// What this module's entries share (helpers of their catalog entries, keys read by several payloads).
#if os(iOS) || !canImport(Darwin)
    internal import NotificationCatalogFoundation

    extension CatalogEntry {
        static let uiKitUseInstead =
            "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
            + "iOS shape)."
    }
#endif
