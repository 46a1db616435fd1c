// DO NOT EDIT: scaffolded from Catalog/Fixtures/audioSessionInterruption.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `AVAudioSessionInterruptionNotification`, scaffolded from `audioSessionInterruption.json`. Review
/// the names and types: they are inferred from the captured values.
struct AVAudioSessionInterruption: Codable, Sendable, DescribedNotification {
    var option: Int?
    var reason: Int?
    var type: Int
    var wasSuspended: Bool?

    enum CodingKeys: String, CodingKey {
        case option = "AVAudioSessionInterruptionOptionKey"
        case reason = "AVAudioSessionInterruptionReasonKey"
        case type = "AVAudioSessionInterruptionTypeKey"
        case wasSuspended = "AVAudioSessionInterruptionWasSuspendedKey"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("AVAudioSessionInterruptionNotification"),
        userInfo: AVAudioSessionInterruption.self
    )
}
