// DO NOT EDIT: scaffolded from Catalog/Fixtures/keyboardDidChangeFrame.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIKeyboardDidChangeFrameNotification`, scaffolded from `keyboardDidChangeFrame.json`. Review the
/// names and types: they are inferred from the captured values.
struct KeyboardDidChangeFrame: Codable, Sendable, DescribedNotification {
    var animationCurve: Int
    var animationDuration: Double
    var frameBegin: CGRect
    var frameEnd: CGRect
    var isLocal: Bool?

    enum CodingKeys: String, CodingKey {
        case animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
        case animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
        case frameBegin = "UIKeyboardFrameBeginUserInfoKey"
        case frameEnd = "UIKeyboardFrameEndUserInfoKey"
        case isLocal = "UIKeyboardIsLocalUserInfoKey"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("UIKeyboardDidChangeFrameNotification"),
        userInfo: KeyboardDidChangeFrame.self
    )
}
