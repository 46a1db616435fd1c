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
