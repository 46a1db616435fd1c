// DO NOT EDIT: scaffolded from Catalog/Fixtures/urlCredentialStorageChanged.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSURLCredentialStorageChangedNotification`, scaffolded from `urlCredentialStorageChanged.json`.
/// Review the names and types: they are inferred from the captured values.
/// The notification's `object` (URLCredentialStorage) is not part of the struct: a hand-written converter reads it with
/// `note.object(as:)`.
struct URLCredentialStorageChanged: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("NSURLCredentialStorageChangedNotification"),
        userInfo: URLCredentialStorageChanged.self
    )
}
