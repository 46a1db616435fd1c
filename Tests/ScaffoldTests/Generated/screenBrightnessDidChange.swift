// DO NOT EDIT: scaffolded from Catalog/Fixtures/screenBrightnessDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIScreenBrightnessDidChangeNotification`, scaffolded from `screenBrightnessDidChange.json`.
/// Review the names and types: they are inferred from the captured values.
struct ScreenBrightnessDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIScreenBrightnessDidChangeNotification"),
        userInfo: ScreenBrightnessDidChange.self
    )
}
