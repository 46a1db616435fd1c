// DO NOT EDIT: scaffolded from Catalog/Fixtures/processDidTerminate.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSTaskDidTerminateNotification`, scaffolded from `processDidTerminate.json`. Review the names and
/// types: they are inferred from the captured values.
/// The notification's `object` (Process) is not part of the struct: a hand-written converter reads it with
/// `note.object(as:)`.
struct TaskDidTerminate: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("NSTaskDidTerminateNotification"),
        userInfo: TaskDidTerminate.self
    )
}
