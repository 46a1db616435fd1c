public import Foundation
package import NotificationCatalogFoundation
public import NotificationDescriptors

// UIKit posts the keyboard notifications with the `UIScreen` that has the keyboard as the object. `UIScreen` exists on
// iOS (and Mac Catalyst), and on Linux as the catalog's stand-in; elsewhere (macOS, tvOS, watchOS, visionOS, where it
// is missing or unavailable) the payload has no `screen`.
#if os(iOS)
    public import UIKit
#elseif !canImport(Darwin)
    public import NotificationCatalogStandIns
#endif

/// The payload of UIKit's keyboard notifications (`UIKeyboardWillShowNotification` and its five siblings): where
/// the keyboard was and will be, and how it animates.
///
/// UIKit does not exist on Linux, so nothing posts these there; the descriptors let shared code decode the iOS
/// `userInfo` and let tests post faithful fakes. Frames are in screen coordinates.
///
/// `Sendable`: it holds values and, on iOS and Linux, a `UIScreen`, which is main-actor isolated.
public struct KeyboardPayload: Sendable, Equatable {
    /// The keyboard's frame before the change: `UIKeyboardFrameBeginUserInfoKey` (an `NSValue` holding a `CGRect`
    /// on iOS; a plain `CGRect` also reads).
    public var frameBegin: CGRect
    /// The keyboard's frame after the change: `UIKeyboardFrameEndUserInfoKey`.
    public var frameEnd: CGRect
    /// The animation's duration in seconds: `UIKeyboardAnimationDurationUserInfoKey` (an `NSNumber` on iOS; a
    /// `Double` also reads).
    public var animationDuration: TimeInterval
    /// The animation's curve: `UIKeyboardAnimationCurveUserInfoKey` (an `NSNumber` on iOS; an `Int` also reads).
    /// Undocumented values such as 7 are kept.
    public var animationCurve: KeyboardAnimationCurve
    /// Whether the keyboard belongs to this app: `UIKeyboardIsLocalUserInfoKey`; `nil` when absent.
    public var isLocal: Bool?
    #if os(iOS) || !canImport(Darwin)
        /// The screen that has the keyboard: the notification's `object` (UIKit always sends it); `nil` for a
        /// notification posted without one. Use it on the main actor. (iOS and Linux only.)
        public var screen: UIScreen?
    #endif

    /// A payload with the given frames and animation.
    public init(
        frameBegin: CGRect,
        frameEnd: CGRect,
        animationDuration: TimeInterval,
        animationCurve: KeyboardAnimationCurve,
        isLocal: Bool? = nil
    ) {
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.animationDuration = animationDuration
        self.animationCurve = animationCurve
        self.isLocal = isLocal
    }

    #if os(iOS) || !canImport(Darwin)
        /// A payload with the given frames, animation and screen.
        public init(
            frameBegin: CGRect,
            frameEnd: CGRect,
            animationDuration: TimeInterval,
            animationCurve: KeyboardAnimationCurve,
            isLocal: Bool? = nil,
            screen: UIScreen?
        ) {
            self.init(
                frameBegin: frameBegin, frameEnd: frameEnd, animationDuration: animationDuration,
                animationCurve: animationCurve, isLocal: isLocal)
            self.screen = screen
        }
    #endif

    static let frameBeginKey = UserInfoKey<CGRect>(CatalogNames.keyboardFrameBegin)
    static let frameEndKey = UserInfoKey<CGRect>(CatalogNames.keyboardFrameEnd)
    static let durationKey = UserInfoKey<Double>(CatalogNames.keyboardAnimationDuration)
    static let curveKey = UserInfoKey<Int>(CatalogNames.keyboardAnimationCurve)
    static let isLocalKey = UserInfoKey<Bool>(CatalogNames.keyboardIsLocal)

    /// Reads the iOS shape (NSValue frames, which bridge to `CGRect` on Apple platforms, NSNumber values) or plain
    /// Swift values.
    @Sendable static func decode(_ note: Notification) throws -> KeyboardPayload {
        var payload = KeyboardPayload(
            frameBegin: try note.value(for: frameBeginKey),
            frameEnd: try note.value(for: frameEndKey),
            animationDuration: try note.value(for: durationKey),
            animationCurve: KeyboardAnimationCurve(rawValue: try note.value(for: curveKey)),
            isLocal: try note.valueIfPresent(for: isLocalKey)
        )
        #if os(iOS) || !canImport(Darwin)
            if note.object != nil { payload.screen = try note.object(as: UIScreen.self) }
        #endif
        return payload
    }

