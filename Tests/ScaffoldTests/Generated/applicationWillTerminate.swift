// DO NOT EDIT: scaffolded from Catalog/Fixtures/applicationWillTerminate.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIApplicationWillTerminateNotification`, scaffolded from `applicationWillTerminate.json`. Review
/// the names and types: they are inferred from the captured values.
struct ApplicationWillTerminate: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIApplicationWillTerminateNotification"),
        userInfo: ApplicationWillTerminate.self
    )
}
