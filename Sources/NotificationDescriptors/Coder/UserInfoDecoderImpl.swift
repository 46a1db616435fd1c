import Foundation

// The decoding side of ``UserInfoDecoder``, built the way Foundation's `JSONDecoder` is: one decoder implementation
// that is also the single-value container, its keyed and unkeyed containers nested in extensions (in their own
// files), every primitive read through one generic leaf read, errors thrown as Foundation's `DecodingError` with their
// `codingPath` and turned into a ``NotificationDecodingError`` once, where a notification is decoded.
//
// Every value is read by the rules of `Notification.value(for:)`: a value of exactly the expected type as itself,
// then ``UserInfoConvertible`` (NSNumber exactness, `CGFloat`, `NSValue` geometry), and only then a type's own
// `Decodable` conformance, which reads nested dictionaries, arrays and raw values. Types that Foundation code stores
// as themselves (`Date`, `URL`, `Data`, `UUID`, `Decimal`, `String`) never fall back to their `Codable`
// representation: a `Double` is not a `Date`. A collection is read one level at a time, decided from its dynamic
// type (see `_UserInfoShape`).

/// A value below `userInfo`, where it is, and what it stands for.
final class _UserInfoNestedValue {
    let value: Any
    let path: _UserInfoCodingPath?
    let role: _UserInfoDecoderImpl.Role

    init(value: Any, path: _UserInfoCodingPath?, role: _UserInfoDecoderImpl.Role) {
        self.value = value
        self.path = path
        self.role = role
    }
}

/// Decodes a payload of `type` from `userInfo`; any error comes out as a ``NotificationDecodingError`` without a name.
@usableFromInline
func _decodeUserInfoPayload<T: Decodable>(
    _ type: T.Type,
    from userInfo: [AnyHashable: Any]?
) throws(NotificationDecodingError) -> T {
    // The thread keeps no key names past the decode (a name may be any length).
    defer { _UserInfoDecoderThreadState.endDecode() }
    do {
        return try type.init(from: _UserInfoDecoderImpl(userInfo: userInfo, payload: type))
    } catch {
        throw _UserInfoDecoderImpl.notificationError(error, userInfoIsNil: userInfo == nil)
    }
}

/// The decoder of one value: `userInfo` itself, a nested value, or the absent value of a super decoder.
struct _UserInfoDecoderImpl: Decoder, SingleValueDecodingContainer {
    /// What the decoder reads.
    enum Role {
        /// A value found in `userInfo` (or in a dictionary or array below it).
        case nested
        /// `userInfo` itself, which is a dictionary (or `nil`), never a single value.
        case userInfo
        /// The value of a super decoder whose key is absent: `decodeNil()` is true, a container is a missing key.
        case absentKey
    }

    /// What is decoded: `userInfo` itself at its own type, or a value below it. Two words with the type, so the
    /// `any Decoder` a payload's `init(from:)` is passed for `userInfo` needs no allocation. Either is this decoder's
    /// own: a decoder a payload keeps past its `init(from:)` reads the same values later, on any thread.
    private enum Storage {
        case userInfo([AnyHashable: Any])
        case nested(_UserInfoNestedValue)
    }

    private let storage: Storage
    /// The type being decoded, named in errors (`Mode`, not the `String` of its raw value).
    let decodingType: Any.Type

    init(value: Any, path: _UserInfoCodingPath?, decodingType: Any.Type, role: Role = .nested) {
        self.storage = .nested(_UserInfoNestedValue(value: value, path: path, role: role))
        self.decodingType = decodingType
    }

    /// The decoder a payload's `init(from:)` gets for the whole `userInfo`.
    init(userInfo: [AnyHashable: Any]?, payload: Any.Type) {
        self.storage = .userInfo(userInfo ?? [:])
        self.decodingType = payload
    }

    /// The value decoded.
    var value: Any {
        switch storage {
        case .userInfo(let userInfo): userInfo
        case .nested(let nested): nested.value
        }
    }

    /// Where the value is; `nil` for `userInfo`.
    var path: _UserInfoCodingPath? {
        guard case .nested(let nested) = storage else { return nil }
        return nested.path
    }

    var role: Role {
        switch storage {
        case .userInfo: .userInfo
        case .nested(let nested): nested.role
        }
    }

