// DO NOT EDIT: scaffolded from Catalog/Fixtures/fileHandleReadToEndOfFileCompletion.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSFileHandleReadToEndOfFileCompletionNotification`, scaffolded from
/// `fileHandleReadToEndOfFileCompletion.json`. Review the names and types: they are inferred from the captured values.
/// The notification's `object` (FileHandle) is not part of the struct: a hand-written converter reads it with
/// `note.object(as:)`.
struct FileHandleReadToEndOfFileCompletion: Codable, Sendable, DescribedNotification {
    var error: Int?
    var dataItem: Data?

    enum CodingKeys: String, CodingKey {
        case error = "NSFileHandleError"
        case dataItem = "NSFileHandleNotificationDataItem"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("NSFileHandleReadToEndOfFileCompletionNotification"),
        userInfo: FileHandleReadToEndOfFileCompletion.self
    )
}
