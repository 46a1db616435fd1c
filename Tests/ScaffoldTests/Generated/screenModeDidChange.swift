// DO NOT EDIT: scaffolded from Catalog/Fixtures/screenModeDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIScreenModeDidChangeNotification`, scaffolded from `screenModeDidChange.json`. Review the names
/// and types: they are inferred from the captured values.
struct ScreenModeDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIScreenModeDidChangeNotification"),
        userInfo: ScreenModeDidChange.self
    )
}
