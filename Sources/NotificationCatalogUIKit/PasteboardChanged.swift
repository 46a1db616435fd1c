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
            static let pasteboardChanged = UIPasteboard.changedNotification
            static let pasteboardChangedTypesAdded = UIPasteboard.changedTypesAddedUserInfoKey
            static let pasteboardChangedTypesRemoved = UIPasteboard.changedTypesRemovedUserInfoKey
        }
    #else
        extension CatalogNames {
            static let pasteboardChanged = Notification.Name("UIPasteboardChangedNotification")
            static let pasteboardChangedTypesAdded = "UIPasteboardChangedTypesAddedKey"
            static let pasteboardChangedTypesRemoved = "UIPasteboardChangedTypesRemovedKey"
        }
    #endif

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

    private let _pasteboardChanged = NotificationDescriptor(
        CatalogNames.pasteboardChanged, decode: PasteboardChanged.decode, encode: PasteboardChanged.encode)
#endif