    var codingPath: [any CodingKey] { path.codingPath }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// How deep decoding descends into nested dictionaries and arrays before it stops with an error. Each level costs
    /// stack on the posting thread (a few kilobytes in a debug build); past this a crafted `userInfo` could exhaust a
    /// secondary thread's 512 KB stack and end the process.
    static let maximumDepth = 64

    // MARK: Decoder

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try checkPresent()
        if case .userInfo(let userInfo) = storage {
            // Indexed with the thread's names buffer (reused only when no earlier container still holds it).
            let dictionary = try _UserInfoDecoderThreadState.dictionary(for: userInfo, payloadType: decodingType)
            return KeyedDecodingContainer(KeyedContainer<Key>(dictionary: dictionary, path: nil))
        }
        guard let dictionary = _UserInfoDictionary(value) else {
            throw Self.mismatch(
                value, expected: [String: Any].self, expectedName: "\(_typeName(decodingType)) ([String: Any])",
                at: codingPath)
        }
        // A Swift dictionary reads every key: none may be lost, none may stand for two.
        if _UserInfoShape.isDictionaryType(decodingType) { try dictionary.checkKeys(codingPath) }
        return KeyedDecodingContainer(KeyedContainer<Key>(dictionary: dictionary, path: path))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try checkPresent()
        if role == .userInfo {
            throw Self.invalid(
                "userInfo is a dictionary; a payload read from userInfo decodes with a keyed container", at: [])
        }
        guard let elements = _UserInfoShape.elements(value) else {
            throw Self.mismatch(
                value, expected: [Any].self, expectedName: "\(_typeName(decodingType)) ([Any])", at: codingPath)
        }
        return UnkeyedContainer(elements: elements, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    /// The error for asking a super decoder whose key is absent for a container.
    private func checkPresent() throws(DecodingError) {
        guard role == .absentKey, let path else { return }
        throw DecodingError.keyNotFound(
            path.key,
            DecodingError.Context(
                codingPath: path.parent.codingPath,
                debugDescription: "No value associated with key \(path.key.stringValue)"))
    }

    // MARK: SingleValueDecodingContainer

    func decodeNil() -> Bool {
        role == .absentKey || _isNil(value)
    }

    func decode(_ type: Bool.Type) throws -> Bool { try single() }
    func decode(_ type: String.Type) throws -> String { try single() }
    func decode(_ type: Double.Type) throws -> Double { try single() }
    func decode(_ type: Float.Type) throws -> Float { try single() }
    func decode(_ type: Int.Type) throws -> Int { try single() }
    func decode(_ type: Int8.Type) throws -> Int8 { try single() }
    func decode(_ type: Int16.Type) throws -> Int16 { try single() }
    func decode(_ type: Int32.Type) throws -> Int32 { try single() }
    func decode(_ type: Int64.Type) throws -> Int64 { try single() }
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    func decode(_ type: Int128.Type) throws -> Int128 { try single() }
    func decode(_ type: UInt.Type) throws -> UInt { try single() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try single() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try single() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try single() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try single() }
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    func decode(_ type: UInt128.Type) throws -> UInt128 { try single() }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard role == .userInfo else { return try Self.value(value, as: type, parent: path, key: nil) }
        do {
            return try Self.value(value, as: type, parent: path, key: nil)
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
            // A mismatch of `userInfo` itself: it is a dictionary, and `type` reads no dictionary.
            throw topLevelError(type)
        }
    }

    /// A primitive read from the one value.
    private func single<T: _UserInfoPrimitive>() throws(DecodingError) -> T {
        if role == .userInfo { throw topLevelError(T.self) }
        return try Self.leaf(value, at: codingPath, naming: decodingType)
    }

    /// The error for a payload that reads `userInfo` as a single value it is not.
    private func topLevelError(_ type: Any.Type) -> DecodingError {
        Self.invalid(
            "userInfo is a dictionary; \(_typeName(decodingType)) needs a keyed payload (a struct with CodingKeys)",
            at: [])
    }
}

// MARK: - Reading one value

/// The primitive types of `Codable` containers, each read by one rule.
protocol _UserInfoPrimitive {
    /// `raw` (not `NSNull`, not a collection) as this type, or `nil`.
    static func _userInfoRead(_ raw: Any) -> Self?
    /// An `NSNumber` that is not a decimal as this type, or `nil`.
    static func _userInfoRead(number: NSNumber) -> Self?
}

