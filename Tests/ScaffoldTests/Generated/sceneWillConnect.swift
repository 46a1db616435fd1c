// DO NOT EDIT: scaffolded from Catalog/Fixtures/sceneWillConnect.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UISceneWillConnectNotification`, scaffolded from `sceneWillConnect.json`. Review the names and
/// types: they are inferred from the captured values.
struct SceneWillConnect: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UISceneWillConnectNotification"),
        userInfo: SceneWillConnect.self
    )
}
