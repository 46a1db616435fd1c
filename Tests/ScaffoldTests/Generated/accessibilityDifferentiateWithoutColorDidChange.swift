// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilityDifferentiateWithoutColorDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityShouldDifferentiateWithoutColorDidChangeNotification`, scaffolded from
/// `accessibilityDifferentiateWithoutColorDidChange.json`. Review the names and types: they are inferred from the
/// captured values.
struct AccessibilityShouldDifferentiateWithoutColorDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityShouldDifferentiateWithoutColorDidChangeNotification"),
        userInfo: AccessibilityShouldDifferentiateWithoutColorDidChange.self
    )
}
