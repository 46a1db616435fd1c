// DO NOT EDIT: generated from Catalog/Specs/Foundation.json by notification-catalog-generate.
// Regenerate: swift run notification-catalog-generate
// swift-format-ignore-file

internal import Foundation
package import NotificationCatalogFoundation
internal import NotificationDescriptors

extension CatalogEntry {
    /// A background read of a file handle finished: the bytes read, or the error.
    package static let fileHandleReadCompletion = CatalogEntry(
        NotificationDescriptor<FileHandleReadCompletion>.fileHandleReadCompletion,
        payload: .sendable,
        member: "fileHandleReadCompletion",
        foundationConstant: "FileHandle.readCompletionNotification",
        declaredIn: "Foundation",
        objectType: "FileHandle",
        keys: [
            CatalogKey(
                name: "NSFileHandleNotificationDataItem",
                valueType: "Data",
                isRequired: true,
                summary: "The bytes read; empty at end of file or on error.",
                evidence: nil
            ),
            CatalogKey(
                name: "NSFileHandleError",
                valueType: "Int",
                isRequired: false,
                summary: "The errno of a failed read; absent on success.",
                evidence: nil
            ),
        ],
        isPostedOnLinux: true,
        postedBy:
            "FileHandle after readInBackgroundAndNotify(), to NotificationCenter.default, through "
            + "NotificationQueue.default on the thread that runs the main dispatch queue, while that thread runs its "
            + "run loop in the default mode.",
        useInstead: nil,
        summary: "A background read of a file handle finished: the bytes read, or the error.",
        sourceFile: "Catalog/Specs/Foundation.json",
        fields: { (payload: FileHandleReadCompletion) in
            [
                Field("fileHandle", object: payload.fileHandle),
                Field("data", .data(payload.data)),
                Field("errorCode", payload.errorCode.map { .int($0) }),
            ]
        }
    )

    /// A background read of a file handle to its end finished: all the bytes, or the error.
    package static let fileHandleReadToEndOfFileCompletion = CatalogEntry(
        NotificationDescriptor<FileHandleReadCompletion>.fileHandleReadToEndOfFileCompletion,
        payload: .sendable,
        member: "fileHandleReadToEndOfFileCompletion",
        foundationConstant: "Notification.Name.NSFileHandleReadToEndOfFileCompletion",
        declaredIn: "Foundation",
        objectType: "FileHandle",
        keys: [
            CatalogKey(
                name: "NSFileHandleNotificationDataItem",
                valueType: "Data",
                isRequired: false,
                summary: "All the bytes up to end of file; absent on error (the payload then has empty data).",
                evidence: nil
            ),
            CatalogKey(
                name: "NSFileHandleError",
                valueType: "Int",
                isRequired: false,
                summary: "The errno of a failed read; absent on success.",
                evidence: nil
            ),
        ],
        isPostedOnLinux: true,
        postedBy:
            "FileHandle after readToEndOfFileInBackgroundAndNotify() once the writer closes, to "
            + "NotificationCenter.default, through NotificationQueue.default on the thread that runs the main "
            + "dispatch queue, while that thread runs its run loop in the default mode.",
        useInstead: nil,
        summary: "A background read of a file handle to its end finished: all the bytes, or the error.",
        sourceFile: "Catalog/Specs/Foundation.json",
        fields: { (payload: FileHandleReadCompletion) in
            [
                Field("fileHandle", object: payload.fileHandle),
                Field("data", .data(payload.data)),
                Field("errorCode", payload.errorCode.map { .int($0) }),
            ]
        }
    )

    /// A file handle that was asked to wait for data now has some to read.
    package static let fileHandleDataAvailable = CatalogEntry(
        NotificationDescriptor<FileHandleDataAvailable>.fileHandleDataAvailable,
        payload: .sendable,
        member: "fileHandleDataAvailable",
        foundationConstant: "Notification.Name.NSFileHandleDataAvailable",
        declaredIn: "Foundation",
        objectType: "FileHandle",
        keys: [],
        isPostedOnLinux: true,
        postedBy:
            "FileHandle after waitForDataInBackgroundAndNotify(), to NotificationCenter.default, through "
            + "NotificationQueue.default on the thread that runs the main dispatch queue, while that thread runs its "
            + "run loop in the default mode. userInfo is empty.",
        useInstead: nil,
        summary: "A file handle that was asked to wait for data now has some to read.",
        sourceFile: "Catalog/Specs/Foundation.json",
        fields: { (payload: FileHandleDataAvailable) in
            [
                Field("fileHandle", object: payload.fileHandle),
            ]
        }
    )

