// DO NOT EDIT: scaffolded from Catalog/Fixtures/sceneWillEnterForeground.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UISceneWillEnterForegroundNotification`, scaffolded from `sceneWillEnterForeground.json`. Review
/// the names and types: they are inferred from the captured values.
struct SceneWillEnterForeground: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UISceneWillEnterForegroundNotification"),
        userInfo: SceneWillEnterForeground.self
    )
}
