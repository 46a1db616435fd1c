// DO NOT EDIT: scaffolded from Catalog/Fixtures/applicationDidEnterBackground.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIApplicationDidEnterBackgroundNotification`, scaffolded from
/// `applicationDidEnterBackground.json`. Review the names and types: they are inferred from the captured values.
struct ApplicationDidEnterBackground: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIApplicationDidEnterBackgroundNotification"),
        userInfo: ApplicationDidEnterBackground.self
    )
}
