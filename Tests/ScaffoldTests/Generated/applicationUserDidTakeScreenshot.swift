// DO NOT EDIT: scaffolded from Catalog/Fixtures/applicationUserDidTakeScreenshot.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
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
