// DO NOT EDIT: scaffolded from Catalog/Fixtures/metadataQueryDidUpdate.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSMetadataQueryDidUpdateNotification`, scaffolded from `metadataQueryDidUpdate.json`. Review the
/// names and types: they are inferred from the captured values.
struct MetadataQueryDidUpdate: Codable, Sendable, DescribedNotification {
    // Not scaffolded: userInfo["kMDQueryUpdateAddedItems"]: NSObject is an object, and a Codable struct cannot hold
    // one.
    // Not scaffolded: userInfo["kMDQueryUpdateChangedItems"]: an empty array in every capture, so its element type is
    // unknown.
    // Not scaffolded: userInfo["kMDQueryUpdateRemovedItems"]: an empty array in every capture, so its element type is
    // unknown.

    static let descriptor = NotificationDescriptor(
        Notification.Name("NSMetadataQueryDidUpdateNotification"),
        userInfo: MetadataQueryDidUpdate.self
    )
}
