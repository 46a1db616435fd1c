// DO NOT EDIT: scaffolded from Catalog/Fixtures/sceneWillDeactivate.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
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
