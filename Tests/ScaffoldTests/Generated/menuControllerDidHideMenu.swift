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
