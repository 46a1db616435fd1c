public import Foundation
public import NotificationDescriptors

/// What a background read of a `FileHandle` produced: the payload of `NSFileHandleReadCompletionNotification` and
/// `NSFileHandleReadToEndOfFileCompletionNotification`.
///
/// `Sendable`, because `FileHandle` is.
public struct FileHandleReadCompletion: Sendable, Equatable {
    /// The handle that read: the notification's `object`.
    public var fileHandle: FileHandle
    /// The bytes read, from `userInfo["NSFileHandleNotificationDataItem"]`. Empty at end of file and on error
    /// (after a failed read to end of file Foundation leaves the key out; the payload then holds empty data).
    public var data: Data
    /// The `errno` of a failed read, from `userInfo["NSFileHandleError"]`; `nil` on success.
    public var errorCode: Int?

    /// A completion of `fileHandle` with `data` and, for a failed read, `errorCode`.
    public init(fileHandle: FileHandle, data: Data, errorCode: Int? = nil) {
        self.fileHandle = fileHandle
        self.data = data
        self.errorCode = errorCode
    }

    static let dataKey = UserInfoKey<Data>(CatalogNames.fileHandleDataItem)
    static let errorKey = UserInfoKey<Int>("NSFileHandleError")
}

extension NotificationDescriptor where Payload == FileHandleReadCompletion {
    /// A background read of a file handle finished: the bytes read, or the error.
    ///
    /// - **Posted on Linux:** yes, after `readInBackgroundAndNotify()`, to `NotificationCenter.default`, by
    ///   Foundation's `NotificationQueue` on the thread that runs the main dispatch queue, and only while that
    ///   thread runs its run loop in the default mode. See <doc:FileHandleDelivery>.
    /// - **Object:** the `FileHandle` that read.
    /// - **userInfo:**
    ///   - `NSFileHandleNotificationDataItem`: `Data`, always (empty at end of file or on error).
    ///   - `NSFileHandleError`: `Int` (`errno`), only on error.
    /// - **Foundation constant:** `FileHandle.readCompletionNotification`.
    ///
    /// ```swift
    /// let token = NotificationCenter.default.observe(.fileHandleReadCompletion, object: handle) { completion in
    ///     print("read \(completion.data.count) bytes")
    /// }
    /// ```
    public static var fileHandleReadCompletion: Self { _fileHandleReadCompletion }

    /// A background read of a file handle to its end finished: all the bytes, or the error.
    ///
    /// - **Posted on Linux:** yes, after `readToEndOfFileInBackgroundAndNotify()` once the writer closes, to
    ///   `NotificationCenter.default`, on the thread that runs the main dispatch queue while it runs its run loop
    ///   (see <doc:FileHandleDelivery>).
    /// - **Object:** the `FileHandle` that read.
    /// - **userInfo:**
    ///   - `NSFileHandleNotificationDataItem`: `Data`, on success only.
    ///   - `NSFileHandleError`: `Int` (`errno`), only on error.
    /// - **Foundation constant:** `Notification.Name.NSFileHandleReadToEndOfFileCompletion`.
    public static var fileHandleReadToEndOfFileCompletion: Self { _fileHandleReadToEndOfFileCompletion }
}

private let _fileHandleReadCompletion = NotificationDescriptor<FileHandleReadCompletion>(
    CatalogNames.fileHandleReadCompletion,
    decode: { note in
        FileHandleReadCompletion(
            fileHandle: try note.object(as: FileHandle.self),
            data: try note.value(for: FileHandleReadCompletion.dataKey),
            errorCode: try note.valueIfPresent(for: FileHandleReadCompletion.errorKey)
        )
    },
    encode: { completion in
        var userInfo: [AnyHashable: Any] = [FileHandleReadCompletion.dataKey.rawValue: completion.data]
        if let errorCode = completion.errorCode {
            userInfo[FileHandleReadCompletion.errorKey.rawValue] = errorCode
        }
        return (object: completion.fileHandle, userInfo: userInfo)
    }
)

private let _fileHandleReadToEndOfFileCompletion = NotificationDescriptor<FileHandleReadCompletion>(
    CatalogNames.fileHandleReadToEndOfFileCompletion,
    decode: { note in
        FileHandleReadCompletion(
            fileHandle: try note.object(as: FileHandle.self),
            data: try note.valueIfPresent(for: FileHandleReadCompletion.dataKey) ?? Data(),
            errorCode: try note.valueIfPresent(for: FileHandleReadCompletion.errorKey)
        )
    },
    encode: { completion in
        // Like Foundation: the data on success, the error code (and no data) on failure.
        var userInfo: [AnyHashable: Any] = [:]
        if let errorCode = completion.errorCode {
            userInfo[FileHandleReadCompletion.errorKey.rawValue] = errorCode
            if !completion.data.isEmpty { userInfo[FileHandleReadCompletion.dataKey.rawValue] = completion.data }
        } else {
            userInfo[FileHandleReadCompletion.dataKey.rawValue] = completion.data
        }
        return (object: completion.fileHandle, userInfo: userInfo)
    }
)

extension CatalogKey {
    /// The errno key of the two read notifications.
    static let fileHandleReadError = CatalogKey(
        name: "NSFileHandleError", valueType: "Int", isRequired: false,
        summary: "The errno of a failed read; absent on success."
    )
}

/// How Foundation on Linux posts each of the four FileHandle notifications, after the call `after` (and `then`,
/// what is particular to that notification).
func fileHandlePostedBy(after call: String, then detail: String? = nil) -> String {
    let delivery =
        "FileHandle after \(call), to NotificationCenter.default, through NotificationQueue.default on the thread "
        + "that runs the main dispatch queue, while that thread runs its run loop in the default mode."
    return detail.map { delivery + " " + $0 } ?? delivery
}
