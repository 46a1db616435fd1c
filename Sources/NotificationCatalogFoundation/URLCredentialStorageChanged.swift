import Foundation
public import NotificationDescriptors

#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

/// The stored credentials changed: the payload of `NSURLCredentialStorageChangedNotification`.
///
/// `Sendable`, because `URLCredentialStorage` is.
public struct URLCredentialStorageChanged: Sendable, Equatable {
    /// The storage that changed: the notification's `object`.
    public var storage: URLCredentialStorage

    /// The payload for `storage`.
    public init(storage: URLCredentialStorage) {
        self.storage = storage
    }
}

extension NotificationDescriptor where Payload == URLCredentialStorageChanged {
    /// The set of stored credentials changed.
    ///
    /// - **Posted on Linux:** yes, by `URLCredentialStorage`'s `set(_:for:)`, `setDefaultCredential(_:for:)` and
    ///   `remove(_:for:)`, synchronously on the calling thread, to `NotificationCenter.default`, and only when the
    ///   stored set really changes.
    /// - **Object:** the `URLCredentialStorage`.
    /// - **userInfo:** none (`nil`).
    /// - **Foundation constant:** `Notification.Name.NSURLCredentialStorageChanged` (FoundationNetworking).
    public static var urlCredentialStorageChanged: Self { _urlCredentialStorageChanged }
}

private let _urlCredentialStorageChanged = NotificationDescriptor<URLCredentialStorageChanged>(
    CatalogNames.urlCredentialStorageChanged,
    decode: { note in URLCredentialStorageChanged(storage: try note.object(as: URLCredentialStorage.self)) },
    encode: { payload in (object: payload.storage, userInfo: nil) }
)
