import Foundation
public import NotificationDescriptors

#if canImport(FoundationNetworking)
    public import FoundationNetworking
#endif

/// The stored cookies changed: the payload of `NSHTTPCookieManagerCookiesChangedNotification`.
///
/// `Sendable`, because `HTTPCookieStorage` is.
public struct HTTPCookieStorageCookiesChanged: Sendable, Equatable {
    /// The cookie storage that changed: the notification's `object`.
    public var storage: HTTPCookieStorage

    /// The payload for `storage`.
    public init(storage: HTTPCookieStorage) {
        self.storage = storage
    }
}

extension NotificationDescriptor where Payload == HTTPCookieStorageCookiesChanged {
    /// The cookies in a cookie storage changed.
    ///
    /// - **Posted on Linux:** **no**. FoundationNetworking declares the name, but `setCookie(_:)` and
    ///   `deleteCookie(_:)` never post it. On Apple platforms `HTTPCookieStorage` posts it when its cookies change.
    /// - **Object:** the `HTTPCookieStorage`.
    /// - **userInfo:** none (`nil`).
    /// - **Foundation constant:** `Notification.Name.NSHTTPCookieManagerCookiesChanged` (FoundationNetworking).
    /// - **On Linux use instead:** post this descriptor yourself where your code sets or deletes cookies, or compare
    ///   `cookies` before and after.
    public static var httpCookieStorageCookiesChanged: Self { _httpCookieStorageCookiesChanged }
}

private let _httpCookieStorageCookiesChanged = NotificationDescriptor<HTTPCookieStorageCookiesChanged>(
    CatalogNames.httpCookieStorageCookiesChanged,
    decode: { note in HTTPCookieStorageCookiesChanged(storage: try note.object(as: HTTPCookieStorage.self)) },
    encode: { payload in (object: payload.storage, userInfo: nil) }
)
