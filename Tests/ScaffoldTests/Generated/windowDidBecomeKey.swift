// DO NOT EDIT: scaffolded from Catalog/Fixtures/windowDidBecomeKey.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIWindowDidBecomeKeyNotification`, scaffolded from `windowDidBecomeKey.json`. Review the names
/// and types: they are inferred from the captured values.
struct WindowDidBecomeKey: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIWindowDidBecomeKeyNotification"),
        userInfo: WindowDidBecomeKey.self
    )
}
