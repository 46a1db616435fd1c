// DO NOT EDIT: scaffolded from Catalog/Fixtures/applicationProtectedDataDidBecomeAvailable.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIApplicationProtectedDataDidBecomeAvailable`, scaffolded from
/// `applicationProtectedDataDidBecomeAvailable.json`. Review the names and types: they are inferred from the captured
/// values.
struct ApplicationProtectedDataDidBecomeAvailable: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIApplicationProtectedDataDidBecomeAvailable"),
        userInfo: ApplicationProtectedDataDidBecomeAvailable.self
    )
}
