// DO NOT EDIT: scaffolded from Catalog/Fixtures/applicationDidBecomeActive.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIApplicationDidBecomeActiveNotification`, scaffolded from `applicationDidBecomeActive.json`.
/// Review the names and types: they are inferred from the captured values.
struct ApplicationDidBecomeActive: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIApplicationDidBecomeActiveNotification"),
        userInfo: ApplicationDidBecomeActive.self
    )
}
