// On Linux, the catalog's stand-ins for Foundation's Apple-only classes (NSUbiquitousKeyValueStore, NSMetadataQuery,
// NSMetadataItem) and the other Apple types; on iOS Foundation itself has them.
#if !canImport(Darwin)
    @_exported public import NotificationCatalogStandIns
#endif
