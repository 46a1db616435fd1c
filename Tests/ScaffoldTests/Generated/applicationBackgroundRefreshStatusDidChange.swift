// DO NOT EDIT: scaffolded from Catalog/Fixtures/applicationBackgroundRefreshStatusDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIApplicationBackgroundRefreshStatusDidChangeNotification`, scaffolded from
/// `applicationBackgroundRefreshStatusDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct ApplicationBackgroundRefreshStatusDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification"),
        userInfo: ApplicationBackgroundRefreshStatusDidChange.self
    )
}
