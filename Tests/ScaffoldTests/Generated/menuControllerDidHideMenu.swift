// DO NOT EDIT: scaffolded from Catalog/Fixtures/menuControllerDidHideMenu.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIMenuControllerDidHideMenuNotification`, scaffolded from `menuControllerDidHideMenu.json`.
/// Review the names and types: they are inferred from the captured values.
struct MenuControllerDidHideMenu: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIMenuControllerDidHideMenuNotification"),
        userInfo: MenuControllerDidHideMenu.self
    )
}
