// What this module's entries share (helpers of their catalog entries, keys read by several payloads).
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        internal import CoreData
    #else
        internal import NotificationCatalogStandIns
    #endif
    internal import NotificationCatalogFoundation
    internal import NotificationDescriptors

    /// `NSManagedObjectContextQueryGenerationKey`, read by both kinds of context payload.
    let catalogQueryGenerationKey = UserInfoKey<NSQueryGenerationToken>(CatalogNames.queryGeneration)

    /// `NSPersistentHistoryTokenKey`, read by the context payloads and the remote change.
    let catalogHistoryTokenKey = UserInfoKey<NSPersistentHistoryToken>(CatalogNames.persistentHistoryToken)
#endif
