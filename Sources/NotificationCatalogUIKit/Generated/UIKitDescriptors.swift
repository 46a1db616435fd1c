// DO NOT EDIT: generated from Catalog/Specs/UIKit.json by notification-catalog-generate.
// Regenerate: swift run notification-catalog-generate
// swift-format-ignore-file

public import Foundation
package import NotificationCatalogFoundation
public import NotificationDescriptors

#if os(iOS)
    public import UIKit
#elseif !canImport(Darwin)
    public import NotificationCatalogStandIns
#endif

#if os(iOS) || !canImport(Darwin)
    /// The app became active (frontmost and receiving events).
    ///
    /// The payload of UIKit's `UIApplication.didBecomeActiveNotification`.
    ///
    /// `Sendable`: it holds the `UIApplication`, which is `Sendable` (main-actor isolated in UIKit); use it where its
    /// class allows.
    public struct ApplicationDidBecomeActive: Sendable, Equatable {
        /// The `UIApplication`: the notification's `object`; `nil` for a notification posted without one.
        public var application: UIApplication?

        /// A payload with this object.
        public init(application: UIApplication? = nil) {
            self.application = application
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> ApplicationDidBecomeActive {
            ApplicationDidBecomeActive(application: try note.catalogObjectIfPresent(as: UIApplication.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: ApplicationDidBecomeActive) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.application, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == ApplicationDidBecomeActive {
        /// The app became active (frontmost and receiving events).
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   after applicationDidBecomeActive(_:); with scenes it tracks the app's aggregate state.
        /// - **Object:** the `UIApplication`, as ``ApplicationDidBecomeActive/application``. **userInfo:** none.
        /// - **Constant:** `UIApplication.didBecomeActiveNotification` (`UIApplicationDidBecomeActiveNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Object is the shared UIApplication; in SwiftUI apps it is a private subclass (device log prints
        /// '_TtC7SwiftUIP33_...SwiftUIApplication', fs:68764164824), so match with `as? UIApplication`, never by exact
        /// class. Unmarked in the header, so introduced 2.0.
        public static var applicationDidBecomeActive: Self { _applicationDidBecomeActive }
    }

    #if os(iOS)
        private let applicationDidBecomeActiveName = UIApplication.didBecomeActiveNotification
    #else
        private let applicationDidBecomeActiveName = Notification.Name("UIApplicationDidBecomeActiveNotification")
    #endif

    private let _applicationDidBecomeActive = NotificationDescriptor(applicationDidBecomeActiveName, decode: ApplicationDidBecomeActive.decode, encode: ApplicationDidBecomeActive.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The app moved to the background (all of its scenes are backgrounded).
    ///
    /// The payload of UIKit's `UIApplication.didEnterBackgroundNotification`.
    ///
    /// `Sendable`: it holds the `UIApplication`, which is `Sendable` (main-actor isolated in UIKit); use it where its
    /// class allows.
    public struct ApplicationDidEnterBackground: Sendable, Equatable {
        /// The `UIApplication`: the notification's `object`; `nil` for a notification posted without one.
        public var application: UIApplication?

        /// A payload with this object.
        public init(application: UIApplication? = nil) {
            self.application = application
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> ApplicationDidEnterBackground {
            ApplicationDidEnterBackground(application: try note.catalogObjectIfPresent(as: UIApplication.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: ApplicationDidEnterBackground) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.application, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == ApplicationDidEnterBackground {
        /// The app moved to the background (all of its scenes are backgrounded).
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   after applicationDidEnterBackground(_:) (posted whether or not the app uses scenes, per Apple's delegate
        ///   docs).
        /// - **Object:** the `UIApplication`, as ``ApplicationDidEnterBackground/application``. **userInfo:** none.
        /// - **Constant:** `UIApplication.didEnterBackgroundNotification` (`UIApplicationDidEnterBackgroundNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Object is the shared UIApplication; in SwiftUI apps it is a private subclass (device log prints
        /// '_TtC7SwiftUIP33_...SwiftUIApplication', fs:68764164824), so match with `as? UIApplication`, never by exact
        /// class. Header: API_AVAILABLE(ios(4.0)); no userInfo.
        public static var applicationDidEnterBackground: Self { _applicationDidEnterBackground }
    }

    #if os(iOS)
        private let applicationDidEnterBackgroundName = UIApplication.didEnterBackgroundNotification
    #else
        private let applicationDidEnterBackgroundName = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    #endif

    private let _applicationDidEnterBackground = NotificationDescriptor(applicationDidEnterBackgroundName, decode: ApplicationDidEnterBackground.decode, encode: ApplicationDidEnterBackground.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The app is about to leave the background on its way to becoming active.
    ///
    /// The payload of UIKit's `UIApplication.willEnterForegroundNotification`.
    ///
    /// `Sendable`: it holds the `UIApplication`, which is `Sendable` (main-actor isolated in UIKit); use it where its
    /// class allows.
    public struct ApplicationWillEnterForeground: Sendable, Equatable {
        /// The `UIApplication`: the notification's `object`; `nil` for a notification posted without one.
        public var application: UIApplication?

        /// A payload with this object.
        public init(application: UIApplication? = nil) {
            self.application = application
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> ApplicationWillEnterForeground {
            ApplicationWillEnterForeground(application: try note.catalogObjectIfPresent(as: UIApplication.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: ApplicationWillEnterForeground) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.application, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == ApplicationWillEnterForeground {
        /// The app is about to leave the background on its way to becoming active.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   after applicationWillEnterForeground(_:); with scenes it tracks the app's aggregate state, not each scene.
        /// - **Object:** the `UIApplication`, as ``ApplicationWillEnterForeground/application``. **userInfo:** none.
        /// - **Constant:** `UIApplication.willEnterForegroundNotification`
        ///   (`UIApplicationWillEnterForegroundNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Object is the shared UIApplication; in SwiftUI apps it is a private subclass (device log prints
        /// '_TtC7SwiftUIP33_...SwiftUIApplication', fs:68764164824), so match with `as? UIApplication`, never by exact
        /// class. apple26Message left null: UIScene.WillEnterForegroundMessage exists in iOS 26, and every other
        /// UIApplication lifecycle notification here has a UIApplication.*Message, but a
        /// UIApplication.WillEnterForegroundMessage page was not seen (probably exists; unverified).
        public static var applicationWillEnterForeground: Self { _applicationWillEnterForeground }
    }

    #if os(iOS)
        private let applicationWillEnterForegroundName = UIApplication.willEnterForegroundNotification
    #else
        private let applicationWillEnterForegroundName = Notification.Name("UIApplicationWillEnterForegroundNotification")
    #endif

    private let _applicationWillEnterForeground = NotificationDescriptor(applicationWillEnterForegroundName, decode: ApplicationWillEnterForeground.decode, encode: ApplicationWillEnterForeground.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The app is about to stop being active (interruption, app switcher, going to the background).
    ///
    /// The payload of UIKit's `UIApplication.willResignActiveNotification`.
    ///
    /// `Sendable`: it holds the `UIApplication`, which is `Sendable` (main-actor isolated in UIKit); use it where its
    /// class allows.
    public struct ApplicationWillResignActive: Sendable, Equatable {
        /// The `UIApplication`: the notification's `object`; `nil` for a notification posted without one.
        public var application: UIApplication?

        /// A payload with this object.
        public init(application: UIApplication? = nil) {
            self.application = application
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> ApplicationWillResignActive {
            ApplicationWillResignActive(application: try note.catalogObjectIfPresent(as: UIApplication.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: ApplicationWillResignActive) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.application, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == ApplicationWillResignActive {
        /// The app is about to stop being active (interruption, app switcher, going to the background).
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   after applicationWillResignActive(_:).
        /// - **Object:** the `UIApplication`, as ``ApplicationWillResignActive/application``. **userInfo:** none.
        /// - **Constant:** `UIApplication.willResignActiveNotification` (`UIApplicationWillResignActiveNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Object is the shared UIApplication; in SwiftUI apps it is a private subclass (device log prints
        /// '_TtC7SwiftUIP33_...SwiftUIApplication', fs:68764164824), so match with `as? UIApplication`, never by exact
        /// class. Unmarked in the header, so introduced 2.0.
        public static var applicationWillResignActive: Self { _applicationWillResignActive }
    }

    #if os(iOS)
        private let applicationWillResignActiveName = UIApplication.willResignActiveNotification
    #else
        private let applicationWillResignActiveName = Notification.Name("UIApplicationWillResignActiveNotification")
    #endif

    private let _applicationWillResignActive = NotificationDescriptor(applicationWillResignActiveName, decode: ApplicationWillResignActive.decode, encode: ApplicationWillResignActive.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The app is about to terminate while running (not sent when a suspended app is killed).
    ///
    /// The payload of UIKit's `UIApplication.willTerminateNotification`.
    ///
    /// `Sendable`: it holds the `UIApplication`, which is `Sendable` (main-actor isolated in UIKit); use it where its
    /// class allows.
    public struct ApplicationWillTerminate: Sendable, Equatable {
        /// The `UIApplication`: the notification's `object`; `nil` for a notification posted without one.
        public var application: UIApplication?

        /// A payload with this object.
        public init(application: UIApplication? = nil) {
            self.application = application
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> ApplicationWillTerminate {
            ApplicationWillTerminate(application: try note.catalogObjectIfPresent(as: UIApplication.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: ApplicationWillTerminate) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.application, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == ApplicationWillTerminate {
        /// The app is about to terminate while running (not sent when a suspended app is killed).
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   with applicationWillTerminate(_:), only when the app is terminated while not suspended.
        /// - **Object:** the `UIApplication`, as ``ApplicationWillTerminate/application``. **userInfo:** none.
        /// - **Constant:** `UIApplication.willTerminateNotification` (`UIApplicationWillTerminateNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Object not documented; UIApplication inferred. Apps suspended in the background are usually killed without this
        /// notification.
        public static var applicationWillTerminate: Self { _applicationWillTerminate }
    }

    #if os(iOS)
        private let applicationWillTerminateName = UIApplication.willTerminateNotification
    #else
        private let applicationWillTerminateName = Notification.Name("UIApplicationWillTerminateNotification")
    #endif

    private let _applicationWillTerminate = NotificationDescriptor(applicationWillTerminateName, decode: ApplicationWillTerminate.decode, encode: ApplicationWillTerminate.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The system warned the app that memory is low; free what can be rebuilt.
    ///
    /// The payload of UIKit's `UIApplication.didReceiveMemoryWarningNotification`.
    ///
    /// `Sendable`: it holds the `UIApplication`, which is `Sendable` (main-actor isolated in UIKit); use it where its
    /// class allows.
    public struct ApplicationDidReceiveMemoryWarning: Sendable, Equatable {
        /// The `UIApplication`: the notification's `object`; `nil` for a notification posted without one.
        public var application: UIApplication?

        /// A payload with this object.
        public init(application: UIApplication? = nil) {
            self.application = application
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> ApplicationDidReceiveMemoryWarning {
            ApplicationDidReceiveMemoryWarning(application: try note.catalogObjectIfPresent(as: UIApplication.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: ApplicationDidReceiveMemoryWarning) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.application, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == ApplicationDidReceiveMemoryWarning {
        /// The system warned the app that memory is low; free what can be rebuilt.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   alongside applicationDidReceiveMemoryWarning(_:) and UIViewController.didReceiveMemoryWarning(); the
        ///   Simulator's Debug > Simulate Memory Warning also triggers it.
        /// - **Object:** the `UIApplication`, as ``ApplicationDidReceiveMemoryWarning/application``. **userInfo:** none.
        /// - **Constant:** `UIApplication.didReceiveMemoryWarningNotification`
        ///   (`UIApplicationDidReceiveMemoryWarningNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Object not documented; UIApplication inferred (see object.note). Tests commonly post it with object nil
        /// (fs:5834898058), which the optional object tolerates.
        public static var applicationDidReceiveMemoryWarning: Self { _applicationDidReceiveMemoryWarning }
    }

    #if os(iOS)
        private let applicationDidReceiveMemoryWarningName = UIApplication.didReceiveMemoryWarningNotification
    #else
        private let applicationDidReceiveMemoryWarningName = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    #endif

    private let _applicationDidReceiveMemoryWarning = NotificationDescriptor(applicationDidReceiveMemoryWarningName, decode: ApplicationDidReceiveMemoryWarning.decode, encode: ApplicationDidReceiveMemoryWarning.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The physical orientation of the device changed; read UIDevice.current.orientation.
    ///
    /// The payload of UIKit's `UIDevice.orientationDidChangeNotification`.
    ///
    /// `Sendable`: it holds the `UIDevice`, which is `Sendable` (main-actor isolated in UIKit); use it where its class
    /// allows.
    public struct DeviceOrientationDidChange: Sendable, Equatable {
        /// The `UIDevice`: the notification's `object`; `nil` for a notification posted without one.
        public var device: UIDevice?

        /// A payload with this object.
        public init(device: UIDevice? = nil) {
            self.device = device
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> DeviceOrientationDidChange {
            DeviceOrientationDidChange(device: try note.catalogObjectIfPresent(as: UIDevice.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: DeviceOrientationDidChange) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.device, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == DeviceOrientationDidChange {
        /// The physical orientation of the device changed; read UIDevice.current.orientation.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's UIDevice while orientation
        ///   notifications are being generated (beginGeneratingDeviceOrientationNotifications()), and UIApplication on
        ///   activation.
        /// - **Object:** the `UIDevice`, as ``DeviceOrientationDidChange/device``. **userInfo:** none.
        /// - **Constant:** `UIDevice.orientationDidChangeNotification` (`UIDeviceOrientationDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Header documents no userInfo and no availability macro (API_UNAVAILABLE(tvos, visionos) only). Decompiled UIKit
        /// adds a private key 'UIDeviceOrientationRotateAnimatedUserInfoKey' (NSNumber of BOOL) to the userInfo; it is not
        /// in any header, so it is not listed as a key. Only posted while generatesDeviceOrientationNotifications is true
        /// (numDeviceOrientationObservers >= 1).
        public static var deviceOrientationDidChange: Self { _deviceOrientationDidChange }
    }

    #if os(iOS)
        private let deviceOrientationDidChangeName = UIDevice.orientationDidChangeNotification
    #else
        private let deviceOrientationDidChangeName = Notification.Name("UIDeviceOrientationDidChangeNotification")
    #endif

    private let _deviceOrientationDidChange = NotificationDescriptor(deviceOrientationDidChangeName, decode: DeviceOrientationDidChange.decode, encode: DeviceOrientationDidChange.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The text in a text field changed through user editing.
    ///
    /// The payload of UIKit's `UITextField.textDidChangeNotification`.
    ///
    /// `Sendable`: it holds the `UITextField`, which is `Sendable` (main-actor isolated in UIKit); use it where its
    /// class allows.
    public struct TextFieldTextDidChange: Sendable, Equatable {
        /// The `UITextField`: the notification's `object`; `nil` for a notification posted without one.
        public var textField: UITextField?

        /// A payload with this object.
        public init(textField: UITextField? = nil) {
            self.textField = textField
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> TextFieldTextDidChange {
            TextFieldTextDidChange(textField: try note.catalogObjectIfPresent(as: UITextField.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: TextFieldTextDidChange) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.textField, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == TextFieldTextDidChange {
        /// The text in a text field changed through user editing.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's UITextField when its text changes
        ///   from input (typing, paste, dictation, autocorrect).
        /// - **Object:** the `UITextField`, as ``TextFieldTextDidChange/textField``. **userInfo:** none.
        /// - **Constant:** `UITextField.textDidChangeNotification` (`UITextFieldTextDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// No userInfo. Not posted for programmatic assignments to text (long-standing UIKit behaviour, not stated in the
        /// header). The posting site itself was not in the decompiled files found; the literal is proven through UIKit's
        /// own observers.
        public static var textFieldTextDidChange: Self { _textFieldTextDidChange }
    }

    #if os(iOS)
        private let textFieldTextDidChangeName = UITextField.textDidChangeNotification
    #else
        private let textFieldTextDidChangeName = Notification.Name("UITextFieldTextDidChangeNotification")
    #endif

    private let _textFieldTextDidChange = NotificationDescriptor(textFieldTextDidChangeName, decode: TextFieldTextDidChange.decode, encode: TextFieldTextDidChange.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The user took a screenshot (posted after the capture).
    ///
    /// The payload of UIKit's `UIApplication.userDidTakeScreenshotNotification`.
    ///
    /// `Sendable`: it holds the `UIApplication`, which is `Sendable` (main-actor isolated in UIKit); use it where its
    /// class allows.
    public struct ApplicationUserDidTakeScreenshot: Sendable, Equatable {
        /// The `UIApplication`: the notification's `object`; `nil` for a notification posted without one.
        public var application: UIApplication?

        /// A payload with this object.
        public init(application: UIApplication? = nil) {
            self.application = application
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> ApplicationUserDidTakeScreenshot {
            ApplicationUserDidTakeScreenshot(application: try note.catalogObjectIfPresent(as: UIApplication.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: ApplicationUserDidTakeScreenshot) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.application, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == ApplicationUserDidTakeScreenshot {
        /// The user took a screenshot (posted after the capture).
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   from -[UIApplication _handleScreenshot] when the system delivers the screenshot scene action (fs:61676921683);
        ///   no userInfo.
        /// - **Object:** the `UIApplication`, as ``ApplicationUserDidTakeScreenshot/application``. **userInfo:** none.
        /// - **Constant:** `UIApplication.userDidTakeScreenshotNotification`
        ///   (`UIApplicationUserDidTakeScreenshotNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Header: 'This notification is posted after the user takes a screenshot'. No userInfo (Apple's page). Object from
        /// a third-party write-up, not Apple; kept non-optional on that evidence (relax if in doubt).
        public static var applicationUserDidTakeScreenshot: Self { _applicationUserDidTakeScreenshot }
    }

    #if os(iOS)
        private let applicationUserDidTakeScreenshotName = UIApplication.userDidTakeScreenshotNotification
    #else
        private let applicationUserDidTakeScreenshotName = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    #endif

    private let _applicationUserDidTakeScreenshot = NotificationDescriptor(applicationUserDidTakeScreenshotName, decode: ApplicationUserDidTakeScreenshot.decode, encode: ApplicationUserDidTakeScreenshot.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The text in a text view changed through user editing.
    ///
    /// The payload of UIKit's `UITextView.textDidChangeNotification`.
    ///
    /// `Sendable`: it holds the `UITextView`, which is `Sendable` (main-actor isolated in UIKit); use it where its
    /// class allows.
    public struct TextViewTextDidChange: Sendable, Equatable {
        /// The `UITextView`: the notification's `object`; `nil` for a notification posted without one.
        public var textView: UITextView?

        /// A payload with this object.
        public init(textView: UITextView? = nil) {
            self.textView = textView
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> TextViewTextDidChange {
            TextViewTextDidChange(textView: try note.catalogObjectIfPresent(as: UITextView.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: TextViewTextDidChange) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.textView, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == TextViewTextDidChange {
        /// The text in a text view changed through user editing.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's UITextView when its text changes from
        ///   input, right after the delegate's textViewDidChange(_:).
        /// - **Object:** the `UITextView`, as ``TextViewTextDidChange/textView``. **userInfo:** none.
        /// - **Constant:** `UITextView.textDidChangeNotification` (`UITextViewTextDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// No userInfo. Object class: treat a non-UITextView object as something to skip, not a decoding error, because
        /// private UIKit views (UITextContentView, web-based text) post the same name. Not posted for programmatic text
        /// assignment.
        public static var textViewTextDidChange: Self { _textViewTextDidChange }
    }

    #if os(iOS)
        private let textViewTextDidChangeName = UITextView.textDidChangeNotification
    #else
        private let textViewTextDidChangeName = Notification.Name("UITextViewTextDidChangeNotification")
    #endif

    private let _textViewTextDidChange = NotificationDescriptor(textViewTextDidChangeName, decode: TextViewTextDidChange.decode, encode: TextViewTextDidChange.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// A window became visible (its isHidden became false).
    ///
    /// The payload of UIKit's `UIWindow.didBecomeVisibleNotification`.
    ///
    /// `Sendable`: it holds the `UIWindow`, which is `Sendable` (main-actor isolated in UIKit); use it where its class
    /// allows.
    public struct WindowDidBecomeVisible: Sendable, Equatable {
        /// The `UIWindow`: the notification's `object`; `nil` for a notification posted without one.
        public var window: UIWindow?

        /// A payload with this object.
        public init(window: UIWindow? = nil) {
            self.window = window
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> WindowDidBecomeVisible {
            WindowDidBecomeVisible(window: try note.catalogObjectIfPresent(as: UIWindow.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: WindowDidBecomeVisible) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.window, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == WindowDidBecomeVisible {
        /// A window became visible (its isHidden became false).
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's UIWindow when it is shown (isHidden
        ///   set to false, makeKeyAndVisible()).
        /// - **Object:** the `UIWindow`, as ``WindowDidBecomeVisible/window``. **userInfo:** none.
        /// - **Constant:** `UIWindow.didBecomeVisibleNotification` (`UIWindowDidBecomeVisibleNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Header: 'Posted when the window becomes visible with a nil userInfo dictionary.' Visibility reflects isHidden
        /// within the app; switching apps does not post it (Apple docs for the hidden twin). No Apple 26
        /// UIWindow.DidBecomeVisibleMessage seen (DidBecomeHidden, DidBecomeKey, DidResignKey have one); left null.
        public static var windowDidBecomeVisible: Self { _windowDidBecomeVisible }
    }

    #if os(iOS)
        private let windowDidBecomeVisibleName = UIWindow.didBecomeVisibleNotification
    #else
        private let windowDidBecomeVisibleName = Notification.Name("UIWindowDidBecomeVisibleNotification")
    #endif

    private let _windowDidBecomeVisible = NotificationDescriptor(windowDidBecomeVisibleName, decode: WindowDidBecomeVisible.decode, encode: WindowDidBecomeVisible.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The app's Background App Refresh status changed; read UIApplication.backgroundRefreshStatus.
    ///
    /// The payload of UIKit's `UIApplication.backgroundRefreshStatusDidChangeNotification`.
    ///
    /// `Sendable`: it holds the `UIApplication`, which is `Sendable` (main-actor isolated in UIKit); use it where its
    /// class allows.
    public struct ApplicationBackgroundRefreshStatusDidChange: Sendable, Equatable {
        /// The `UIApplication`: the notification's `object`; `nil` for a notification posted without one.
        public var application: UIApplication?

        /// A payload with this object.
        public init(application: UIApplication? = nil) {
            self.application = application
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> ApplicationBackgroundRefreshStatusDidChange {
            ApplicationBackgroundRefreshStatusDidChange(application: try note.catalogObjectIfPresent(as: UIApplication.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: ApplicationBackgroundRefreshStatusDidChange) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.application, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == ApplicationBackgroundRefreshStatusDidChange {
        /// The app's Background App Refresh status changed; read UIApplication.backgroundRefreshStatus.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when backgroundRefreshStatus changes (the user toggles Background App Refresh, Low Power Mode, restrictions).
        /// - **Object:** the `UIApplication`, as ``ApplicationBackgroundRefreshStatusDidChange/application``. **userInfo:**
        ///   none.
        /// - **Constant:** `UIApplication.backgroundRefreshStatusDidChangeNotification`
        ///   (`UIApplicationBackgroundRefreshStatusDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Header: API_AVAILABLE(ios(7.0), tvos(11.0)). No userInfo; the new value is UIApplication.backgroundRefreshStatus
        /// (UIBackgroundRefreshStatus).
        public static var applicationBackgroundRefreshStatusDidChange: Self { _applicationBackgroundRefreshStatusDidChange }
    }

    #if os(iOS)
        private let applicationBackgroundRefreshStatusDidChangeName = UIApplication.backgroundRefreshStatusDidChangeNotification
    #else
        private let applicationBackgroundRefreshStatusDidChangeName = Notification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")
    #endif

    private let _applicationBackgroundRefreshStatusDidChange = NotificationDescriptor(applicationBackgroundRefreshStatusDidChangeName, decode: ApplicationBackgroundRefreshStatusDidChange.decode, encode: ApplicationBackgroundRefreshStatusDidChange.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// A significant time change happened: midnight, a carrier time update, a daylight-saving change.
    ///
    /// The payload of UIKit's `UIApplication.significantTimeChangeNotification`.
    ///
    /// `Sendable`: it holds the `UIApplication`, which is `Sendable` (main-actor isolated in UIKit); use it where its
    /// class allows.
    public struct ApplicationSignificantTimeChange: Sendable, Equatable {
        /// The `UIApplication`: the notification's `object`; `nil` for a notification posted without one.
        public var application: UIApplication?

        /// A payload with this object.
        public init(application: UIApplication? = nil) {
            self.application = application
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> ApplicationSignificantTimeChange {
            ApplicationSignificantTimeChange(application: try note.catalogObjectIfPresent(as: UIApplication.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: ApplicationSignificantTimeChange) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.application, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == ApplicationSignificantTimeChange {
        /// A significant time change happened: midnight, a carrier time update, a daylight-saving change.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   with applicationSignificantTimeChange(_:); while the app is suspended it is queued and delivered on return to
        ///   the foreground (Apple's delegate docs).
        /// - **Object:** the `UIApplication`, as ``ApplicationSignificantTimeChange/application``. **userInfo:** none.
        /// - **Constant:** `UIApplication.significantTimeChangeNotification`
        ///   (`UIApplicationSignificantTimeChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// ORDER CONFLICT: the header's block comment says these notifications go out after the delegate message, but
        /// Apple's applicationSignificantTimeChange(_:) page says the app posts the notification before calling the
        /// delegate. Object undocumented (UIApplication inferred).
        public static var applicationSignificantTimeChange: Self { _applicationSignificantTimeChange }
    }

    #if os(iOS)
        private let applicationSignificantTimeChangeName = UIApplication.significantTimeChangeNotification
    #else
        private let applicationSignificantTimeChangeName = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    #endif

    private let _applicationSignificantTimeChange = NotificationDescriptor(applicationSignificantTimeChangeName, decode: ApplicationSignificantTimeChange.decode, encode: ApplicationSignificantTimeChange.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The edit menu is about to appear.
    ///
    /// The payload of UIKit's `UIMenuController.willShowMenuNotification`.
    ///
    /// `Sendable`: it holds the `UIMenuController`, which is `Sendable` (main-actor isolated in UIKit); use it where
    /// its class allows.
    @available(iOS, deprecated: 16.0, message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead.")
    public struct MenuControllerWillShowMenu: Sendable, Equatable {
        /// The `UIMenuController`: the notification's `object`; `nil` for a notification posted without one.
        public var menuController: UIMenuController?

        /// A payload with this object.
        public init(menuController: UIMenuController? = nil) {
            self.menuController = menuController
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> MenuControllerWillShowMenu {
            MenuControllerWillShowMenu(menuController: try note.catalogObjectIfPresent(as: UIMenuController.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: MenuControllerWillShowMenu) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.menuController, userInfo: nil)
        }
    }

    @available(iOS, deprecated: 16.0, message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead.")
    extension NotificationDescriptor where Payload == MenuControllerWillShowMenu {
        /// The edit menu is about to appear.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's menu controller (now backed by
        ///   UIEditMenuInteraction) just before it presents the edit menu.
        /// - **Object:** the `UIMenuController`, as ``MenuControllerWillShowMenu/menuController``. **userInfo:** none.
        /// - **Constant:** `UIMenuController.willShowMenuNotification` (`UIMenuControllerWillShowMenuNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Deprecated ios(3.0, 16.0) and visionos(1.0, 1.0), API_UNAVAILABLE(tvos); still posted by iOS 17 UIKit. No
        /// userInfo. No Apple 26 message.
        @available(iOS, deprecated: 16.0, message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead.")
        public static var menuControllerWillShowMenu: Self { _menuControllerWillShowMenu }
    }

    #if os(iOS)
        private let menuControllerWillShowMenuName = UIMenuController.willShowMenuNotification
    #else
        private let menuControllerWillShowMenuName = Notification.Name("UIMenuControllerWillShowMenuNotification")
    #endif

    @available(iOS, deprecated: 16.0, message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead.")
    private let _menuControllerWillShowMenu = NotificationDescriptor(menuControllerWillShowMenuName, decode: MenuControllerWillShowMenu.decode, encode: MenuControllerWillShowMenu.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The device was unlocked; data-protected files are readable again.
    ///
    /// The payload of UIKit's `UIApplication.protectedDataDidBecomeAvailableNotification`.
    ///
    /// `Sendable`: it holds the `UIApplication`, which is `Sendable` (main-actor isolated in UIKit); use it where its
    /// class allows.
    public struct ApplicationProtectedDataDidBecomeAvailable: Sendable, Equatable {
        /// The `UIApplication`: the notification's `object`; `nil` for a notification posted without one.
        public var application: UIApplication?

        /// A payload with this object.
        public init(application: UIApplication? = nil) {
            self.application = application
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> ApplicationProtectedDataDidBecomeAvailable {
            ApplicationProtectedDataDidBecomeAvailable(application: try note.catalogObjectIfPresent(as: UIApplication.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: ApplicationProtectedDataDidBecomeAvailable) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.application, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == ApplicationProtectedDataDidBecomeAvailable {
        /// The device was unlocked; data-protected files are readable again.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the keybag reports unlocked (MKBGetDeviceLockState() == 0), right after
        ///   applicationProtectedDataDidBecomeAvailable(_:).
        /// - **Object:** the `UIApplication`, as ``ApplicationProtectedDataDidBecomeAvailable/application``. **userInfo:**
        ///   none.
        /// - **Constant:** `UIApplication.protectedDataDidBecomeAvailableNotification`
        ///   (`UIApplicationProtectedDataDidBecomeAvailable`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// ODD NAME: the constant has no 'Notification' suffix (its string equals the constant); Swift name adds it via
        /// UIKit.apinotes. userInfo nil.
        public static var applicationProtectedDataDidBecomeAvailable: Self { _applicationProtectedDataDidBecomeAvailable }
    }

    #if os(iOS)
        private let applicationProtectedDataDidBecomeAvailableName = UIApplication.protectedDataDidBecomeAvailableNotification
    #else
        private let applicationProtectedDataDidBecomeAvailableName = Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
    #endif

    private let _applicationProtectedDataDidBecomeAvailable = NotificationDescriptor(applicationProtectedDataDidBecomeAvailableName, decode: ApplicationProtectedDataDidBecomeAvailable.decode, encode: ApplicationProtectedDataDidBecomeAvailable.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// A text view became first responder and started an editing session.
    ///
    /// The payload of UIKit's `UITextView.textDidBeginEditingNotification`.
    ///
    /// `Sendable`: it holds the `UITextView`, which is `Sendable` (main-actor isolated in UIKit); use it where its
    /// class allows.
    public struct TextViewTextDidBeginEditing: Sendable, Equatable {
        /// The `UITextView`: the notification's `object`; `nil` for a notification posted without one.
        public var textView: UITextView?

        /// A payload with this object.
        public init(textView: UITextView? = nil) {
            self.textView = textView
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> TextViewTextDidBeginEditing {
            TextViewTextDidBeginEditing(textView: try note.catalogObjectIfPresent(as: UITextView.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: TextViewTextDidBeginEditing) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.textView, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == TextViewTextDidBeginEditing {
        /// A text view became first responder and started an editing session.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's UITextView when it starts editing,
        ///   right after the delegate's textViewDidBeginEditing(_:).
        /// - **Object:** the `UITextView`, as ``TextViewTextDidBeginEditing/textView``. **userInfo:** none.
        /// - **Constant:** `UITextView.textDidBeginEditingNotification` (`UITextViewTextDidBeginEditingNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// No userInfo. No Apple 26 UITextView.TextDidBeginEditingMessage seen (UITextView has TextDidChangeMessage and
        /// TextDidEndEditingMessage; UITextField has TextDidBeginEditingMessage); left null.
        public static var textViewTextDidBeginEditing: Self { _textViewTextDidBeginEditing }
    }

    #if os(iOS)
        private let textViewTextDidBeginEditingName = UITextView.textDidBeginEditingNotification
    #else
        private let textViewTextDidBeginEditingName = Notification.Name("UITextViewTextDidBeginEditingNotification")
    #endif

    private let _textViewTextDidBeginEditing = NotificationDescriptor(textViewTextDidBeginEditingName, decode: TextViewTextDidBeginEditing.decode, encode: TextViewTextDidBeginEditing.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// A text view's editing session ended (it resigned first responder).
    ///
    /// The payload of UIKit's `UITextView.textDidEndEditingNotification`.
    ///
    /// `Sendable`: it holds the `UITextView`, which is `Sendable` (main-actor isolated in UIKit); use it where its
    /// class allows.
    public struct TextViewTextDidEndEditing: Sendable, Equatable {
        /// The `UITextView`: the notification's `object`; `nil` for a notification posted without one.
        public var textView: UITextView?

        /// A payload with this object.
        public init(textView: UITextView? = nil) {
            self.textView = textView
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> TextViewTextDidEndEditing {
            TextViewTextDidEndEditing(textView: try note.catalogObjectIfPresent(as: UITextView.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: TextViewTextDidEndEditing) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.textView, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == TextViewTextDidEndEditing {
        /// A text view's editing session ended (it resigned first responder).
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's UITextView when it stops editing,
        ///   right after the delegate's textViewDidEndEditing(_:).
        /// - **Object:** the `UITextView`, as ``TextViewTextDidEndEditing/textView``. **userInfo:** none.
        /// - **Constant:** `UITextView.textDidEndEditingNotification` (`UITextViewTextDidEndEditingNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// No userInfo documented. Apple 26 TextDidEndEditingMessage carries textView: UITextView.
        public static var textViewTextDidEndEditing: Self { _textViewTextDidEndEditing }
    }

    #if os(iOS)
        private let textViewTextDidEndEditingName = UITextView.textDidEndEditingNotification
    #else
        private let textViewTextDidEndEditingName = Notification.Name("UITextViewTextDidEndEditingNotification")
    #endif

    private let _textViewTextDidEndEditing = NotificationDescriptor(textViewTextDidEndEditingName, decode: TextViewTextDidEndEditing.decode, encode: TextViewTextDidEndEditing.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// UIKit added a scene to the app (created or restored an instance of its UI).
    ///
    /// The payload of UIKit's `UIScene.willConnectNotification`.
    ///
    /// `Sendable`: it holds the `UIScene`, which is `Sendable` (main-actor isolated in UIKit); use it where its class
    /// allows.
    public struct SceneWillConnect: Sendable, Equatable {
        /// The `UIScene`: the notification's `object`; `nil` for a notification posted without one.
        public var scene: UIScene?

        /// A payload with this object.
        public init(scene: UIScene? = nil) {
            self.scene = scene
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> SceneWillConnect {
            SceneWillConnect(scene: try note.catalogObjectIfPresent(as: UIScene.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: SceneWillConnect) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.scene, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == SceneWillConnect {
        /// UIKit added a scene to the app (created or restored an instance of its UI).
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit while connecting a new scene, right
        ///   after calling the scene delegate's scene(_:willConnectTo:options:).
        /// - **Object:** the `UIScene`, as ``SceneWillConnect/scene``. **userInfo:** none.
        /// - **Constant:** `UIScene.willConnectNotification` (`UISceneWillConnectNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Apple docs: UIKit places the new scene in the notification's object. No userInfo (posted with
        /// postNotificationName:object:). Connection options are not in the notification; read them in the delegate
        /// callback. Posting thread not stated on the doc page; UIScene is main-actor and UIKit posts from its main-thread
        /// lifecycle code.
        public static var sceneWillConnect: Self { _sceneWillConnect }
    }

    #if os(iOS)
        private let sceneWillConnectName = UIScene.willConnectNotification
    #else
        private let sceneWillConnectName = Notification.Name("UISceneWillConnectNotification")
    #endif

    private let _sceneWillConnect = NotificationDescriptor(sceneWillConnectName, decode: SceneWillConnect.decode, encode: SceneWillConnect.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// A scene became active: onscreen and receiving events.
    ///
    /// The payload of UIKit's `UIScene.didActivateNotification`.
    ///
    /// `Sendable`: it holds the `UIScene`, which is `Sendable` (main-actor isolated in UIKit); use it where its class
    /// allows.
    public struct SceneDidActivate: Sendable, Equatable {
        /// The `UIScene`: the notification's `object`; `nil` for a notification posted without one.
        public var scene: UIScene?

        /// A payload with this object.
        public init(scene: UIScene? = nil) {
            self.scene = scene
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> SceneDidActivate {
            SceneDidActivate(scene: try note.catalogObjectIfPresent(as: UIScene.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: SceneDidActivate) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.scene, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == SceneDidActivate {
        /// A scene became active: onscreen and receiving events.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's scene lifecycle monitor after calling
        ///   the scene delegate's sceneDidBecomeActive(_:).
        /// - **Object:** the `UIScene`, as ``SceneDidActivate/scene``. **userInfo:** none.
        /// - **Constant:** `UIScene.didActivateNotification` (`UISceneDidActivateNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Apple docs: UIKit places the scene object in the object property. No userInfo. Posting thread not stated on the
        /// doc page; UIScene is main-actor and UIKit posts from its main-thread lifecycle code.
        public static var sceneDidActivate: Self { _sceneDidActivate }
    }

    #if os(iOS)
        private let sceneDidActivateName = UIScene.didActivateNotification
    #else
        private let sceneDidActivateName = Notification.Name("UISceneDidActivateNotification")
    #endif

    private let _sceneDidActivate = NotificationDescriptor(sceneDidActivateName, decode: SceneDidActivate.decode, encode: SceneDidActivate.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The battery charge level changed; read UIDevice.current.batteryLevel.
    ///
    /// The payload of UIKit's `UIDevice.batteryLevelDidChangeNotification`.
    ///
    /// `Sendable`: it holds the `UIDevice`, which is `Sendable` (main-actor isolated in UIKit); use it where its class
    /// allows.
    public struct DeviceBatteryLevelDidChange: Sendable, Equatable {
        /// The `UIDevice`: the notification's `object`; `nil` for a notification posted without one.
        public var device: UIDevice?

        /// A payload with this object.
        public init(device: UIDevice? = nil) {
            self.device = device
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> DeviceBatteryLevelDidChange {
            DeviceBatteryLevelDidChange(device: try note.catalogObjectIfPresent(as: UIDevice.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: DeviceBatteryLevelDidChange) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.device, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == DeviceBatteryLevelDidChange {
        /// The battery charge level changed; read UIDevice.current.batteryLevel.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's UIDevice when battery monitoring is
        ///   enabled and the rounded (1%) level changes.
        /// - **Object:** the `UIDevice`, as ``DeviceBatteryLevelDidChange/device``. **userInfo:** none.
        /// - **Constant:** `UIDevice.batteryLevelDidChangeNotification` (`UIDeviceBatteryLevelDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// No userInfo. UIKit rounds the level to hundredths and posts only when it differs and monitoring is on. The Apple
        /// 26 message has only init() (no properties).
        public static var deviceBatteryLevelDidChange: Self { _deviceBatteryLevelDidChange }
    }

    #if os(iOS)
        private let deviceBatteryLevelDidChangeName = UIDevice.batteryLevelDidChangeNotification
    #else
        private let deviceBatteryLevelDidChangeName = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    #endif

    private let _deviceBatteryLevelDidChange = NotificationDescriptor(deviceBatteryLevelDidChangeName, decode: DeviceBatteryLevelDidChange.decode, encode: DeviceBatteryLevelDidChange.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The battery state (unplugged, charging, full) changed; read UIDevice.current.batteryState.
    ///
    /// The payload of UIKit's `UIDevice.batteryStateDidChangeNotification`.
    ///
    /// `Sendable`: it holds the `UIDevice`, which is `Sendable` (main-actor isolated in UIKit); use it where its class
    /// allows.
    public struct DeviceBatteryStateDidChange: Sendable, Equatable {
        /// The `UIDevice`: the notification's `object`; `nil` for a notification posted without one.
        public var device: UIDevice?

        /// A payload with this object.
        public init(device: UIDevice? = nil) {
            self.device = device
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> DeviceBatteryStateDidChange {
            DeviceBatteryStateDidChange(device: try note.catalogObjectIfPresent(as: UIDevice.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: DeviceBatteryStateDidChange) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.device, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == DeviceBatteryStateDidChange {
        /// The battery state (unplugged, charging, full) changed; read UIDevice.current.batteryState.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's UIDevice when
        ///   isBatteryMonitoringEnabled is true and the state changes.
        /// - **Object:** the `UIDevice`, as ``DeviceBatteryStateDidChange/device``. **userInfo:** none.
        /// - **Constant:** `UIDevice.batteryStateDidChangeNotification` (`UIDeviceBatteryStateDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// No userInfo (posted with userInfo nil). Apple docs: requires isBatteryMonitoringEnabled = true. An Apple 26
        /// message was not seen for this one although siblings UIDevice.BatteryLevelDidChangeMessage and
        /// ProximityStateDidChangeMessage exist; left null.
        public static var deviceBatteryStateDidChange: Self { _deviceBatteryStateDidChange }
    }

    #if os(iOS)
        private let deviceBatteryStateDidChangeName = UIDevice.batteryStateDidChangeNotification
    #else
        private let deviceBatteryStateDidChangeName = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
    #endif

    private let _deviceBatteryStateDidChange = NotificationDescriptor(deviceBatteryStateDidChangeName, decode: DeviceBatteryStateDidChange.decode, encode: DeviceBatteryStateDidChange.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The edit menu is about to disappear.
    ///
    /// The payload of UIKit's `UIMenuController.willHideMenuNotification`.
    ///
    /// `Sendable`: it holds the `UIMenuController`, which is `Sendable` (main-actor isolated in UIKit); use it where
    /// its class allows.
    @available(iOS, deprecated: 16.0, message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead.")
    public struct MenuControllerWillHideMenu: Sendable, Equatable {
        /// The `UIMenuController`: the notification's `object`; `nil` for a notification posted without one.
        public var menuController: UIMenuController?

        /// A payload with this object.
        public init(menuController: UIMenuController? = nil) {
            self.menuController = menuController
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> MenuControllerWillHideMenu {
            MenuControllerWillHideMenu(menuController: try note.catalogObjectIfPresent(as: UIMenuController.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: MenuControllerWillHideMenu) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.menuController, userInfo: nil)
        }
    }

    @available(iOS, deprecated: 16.0, message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead.")
    extension NotificationDescriptor where Payload == MenuControllerWillHideMenu {
        /// The edit menu is about to disappear.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's menu controller just before it
        ///   dismisses the edit menu.
        /// - **Object:** the `UIMenuController`, as ``MenuControllerWillHideMenu/menuController``. **userInfo:** none.
        /// - **Constant:** `UIMenuController.willHideMenuNotification` (`UIMenuControllerWillHideMenuNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Deprecated ios(3.0, 16.0). No userInfo. No Apple 26 message.
        @available(iOS, deprecated: 16.0, message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead.")
        public static var menuControllerWillHideMenu: Self { _menuControllerWillHideMenu }
    }

    #if os(iOS)
        private let menuControllerWillHideMenuName = UIMenuController.willHideMenuNotification
    #else
        private let menuControllerWillHideMenuName = Notification.Name("UIMenuControllerWillHideMenuNotification")
    #endif

    @available(iOS, deprecated: 16.0, message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead.")
    private let _menuControllerWillHideMenu = NotificationDescriptor(menuControllerWillHideMenuName, decode: MenuControllerWillHideMenu.decode, encode: MenuControllerWillHideMenu.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// A scene is about to run in the foreground and become visible.
    ///
    /// The payload of UIKit's `UIScene.willEnterForegroundNotification`.
    ///
    /// `Sendable`: it holds the `UIScene`, which is `Sendable` (main-actor isolated in UIKit); use it where its class
    /// allows.
    public struct SceneWillEnterForeground: Sendable, Equatable {
        /// The `UIScene`: the notification's `object`; `nil` for a notification posted without one.
        public var scene: UIScene?

        /// A payload with this object.
        public init(scene: UIScene? = nil) {
            self.scene = scene
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> SceneWillEnterForeground {
            SceneWillEnterForeground(scene: try note.catalogObjectIfPresent(as: UIScene.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: SceneWillEnterForeground) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.scene, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == SceneWillEnterForeground {
        /// A scene is about to run in the foreground and become visible.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's scene lifecycle monitor after calling
        ///   the scene delegate's sceneWillEnterForeground(_:), for new and for backgrounded scenes.
        /// - **Object:** the `UIScene`, as ``SceneWillEnterForeground/scene``. **userInfo:** none.
        /// - **Constant:** `UIScene.willEnterForegroundNotification` (`UISceneWillEnterForegroundNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Apple docs: always followed by didActivateNotification; UIKit places the scene in the object property. No
        /// userInfo. Posting thread not stated on the doc page; UIScene is main-actor and UIKit posts from its main-thread
        /// lifecycle code.
        public static var sceneWillEnterForeground: Self { _sceneWillEnterForeground }
    }

    #if os(iOS)
        private let sceneWillEnterForegroundName = UIScene.willEnterForegroundNotification
    #else
        private let sceneWillEnterForegroundName = Notification.Name("UISceneWillEnterForegroundNotification")
    #endif

    private let _sceneWillEnterForeground = NotificationDescriptor(sceneWillEnterForegroundName, decode: SceneWillEnterForeground.decode, encode: SceneWillEnterForeground.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// Reduce Transparency was turned on or off; read UIAccessibility.isReduceTransparencyEnabled.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the user changes the setting (object nil inferred: the decompiled post of the public name lost its
        ///   arguments, its sibling posts use object nil, and Apple's docs say the notification has no parameter).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.reduceTransparencyStatusDidChangeNotification`
        ///   (`UIAccessibilityReduceTransparencyStatusDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// In _axPrefEnabledChange the enhance-background-contrast branch posts a private
        /// @"UIAccessibilityEnhanceBackgroundContrastChangedNotification" after a second post whose arguments the
        /// decompiler dropped (fs:58632656980); that second post is presumably this public name, so object nil is inferred
        /// from the sibling posts and Apple's 'no parameter' docs. apple26Message left null: not seen in the docs corpus,
        /// although sibling UIAccessibility status notifications have UIAccessibility.*DidChangeMessage types in iOS 26
        /// (unverified for this one).
        public static var accessibilityReduceTransparencyStatusDidChange: Self { _accessibilityReduceTransparencyStatusDidChange }
    }

    #if os(iOS)
        private let _accessibilityReduceTransparencyStatusDidChange = NotificationDescriptor<Void>(UIAccessibility.reduceTransparencyStatusDidChangeNotification)
    #else
        private let _accessibilityReduceTransparencyStatusDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// The current keyboard input mode (language/keyboard) changed; read textInputMode from the responder.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's keyboard input mode controller when
        ///   the user switches keyboards or input modes.
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UITextInputMode.currentInputModeDidChangeNotification`
        ///   (`UITextInputCurrentInputModeDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// SEVERAL SOURCES DISAGREE ON THE OBJECT: Apple's doc page says 'The posting object is a UITextInputMode
        /// instance', but decompiled UIKit posts with object nil, and Apple's 26 message has only init() (no subject).
        /// Recorded as null; a descriptor should not require an object. UIKit adds a private, undocumented key
        /// "UITextInputFromInputModeKey" (the previous UIKeyboardInputMode) when one exists, otherwise the userInfo is nil;
        /// not listed as a key because no header declares it.
        public static var textInputModeCurrentInputModeDidChange: Self { _textInputModeCurrentInputModeDidChange }
    }

    #if os(iOS)
        private let _textInputModeCurrentInputModeDidChange = NotificationDescriptor<Void>(UITextInputMode.currentInputModeDidChangeNotification)
    #else
        private let _textInputModeCurrentInputModeDidChange = NotificationDescriptor<Void>(Notification.Name("UITextInputCurrentInputModeDidChangeNotification"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// Reduce Motion was turned on or off; read UIAccessibility.isReduceMotionEnabled.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the user changes the setting (object nil inferred: the decompiled post of the public name lost its
        ///   arguments, its sibling posts use object nil, and Apple's docs say the notification has no parameter).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.reduceMotionStatusDidChangeNotification`
        ///   (`UIAccessibilityReduceMotionStatusDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// In _axPrefEnabledChange the reduce-motion branch posts a private
        /// @"UIAccessibilityReduceMotionChangedNotification" after a second post whose arguments the decompiler dropped
        /// (fs:58632656980); observers of the private name are not this notification. Object nil inferred (Apple docs: no
        /// parameter). Apple 26 message seen on onestack.dev (UIAccessibility.ReduceMotionStatusDidChangeMessage).
        public static var accessibilityReduceMotionStatusDidChange: Self { _accessibilityReduceMotionStatusDidChange }
    }

    #if os(iOS)
        private let _accessibilityReduceMotionStatusDidChange = NotificationDescriptor<Void>(UIAccessibility.reduceMotionStatusDidChangeNotification)
    #else
        private let _accessibilityReduceMotionStatusDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    /// The edit menu has disappeared.
    ///
    /// The payload of UIKit's `UIMenuController.didHideMenuNotification`.
    ///
    /// `Sendable`: it holds the `UIMenuController`, which is `Sendable` (main-actor isolated in UIKit); use it where
    /// its class allows.
    @available(iOS, deprecated: 16.0, message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead.")
    public struct MenuControllerDidHideMenu: Sendable, Equatable {
        /// The `UIMenuController`: the notification's `object`; `nil` for a notification posted without one.
        public var menuController: UIMenuController?

        /// A payload with this object.
        public init(menuController: UIMenuController? = nil) {
            self.menuController = menuController
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> MenuControllerDidHideMenu {
            MenuControllerDidHideMenu(menuController: try note.catalogObjectIfPresent(as: UIMenuController.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: MenuControllerDidHideMenu) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.menuController, userInfo: nil)
        }
    }

    @available(iOS, deprecated: 16.0, message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead.")
    extension NotificationDescriptor where Payload == MenuControllerDidHideMenu {
        /// The edit menu has disappeared.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's menu controller after the edit menu's
        ///   dismissal animation completes.
        /// - **Object:** the `UIMenuController`, as ``MenuControllerDidHideMenu/menuController``. **userInfo:** none.
        /// - **Constant:** `UIMenuController.didHideMenuNotification` (`UIMenuControllerDidHideMenuNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Deprecated ios(3.0, 16.0). No userInfo. No Apple 26 message.
        @available(iOS, deprecated: 16.0, message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead.")
        public static var menuControllerDidHideMenu: Self { _menuControllerDidHideMenu }
    }

    #if os(iOS)
        private let menuControllerDidHideMenuName = UIMenuController.didHideMenuNotification
    #else
        private let menuControllerDidHideMenuName = Notification.Name("UIMenuControllerDidHideMenuNotification")
    #endif

    @available(iOS, deprecated: 16.0, message: "UIMenuController is deprecated. Use UIEditMenuInteraction instead.")
    private let _menuControllerDidHideMenu = NotificationDescriptor(menuControllerDidHideMenuName, decode: MenuControllerDidHideMenu.decode, encode: MenuControllerDidHideMenu.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// A scene now runs in the background and is no longer onscreen.
    ///
    /// The payload of UIKit's `UIScene.didEnterBackgroundNotification`.
    ///
    /// `Sendable`: it holds the `UIScene`, which is `Sendable` (main-actor isolated in UIKit); use it where its class
    /// allows.
    public struct SceneDidEnterBackground: Sendable, Equatable {
        /// The `UIScene`: the notification's `object`; `nil` for a notification posted without one.
        public var scene: UIScene?

        /// A payload with this object.
        public init(scene: UIScene? = nil) {
            self.scene = scene
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> SceneDidEnterBackground {
            SceneDidEnterBackground(scene: try note.catalogObjectIfPresent(as: UIScene.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: SceneDidEnterBackground) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.scene, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == SceneDidEnterBackground {
        /// A scene now runs in the background and is no longer onscreen.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's scene lifecycle monitor after calling
        ///   the scene delegate's sceneDidEnterBackground(_:); UIKit snapshots the scene shortly after.
        /// - **Object:** the `UIScene`, as ``SceneDidEnterBackground/scene``. **userInfo:** none.
        /// - **Constant:** `UIScene.didEnterBackgroundNotification` (`UISceneDidEnterBackgroundNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// No userInfo. No Apple 26 UIScene.DidEnterBackgroundMessage seen (the MessageIdentifier didEnterBackground pages
        /// found belong to UIApplication and NSExtensionContext); siblings exist, left null. Posting thread not stated on
        /// the doc page; UIScene is main-actor and UIKit posts from its main-thread lifecycle code.
        public static var sceneDidEnterBackground: Self { _sceneDidEnterBackground }
    }

    #if os(iOS)
        private let sceneDidEnterBackgroundName = UIScene.didEnterBackgroundNotification
    #else
        private let sceneDidEnterBackgroundName = Notification.Name("UISceneDidEnterBackgroundNotification")
    #endif

    private let _sceneDidEnterBackground = NotificationDescriptor(sceneDidEnterBackgroundName, decode: SceneDidEnterBackground.decode, encode: SceneDidEnterBackground.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The screen's brightness changed; read brightness.
    ///
    /// The payload of UIKit's `UIScreen.brightnessDidChangeNotification`.
    ///
    /// `Sendable`: it holds the `UIScreen`, which is `Sendable` (main-actor isolated in UIKit); use it where its class
    /// allows.
    public struct ScreenBrightnessDidChange: Sendable, Equatable {
        /// The `UIScreen`: the notification's `object`; `nil` for a notification posted without one.
        public var screen: UIScreen?

        /// A payload with this object.
        public init(screen: UIScreen? = nil) {
            self.screen = screen
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> ScreenBrightnessDidChange {
            ScreenBrightnessDidChange(screen: try note.catalogObjectIfPresent(as: UIScreen.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: ScreenBrightnessDidChange) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.screen, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == ScreenBrightnessDidChange {
        /// The screen's brightness changed; read brightness.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit when the backlight level differs from
        ///   the last one notified (and always in SpringBoard).
        /// - **Object:** the `UIScreen`, as ``ScreenBrightnessDidChange/screen``. **userInfo:** none.
        /// - **Constant:** `UIScreen.brightnessDidChangeNotification` (`UIScreenBrightnessDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Apple docs: the object is the UIScreen whose brightness changed; no userInfo. The header has no comment for this
        /// one. API_UNAVAILABLE(visionos).
        public static var screenBrightnessDidChange: Self { _screenBrightnessDidChange }
    }

    #if os(iOS)
        private let screenBrightnessDidChangeName = UIScreen.brightnessDidChangeNotification
    #else
        private let screenBrightnessDidChangeName = Notification.Name("UIScreenBrightnessDidChangeNotification")
    #endif

    private let _screenBrightnessDidChange = NotificationDescriptor(screenBrightnessDidChangeName, decode: ScreenBrightnessDidChange.decode, encode: ScreenBrightnessDidChange.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The screen's current mode (resolution) changed; read currentMode.
    ///
    /// The payload of UIKit's `UIScreen.modeDidChangeNotification`.
    ///
    /// `Sendable`: it holds the `UIScreen`, which is `Sendable` (main-actor isolated in UIKit); use it where its class
    /// allows.
    public struct ScreenModeDidChange: Sendable, Equatable {
        /// The `UIScreen`: the notification's `object`; `nil` for a notification posted without one.
        public var screen: UIScreen?

        /// A payload with this object.
        public init(screen: UIScreen? = nil) {
            self.screen = screen
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> ScreenModeDidChange {
            ScreenModeDidChange(screen: try note.catalogObjectIfPresent(as: UIScreen.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: ScreenModeDidChange) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.screen, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == ScreenModeDidChange {
        /// The screen's current mode (resolution) changed; read currentMode.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit when a screen's display configuration
        ///   changes its current mode or overscan compensation.
        /// - **Object:** the `UIScreen`, as ``ScreenModeDidChange/screen``. **userInfo:** none.
        /// - **Constant:** `UIScreen.modeDidChangeNotification` (`UIScreenModeDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Header: 'Object is the UIScreen which changed. [object currentMode] is the new UIScreenMode.' Apple docs: no
        /// userInfo. API_UNAVAILABLE(visionos).
        public static var screenModeDidChange: Self { _screenModeDidChange }
    }

    #if os(iOS)
        private let screenModeDidChangeName = UIScreen.modeDidChangeNotification
    #else
        private let screenModeDidChangeName = Notification.Name("UIScreenModeDidChangeNotification")
    #endif

    private let _screenModeDidChange = NotificationDescriptor(screenModeDidChangeName, decode: ScreenModeDidChange.decode, encode: ScreenModeDidChange.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The device is locking; data-protected files are about to become unreadable.
    ///
    /// The payload of UIKit's `UIApplication.protectedDataWillBecomeUnavailableNotification`.
    ///
    /// `Sendable`: it holds the `UIApplication`, which is `Sendable` (main-actor isolated in UIKit); use it where its
    /// class allows.
    public struct ApplicationProtectedDataWillBecomeUnavailable: Sendable, Equatable {
        /// The `UIApplication`: the notification's `object`; `nil` for a notification posted without one.
        public var application: UIApplication?

        /// A payload with this object.
        public init(application: UIApplication? = nil) {
            self.application = application
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> ApplicationProtectedDataWillBecomeUnavailable {
            ApplicationProtectedDataWillBecomeUnavailable(application: try note.catalogObjectIfPresent(as: UIApplication.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: ApplicationProtectedDataWillBecomeUnavailable) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.application, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == ApplicationProtectedDataWillBecomeUnavailable {
        /// The device is locking; data-protected files are about to become unreadable.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the keybag reports the locking state (MKBGetDeviceLockState() == 2), right after
        ///   applicationProtectedDataWillBecomeUnavailable(_:).
        /// - **Object:** the `UIApplication`, as ``ApplicationProtectedDataWillBecomeUnavailable/application``.
        ///   **userInfo:** none.
        /// - **Constant:** `UIApplication.protectedDataWillBecomeUnavailableNotification`
        ///   (`UIApplicationProtectedDataWillBecomeUnavailable`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// ODD NAME: the constant has no 'Notification' suffix (its string equals the constant); UIKit.apinotes adds one in
        /// Swift (protectedDataWillBecomeUnavailableNotification). userInfo nil in the decompiled post.
        public static var applicationProtectedDataWillBecomeUnavailable: Self { _applicationProtectedDataWillBecomeUnavailable }
    }

    #if os(iOS)
        private let applicationProtectedDataWillBecomeUnavailableName = UIApplication.protectedDataWillBecomeUnavailableNotification
    #else
        private let applicationProtectedDataWillBecomeUnavailableName = Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
    #endif

    private let _applicationProtectedDataWillBecomeUnavailable = NotificationDescriptor(applicationProtectedDataWillBecomeUnavailableName, decode: ApplicationProtectedDataWillBecomeUnavailable.decode, encode: ApplicationProtectedDataWillBecomeUnavailable.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// A scene is about to stop being active (interruption, app switcher, moving to background).
    ///
    /// The payload of UIKit's `UIScene.willDeactivateNotification`.
    ///
    /// `Sendable`: it holds the `UIScene`, which is `Sendable` (main-actor isolated in UIKit); use it where its class
    /// allows.
    public struct SceneWillDeactivate: Sendable, Equatable {
        /// The `UIScene`: the notification's `object`; `nil` for a notification posted without one.
        public var scene: UIScene?

        /// A payload with this object.
        public init(scene: UIScene? = nil) {
            self.scene = scene
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> SceneWillDeactivate {
            SceneWillDeactivate(scene: try note.catalogObjectIfPresent(as: UIScene.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: SceneWillDeactivate) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.scene, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == SceneWillDeactivate {
        /// A scene is about to stop being active (interruption, app switcher, moving to background).
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's scene lifecycle monitor after calling
        ///   the scene delegate's sceneWillResignActive(_:).
        /// - **Object:** the `UIScene`, as ``SceneWillDeactivate/scene``. **userInfo:** none.
        /// - **Constant:** `UIScene.willDeactivateNotification` (`UISceneWillDeactivateNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// No userInfo. Apple 26 WillDeactivateMessage carries scene: UIScene. Posting thread not stated on the doc page;
        /// UIScene is main-actor and UIKit posts from its main-thread lifecycle code.
        public static var sceneWillDeactivate: Self { _sceneWillDeactivate }
    }

    #if os(iOS)
        private let sceneWillDeactivateName = UIScene.willDeactivateNotification
    #else
        private let sceneWillDeactivateName = Notification.Name("UISceneWillDeactivateNotification")
    #endif

    private let _sceneWillDeactivate = NotificationDescriptor(sceneWillDeactivateName, decode: SceneWillDeactivate.decode, encode: SceneWillDeactivate.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// VoiceOver started or stopped; read UIAccessibility.isVoiceOverRunning for the new state.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the user changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and
        ///   Apple's docs say the notification has no parameter).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.voiceOverStatusDidChangeNotification`
        ///   (`UIAccessibilityVoiceOverStatusDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// STRING DIFFERS FROM THE CONSTANT NAME: the value is "UIAccessibilityVoiceOverTouchStatusChanged", the same
        /// string the deprecated UIAccessibilityVoiceOverStatusChanged (NSString *, ios(4.0, 11.0),
        /// API_UNAVAILABLE(visionos)) carries, so the old and new names are one notification (fs:68721975554).
        /// Reimplementations (WinObjC-style fs:69292180101, fs:70139785501) use
        /// "UIAccessibilityVoiceOverStatusDidChangeNotification" and are wrong. Header: API_AVAILABLE(ios(11.0),
        /// tvos(11.0)).
        public static var accessibilityVoiceOverStatusDidChange: Self { _accessibilityVoiceOverStatusDidChange }
    }

    #if os(iOS)
        private let _accessibilityVoiceOverStatusDidChange = NotificationDescriptor<Void>(UIAccessibility.voiceOverStatusDidChangeNotification)
    #else
        private let _accessibilityVoiceOverStatusDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilityVoiceOverTouchStatusChanged"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// Increase Contrast (darker system colors) was turned on or off; read UIAccessibility.isDarkerSystemColorsEnabled.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the user changes the setting (object nil inferred: the decompiled post of the public name lost its
        ///   arguments, its sibling posts use object nil, and Apple's docs say the notification has no parameter).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.darkerSystemColorsStatusDidChangeNotification`
        ///   (`UIAccessibilityDarkerSystemColorsStatusDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// The decompiled darken-system-colors branch posts a private
        /// @"UIAccessibilityDarkenSystemColorsChangedNotification" after a post whose arguments the decompiler dropped
        /// (fs:58632656980); object nil inferred (Apple docs: no parameter).
        public static var accessibilityDarkerSystemColorsStatusDidChange: Self { _accessibilityDarkerSystemColorsStatusDidChange }
    }

    #if os(iOS)
        private let _accessibilityDarkerSystemColorsStatusDidChange = NotificationDescriptor<Void>(UIAccessibility.darkerSystemColorsStatusDidChangeNotification)
    #else
        private let _accessibilityDarkerSystemColorsStatusDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    /// UIKit removed a scene from the app; release resources tied to it.
    ///
    /// The payload of UIKit's `UIScene.didDisconnectNotification`.
    ///
    /// `Sendable`: it holds the `UIScene`, which is `Sendable` (main-actor isolated in UIKit); use it where its class
    /// allows.
    public struct SceneDidDisconnect: Sendable, Equatable {
        /// The `UIScene`: the notification's `object`; `nil` for a notification posted without one.
        public var scene: UIScene?

        /// A payload with this object.
        public init(scene: UIScene? = nil) {
            self.scene = scene
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> SceneDidDisconnect {
            SceneDidDisconnect(scene: try note.catalogObjectIfPresent(as: UIScene.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: SceneDidDisconnect) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.scene, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == SceneDidDisconnect {
        /// UIKit removed a scene from the app; release resources tied to it.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit when it disconnects a scene (user
        ///   closed it in the app switcher, or memory reclamation), after calling sceneDidDisconnect(_:).
        /// - **Object:** the `UIScene`, as ``SceneDidDisconnect/scene``. **userInfo:** none.
        /// - **Constant:** `UIScene.didDisconnectNotification` (`UISceneDidDisconnectNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Apple docs: UIKit places the affected scene in the object property. No userInfo. No Apple 26 message seen for
        /// this one (siblings WillConnect, DidActivate, WillDeactivate, WillEnterForeground have one). Posting thread not
        /// stated on the doc page; UIScene is main-actor and UIKit posts from its main-thread lifecycle code.
        public static var sceneDidDisconnect: Self { _sceneDidDisconnect }
    }

    #if os(iOS)
        private let sceneDidDisconnectName = UIScene.didDisconnectNotification
    #else
        private let sceneDidDisconnectName = Notification.Name("UISceneDidDisconnectNotification")
    #endif

    private let _sceneDidDisconnect = NotificationDescriptor(sceneDidDisconnectName, decode: SceneDidDisconnect.decode, encode: SceneDidDisconnect.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The screen started or stopped being recorded, mirrored or sent over AirPlay; read isCaptured.
    ///
    /// The payload of UIKit's `UIScreen.capturedDidChangeNotification`.
    ///
    /// `Sendable`: it holds the `UIScreen`, which is `Sendable` (main-actor isolated in UIKit); use it where its class
    /// allows.
    public struct ScreenCapturedDidChange: Sendable, Equatable {
        /// The `UIScreen`: the notification's `object`; `nil` for a notification posted without one.
        public var screen: UIScreen?

        /// A payload with this object.
        public init(screen: UIScreen? = nil) {
            self.screen = screen
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> ScreenCapturedDidChange {
            ScreenCapturedDidChange(screen: try note.catalogObjectIfPresent(as: UIScreen.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: ScreenCapturedDidChange) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.screen, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == ScreenCapturedDidChange {
        /// The screen started or stopped being recorded, mirrored or sent over AirPlay; read isCaptured.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit when its evaluated capture state of a
        ///   screen changes.
        /// - **Object:** the `UIScreen`, as ``ScreenCapturedDidChange/screen``. **userInfo:** none.
        /// - **Constant:** `UIScreen.capturedDidChangeNotification` (`UIScreenCapturedDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Header: 'Object is the UIScreen which changed. [object isCaptured] is the new value of captured property.' No
        /// userInfo. The isCaptured property is API_DEPRECATED(ios(11.0, API_TO_BE_DEPRECATED)) 'Use the sceneCaptureState
        /// in UITraitCollection instead'; the notification itself carries no deprecation in 17.4.
        /// API_UNAVAILABLE(visionos).
        public static var screenCapturedDidChange: Self { _screenCapturedDidChange }
    }

    #if os(iOS)
        private let screenCapturedDidChangeName = UIScreen.capturedDidChangeNotification
    #else
        private let screenCapturedDidChangeName = Notification.Name("UIScreenCapturedDidChangeNotification")
    #endif

    private let _screenCapturedDidChange = NotificationDescriptor(screenCapturedDidChangeName, decode: ScreenCapturedDidChange.decode, encode: ScreenCapturedDidChange.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// A text field became first responder and started an editing session.
    ///
    /// The payload of UIKit's `UITextField.textDidBeginEditingNotification`.
    ///
    /// `Sendable`: it holds the `UITextField`, which is `Sendable` (main-actor isolated in UIKit); use it where its
    /// class allows.
    public struct TextFieldTextDidBeginEditing: Sendable, Equatable {
        /// The `UITextField`: the notification's `object`; `nil` for a notification posted without one.
        public var textField: UITextField?

        /// A payload with this object.
        public init(textField: UITextField? = nil) {
            self.textField = textField
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> TextFieldTextDidBeginEditing {
            TextFieldTextDidBeginEditing(textField: try note.catalogObjectIfPresent(as: UITextField.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: TextFieldTextDidBeginEditing) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.textField, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == TextFieldTextDidBeginEditing {
        /// A text field became first responder and started an editing session.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's UITextField when it starts editing,
        ///   right after the delegate's textFieldDidBeginEditing(_:).
        /// - **Object:** the `UITextField`, as ``TextFieldTextDidBeginEditing/textField``. **userInfo:** none.
        /// - **Constant:** `UITextField.textDidBeginEditingNotification` (`UITextFieldTextDidBeginEditingNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// No userInfo (posted with postNotificationName:object:). Apple 26 message: textField: UITextField.
        public static var textFieldTextDidBeginEditing: Self { _textFieldTextDidBeginEditing }
    }

    #if os(iOS)
        private let textFieldTextDidBeginEditingName = UITextField.textDidBeginEditingNotification
    #else
        private let textFieldTextDidBeginEditingName = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    #endif

    private let _textFieldTextDidBeginEditing = NotificationDescriptor(textFieldTextDidBeginEditingName, decode: TextFieldTextDidBeginEditing.decode, encode: TextFieldTextDidBeginEditing.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// A window became hidden (its isHidden became true).
    ///
    /// The payload of UIKit's `UIWindow.didBecomeHiddenNotification`.
    ///
    /// `Sendable`: it holds the `UIWindow`, which is `Sendable` (main-actor isolated in UIKit); use it where its class
    /// allows.
    public struct WindowDidBecomeHidden: Sendable, Equatable {
        /// The `UIWindow`: the notification's `object`; `nil` for a notification posted without one.
        public var window: UIWindow?

        /// A payload with this object.
        public init(window: UIWindow? = nil) {
            self.window = window
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> WindowDidBecomeHidden {
            WindowDidBecomeHidden(window: try note.catalogObjectIfPresent(as: UIWindow.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: WindowDidBecomeHidden) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.window, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == WindowDidBecomeHidden {
        /// A window became hidden (its isHidden became true).
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's UIWindow when it is hidden.
        /// - **Object:** the `UIWindow`, as ``WindowDidBecomeHidden/window``. **userInfo:** none.
        /// - **Constant:** `UIWindow.didBecomeHiddenNotification` (`UIWindowDidBecomeHiddenNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Header: 'Posted when the window becomes hidden with a nil userInfo dictionary.' Apple docs: object is the hidden
        /// window; app switching does not post it.
        public static var windowDidBecomeHidden: Self { _windowDidBecomeHidden }
    }

    #if os(iOS)
        private let windowDidBecomeHiddenName = UIWindow.didBecomeHiddenNotification
    #else
        private let windowDidBecomeHiddenName = Notification.Name("UIWindowDidBecomeHiddenNotification")
    #endif

    private let _windowDidBecomeHidden = NotificationDescriptor(windowDidBecomeHiddenName, decode: WindowDidBecomeHidden.decode, encode: WindowDidBecomeHidden.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// An NSTextContentStorage saw an attribute it cannot represent added to its text storage.
    ///
    /// The payload of UIKit's `NSNotification.Name.unsupportedAttributeAddedNotification`.
    ///
    /// `Sendable`: it holds nothing. The `NSTextContentStorage` (the notification's object, not `Sendable`) comes with
    /// ``OnPostingThread``.
    public struct TextContentStorageUnsupportedAttributeAdded: Sendable, Equatable, CatalogPayload {
        /// The payload; the notification carries nothing but its object.
        public init() {}

        /// The payload with the `NSTextContentStorage`, which is not `Sendable`: the payload of
        /// ``NotificationDescriptors/NotificationDescriptor/textContentStorageUnsupportedAttributeAddedOnPostingThread``, for
        /// `observe(_:object:using:)`'s handler only, synchronously on the posting thread.
        public typealias OnPostingThread = WithSender<TextContentStorageUnsupportedAttributeAdded, NSTextContentStorage>

        /// Reads nothing: the notification has no `userInfo` (the twin reads the object).
        package static func decode(_ note: Notification) throws -> TextContentStorageUnsupportedAttributeAdded { TextContentStorageUnsupportedAttributeAdded() }

        /// Writes what UIKit posts besides the object: no `userInfo`.
        package static func encode(_ payload: TextContentStorageUnsupportedAttributeAdded) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: nil, userInfo: nil)
        }
    }

    extension WithSender where Payload == TextContentStorageUnsupportedAttributeAdded, Sender == NSTextContentStorage {
        /// The `NSTextContentStorage`: the notification's `object` (`nil` only for a notification posted without one).
        public var textContentStorage: NSTextContentStorage? { sender }
    }

    extension NotificationDescriptor where Payload == TextContentStorageUnsupportedAttributeAdded {
        /// An NSTextContentStorage saw an attribute it cannot represent added to its text storage.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's NSTextContentStorage (TextKit 2)
        ///   while synchronizing its attributed string, when an unsupported attribute appears, on the thread doing the text
        ///   edit.
        /// - **Object:** the `NSTextContentStorage` (observe ``textContentStorageUnsupportedAttributeAddedOnPostingThread``
        ///   to get it). **userInfo:** none.
        /// - **Constant:** `NSNotification.Name.unsupportedAttributeAddedNotification`
        ///   (`NSTextContentStorageUnsupportedAttributeAddedNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with the posting-thread
        ///   descriptor (its encoder writes the iOS shape, the object included).
        ///
        /// Header comment: 'Posted by NSTextContentStorage when a text attribute unsupported by NSTextContentStorage is
        /// added'. The declaration lacks 'const' (UIKIT_EXTERN NSNotificationName NSText...Notification) and the apinotes
        /// SwiftName has no type context ('unsupportedAttributeAddedNotification'); Apple's docs list it as 'static let
        /// unsupportedAttributeAddedNotification: NSNotification.Name' under NSNotification.Name, which matches the census.
        /// Member follows the NSNotification.Name.X rule (constant minus NS prefix and Notification). No userInfo. Posting
        /// thread is not stated; TextKit objects are not main-actor.
        public static var textContentStorageUnsupportedAttributeAdded: Self { _textContentStorageUnsupportedAttributeAdded }
    }

    extension NotificationDescriptor where Payload == TextContentStorageUnsupportedAttributeAdded.OnPostingThread {
        /// ``textContentStorageUnsupportedAttributeAdded`` with the `NSTextContentStorage`, for `observe(_:object:using:)` only: its handler
        /// gets it synchronously on the posting thread.
        public static var textContentStorageUnsupportedAttributeAddedOnPostingThread: Self { _textContentStorageUnsupportedAttributeAddedOnPostingThread }
    }

    #if os(iOS)
        private let textContentStorageUnsupportedAttributeAddedName = NSNotification.Name.unsupportedAttributeAddedNotification
    #else
        private let textContentStorageUnsupportedAttributeAddedName = Notification.Name("NSTextContentStorageUnsupportedAttributeAddedNotification")
    #endif

    private let (_textContentStorageUnsupportedAttributeAdded, _textContentStorageUnsupportedAttributeAddedOnPostingThread) = TextContentStorageUnsupportedAttributeAdded.OnPostingThread.descriptors(textContentStorageUnsupportedAttributeAddedName)
#endif

#if os(iOS) || !canImport(Darwin)
    /// A text storage is about to process its pending edits (before attributes are fixed).
    ///
    /// The payload of UIKit's `NSTextStorage.willProcessEditingNotification`.
    ///
    /// `Sendable`: it holds nothing. The `NSTextStorage` (the notification's object, not `Sendable`) comes with
    /// ``OnPostingThread``.
    public struct TextStorageWillProcessEditing: Sendable, Equatable, CatalogPayload {
        /// The payload; the notification carries nothing but its object.
        public init() {}

        /// The payload with the `NSTextStorage`, which is not `Sendable`: the payload of
        /// ``NotificationDescriptors/NotificationDescriptor/textStorageWillProcessEditingOnPostingThread``, for
        /// `observe(_:object:using:)`'s handler only, synchronously on the posting thread.
        public typealias OnPostingThread = WithSender<TextStorageWillProcessEditing, NSTextStorage>

        /// Reads nothing: the notification has no `userInfo` (the twin reads the object).
        package static func decode(_ note: Notification) throws -> TextStorageWillProcessEditing { TextStorageWillProcessEditing() }

        /// Writes what UIKit posts besides the object: no `userInfo`.
        package static func encode(_ payload: TextStorageWillProcessEditing) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: nil, userInfo: nil)
        }
    }

    extension WithSender where Payload == TextStorageWillProcessEditing, Sender == NSTextStorage {
        /// The `NSTextStorage`: the notification's `object` (`nil` only for a notification posted without one).
        public var textStorage: NSTextStorage? { sender }
    }

    extension NotificationDescriptor where Payload == TextStorageWillProcessEditing {
        /// A text storage is about to process its pending edits (before attributes are fixed).
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, NSTextStorage.processEditing() in UIKit,
        ///   before fixing attributes, on the thread that edits the storage; the storage's delegate receives it through
        ///   textStorageWillProcessEditing:.
        /// - **Object:** the `NSTextStorage` (observe ``textStorageWillProcessEditingOnPostingThread`` to get it).
        ///   **userInfo:** none.
        /// - **Constant:** `NSTextStorage.willProcessEditingNotification` (`NSTextStorageWillProcessEditingNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with the posting-thread
        ///   descriptor (its encoder writes the iOS shape, the object included).
        ///
        /// No userInfo (Apple docs: no userInfo dictionary); read editedMask/editedRange/changeInLength from the object.
        /// Observers other than the delegate should not mutate the storage. Posting thread not stated: whichever thread
        /// edits the storage.
        public static var textStorageWillProcessEditing: Self { _textStorageWillProcessEditing }
    }

    extension NotificationDescriptor where Payload == TextStorageWillProcessEditing.OnPostingThread {
        /// ``textStorageWillProcessEditing`` with the `NSTextStorage`, for `observe(_:object:using:)` only: its handler
        /// gets it synchronously on the posting thread.
        public static var textStorageWillProcessEditingOnPostingThread: Self { _textStorageWillProcessEditingOnPostingThread }
    }

    #if os(iOS)
        private let textStorageWillProcessEditingName = NSTextStorage.willProcessEditingNotification
    #else
        private let textStorageWillProcessEditingName = Notification.Name("NSTextStorageWillProcessEditingNotification")
    #endif

    private let (_textStorageWillProcessEditing, _textStorageWillProcessEditingOnPostingThread) = TextStorageWillProcessEditing.OnPostingThread.descriptors(textStorageWillProcessEditingName)
#endif

#if os(iOS) || !canImport(Darwin)
    /// A text storage finished processing its edits (before layout managers are told).
    ///
    /// The payload of UIKit's `NSTextStorage.didProcessEditingNotification`.
    ///
    /// `Sendable`: it holds nothing. The `NSTextStorage` (the notification's object, not `Sendable`) comes with
    /// ``OnPostingThread``.
    public struct TextStorageDidProcessEditing: Sendable, Equatable, CatalogPayload {
        /// The payload; the notification carries nothing but its object.
        public init() {}

        /// The payload with the `NSTextStorage`, which is not `Sendable`: the payload of
        /// ``NotificationDescriptors/NotificationDescriptor/textStorageDidProcessEditingOnPostingThread``, for
        /// `observe(_:object:using:)`'s handler only, synchronously on the posting thread.
        public typealias OnPostingThread = WithSender<TextStorageDidProcessEditing, NSTextStorage>

        /// Reads nothing: the notification has no `userInfo` (the twin reads the object).
        package static func decode(_ note: Notification) throws -> TextStorageDidProcessEditing { TextStorageDidProcessEditing() }

        /// Writes what UIKit posts besides the object: no `userInfo`.
        package static func encode(_ payload: TextStorageDidProcessEditing) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: nil, userInfo: nil)
        }
    }

    extension WithSender where Payload == TextStorageDidProcessEditing, Sender == NSTextStorage {
        /// The `NSTextStorage`: the notification's `object` (`nil` only for a notification posted without one).
        public var textStorage: NSTextStorage? { sender }
    }

    extension NotificationDescriptor where Payload == TextStorageDidProcessEditing {
        /// A text storage finished processing its edits (before layout managers are told).
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, NSTextStorage.processEditing() in UIKit,
        ///   after fixing attributes, on the thread that edits the storage; the storage's delegate receives it through
        ///   textStorageDidProcessEditing:.
        /// - **Object:** the `NSTextStorage` (observe ``textStorageDidProcessEditingOnPostingThread`` to get it).
        ///   **userInfo:** none.
        /// - **Constant:** `NSTextStorage.didProcessEditingNotification` (`NSTextStorageDidProcessEditingNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with the posting-thread
        ///   descriptor (its encoder writes the iOS shape, the object included).
        ///
        /// No userInfo (Apple docs: no userInfo dictionary); read editedMask/editedRange/changeInLength from the object.
        /// Observers other than the delegate should not mutate the storage. Posting thread not stated: whichever thread
        /// edits the storage.
        public static var textStorageDidProcessEditing: Self { _textStorageDidProcessEditing }
    }

    extension NotificationDescriptor where Payload == TextStorageDidProcessEditing.OnPostingThread {
        /// ``textStorageDidProcessEditing`` with the `NSTextStorage`, for `observe(_:object:using:)` only: its handler
        /// gets it synchronously on the posting thread.
        public static var textStorageDidProcessEditingOnPostingThread: Self { _textStorageDidProcessEditingOnPostingThread }
    }

    #if os(iOS)
        private let textStorageDidProcessEditingName = NSTextStorage.didProcessEditingNotification
    #else
        private let textStorageDidProcessEditingName = Notification.Name("NSTextStorageDidProcessEditingNotification")
    #endif

    private let (_textStorageDidProcessEditing, _textStorageDidProcessEditingOnPostingThread) = TextStorageDidProcessEditing.OnPostingThread.descriptors(textStorageDidProcessEditingName)
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// Mono Audio was turned on or off; read UIAccessibility.isMonoAudioEnabled.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the user changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and
        ///   Apple's docs say the notification has no parameter).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.monoAudioStatusDidChangeNotification`
        ///   (`UIAccessibilityMonoAudioStatusDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// STRING DIFFERS FROM THE CONSTANT NAME: "UIAccessibilityMonoAudioStatusChanged" (iOS 5 era naming). The literal
        /// is tied to this notification by the preference branch that posts it, not by the symbol; reimplementations
        /// (fs:70524223297, fs:23581681281) use the constant name and are wrong. apple26Message left null: not seen in the
        /// docs corpus, although sibling UIAccessibility status notifications have UIAccessibility.*DidChangeMessage types
        /// in iOS 26 (unverified for this one).
        public static var accessibilityMonoAudioStatusDidChange: Self { _accessibilityMonoAudioStatusDidChange }
    }

    #if os(iOS)
        private let _accessibilityMonoAudioStatusDidChange = NotificationDescriptor<Void>(UIAccessibility.monoAudioStatusDidChangeNotification)
    #else
        private let _accessibilityMonoAudioStatusDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilityMonoAudioStatusChanged"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// The Closed Captions + SDH preference changed; read UIAccessibility.isClosedCaptioningEnabled.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the user changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and
        ///   Apple's docs say the notification has no parameter).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.closedCaptioningStatusDidChangeNotification`
        ///   (`UIAccessibilityClosedCaptioningStatusDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// STRING DIFFERS FROM THE CONSTANT NAME: "UIAccessibilityClosedCaptioningChanged". Tied to the notification by the
        /// preference branch (no runtime print seen); reimplementations use the constant name and are wrong.
        public static var accessibilityClosedCaptioningStatusDidChange: Self { _accessibilityClosedCaptioningStatusDidChange }
    }

    #if os(iOS)
        private let _accessibilityClosedCaptioningStatusDidChange = NotificationDescriptor<Void>(UIAccessibility.closedCaptioningStatusDidChangeNotification)
    #else
        private let _accessibilityClosedCaptioningStatusDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilityClosedCaptioningChanged"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// Classic/Smart Invert Colors was turned on or off; read UIAccessibility.isInvertColorsEnabled.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the user changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and
        ///   Apple's docs say the notification has no parameter).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.invertColorsStatusDidChangeNotification`
        ///   (`UIAccessibilityInvertColorsStatusDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// STRING DIFFERS FROM THE CONSTANT NAME: "UIAccessibilityInvertColorsChanged"; reimplementations use the constant
        /// name and are wrong. apple26Message left null: not seen in the docs corpus, although sibling UIAccessibility
        /// status notifications have UIAccessibility.*DidChangeMessage types in iOS 26 (unverified for this one).
        public static var accessibilityInvertColorsStatusDidChange: Self { _accessibilityInvertColorsStatusDidChange }
    }

    #if os(iOS)
        private let _accessibilityInvertColorsStatusDidChange = NotificationDescriptor<Void>(UIAccessibility.invertColorsStatusDidChangeNotification)
    #else
        private let _accessibilityInvertColorsStatusDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilityInvertColorsChanged"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// A Guided Access session started or ended; read UIAccessibility.isGuidedAccessEnabled.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, On iOS, the Guided Access client bundle ('GAX
        ///   Client Bundle') that the system loads into the app posts it to NotificationCenter.default when a Guided Access
        ///   session starts or ends, and once after it loads (object nil, fs:58903447947; Apple's docs say there is no
        ///   parameter).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.guidedAccessStatusDidChangeNotification`
        ///   (`UIAccessibilityGuidedAccessStatusDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// COULD NOT SETTLE THE STRING: "UIAccessibilityGuidedAccessStateChanged" is inferred (the iOS 5/6 siblings mono
        /// audio, closed captioning and invert colors all carry "...Changed" values that differ from their names, and a
        /// port that read those four constants together groups guided access with them, fs:68721975554); the constant name
        /// "UIAccessibilityGuidedAccessStatusDidChangeNotification" remains possible. Not posted from _axPrefEnabledChange;
        /// the Guided Access client (the 'GAX Client Bundle' Guided Access loads into the app, decompiled fs:58903447947)
        /// posts it with object nil. apple26Message left null: not seen in the docs corpus, although sibling
        /// UIAccessibility status notifications have UIAccessibility.*DidChangeMessage types in iOS 26 (unverified for this
        /// one).
        public static var accessibilityGuidedAccessStatusDidChange: Self { _accessibilityGuidedAccessStatusDidChange }
    }

    #if os(iOS)
        private let _accessibilityGuidedAccessStatusDidChange = NotificationDescriptor<Void>(UIAccessibility.guidedAccessStatusDidChangeNotification)
    #else
        private let _accessibilityGuidedAccessStatusDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilityGuidedAccessStateChanged"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// Bold Text was turned on or off; read UIAccessibility.isBoldTextEnabled.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the user changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and
        ///   Apple's docs say the notification has no parameter).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.boldTextStatusDidChangeNotification`
        ///   (`UIAccessibilityBoldTextStatusDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// UIKit itself observes the literal (decompiled UIKit registrations fs:10384527128, fs:14161701726). UIKit also
        /// posts a private sibling @"UIAccessibilityCarPlayBoldTextStatusDidChangeNotification" (not in scope).
        public static var accessibilityBoldTextStatusDidChange: Self { _accessibilityBoldTextStatusDidChange }
    }

    #if os(iOS)
        private let _accessibilityBoldTextStatusDidChange = NotificationDescriptor<Void>(UIAccessibility.boldTextStatusDidChangeNotification)
    #else
        private let _accessibilityBoldTextStatusDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// Button Shapes was turned on or off; read UIAccessibility.buttonShapesEnabled.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the user changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and
        ///   Apple's docs say the notification has no parameter).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.buttonShapesEnabledStatusDidChangeNotification`
        ///   (`UIAccessibilityButtonShapesEnabledStatusDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Header: API_AVAILABLE(ios(14.0), tvos(14.0)); not deprecated in the 17.4 SDK, but Apple's current docs list the
        /// notification, the buttonShapesEnabled property and the iOS 26 message as deprecated in iOS/tvOS 26.1 (visionOS
        /// 26.0). The decompiled branch also names a private @"UIAccessibilityButtonShapesChangedNotification" in an
        /// unreachable second test of the same key.
        public static var accessibilityButtonShapesEnabledStatusDidChange: Self { _accessibilityButtonShapesEnabledStatusDidChange }
    }

    #if os(iOS)
        private let _accessibilityButtonShapesEnabledStatusDidChange = NotificationDescriptor<Void>(UIAccessibility.buttonShapesEnabledStatusDidChangeNotification)
    #else
        private let _accessibilityButtonShapesEnabledStatusDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// Grayscale was turned on or off; read UIAccessibility.isGrayscaleEnabled.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the user changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and
        ///   Apple's docs say the notification has no parameter).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.grayscaleStatusDidChangeNotification`
        ///   (`UIAccessibilityGrayscaleStatusDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// 
        public static var accessibilityGrayscaleStatusDidChange: Self { _accessibilityGrayscaleStatusDidChange }
    }

    #if os(iOS)
        private let _accessibilityGrayscaleStatusDidChange = NotificationDescriptor<Void>(UIAccessibility.grayscaleStatusDidChangeNotification)
    #else
        private let _accessibilityGrayscaleStatusDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// Prefer Cross-Fade Transitions was turned on or off; read UIAccessibility.prefersCrossFadeTransitions.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the user changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and
        ///   Apple's docs say the notification has no parameter).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.prefersCrossFadeTransitionsStatusDidChange`
        ///   (`UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// ODD SWIFT NAME: UIKit.apinotes renames it UIAccessibility.prefersCrossFadeTransitionsStatusDidChange (no
        /// trailing 'Notification'), so the member is accessibilityPrefersCrossFadeTransitionsStatusDidChange. Header:
        /// API_AVAILABLE(ios(14.0), tvos(14.0)). apple26Message left null: not seen in the docs corpus, although sibling
        /// UIAccessibility status notifications have UIAccessibility.*DidChangeMessage types in iOS 26 (unverified for this
        /// one).
        public static var accessibilityPrefersCrossFadeTransitionsStatusDidChange: Self { _accessibilityPrefersCrossFadeTransitionsStatusDidChange }
    }

    #if os(iOS)
        private let _accessibilityPrefersCrossFadeTransitionsStatusDidChange = NotificationDescriptor<Void>(UIAccessibility.prefersCrossFadeTransitionsStatusDidChange)
    #else
        private let _accessibilityPrefersCrossFadeTransitionsStatusDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// Auto-Play Video Previews was turned on or off; read UIAccessibility.isVideoAutoplayEnabled.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the user changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and
        ///   Apple's docs say the notification has no parameter).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.videoAutoplayStatusDidChangeNotification`
        ///   (`UIAccessibilityVideoAutoplayStatusDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Header: API_AVAILABLE(ios(13.0), tvos(13.0)). apple26Message left null: not seen in the docs corpus, although
        /// sibling UIAccessibility status notifications have UIAccessibility.*DidChangeMessage types in iOS 26 (unverified
        /// for this one).
        public static var accessibilityVideoAutoplayStatusDidChange: Self { _accessibilityVideoAutoplayStatusDidChange }
    }

    #if os(iOS)
        private let _accessibilityVideoAutoplayStatusDidChange = NotificationDescriptor<Void>(UIAccessibility.videoAutoplayStatusDidChangeNotification)
    #else
        private let _accessibilityVideoAutoplayStatusDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// Switch Control started or stopped; read UIAccessibility.isSwitchControlRunning.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the user changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and
        ///   Apple's docs say the notification has no parameter).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.switchControlStatusDidChangeNotification`
        ///   (`UIAccessibilitySwitchControlStatusDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// UIKit also observes the literal (+[UIKeyboardImpl sharedInstance...] registration, fs:10300968668).
        public static var accessibilitySwitchControlStatusDidChange: Self { _accessibilitySwitchControlStatusDidChange }
    }

    #if os(iOS)
        private let _accessibilitySwitchControlStatusDidChange = NotificationDescriptor<Void>(UIAccessibility.switchControlStatusDidChangeNotification)
    #else
        private let _accessibilitySwitchControlStatusDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// Speak Selection was turned on or off; read UIAccessibility.isSpeakSelectionEnabled.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the user changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and
        ///   Apple's docs say the notification has no parameter).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.speakSelectionStatusDidChangeNotification`
        ///   (`UIAccessibilitySpeakSelectionStatusDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// 
        public static var accessibilitySpeakSelectionStatusDidChange: Self { _accessibilitySpeakSelectionStatusDidChange }
    }

    #if os(iOS)
        private let _accessibilitySpeakSelectionStatusDidChange = NotificationDescriptor<Void>(UIAccessibility.speakSelectionStatusDidChangeNotification)
    #else
        private let _accessibilitySpeakSelectionStatusDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilitySpeakSelectionStatusDidChangeNotification"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// Speak Screen was turned on or off; read UIAccessibility.isSpeakScreenEnabled.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the user changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and
        ///   Apple's docs say the notification has no parameter).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.speakScreenStatusDidChangeNotification`
        ///   (`UIAccessibilitySpeakScreenStatusDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// apple26Message left null: not seen in the docs corpus, although sibling UIAccessibility status notifications
        /// have UIAccessibility.*DidChangeMessage types in iOS 26 (unverified for this one).
        public static var accessibilitySpeakScreenStatusDidChange: Self { _accessibilitySpeakScreenStatusDidChange }
    }

    #if os(iOS)
        private let _accessibilitySpeakScreenStatusDidChange = NotificationDescriptor<Void>(UIAccessibility.speakScreenStatusDidChangeNotification)
    #else
        private let _accessibilitySpeakScreenStatusDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilitySpeakScreenStatusDidChangeNotification"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// Shake to Undo was turned on or off; read UIAccessibility.isShakeToUndoEnabled.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the user changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and
        ///   Apple's docs say the notification has no parameter).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.shakeToUndoDidChangeNotification`
        ///   (`UIAccessibilityShakeToUndoDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// 
        public static var accessibilityShakeToUndoDidChange: Self { _accessibilityShakeToUndoDidChange }
    }

    #if os(iOS)
        private let _accessibilityShakeToUndoDidChange = NotificationDescriptor<Void>(UIAccessibility.shakeToUndoDidChangeNotification)
    #else
        private let _accessibilityShakeToUndoDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilityShakeToUndoDidChangeNotification"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// AssistiveTouch started or stopped (reported only while Guided Access is on); read UIAccessibility.isAssistiveTouchRunning.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the AssistiveTouch setting changes while Guided Access is enabled (object nil in decompiled UIKit;
        ///   Apple's docs say the user must enable Guided Access for it to post).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.assistiveTouchStatusDidChangeNotification`
        ///   (`UIAccessibilityAssistiveTouchStatusDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Posted only while Guided Access is enabled: the decompiled branch returns without posting unless
        /// UIAccessibilityIsGuidedAccessEnabled() (fs:58632656980); Apple's docs say the same, and the header notes
        /// UIAccessibilityIsAssistiveTouchRunning() is false outside Guided Access. apple26Message left null: not seen in
        /// the docs corpus, although sibling UIAccessibility status notifications have UIAccessibility.*DidChangeMessage
        /// types in iOS 26 (unverified for this one).
        public static var accessibilityAssistiveTouchStatusDidChange: Self { _accessibilityAssistiveTouchStatusDidChange }
    }

    #if os(iOS)
        private let _accessibilityAssistiveTouchStatusDidChange = NotificationDescriptor<Void>(UIAccessibility.assistiveTouchStatusDidChangeNotification)
    #else
        private let _accessibilityAssistiveTouchStatusDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilityAssistiveTouchStatusDidChangeNotification"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// Differentiate Without Color was turned on or off; read UIAccessibility.shouldDifferentiateWithoutColor.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the user changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and
        ///   Apple's docs say the notification has no parameter).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.differentiateWithoutColorDidChangeNotification`
        ///   (`UIAccessibilityShouldDifferentiateWithoutColorDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Swift name drops 'Should': UIKit.apinotes maps it to
        /// UIAccessibility.differentiateWithoutColorDidChangeNotification (the constant keeps 'Should'), so the member is
        /// accessibilityDifferentiateWithoutColorDidChange. Header: API_AVAILABLE(ios(13.0), tvos(13.0)). apple26Message
        /// left null: not seen in the docs corpus, although sibling UIAccessibility status notifications have
        /// UIAccessibility.*DidChangeMessage types in iOS 26 (unverified for this one).
        public static var accessibilityDifferentiateWithoutColorDidChange: Self { _accessibilityDifferentiateWithoutColorDidChange }
    }

    #if os(iOS)
        private let _accessibilityDifferentiateWithoutColorDidChange = NotificationDescriptor<Void>(UIAccessibility.differentiateWithoutColorDidChangeNotification)
    #else
        private let _accessibilityDifferentiateWithoutColorDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilityShouldDifferentiateWithoutColorDidChangeNotification"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// On/Off Labels was turned on or off; read UIAccessibility.isOnOffSwitchLabelsEnabled.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the user changes the setting (object nil inferred: the decompiled post of the public name lost its
        ///   arguments, its sibling posts use object nil, and Apple's docs say the notification has no parameter).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.onOffSwitchLabelsDidChangeNotification`
        ///   (`UIAccessibilityOnOffSwitchLabelsDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// The decompiled on/off-labels branch posts a private @"UIAccessibilityOnOffSwitchLabelsChangedNotification" after
        /// a post whose arguments the decompiler dropped (fs:58632656980); object nil inferred. apple26Message left null:
        /// not seen in the docs corpus, although sibling UIAccessibility status notifications have
        /// UIAccessibility.*DidChangeMessage types in iOS 26 (unverified for this one).
        public static var accessibilityOnOffSwitchLabelsDidChange: Self { _accessibilityOnOffSwitchLabelsDidChange }
    }

    #if os(iOS)
        private let _accessibilityOnOffSwitchLabelsDidChange = NotificationDescriptor<Void>(UIAccessibility.onOffSwitchLabelsDidChangeNotification)
    #else
        private let _accessibilityOnOffSwitchLabelsDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilityOnOffSwitchLabelsDidChangeNotification"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// The set of ears with a paired MFi hearing device changed; read UIAccessibility.hearingDevicePairedEar.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default,
        ///   when the user changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and
        ///   Apple's docs say the notification has no parameter).
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UIAccessibility.hearingDevicePairedEarDidChangeNotification`
        ///   (`UIAccessibilityHearingDevicePairedEarDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Header: API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(tvos). No userInfo: the new value comes from
        /// UIAccessibilityHearingDevicePairedEar() (UIAccessibility.HearingDeviceEar option set: left 1<<1, right 1<<2,
        /// both).
        public static var accessibilityHearingDevicePairedEarDidChange: Self { _accessibilityHearingDevicePairedEarDidChange }
    }

    #if os(iOS)
        private let _accessibilityHearingDevicePairedEarDidChange = NotificationDescriptor<Void>(UIAccessibility.hearingDevicePairedEarDidChangeNotification)
    #else
        private let _accessibilityHearingDevicePairedEarDidChange = NotificationDescriptor<Void>(Notification.Name("UIAccessibilityHearingDevicePairedEarDidChangeNotification"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    /// The proximity sensor state changed; read UIDevice.current.proximityState.
    ///
    /// The payload of UIKit's `UIDevice.proximityStateDidChangeNotification`.
    ///
    /// `Sendable`: it holds the `UIDevice`, which is `Sendable` (main-actor isolated in UIKit); use it where its class
    /// allows.
    public struct DeviceProximityStateDidChange: Sendable, Equatable {
        /// The `UIDevice`: the notification's `object`; `nil` for a notification posted without one.
        public var device: UIDevice?

        /// A payload with this object.
        public init(device: UIDevice? = nil) {
            self.device = device
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> DeviceProximityStateDidChange {
            DeviceProximityStateDidChange(device: try note.catalogObjectIfPresent(as: UIDevice.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: DeviceProximityStateDidChange) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.device, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == DeviceProximityStateDidChange {
        /// The proximity sensor state changed; read UIDevice.current.proximityState.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's UIDevice when
        ///   isProximityMonitoringEnabled is true and the sensor state flips.
        /// - **Object:** the `UIDevice`, as ``DeviceProximityStateDidChange/device``. **userInfo:** none.
        /// - **Constant:** `UIDevice.proximityStateDidChangeNotification` (`UIDeviceProximityStateDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// No userInfo. The Apple 26 message has only init().
        public static var deviceProximityStateDidChange: Self { _deviceProximityStateDidChange }
    }

    #if os(iOS)
        private let deviceProximityStateDidChangeName = UIDevice.proximityStateDidChangeNotification
    #else
        private let deviceProximityStateDidChangeName = Notification.Name("UIDeviceProximityStateDidChangeNotification")
    #endif

    private let _deviceProximityStateDidChange = NotificationDescriptor(deviceProximityStateDidChangeName, decode: DeviceProximityStateDidChange.decode, encode: DeviceProximityStateDidChange.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// A document's documentState changed (closed, in conflict, saving error, editing disabled, progress available).
    ///
    /// The payload of UIKit's `UIDocument.stateChangedNotification`.
    ///
    /// `Sendable`: it holds the `UIDocument`, which is `Sendable` (main-actor isolated in UIKit); use it where its
    /// class allows.
    public struct DocumentStateChanged: Sendable, Equatable {
        /// The `UIDocument`: the notification's `object`; `nil` for a notification posted without one.
        public var document: UIDocument?

        /// A payload with this object.
        public init(document: UIDocument? = nil) {
            self.document = document
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> DocumentStateChanged {
            DocumentStateChanged(document: try note.catalogObjectIfPresent(as: UIDocument.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: DocumentStateChanged) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.document, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == DocumentStateChanged {
        /// A document's documentState changed (closed, in conflict, saving error, editing disabled, progress available).
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's UIDocument when its state flags
        ///   change (open, close, save, conflicts, editing disabled).
        /// - **Object:** the `UIDocument`, as ``DocumentStateChanged/document``. **userInfo:** none.
        /// - **Constant:** `UIDocument.stateChangedNotification` (`UIDocumentStateChangedNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// No userInfo (Apple docs: 'There's no userInfo dictionary'); read documentState from the object.
        public static var documentStateChanged: Self { _documentStateChanged }
    }

    #if os(iOS)
        private let documentStateChangedName = UIDocument.stateChangedNotification
    #else
        private let documentStateChangedName = Notification.Name("UIDocumentStateChangedNotification")
    #endif

    private let _documentStateChanged = NotificationDescriptor(documentStateChangedName, decode: DocumentStateChanged.decode, encode: DocumentStateChanged.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    extension NotificationDescriptor where Payload == Void {
        /// The large content viewer was turned on or off; read UILargeContentViewerInteraction.isEnabled.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit when the preferred content size
        ///   category crosses into or out of the accessibility sizes.
        /// - **Object:** none. **userInfo:** none.
        /// - **Constant:** `UILargeContentViewerInteraction.enabledStatusDidChangeNotification`
        ///   (`UILargeContentViewerInteractionEnabledStatusDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Header: 'Posted when the large content viewer gets enabled or disabled on the device'. Posted with a nil object
        /// and no userInfo (postNotificationName:object:nil). No Apple 26 message found.
        public static var largeContentViewerInteractionEnabledStatusDidChange: Self { _largeContentViewerInteractionEnabledStatusDidChange }
    }

    #if os(iOS)
        private let _largeContentViewerInteractionEnabledStatusDidChange = NotificationDescriptor<Void>(UILargeContentViewerInteraction.enabledStatusDidChangeNotification)
    #else
        private let _largeContentViewerInteractionEnabledStatusDidChange = NotificationDescriptor<Void>(Notification.Name("UILargeContentViewerInteractionEnabledStatusDidChangeNotification"))
    #endif
#endif

#if os(iOS) || !canImport(Darwin)
    /// An app pasteboard is being removed (invalidated) with UIPasteboard.remove(withName:).
    ///
    /// The payload of UIKit's `UIPasteboard.removedNotification`.
    ///
    /// `Sendable`: it holds the `UIPasteboard`, which is `Sendable` (main-actor isolated in UIKit); use it where its
    /// class allows.
    public struct PasteboardRemoved: Sendable, Equatable {
        /// The `UIPasteboard`: the notification's `object`; `nil` for a notification posted without one.
        public var pasteboard: UIPasteboard?

        /// A payload with this object.
        public init(pasteboard: UIPasteboard? = nil) {
            self.pasteboard = pasteboard
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> PasteboardRemoved {
            PasteboardRemoved(pasteboard: try note.catalogObjectIfPresent(as: UIPasteboard.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: PasteboardRemoved) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.pasteboard, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == PasteboardRemoved {
        /// An app pasteboard is being removed (invalidated) with UIPasteboard.remove(withName:).
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit inside UIPasteboard.remove(withName:),
        ///   synchronously on the caller's thread, after the pasteboard is invalidated.
        /// - **Object:** the `UIPasteboard`, as ``PasteboardRemoved/pasteboard``. **userInfo:** none.
        /// - **Constant:** `UIPasteboard.removedNotification` (`UIPasteboardRemovedNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// No userInfo. Declaration carries no availability macro (API_UNAVAILABLE(tvos, watchos) only), so introduced is
        /// '2.0' by the rule; the UIPasteboard class itself is API_AVAILABLE(ios(3.0)). Posting thread not stated:
        /// UIPasteboard is not main-actor, and remove(withName:) posts on whatever thread calls it. The Apple 26 message
        /// has only init() (it drops the pasteboard object).
        public static var pasteboardRemoved: Self { _pasteboardRemoved }
    }

    #if os(iOS)
        private let pasteboardRemovedName = UIPasteboard.removedNotification
    #else
        private let pasteboardRemovedName = Notification.Name("UIPasteboardRemovedNotification")
    #endif

    private let _pasteboardRemoved = NotificationDescriptor(pasteboardRemovedName, decode: PasteboardRemoved.decode, encode: PasteboardRemoved.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The screen's reference display mode (Pro Display mode) status changed; read referenceDisplayModeStatus.
    ///
    /// The payload of UIKit's `UIScreen.referenceDisplayModeStatusDidChangeNotification`.
    ///
    /// `Sendable`: it holds the `UIScreen`, which is `Sendable` (main-actor isolated in UIKit); use it where its class
    /// allows.
    public struct ScreenReferenceDisplayModeStatusDidChange: Sendable, Equatable {
        /// The `UIScreen`: the notification's `object`; `nil` for a notification posted without one.
        public var screen: UIScreen?

        /// A payload with this object.
        public init(screen: UIScreen? = nil) {
            self.screen = screen
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> ScreenReferenceDisplayModeStatusDidChange {
            ScreenReferenceDisplayModeStatusDidChange(screen: try note.catalogObjectIfPresent(as: UIScreen.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: ScreenReferenceDisplayModeStatusDidChange) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.screen, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == ScreenReferenceDisplayModeStatusDidChange {
        /// The screen's reference display mode (Pro Display mode) status changed; read referenceDisplayModeStatus.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit when an embedded screen's reference
        ///   display mode status changes (iPad Pro 12.9-inch 5th generation or later).
        /// - **Object:** the `UIScreen`, as ``ScreenReferenceDisplayModeStatusDidChange/screen``. **userInfo:** none.
        /// - **Constant:** `UIScreen.referenceDisplayModeStatusDidChangeNotification`
        ///   (`UIScreenReferenceDisplayModeStatusDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Header: 'Object is the UIScreen which changed. [object referenceDisplayModeStatus] is the screen's new reference
        /// display mode status.' No userInfo. API_UNAVAILABLE(visionos).
        public static var screenReferenceDisplayModeStatusDidChange: Self { _screenReferenceDisplayModeStatusDidChange }
    }

    #if os(iOS)
        private let screenReferenceDisplayModeStatusDidChangeName = UIScreen.referenceDisplayModeStatusDidChangeNotification
    #else
        private let screenReferenceDisplayModeStatusDidChangeName = Notification.Name("UIScreenReferenceDisplayModeStatusDidChangeNotification")
    #endif

    private let _screenReferenceDisplayModeStatusDidChange = NotificationDescriptor(screenReferenceDisplayModeStatusDidChangeName, decode: ScreenReferenceDisplayModeStatusDidChange.decode, encode: ScreenReferenceDisplayModeStatusDidChange.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The selected row of a table view changed.
    ///
    /// The payload of UIKit's `UITableView.selectionDidChangeNotification`.
    ///
    /// `Sendable`: it holds the `UITableView`, which is `Sendable` (main-actor isolated in UIKit); use it where its
    /// class allows.
    public struct TableViewSelectionDidChange: Sendable, Equatable {
        /// The `UITableView`: the notification's `object`; `nil` for a notification posted without one.
        public var tableView: UITableView?

        /// A payload with this object.
        public init(tableView: UITableView? = nil) {
            self.tableView = tableView
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> TableViewSelectionDidChange {
            TableViewSelectionDidChange(tableView: try note.catalogObjectIfPresent(as: UITableView.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: TableViewSelectionDidChange) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.tableView, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == TableViewSelectionDidChange {
        /// The selected row of a table view changed.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's UITableView when its selection
        ///   changes, per Apple's documentation; no posting site was found in the decompiled UIKit searched.
        /// - **Object:** the `UITableView`, as ``TableViewSelectionDidChange/tableView``. **userInfo:** none.
        /// - **Constant:** `UITableView.selectionDidChangeNotification` (`UITableViewSelectionDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Apple docs: no userInfo dictionary. The declaration has no availability macro and no comment. Could not confirm
        /// that iOS 17 UIKit still posts it (no @"UITableViewSelectionDidChangeNotification" literal in any decompiled
        /// UIKit hit), although Apple 26 declares a message for it; treat posting as documented but unverified.
        public static var tableViewSelectionDidChange: Self { _tableViewSelectionDidChange }
    }

    #if os(iOS)
        private let tableViewSelectionDidChangeName = UITableView.selectionDidChangeNotification
    #else
        private let tableViewSelectionDidChangeName = Notification.Name("UITableViewSelectionDidChangeNotification")
    #endif

    private let _tableViewSelectionDidChange = NotificationDescriptor(tableViewSelectionDidChangeName, decode: TableViewSelectionDidChange.decode, encode: TableViewSelectionDidChange.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// The target for show(_:sender:)/showDetailViewController(_:sender:) may have changed (a split view controller collapsed or expanded).
    ///
    /// The payload of UIKit's `UIViewController.showDetailTargetDidChangeNotification`.
    ///
    /// `Sendable`: it holds the `UIViewController`, which is `Sendable` (main-actor isolated in UIKit); use it where
    /// its class allows.
    public struct ViewControllerShowDetailTargetDidChange: Sendable, Equatable {
        /// The `UIViewController`: the notification's `object`; `nil` for a notification posted without one.
        public var viewController: UIViewController?

        /// A payload with this object.
        public init(viewController: UIViewController? = nil) {
            self.viewController = viewController
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> ViewControllerShowDetailTargetDidChange {
            ViewControllerShowDetailTargetDidChange(viewController: try note.catalogObjectIfPresent(as: UIViewController.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: ViewControllerShowDetailTargetDidChange) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.viewController, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == ViewControllerShowDetailTargetDidChange {
        /// The target for show(_:sender:)/showDetailViewController(_:sender:) may have changed (a split view controller collapsed or expanded).
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's UISplitViewController implementation
        ///   when its collapsed state changes.
        /// - **Object:** the `UIViewController`, as ``ViewControllerShowDetailTargetDidChange/viewController``.
        ///   **userInfo:** none.
        /// - **Constant:** `UIViewController.showDetailTargetDidChangeNotification`
        ///   (`UIViewControllerShowDetailTargetDidChangeNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// No userInfo. Declared object type is UIViewController; UIKit posts a UISplitViewController. Apple 26 message:
        /// viewController: UIViewController.
        public static var viewControllerShowDetailTargetDidChange: Self { _viewControllerShowDetailTargetDidChange }
    }

    #if os(iOS)
        private let viewControllerShowDetailTargetDidChangeName = UIViewController.showDetailTargetDidChangeNotification
    #else
        private let viewControllerShowDetailTargetDidChangeName = Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification")
    #endif

    private let _viewControllerShowDetailTargetDidChange = NotificationDescriptor(viewControllerShowDetailTargetDidChangeName, decode: ViewControllerShowDetailTargetDidChange.decode, encode: ViewControllerShowDetailTargetDidChange.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// A window became the key window of its scene.
    ///
    /// The payload of UIKit's `UIWindow.didBecomeKeyNotification`.
    ///
    /// `Sendable`: it holds the `UIWindow`, which is `Sendable` (main-actor isolated in UIKit); use it where its class
    /// allows.
    public struct WindowDidBecomeKey: Sendable, Equatable {
        /// The `UIWindow`: the notification's `object`; `nil` for a notification posted without one.
        public var window: UIWindow?

        /// A payload with this object.
        public init(window: UIWindow? = nil) {
            self.window = window
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> WindowDidBecomeKey {
            WindowDidBecomeKey(window: try note.catalogObjectIfPresent(as: UIWindow.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: WindowDidBecomeKey) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.window, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == WindowDidBecomeKey {
        /// A window became the key window of its scene.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's key-window evaluation when a window
        ///   becomes key.
        /// - **Object:** the `UIWindow`, as ``WindowDidBecomeKey/window``. **userInfo:** none.
        /// - **Constant:** `UIWindow.didBecomeKeyNotification` (`UIWindowDidBecomeKeyNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Header: nil userInfo; for apps built with the iOS 15 SDK or later it is posted when the window becomes its
        /// scene's key window, earlier SDKs the application's key window. UIKit also posts a private
        /// _UIWindowDidBecomeApplicationKeyNotification with a 'Reason' key; not this name.
        public static var windowDidBecomeKey: Self { _windowDidBecomeKey }
    }

    #if os(iOS)
        private let windowDidBecomeKeyName = UIWindow.didBecomeKeyNotification
    #else
        private let windowDidBecomeKeyName = Notification.Name("UIWindowDidBecomeKeyNotification")
    #endif

    private let _windowDidBecomeKey = NotificationDescriptor(windowDidBecomeKeyName, decode: WindowDidBecomeKey.decode, encode: WindowDidBecomeKey.encode)
#endif

#if os(iOS) || !canImport(Darwin)
    /// A window stopped being the key window of its scene.
    ///
    /// The payload of UIKit's `UIWindow.didResignKeyNotification`.
    ///
    /// `Sendable`: it holds the `UIWindow`, which is `Sendable` (main-actor isolated in UIKit); use it where its class
    /// allows.
    public struct WindowDidResignKey: Sendable, Equatable {
        /// The `UIWindow`: the notification's `object`; `nil` for a notification posted without one.
        public var window: UIWindow?

        /// A payload with this object.
        public init(window: UIWindow? = nil) {
            self.window = window
        }

        /// Reads the object (another class is an error); the notification has no `userInfo`.
        @Sendable static func decode(_ note: Notification) throws -> WindowDidResignKey {
            WindowDidResignKey(window: try note.catalogObjectIfPresent(as: UIWindow.self))
        }

        /// Writes what UIKit posts: the object, no `userInfo`.
        @Sendable static func encode(_ payload: WindowDidResignKey) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.window, userInfo: nil)
        }
    }

    extension NotificationDescriptor where Payload == WindowDidResignKey {
        /// A window stopped being the key window of its scene.
        ///
        /// - **Posted on Linux:** **no**. Nobody on Linux (no UIKit). On iOS, UIKit's key-window evaluation when a window
        ///   resigns key.
        /// - **Object:** the `UIWindow`, as ``WindowDidResignKey/window``. **userInfo:** none.
        /// - **Constant:** `UIWindow.didResignKeyNotification` (`UIWindowDidResignKeyNotification`).
        /// - **On Linux use instead:** Post it yourself, from whatever owns that state on Linux, with this descriptor (its
        ///   encoder writes the iOS shape).
        ///
        /// Header: nil userInfo; iOS 15 SDK and later: resigns key in its scene; earlier SDKs: in the application.
        public static var windowDidResignKey: Self { _windowDidResignKey }
    }

    #if os(iOS)
        private let windowDidResignKeyName = UIWindow.didResignKeyNotification
    #else
        private let windowDidResignKeyName = Notification.Name("UIWindowDidResignKeyNotification")
    #endif

    private let _windowDidResignKey = NotificationDescriptor(windowDidResignKeyName, decode: WindowDidResignKey.decode, encode: WindowDidResignKey.encode)
#endif
