// DO NOT EDIT: generated from Catalog/Specs/UIKit.json by notification-catalog-generate.
// Regenerate: swift run notification-catalog-generate
// swift-format-ignore-file

internal import Foundation
package import NotificationCatalogFoundation
internal import NotificationDescriptors
internal import NotificationCatalogUIKit

extension CatalogEntry {
    /// The keyboard is about to appear.
    package static let keyboardWillShow = CatalogEntry(
        NotificationDescriptor<KeyboardPayload>.keyboardWillShow,
        payload: .sendable,
        member: "keyboardWillShow",
        foundationConstant: "UIResponder.keyboardWillShowNotification",
        declaredIn: "UIKit",
        objectType: "UIScreen",
        keys: [
            CatalogKey(
                name: "UIKeyboardFrameBeginUserInfoKey",
                valueType: "NSValue (CGRect)",
                isRequired: true,
                summary: "The keyboard's frame before the change, in screen coordinates.",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardFrameEndUserInfoKey",
                valueType: "NSValue (CGRect)",
                isRequired: true,
                summary: "The keyboard's frame after the change, in screen coordinates.",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardAnimationDurationUserInfoKey",
                valueType: "NSNumber (Double)",
                isRequired: true,
                summary: "The animation's duration in seconds.",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardAnimationCurveUserInfoKey",
                valueType: "NSNumber (Int)",
                isRequired: true,
                summary: "The animation curve (UIView.AnimationCurve raw value; the keyboard's own is 7).",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardIsLocalUserInfoKey",
                valueType: "NSNumber (Bool)",
                isRequired: false,
                summary: "Whether the keyboard belongs to this app.",
                evidence: nil
            ),
        ],
        isPostedOnLinux: false,
        postedBy:
            "Nobody on Linux (no UIKit). On iOS, UIKit (UIResponder.keyboardWillShowNotification) on the main "
            + "thread, with the UIScreen that has the keyboard as the object.",
        useInstead:
            "Post it yourself, from whatever owns the on-screen keyboard, with this descriptor (its encoder writes "
            + "the iOS shape).",
        summary: "The keyboard is about to appear.",
        sourceFile: "Catalog/Specs/UIKit.json",
        fields: { (payload: KeyboardPayload) in KeyboardPayload.catalogFields(payload) }
    )

    /// The keyboard appeared.
    package static let keyboardDidShow = CatalogEntry(
        NotificationDescriptor<KeyboardPayload>.keyboardDidShow,
        payload: .sendable,
        member: "keyboardDidShow",
        foundationConstant: "UIResponder.keyboardDidShowNotification",
        declaredIn: "UIKit",
        objectType: "UIScreen",
        keys: [
            CatalogKey(
                name: "UIKeyboardFrameBeginUserInfoKey",
                valueType: "NSValue (CGRect)",
                isRequired: true,
                summary: "The keyboard's frame before the change, in screen coordinates.",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardFrameEndUserInfoKey",
                valueType: "NSValue (CGRect)",
                isRequired: true,
                summary: "The keyboard's frame after the change, in screen coordinates.",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardAnimationDurationUserInfoKey",
                valueType: "NSNumber (Double)",
                isRequired: true,
                summary: "The animation's duration in seconds.",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardAnimationCurveUserInfoKey",
                valueType: "NSNumber (Int)",
                isRequired: true,
                summary: "The animation curve (UIView.AnimationCurve raw value; the keyboard's own is 7).",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardIsLocalUserInfoKey",
                valueType: "NSNumber (Bool)",
                isRequired: false,
                summary: "Whether the keyboard belongs to this app.",
                evidence: nil
            ),
        ],
        isPostedOnLinux: false,
        postedBy:
            "Nobody on Linux (no UIKit). On iOS, UIKit (UIResponder.keyboardDidShowNotification) on the main "
            + "thread, with the UIScreen that has the keyboard as the object.",
        useInstead:
            "Post it yourself, from whatever owns the on-screen keyboard, with this descriptor (its encoder writes "
            + "the iOS shape).",
        summary: "The keyboard appeared.",
        sourceFile: "Catalog/Specs/UIKit.json",
        fields: { (payload: KeyboardPayload) in KeyboardPayload.catalogFields(payload) }
    )

    /// The keyboard is about to disappear.
    package static let keyboardWillHide = CatalogEntry(
        NotificationDescriptor<KeyboardPayload>.keyboardWillHide,
        payload: .sendable,
        member: "keyboardWillHide",
        foundationConstant: "UIResponder.keyboardWillHideNotification",
        declaredIn: "UIKit",
        objectType: "UIScreen",
        keys: [
            CatalogKey(
                name: "UIKeyboardFrameBeginUserInfoKey",
                valueType: "NSValue (CGRect)",
                isRequired: true,
                summary: "The keyboard's frame before the change, in screen coordinates.",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardFrameEndUserInfoKey",
                valueType: "NSValue (CGRect)",
                isRequired: true,
                summary: "The keyboard's frame after the change, in screen coordinates.",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardAnimationDurationUserInfoKey",
                valueType: "NSNumber (Double)",
                isRequired: true,
                summary: "The animation's duration in seconds.",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardAnimationCurveUserInfoKey",
                valueType: "NSNumber (Int)",
                isRequired: true,
                summary: "The animation curve (UIView.AnimationCurve raw value; the keyboard's own is 7).",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardIsLocalUserInfoKey",
                valueType: "NSNumber (Bool)",
                isRequired: false,
                summary: "Whether the keyboard belongs to this app.",
                evidence: nil
            ),
        ],
        isPostedOnLinux: false,
        postedBy:
            "Nobody on Linux (no UIKit). On iOS, UIKit (UIResponder.keyboardWillHideNotification) on the main "
            + "thread, with the UIScreen that has the keyboard as the object.",
        useInstead:
            "Post it yourself, from whatever owns the on-screen keyboard, with this descriptor (its encoder writes "
            + "the iOS shape).",
        summary: "The keyboard is about to disappear.",
        sourceFile: "Catalog/Specs/UIKit.json",
        fields: { (payload: KeyboardPayload) in KeyboardPayload.catalogFields(payload) }
    )

    /// The keyboard disappeared.
    package static let keyboardDidHide = CatalogEntry(
        NotificationDescriptor<KeyboardPayload>.keyboardDidHide,
        payload: .sendable,
        member: "keyboardDidHide",
        foundationConstant: "UIResponder.keyboardDidHideNotification",
        declaredIn: "UIKit",
        objectType: "UIScreen",
        keys: [
            CatalogKey(
                name: "UIKeyboardFrameBeginUserInfoKey",
                valueType: "NSValue (CGRect)",
                isRequired: true,
                summary: "The keyboard's frame before the change, in screen coordinates.",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardFrameEndUserInfoKey",
                valueType: "NSValue (CGRect)",
                isRequired: true,
                summary: "The keyboard's frame after the change, in screen coordinates.",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardAnimationDurationUserInfoKey",
                valueType: "NSNumber (Double)",
                isRequired: true,
                summary: "The animation's duration in seconds.",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardAnimationCurveUserInfoKey",
                valueType: "NSNumber (Int)",
                isRequired: true,
                summary: "The animation curve (UIView.AnimationCurve raw value; the keyboard's own is 7).",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardIsLocalUserInfoKey",
                valueType: "NSNumber (Bool)",
                isRequired: false,
                summary: "Whether the keyboard belongs to this app.",
                evidence: nil
            ),
        ],
        isPostedOnLinux: false,
        postedBy:
            "Nobody on Linux (no UIKit). On iOS, UIKit (UIResponder.keyboardDidHideNotification) on the main "
            + "thread, with the UIScreen that has the keyboard as the object.",
        useInstead:
            "Post it yourself, from whatever owns the on-screen keyboard, with this descriptor (its encoder writes "
            + "the iOS shape).",
        summary: "The keyboard disappeared.",
        sourceFile: "Catalog/Specs/UIKit.json",
        fields: { (payload: KeyboardPayload) in KeyboardPayload.catalogFields(payload) }
    )

