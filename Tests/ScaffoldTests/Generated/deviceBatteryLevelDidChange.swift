// DO NOT EDIT: scaffolded from Catalog/Fixtures/deviceBatteryLevelDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIDeviceBatteryLevelDidChangeNotification`, scaffolded from `deviceBatteryLevelDidChange.json`.
/// Review the names and types: they are inferred from the captured values.
struct DeviceBatteryLevelDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIDeviceBatteryLevelDidChangeNotification"),
        userInfo: DeviceBatteryLevelDidChange.self
    )
}
