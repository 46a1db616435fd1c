// DO NOT EDIT: scaffolded from Catalog/Fixtures/threadWillExit.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSThreadWillExitNotification`, scaffolded from `threadWillExit.json`. Review the names and types:
/// they are inferred from the captured values.
/// The notification's `object` (Thread) is not part of the struct: a hand-written converter reads it with
/// `note.object(as:)`.
struct ThreadWillExit: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("NSThreadWillExitNotification"),
        userInfo: ThreadWillExit.self
    )
}