    /// A listening socket's file handle accepted a connection (the handle is nil on Linux).
    package static let fileHandleConnectionAccepted = CatalogEntry(
        NotificationDescriptor<FileHandleConnectionAccepted>.fileHandleConnectionAccepted,
        payload: .sendable,
        member: "fileHandleConnectionAccepted",
        foundationConstant: "Notification.Name.NSFileHandleConnectionAccepted",
        declaredIn: "Foundation",
        objectType: "FileHandle",
        keys: [
            CatalogKey(
                name: "NSFileHandleNotificationFileHandleItem",
                valueType: "FileHandle",
                isRequired: false,
                summary: "The accepted connection. Never present on Linux: Foundation drops it.",
                evidence: nil
            ),
            CatalogKey(
                name: "NSFileHandleError",
                valueType: "NSNumber (Int)",
                isRequired: false,
                summary: "The errno of a failed accept. Never present on Linux.",
                evidence: nil
            ),
        ],
        isPostedOnLinux: true,
        postedBy:
            "FileHandle after acceptConnectionInBackgroundAndNotify(), to NotificationCenter.default, through "
            + "NotificationQueue.default on the thread that runs the main dispatch queue, while that thread runs its "
            + "run loop in the default mode. userInfo is always empty on Linux: the accepted handle is dropped.",
        useInstead:
            "To use the connection on Linux, accept(2) on the listening descriptor yourself (e.g. from a "
            + "DispatchSource read source).",
        summary: "A listening socket's file handle accepted a connection (the handle is nil on Linux).",
        sourceFile: "Catalog/Specs/Foundation.json",
        fields: { (payload: FileHandleConnectionAccepted) in
            [
                Field("listeningHandle", object: payload.listeningHandle),
                Field("acceptedHandle", object: payload.acceptedHandle),
                Field("errorCode", payload.errorCode.map { .int($0) }),
            ]
        }
    )

    /// A port was invalidated.
    package static let portDidBecomeInvalid = CatalogEntry(
        NotificationDescriptor<PortDidBecomeInvalid>.portDidBecomeInvalid,
        payload: .sendable,
        member: "portDidBecomeInvalid",
        postingThread: NotificationDescriptor<PortDidBecomeInvalid.OnPostingThread>.portDidBecomeInvalidOnPostingThread,
        foundationConstant: "Port.didBecomeInvalidNotification",
        declaredIn: "Foundation",
        objectType: "Port",
        keys: [],
        isPostedOnLinux: true,
        postedBy:
            "SocketPort.invalidate() (or the deinit of a local port never invalidated), synchronously on the "
            + "calling thread, to NotificationCenter.default; only local (listening) ports post it.",
        useInstead: nil,
        summary: "A port was invalidated.",
        sourceFile: "Catalog/Specs/Foundation.json",
        fields: { (payload: PortDidBecomeInvalid.OnPostingThread) in
            [
                Field("port", object: payload.port),
            ]
        }
    )

    /// User defaults changed.
    package static let userDefaultsDidChange = CatalogEntry(
        NotificationDescriptor<UserDefaultsDidChange>.userDefaultsDidChange,
        payload: .sendable,
        member: "userDefaultsDidChange",
        postingThread: NotificationDescriptor<UserDefaultsDidChange.OnPostingThread>.userDefaultsDidChangeOnPostingThread,
        foundationConstant: "UserDefaults.didChangeNotification",
        declaredIn: "Foundation",
        objectType: "UserDefaults",
        keys: [],
        isPostedOnLinux: true,
        postedBy:
            "UserDefaults.setPersistentDomain(_:forName:) and removePersistentDomain(forName:) only, synchronously "
            + "on the calling thread, to NotificationCenter.default; the object is the receiver. set(_:forKey:), "
            + "removeObject(forKey:) and register(defaults:) do not post it on Linux.",
        useInstead:
            "For changes made with set(_:forKey:) (not posted on Linux), post it yourself through "
            + "userDefaultsDidChangeOnPostingThread where you change defaults, or re-read the values you depend on.",
        summary: "User defaults changed.",
        sourceFile: "Catalog/Specs/Foundation.json",
        fields: { (payload: UserDefaultsDidChange.OnPostingThread) in
            [
                Field("defaults", object: payload.defaults),
            ]
        }
    )

