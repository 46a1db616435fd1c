// DO NOT EDIT: scaffolded from Catalog/Fixtures/metadataQueryGatheringProgress.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSMetadataQueryGatheringProgressNotification`, scaffolded from
/// `metadataQueryGatheringProgress.json`. Review the names and types: they are inferred from the captured values.
struct MetadataQueryGatheringProgress: Codable, Sendable, DescribedNotification {
    // Not scaffolded: userInfo["kMDQueryUpdateAddedItems"]: an empty array in every capture, so its element type is
    // unknown.

    static let descriptor = NotificationDescriptor(
        Notification.Name("NSMetadataQueryGatheringProgressNotification"),
        userInfo: MetadataQueryGatheringProgress.self
    )
}
