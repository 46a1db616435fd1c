// DO NOT EDIT: scaffolded from Catalog/Fixtures/windowDidResignKey.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIWindowDidResignKeyNotification`, scaffolded from `windowDidResignKey.json`. Review the names
/// and types: they are inferred from the captured values.
struct WindowDidResignKey: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIWindowDidResignKeyNotification"),
        userInfo: WindowDidResignKey.self
    )
}
