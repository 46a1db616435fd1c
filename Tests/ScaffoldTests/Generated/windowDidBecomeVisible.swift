// DO NOT EDIT: scaffolded from Catalog/Fixtures/windowDidBecomeVisible.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIWindowDidBecomeVisibleNotification`, scaffolded from `windowDidBecomeVisible.json`. Review the
/// names and types: they are inferred from the captured values.
struct WindowDidBecomeVisible: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIWindowDidBecomeVisibleNotification"),
        userInfo: WindowDidBecomeVisible.self
    )
}
