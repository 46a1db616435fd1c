public import Foundation
public import NotificationDescriptors

/// User defaults changed: the payload of `NSUserDefaultsDidChangeNotification`.
///
/// `Sendable`: it holds the defaults' identity, never the defaults. Foundation on Linux marks `UserDefaults`'
/// `Sendable` conformance unavailable, so the defaults themselves come with ``OnPostingThread``, whose handler runs
/// synchronously on the thread that changed them.
public struct UserDefaultsDidChange: Sendable, Equatable {
    /// The identity of the `UserDefaults` whose method made the change (`ObjectIdentifier(defaults)`): compare it with
    /// the defaults you hold.
    public var defaultsIdentifier: ObjectIdentifier

    /// The payload for the defaults whose identity is `defaultsIdentifier`.
    public init(defaultsIdentifier: ObjectIdentifier) {
        self.defaultsIdentifier = defaultsIdentifier
    }

    /// The payload with the defaults, which are not `Sendable`: the payload of
    /// ``NotificationDescriptors/NotificationDescriptor/userDefaultsDidChangeOnPostingThread``, for
    /// `observe(_:object:onFailure:using:)`'s handler only, synchronously on the posting thread.
    ///
    /// Not `Sendable`: `UserDefaults` is not, on Linux.
    public struct OnPostingThread: PostingThreadPayload, CatalogPayload, Equatable {
        /// The `UserDefaults` whose method made the change: the notification's `object`.
        public var defaults: UserDefaults

        /// The payload for `defaults`.
        public init(defaults: UserDefaults) {
            self.defaults = defaults
        }

        /// What can leave the posting thread: the defaults' identity.
        public var payload: UserDefaultsDidChange {
            UserDefaultsDidChange(defaultsIdentifier: ObjectIdentifier(defaults))
        }

        package static func decode(_ note: Notification) throws -> Self {
            Self(defaults: try note.object(as: UserDefaults.self))
        }

        /// Writes what Foundation writes: the defaults as the object, no `userInfo`.
        package static func encode(_ payload: Self) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.defaults, userInfo: nil)
        }
    }
}

extension NotificationDescriptor where Payload == UserDefaultsDidChange {
    /// User defaults changed.
    ///
    /// - **Posted on Linux:** only by `setPersistentDomain(_:forName:)` and `removePersistentDomain(forName:)`,
    ///   synchronously on the calling thread, to `NotificationCenter.default`. **Not** by `set(_:forKey:)`,
    ///   `removeObject(forKey:)` or `register(defaults:)`, which post it on Apple platforms.
    /// - **Object:** the `UserDefaults` whose method was called (not the defaults of the changed domain); the payload
    ///   keeps only its identity (observe ``userDefaultsDidChangeOnPostingThread`` to get the defaults).
    /// - **userInfo:** none (`nil`).
    /// - **Foundation constant:** `UserDefaults.didChangeNotification`.
    /// - **On Linux use instead:** post ``userDefaultsDidChangeOnPostingThread`` yourself where your code changes
    ///   defaults, or re-read the values you depend on.
    ///
    /// Observe-only: post through ``userDefaultsDidChangeOnPostingThread``.
    public static var userDefaultsDidChange: Self { _userDefaultsDidChange }
}

extension NotificationDescriptor where Payload == UserDefaultsDidChange.OnPostingThread {
    /// ``userDefaultsDidChange`` with the defaults, for `observe(_:object:onFailure:using:)` only: its handler gets them
    /// synchronously on the posting thread.
    public static var userDefaultsDidChangeOnPostingThread: Self { _userDefaultsDidChangeOnPostingThread }
}

private let (_userDefaultsDidChange, _userDefaultsDidChangeOnPostingThread) =
    UserDefaultsDidChange.OnPostingThread.descriptors(CatalogNames.userDefaultsDidChange)