    /// The keyboard's frame is about to change.
    package static let keyboardWillChangeFrame = CatalogEntry(
        NotificationDescriptor<KeyboardPayload>.keyboardWillChangeFrame,
        payload: .sendable,
        member: "keyboardWillChangeFrame",
        foundationConstant: "UIResponder.keyboardWillChangeFrameNotification",
        declaredIn: "UIKit",
        objectType: "UIScreen",
        keys: [
            CatalogKey(
                name: "UIKeyboardFrameBeginUserInfoKey",
                valueType: "NSValue (CGRect)",
                isRequired: true,
                summary: "The keyboard's frame before the change, in screen coordinates.",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardFrameEndUserInfoKey",
                valueType: "NSValue (CGRect)",
                isRequired: true,
                summary: "The keyboard's frame after the change, in screen coordinates.",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardAnimationDurationUserInfoKey",
                valueType: "NSNumber (Double)",
                isRequired: true,
                summary: "The animation's duration in seconds.",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardAnimationCurveUserInfoKey",
                valueType: "NSNumber (Int)",
                isRequired: true,
                summary: "The animation curve (UIView.AnimationCurve raw value; the keyboard's own is 7).",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardIsLocalUserInfoKey",
                valueType: "NSNumber (Bool)",
                isRequired: false,
                summary: "Whether the keyboard belongs to this app.",
                evidence: nil
            ),
        ],
        isPostedOnLinux: false,
        postedBy:
            "Nobody on Linux (no UIKit). On iOS, UIKit (UIResponder.keyboardWillChangeFrameNotification) on the "
            + "main thread, with the UIScreen that has the keyboard as the object.",
        useInstead:
            "Post it yourself, from whatever owns the on-screen keyboard, with this descriptor (its encoder writes "
            + "the iOS shape).",
        summary: "The keyboard's frame is about to change.",
        sourceFile: "Catalog/Specs/UIKit.json",
        fields: { (payload: KeyboardPayload) in KeyboardPayload.catalogFields(payload) }
    )

    /// The keyboard's frame changed.
    package static let keyboardDidChangeFrame = CatalogEntry(
        NotificationDescriptor<KeyboardPayload>.keyboardDidChangeFrame,
        payload: .sendable,
        member: "keyboardDidChangeFrame",
        foundationConstant: "UIResponder.keyboardDidChangeFrameNotification",
        declaredIn: "UIKit",
        objectType: "UIScreen",
        keys: [
            CatalogKey(
                name: "UIKeyboardFrameBeginUserInfoKey",
                valueType: "NSValue (CGRect)",
                isRequired: true,
                summary: "The keyboard's frame before the change, in screen coordinates.",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardFrameEndUserInfoKey",
                valueType: "NSValue (CGRect)",
                isRequired: true,
                summary: "The keyboard's frame after the change, in screen coordinates.",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardAnimationDurationUserInfoKey",
                valueType: "NSNumber (Double)",
                isRequired: true,
                summary: "The animation's duration in seconds.",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardAnimationCurveUserInfoKey",
                valueType: "NSNumber (Int)",
                isRequired: true,
                summary: "The animation curve (UIView.AnimationCurve raw value; the keyboard's own is 7).",
                evidence: nil
            ),
            CatalogKey(
                name: "UIKeyboardIsLocalUserInfoKey",
                valueType: "NSNumber (Bool)",
                isRequired: false,
                summary: "Whether the keyboard belongs to this app.",
                evidence: nil
            ),
        ],
        isPostedOnLinux: false,
        postedBy:
            "Nobody on Linux (no UIKit). On iOS, UIKit (UIResponder.keyboardDidChangeFrameNotification) on the main "
            + "thread, with the UIScreen that has the keyboard as the object.",
        useInstead:
            "Post it yourself, from whatever owns the on-screen keyboard, with this descriptor (its encoder writes "
            + "the iOS shape).",
        summary: "The keyboard's frame changed.",
        sourceFile: "Catalog/Specs/UIKit.json",
        fields: { (payload: KeyboardPayload) in KeyboardPayload.catalogFields(payload) }
    )

