// DO NOT EDIT: scaffolded from Catalog/Fixtures/audioSessionSilenceSecondaryAudioHint.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `AVAudioSessionSilenceSecondaryAudioHintNotification`, scaffolded from
/// `audioSessionSilenceSecondaryAudioHint.json`. Review the names and types: they are inferred from the captured
/// values.
struct AVAudioSessionSilenceSecondaryAudioHint: Codable, Sendable, DescribedNotification {
    var type: Int

    enum CodingKeys: String, CodingKey {
        case type = "AVAudioSessionSilenceSecondaryAudioHintTypeKey"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("AVAudioSessionSilenceSecondaryAudioHintNotification"),
        userInfo: AVAudioSessionSilenceSecondaryAudioHint.self
    )
}
