import Foundation

// On Linux the URL credential and cookie names are declared in FoundationNetworking; on Apple platforms, in Foundation.
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The names and keys the catalog reads, in one place.
///
/// Foundation's are its own constants, which Apple's SDKs and Linux Foundation spell alike, so a misspelt name
/// cannot compile; the catalog's tests check the raw names on Linux. The iCloud key-value store's and the metadata
/// query's, which Foundation declares on Apple platforms only, are in their entries' files.
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
    static let fileHandleDataItem = NSFileHandleNotificationDataItem
    static let fileHandleItem = NSFileHandleNotificationFileHandleItem
}