    #if os(iOS) || !canImport(Darwin)
        /// The user changed the preferred text size.
        package static let contentSizeCategoryDidChange = CatalogEntry(
            NotificationDescriptor<ContentSizeCategoryDidChange>.contentSizeCategoryDidChange,
            payload: .sendable,
            member: "contentSizeCategoryDidChange",
            foundationConstant: "UIContentSizeCategory.didChangeNotification",
            declaredIn: "UIKit",
            objectType: "UIScreen",
            keys: [
                CatalogKey(
                    name: "UIContentSizeCategoryNewValueKey",
                    valueType: "NSString",
                    isRequired: true,
                    summary: "The new UIContentSizeCategory raw value, e.g. UICTContentSizeCategoryL.",
                    evidence: .proven("UIContentSizeCategoryNewValueKey", .uiKitCode)
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit on the main thread, with the main UIScreen as the object, "
                + "when the text size setting changes.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The user changed the preferred text size.",
            nameEvidence: .proven("UIContentSizeCategoryDidChangeNotification", .uiKitCode),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: ContentSizeCategoryDidChange) in
                [
                    Field("newValue", .string(payload.newValue.rawValue)),
                    Field("screen", object: payload.screen),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// An assistive technology moved its focus.
        package static let accessibilityElementFocused = CatalogEntry(
            NotificationDescriptor<AccessibilityElementFocused>.accessibilityElementFocused,
            payload: .sendable,
            member: "accessibilityElementFocused",
            postingThread: NotificationDescriptor<AccessibilityElementFocused.OnPostingThread>.accessibilityElementFocusedOnPostingThread,
            foundationConstant: "UIAccessibility.elementFocusedNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [
                CatalogKey(
                    name: "UIAccessibilityFocusedElementKey",
                    valueType: "object (the element)",
                    isRequired: false,
                    summary: "The element now focused.",
                    evidence: .plausible("UIAccessibilityFocusedElementKey", .reimplementations)
                ),
                CatalogKey(
                    name: "UIAccessibilityUnfocusedElementKey",
                    valueType: "object (the element)",
                    isRequired: false,
                    summary: "The element that lost focus; absent when none had it.",
                    evidence: .plausible("UIAccessibilityUnfocusedElementKey", .reimplementations)
                ),
                CatalogKey(
                    name: "UIAccessibilityAssistiveTechnologyKey",
                    valueType: "NSString",
                    isRequired: false,
                    summary: "The UIAccessibility.AssistiveTechnologyIdentifier raw value.",
                    evidence: .plausible("UIAccessibilityAssistiveTechnologyKey", .reimplementations)
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit on the main thread when VoiceOver or Switch Control moves "
                + "its focus.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "An assistive technology moved its focus.",
            nameEvidence: .plausible("UIAccessibilityElementFocusedNotification", .reimplementations),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: AccessibilityElementFocused.OnPostingThread) in
                [
                    Field("focusedElement", object: payload.focusedElement),
                    Field("unfocusedElement", object: payload.unfocusedElement),
                    Field("assistiveTechnology", payload.assistiveTechnology.map { .string($0.rawValue) }),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// VoiceOver finished reading an announcement.
        package static let accessibilityAnnouncementDidFinish = CatalogEntry(
            NotificationDescriptor<AccessibilityAnnouncementDidFinish>.accessibilityAnnouncementDidFinish,
            payload: .sendable,
            member: "accessibilityAnnouncementDidFinish",
            foundationConstant: "UIAccessibility.announcementDidFinishNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [
                CatalogKey(
                    name: "UIAccessibilityAnnouncementKeyStringValue",
                    valueType: "NSString",
                    isRequired: true,
                    summary: "The announcement's text.",
                    evidence: .plausible("UIAccessibilityAnnouncementKeyStringValue", .reimplementations)
                ),
                CatalogKey(
                    name: "UIAccessibilityAnnouncementKeyWasSuccessful",
                    valueType: "NSNumber (Bool)",
                    isRequired: true,
                    summary: "Whether it was read to the end.",
                    evidence: .plausible("UIAccessibilityAnnouncementKeyWasSuccessful", .reimplementations)
                ),
            ],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no UIKit). On iOS, UIKit on the main thread when VoiceOver finishes an announcement.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "VoiceOver finished reading an announcement.",
            nameEvidence: .plausible("UIAccessibilityAnnouncementDidFinishNotification", .reimplementations),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: AccessibilityAnnouncementDidFinish) in
                [
                    Field("announcement", .string(payload.announcement)),
                    Field("wasSuccessful", .bool(payload.wasSuccessful)),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A pasteboard's contents changed.
        package static let pasteboardChanged = CatalogEntry(
            NotificationDescriptor<PasteboardChanged>.pasteboardChanged,
            payload: .sendable,
            member: "pasteboardChanged",
            foundationConstant: "UIPasteboard.changedNotification",
            declaredIn: "UIKit",
            objectType: "UIPasteboard",
            keys: [
                CatalogKey(
                    name: "UIPasteboardChangedTypesAddedKey",
                    valueType: "NSArray (NSString)",
                    isRequired: false,
                    summary: "The representation types added; absent when none (read as empty).",
                    evidence: .proven("UIPasteboardChangedTypesAddedKey", .uiKitCode)
                ),
                CatalogKey(
                    name: "UIPasteboardChangedTypesRemovedKey",
                    valueType: "NSArray (NSString)",
                    isRequired: false,
                    summary: "The representation types removed; absent when none (read as empty).",
                    evidence: .proven("UIPasteboardChangedTypesRemovedKey", .uiKitCode)
                ),
            ],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, the pasteboard (the object) when this app changes it; userInfo is "
                + "nil when items were only modified.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "A pasteboard's contents changed.",
            nameEvidence: .proven("UIPasteboardChangedNotification", .uiKitCode),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: PasteboardChanged) in
                [
                    Field("pasteboard", object: payload.pasteboard),
                    Field("typesAdded", .strings(payload.typesAdded)),
                    Field("typesRemoved", .strings(payload.typesRemoved)),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The app became active (frontmost and receiving events).
        package static let applicationDidBecomeActive = CatalogEntry(
            NotificationDescriptor<ApplicationDidBecomeActive>.applicationDidBecomeActive,
            payload: .sendable,
            member: "applicationDidBecomeActive",
            foundationConstant: "UIApplication.didBecomeActiveNotification",
            declaredIn: "UIKit",
            objectType: "UIApplication",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, after "
                + "applicationDidBecomeActive(_:); with scenes it tracks the app's aggregate state.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The app became active (frontmost and receiving events).",
            nameEvidence: .proven("UIApplicationDidBecomeActiveNotification", .uiKitDeviceLogs),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: ApplicationDidBecomeActive) in
                [
                    Field("application", object: payload.application),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The app moved to the background (all of its scenes are backgrounded).
        package static let applicationDidEnterBackground = CatalogEntry(
            NotificationDescriptor<ApplicationDidEnterBackground>.applicationDidEnterBackground,
            payload: .sendable,
            member: "applicationDidEnterBackground",
            foundationConstant: "UIApplication.didEnterBackgroundNotification",
            declaredIn: "UIKit",
            objectType: "UIApplication",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, after "
                + "applicationDidEnterBackground(_:) (posted whether or not the app uses scenes, per Apple's delegate "
                + "docs).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The app moved to the background (all of its scenes are backgrounded).",
            nameEvidence: .proven("UIApplicationDidEnterBackgroundNotification", .uiKitDeviceLogs),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: ApplicationDidEnterBackground) in
                [
                    Field("application", object: payload.application),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The app is about to leave the background on its way to becoming active.
        package static let applicationWillEnterForeground = CatalogEntry(
            NotificationDescriptor<ApplicationWillEnterForeground>.applicationWillEnterForeground,
            payload: .sendable,
            member: "applicationWillEnterForeground",
            foundationConstant: "UIApplication.willEnterForegroundNotification",
            declaredIn: "UIKit",
            objectType: "UIApplication",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, after "
                + "applicationWillEnterForeground(_:); with scenes it tracks the app's aggregate state, not each scene.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The app is about to leave the background on its way to becoming active.",
            nameEvidence: .proven("UIApplicationWillEnterForegroundNotification", .uiKitDeviceLogs),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: ApplicationWillEnterForeground) in
                [
                    Field("application", object: payload.application),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The app is about to stop being active (interruption, app switcher, going to the background).
        package static let applicationWillResignActive = CatalogEntry(
            NotificationDescriptor<ApplicationWillResignActive>.applicationWillResignActive,
            payload: .sendable,
            member: "applicationWillResignActive",
            foundationConstant: "UIApplication.willResignActiveNotification",
            declaredIn: "UIKit",
            objectType: "UIApplication",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, after "
                + "applicationWillResignActive(_:).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The app is about to stop being active (interruption, app switcher, going to the background).",
            nameEvidence: .proven("UIApplicationWillResignActiveNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: ApplicationWillResignActive) in
                [
                    Field("application", object: payload.application),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The app is about to terminate while running (not sent when a suspended app is killed).
        package static let applicationWillTerminate = CatalogEntry(
            NotificationDescriptor<ApplicationWillTerminate>.applicationWillTerminate,
            payload: .sendable,
            member: "applicationWillTerminate",
            foundationConstant: "UIApplication.willTerminateNotification",
            declaredIn: "UIKit",
            objectType: "UIApplication",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, with "
                + "applicationWillTerminate(_:), only when the app is terminated while not suspended.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The app is about to terminate while running (not sent when a suspended app is killed).",
            nameEvidence: .proven("UIApplicationWillTerminateNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: ApplicationWillTerminate) in
                [
                    Field("application", object: payload.application),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The system warned the app that memory is low; free what can be rebuilt.
        package static let applicationDidReceiveMemoryWarning = CatalogEntry(
            NotificationDescriptor<ApplicationDidReceiveMemoryWarning>.applicationDidReceiveMemoryWarning,
            payload: .sendable,
            member: "applicationDidReceiveMemoryWarning",
            foundationConstant: "UIApplication.didReceiveMemoryWarningNotification",
            declaredIn: "UIKit",
            objectType: "UIApplication",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, alongside "
                + "applicationDidReceiveMemoryWarning(_:) and UIViewController.didReceiveMemoryWarning(); the Simulator's "
                + "Debug > Simulate Memory Warning also triggers it.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The system warned the app that memory is low; free what can be rebuilt.",
            nameEvidence: .proven("UIApplicationDidReceiveMemoryWarningNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: ApplicationDidReceiveMemoryWarning) in
                [
                    Field("application", object: payload.application),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The physical orientation of the device changed; read UIDevice.current.orientation.
        package static let deviceOrientationDidChange = CatalogEntry(
            NotificationDescriptor<DeviceOrientationDidChange>.deviceOrientationDidChange,
            payload: .sendable,
            member: "deviceOrientationDidChange",
            foundationConstant: "UIDevice.orientationDidChangeNotification",
            declaredIn: "UIKit",
            objectType: "UIDevice",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's UIDevice while orientation notifications are being "
                + "generated (beginGeneratingDeviceOrientationNotifications()), and UIApplication on activation.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The physical orientation of the device changed; read UIDevice.current.orientation.",
            nameEvidence: .proven("UIDeviceOrientationDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: DeviceOrientationDidChange) in
                [
                    Field("device", object: payload.device),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The text in a text field changed through user editing.
        package static let textFieldTextDidChange = CatalogEntry(
            NotificationDescriptor<TextFieldTextDidChange>.textFieldTextDidChange,
            payload: .sendable,
            member: "textFieldTextDidChange",
            foundationConstant: "UITextField.textDidChangeNotification",
            declaredIn: "UIKit",
            objectType: "UITextField",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's UITextField when its text changes from input (typing, "
                + "paste, dictation, autocorrect).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The text in a text field changed through user editing.",
            nameEvidence: .proven("UITextFieldTextDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: TextFieldTextDidChange) in
                [
                    Field("textField", object: payload.textField),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The user took a screenshot (posted after the capture).
        package static let applicationUserDidTakeScreenshot = CatalogEntry(
            NotificationDescriptor<ApplicationUserDidTakeScreenshot>.applicationUserDidTakeScreenshot,
            payload: .sendable,
            member: "applicationUserDidTakeScreenshot",
            foundationConstant: "UIApplication.userDidTakeScreenshotNotification",
            declaredIn: "UIKit",
            objectType: "UIApplication",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, from -[UIApplication "
                + "_handleScreenshot] when the system delivers the screenshot scene action (fs:61676921683); no userInfo.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The user took a screenshot (posted after the capture).",
            nameEvidence: .proven("UIApplicationUserDidTakeScreenshotNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: ApplicationUserDidTakeScreenshot) in
                [
                    Field("application", object: payload.application),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The text in a text view changed through user editing.
        package static let textViewTextDidChange = CatalogEntry(
            NotificationDescriptor<TextViewTextDidChange>.textViewTextDidChange,
            payload: .sendable,
            member: "textViewTextDidChange",
            foundationConstant: "UITextView.textDidChangeNotification",
            declaredIn: "UIKit",
            objectType: "UITextView",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's UITextView when its text changes from input, right after "
                + "the delegate's textViewDidChange(_:).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The text in a text view changed through user editing.",
            nameEvidence: .proven("UITextViewTextDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: TextViewTextDidChange) in
                [
                    Field("textView", object: payload.textView),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A window became visible (its isHidden became false).
        package static let windowDidBecomeVisible = CatalogEntry(
            NotificationDescriptor<WindowDidBecomeVisible>.windowDidBecomeVisible,
            payload: .sendable,
            member: "windowDidBecomeVisible",
            foundationConstant: "UIWindow.didBecomeVisibleNotification",
            declaredIn: "UIKit",
            objectType: "UIWindow",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's UIWindow when it is shown (isHidden set to false, "
                + "makeKeyAndVisible()).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "A window became visible (its isHidden became false).",
            nameEvidence: .proven("UIWindowDidBecomeVisibleNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: WindowDidBecomeVisible) in
                [
                    Field("window", object: payload.window),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The app's Background App Refresh status changed; read UIApplication.backgroundRefreshStatus.
        package static let applicationBackgroundRefreshStatusDidChange = CatalogEntry(
            NotificationDescriptor<ApplicationBackgroundRefreshStatusDidChange>.applicationBackgroundRefreshStatusDidChange,
            payload: .sendable,
            member: "applicationBackgroundRefreshStatusDidChange",
            foundationConstant: "UIApplication.backgroundRefreshStatusDidChangeNotification",
            declaredIn: "UIKit",
            objectType: "UIApplication",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when "
                + "backgroundRefreshStatus changes (the user toggles Background App Refresh, Low Power Mode, "
                + "restrictions).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The app's Background App Refresh status changed; read UIApplication.backgroundRefreshStatus.",
            nameEvidence: .plausible("UIApplicationBackgroundRefreshStatusDidChangeNotification", .reimplementations),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: ApplicationBackgroundRefreshStatusDidChange) in
                [
                    Field("application", object: payload.application),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A significant time change happened: midnight, a carrier time update, a daylight-saving change.
        package static let applicationSignificantTimeChange = CatalogEntry(
            NotificationDescriptor<ApplicationSignificantTimeChange>.applicationSignificantTimeChange,
            payload: .sendable,
            member: "applicationSignificantTimeChange",
            foundationConstant: "UIApplication.significantTimeChangeNotification",
            declaredIn: "UIKit",
            objectType: "UIApplication",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, with "
                + "applicationSignificantTimeChange(_:); while the app is suspended it is queued and delivered on return "
                + "to the foreground (Apple's delegate docs).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "A significant time change happened: midnight, a carrier time update, a daylight-saving change.",
            nameEvidence: .proven("UIApplicationSignificantTimeChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: ApplicationSignificantTimeChange) in
                [
                    Field("application", object: payload.application),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The edit menu is about to appear.
        package static let menuControllerWillShowMenu = CatalogEntry(
            NotificationDescriptor<MenuControllerWillShowMenu>.menuControllerWillShowMenu,
            payload: .sendable,
            member: "menuControllerWillShowMenu",
            foundationConstant: "UIMenuController.willShowMenuNotification",
            declaredIn: "UIKit",
            objectType: "UIMenuController",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's menu controller (now backed by UIEditMenuInteraction) just "
                + "before it presents the edit menu.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The edit menu is about to appear.",
            nameEvidence: .proven("UIMenuControllerWillShowMenuNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: MenuControllerWillShowMenu) in
                [
                    Field("menuController", object: payload.menuController),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The device was unlocked; data-protected files are readable again.
        package static let applicationProtectedDataDidBecomeAvailable = CatalogEntry(
            NotificationDescriptor<ApplicationProtectedDataDidBecomeAvailable>.applicationProtectedDataDidBecomeAvailable,
            payload: .sendable,
            member: "applicationProtectedDataDidBecomeAvailable",
            foundationConstant: "UIApplication.protectedDataDidBecomeAvailableNotification",
            declaredIn: "UIKit",
            objectType: "UIApplication",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the keybag "
                + "reports unlocked (MKBGetDeviceLockState() == 0), right after "
                + "applicationProtectedDataDidBecomeAvailable(_:).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The device was unlocked; data-protected files are readable again.",
            nameEvidence: .proven("UIApplicationProtectedDataDidBecomeAvailable", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: ApplicationProtectedDataDidBecomeAvailable) in
                [
                    Field("application", object: payload.application),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A text view became first responder and started an editing session.
        package static let textViewTextDidBeginEditing = CatalogEntry(
            NotificationDescriptor<TextViewTextDidBeginEditing>.textViewTextDidBeginEditing,
            payload: .sendable,
            member: "textViewTextDidBeginEditing",
            foundationConstant: "UITextView.textDidBeginEditingNotification",
            declaredIn: "UIKit",
            objectType: "UITextView",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's UITextView when it starts editing, right after the "
                + "delegate's textViewDidBeginEditing(_:).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "A text view became first responder and started an editing session.",
            nameEvidence: .proven("UITextViewTextDidBeginEditingNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: TextViewTextDidBeginEditing) in
                [
                    Field("textView", object: payload.textView),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A text view's editing session ended (it resigned first responder).
        package static let textViewTextDidEndEditing = CatalogEntry(
            NotificationDescriptor<TextViewTextDidEndEditing>.textViewTextDidEndEditing,
            payload: .sendable,
            member: "textViewTextDidEndEditing",
            foundationConstant: "UITextView.textDidEndEditingNotification",
            declaredIn: "UIKit",
            objectType: "UITextView",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's UITextView when it stops editing, right after the "
                + "delegate's textViewDidEndEditing(_:).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "A text view's editing session ended (it resigned first responder).",
            nameEvidence: .plausible("UITextViewTextDidEndEditingNotification", .reimplementations),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: TextViewTextDidEndEditing) in
                [
                    Field("textView", object: payload.textView),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// UIKit added a scene to the app (created or restored an instance of its UI).
        package static let sceneWillConnect = CatalogEntry(
            NotificationDescriptor<SceneWillConnect>.sceneWillConnect,
            payload: .sendable,
            member: "sceneWillConnect",
            foundationConstant: "UIScene.willConnectNotification",
            declaredIn: "UIKit",
            objectType: "UIScene",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit while connecting a new scene, right after calling the scene "
                + "delegate's scene(_:willConnectTo:options:).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "UIKit added a scene to the app (created or restored an instance of its UI).",
            nameEvidence: .proven("UISceneWillConnectNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: SceneWillConnect) in
                [
                    Field("scene", object: payload.scene),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A scene became active: onscreen and receiving events.
        package static let sceneDidActivate = CatalogEntry(
            NotificationDescriptor<SceneDidActivate>.sceneDidActivate,
            payload: .sendable,
            member: "sceneDidActivate",
            foundationConstant: "UIScene.didActivateNotification",
            declaredIn: "UIKit",
            objectType: "UIScene",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's scene lifecycle monitor after calling the scene delegate's "
                + "sceneDidBecomeActive(_:).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "A scene became active: onscreen and receiving events.",
            nameEvidence: .proven("UISceneDidActivateNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: SceneDidActivate) in
                [
                    Field("scene", object: payload.scene),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The battery charge level changed; read UIDevice.current.batteryLevel.
        package static let deviceBatteryLevelDidChange = CatalogEntry(
            NotificationDescriptor<DeviceBatteryLevelDidChange>.deviceBatteryLevelDidChange,
            payload: .sendable,
            member: "deviceBatteryLevelDidChange",
            foundationConstant: "UIDevice.batteryLevelDidChangeNotification",
            declaredIn: "UIKit",
            objectType: "UIDevice",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's UIDevice when battery monitoring is enabled and the "
                + "rounded (1%) level changes.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The battery charge level changed; read UIDevice.current.batteryLevel.",
            nameEvidence: .proven("UIDeviceBatteryLevelDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: DeviceBatteryLevelDidChange) in
                [
                    Field("device", object: payload.device),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The battery state (unplugged, charging, full) changed; read UIDevice.current.batteryState.
        package static let deviceBatteryStateDidChange = CatalogEntry(
            NotificationDescriptor<DeviceBatteryStateDidChange>.deviceBatteryStateDidChange,
            payload: .sendable,
            member: "deviceBatteryStateDidChange",
            foundationConstant: "UIDevice.batteryStateDidChangeNotification",
            declaredIn: "UIKit",
            objectType: "UIDevice",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's UIDevice when isBatteryMonitoringEnabled is true and the "
                + "state changes.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The battery state (unplugged, charging, full) changed; read UIDevice.current.batteryState.",
            nameEvidence: .proven("UIDeviceBatteryStateDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: DeviceBatteryStateDidChange) in
                [
                    Field("device", object: payload.device),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The edit menu is about to disappear.
        package static let menuControllerWillHideMenu = CatalogEntry(
            NotificationDescriptor<MenuControllerWillHideMenu>.menuControllerWillHideMenu,
            payload: .sendable,
            member: "menuControllerWillHideMenu",
            foundationConstant: "UIMenuController.willHideMenuNotification",
            declaredIn: "UIKit",
            objectType: "UIMenuController",
            keys: [],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no UIKit). On iOS, UIKit's menu controller just before it dismisses the edit menu.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The edit menu is about to disappear.",
            nameEvidence: .proven("UIMenuControllerWillHideMenuNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: MenuControllerWillHideMenu) in
                [
                    Field("menuController", object: payload.menuController),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A scene is about to run in the foreground and become visible.
        package static let sceneWillEnterForeground = CatalogEntry(
            NotificationDescriptor<SceneWillEnterForeground>.sceneWillEnterForeground,
            payload: .sendable,
            member: "sceneWillEnterForeground",
            foundationConstant: "UIScene.willEnterForegroundNotification",
            declaredIn: "UIKit",
            objectType: "UIScene",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's scene lifecycle monitor after calling the scene delegate's "
                + "sceneWillEnterForeground(_:), for new and for backgrounded scenes.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "A scene is about to run in the foreground and become visible.",
            nameEvidence: .proven("UISceneWillEnterForegroundNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: SceneWillEnterForeground) in
                [
                    Field("scene", object: payload.scene),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// Reduce Transparency was turned on or off; read UIAccessibility.isReduceTransparencyEnabled.
        package static let accessibilityReduceTransparencyStatusDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilityReduceTransparencyStatusDidChange,
            payload: .sendable,
            member: "accessibilityReduceTransparencyStatusDidChange",
            foundationConstant: "UIAccessibility.reduceTransparencyStatusDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the user "
                + "changes the setting (object nil inferred: the decompiled post of the public name lost its arguments, "
                + "its sibling posts use object nil, and Apple's docs say the notification has no parameter).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "Reduce Transparency was turned on or off; read UIAccessibility.isReduceTransparencyEnabled.",
            nameEvidence: .proven("UIAccessibilityReduceTransparencyStatusDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The current keyboard input mode (language/keyboard) changed; read textInputMode from the responder.
        package static let textInputModeCurrentInputModeDidChange = CatalogEntry(
            NotificationDescriptor<Void>.textInputModeCurrentInputModeDidChange,
            payload: .sendable,
            member: "textInputModeCurrentInputModeDidChange",
            foundationConstant: "UITextInputMode.currentInputModeDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's keyboard input mode controller when the user switches "
                + "keyboards or input modes.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The current keyboard input mode (language/keyboard) changed; read textInputMode from the responder.",
            nameEvidence: .proven("UITextInputCurrentInputModeDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// Reduce Motion was turned on or off; read UIAccessibility.isReduceMotionEnabled.
        package static let accessibilityReduceMotionStatusDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilityReduceMotionStatusDidChange,
            payload: .sendable,
            member: "accessibilityReduceMotionStatusDidChange",
            foundationConstant: "UIAccessibility.reduceMotionStatusDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the user "
                + "changes the setting (object nil inferred: the decompiled post of the public name lost its arguments, "
                + "its sibling posts use object nil, and Apple's docs say the notification has no parameter).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "Reduce Motion was turned on or off; read UIAccessibility.isReduceMotionEnabled.",
            nameEvidence: .proven("UIAccessibilityReduceMotionStatusDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The edit menu has disappeared.
        package static let menuControllerDidHideMenu = CatalogEntry(
            NotificationDescriptor<MenuControllerDidHideMenu>.menuControllerDidHideMenu,
            payload: .sendable,
            member: "menuControllerDidHideMenu",
            foundationConstant: "UIMenuController.didHideMenuNotification",
            declaredIn: "UIKit",
            objectType: "UIMenuController",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's menu controller after the edit menu's dismissal animation "
                + "completes.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The edit menu has disappeared.",
            nameEvidence: .proven("UIMenuControllerDidHideMenuNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: MenuControllerDidHideMenu) in
                [
                    Field("menuController", object: payload.menuController),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A scene now runs in the background and is no longer onscreen.
        package static let sceneDidEnterBackground = CatalogEntry(
            NotificationDescriptor<SceneDidEnterBackground>.sceneDidEnterBackground,
            payload: .sendable,
            member: "sceneDidEnterBackground",
            foundationConstant: "UIScene.didEnterBackgroundNotification",
            declaredIn: "UIKit",
            objectType: "UIScene",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's scene lifecycle monitor after calling the scene delegate's "
                + "sceneDidEnterBackground(_:); UIKit snapshots the scene shortly after.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "A scene now runs in the background and is no longer onscreen.",
            nameEvidence: .proven("UISceneDidEnterBackgroundNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: SceneDidEnterBackground) in
                [
                    Field("scene", object: payload.scene),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The screen's brightness changed; read brightness.
        package static let screenBrightnessDidChange = CatalogEntry(
            NotificationDescriptor<ScreenBrightnessDidChange>.screenBrightnessDidChange,
            payload: .sendable,
            member: "screenBrightnessDidChange",
            foundationConstant: "UIScreen.brightnessDidChangeNotification",
            declaredIn: "UIKit",
            objectType: "UIScreen",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit when the backlight level differs from the last one notified "
                + "(and always in SpringBoard).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The screen's brightness changed; read brightness.",
            nameEvidence: .proven("UIScreenBrightnessDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: ScreenBrightnessDidChange) in
                [
                    Field("screen", object: payload.screen),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The screen's current mode (resolution) changed; read currentMode.
        package static let screenModeDidChange = CatalogEntry(
            NotificationDescriptor<ScreenModeDidChange>.screenModeDidChange,
            payload: .sendable,
            member: "screenModeDidChange",
            foundationConstant: "UIScreen.modeDidChangeNotification",
            declaredIn: "UIKit",
            objectType: "UIScreen",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit when a screen's display configuration changes its current "
                + "mode or overscan compensation.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The screen's current mode (resolution) changed; read currentMode.",
            nameEvidence: .proven("UIScreenModeDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: ScreenModeDidChange) in
                [
                    Field("screen", object: payload.screen),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The device is locking; data-protected files are about to become unreadable.
        package static let applicationProtectedDataWillBecomeUnavailable = CatalogEntry(
            NotificationDescriptor<ApplicationProtectedDataWillBecomeUnavailable>.applicationProtectedDataWillBecomeUnavailable,
            payload: .sendable,
            member: "applicationProtectedDataWillBecomeUnavailable",
            foundationConstant: "UIApplication.protectedDataWillBecomeUnavailableNotification",
            declaredIn: "UIKit",
            objectType: "UIApplication",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the keybag "
                + "reports the locking state (MKBGetDeviceLockState() == 2), right after "
                + "applicationProtectedDataWillBecomeUnavailable(_:).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The device is locking; data-protected files are about to become unreadable.",
            nameEvidence: .proven("UIApplicationProtectedDataWillBecomeUnavailable", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: ApplicationProtectedDataWillBecomeUnavailable) in
                [
                    Field("application", object: payload.application),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A scene is about to stop being active (interruption, app switcher, moving to background).
        package static let sceneWillDeactivate = CatalogEntry(
            NotificationDescriptor<SceneWillDeactivate>.sceneWillDeactivate,
            payload: .sendable,
            member: "sceneWillDeactivate",
            foundationConstant: "UIScene.willDeactivateNotification",
            declaredIn: "UIKit",
            objectType: "UIScene",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's scene lifecycle monitor after calling the scene delegate's "
                + "sceneWillResignActive(_:).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "A scene is about to stop being active (interruption, app switcher, moving to background).",
            nameEvidence: .proven("UISceneWillDeactivateNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: SceneWillDeactivate) in
                [
                    Field("scene", object: payload.scene),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// VoiceOver started or stopped; read UIAccessibility.isVoiceOverRunning for the new state.
        package static let accessibilityVoiceOverStatusDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilityVoiceOverStatusDidChange,
            payload: .sendable,
            member: "accessibilityVoiceOverStatusDidChange",
            foundationConstant: "UIAccessibility.voiceOverStatusDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the user "
                + "changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and Apple's "
                + "docs say the notification has no parameter).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "VoiceOver started or stopped; read UIAccessibility.isVoiceOverRunning for the new state.",
            nameEvidence: .proven("UIAccessibilityVoiceOverStatusDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// Increase Contrast (darker system colors) was turned on or off; read UIAccessibility.isDarkerSystemColorsEnabled.
        package static let accessibilityDarkerSystemColorsStatusDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilityDarkerSystemColorsStatusDidChange,
            payload: .sendable,
            member: "accessibilityDarkerSystemColorsStatusDidChange",
            foundationConstant: "UIAccessibility.darkerSystemColorsStatusDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the user "
                + "changes the setting (object nil inferred: the decompiled post of the public name lost its arguments, "
                + "its sibling posts use object nil, and Apple's docs say the notification has no parameter).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary:
                "Increase Contrast (darker system colors) was turned on or off; read "
                + "UIAccessibility.isDarkerSystemColorsEnabled.",
            nameEvidence: .proven("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// UIKit removed a scene from the app; release resources tied to it.
        package static let sceneDidDisconnect = CatalogEntry(
            NotificationDescriptor<SceneDidDisconnect>.sceneDidDisconnect,
            payload: .sendable,
            member: "sceneDidDisconnect",
            foundationConstant: "UIScene.didDisconnectNotification",
            declaredIn: "UIKit",
            objectType: "UIScene",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit when it disconnects a scene (user closed it in the app "
                + "switcher, or memory reclamation), after calling sceneDidDisconnect(_:).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "UIKit removed a scene from the app; release resources tied to it.",
            nameEvidence: .proven("UISceneDidDisconnectNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: SceneDidDisconnect) in
                [
                    Field("scene", object: payload.scene),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The screen started or stopped being recorded, mirrored or sent over AirPlay; read isCaptured.
        package static let screenCapturedDidChange = CatalogEntry(
            NotificationDescriptor<ScreenCapturedDidChange>.screenCapturedDidChange,
            payload: .sendable,
            member: "screenCapturedDidChange",
            foundationConstant: "UIScreen.capturedDidChangeNotification",
            declaredIn: "UIKit",
            objectType: "UIScreen",
            keys: [],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no UIKit). On iOS, UIKit when its evaluated capture state of a screen changes.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The screen started or stopped being recorded, mirrored or sent over AirPlay; read isCaptured.",
            nameEvidence: .proven("UIScreenCapturedDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: ScreenCapturedDidChange) in
                [
                    Field("screen", object: payload.screen),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A text field became first responder and started an editing session.
        package static let textFieldTextDidBeginEditing = CatalogEntry(
            NotificationDescriptor<TextFieldTextDidBeginEditing>.textFieldTextDidBeginEditing,
            payload: .sendable,
            member: "textFieldTextDidBeginEditing",
            foundationConstant: "UITextField.textDidBeginEditingNotification",
            declaredIn: "UIKit",
            objectType: "UITextField",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's UITextField when it starts editing, right after the "
                + "delegate's textFieldDidBeginEditing(_:).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "A text field became first responder and started an editing session.",
            nameEvidence: .proven("UITextFieldTextDidBeginEditingNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: TextFieldTextDidBeginEditing) in
                [
                    Field("textField", object: payload.textField),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A window became hidden (its isHidden became true).
        package static let windowDidBecomeHidden = CatalogEntry(
            NotificationDescriptor<WindowDidBecomeHidden>.windowDidBecomeHidden,
            payload: .sendable,
            member: "windowDidBecomeHidden",
            foundationConstant: "UIWindow.didBecomeHiddenNotification",
            declaredIn: "UIKit",
            objectType: "UIWindow",
            keys: [],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no UIKit). On iOS, UIKit's UIWindow when it is hidden.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "A window became hidden (its isHidden became true).",
            nameEvidence: .proven("UIWindowDidBecomeHiddenNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: WindowDidBecomeHidden) in
                [
                    Field("window", object: payload.window),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// An NSTextContentStorage saw an attribute it cannot represent added to its text storage.
        package static let textContentStorageUnsupportedAttributeAdded = CatalogEntry(
            NotificationDescriptor<TextContentStorageUnsupportedAttributeAdded>.textContentStorageUnsupportedAttributeAdded,
            payload: .sendable,
            member: "textContentStorageUnsupportedAttributeAdded",
            postingThread: NotificationDescriptor<TextContentStorageUnsupportedAttributeAdded.OnPostingThread>.textContentStorageUnsupportedAttributeAddedOnPostingThread,
            foundationConstant: "NSNotification.Name.unsupportedAttributeAddedNotification",
            declaredIn: "UIKit",
            objectType: "NSTextContentStorage",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's NSTextContentStorage (TextKit 2) while synchronizing its "
                + "attributed string, when an unsupported attribute appears, on the thread doing the text edit.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with the posting-thread descriptor (its "
                + "encoder writes the iOS shape, the object included).",
            summary: "An NSTextContentStorage saw an attribute it cannot represent added to its text storage.",
            nameEvidence: .plausible("NSTextContentStorageUnsupportedAttributeAddedNotification", .uiKitDyldCacheTables),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: TextContentStorageUnsupportedAttributeAdded.OnPostingThread) in
                [
                    Field("textContentStorage", object: payload.textContentStorage),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A text storage is about to process its pending edits (before attributes are fixed).
        package static let textStorageWillProcessEditing = CatalogEntry(
            NotificationDescriptor<TextStorageWillProcessEditing>.textStorageWillProcessEditing,
            payload: .sendable,
            member: "textStorageWillProcessEditing",
            postingThread: NotificationDescriptor<TextStorageWillProcessEditing.OnPostingThread>.textStorageWillProcessEditingOnPostingThread,
            foundationConstant: "NSTextStorage.willProcessEditingNotification",
            declaredIn: "UIKit",
            objectType: "NSTextStorage",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, NSTextStorage.processEditing() in UIKit, before fixing attributes, "
                + "on the thread that edits the storage; the storage's delegate receives it through "
                + "textStorageWillProcessEditing:.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with the posting-thread descriptor (its "
                + "encoder writes the iOS shape, the object included).",
            summary: "A text storage is about to process its pending edits (before attributes are fixed).",
            nameEvidence: .proven("NSTextStorageWillProcessEditingNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: TextStorageWillProcessEditing.OnPostingThread) in
                [
                    Field("textStorage", object: payload.textStorage),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A text storage finished processing its edits (before layout managers are told).
        package static let textStorageDidProcessEditing = CatalogEntry(
            NotificationDescriptor<TextStorageDidProcessEditing>.textStorageDidProcessEditing,
            payload: .sendable,
            member: "textStorageDidProcessEditing",
            postingThread: NotificationDescriptor<TextStorageDidProcessEditing.OnPostingThread>.textStorageDidProcessEditingOnPostingThread,
            foundationConstant: "NSTextStorage.didProcessEditingNotification",
            declaredIn: "UIKit",
            objectType: "NSTextStorage",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, NSTextStorage.processEditing() in UIKit, after fixing attributes, "
                + "on the thread that edits the storage; the storage's delegate receives it through "
                + "textStorageDidProcessEditing:.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with the posting-thread descriptor (its "
                + "encoder writes the iOS shape, the object included).",
            summary: "A text storage finished processing its edits (before layout managers are told).",
            nameEvidence: .proven("NSTextStorageDidProcessEditingNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: TextStorageDidProcessEditing.OnPostingThread) in
                [
                    Field("textStorage", object: payload.textStorage),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// Mono Audio was turned on or off; read UIAccessibility.isMonoAudioEnabled.
        package static let accessibilityMonoAudioStatusDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilityMonoAudioStatusDidChange,
            payload: .sendable,
            member: "accessibilityMonoAudioStatusDidChange",
            foundationConstant: "UIAccessibility.monoAudioStatusDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the user "
                + "changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and Apple's "
                + "docs say the notification has no parameter).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "Mono Audio was turned on or off; read UIAccessibility.isMonoAudioEnabled.",
            nameEvidence: .proven("UIAccessibilityMonoAudioStatusDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The Closed Captions + SDH preference changed; read UIAccessibility.isClosedCaptioningEnabled.
        package static let accessibilityClosedCaptioningStatusDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilityClosedCaptioningStatusDidChange,
            payload: .sendable,
            member: "accessibilityClosedCaptioningStatusDidChange",
            foundationConstant: "UIAccessibility.closedCaptioningStatusDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the user "
                + "changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and Apple's "
                + "docs say the notification has no parameter).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The Closed Captions + SDH preference changed; read UIAccessibility.isClosedCaptioningEnabled.",
            nameEvidence: .proven("UIAccessibilityClosedCaptioningStatusDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// Classic/Smart Invert Colors was turned on or off; read UIAccessibility.isInvertColorsEnabled.
        package static let accessibilityInvertColorsStatusDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilityInvertColorsStatusDidChange,
            payload: .sendable,
            member: "accessibilityInvertColorsStatusDidChange",
            foundationConstant: "UIAccessibility.invertColorsStatusDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the user "
                + "changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and Apple's "
                + "docs say the notification has no parameter).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "Classic/Smart Invert Colors was turned on or off; read UIAccessibility.isInvertColorsEnabled.",
            nameEvidence: .proven("UIAccessibilityInvertColorsStatusDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A Guided Access session started or ended; read UIAccessibility.isGuidedAccessEnabled.
        package static let accessibilityGuidedAccessStatusDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilityGuidedAccessStatusDidChange,
            payload: .sendable,
            member: "accessibilityGuidedAccessStatusDidChange",
            foundationConstant: "UIAccessibility.guidedAccessStatusDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, On iOS, the Guided Access client bundle ('GAX Client Bundle') that "
                + "the system loads into the app posts it to NotificationCenter.default when a Guided Access session "
                + "starts or ends, and once after it loads (object nil, fs:58903447947; Apple's docs say there is no "
                + "parameter).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "A Guided Access session started or ended; read UIAccessibility.isGuidedAccessEnabled.",
            nameEvidence: .plausible("UIAccessibilityGuidedAccessStatusDidChangeNotification", .uiKitGuidedAccessInference),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// Bold Text was turned on or off; read UIAccessibility.isBoldTextEnabled.
        package static let accessibilityBoldTextStatusDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilityBoldTextStatusDidChange,
            payload: .sendable,
            member: "accessibilityBoldTextStatusDidChange",
            foundationConstant: "UIAccessibility.boldTextStatusDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the user "
                + "changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and Apple's "
                + "docs say the notification has no parameter).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "Bold Text was turned on or off; read UIAccessibility.isBoldTextEnabled.",
            nameEvidence: .proven("UIAccessibilityBoldTextStatusDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// Button Shapes was turned on or off; read UIAccessibility.buttonShapesEnabled.
        package static let accessibilityButtonShapesEnabledStatusDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilityButtonShapesEnabledStatusDidChange,
            payload: .sendable,
            member: "accessibilityButtonShapesEnabledStatusDidChange",
            foundationConstant: "UIAccessibility.buttonShapesEnabledStatusDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the user "
                + "changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and Apple's "
                + "docs say the notification has no parameter).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "Button Shapes was turned on or off; read UIAccessibility.buttonShapesEnabled.",
            nameEvidence: .proven("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// Grayscale was turned on or off; read UIAccessibility.isGrayscaleEnabled.
        package static let accessibilityGrayscaleStatusDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilityGrayscaleStatusDidChange,
            payload: .sendable,
            member: "accessibilityGrayscaleStatusDidChange",
            foundationConstant: "UIAccessibility.grayscaleStatusDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the user "
                + "changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and Apple's "
                + "docs say the notification has no parameter).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "Grayscale was turned on or off; read UIAccessibility.isGrayscaleEnabled.",
            nameEvidence: .proven("UIAccessibilityGrayscaleStatusDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// Prefer Cross-Fade Transitions was turned on or off; read UIAccessibility.prefersCrossFadeTransitions.
        package static let accessibilityPrefersCrossFadeTransitionsStatusDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilityPrefersCrossFadeTransitionsStatusDidChange,
            payload: .sendable,
            member: "accessibilityPrefersCrossFadeTransitionsStatusDidChange",
            foundationConstant: "UIAccessibility.prefersCrossFadeTransitionsStatusDidChange",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the user "
                + "changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and Apple's "
                + "docs say the notification has no parameter).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "Prefer Cross-Fade Transitions was turned on or off; read UIAccessibility.prefersCrossFadeTransitions.",
            nameEvidence: .proven("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// Auto-Play Video Previews was turned on or off; read UIAccessibility.isVideoAutoplayEnabled.
        package static let accessibilityVideoAutoplayStatusDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilityVideoAutoplayStatusDidChange,
            payload: .sendable,
            member: "accessibilityVideoAutoplayStatusDidChange",
            foundationConstant: "UIAccessibility.videoAutoplayStatusDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the user "
                + "changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and Apple's "
                + "docs say the notification has no parameter).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "Auto-Play Video Previews was turned on or off; read UIAccessibility.isVideoAutoplayEnabled.",
            nameEvidence: .proven("UIAccessibilityVideoAutoplayStatusDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// Switch Control started or stopped; read UIAccessibility.isSwitchControlRunning.
        package static let accessibilitySwitchControlStatusDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilitySwitchControlStatusDidChange,
            payload: .sendable,
            member: "accessibilitySwitchControlStatusDidChange",
            foundationConstant: "UIAccessibility.switchControlStatusDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the user "
                + "changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and Apple's "
                + "docs say the notification has no parameter).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "Switch Control started or stopped; read UIAccessibility.isSwitchControlRunning.",
            nameEvidence: .proven("UIAccessibilitySwitchControlStatusDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// Speak Selection was turned on or off; read UIAccessibility.isSpeakSelectionEnabled.
        package static let accessibilitySpeakSelectionStatusDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilitySpeakSelectionStatusDidChange,
            payload: .sendable,
            member: "accessibilitySpeakSelectionStatusDidChange",
            foundationConstant: "UIAccessibility.speakSelectionStatusDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the user "
                + "changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and Apple's "
                + "docs say the notification has no parameter).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "Speak Selection was turned on or off; read UIAccessibility.isSpeakSelectionEnabled.",
            nameEvidence: .proven("UIAccessibilitySpeakSelectionStatusDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// Speak Screen was turned on or off; read UIAccessibility.isSpeakScreenEnabled.
        package static let accessibilitySpeakScreenStatusDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilitySpeakScreenStatusDidChange,
            payload: .sendable,
            member: "accessibilitySpeakScreenStatusDidChange",
            foundationConstant: "UIAccessibility.speakScreenStatusDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the user "
                + "changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and Apple's "
                + "docs say the notification has no parameter).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "Speak Screen was turned on or off; read UIAccessibility.isSpeakScreenEnabled.",
            nameEvidence: .proven("UIAccessibilitySpeakScreenStatusDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// Shake to Undo was turned on or off; read UIAccessibility.isShakeToUndoEnabled.
        package static let accessibilityShakeToUndoDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilityShakeToUndoDidChange,
            payload: .sendable,
            member: "accessibilityShakeToUndoDidChange",
            foundationConstant: "UIAccessibility.shakeToUndoDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the user "
                + "changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and Apple's "
                + "docs say the notification has no parameter).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "Shake to Undo was turned on or off; read UIAccessibility.isShakeToUndoEnabled.",
            nameEvidence: .proven("UIAccessibilityShakeToUndoDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// AssistiveTouch started or stopped (reported only while Guided Access is on); read UIAccessibility.isAssistiveTouchRunning.
        package static let accessibilityAssistiveTouchStatusDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilityAssistiveTouchStatusDidChange,
            payload: .sendable,
            member: "accessibilityAssistiveTouchStatusDidChange",
            foundationConstant: "UIAccessibility.assistiveTouchStatusDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the "
                + "AssistiveTouch setting changes while Guided Access is enabled (object nil in decompiled UIKit; Apple's "
                + "docs say the user must enable Guided Access for it to post).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary:
                "AssistiveTouch started or stopped (reported only while Guided Access is on); read "
                + "UIAccessibility.isAssistiveTouchRunning.",
            nameEvidence: .proven("UIAccessibilityAssistiveTouchStatusDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// Differentiate Without Color was turned on or off; read UIAccessibility.shouldDifferentiateWithoutColor.
        package static let accessibilityDifferentiateWithoutColorDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilityDifferentiateWithoutColorDidChange,
            payload: .sendable,
            member: "accessibilityDifferentiateWithoutColorDidChange",
            foundationConstant: "UIAccessibility.differentiateWithoutColorDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the user "
                + "changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and Apple's "
                + "docs say the notification has no parameter).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "Differentiate Without Color was turned on or off; read UIAccessibility.shouldDifferentiateWithoutColor.",
            nameEvidence: .proven("UIAccessibilityShouldDifferentiateWithoutColorDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// On/Off Labels was turned on or off; read UIAccessibility.isOnOffSwitchLabelsEnabled.
        package static let accessibilityOnOffSwitchLabelsDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilityOnOffSwitchLabelsDidChange,
            payload: .sendable,
            member: "accessibilityOnOffSwitchLabelsDidChange",
            foundationConstant: "UIAccessibility.onOffSwitchLabelsDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the user "
                + "changes the setting (object nil inferred: the decompiled post of the public name lost its arguments, "
                + "its sibling posts use object nil, and Apple's docs say the notification has no parameter).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "On/Off Labels was turned on or off; read UIAccessibility.isOnOffSwitchLabelsEnabled.",
            nameEvidence: .proven("UIAccessibilityOnOffSwitchLabelsDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The set of ears with a paired MFi hearing device changed; read UIAccessibility.hearingDevicePairedEar.
        package static let accessibilityHearingDevicePairedEarDidChange = CatalogEntry(
            NotificationDescriptor<Void>.accessibilityHearingDevicePairedEarDidChange,
            payload: .sendable,
            member: "accessibilityHearingDevicePairedEarDidChange",
            foundationConstant: "UIAccessibility.hearingDevicePairedEarDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit posts it to NotificationCenter.default, when the user "
                + "changes the setting (Apple posts no object: decompiled UIKit posts it with object nil, and Apple's "
                + "docs say the notification has no parameter).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The set of ears with a paired MFi hearing device changed; read UIAccessibility.hearingDevicePairedEar.",
            nameEvidence: .proven("UIAccessibilityHearingDevicePairedEarDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The proximity sensor state changed; read UIDevice.current.proximityState.
        package static let deviceProximityStateDidChange = CatalogEntry(
            NotificationDescriptor<DeviceProximityStateDidChange>.deviceProximityStateDidChange,
            payload: .sendable,
            member: "deviceProximityStateDidChange",
            foundationConstant: "UIDevice.proximityStateDidChangeNotification",
            declaredIn: "UIKit",
            objectType: "UIDevice",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's UIDevice when isProximityMonitoringEnabled is true and the "
                + "sensor state flips.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The proximity sensor state changed; read UIDevice.current.proximityState.",
            nameEvidence: .proven("UIDeviceProximityStateDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: DeviceProximityStateDidChange) in
                [
                    Field("device", object: payload.device),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A document's documentState changed (closed, in conflict, saving error, editing disabled, progress available).
        package static let documentStateChanged = CatalogEntry(
            NotificationDescriptor<DocumentStateChanged>.documentStateChanged,
            payload: .sendable,
            member: "documentStateChanged",
            foundationConstant: "UIDocument.stateChangedNotification",
            declaredIn: "UIKit",
            objectType: "UIDocument",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's UIDocument when its state flags change (open, close, save, "
                + "conflicts, editing disabled).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary:
                "A document's documentState changed (closed, in conflict, saving error, editing disabled, progress "
                + "available).",
            nameEvidence: .proven("UIDocumentStateChangedNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: DocumentStateChanged) in
                [
                    Field("document", object: payload.document),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The large content viewer was turned on or off; read UILargeContentViewerInteraction.isEnabled.
        package static let largeContentViewerInteractionEnabledStatusDidChange = CatalogEntry(
            NotificationDescriptor<Void>.largeContentViewerInteractionEnabledStatusDidChange,
            payload: .sendable,
            member: "largeContentViewerInteractionEnabledStatusDidChange",
            foundationConstant: "UILargeContentViewerInteraction.enabledStatusDidChangeNotification",
            declaredIn: "UIKit",
            objectType: nil,
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit when the preferred content size category crosses into or out "
                + "of the accessibility sizes.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The large content viewer was turned on or off; read UILargeContentViewerInteraction.isEnabled.",
            nameEvidence: .proven("UILargeContentViewerInteractionEnabledStatusDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (_: Void) in [] }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// An app pasteboard is being removed (invalidated) with UIPasteboard.remove(withName:).
        package static let pasteboardRemoved = CatalogEntry(
            NotificationDescriptor<PasteboardRemoved>.pasteboardRemoved,
            payload: .sendable,
            member: "pasteboardRemoved",
            foundationConstant: "UIPasteboard.removedNotification",
            declaredIn: "UIKit",
            objectType: "UIPasteboard",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit inside UIPasteboard.remove(withName:), synchronously on the "
                + "caller's thread, after the pasteboard is invalidated.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "An app pasteboard is being removed (invalidated) with UIPasteboard.remove(withName:).",
            nameEvidence: .proven("UIPasteboardRemovedNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: PasteboardRemoved) in
                [
                    Field("pasteboard", object: payload.pasteboard),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The screen's reference display mode (Pro Display mode) status changed; read referenceDisplayModeStatus.
        package static let screenReferenceDisplayModeStatusDidChange = CatalogEntry(
            NotificationDescriptor<ScreenReferenceDisplayModeStatusDidChange>.screenReferenceDisplayModeStatusDidChange,
            payload: .sendable,
            member: "screenReferenceDisplayModeStatusDidChange",
            foundationConstant: "UIScreen.referenceDisplayModeStatusDidChangeNotification",
            declaredIn: "UIKit",
            objectType: "UIScreen",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit when an embedded screen's reference display mode status "
                + "changes (iPad Pro 12.9-inch 5th generation or later).",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The screen's reference display mode (Pro Display mode) status changed; read referenceDisplayModeStatus.",
            nameEvidence: .proven("UIScreenReferenceDisplayModeStatusDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: ScreenReferenceDisplayModeStatusDidChange) in
                [
                    Field("screen", object: payload.screen),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The selected row of a table view changed.
        package static let tableViewSelectionDidChange = CatalogEntry(
            NotificationDescriptor<TableViewSelectionDidChange>.tableViewSelectionDidChange,
            payload: .sendable,
            member: "tableViewSelectionDidChange",
            foundationConstant: "UITableView.selectionDidChangeNotification",
            declaredIn: "UIKit",
            objectType: "UITableView",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's UITableView when its selection changes, per Apple's "
                + "documentation; no posting site was found in the decompiled UIKit searched.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "The selected row of a table view changed.",
            nameEvidence: .plausible("UITableViewSelectionDidChangeNotification", .reimplementations),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: TableViewSelectionDidChange) in
                [
                    Field("tableView", object: payload.tableView),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// The target for show(_:sender:)/showDetailViewController(_:sender:) may have changed (a split view controller collapsed or expanded).
        package static let viewControllerShowDetailTargetDidChange = CatalogEntry(
            NotificationDescriptor<ViewControllerShowDetailTargetDidChange>.viewControllerShowDetailTargetDidChange,
            payload: .sendable,
            member: "viewControllerShowDetailTargetDidChange",
            foundationConstant: "UIViewController.showDetailTargetDidChangeNotification",
            declaredIn: "UIKit",
            objectType: "UIViewController",
            keys: [],
            isPostedOnLinux: false,
            postedBy:
                "Nobody on Linux (no UIKit). On iOS, UIKit's UISplitViewController implementation when its collapsed "
                + "state changes.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary:
                "The target for show(_:sender:)/showDetailViewController(_:sender:) may have changed (a split view "
                + "controller collapsed or expanded).",
            nameEvidence: .proven("UIViewControllerShowDetailTargetDidChangeNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: ViewControllerShowDetailTargetDidChange) in
                [
                    Field("viewController", object: payload.viewController),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A window became the key window of its scene.
        package static let windowDidBecomeKey = CatalogEntry(
            NotificationDescriptor<WindowDidBecomeKey>.windowDidBecomeKey,
            payload: .sendable,
            member: "windowDidBecomeKey",
            foundationConstant: "UIWindow.didBecomeKeyNotification",
            declaredIn: "UIKit",
            objectType: "UIWindow",
            keys: [],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no UIKit). On iOS, UIKit's key-window evaluation when a window becomes key.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "A window became the key window of its scene.",
            nameEvidence: .proven("UIWindowDidBecomeKeyNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: WindowDidBecomeKey) in
                [
                    Field("window", object: payload.window),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif

    #if os(iOS) || !canImport(Darwin)
        /// A window stopped being the key window of its scene.
        package static let windowDidResignKey = CatalogEntry(
            NotificationDescriptor<WindowDidResignKey>.windowDidResignKey,
            payload: .sendable,
            member: "windowDidResignKey",
            foundationConstant: "UIWindow.didResignKeyNotification",
            declaredIn: "UIKit",
            objectType: "UIWindow",
            keys: [],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no UIKit). On iOS, UIKit's key-window evaluation when a window resigns key.",
            useInstead:
                "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
                + "iOS shape).",
            summary: "A window stopped being the key window of its scene.",
            nameEvidence: .proven("UIWindowDidResignKeyNotification", .uiKitDecompiledPosts),
            sourceFile: "Catalog/Specs/UIKit.json",
            fields: { (payload: WindowDidResignKey) in
                [
                    Field("window", object: payload.window),
                ]
            }
        ).onPlatforms(["iOS", "Linux"])
    #endif
}
