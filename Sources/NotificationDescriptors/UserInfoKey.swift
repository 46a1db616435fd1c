/// A typed key into a notification's `userInfo`: the raw string key and the type its value reads as.
///
/// Declare keys once, next to the payload they belong to, and read them with
/// `Notification.value(for:)` or `Notification.valueIfPresent(for:)`:
///
/// ```swift
/// extension UserInfoKey where Value == Int {
///     static let count = UserInfoKey("count")
/// }
/// let count = try note.value(for: .count)
/// ```
public struct UserInfoKey<Value>: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The key as it appears in `userInfo`.
    public let rawValue: String

    /// Creates a key for the raw `userInfo` key `rawValue`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a key from a string literal, so `let count: UserInfoKey<Int> = "count"` reads naturally.
    public init(stringLiteral rawValue: String) {
        self.rawValue = rawValue
    }

    /// The raw key, for messages and logs.
    public var description: String { rawValue }
}