    /// The set of stored credentials changed.
    package static let urlCredentialStorageChanged = CatalogEntry(
        NotificationDescriptor<URLCredentialStorageChanged>.urlCredentialStorageChanged,
        payload: .sendable,
        member: "urlCredentialStorageChanged",
        foundationConstant: "Notification.Name.NSURLCredentialStorageChanged",
        declaredIn: "FoundationNetworking",
        objectType: "URLCredentialStorage",
        keys: [],
        isPostedOnLinux: true,
        postedBy:
            "URLCredentialStorage's set(_:for:), setDefaultCredential(_:for:) and remove(_:for:), synchronously on "
            + "the calling thread, to NotificationCenter.default, when the stored set changes.",
        useInstead: nil,
        summary: "The set of stored credentials changed.",
        sourceFile: "Catalog/Specs/Foundation.json",
        fields: { (payload: URLCredentialStorageChanged) in
            [
                Field("storage", object: payload.storage),
            ]
        }
    )

    /// The cookies in a cookie storage changed.
    package static let httpCookieStorageCookiesChanged = CatalogEntry(
        NotificationDescriptor<HTTPCookieStorageCookiesChanged>.httpCookieStorageCookiesChanged,
        payload: .sendable,
        member: "httpCookieStorageCookiesChanged",
        foundationConstant: "Notification.Name.NSHTTPCookieManagerCookiesChanged",
        declaredIn: "FoundationNetworking",
        objectType: "HTTPCookieStorage",
        keys: [],
        isPostedOnLinux: false,
        postedBy: "Nobody on Linux (declared only). On Apple platforms, HTTPCookieStorage when its cookies change.",
        useInstead:
            "Post this descriptor yourself where you set or delete cookies, or compare HTTPCookieStorage.cookies "
            + "before and after.",
        summary: "The cookies in a cookie storage changed.",
        sourceFile: "Catalog/Specs/Foundation.json",
        fields: { (payload: HTTPCookieStorageCookiesChanged) in
            [
                Field("storage", object: payload.storage),
            ]
        }
    )

    #if os(macOS) || os(Linux)
        /// A launched process ended.
        package static let processDidTerminate = CatalogEntry(
            NotificationDescriptor<ProcessDidTerminate>.processDidTerminate,
            payload: .sendable,
            member: "processDidTerminate",
            foundationConstant: "Process.didTerminateNotification",
            declaredIn: "Foundation",
            objectType: "Process",
            keys: [],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (declared only). On Apple platforms, Process when the process exits.",
            useInstead: "Process.terminationHandler, or waitUntilExit() off the main thread.",
            summary: "A launched process ended.",
            sourceFile: "Catalog/Specs/Foundation.json",
            fields: { (payload: ProcessDidTerminate) in
                [
                    Field("process", object: payload.process),
                ]
            }
        ).onPlatforms(["macOS", "Linux"])
    #endif

    /// A thread is about to exit.
    package static let threadWillExit = CatalogEntry(
        NotificationDescriptor<ThreadWillExit>.threadWillExit,
        payload: .sendable,
        member: "threadWillExit",
        postingThread: NotificationDescriptor<ThreadWillExit.OnPostingThread>.threadWillExitOnPostingThread,
        foundationConstant: "Notification.Name.NSThreadWillExit",
        declaredIn: "Foundation",
        objectType: "Thread",
        keys: [],
        isPostedOnLinux: false,
        postedBy: "Nobody on Linux (declared only). On Apple platforms, the exiting Thread, on itself.",
        useInstead: "Clean up at the end of the thread's block (a defer in the closure given to Thread(block:)).",
        summary: "A thread is about to exit.",
        sourceFile: "Catalog/Specs/Foundation.json",
        fields: { (payload: ThreadWillExit.OnPostingThread) in
            [
                Field("thread", object: payload.thread),
            ]
        }
    )

