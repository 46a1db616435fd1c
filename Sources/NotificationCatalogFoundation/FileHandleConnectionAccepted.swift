public import Foundation
public import NotificationDescriptors

/// A listening socket accepted a connection: the payload of `NSFileHandleConnectionAcceptedNotification`.
///
/// `Sendable`, because `FileHandle` is.
public struct FileHandleConnectionAccepted: Sendable, Equatable {
    /// The listening handle: the notification's `object`.
    public var listeningHandle: FileHandle
    /// The accepted connection, from `userInfo["NSFileHandleNotificationFileHandleItem"]`.
    ///
    /// **Always `nil` on Linux:** Foundation accepts the connection but posts an empty `userInfo`, dropping the
    /// handle (and never closing its descriptor). Apple platforms fill it in.
    public var acceptedHandle: FileHandle?
    /// The `errno` of a failed `accept`, from `userInfo["NSFileHandleError"]`; `nil` on success (and always on
    /// Linux, which drops it too).
    public var errorCode: Int?

    /// The payload for `listeningHandle`, with the accepted handle or the error when known.
    public init(listeningHandle: FileHandle, acceptedHandle: FileHandle? = nil, errorCode: Int? = nil) {
        self.listeningHandle = listeningHandle
        self.acceptedHandle = acceptedHandle
        self.errorCode = errorCode
    }

    static let acceptedKey = UserInfoKey<FileHandle>(CatalogNames.fileHandleItem)
    static let errorKey = UserInfoKey<Int>("NSFileHandleError")
}

extension NotificationDescriptor where Payload == FileHandleConnectionAccepted {
    /// A listening socket's file handle accepted a connection.
    ///
    /// - **Posted on Linux:** yes, after `acceptConnectionInBackgroundAndNotify()`, to `NotificationCenter.default`,
    ///   on the thread that runs the main dispatch queue while it runs its run loop (see <doc:FileHandleDelivery>);
    ///   but **without the accepted handle**: ``FileHandleConnectionAccepted/acceptedHandle`` is always `nil` on
    ///   Linux, so the connection cannot be used from this notification there.
    /// - **Object:** the listening `FileHandle`.
    /// - **userInfo:**
    ///   - `NSFileHandleNotificationFileHandleItem`: `FileHandle`, the accepted connection (Apple platforms only).
    ///   - `NSFileHandleError`: `NSNumber` (`errno`), on error (Apple platforms only).
    /// - **Foundation constant:** `Notification.Name.NSFileHandleConnectionAccepted`.
    /// - **On Linux use instead:** accept connections yourself (`accept(2)` on the listening descriptor, for example
    ///   from a `DispatchSource.makeReadSource`).
    ///
    /// The encoder writes what Foundation posts: `[:]` when there is neither handle nor error (the Linux shape),
    /// the handle or the error code (as `NSNumber`) otherwise (the Apple shape).
    public static var fileHandleConnectionAccepted: Self { _fileHandleConnectionAccepted }
}

private let _fileHandleConnectionAccepted = NotificationDescriptor<FileHandleConnectionAccepted>(
    CatalogNames.fileHandleConnectionAccepted,
    decode: { note in
        FileHandleConnectionAccepted(
            listeningHandle: try note.object(as: FileHandle.self),
            acceptedHandle: try note.valueIfPresent(for: FileHandleConnectionAccepted.acceptedKey),
            errorCode: try note.valueIfPresent(for: FileHandleConnectionAccepted.errorKey)
        )
    },
    encode: { payload in
        var userInfo: [AnyHashable: Any] = [:]
        if let accepted = payload.acceptedHandle {
            userInfo[FileHandleConnectionAccepted.acceptedKey.rawValue] = accepted
        }
        if let errorCode = payload.errorCode {
            userInfo[FileHandleConnectionAccepted.errorKey.rawValue] = NSNumber(value: errorCode)
        }
        return (object: payload.listeningHandle, userInfo: userInfo)
    }
)