extension _UserInfoPrimitive {
    static func _userInfoRead(number: NSNumber) -> Self? {
        _userInfoRead(number as Any)
    }
}

extension _UserInfoPrimitive where Self: UserInfoConvertible {
    /// By the type's exact rule (a plain `as?` would read an `NSDecimalNumber` as a number it only rounds to).
    static func _userInfoRead(_ raw: Any) -> Self? {
        Self(userInfoValue: raw)
    }

    /// The numbers' exact rule, straight from what the `NSNumber` stores.
    static func _userInfoRead(number: NSNumber) -> Self? {
        _exactFromNumber(number, as: Self.self)
    }
}

extension String: _UserInfoPrimitive {
    static func _userInfoRead(_ raw: Any) -> String? {
        _UserInfoShape.stringKey(raw)
    }

    static func _userInfoRead(number: NSNumber) -> String? { nil }
}

extension Bool: _UserInfoPrimitive {}
extension Double: _UserInfoPrimitive {}
extension Float: _UserInfoPrimitive {}
extension Int: _UserInfoPrimitive {}
extension Int8: _UserInfoPrimitive {}
extension Int16: _UserInfoPrimitive {}
extension Int32: _UserInfoPrimitive {}
extension Int64: _UserInfoPrimitive {}
extension UInt: _UserInfoPrimitive {}
extension UInt8: _UserInfoPrimitive {}
extension UInt16: _UserInfoPrimitive {}
extension UInt32: _UserInfoPrimitive {}
extension UInt64: _UserInfoPrimitive {}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension Int128: _UserInfoPrimitive {
    static func _userInfoRead(_ raw: Any) -> Int128? { _wideInteger(raw) }
}

@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
extension UInt128: _UserInfoPrimitive {
    static func _userInfoRead(_ raw: Any) -> UInt128? { _wideInteger(raw) }
}

/// A 128-bit integer from itself, any Swift integer, or an integer `NSNumber`, when it fits exactly.
private func _wideInteger<T: FixedWidthInteger>(_ raw: Any) -> T? {
    if let value = raw as? T { return value }
    let type = type(of: raw)
    if type is NSNumber.Type, let number = raw as? NSNumber { return T(_numberText(number)) }
    if type is any BinaryInteger.Type, let integer = raw as? any BinaryInteger { return T(exactly: integer) }
    return nil
}

/// Whether `raw` reads as no value: `NSNull`, or an `Optional.none` stored as `Any`.
@inline(__always)
func _isNil(_ raw: Any) -> Bool {
    _isNSNull(raw) || _UserInfoShape.unwrapped(raw) == nil
}

extension _UserInfoDecoderImpl {
    /// The one leaf read: a primitive by its rule. A value of exactly `T` is itself; anything else is read by
    /// ``convertedLeaf(_:at:naming:)``.
    @inline(__always)
    static func leaf<T: _UserInfoPrimitive>(
        _ raw: Any,
        at codingPath: @autoclosure () -> [any CodingKey],
        naming decodingType: Any.Type? = nil
    ) throws(DecodingError) -> T {
        if let value = _exactValue(of: raw, as: T.self) { return value }
        return try convertedLeaf(raw, at: codingPath(), naming: decodingType)
    }

    /// ``leaf(_:at:naming:)`` once the value is not of exactly the type: `NSNull` and `Optional.none` are no value; a
    /// collection is a mismatch before any cast (casting a Swift collection to a bridged type converts everything
    /// below it on Linux); anything else by the type's rule.
    @inline(never)
    static func convertedLeaf<T: _UserInfoPrimitive>(
        _ raw: Any,
        at codingPath: @autoclosure () -> [any CodingKey],
        naming decodingType: Any.Type?
    ) throws(DecodingError) -> T {
        // The path and the name are made only for an error: a successful read allocates nothing.
        var name: String? { decodingType.flatMap { $0 == Any.self || $0 == T.self ? nil : _typeName($0) } }
        // An NSNumber (what Objective-C code and typed posts on Linux store) first: it is no collection and no
        // optional, so it skips those checks, each a protocol conformance lookup on a class.
        if let number = _UserInfoShape.plainNumber(raw) {
            if let value = T._userInfoRead(number: number) { return value }
            throw mismatch(raw, expected: T.self, expectedName: name, at: codingPath())
        }
        guard let unwrapped = _UserInfoShape.unwrapped(raw), !_isNSNull(unwrapped) else {
            throw notFound(raw, expected: T.self, expectedName: name, at: codingPath())
        }
        if _UserInfoShape.heldCollection(unwrapped) == nil, let value = T._userInfoRead(unwrapped) { return value }
        throw mismatch(unwrapped, expected: T.self, expectedName: name, at: codingPath())
    }

