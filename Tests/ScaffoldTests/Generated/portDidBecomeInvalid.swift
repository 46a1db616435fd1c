// DO NOT EDIT: scaffolded from Catalog/Fixtures/portDidBecomeInvalid.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSPortDidBecomeInvalidNotification`, scaffolded from `portDidBecomeInvalid.json`. Review the
/// names and types: they are inferred from the captured values.
/// The notification's `object` (SocketPort) is not part of the struct: a hand-written converter reads it with
/// `note.object(as:)`.
struct PortDidBecomeInvalid: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("NSPortDidBecomeInvalidNotification"),
        userInfo: PortDidBecomeInvalid.self
    )
}
