// DO NOT EDIT: scaffolded from Catalog/Fixtures/playerRateDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `AVPlayerRateDidChangeNotification`, scaffolded from `playerRateDidChange.json`. Review the names
/// and types: they are inferred from the captured values.
struct AVPlayerRateDidChange: Codable, Sendable, DescribedNotification {
    var reason: String?

    enum CodingKeys: String, CodingKey {
        case reason = "AVPlayerRateDidChangeReasonKey"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("AVPlayerRateDidChangeNotification"),
        userInfo: AVPlayerRateDidChange.self
    )
}
