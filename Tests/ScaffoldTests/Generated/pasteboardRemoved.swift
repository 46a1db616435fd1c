// DO NOT EDIT: scaffolded from Catalog/Fixtures/pasteboardRemoved.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIPasteboardRemovedNotification`, scaffolded from `pasteboardRemoved.json`. Review the names and
/// types: they are inferred from the captured values.
struct PasteboardRemoved: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIPasteboardRemovedNotification"),
        userInfo: PasteboardRemoved.self
    )
}
