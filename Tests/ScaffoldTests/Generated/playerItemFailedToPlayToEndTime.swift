// DO NOT EDIT: scaffolded from Catalog/Fixtures/playerItemFailedToPlayToEndTime.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `AVPlayerItemFailedToPlayToEndTimeNotification`, scaffolded from
/// `playerItemFailedToPlayToEndTime.json`. Review the names and types: they are inferred from the captured values.
struct AVPlayerItemFailedToPlayToEndTime: Codable, Sendable, DescribedNotification {
    // Not scaffolded: userInfo["AVPlayerItemFailedToPlayToEndTimeErrorKey"]: NSError is an object, and a Codable struct
    // cannot hold one.

    static let descriptor = NotificationDescriptor(
        Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification"),
        userInfo: AVPlayerItemFailedToPlayToEndTime.self
    )
}
