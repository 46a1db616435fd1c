// DO NOT EDIT: scaffolded from Catalog/Fixtures/sceneDidActivate.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UISceneDidActivateNotification`, scaffolded from `sceneDidActivate.json`. Review the names and
/// types: they are inferred from the captured values.
struct SceneDidActivate: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UISceneDidActivateNotification"),
        userInfo: SceneDidActivate.self
    )
}
