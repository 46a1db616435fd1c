// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilitySpeakScreenStatusDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilitySpeakScreenStatusDidChangeNotification`, scaffolded from
/// `accessibilitySpeakScreenStatusDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct AccessibilitySpeakScreenStatusDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilitySpeakScreenStatusDidChangeNotification"),
        userInfo: AccessibilitySpeakScreenStatusDidChange.self
    )
}
