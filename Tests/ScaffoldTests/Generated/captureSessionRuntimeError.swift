// DO NOT EDIT: scaffolded from Catalog/Fixtures/captureSessionRuntimeError.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `AVCaptureSessionRuntimeErrorNotification`, scaffolded from `captureSessionRuntimeError.json`.
/// Review the names and types: they are inferred from the captured values.
struct AVCaptureSessionRuntimeError: Codable, Sendable, DescribedNotification {
    // Not scaffolded: userInfo["AVCaptureSessionErrorKey"]: NSError is an object, and a Codable struct cannot hold one.

    static let descriptor = NotificationDescriptor(
        Notification.Name("AVCaptureSessionRuntimeErrorNotification"),
        userInfo: AVCaptureSessionRuntimeError.self
    )
}
