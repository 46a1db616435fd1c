// UIKit: one catalog entry (or the entries that share its payload) in one file: the names and keys (the
// SDK's constants on iOS, their strings on Linux), the payload, the descriptors and the entry. On macOS, tvOS,
// watchOS and visionOS it is left out, like the rest of the Apple catalog.
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        internal import UIKit  // for the names' constants; the payload holds a String and a Bool
    #endif
    package import NotificationCatalogFoundation
    internal import Foundation
    public import NotificationDescriptors

    #if os(iOS)
        extension CatalogNames {
            static let accessibilityAnnouncementDidFinish = UIAccessibility.announcementDidFinishNotification
            static let accessibilityAnnouncementStringValue = UIAccessibility.announcementStringValueUserInfoKey
            static let accessibilityAnnouncementWasSuccessful = UIAccessibility.announcementWasSuccessfulUserInfoKey
        }
    #else
        extension CatalogNames {
            static let accessibilityAnnouncementDidFinish = Notification.Name(
                "UIAccessibilityAnnouncementDidFinishNotification")
            static let accessibilityAnnouncementStringValue = "UIAccessibilityAnnouncementKeyStringValue"
            static let accessibilityAnnouncementWasSuccessful = "UIAccessibilityAnnouncementKeyWasSuccessful"
        }
    #endif

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

    private let _accessibilityAnnouncementDidFinish = NotificationDescriptor(
        CatalogNames.accessibilityAnnouncementDidFinish, decode: AccessibilityAnnouncementDidFinish.decode,
        encode: AccessibilityAnnouncementDidFinish.encode)
#endif