    /// Any `Decodable` value: what the poster stored as itself, else by the reading rules, else decoded through
    /// `type`'s own conformance (the metatype passed in, which may be a subclass of `T`).
    ///
    /// `key` is where the value is below `parent` (`nil` for the decoder's own value); the path node for it is made
    /// only when the value is decoded through its conformance.
    @inline(__always)
    static func value<T: Decodable>(
        _ raw: Any,
        as type: T.Type,
        parent: _UserInfoCodingPath?,
        key: (any CodingKey)?
    ) throws -> T {
        // A collection is cast only to exactly its own type: any other cast of it (to a class, a bridged type, or
        // another collection type) converts everything nested below it on Linux, which costs time and stack in
        // proportion to the whole tree, never ends for a cyclic one, and traps when two keys become one. A cast of an
        // `Optional` or an `AnyHashable` reaches the value inside, so that is what is asked.
        let rawType = Swift.type(of: raw)
        if rawType == T.self
            || (type == T.self && _UserInfoShape.heldCollection(raw) == nil && !_castMayRound(raw, to: T.self)),
            let value = raw as? T
        {
            return value
        }
        return try converted(raw, as: type, path: key.map { parent.appending($0) } ?? parent)
    }

    /// ``value(_:as:parent:key:)`` once the plain cast failed.
    @inline(never)
    static func converted<T: Decodable>(_ raw: Any, as type: T.Type, path: _UserInfoCodingPath?) throws -> T {
        if let primitive = T.self as? any _UserInfoPrimitive.Type {
            return try leaf(raw, as: primitive, path: path)
        }
        if let convertible = T.self as? any UserInfoConvertible.Type {
            if let unwrapped = _UserInfoShape.unwrapped(raw), _UserInfoShape.heldCollection(unwrapped) == nil,
                let converted = convertible.init(userInfoValue: unwrapped), let value = converted as? T
            {
                return value
            }
            throw mismatch(raw, expected: T.self, at: path.codingPath)
        }
        if T.self is any _UserInfoLeaf.Type {
            throw mismatch(raw, expected: T.self, at: path.codingPath)
        }
        if let path, path.depth > maximumDepth { throw tooDeep(path) }
        let decoder = _UserInfoDecoderImpl(
            value: _UserInfoShape.unwrapped(raw) ?? NSNull(), path: path, decodingType: T.self)
        do {
            return try type.init(from: decoder)
        } catch DecodingError.dataCorrupted(let context)
            where context.codingPath.count == path.codingPath.count && T.self is any RawRepresentable.Type
        {
            // The raw value of an enum that is no case: said the way `value(for:)` says it.
            let preview = _UserInfoMismatch.preview(raw, quoted: false) ?? "the value"
            throw invalid("\(preview) is not a valid \(_typeName(T.self))", at: context.codingPath)
        }
    }

    /// A primitive read as `T` through its dynamic type.
    private static func leaf<T, P: _UserInfoPrimitive>(
        _ raw: Any,
        as primitive: P.Type,
        path: _UserInfoCodingPath?
    ) throws(DecodingError) -> T {
        let value: P = try leaf(raw, at: path.codingPath)
        guard let typed = value as? T else { throw mismatch(raw, expected: T.self, at: path.codingPath) }
        return typed
    }

    /// The error for a value nested deeper than ``maximumDepth``: its path is cut to the top-level key, so the
    /// message stays one short line.
    @inline(never)
    static func tooDeep(_ path: _UserInfoCodingPath) -> DecodingError {
        invalid("the value is nested more than \(maximumDepth) levels deep; decoding stops there", at: [path.top.key])
    }
}
