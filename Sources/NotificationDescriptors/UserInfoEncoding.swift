import Foundation

// The encoding side of ``UserInfoEncoder``: an `Encoder` that writes what legacy code writes and plain `as?` casts
// read. Leaf values are stored as themselves (`Int` as `Int`, `Date` as `Date`, `URL` as `URL`), nested structs as
// `[String: Any]`, arrays as `[Any]`, enums as their raw value; `nil` optionals are not written at all.

/// Values written to `userInfo` as themselves, never through their `Codable` representation (a `Date` is a `Date`,
/// not a `Double`), and read only as themselves or by their ``UserInfoConvertible`` rules.
protocol _UserInfoLeaf {
    /// The value to store in `userInfo`.
    func _userInfoValue(_ geometry: UserInfoEncoder.GeometryEncodingStrategy) -> Any
}

extension _UserInfoLeaf {
    func _userInfoValue(_ geometry: UserInfoEncoder.GeometryEncodingStrategy) -> Any { self }
}
extension Bool: _UserInfoLeaf {}
extension String: _UserInfoLeaf {}
extension Double: _UserInfoLeaf {}
extension Float: _UserInfoLeaf {}
extension Int: _UserInfoLeaf {}
extension Int8: _UserInfoLeaf {}
extension Int16: _UserInfoLeaf {}
extension Int32: _UserInfoLeaf {}
extension Int64: _UserInfoLeaf {}
extension UInt: _UserInfoLeaf {}
extension UInt8: _UserInfoLeaf {}
extension UInt16: _UserInfoLeaf {}
extension UInt32: _UserInfoLeaf {}
extension UInt64: _UserInfoLeaf {}
extension CGFloat: _UserInfoLeaf {}
extension Date: _UserInfoLeaf {}
extension URL: _UserInfoLeaf {}
extension Data: _UserInfoLeaf {}
extension UUID: _UserInfoLeaf {}
extension Decimal: _UserInfoLeaf {}

extension CGRect: _UserInfoLeaf {
    func _userInfoValue(_ geometry: UserInfoEncoder.GeometryEncodingStrategy) -> Any {
        geometry == .nsValue ? _GeometryBox.value(self) : self
    }
}

extension CGPoint: _UserInfoLeaf {
    func _userInfoValue(_ geometry: UserInfoEncoder.GeometryEncodingStrategy) -> Any {
        geometry == .nsValue ? _GeometryBox.value(self) : self
    }
}

extension CGSize: _UserInfoLeaf {
    func _userInfoValue(_ geometry: UserInfoEncoder.GeometryEncodingStrategy) -> Any {
        geometry == .nsValue ? _GeometryBox.value(self) : self
    }
}

extension NSRange: _UserInfoLeaf {
    func _userInfoValue(_ geometry: UserInfoEncoder.GeometryEncodingStrategy) -> Any {
        geometry == .nsValue ? NSValue(range: self) : self
    }
}

/// The encoder of one value: `userInfo` itself at the top (written as `[AnyHashable: Any]`), a nested value below.
///
/// A class, so the containers a payload's `encode(to:)` gets write into it and the result can be read afterwards.
@usableFromInline
final class _UserInfoEncoder: Encoder {
    enum Kind { case none, keyed, unkeyed, single }

    let geometry: UserInfoEncoder.GeometryEncodingStrategy
    let isTopLevel: Bool
    let parent: _UserInfoEncoder?
    let component: NotificationDecodingError.PathComponent?

    /// How many keys the top-level dictionary has room for before it grows.
    static let expectedKeyCount = 4

