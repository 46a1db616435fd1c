// DO NOT EDIT: scaffolded from Catalog/Fixtures/fileHandleConnectionAccepted.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSFileHandleConnectionAcceptedNotification`, scaffolded from `fileHandleConnectionAccepted.json`.
/// Review the names and types: they are inferred from the captured values.
/// The notification's `object` (FileHandle) is not part of the struct: a hand-written converter reads it with
/// `note.object(as:)`.
struct FileHandleConnectionAccepted: Codable, Sendable, DescribedNotification {
    var error: Int?
    // Not scaffolded: userInfo["NSFileHandleNotificationFileHandleItem"]: FileHandle is an object, and a Codable struct
    // cannot hold one.

    enum CodingKeys: String, CodingKey {
        case error = "NSFileHandleError"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("NSFileHandleConnectionAcceptedNotification"),
        userInfo: FileHandleConnectionAccepted.self
    )
}
