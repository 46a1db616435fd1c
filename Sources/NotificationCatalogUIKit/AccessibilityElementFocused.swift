// UIKit: one catalog entry (or the entries that share its payload) in one file: the names and keys (the
// SDK's constants on iOS, their strings on Linux), the payload, the descriptors and the entry. On macOS, tvOS,
// watchOS and visionOS it is left out, like the rest of the Apple catalog.
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        public import UIKit
    #else
        public import NotificationCatalogStandIns
    #endif
    public import NotificationCatalogFoundation
    internal import Foundation
    public import NotificationDescriptors

    #if os(iOS)
        extension CatalogNames {
            static let accessibilityAssistiveTechnology = UIAccessibility.assistiveTechnologyUserInfoKey
            static let accessibilityElementFocused = UIAccessibility.elementFocusedNotification
            static let accessibilityFocusedElement = UIAccessibility.focusedElementUserInfoKey
            static let accessibilityUnfocusedElement = UIAccessibility.unfocusedElementUserInfoKey
        }
    #else
        extension CatalogNames {
            static let accessibilityAssistiveTechnology = "UIAccessibilityAssistiveTechnologyKey"
            static let accessibilityElementFocused = Notification.Name("UIAccessibilityElementFocusedNotification")
            static let accessibilityFocusedElement = "UIAccessibilityFocusedElementKey"
            static let accessibilityUnfocusedElement = "UIAccessibilityUnfocusedElementKey"
        }
    #endif

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
        public struct OnPostingThread: PostingThreadPayload, CatalogPayload {
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

            @Sendable package static func decode(_ note: Notification) throws -> OnPostingThread {
                OnPostingThread(
                    focusedElement: try element(focusedKey, in: note),
                    unfocusedElement: try element(unfocusedKey, in: note),
                    assistiveTechnology: try note.valueIfPresent(for: technologyKey).map {
                        UIAccessibility.AssistiveTechnologyIdentifier(rawValue: $0)
                    }
                )
            }

            /// Writes what UIKit writes: the elements as they are, the technology as an `NSString`, no object.
            @Sendable package static func encode(_ full: OnPostingThread) -> (
                object: Any?, userInfo: [AnyHashable: Any]?
            ) {
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

    private let (_accessibilityElementFocused, _accessibilityElementFocusedOnPostingThread) =
        AccessibilityElementFocused.OnPostingThread.descriptors(CatalogNames.accessibilityElementFocused)
#endif