    var kind = Kind.none
    /// A second container of another kind was asked for: the value cannot be written.
    var conflict = false
    /// Some value is an encoder still being written (a nested container or super encoder), resolved at the end.
    var hasDeferred = false
    var top: [AnyHashable: Any] = [:]
    var keyed: [String: Any] = [:]
    /// The values of a nested `Int`-keyed dictionary, stored under `Int` keys as legacy code reads `[Int: X]`.
    var integerKeyed: [Int: Any] = [:]
    /// Whether the value is a `Dictionary<Int, _>`, whose keys are written as `Int`s. (Its coding keys alone cannot
    /// tell: a `[String: _]` names its key `"1"` with the same `intValue` 1.)
    var writesIntegerKeys = false
    var unkeyed: [Any] = []
    var single: Any?

    @usableFromInline
    init(geometry: UserInfoEncoder.GeometryEncodingStrategy) {
        self.geometry = geometry
        self.isTopLevel = true
        self.parent = nil
        self.component = nil
    }

    init(parent: _UserInfoEncoder, component: NotificationDecodingError.PathComponent?) {
        self.geometry = parent.geometry
        self.isTopLevel = false
        self.parent = parent
        self.component = component
    }

    @usableFromInline
    var codingPath: [any CodingKey] { components.map(_UserInfoCodingKey.init) }

    @usableFromInline
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    var components: [NotificationDecodingError.PathComponent] {
        var reversed: [NotificationDecodingError.PathComponent] = []
        var encoder: _UserInfoEncoder? = self
        while let current = encoder {
            if let component = current.component { reversed.append(component) }
            encoder = current.parent
        }
        return reversed.reversed()
    }

    func codingPath(appending component: NotificationDecodingError.PathComponent) -> [any CodingKey] {
        (components + [component]).map(_UserInfoCodingKey.init)
    }

    @usableFromInline
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        // Room for a typical payload's keys up front: growing an `[AnyHashable: Any]` rehashes every key.
        if isTopLevel, kind == .none { top = [AnyHashable: Any](minimumCapacity: Self.expectedKeyCount) }
        begin(.keyed)
        return KeyedEncodingContainer(_UserInfoKeyedEncodingContainer<Key>(encoder: self))
    }

    @usableFromInline
    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        begin(.unkeyed)
        return _UserInfoUnkeyedEncodingContainer(encoder: self)
    }

    @usableFromInline
    func singleValueContainer() -> any SingleValueEncodingContainer {
        begin(.single)
        return _UserInfoSingleValueEncodingContainer(encoder: self)
    }

    private func begin(_ requested: Kind) {
        if kind == .none {
            kind = requested
        } else if kind != requested {
            conflict = true
        }
    }

    /// Stores `value` under `key`: under its `Int` in a `Dictionary<Int, _>`, so `[Int: String]` is written as
    /// `[Int: String]` (what legacy code casts to), not `["1": …]`.
    @inline(__always)
    func set(_ value: Any, forKey key: some CodingKey) {
        if writesIntegerKeys, let index = key.intValue, key.stringValue == String(index) {
            if isTopLevel {
                top[AnyHashable(index)] = value
            } else {
                integerKeyed[index] = value
            }
        } else {
            set(value, forKey: key.stringValue)
        }
    }

    @inline(__always)
    func set(_ value: Any, forKey key: String) {
        if isTopLevel {
            top[key] = value
        } else {
            keyed[key] = value
        }
    }

    /// `value` as it is stored: a leaf as itself, anything else encoded by a child encoder.
    func box<T: Encodable>(_ value: T, _ component: NotificationDecodingError.PathComponent?) throws -> Any {
        if let leaf = value as? any _UserInfoLeaf { return leaf._userInfoValue(geometry) }
        let child = _UserInfoEncoder(parent: self, component: component)
        child.writesIntegerKeys = T.self is any _UserInfoIntegerKeyed.Type
        try value.encode(to: child)
        return try child.finish(value)
    }

    /// A child encoder whose value is resolved at the end (for nested containers and super encoders).
    func deferredChild(_ component: NotificationDecodingError.PathComponent) -> _UserInfoEncoder {
        hasDeferred = true
        return _UserInfoEncoder(parent: self, component: component)
    }

    /// What this nested encoder wrote: `[String: Any]`, `[Any]`, a single value, or an empty dictionary when
    /// nothing was written.
    func finish<T>(_ value: T) throws -> Any {
        if conflict { throw conflictError(value) }
        switch kind {
        case .none: return [String: Any]()
        case .keyed:
            if !integerKeyed.isEmpty { return try finishIntegerKeyed() }
            return hasDeferred ? try keyed.mapValues(Self.resolve) : keyed
        case .unkeyed: return hasDeferred ? try unkeyed.map(Self.resolve) : unkeyed
        case .single: return try Self.resolve(single ?? NSNull())
        }
    }

    /// A keyed value with integer keys: `[Int: Any]`, or `[AnyHashable: Any]` when it has `String` keys too.
    private func finishIntegerKeyed() throws -> Any {
        let integers = hasDeferred ? try integerKeyed.mapValues(Self.resolve) : integerKeyed
        guard !keyed.isEmpty else { return integers }
        var mixed = [AnyHashable: Any](minimumCapacity: keyed.count + integers.count)
        for (key, value) in integers { mixed[AnyHashable(key)] = value }
        for (key, value) in keyed { mixed[AnyHashable(key)] = hasDeferred ? try Self.resolve(value) : value }
        return mixed
    }

    /// What the top-level encoder wrote, as `userInfo`.
    @usableFromInline
    func finishTopLevel<T>(_ value: T) throws -> [AnyHashable: Any] {
        if conflict { throw conflictError(value) }
        switch kind {
        case .none: return [:]
        case .keyed: return hasDeferred ? try top.mapValues(Self.resolve) : top
        case .unkeyed, .single:
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [],
                    debugDescription:
                        "\(_typeName(T.self)) encodes as \(kind == .single ? "a single value" : "an array"), "
                        + "but a payload is written as userInfo keys: it must encode with a keyed container"
                )
            )
        }
    }

    private func conflictError(_ value: Any) -> EncodingError {
        EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: codingPath,
                debugDescription:
                    "\(_typeName(Swift.type(of: value))) asked for containers of different kinds for one value"
            )
        )
    }

    private static func resolve(_ value: Any) throws -> Any {
        guard let child = value as? _UserInfoEncoder else { return value }
        return try child.finish(NSNull())
    }
}

