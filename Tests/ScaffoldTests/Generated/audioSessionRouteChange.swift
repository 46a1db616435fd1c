// DO NOT EDIT: scaffolded from Catalog/Fixtures/audioSessionRouteChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `AVAudioSessionRouteChangeNotification`, scaffolded from `audioSessionRouteChange.json`. Review
/// the names and types: they are inferred from the captured values.
struct AVAudioSessionRouteChange: Codable, Sendable, DescribedNotification {
    // Not scaffolded: userInfo["AVAudioSessionRouteChangePreviousRouteKey"]: NSObject is an object, and a Codable
    // struct cannot hold one.
    // Not scaffolded: userInfo["AVAudioSessionRouteChangeReasonKey"]: Int in one capture, String in another.

    static let descriptor = NotificationDescriptor(
        Notification.Name("AVAudioSessionRouteChangeNotification"),
        userInfo: AVAudioSessionRouteChange.self
    )
}
