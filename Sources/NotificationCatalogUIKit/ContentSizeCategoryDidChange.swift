// UIKit: one catalog entry (or the entries that share its payload) in one file: the names and keys (the
// SDK's constants on iOS, their strings on Linux), the payload, the descriptors and the entry. On macOS, tvOS,
// watchOS and visionOS it is left out, like the rest of the Apple catalog.
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        public import UIKit
    #else
        public import NotificationCatalogStandIns
    #endif
    package import NotificationCatalogFoundation
    internal import Foundation
    public import NotificationDescriptors

    #if os(iOS)
        extension CatalogNames {
            static let contentSizeCategoryDidChange = UIContentSizeCategory.didChangeNotification
            static let contentSizeCategoryNewValue = UIContentSizeCategory.newValueUserInfoKey
        }
    #else
        extension CatalogNames {
            static let contentSizeCategoryDidChange = Notification.Name("UIContentSizeCategoryDidChangeNotification")
            static let contentSizeCategoryNewValue = "UIContentSizeCategoryNewValueKey"
        }
    #endif

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

    private let _contentSizeCategoryDidChange = NotificationDescriptor(
        CatalogNames.contentSizeCategoryDidChange, decode: ContentSizeCategoryDidChange.decode,
        encode: ContentSizeCategoryDidChange.encode)
#endif
