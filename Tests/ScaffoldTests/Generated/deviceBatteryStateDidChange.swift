// DO NOT EDIT: scaffolded from Catalog/Fixtures/deviceBatteryStateDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIDeviceBatteryStateDidChangeNotification`, scaffolded from `deviceBatteryStateDidChange.json`.
/// Review the names and types: they are inferred from the captured values.
struct DeviceBatteryStateDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIDeviceBatteryStateDidChangeNotification"),
        userInfo: DeviceBatteryStateDidChange.self
    )
}
