import Foundation

// On Linux the URL credential and cookie names are declared in FoundationNetworking; on Apple platforms, in Foundation.
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
// UIKit's keyboard notifications and keys exist on iOS, visionOS and Mac Catalyst; tvOS and watchOS have none.
#if canImport(UIKit) && !os(tvOS) && !os(watchOS)
    internal import UIKit
#endif

/// The names and keys the catalog reads, in one place.
///
/// Foundation's are its own constants, which Apple's SDKs and Linux Foundation spell alike, so a misspelt name
/// cannot compile; the catalog's tests check the raw names on Linux. UIKit's notification names are UIKit's constants
/// where UIKit has the keyboard (iOS, visionOS, Mac Catalyst) and UIKit's raw names elsewhere.
///
/// A namespace without instances; its members are immutable.
enum CatalogNames {
    static let fileHandleReadCompletion = FileHandle.readCompletionNotification
    static let fileHandleReadToEndOfFileCompletion = Notification.Name.NSFileHandleReadToEndOfFileCompletion
    static let fileHandleDataAvailable = Notification.Name.NSFileHandleDataAvailable
    static let fileHandleConnectionAccepted = Notification.Name.NSFileHandleConnectionAccepted
    static let portDidBecomeInvalid = Port.didBecomeInvalidNotification
    static let userDefaultsDidChange = UserDefaults.didChangeNotification
    static let urlCredentialStorageChanged = Notification.Name.NSURLCredentialStorageChanged
    static let httpCookieStorageCookiesChanged = Notification.Name.NSHTTPCookieManagerCookiesChanged
    #if os(macOS) || os(Linux)
        // `Process` exists only on macOS and Linux, not on iOS, tvOS, watchOS or visionOS.
        static let processDidTerminate = Process.didTerminateNotification
    #endif
    static let threadWillExit = Notification.Name.NSThreadWillExit
    static let willBecomeMultiThreaded = Notification.Name.NSWillBecomeMultiThreaded
    static let didBecomeSingleThreaded = Notification.Name.NSDidBecomeSingleThreaded
    static let currentLocaleDidChange = NSLocale.currentLocaleDidChangeNotification
    static let systemTimeZoneDidChange = Notification.Name.NSSystemTimeZoneDidChange
    static let calendarDayChanged = Notification.Name.NSCalendarDayChanged
    static let fileHandleDataItem = NSFileHandleNotificationDataItem
    static let fileHandleItem = NSFileHandleNotificationFileHandleItem

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
