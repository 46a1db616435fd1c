// The catalog's shared types (CatalogEntry, CatalogKey) and the Foundation entries.
@_exported public import NotificationCatalogFoundation

// What importing this module makes nameable besides its own payloads: the framework whose types they carry, so an
// app names them without a second import. On iOS, AVFoundation itself (linked only by apps that import this module or the
// umbrella NotificationCatalog); on Linux, the catalog's stand-ins with Apple's names; nothing on macOS, tvOS, watchOS
// or visionOS, where the Apple catalog is left out.
#if os(iOS)
    @_exported public import AVFoundation
#elseif !canImport(Darwin)
    @_exported public import NotificationCatalogStandIns
#endif
