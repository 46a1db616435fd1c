public import Foundation

// On Linux the URL credential and cookie names are declared in FoundationNetworking; on Apple platforms, in Foundation.
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The names and keys the catalog reads, in one place.
///
/// Foundation's are its own constants, which Apple's SDKs and Linux Foundation spell alike, so a misspelt name
/// cannot compile; the catalog's tests check the raw names on Linux. The iCloud key-value store's and the metadata
/// query's, which Foundation declares on Apple platforms only, are its constants on iOS and their strings on Linux.
///
/// A namespace without instances; its members are immutable.
enum CatalogNames {
    static let fileHandleReadCompletion = FileHandle.readCompletionNotification
    static let fileHandleReadToEndOfFileCompletion = Notification.Name.NSFileHandleReadToEndOfFileCompletion
    static let fileHandleDataAvailable = Notification.Name.NSFileHandleDataAvailable
    static let fileHandleConnectionAccepted = Notification.Name.NSFileHandleConnectionAccepted
    static let portDidBecomeInvalid = Port.didBecomeInvalidNotification
    static let userDefaultsDidChange = UserDefaults.didChangeNotification
    static let urlCredentialStorageChanged = Notification.Name.NSURLCredentialStorageChanged
    static let httpCookieStorageCookiesChanged = Notification.Name.NSHTTPCookieManagerCookiesChanged
    #if os(macOS) || os(Linux)
        // `Process` exists only on macOS and Linux, not on iOS, tvOS, watchOS or visionOS.
        static let processDidTerminate = Process.didTerminateNotification
    #endif
    static let threadWillExit = Notification.Name.NSThreadWillExit
    static let willBecomeMultiThreaded = Notification.Name.NSWillBecomeMultiThreaded
    static let didBecomeSingleThreaded = Notification.Name.NSDidBecomeSingleThreaded
    static let currentLocaleDidChange = NSLocale.currentLocaleDidChangeNotification
    static let systemTimeZoneDidChange = Notification.Name.NSSystemTimeZoneDidChange
    static let calendarDayChanged = Notification.Name.NSCalendarDayChanged
    static let fileHandleDataItem = NSFileHandleNotificationDataItem
    static let fileHandleItem = NSFileHandleNotificationFileHandleItem
}

// Foundation's iCloud key-value store and metadata query exist on Apple platforms only: on iOS their constants, on
// Linux their strings (evidence in Catalog/README.md); left out on macOS, tvOS, watchOS and visionOS, like the rest of
// the Apple catalog.
#if os(iOS)
    extension CatalogNames {
        // Foundation (Apple platforms only): its constants.
        static let ubiquitousKeyValueStoreDidChangeExternally = NSUbiquitousKeyValueStore
            .didChangeExternallyNotification
        static let ubiquitousKeyValueStoreChangeReason = NSUbiquitousKeyValueStoreChangeReasonKey
        static let ubiquitousKeyValueStoreChangedKeys = NSUbiquitousKeyValueStoreChangedKeysKey
        static let metadataQueryDidUpdate = Notification.Name.NSMetadataQueryDidUpdate
        static let metadataQueryUpdateAddedItems = NSMetadataQueryUpdateAddedItemsKey
        static let metadataQueryUpdateChangedItems = NSMetadataQueryUpdateChangedItemsKey
        static let metadataQueryUpdateRemovedItems = NSMetadataQueryUpdateRemovedItemsKey
    }
#elseif !canImport(Darwin)
    extension CatalogNames {
        static let ubiquitousKeyValueStoreDidChangeExternally = Notification.Name(
            "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
        static let ubiquitousKeyValueStoreChangeReason = "NSUbiquitousKeyValueStoreChangeReasonKey"
        static let ubiquitousKeyValueStoreChangedKeys = "NSUbiquitousKeyValueStoreChangedKeysKey"
        static let metadataQueryDidUpdate = Notification.Name("NSMetadataQueryDidUpdateNotification")
        static let metadataQueryUpdateAddedItems = "kMDQueryUpdateAddedItems"
        static let metadataQueryUpdateChangedItems = "kMDQueryUpdateChangedItems"
        static let metadataQueryUpdateRemovedItems = "kMDQueryUpdateRemovedItems"
    }
#endif
