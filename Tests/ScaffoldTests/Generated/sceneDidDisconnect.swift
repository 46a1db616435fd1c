// DO NOT EDIT: scaffolded from Catalog/Fixtures/sceneDidDisconnect.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UISceneDidDisconnectNotification`, scaffolded from `sceneDidDisconnect.json`. Review the names
/// and types: they are inferred from the captured values.
struct SceneDidDisconnect: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UISceneDidDisconnectNotification"),
        userInfo: SceneDidDisconnect.self
    )
}
