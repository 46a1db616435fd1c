import Foundation
import NotificationDescriptors

/// The `userInfo` of `UISceneWillDeactivateNotification`, scaffolded from `sceneWillDeactivate.json`. Review the names
/// and types: they are inferred from the captured values.
struct SceneWillDeactivate: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UISceneWillDeactivateNotification"),
        userInfo: SceneWillDeactivate.self
    )
}
