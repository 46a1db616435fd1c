// DO NOT EDIT: scaffolded from Catalog/Fixtures/applicationDidReceiveMemoryWarning.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIApplicationDidReceiveMemoryWarningNotification`, scaffolded from
/// `applicationDidReceiveMemoryWarning.json`. Review the names and types: they are inferred from the captured values.
struct ApplicationDidReceiveMemoryWarning: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIApplicationDidReceiveMemoryWarningNotification"),
        userInfo: ApplicationDidReceiveMemoryWarning.self
    )
}
