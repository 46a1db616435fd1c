import Foundation

/// Encodes an `Encodable` value as a notification's `userInfo`, in the form legacy code writes and plain `as?` casts
/// read.
///
/// The keys are the type's `CodingKeys`. Values are stored as themselves: `Int` as `Int`, `String` as `String`,
/// `Date` as `Date`, `URL` as `URL`, `Data` as `Data`, `UUID` as `UUID`, `CGFloat` as `CGFloat`. A nested struct
/// becomes a `[String: Any]`, an array a `[Any]`, an enum its raw value, a `[Int: X]` an `[Int: Any]` (so `as? [Int: X]`
/// reads it), a `Set` a set (so `as? Set<X>` and `as? NSSet` read it; see the *Reading values* article); a `nil`
/// optional is not written at all. `Int128` and `UInt128` are stored as themselves. For a key written
/// twice the last write wins; a second nested container for the same key adds to the first, whatever its
/// `CodingKeys`, as Foundation's encoders do. A value nested deeper than a notification is decoded (64 levels) is an
/// error, never a crash. An encoder or container a payload keeps past `encode(to:)` writes only into that payload's
/// own, finished storage.
/// Geometry follows ``geometryEncodingStrategy``.
///
/// ```swift
/// let userInfo = try UserInfoEncoder().encode(upload)
/// userInfo["LegacyUploadByteCountKey"] as? Int        // what old observers read
/// ```
///
/// `Sendable`: a value with one setting; share it or make one wherever it is needed.
public struct UserInfoEncoder: Sendable {
    /// How `CGRect`, `CGPoint`, `CGSize` and `NSRange` values are written.
    public var geometryEncodingStrategy: GeometryEncodingStrategy

    /// Creates an encoder; geometry is written as Swift values unless `geometryEncodingStrategy` says otherwise.
    @inlinable
    public init(geometryEncodingStrategy: GeometryEncodingStrategy = .values) {
        self.geometryEncodingStrategy = geometryEncodingStrategy
    }

    /// The `userInfo` that legacy code would have posted for `value`.
    ///
    /// - Throws: `EncodingError.invalidValue` when `value` does not encode with a keyed container (a payload is
    ///   written as `userInfo` keys, so a top-level array or single value has nowhere to go) or asks for containers
    ///   of different kinds for one value; any error `value`'s own `encode(to:)` throws.
    @inlinable
    public func encode<T: Encodable>(_ value: T) throws -> [AnyHashable: Any] {
        let encoder = _UserInfoEncoder.topLevel(
            geometry: geometryEncodingStrategy,
            payloadType: ObjectIdentifier(T.self)
        )
        try value.encode(to: encoder)
        return try encoder.finishTopLevel(value)
    }
}
