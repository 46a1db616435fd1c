// DO NOT EDIT: scaffolded from Catalog/Fixtures/audioSessionRenderingModeChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `AVAudioSessionRenderingModeChangeNotification`, scaffolded from
/// `audioSessionRenderingModeChange.json`. Review the names and types: they are inferred from the captured values.
struct AVAudioSessionRenderingModeChange: Codable, Sendable, DescribedNotification {
    var newRenderingMode: Int

    enum CodingKeys: String, CodingKey {
        case newRenderingMode = "AVAudioSessionRenderingModeNewRenderingModeKey"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("AVAudioSessionRenderingModeChangeNotification"),
        userInfo: AVAudioSessionRenderingModeChange.self
    )
}
