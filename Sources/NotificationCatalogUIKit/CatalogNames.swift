internal import Foundation

// UIKit's keyboard notifications and keys exist on iOS, visionOS and Mac Catalyst; tvOS and watchOS have none.
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    internal import UIKit
#endif

/// The names and keys this module's entries read, in one place: UIKit's constants where UIKit has them (the keyboard
/// on iOS, visionOS and Mac Catalyst; the content size, accessibility and pasteboard ones on iOS), UIKit's strings
/// elsewhere. A namespace without instances; its members are immutable.
enum CatalogNames {
    #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
        // UIKit: its constants.
        static let keyboardWillShow = UIResponder.keyboardWillShowNotification
        static let keyboardDidShow = UIResponder.keyboardDidShowNotification
        static let keyboardWillHide = UIResponder.keyboardWillHideNotification
        static let keyboardDidHide = UIResponder.keyboardDidHideNotification
        static let keyboardWillChangeFrame = UIResponder.keyboardWillChangeFrameNotification
        static let keyboardDidChangeFrame = UIResponder.keyboardDidChangeFrameNotification
    #else
        // No UIKit keyboard (Linux, macOS, tvOS, watchOS): UIKit's values, for code that posts these notifications
        // itself.
        static let keyboardWillShow = Notification.Name("UIKeyboardWillShowNotification")
        static let keyboardDidShow = Notification.Name("UIKeyboardDidShowNotification")
        static let keyboardWillHide = Notification.Name("UIKeyboardWillHideNotification")
        static let keyboardDidHide = Notification.Name("UIKeyboardDidHideNotification")
        static let keyboardWillChangeFrame = Notification.Name("UIKeyboardWillChangeFrameNotification")
        static let keyboardDidChangeFrame = Notification.Name("UIKeyboardDidChangeFrameNotification")
    #endif

    #if canImport(UIKit) && !os(tvOS) && !os(watchOS)
        // UIKit's `userInfo` keys: its constants, so a wrong key cannot compile. They are nonisolated from the iOS 18
        // SDK on; an older SDK declares them main-actor isolated, and reading them here is then a warning, not an
        // error (they are immutable string constants, safe to read from any thread). Read through a function: a
        // stored property's initializer may not name them at all with such an SDK.
        static let keyboardFrameBegin = uiKitKeys().frameBegin
        static let keyboardFrameEnd = uiKitKeys().frameEnd
        static let keyboardAnimationDuration = uiKitKeys().animationDuration
        static let keyboardAnimationCurve = uiKitKeys().animationCurve
        static let keyboardIsLocal = uiKitKeys().isLocal

        private static func uiKitKeys() -> (
            frameBegin: String, frameEnd: String, animationDuration: String, animationCurve: String, isLocal: String
        ) {
            (
                UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
                UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
                UIResponder.keyboardIsLocalUserInfoKey
            )
        }
    #else
        // No UIKit keyboard: UIKit's values, written out (`CatalogNameTests` compares them with UIKit's where UIKit
        // has them).
        static let keyboardFrameBegin = "UIKeyboardFrameBeginUserInfoKey"
        static let keyboardFrameEnd = "UIKeyboardFrameEndUserInfoKey"
        static let keyboardAnimationDuration = "UIKeyboardAnimationDurationUserInfoKey"
        static let keyboardAnimationCurve = "UIKeyboardAnimationCurveUserInfoKey"
        static let keyboardIsLocal = "UIKeyboardIsLocalUserInfoKey"
    #endif
}
