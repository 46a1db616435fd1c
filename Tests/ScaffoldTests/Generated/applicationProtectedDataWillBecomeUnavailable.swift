// DO NOT EDIT: scaffolded from Catalog/Fixtures/applicationProtectedDataWillBecomeUnavailable.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIApplicationProtectedDataWillBecomeUnavailable`, scaffolded from
/// `applicationProtectedDataWillBecomeUnavailable.json`. Review the names and types: they are inferred from the
/// captured values.
struct ApplicationProtectedDataWillBecomeUnavailable: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable"),
        userInfo: ApplicationProtectedDataWillBecomeUnavailable.self
    )
}
