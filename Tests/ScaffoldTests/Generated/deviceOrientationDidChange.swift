// DO NOT EDIT: scaffolded from Catalog/Fixtures/deviceOrientationDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIDeviceOrientationDidChangeNotification`, scaffolded from `deviceOrientationDidChange.json`.
/// Review the names and types: they are inferred from the captured values.
struct DeviceOrientationDidChange: Codable, Sendable, DescribedNotification {
    var rotateAnimated: Bool?

    enum CodingKeys: String, CodingKey {
        case rotateAnimated = "UIDeviceOrientationRotateAnimatedUserInfoKey"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("UIDeviceOrientationDidChangeNotification"),
        userInfo: DeviceOrientationDidChange.self
    )
}
