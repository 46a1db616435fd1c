// DO NOT EDIT: scaffolded from Catalog/Fixtures/applicationWillResignActive.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIApplicationWillResignActiveNotification`, scaffolded from `applicationWillResignActive.json`.
/// Review the names and types: they are inferred from the captured values.
struct ApplicationWillResignActive: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIApplicationWillResignActiveNotification"),
        userInfo: ApplicationWillResignActive.self
    )
}
