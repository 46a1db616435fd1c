import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIApplicationUserDidTakeScreenshotNotification`, scaffolded from
/// `applicationUserDidTakeScreenshot.json`. Review the names and types: they are inferred from the captured values.
struct ApplicationUserDidTakeScreenshot: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIApplicationUserDidTakeScreenshotNotification"),
        userInfo: ApplicationUserDidTakeScreenshot.self
    )
}
