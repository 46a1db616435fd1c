// DO NOT EDIT: scaffolded from Catalog/Fixtures/applicationWillEnterForeground.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIApplicationWillEnterForegroundNotification`, scaffolded from
/// `applicationWillEnterForeground.json`. Review the names and types: they are inferred from the captured values.
struct ApplicationWillEnterForeground: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIApplicationWillEnterForegroundNotification"),
        userInfo: ApplicationWillEnterForeground.self
    )
}
