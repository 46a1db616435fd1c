// DO NOT EDIT: scaffolded from Catalog/Fixtures/httpCookieStorageCookiesChanged.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSHTTPCookieManagerCookiesChangedNotification`, scaffolded from
/// `httpCookieStorageCookiesChanged.json`. Review the names and types: they are inferred from the captured values.
/// The notification's `object` (HTTPCookieStorage) is not part of the struct: a hand-written converter reads it with
/// `note.object(as:)`.
struct HTTPCookieManagerCookiesChanged: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("NSHTTPCookieManagerCookiesChangedNotification"),
        userInfo: HTTPCookieManagerCookiesChanged.self
    )
}