    /// The process is about to start its first extra thread.
    package static let willBecomeMultiThreaded = CatalogEntry(
        NotificationDescriptor<Void>.willBecomeMultiThreaded,
        payload: .sendable,
        member: "willBecomeMultiThreaded",
        foundationConstant: "Notification.Name.NSWillBecomeMultiThreaded",
        declaredIn: "Foundation",
        objectType: nil,
        keys: [],
        isPostedOnLinux: false,
        postedBy:
            "Nobody on Linux (declared only; starting a Thread does not post it). On Apple platforms, Thread, once, "
            + "when the first thread is detached.",
        useInstead: "Nothing: a Swift program on Linux is multithreaded from the start.",
        summary: "The process is about to start its first extra thread.",
        sourceFile: "Catalog/Specs/Foundation.json",
        fields: { (_: Void) in [] }
    )

    /// The process went back to a single thread.
    package static let didBecomeSingleThreaded = CatalogEntry(
        NotificationDescriptor<Void>.didBecomeSingleThreaded,
        payload: .sendable,
        member: "didBecomeSingleThreaded",
        foundationConstant: "Notification.Name.NSDidBecomeSingleThreaded",
        declaredIn: "Foundation",
        objectType: nil,
        keys: [],
        isPostedOnLinux: false,
        postedBy: "Nobody, on any platform (Apple documents it as not implemented).",
        useInstead: "Nothing; no platform reports this.",
        summary: "The process went back to a single thread.",
        sourceFile: "Catalog/Specs/Foundation.json",
        fields: { (_: Void) in [] }
    )

    /// The user's current locale changed.
    package static let currentLocaleDidChange = CatalogEntry(
        NotificationDescriptor<Void>.currentLocaleDidChange,
        payload: .sendable,
        member: "currentLocaleDidChange",
        foundationConstant: "NSLocale.currentLocaleDidChangeNotification",
        declaredIn: "Foundation",
        objectType: nil,
        keys: [],
        isPostedOnLinux: false,
        postedBy: "Nobody on Linux (declared only). On Apple platforms, Foundation when the user changes the locale.",
        useInstead:
            "Read Locale.current when you need it; on Linux it comes from the environment (LANG, LC_ALL, ...) and "
            + "nothing reports a change.",
        summary: "The user's current locale changed.",
        sourceFile: "Catalog/Specs/Foundation.json",
        fields: { (_: Void) in [] }
    )

    /// The system time zone changed.
    package static let systemTimeZoneDidChange = CatalogEntry(
        NotificationDescriptor<Void>.systemTimeZoneDidChange,
        payload: .sendable,
        member: "systemTimeZoneDidChange",
        foundationConstant: "Notification.Name.NSSystemTimeZoneDidChange",
        declaredIn: "Foundation",
        objectType: nil,
        keys: [],
        isPostedOnLinux: false,
        postedBy:
            "Nobody on Linux (declared only; NSTimeZone.resetSystemTimeZone() only clears the cache). On Apple "
            + "platforms, Foundation when the system time zone changes.",
        useInstead:
            "Call NSTimeZone.resetSystemTimeZone() and read TimeZone.current again when it matters, or watch "
            + "/etc/localtime yourself (e.g. a DispatchSource file-system source).",
        summary: "The system time zone changed.",
        iOSName: "NSSystemTimeZoneDidChangeNotification",
        linuxName: "kCFTimeZoneSystemTimeZoneDidChangeNotification",
        sourceFile: "Catalog/Specs/Foundation.json",
        fields: { (_: Void) in [] }
    )