    /// Writes the iOS shape: `NSValue` frames (UIKit's `NSValue(cgRect:)` where UIKit exists, `NSValue(rect:)` on
    /// macOS and Linux) and `NSNumber` values, the screen as the object (where there is one).
    @Sendable static func encode(_ payload: KeyboardPayload) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
        var userInfo: [AnyHashable: Any] = [
            frameBeginKey.rawValue: _GeometryBox.value(payload.frameBegin),
            frameEndKey.rawValue: _GeometryBox.value(payload.frameEnd),
            durationKey.rawValue: NSNumber(value: payload.animationDuration),
            curveKey.rawValue: NSNumber(value: payload.animationCurve.rawValue),
        ]
        if let isLocal = payload.isLocal {
            userInfo[isLocalKey.rawValue] = NSNumber(value: isLocal)
        }
        #if os(iOS) || !canImport(Darwin)
            return (object: payload.screen, userInfo: userInfo)
        #else
            return (object: nil, userInfo: userInfo)
        #endif
    }

    static let catalogKeys = [
        CatalogKey(
            name: frameBeginKey.rawValue, valueType: "NSValue (CGRect)", isRequired: true,
            summary: "The keyboard's frame before the change, in screen coordinates."
        ),
        CatalogKey(
            name: frameEndKey.rawValue, valueType: "NSValue (CGRect)", isRequired: true,
            summary: "The keyboard's frame after the change, in screen coordinates."
        ),
        CatalogKey(
            name: durationKey.rawValue, valueType: "NSNumber (Double)", isRequired: true,
            summary: "The animation's duration in seconds."
        ),
        CatalogKey(
            name: curveKey.rawValue, valueType: "NSNumber (Int)", isRequired: true,
            summary: "The animation curve (UIView.AnimationCurve raw value; the keyboard's own is 7)."
        ),
        CatalogKey(
            name: isLocalKey.rawValue, valueType: "NSNumber (Bool)", isRequired: false,
            summary: "Whether the keyboard belongs to this app."
        ),
    ]
}

extension NotificationDescriptor where Payload == KeyboardPayload {
    /// The keyboard is about to appear (UIKit's `UIResponder.keyboardWillShowNotification`).
    ///
    /// - **Posted on Linux:** **no** (no UIKit). On iOS UIKit posts it on the main thread.
    /// - **Object:** the `UIScreen` that has the keyboard, as ``KeyboardPayload/screen`` on iOS and Linux (another
    ///   class is an error); not read on other platforms.
    /// - **userInfo:** `UIKeyboardFrameBeginUserInfoKey`, `UIKeyboardFrameEndUserInfoKey` (`NSValue` holding a
    ///   `CGRect`), `UIKeyboardAnimationDurationUserInfoKey` (`NSNumber`, seconds),
    ///   `UIKeyboardAnimationCurveUserInfoKey` (`NSNumber`, curve raw value), `UIKeyboardIsLocalUserInfoKey`
    ///   (`NSNumber`, `Bool`, optional). See ``KeyboardPayload``.
    /// - **On Linux use instead:** post it yourself, from whatever owns the on-screen keyboard, with this
    ///   descriptor (its encoder writes the iOS shape).
    public static var keyboardWillShow: Self { _keyboardWillShow }

    /// The keyboard appeared (UIKit's `UIResponder.keyboardDidShowNotification`). Same payload and Linux status as
    /// ``keyboardWillShow``.
    public static var keyboardDidShow: Self { _keyboardDidShow }

    /// The keyboard is about to disappear (UIKit's `UIResponder.keyboardWillHideNotification`). Same payload and
    /// Linux status as ``keyboardWillShow``.
    public static var keyboardWillHide: Self { _keyboardWillHide }

    /// The keyboard disappeared (UIKit's `UIResponder.keyboardDidHideNotification`). Same payload and Linux status
    /// as ``keyboardWillShow``.
    public static var keyboardDidHide: Self { _keyboardDidHide }

    /// The keyboard's frame is about to change (UIKit's `UIResponder.keyboardWillChangeFrameNotification`). Same
    /// payload and Linux status as ``keyboardWillShow``.
    public static var keyboardWillChangeFrame: Self { _keyboardWillChangeFrame }

    /// The keyboard's frame changed (UIKit's `UIResponder.keyboardDidChangeFrameNotification`). Same payload and
    /// Linux status as ``keyboardWillShow``.
    public static var keyboardDidChangeFrame: Self { _keyboardDidChangeFrame }

    static func keyboard(_ name: Notification.Name) -> Self {
        NotificationDescriptor(
            name,
            decode: KeyboardPayload.decode,
            encode: KeyboardPayload.encode
        )
    }
}

private let _keyboardWillShow = NotificationDescriptor.keyboard(CatalogNames.keyboardWillShow)
private let _keyboardDidShow = NotificationDescriptor.keyboard(CatalogNames.keyboardDidShow)
private let _keyboardWillHide = NotificationDescriptor.keyboard(CatalogNames.keyboardWillHide)
private let _keyboardDidHide = NotificationDescriptor.keyboard(CatalogNames.keyboardDidHide)
private let _keyboardWillChangeFrame = NotificationDescriptor.keyboard(CatalogNames.keyboardWillChangeFrame)
private let _keyboardDidChangeFrame = NotificationDescriptor.keyboard(CatalogNames.keyboardDidChangeFrame)

extension KeyboardPayload {
    /// What the tool and the fixtures list of a keyboard payload (the screen only where UIKit has one).
    package static func catalogFields(_ keyboard: KeyboardPayload) -> [CatalogEntry.Field] {
        var screen: AnyObject?
        #if os(iOS) || !canImport(Darwin)
            screen = keyboard.screen
        #endif
        return [
            CatalogEntry.Field("frameBegin", .rect(keyboard.frameBegin)),
            CatalogEntry.Field("frameEnd", .rect(keyboard.frameEnd)),
            CatalogEntry.Field("animationDuration", .double(keyboard.animationDuration)),
            CatalogEntry.Field("animationCurve", .int(keyboard.animationCurve.rawValue)),
            CatalogEntry.Field("isLocal", keyboard.isLocal.map(CatalogEntry.Field.Value.bool)),
            CatalogEntry.Field("screen", object: screen),
        ]
    }
}
