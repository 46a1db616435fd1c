// DO NOT EDIT: scaffolded from Catalog/Fixtures/largeContentViewerInteractionEnabledStatusDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UILargeContentViewerInteractionEnabledStatusDidChangeNotification`, scaffolded from
/// `largeContentViewerInteractionEnabledStatusDidChange.json`. Review the names and types: they are inferred from the
/// captured values.
struct LargeContentViewerInteractionEnabledStatusDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UILargeContentViewerInteractionEnabledStatusDidChangeNotification"),
        userInfo: LargeContentViewerInteractionEnabledStatusDidChange.self
    )
}
