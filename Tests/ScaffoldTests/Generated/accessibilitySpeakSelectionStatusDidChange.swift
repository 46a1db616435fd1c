// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilitySpeakSelectionStatusDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilitySpeakSelectionStatusDidChangeNotification`, scaffolded from
/// `accessibilitySpeakSelectionStatusDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct AccessibilitySpeakSelectionStatusDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilitySpeakSelectionStatusDidChangeNotification"),
        userInfo: AccessibilitySpeakSelectionStatusDidChange.self
    )
}
