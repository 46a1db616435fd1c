public import Foundation
public import NotificationDescriptors

/// User defaults changed: the payload of `NSUserDefaultsDidChangeNotification`.
///
/// **Not `Sendable`:** Foundation on Linux marks `UserDefaults`' `Sendable` conformance unavailable, so a payload
/// holding one cannot promise more. Observe it with `NotificationCenter.observe(_:object:using:)`: the handler runs
/// synchronously on the thread that changed the defaults, where it may read ``defaults``; pass on only `Sendable`
/// values read from it. The async sequence API, which needs `Sendable` payloads, does not accept this descriptor.
public struct UserDefaultsDidChange: Equatable {
    /// The `UserDefaults` whose method made the change: the notification's `object`.
    public var defaults: UserDefaults

    /// The payload for `defaults`.
    public init(defaults: UserDefaults) {
        self.defaults = defaults
    }
}

extension NotificationDescriptor where Payload == UserDefaultsDidChange {
    /// User defaults changed.
    ///
    /// - **Posted on Linux:** only by `setPersistentDomain(_:forName:)` and `removePersistentDomain(forName:)`,
    ///   synchronously on the calling thread, to `NotificationCenter.default`. **Not** by `set(_:forKey:)`,
    ///   `removeObject(forKey:)` or `register(defaults:)`, which post it on Apple platforms.
    /// - **Object:** the `UserDefaults` whose method was called (not the defaults of the changed domain).
    /// - **userInfo:** none (`nil`).
    /// - **Foundation constant:** `UserDefaults.didChangeNotification`.
    /// - **On Linux use instead:** post this descriptor yourself where your code changes defaults, or re-read the
    ///   values you depend on.
    public static var userDefaultsDidChange: Self { _userDefaultsDidChange }
}

private let _userDefaultsDidChange = NotificationDescriptor<UserDefaultsDidChange>(
    CatalogNames.userDefaultsDidChange,
    decode: { note in UserDefaultsDidChange(defaults: try note.object(as: UserDefaults.self)) },
    encode: { payload in (object: payload.defaults, userInfo: nil) }
)

extension CatalogEntry {
    package static let userDefaultsDidChange = CatalogEntry(
        .userDefaultsDidChange,
        payload: .notSendable,
        member: "userDefaultsDidChange",
        foundationConstant: "UserDefaults.didChangeNotification",
        declaredIn: "Foundation",
        objectType: "UserDefaults",
        keys: [],
        isPostedOnLinux: true,
        postedBy: "UserDefaults.setPersistentDomain(_:forName:) and removePersistentDomain(forName:) only, "
            + "synchronously on the calling thread, to NotificationCenter.default; the object is the receiver. "
            + "set(_:forKey:), removeObject(forKey:) and register(defaults:) do not post it on Linux.",
        useInstead: "For changes made with set(_:forKey:) (not posted on Linux), post this descriptor yourself "
            + "where you change defaults, or re-read the values you depend on.",
        summary: "User defaults changed.",
        fields: { (changed: UserDefaultsDidChange) in [Field("defaults", object: changed.defaults)] }
    )
}
