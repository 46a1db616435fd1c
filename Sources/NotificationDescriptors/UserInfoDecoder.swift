public import Foundation

/// Decodes a `Decodable` value from a notification's `userInfo`, reading every value by the rules of
/// `Notification.value(for:)`.
///
/// The keys are the type's `CodingKeys`. Values read as they do with ``UserInfoKey``: a plain `as?` cast first, then
/// ``UserInfoConvertible`` (an `NSNumber` reads as any numeric type it converts to exactly and as `Bool` only when it
/// is 0 or 1; `Double` and `NSNumber` read as `CGFloat`; an `NSValue` reads as the geometry it holds); an `NSString` key
/// is found by its `String`. Beyond that:
///
/// - a nested `Decodable` struct reads from a `[String: Any]`, `[AnyHashable: Any]` or `NSDictionary`;
/// - an array reads from `[Any]` or `NSArray`, and from a `Set` or `NSSet`, whose elements come in no particular order;
/// - an enum reads from its raw value, with the same rules;
/// - an optional reads an absent key, `NSNull` or an `Optional.none` stored as `Any` as `nil`;
/// - `Int128` and `UInt128` read from themselves, any Swift integer or an integer `NSNumber` that fits;
/// - a dictionary with `Int` keys reads from `[Int: Any]` (what ``UserInfoEncoder`` writes for it) as well as from
///   string keys; a key that is neither a string nor an integer is an error, never dropped;
/// - values nested more than 64 dictionaries or arrays deep are an error (decoding runs on the posting thread, and
///   unbounded recursion there could exhaust its stack); a collection is read one level at a time and never walked
///   further, so one nested 100,000 deep, or a cyclic `NSMutableDictionary` or `NSMutableArray`, is an error too;
/// - two keys of one dictionary that read as the same name (`"k"` and `NSString("k")`, which are different keys on
///   Linux; `"1"` and `1`, or `1` and `NSNumber(1)`, in a dictionary read as a Swift dictionary) are an error naming
///   the key, never a pick of one of them;
/// - `Date`, `URL`, `Data`, `UUID`, `Decimal` and `String` read only as themselves (never from their `Codable`
///   representation: a `Double` is not a `Date`).
///
/// Inside the coder, errors are Foundation's `DecodingError`, with their `codingPath`, as `JSONDecoder` throws them,
/// so a payload's own `init(from:)` can catch them (`catch DecodingError.keyNotFound` to use a default); ``decode(_:from:)-(_,Notification)``
/// turns what escapes into a ``NotificationDecodingError``.
///
/// Use it in a hand-written converter that decodes the `userInfo` part with the coder and reads `object` by hand:
///
/// ```swift
/// struct Transfer { var session: URLSession; var progress: Progress }
/// struct Progress: Decodable { var sent: Int; var total: Int }
///
/// static let transfer = NotificationDescriptor<Transfer>(Notification.Name("TransferProgress")) { note in
///     Transfer(session: try note.object(as: URLSession.self),
///              progress: try UserInfoDecoder().decode(Progress.self, from: note))
/// }
/// ```
///
/// `Sendable` and stateless: make one wherever it is needed.
public struct UserInfoDecoder: Sendable {
    /// Creates a decoder.
    @inlinable
    public init() {}

    /// Decodes `type` from a `userInfo` dictionary (`nil` reads like an empty one, except that a required key then
    /// reports the missing `userInfo`).
    ///
    /// - Throws: ``NotificationDecodingError`` with an empty ``NotificationDecodingError/name`` (there is no
    ///   notification), the path to the offending value, a preview of it and the rule that rejected it.
    @inlinable
    public func decode<T: Decodable>(
        _ type: T.Type,
        from userInfo: [AnyHashable: Any]?
    ) throws(NotificationDecodingError) -> T {
        try _decodeUserInfoPayload(type, from: userInfo)
    }

    /// Decodes `type` from the `userInfo` of `notification`.
    ///
    /// - Throws: ``NotificationDecodingError`` naming the notification, with the path to the offending value, a
    ///   preview of it and the rule that rejected it.
    @inlinable
    public func decode<T: Decodable>(_ type: T.Type, from notification: Notification) throws(NotificationDecodingError)
        -> T
    {
        do {
            return try _decodeUserInfoPayload(type, from: notification.userInfo)
        } catch {
            var named = error
            named.name = notification.name
            throw named
        }
    }
}
