// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilitySwitchControlStatusDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilitySwitchControlStatusDidChangeNotification`, scaffolded from
/// `accessibilitySwitchControlStatusDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct AccessibilitySwitchControlStatusDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification"),
        userInfo: AccessibilitySwitchControlStatusDidChange.self
    )
}
