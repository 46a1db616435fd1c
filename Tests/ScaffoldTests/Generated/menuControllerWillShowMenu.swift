// DO NOT EDIT: scaffolded from Catalog/Fixtures/menuControllerWillShowMenu.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIMenuControllerWillShowMenuNotification`, scaffolded from `menuControllerWillShowMenu.json`.
/// Review the names and types: they are inferred from the captured values.
struct MenuControllerWillShowMenu: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIMenuControllerWillShowMenuNotification"),
        userInfo: MenuControllerWillShowMenu.self
    )
}
