public import Foundation
public import NotificationDescriptors

/// A file handle has data to read: the payload of `NSFileHandleDataAvailableNotification`.
///
/// `Sendable`, because `FileHandle` is.
public struct FileHandleDataAvailable: Sendable, Equatable {
    /// The handle that has data waiting: the notification's `object`.
    public var fileHandle: FileHandle

    /// The payload for `fileHandle`.
    public init(fileHandle: FileHandle) {
        self.fileHandle = fileHandle
    }
}

extension NotificationDescriptor where Payload == FileHandleDataAvailable {
    /// A file handle that was asked to wait for data now has some to read.
    ///
    /// - **Posted on Linux:** yes, after `waitForDataInBackgroundAndNotify()`, to `NotificationCenter.default`, on
    ///   the thread that runs the main dispatch queue while it runs its run loop (see <doc:FileHandleDelivery>).
    /// - **Object:** the `FileHandle`.
    /// - **userInfo:** empty (`[:]`, not `nil`).
    /// - **Foundation constant:** `Notification.Name.NSFileHandleDataAvailable`.
    public static var fileHandleDataAvailable: Self { _fileHandleDataAvailable }
}

private let _fileHandleDataAvailable = NotificationDescriptor<FileHandleDataAvailable>(
    CatalogNames.fileHandleDataAvailable,
    decode: { note in FileHandleDataAvailable(fileHandle: try note.object(as: FileHandle.self)) },
    encode: { payload in (object: payload.fileHandle, userInfo: [:]) }
)
