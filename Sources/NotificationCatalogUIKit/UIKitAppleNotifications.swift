// UIKit's content size, accessibility and pasteboard notifications. On iOS the types are UIKit's; on Linux, the
// stand-ins of `NotificationCatalogStandIns`; elsewhere this file is empty (see the module's `CatalogNames.swift`).
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        public import UIKit
    #else
        public import NotificationCatalogStandIns
    #endif
    package import NotificationCatalogFoundation
    internal import Foundation
    public import NotificationDescriptors

    /// The user changed the preferred text size: the payload of UIKit's `UIContentSizeCategory.didChangeNotification`.
    ///
    /// `Sendable`: it holds a `UIContentSizeCategory`, a string, and a `UIScreen`, which is main-actor isolated.
    public struct ContentSizeCategoryDidChange: Sendable, Equatable {
        /// The new category: `UIContentSizeCategory.newValueUserInfoKey` (an `NSString` such as
        /// `UICTContentSizeCategoryL`; UIKit's raw values are not its constants' names).
        public var newValue: UIContentSizeCategory
        /// The screen: the notification's `object` (UIKit posts with `UIScreen.main`); `nil` for a notification
        /// posted without one. Use it on the main actor.
        public var screen: UIScreen?

        /// A payload with the new category.
        public init(newValue: UIContentSizeCategory, screen: UIScreen? = nil) {
            self.newValue = newValue
            self.screen = screen
        }

        static let newValueKey = UserInfoKey<String>(CatalogNames.contentSizeCategoryNewValue)

        @Sendable static func decode(_ note: Notification) throws -> ContentSizeCategoryDidChange {
            ContentSizeCategoryDidChange(
                newValue: UIContentSizeCategory(rawValue: try note.value(for: newValueKey)),
                screen: try note.catalogObjectIfPresent(as: UIScreen.self))
        }

        /// Writes what UIKit writes: the category as an `NSString`, the screen as the object. (UIKit also writes a
        /// private `UIContentSizeCategoryTextLegibilityEnabledKey`, which this leaves out.)
        @Sendable static func encode(_ payload: ContentSizeCategoryDidChange) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            (object: payload.screen, userInfo: [newValueKey.rawValue: NSString(string: payload.newValue.rawValue)])
        }
    }

    /// An assistive technology (VoiceOver, Switch Control) moved its focus: the payload of UIKit's
    /// `UIAccessibility.elementFocusedNotification`.
    ///
    /// `Sendable`: it holds the technology's identifier and whether there were elements. The elements, UIKit objects
    /// that are not `Sendable`, come with ``OnPostingThread`` (UIKit posts on the main thread).
    public struct AccessibilityElementFocused: Sendable, Equatable {
        /// Which technology moved its focus: `UIAccessibility.assistiveTechnologyUserInfoKey` (an `NSString`);
        /// `nil` when absent.
        public var assistiveTechnology: UIAccessibility.AssistiveTechnologyIdentifier?
        /// Whether `UIAccessibility.focusedElementUserInfoKey` holds an element.
        public var hasFocusedElement: Bool
        /// Whether `UIAccessibility.unfocusedElementUserInfoKey` holds an element (something had focus before).
        public var hasUnfocusedElement: Bool

        /// A payload with these values.
        public init(
            assistiveTechnology: UIAccessibility.AssistiveTechnologyIdentifier? = nil, hasFocusedElement: Bool = false,
            hasUnfocusedElement: Bool = false
        ) {
            self.assistiveTechnology = assistiveTechnology
            self.hasFocusedElement = hasFocusedElement
            self.hasUnfocusedElement = hasUnfocusedElement
        }

        /// The payload with the elements, which are not `Sendable`: the payload of
        /// ``NotificationDescriptors/NotificationDescriptor/accessibilityElementFocusedOnPostingThread``, handed to
        /// `observe(_:object:using:)`'s handler synchronously on the posting thread, UIKit's main thread (the
        /// compiler keeps it there). Reads the payload's properties as its own.
        @dynamicMemberLookup
        public struct OnPostingThread {
            /// The element now focused: `UIAccessibility.focusedElementUserInfoKey`; `nil` when absent.
            public var focusedElement: AnyObject?
            /// The element that lost focus: `UIAccessibility.unfocusedElementUserInfoKey`; `nil` when absent (nothing
            /// was focused before).
            public var unfocusedElement: AnyObject?
            /// Which technology moved its focus.
            public var assistiveTechnology: UIAccessibility.AssistiveTechnologyIdentifier?

            /// A payload with these values.
            public init(
                focusedElement: AnyObject? = nil, unfocusedElement: AnyObject? = nil,
                assistiveTechnology: UIAccessibility.AssistiveTechnologyIdentifier? = nil
            ) {
                self.focusedElement = focusedElement
                self.unfocusedElement = unfocusedElement
                self.assistiveTechnology = assistiveTechnology
            }

            /// What can leave the posting thread.
            public var payload: AccessibilityElementFocused {
                AccessibilityElementFocused(
                    assistiveTechnology: assistiveTechnology, hasFocusedElement: focusedElement != nil,
                    hasUnfocusedElement: unfocusedElement != nil)
            }

            /// The payload's property at `keyPath`.
            public subscript<Value>(dynamicMember keyPath: KeyPath<AccessibilityElementFocused, Value>) -> Value {
                payload[keyPath: keyPath]
            }

            @Sendable static func decode(_ note: Notification) throws -> OnPostingThread {
                OnPostingThread(
                    focusedElement: try element(focusedKey, in: note),
                    unfocusedElement: try element(unfocusedKey, in: note),
                    assistiveTechnology: try note.valueIfPresent(for: technologyKey).map {
                        UIAccessibility.AssistiveTechnologyIdentifier(rawValue: $0)
                    }
                )
            }

            /// Writes what UIKit writes: the elements as they are, the technology as an `NSString`, no object.
            @Sendable static func encode(_ full: OnPostingThread) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
                var userInfo: [AnyHashable: Any] = [:]
                if let focused = full.focusedElement { userInfo[focusedKey.rawValue] = focused }
                if let unfocused = full.unfocusedElement { userInfo[unfocusedKey.rawValue] = unfocused }
                if let technology = full.assistiveTechnology {
                    userInfo[technologyKey.rawValue] = NSString(string: technology.rawValue)
                }
                return (object: nil, userInfo: userInfo)
            }
        }

        static let focusedKey = UserInfoKey<Any>(CatalogNames.accessibilityFocusedElement)
        static let unfocusedKey = UserInfoKey<Any>(CatalogNames.accessibilityUnfocusedElement)
        static let technologyKey = UserInfoKey<String>(CatalogNames.accessibilityAssistiveTechnology)

        /// The object under `key`: a class instance (an accessibility element), not a value Swift would box.
        private static func element(_ key: UserInfoKey<Any>, in note: Notification) throws -> AnyObject? {
            guard let raw = try note.valueIfPresent(for: key) else { return nil }
            guard type(of: raw) is AnyObject.Type else {
                throw NotificationDecodingError(
                    name: note.name,
                    reason: .typeMismatch(key: key.rawValue, expected: "AnyObject", actual: _publicTypeName(of: raw)))
            }
            return raw as AnyObject
        }

        @Sendable static func decode(_ note: Notification) throws -> AccessibilityElementFocused {
            try OnPostingThread.decode(note).payload
        }
    }

    /// VoiceOver finished (or gave up) reading an announcement: the payload of UIKit's
    /// `UIAccessibility.announcementDidFinishNotification`.
    ///
    /// `Sendable`: it holds a `String` and a `Bool`.
    public struct AccessibilityAnnouncementDidFinish: Sendable, Equatable {
        /// The announcement's text: `UIAccessibility.announcementStringValueUserInfoKey`.
        public var announcement: String
        /// Whether it was read to the end: `UIAccessibility.announcementWasSuccessfulUserInfoKey`.
        public var wasSuccessful: Bool

        /// A payload with these values.
        public init(announcement: String, wasSuccessful: Bool) {
            self.announcement = announcement
            self.wasSuccessful = wasSuccessful
        }

        static let announcementKey = UserInfoKey<String>(CatalogNames.accessibilityAnnouncementStringValue)
        static let wasSuccessfulKey = UserInfoKey<Bool>(CatalogNames.accessibilityAnnouncementWasSuccessful)

        @Sendable static func decode(_ note: Notification) throws -> AccessibilityAnnouncementDidFinish {
            AccessibilityAnnouncementDidFinish(
                announcement: try note.value(for: announcementKey),
                wasSuccessful: try note.value(for: wasSuccessfulKey)
            )
        }

        /// Writes what UIKit writes: an `NSString` and an `NSNumber`, no object.
        @Sendable static func encode(_ payload: AccessibilityAnnouncementDidFinish) -> (
            object: Any?, userInfo: [AnyHashable: Any]?
        ) {
            (
                object: nil,
                userInfo: [
                    announcementKey.rawValue: NSString(string: payload.announcement),
                    wasSuccessfulKey.rawValue: NSNumber(value: payload.wasSuccessful),
                ]
            )
        }
    }

    /// A pasteboard's contents changed: the payload of UIKit's `UIPasteboard.changedNotification`.
    ///
    /// When items were only modified, UIKit posts no `userInfo` at all: both arrays are then empty.
    ///
    /// `Sendable`: `UIPasteboard` is.
    public struct PasteboardChanged: Sendable, Equatable {
        /// The pasteboard: the notification's `object` (`nil` only for a notification posted without one).
        public var pasteboard: UIPasteboard?
        /// The representation types added: `UIPasteboard.changedTypesAddedUserInfoKey`; empty when absent.
        public var typesAdded: [String]
        /// The representation types removed: `UIPasteboard.changedTypesRemovedUserInfoKey`; empty when absent.
        public var typesRemoved: [String]

        /// A payload with these values.
        public init(pasteboard: UIPasteboard? = nil, typesAdded: [String] = [], typesRemoved: [String] = []) {
            self.pasteboard = pasteboard
            self.typesAdded = typesAdded
            self.typesRemoved = typesRemoved
        }

        static let addedKey = UserInfoKey<[String]>(CatalogNames.pasteboardChangedTypesAdded)
        static let removedKey = UserInfoKey<[String]>(CatalogNames.pasteboardChangedTypesRemoved)

        @Sendable static func decode(_ note: Notification) throws -> PasteboardChanged {
            PasteboardChanged(
                pasteboard: try note.catalogObjectIfPresent(as: UIPasteboard.self),
                typesAdded: try note.valueIfPresent(for: addedKey) ?? [],
                typesRemoved: try note.valueIfPresent(for: removedKey) ?? []
            )
        }

        /// Writes what UIKit writes: `NSArray`s of `NSString` for the kinds that changed, no `userInfo` when neither
        /// did, the pasteboard as the object.
        @Sendable static func encode(_ payload: PasteboardChanged) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            var userInfo: [AnyHashable: Any] = [:]
            if !payload.typesAdded.isEmpty {
                userInfo[addedKey.rawValue] = NSArray(array: payload.typesAdded.map { NSString(string: $0) })
            }
            if !payload.typesRemoved.isEmpty {
                userInfo[removedKey.rawValue] = NSArray(array: payload.typesRemoved.map { NSString(string: $0) })
            }
            return (object: payload.pasteboard, userInfo: userInfo.isEmpty ? nil : userInfo)
        }
    }

    extension NotificationDescriptor where Payload == ContentSizeCategoryDidChange {
        /// The user changed the preferred text size (UIKit's `UIContentSizeCategory.didChangeNotification`).
        ///
        /// - **Posted on Linux:** **no** (no UIKit). On iOS UIKit posts it on the main thread.
        /// - **Object:** the `UIScreen` (`UIScreen.main`), as ``ContentSizeCategoryDidChange/screen``; the encoder
        ///   writes it.
        /// - **userInfo:** `UIContentSizeCategory.newValueUserInfoKey` (`NSString`). See
        ///   ``ContentSizeCategoryDidChange``.
        public static var contentSizeCategoryDidChange: Self { _contentSizeCategoryDidChange }
    }

    extension NotificationDescriptor where Payload == AccessibilityElementFocused {
        /// An assistive technology moved its focus (UIKit's `UIAccessibility.elementFocusedNotification`).
        ///
        /// - **Posted on Linux:** **no** (no UIKit). On iOS UIKit posts it on the main thread.
        /// - **Object:** not read; the encoder writes none.
        /// - **userInfo:** `UIAccessibility.focusedElementUserInfoKey`, `.unfocusedElementUserInfoKey` (the elements,
        ///   in ``accessibilityElementFocusedOnPostingThread``), `.assistiveTechnologyUserInfoKey` (`NSString`). See
        ///   ``AccessibilityElementFocused``.
        /// - **Observe-only:** posting through it sends the payload intact; post UIKit's shape with
        ///   ``accessibilityElementFocusedOnPostingThread``.
        public static var accessibilityElementFocused: Self { _accessibilityElementFocused }
    }

    extension NotificationDescriptor where Payload == AccessibilityElementFocused.OnPostingThread {
        /// ``accessibilityElementFocused`` with the elements, for `observe(_:object:using:)` only: its handler gets
        /// them synchronously on the posting thread (UIKit's main thread).
        public static var accessibilityElementFocusedOnPostingThread: Self {
            _accessibilityElementFocusedOnPostingThread
        }
    }

    extension NotificationDescriptor where Payload == AccessibilityAnnouncementDidFinish {
        /// VoiceOver finished reading an announcement (UIKit's
        /// `UIAccessibility.announcementDidFinishNotification`).
        ///
        /// - **Posted on Linux:** **no** (no UIKit). On iOS UIKit posts it on the main thread.
        /// - **Object:** not read; the encoder writes none.
        /// - **userInfo:** `UIAccessibility.announcementStringValueUserInfoKey` (`NSString`),
        ///   `.announcementWasSuccessfulUserInfoKey` (`NSNumber`, `Bool`). See
        ///   ``AccessibilityAnnouncementDidFinish``.
        public static var accessibilityAnnouncementDidFinish: Self { _accessibilityAnnouncementDidFinish }
    }

    extension NotificationDescriptor where Payload == PasteboardChanged {
        /// A pasteboard's contents changed (UIKit's `UIPasteboard.changedNotification`).
        ///
        /// - **Posted on Linux:** **no** (no UIKit). On iOS the pasteboard posts it, for changes made in this app.
        /// - **Object:** the `UIPasteboard`; pass it as `observe(_:object:)`'s `object` to hear only that one.
        /// - **userInfo:** `UIPasteboard.changedTypesAddedUserInfoKey`, `.changedTypesRemovedUserInfoKey` (`NSArray`
        ///   of `NSString`, each only when not empty); `nil` when items were only modified. See
        ///   ``PasteboardChanged``.
        public static var pasteboardChanged: Self { _pasteboardChanged }
    }

    private let _contentSizeCategoryDidChange = NotificationDescriptor(
        CatalogNames.contentSizeCategoryDidChange, decode: ContentSizeCategoryDidChange.decode,
        encode: ContentSizeCategoryDidChange.encode)
    private let _accessibilityElementFocused = NotificationDescriptor(
        CatalogNames.accessibilityElementFocused, decode: AccessibilityElementFocused.decode)
    private let _accessibilityElementFocusedOnPostingThread = NotificationDescriptor(
        CatalogNames.accessibilityElementFocused, decode: AccessibilityElementFocused.OnPostingThread.decode,
        encode: AccessibilityElementFocused.OnPostingThread.encode)
    private let _accessibilityAnnouncementDidFinish = NotificationDescriptor(
        CatalogNames.accessibilityAnnouncementDidFinish, decode: AccessibilityAnnouncementDidFinish.decode,
        encode: AccessibilityAnnouncementDidFinish.encode)
    private let _pasteboardChanged = NotificationDescriptor(
        CatalogNames.pasteboardChanged, decode: PasteboardChanged.decode, encode: PasteboardChanged.encode)

    extension CatalogEntry {
        private static let uiKitUseInstead =
            "Post it yourself, from whatever owns that state on Linux, with this descriptor (its encoder writes the "
            + "iOS shape)."

        package static let contentSizeCategoryDidChange = CatalogEntry(
            .contentSizeCategoryDidChange, member: "contentSizeCategoryDidChange",
            foundationConstant: "UIContentSizeCategory.didChangeNotification", declaredIn: "UIKit",
            objectType: "UIScreen",
            keys: [
                CatalogKey(
                    name: ContentSizeCategoryDidChange.newValueKey.rawValue, valueType: "NSString", isRequired: true,
                    summary: "The new UIContentSizeCategory raw value, e.g. UICTContentSizeCategoryL.")
            ],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no UIKit). On iOS, UIKit on the main thread, with the main UIScreen as the "
                + "object, when the text size setting changes.",
            useInstead: uiKitUseInstead, summary: "The user changed the preferred text size.")

        package static let accessibilityElementFocused = CatalogEntry(
            .accessibilityElementFocused, member: "accessibilityElementFocused",
            postingThread: .accessibilityElementFocusedOnPostingThread,
            postingThreadMember: "accessibilityElementFocusedOnPostingThread",
            foundationConstant: "UIAccessibility.elementFocusedNotification", declaredIn: "UIKit", objectType: nil,
            keys: [
                CatalogKey(
                    name: AccessibilityElementFocused.focusedKey.rawValue, valueType: "object (the element)",
                    isRequired: false, summary: "The element now focused."),
                CatalogKey(
                    name: AccessibilityElementFocused.unfocusedKey.rawValue, valueType: "object (the element)",
                    isRequired: false, summary: "The element that lost focus; absent when none had it."),
                CatalogKey(
                    name: AccessibilityElementFocused.technologyKey.rawValue, valueType: "NSString",
                    isRequired: false, summary: "The UIAccessibility.AssistiveTechnologyIdentifier raw value."),
            ],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no UIKit). On iOS, UIKit on the main thread when VoiceOver or Switch Control "
                + "moves its focus.",
            useInstead: uiKitUseInstead, summary: "An assistive technology moved its focus.")

        package static let accessibilityAnnouncementDidFinish = CatalogEntry(
            .accessibilityAnnouncementDidFinish, member: "accessibilityAnnouncementDidFinish",
            foundationConstant: "UIAccessibility.announcementDidFinishNotification", declaredIn: "UIKit",
            objectType: nil,
            keys: [
                CatalogKey(
                    name: AccessibilityAnnouncementDidFinish.announcementKey.rawValue, valueType: "NSString",
                    isRequired: true, summary: "The announcement's text."),
                CatalogKey(
                    name: AccessibilityAnnouncementDidFinish.wasSuccessfulKey.rawValue, valueType: "NSNumber (Bool)",
                    isRequired: true, summary: "Whether it was read to the end."),
            ],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no UIKit). On iOS, UIKit on the main thread when VoiceOver finishes an "
                + "announcement.",
            useInstead: uiKitUseInstead, summary: "VoiceOver finished reading an announcement.")

        package static let pasteboardChanged = CatalogEntry(
            .pasteboardChanged, member: "pasteboardChanged", foundationConstant: "UIPasteboard.changedNotification",
            declaredIn: "UIKit", objectType: "UIPasteboard",
            keys: [
                CatalogKey(
                    name: PasteboardChanged.addedKey.rawValue, valueType: "NSArray (NSString)", isRequired: false,
                    summary: "The representation types added; absent when none (read as empty)."),
                CatalogKey(
                    name: PasteboardChanged.removedKey.rawValue, valueType: "NSArray (NSString)", isRequired: false,
                    summary: "The representation types removed; absent when none (read as empty)."),
            ],
            isPostedOnLinux: false,
            postedBy: "Nobody on Linux (no UIKit). On iOS, the pasteboard (the object) when this app changes it; "
                + "userInfo is nil when items were only modified.",
            useInstead: uiKitUseInstead, summary: "A pasteboard's contents changed.")
    }
#endif
