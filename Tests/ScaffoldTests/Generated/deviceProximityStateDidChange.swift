// DO NOT EDIT: scaffolded from Catalog/Fixtures/deviceProximityStateDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIDeviceProximityStateDidChangeNotification`, scaffolded from
/// `deviceProximityStateDidChange.json`. Review the names and types: they are inferred from the captured values.
struct DeviceProximityStateDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIDeviceProximityStateDidChangeNotification"),
        userInfo: DeviceProximityStateDidChange.self
    )
}
