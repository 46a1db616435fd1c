// DO NOT EDIT: scaffolded from Catalog/Fixtures/windowDidBecomeHidden.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIWindowDidBecomeHiddenNotification`, scaffolded from `windowDidBecomeHidden.json`. Review the
/// names and types: they are inferred from the captured values.
struct WindowDidBecomeHidden: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIWindowDidBecomeHiddenNotification"),
        userInfo: WindowDidBecomeHidden.self
    )
}
