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
}
