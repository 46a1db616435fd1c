// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessoryDidDisconnect.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `EAAccessoryDidDisconnectNotification`, scaffolded from `accessoryDidDisconnect.json`. Review the
/// names and types: they are inferred from the captured values.
/// The notification's `object` (Thread) is not part of the struct: a hand-written converter reads it with
/// `note.object(as:)`.
struct EAAccessoryDidDisconnect: Codable, Sendable, DescribedNotification {
    // Not scaffolded: userInfo["EAAccessoryKey"]: NSObject is an object, and a Codable struct cannot hold one.

    static let descriptor = NotificationDescriptor(
        Notification.Name("EAAccessoryDidDisconnectNotification"),
        userInfo: EAAccessoryDidDisconnect.self
    )
}
