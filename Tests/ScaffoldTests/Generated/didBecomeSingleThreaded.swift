// DO NOT EDIT: scaffolded from Catalog/Fixtures/didBecomeSingleThreaded.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSDidBecomeSingleThreadedNotification`, scaffolded from `didBecomeSingleThreaded.json`. Review
/// the names and types: they are inferred from the captured values.
/// The notification's `object` (NSObject) is not part of the struct: a hand-written converter reads it with
/// `note.object(as:)`.
struct DidBecomeSingleThreaded: Codable, Sendable, DescribedNotification {
    var extra: Int?

    static let descriptor = NotificationDescriptor(
        Notification.Name("NSDidBecomeSingleThreadedNotification"),
        userInfo: DidBecomeSingleThreaded.self
    )
}
