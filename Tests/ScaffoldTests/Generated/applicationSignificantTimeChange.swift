// DO NOT EDIT: scaffolded from Catalog/Fixtures/applicationSignificantTimeChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIApplicationSignificantTimeChangeNotification`, scaffolded from
/// `applicationSignificantTimeChange.json`. Review the names and types: they are inferred from the captured values.
struct ApplicationSignificantTimeChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIApplicationSignificantTimeChangeNotification"),
        userInfo: ApplicationSignificantTimeChange.self
    )
}