/// A keyed container writing `userInfo` keys or a nested `[String: Any]`.
struct _UserInfoKeyedEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: _UserInfoEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws {
        encoder.set(NSNull(), forKey: key)
    }

    mutating func encode(_ value: Bool, forKey key: Key) throws {
        encoder.set(value, forKey: key)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        encoder.set(value, forKey: key)
    }

    mutating func encode(_ value: Double, forKey key: Key) throws {
        encoder.set(value, forKey: key)
    }

    mutating func encode(_ value: Float, forKey key: Key) throws {
        encoder.set(value, forKey: key)
    }

    mutating func encode(_ value: Int, forKey key: Key) throws {
        encoder.set(value, forKey: key)
    }

    mutating func encode(_ value: Int8, forKey key: Key) throws {
        encoder.set(value, forKey: key)
    }

    mutating func encode(_ value: Int16, forKey key: Key) throws {
        encoder.set(value, forKey: key)
    }

    mutating func encode(_ value: Int32, forKey key: Key) throws {
        encoder.set(value, forKey: key)
    }

    mutating func encode(_ value: Int64, forKey key: Key) throws {
        encoder.set(value, forKey: key)
    }

    mutating func encode(_ value: UInt, forKey key: Key) throws {
        encoder.set(value, forKey: key)
    }

    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        encoder.set(value, forKey: key)
    }

    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        encoder.set(value, forKey: key)
    }

    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        encoder.set(value, forKey: key)
    }

    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        encoder.set(value, forKey: key)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        encoder.set(try encoder.box(value, .key(key.stringValue)), forKey: key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        deferredChild(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        deferredChild(key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        deferredChild(_UserInfoCodingKey.superKey)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        deferredChild(key)
    }

    private func deferredChild(_ key: some CodingKey) -> _UserInfoEncoder {
        let child = encoder.deferredChild(.key(key.stringValue))
        encoder.set(child, forKey: key)
        return child
    }
}

/// An unkeyed container writing a nested `[Any]`.
struct _UserInfoUnkeyedEncodingContainer: UnkeyedEncodingContainer {
    let encoder: _UserInfoEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.unkeyed.count }

    mutating func encodeNil() throws {
        encoder.unkeyed.append(NSNull())
    }

    mutating func encode(_ value: Bool) throws {
        encoder.unkeyed.append(value)
    }

    mutating func encode(_ value: String) throws {
        encoder.unkeyed.append(value)
    }

    mutating func encode(_ value: Double) throws {
        encoder.unkeyed.append(value)
    }

    mutating func encode(_ value: Float) throws {
        encoder.unkeyed.append(value)
    }

    mutating func encode(_ value: Int) throws {
        encoder.unkeyed.append(value)
    }

    mutating func encode(_ value: Int8) throws {
        encoder.unkeyed.append(value)
    }

    mutating func encode(_ value: Int16) throws {
        encoder.unkeyed.append(value)
    }

    mutating func encode(_ value: Int32) throws {
        encoder.unkeyed.append(value)
    }

    mutating func encode(_ value: Int64) throws {
        encoder.unkeyed.append(value)
    }

    mutating func encode(_ value: UInt) throws {
        encoder.unkeyed.append(value)
    }

    mutating func encode(_ value: UInt8) throws {
        encoder.unkeyed.append(value)
    }

    mutating func encode(_ value: UInt16) throws {
        encoder.unkeyed.append(value)
    }

    mutating func encode(_ value: UInt32) throws {
        encoder.unkeyed.append(value)
    }

    mutating func encode(_ value: UInt64) throws {
        encoder.unkeyed.append(value)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.unkeyed.append(try encoder.box(value, .index(encoder.unkeyed.count)))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        deferredChild().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        deferredChild().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        deferredChild()
    }

    private func deferredChild() -> _UserInfoEncoder {
        let child = encoder.deferredChild(.index(encoder.unkeyed.count))
        encoder.unkeyed.append(child)
        return child
    }
}

