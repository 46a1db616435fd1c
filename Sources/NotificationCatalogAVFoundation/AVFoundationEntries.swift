// What this module's error payloads share: reading and writing one NSError under one key.
#if os(iOS) || !canImport(Darwin)
    #if os(iOS)
        internal import AVFoundation
    #else
        internal import NotificationCatalogStandIns
    #endif
    package import Foundation
    package import NotificationCatalogFoundation
    package import NotificationDescriptors

    /// A payload that is one `NSError` under one `userInfo` key and nothing else (its sender comes with its `WithSender`
    /// posting-thread payload): the decoding and encoding of them all.
    package protocol AVFoundationErrorPayload: CatalogPayload {
        /// The payload with `error`.
        init(error: NSError)
        /// The error.
        var error: NSError { get }
        /// The key AVFoundation writes the error under.
        static var errorKey: UserInfoKey<NSError> { get }
    }

    extension AVFoundationErrorPayload {
        /// Reads the error; a missing one, or a value of another type, is an error naming the key.
        package static func decode(_ note: Notification) throws -> Self {
            Self(error: try note.value(for: errorKey))
        }

        /// Writes what AVFoundation writes: the `NSError`, no object (post it with `object:`, or through the
        /// posting-thread descriptor).
        package static func encode(_ payload: Self) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: nil, userInfo: [errorKey.rawValue: payload.error])
        }
    }
#endif
