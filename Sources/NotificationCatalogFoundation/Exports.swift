// Every catalog module re-exports this one, and so the core library: the descriptors are used through its
// `observe`, `post` and `notifications(of:)`, so `import NotificationCatalogCoreData` alone is enough to observe one.
@_exported public import NotificationDescriptors

// On Linux, the catalog's stand-ins for Foundation's Apple-only classes (NSUbiquitousKeyValueStore, NSMetadataQuery,
// NSMetadataItem) and the other Apple types, and Foundation itself, as Apple's frameworks re-export it on iOS (so
// that a file importing one catalog module builds on both); on iOS Foundation itself has those classes.
#if !canImport(Darwin)
    @_exported public import Foundation
    @_exported public import NotificationCatalogStandIns
#endif