/// A single value: an enum's raw value, or a type that writes itself as one value.
struct _UserInfoSingleValueEncodingContainer: SingleValueEncodingContainer {
    let encoder: _UserInfoEncoder

    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws {
        encoder.single = NSNull()
    }

    mutating func encode(_ value: Bool) throws {
        encoder.single = value
    }

    mutating func encode(_ value: String) throws {
        encoder.single = value
    }

    mutating func encode(_ value: Double) throws {
        encoder.single = value
    }

    mutating func encode(_ value: Float) throws {
        encoder.single = value
    }

    mutating func encode(_ value: Int) throws {
        encoder.single = value
    }

    mutating func encode(_ value: Int8) throws {
        encoder.single = value
    }

    mutating func encode(_ value: Int16) throws {
        encoder.single = value
    }

    mutating func encode(_ value: Int32) throws {
        encoder.single = value
    }

    mutating func encode(_ value: Int64) throws {
        encoder.single = value
    }

    mutating func encode(_ value: UInt) throws {
        encoder.single = value
    }

    mutating func encode(_ value: UInt8) throws {
        encoder.single = value
    }

    mutating func encode(_ value: UInt16) throws {
        encoder.single = value
    }

    mutating func encode(_ value: UInt32) throws {
        encoder.single = value
    }

    mutating func encode(_ value: UInt64) throws {
        encoder.single = value
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.single = try encoder.box(value, nil)
    }
}

/// `Dictionary<Int, _>`, recognized at run time: the encoder writes its keys as `Int`s.
protocol _UserInfoIntegerKeyed {}

extension Dictionary: _UserInfoIntegerKeyed where Key == Int {}
