// DO NOT EDIT: scaffolded from Catalog/Fixtures/fileHandleReadCompletion.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSFileHandleReadCompletionNotification`, scaffolded from `fileHandleReadCompletion.json`. Review
/// the names and types: they are inferred from the captured values.
/// The notification's `object` (FileHandle) is not part of the struct: a hand-written converter reads it with
/// `note.object(as:)`.
struct FileHandleReadCompletion: Codable, Sendable, DescribedNotification {
    var error: Int?
    var dataItem: Data

    enum CodingKeys: String, CodingKey {
        case error = "NSFileHandleError"
        case dataItem = "NSFileHandleNotificationDataItem"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("NSFileHandleReadCompletionNotification"),
        userInfo: FileHandleReadCompletion.self
    )
}
