// DO NOT EDIT: scaffolded from Catalog/Fixtures/captureSessionWasInterrupted.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `AVCaptureSessionWasInterruptedNotification`, scaffolded from `captureSessionWasInterrupted.json`.
/// Review the names and types: they are inferred from the captured values.
struct AVCaptureSessionWasInterrupted: Codable, Sendable, DescribedNotification {
    var interruptionReason: Int

    enum CodingKeys: String, CodingKey {
        case interruptionReason = "AVCaptureSessionInterruptionReasonKey"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("AVCaptureSessionWasInterruptedNotification"),
        userInfo: AVCaptureSessionWasInterrupted.self
    )
}