    /// The calendar day changed.
    package static let calendarDayChanged = CatalogEntry(
        NotificationDescriptor<Void>.calendarDayChanged,
        payload: .sendable,
        member: "calendarDayChanged",
        foundationConstant: "Notification.Name.NSCalendarDayChanged",
        declaredIn: "Foundation",
        objectType: nil,
        keys: [],
        isPostedOnLinux: false,
        postedBy: "Nobody on Linux (declared only). On Apple platforms, Foundation when the calendar day changes.",
        useInstead:
            "A Timer for the start of the next day (Calendar.current.startOfDay(for:) plus one day), re-armed each "
            + "time it fires.",
        summary: "The calendar day changed.",
        sourceFile: "Catalog/Specs/Foundation.json",
        fields: { (_: Void) in [] }
    )

    #if os(iOS) || !canImport(Darwin)
        /// Values in the iCloud key-value store changed on another device or by iCloud.
        package static let ubiquitousKeyValueStoreDidChangeExternally = CatalogEntry(
            NotificationDescriptor<UbiquitousKeyValueStoreDidChange>.ubiquitousKeyValueStoreDidChangeExternally,
            payload: .sendable,
            member: "ubiquitousKeyValueStoreDidChangeExternally",
            postingThread: NotificationDescriptor<UbiquitousKeyValueStoreDidChange.OnPostingThread>.ubiquitousKeyValueStoreDidChangeExternallyOnPostingThread,
            foundationConstant: "NSUbiquitousKeyValueStore.didChangeExternallyNotification",
            declaredIn: "Foundation",
            objectType: "NSUbiquitousKeyValueStore",
            keys: [
                CatalogKey(
                    name: "NSUbiquitousKeyValueStoreChangeReasonKey",
                    valueType: "NSNumber (Int)",
                    isRequired: false,
                    summary:
                        "0 server change, 1 initial sync, 2 quota violation, 3 account change; unknown values are kept; "
                        + "absent reads as nil (Apple documents it \"when present\").",
                    evidence: .plausible("NSUbiquitousKeyValueStoreChangeReasonKey", .reimplementations)
                ),
                CatalogKey(
                    name: "NSUbiquitousKeyValueStoreChangedKeysKey",
                    valueType: "NSArray (NSString)",
                    isRequired: false,
                    summary: "The keys whose values changed; read as empty when absent.",
                    evidence: .plausible("NSUbiquitousKeyValueStoreChangedKeysKey", .reimplementations)
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (Foundation there has no NSUbiquitousKeyValueStore). On Apple platforms, the store "
                + "(the object), when iCloud delivers changes.",
            useInstead:
                "Nothing: there is no iCloud key-value store on Linux; post this descriptor yourself where your own "
                + "synced store changes.",
            summary: "Values in the iCloud key-value store changed on another device or by iCloud.",
            nameEvidence: .plausible("NSUbiquitousKeyValueStoreDidChangeExternallyNotification", .reimplementations),
            sourceFile: "Catalog/Specs/Foundation.json",
            fields: { (payload: UbiquitousKeyValueStoreDidChange.OnPostingThread) in
                [
                    Field("store", object: payload.store),
                    Field("reason", payload.reason.map { .int($0.rawValue) }),
                    Field("changedKeys", .strings(payload.changedKeys)),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A live metadata query's results changed.
        package static let metadataQueryDidUpdate = CatalogEntry(
            NotificationDescriptor<MetadataQueryDidUpdate>.metadataQueryDidUpdate,
            payload: .sendable,
            member: "metadataQueryDidUpdate",
            postingThread: NotificationDescriptor<MetadataQueryDidUpdate.OnPostingThread>.metadataQueryDidUpdateOnPostingThread,
            foundationConstant: "Notification.Name.NSMetadataQueryDidUpdate",
            declaredIn: "Foundation",
            objectType: "NSMetadataQuery",
            keys: [
                CatalogKey(
                    name: "kMDQueryUpdateAddedItems",
                    valueType: "NSArray (NSMetadataItem)",
                    isRequired: false,
                    summary:
                        "The added results (items, or the delegate's replacements, kept). Absent when empty; read as "
                        + "empty.",
                    evidence: .plausible("NSMetadataQueryUpdateAddedItemsKey", .metadataQueryReaders)
                ),
                CatalogKey(
                    name: "kMDQueryUpdateChangedItems",
                    valueType: "NSArray (NSMetadataItem)",
                    isRequired: false,
                    summary:
                        "The changed results (items, or the delegate's replacements, kept). Absent when empty; read as "
                        + "empty.",
                    evidence: .plausible("NSMetadataQueryUpdateChangedItemsKey", .metadataQueryReaders)
                ),
                CatalogKey(
                    name: "kMDQueryUpdateRemovedItems",
                    valueType: "NSArray (NSMetadataItem)",
                    isRequired: false,
                    summary:
                        "The removed results (items, or the delegate's replacements, kept). Absent when empty; read as "
                        + "empty.",
                    evidence: .plausible("NSMetadataQueryUpdateRemovedItemsKey", .metadataQueryReaders)
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (Foundation there has no NSMetadataQuery). On Apple platforms, the query (the object), "
                + "during its live-update phase.",
            useInstead: "Watch the directory yourself (a DispatchSource file-system object source) and post this descriptor.",
            summary: "A live metadata query's results changed.",
            nameEvidence: .plausible("NSMetadataQueryDidUpdateNotification", .reimplementations),
            sourceFile: "Catalog/Specs/Foundation.json",
            fields: { (payload: MetadataQueryDidUpdate.OnPostingThread) in
                [
                    Field("query", object: payload.query),
                    Field("addedItems", .objects(payload.addedItems, type: "NSMetadataItem")),
                    Field("changedItems", .objects(payload.changedItems, type: "NSMetadataItem")),
                    Field("removedItems", .objects(payload.removedItems, type: "NSMetadataItem")),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A metadata query gathered more results during its initial gathering.
        package static let metadataQueryGatheringProgress = CatalogEntry(
            NotificationDescriptor<MetadataQueryDidUpdate>.metadataQueryGatheringProgress,
            payload: .sendable,
            member: "metadataQueryGatheringProgress",
            postingThread: NotificationDescriptor<MetadataQueryDidUpdate.OnPostingThread>.metadataQueryGatheringProgressOnPostingThread,
            foundationConstant: "Notification.Name.NSMetadataQueryGatheringProgress",
            declaredIn: "Foundation",
            objectType: "NSMetadataQuery",
            keys: [
                CatalogKey(
                    name: "kMDQueryUpdateAddedItems",
                    valueType: "NSArray (NSMetadataItem)",
                    isRequired: false,
                    summary:
                        "The added results (items, or the delegate's replacements, kept). Absent when empty; read as "
                        + "empty.",
                    evidence: .plausible("NSMetadataQueryUpdateAddedItemsKey", .metadataQueryReaders)
                ),
                CatalogKey(
                    name: "kMDQueryUpdateChangedItems",
                    valueType: "NSArray (NSMetadataItem)",
                    isRequired: false,
                    summary:
                        "The changed results (items, or the delegate's replacements, kept). Absent when empty; read as "
                        + "empty.",
                    evidence: .plausible("NSMetadataQueryUpdateChangedItemsKey", .metadataQueryReaders)
                ),
                CatalogKey(
                    name: "kMDQueryUpdateRemovedItems",
                    valueType: "NSArray (NSMetadataItem)",
                    isRequired: false,
                    summary:
                        "The removed results (items, or the delegate's replacements, kept). Absent when empty; read as "
                        + "empty.",
                    evidence: .plausible("NSMetadataQueryUpdateRemovedItemsKey", .metadataQueryReaders)
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (Foundation there has no NSMetadataQuery). On Apple platforms, the query (the object), "
                + "during its initial gathering.",
            useInstead: "Watch the directory yourself (a DispatchSource file-system object source) and post this descriptor.",
            summary: "A metadata query gathered more results during its initial gathering.",
            nameEvidence: .proven("NSMetadataQueryGatheringProgressNotification", .newEntriesFrameworkCode),
            sourceFile: "Catalog/Specs/Foundation.json",
            fields: { (payload: MetadataQueryDidUpdate.OnPostingThread) in
                [
                    Field("query", object: payload.query),
                    Field("addedItems", .objects(payload.addedItems, type: "NSMetadataItem")),
                    Field("changedItems", .objects(payload.changedItems, type: "NSMetadataItem")),
                    Field("removedItems", .objects(payload.removedItems, type: "NSMetadataItem")),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif
}
