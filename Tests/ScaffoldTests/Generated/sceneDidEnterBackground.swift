// DO NOT EDIT: scaffolded from Catalog/Fixtures/sceneDidEnterBackground.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UISceneDidEnterBackgroundNotification`, scaffolded from `sceneDidEnterBackground.json`. Review
/// the names and types: they are inferred from the captured values.
struct SceneDidEnterBackground: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UISceneDidEnterBackgroundNotification"),
        userInfo: SceneDidEnterBackground.self
    )
}
