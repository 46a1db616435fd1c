// DO NOT EDIT: scaffolded from Catalog/Fixtures/menuControllerWillHideMenu.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIMenuControllerWillHideMenuNotification`, scaffolded from `menuControllerWillHideMenu.json`.
/// Review the names and types: they are inferred from the captured values.
struct MenuControllerWillHideMenu: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIMenuControllerWillHideMenuNotification"),
        userInfo: MenuControllerWillHideMenu.self
    )
}
