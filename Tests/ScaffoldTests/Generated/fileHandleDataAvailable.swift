// DO NOT EDIT: scaffolded from Catalog/Fixtures/fileHandleDataAvailable.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSFileHandleDataAvailableNotification`, scaffolded from `fileHandleDataAvailable.json`. Review
/// the names and types: they are inferred from the captured values.
/// The notification's `object` (FileHandle) is not part of the struct: a hand-written converter reads it with
/// `note.object(as:)`.
struct FileHandleDataAvailable: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("NSFileHandleDataAvailableNotification"),
        userInfo: FileHandleDataAvailable.self
    )
}
