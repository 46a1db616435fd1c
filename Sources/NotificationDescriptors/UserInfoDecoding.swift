import Foundation

// The decoding side of ``UserInfoDecoder``: a `Decoder` over `userInfo` and the values in it.
//
// Every value is read by the rules of `Notification.value(for:)`: a plain `as?` cast first (what the poster stored
// reads as itself), then ``UserInfoConvertible`` (NSNumber exactness, `CGFloat`, `NSValue` geometry), and only then a
// type's own `Decodable` conformance, which reads nested dictionaries, arrays and raw values. Types that Foundation code
// stores as themselves (`Date`, `URL`, `Data`, `UUID`, `Decimal`, `String`) never fall back to their `Codable`
// representation: a `Double` is not a `Date`.

/// A dictionary found in `userInfo`: Swift's `[String: Any]` as it is; any other dictionary (`[AnyHashable: Any]`,
/// another Swift dictionary type, `NSDictionary`) one level deep as `[AnyHashable: Any]`, searched by its `String` and
/// then its `NSString` keys.
///
/// A small `[AnyHashable: Any]` is scanned rather than looked up, for speed: a lookup compares `AnyHashable`s, which
/// costs a dynamic cast per comparison, while a scan of a payload's few entries compares plain `String`s.
///
/// Two keys that read as the same name (`"k"` and `NSString("k")`, which are different keys on Linux; `1` and
/// `NSNumber(1)`; `"1"` and `1` in a dictionary read as a Swift dictionary) are an error naming the key, never a
/// silent pick of one of them.
@usableFromInline
enum _UserInfoDictionary {
    case strings([String: Any])
    case small([AnyHashable: Any])
    case hashable([AnyHashable: Any])

    /// Dictionaries up to this size are scanned.
    static let scanLimit = 16

    /// `raw` as a dictionary, or `nil`; decided from its type, and never converting more than its own entries. Never
    /// converts to `[String: Any]`: a dictionary that holds both `"k"` and `NSString("k")` would trap on the duplicate
    /// key.
    init?(_ raw: Any) {
        if type(of: raw) == [String: Any].self, let strings = raw as? [String: Any] {
            self = .strings(strings)
        } else if let entries = _UserInfoShape.dictionaryEntries(raw) {
            self.init(entries)
        } else {
            return nil
        }
    }

    /// `userInfo`, scanned when it is small.
    @inline(__always)
    init(_ userInfo: [AnyHashable: Any]) {
        self = userInfo.count <= Self.scanLimit ? .small(userInfo) : .hashable(userInfo)
    }

    /// The value for `key`, under the `String` key, else under an `NSString` key with the same characters (as in
    /// `Notification.value(for:)`).
    ///
    /// - Throws: ``_KeyCollision`` when both keys are there.
    @inline(__always)
    func value(for key: String) throws(_KeyCollision) -> Any? {
        switch self {
        case .small(let small): try Self.scan(small, for: key)
        case .strings(let strings): strings[key]
        case .hashable(let hashable): try Self.lookUp(hashable, key)
        }
    }

    private static func scan(_ userInfo: [AnyHashable: Any], for key: String) throws(_KeyCollision) -> Any? {
        var found: (value: Any, type: Any.Type)?
        var foundString = false
        for (candidate, value) in userInfo {
            let base = candidate.base
            let type = type(of: base)
            if type == String.self {
                // Two `String` keys are never equal: once one matched, only `NSString` keys can collide with it.
                guard !foundString, let string = base as? String, string == key else { continue }
                foundString = true
            } else {
                guard type is NSString.Type, let string = base as? String, string == key else { continue }
            }
            if let found { throw _KeyCollision(name: key, types: [found.type, type]) }
            found = (value, type)
        }
        return found?.value
    }

    private static func lookUp(_ userInfo: [AnyHashable: Any], _ key: String) throws(_KeyCollision) -> Any? {
        let string = userInfo.index(forKey: key)
        // On Darwin the two keys are equal and find the same entry; on Linux they hash apart.
        let bridged = userInfo.index(forKey: AnyHashable(NSString(string: key)))
        switch (string, bridged) {
        case (let string?, let bridged?) where string != bridged:
            throw _KeyCollision(name: key, types: [String.self, type(of: userInfo[bridged].key.base)])
        case (let index?, _), (nil, let index?): return userInfo[index].value
        case (nil, nil): return nil
        }
    }

    /// The value for a coding key: under its `String` (or `NSString`) name, else, for a key with an `intValue` (the
    /// keys of an `Int`-keyed dictionary), under that integer, as legacy code stores `[Int: X]`.
    @inline(__always)
    func value(for key: some CodingKey) throws(_KeyCollision) -> Any? {
        if let value = try value(for: key.stringValue) { return value }
        guard let index = key.intValue else { return nil }
        return try integerKeyed(index, name: key.stringValue)
    }

    /// The value under an integer key equal to `index` (an `Int`, another integer type, or an integer `NSNumber`).
    @inline(never)
    private func integerKeyed(_ index: Int, name: String) throws(_KeyCollision) -> Any? {
        switch self {
        case .strings: return nil
        case .small(let hashable), .hashable(let hashable):
            var found: (value: Any, type: Any.Type)?
            for (key, value) in hashable where Self.integer(key.base) == index {
                let type = type(of: key.base)
                if let found { throw _KeyCollision(name: name, types: [found.type, type]) }
                found = (value, type)
            }
            return found?.value
        }
    }

    /// `base` as an `Int` when it is an integer key: a Swift integer or an integer `NSNumber` that fits.
    static func integer(_ base: Any) -> Int? {
        let type = type(of: base)
        if type is NSNumber.Type, let number = base as? NSNumber {
            let text = _numberText(number)
            guard let integer = Int(text) else { return nil }
            return integer
        }
        guard type is any BinaryInteger.Type, let integer = base as? any BinaryInteger else { return nil }
        return Int(exactly: integer)
    }

    /// The name a key is read by: a string's text, an integer's digits; `nil` for a key of any other type.
    static func name(of base: Any) -> String? {
        if let string = _UserInfoShape.stringKey(base) { return string }
        return integer(base).map(String.init)
    }

    /// Every key as a coding key: strings by their `stringValue`, integers by their `intValue` (which is how an
    /// `Int`-keyed dictionary's `Codable` conformance names them); keys of other types are left out (a Swift
    /// dictionary's keys are checked first by ``checkKeysName(_:)``).
    func codingKeys<Key: CodingKey>(_: Key.Type) -> [Key] {
        switch self {
        case .strings(let strings): return strings.keys.compactMap { Key(stringValue: $0) }
        case .small(let hashable), .hashable(let hashable):
            return hashable.keys.compactMap { key in
                let base = key.base
                if let string = _UserInfoShape.stringKey(base) { return Key(stringValue: string) }
                if let integer = Self.integer(base) { return Key(intValue: integer) }
                return nil
            }
        }
    }

    /// For a dictionary read as a Swift dictionary, which reads every key: throws when a key is neither a string nor
    /// an integer (it would be lost), or two keys read as the same name (one would be lost).
    func checkKeysName(_ path: _UserInfoPathNode?) throws(NotificationDecodingError) {
        switch self {
        case .strings: return
        case .small(let hashable), .hashable(let hashable):
            var seen: [String: Any.Type] = [:]
            for key in hashable.keys {
                let base = key.base
                guard let name = Self.name(of: base) else {
                    let described = _UserInfoMismatch.preview(base, quoted: false) ?? _typeName(type(of: base))
                    throw _UserInfoDecoding.invalid(
                        "the key \(described) is a \(_describeType(of: base)); only String and integer keys decode",
                        path: path.components)
                }
                if let first = seen[name] {
                    throw _KeyCollision(name: name, types: [first, type(of: base)]).error(path: path.components)
                }
                seen[name] = type(of: base)
            }
        }
    }
}

/// Two keys of one dictionary that read as the same name.
struct _KeyCollision: Error {
    /// The name both keys read as.
    let name: String
    /// The types of the two keys.
    let types: [Any.Type]

    /// The decoding error for it, at the dictionary's `path`.
    func error(path: [NotificationDecodingError.PathComponent]) -> NotificationDecodingError {
        let kinds = types.map { _typeName($0) }.joined(separator: " and ")
        return _UserInfoDecoding.invalid(
            "two keys read as \(NotificationDecodingError.PathComponent.quoted(name)) (\(kinds)); "
                + "which value is meant is ambiguous",
            path: path + [.key(name)])
    }
}

/// The decoder a payload's `init(from:)` gets for the whole `userInfo`: two words, so the `any Decoder` it is passed
/// as needs no allocation.
@usableFromInline
struct _UserInfoTopLevelDecoder: Decoder {
    @usableFromInline
    let notificationUserInfo: [AnyHashable: Any]?
    /// The payload type, named in errors.
    @usableFromInline
    let payload: Any.Type

    @inlinable
    init(_ userInfo: [AnyHashable: Any]?, payload: Any.Type) {
        self.notificationUserInfo = userInfo
        self.payload = payload
    }

    @usableFromInline
    var codingPath: [any CodingKey] { [] }

    @usableFromInline
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    @usableFromInline
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        let dictionary = _UserInfoDictionary(notificationUserInfo ?? [:])
        if _UserInfoShape.isDictionaryType(payload) { try dictionary.checkKeysName(nil) }
        return KeyedDecodingContainer(
            _UserInfoKeyedDecodingContainer<Key>(
                dictionary: dictionary,
                path: nil,
                userInfoIsNil: notificationUserInfo == nil
            )
        )
    }

    @usableFromInline
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        if notificationUserInfo == nil {
            throw NotificationDecodingError(name: _UserInfoDecoding.noName, reason: .missingUserInfo)
        }
        throw NotificationDecodingError(
            name: _UserInfoDecoding.noName,
            reason: .invalidValue(
                key: nil,
                message: "userInfo is a dictionary; a payload read from userInfo decodes with a keyed container"
            )
        )
    }

    @usableFromInline
    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        _UserInfoSingleValueDecodingContainer(
            value: notificationUserInfo ?? NSNull(),
            path: nil,
            decodingType: payload,
            topLevel: .init(userInfoIsNil: notificationUserInfo == nil)
        )
    }
}

/// The decoder for a nested value: a struct's dictionary, an array, an enum's raw value.
struct _UserInfoValueDecoder: Decoder {
    let value: Any
    let path: _UserInfoPathNode?
    /// The type being decoded, for error messages.
    let decodingType: Any.Type
    /// For a super decoder whose key is absent: whether `userInfo` is `nil` (else `nil`). Asking it for a container
    /// then reports the missing key.
    var absentKeyUserInfoIsNil: Bool?

    /// The error for asking a super decoder whose key is absent for a value.
    private func checkPresent() throws(NotificationDecodingError) {
        guard let userInfoIsNil = absentKeyUserInfoIsNil, let path else { return }
        let key = _innermostKey([path.component]) ?? "super"
        throw _UserInfoDecoding.missing(key, path: path.parent, userInfoIsNil: userInfoIsNil)
    }

    var codingPath: [any CodingKey] { path?.codingKeys ?? [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try checkPresent()
        guard let dictionary = _UserInfoDictionary(value) else {
            throw _UserInfoDecoding.mismatch(
                value, expected: [String: Any].self, expectedName: "\(_typeName(decodingType)) ([String: Any])",
                path: path.components)
        }
        if _UserInfoShape.isDictionaryType(decodingType) { try dictionary.checkKeysName(path) }
        return KeyedDecodingContainer(
            _UserInfoKeyedDecodingContainer<Key>(dictionary: dictionary, path: path, userInfoIsNil: false)
        )
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try checkPresent()
        guard let array = _UserInfoShape.elements(value) else {
            throw _UserInfoDecoding.mismatch(
                value, expected: [Any].self, expectedName: "\(_typeName(decodingType)) ([Any])",
                path: path.components)
        }
        return _UserInfoUnkeyedDecodingContainer(array: array, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        try checkPresent()
        return _UserInfoSingleValueDecodingContainer(value: value, path: path, decodingType: decodingType)
    }
}

/// What the containers share: reading one value, and the errors.
@usableFromInline
enum _UserInfoDecoding {
    /// The name errors carry inside the coder; the notification's own name replaces it on the way out.
    @usableFromInline
    static let noName = Notification.Name("")

    /// How deep decoding descends into nested dictionaries and arrays before it stops with an error. Each level costs
    /// stack on the posting thread (a few kilobytes in a debug build); past this a crafted `userInfo` could exhaust a
    /// secondary thread's 512 KB stack and end the process.
    static let maximumDepth = 64

    /// `path`, once it is checked to be no deeper than ``maximumDepth``.
    @inline(__always)
    static func descending(_ path: _UserInfoPathNode) throws(NotificationDecodingError) -> _UserInfoPathNode {
        if path.depth > maximumDepth { throw tooDeep(path) }
        return path
    }

    /// The error for a value nested deeper than ``maximumDepth``: its path is cut to the top-level component, so the
    /// message stays one short line.
    @inline(never)
    static func tooDeep(_ path: _UserInfoPathNode) -> NotificationDecodingError {
        var top = path
        while let parent = top.parent { top = parent }
        let components = [top.component]
        return NotificationDecodingError(
            name: noName,
            reason: .invalidValue(
                key: _innermostKey(components),
                message: "the value is nested more than \(maximumDepth) levels deep; decoding stops there"
            ),
            path: components
        )
    }

    /// A leaf value of a type with reading rules: `as?`, then the rules.
    @inline(__always)
    static func leaf<T: UserInfoConvertible>(
        _ raw: Any,
        _ path: @autoclosure () -> [NotificationDecodingError.PathComponent]
    ) throws(NotificationDecodingError) -> T {
        // What the poster stored as itself: a cast of a value of exactly this type.
        if type(of: raw) == T.self, let value = raw as? T { return value }
        return try convertedLeaf(raw, path())
    }

    /// ``leaf(_:_:)`` once the value is not of exactly the type: a collection is a mismatch before any cast (casting a
    /// Swift collection to a bridged type converts everything below it on Linux), anything else by the rules.
    @inline(never)
    static func convertedLeaf<T: UserInfoConvertible>(
        _ raw: Any,
        _ path: [NotificationDecodingError.PathComponent]
    ) throws(NotificationDecodingError) -> T {
        if !_UserInfoShape.isCollection(raw) {
            if let value = raw as? T { return value }
            if let value = T(userInfoValue: raw) { return value }
        }
        throw mismatch(raw, expected: T.self, path: path)
    }

    /// A `String` leaf: a `String` or an `NSString`.
    @inline(__always)
    static func string(
        _ raw: Any,
        _ path: @autoclosure () -> [NotificationDecodingError.PathComponent]
    ) throws(NotificationDecodingError) -> String {
        if type(of: raw) == String.self, let value = raw as? String { return value }
        if type(of: raw) is NSString.Type, let value = raw as? String { return value }
        throw mismatch(raw, expected: String.self, path: path())
    }

    /// Any `Decodable` value: what the poster stored as itself, else by the reading rules, else decoded.
    @inline(__always)
    static func value<T: Decodable>(
        _ raw: Any,
        parent: _UserInfoPathNode?,
        component: NotificationDecodingError.PathComponent?
    ) throws -> T {
        // A collection is cast only to exactly its own type: any other cast of it (to a class, a bridged type, or
        // another collection type) converts everything nested below it on Linux, which costs time and stack in
        // proportion to the whole tree, never ends for a cyclic one, and traps when two keys become one.
        if type(of: raw) == T.self || !_UserInfoShape.isCollection(raw), let value = raw as? T { return value }
        return try converted(raw, parent: parent, component: component)
    }

    /// ``value(_:parent:component:)`` once the plain cast failed.
    @inline(never)
    static func converted<T: Decodable>(
        _ raw: Any,
        parent: _UserInfoPathNode?,
        component: NotificationDecodingError.PathComponent?
    ) throws -> T {
        func components() -> [NotificationDecodingError.PathComponent] {
            component.map { parent.components(appending: $0) } ?? parent.components
        }
        if let convertible = T.self as? any UserInfoConvertible.Type {
            if !_UserInfoShape.isCollection(raw), let converted = convertible.init(userInfoValue: raw),
                let value = converted as? T
            {
                return value
            }
            throw mismatch(raw, expected: T.self, path: components())
        }
        if T.self is any _UserInfoLeaf.Type {
            throw mismatch(raw, expected: T.self, path: components())
        }
        let path =
            try component.map { component throws(NotificationDecodingError) in
                try descending(parent.appending(component))
            } ?? parent
        do {
            return try T(from: _UserInfoValueDecoder(value: raw, path: path, decodingType: T.self))
        } catch let error as NotificationDecodingError {
            throw error
        } catch {
            throw converted(error, decoding: T.self, raw: raw, path: path.components)
        }
    }

    /// A type mismatch at `path`.
    static func mismatch(
        _ raw: Any,
        expected: Any.Type,
        expectedName: String? = nil,
        path: [NotificationDecodingError.PathComponent]
    ) -> NotificationDecodingError {
        _UserInfoMismatch.error(
            raw, expected: expected, expectedName: expectedName, key: _innermostKey(path) ?? "", path: path,
            name: noName)
    }

    /// An invalid value at `path`, said by `message`.
    static func invalid(
        _ message: String,
        path: [NotificationDecodingError.PathComponent]
    ) -> NotificationDecodingError {
        NotificationDecodingError(
            name: noName, reason: .invalidValue(key: _innermostKey(path), message: message), path: path)
    }

    /// A required key that is absent: `userInfo` itself when it is `nil`.
    static func missing(
        _ key: String,
        path: _UserInfoPathNode?,
        userInfoIsNil: Bool
    ) -> NotificationDecodingError {
        if userInfoIsNil { return NotificationDecodingError(name: noName, reason: .missingUserInfo) }
        return NotificationDecodingError(
            name: noName, reason: .missingKey(key), path: path.components(appending: .key(key)))
    }

    /// Any error out of the coder as a ``NotificationDecodingError``: the coder's own as they are, `DecodingError`s
    /// from a type's own `init(from:)` (or an enum's raw value that is no case) with their path.
    @usableFromInline
    static func converted(
        _ error: any Error,
        decoding type: Any.Type,
        raw: Any?,
        path: [NotificationDecodingError.PathComponent]
    ) -> NotificationDecodingError {
        if let error = error as? NotificationDecodingError { return error }
        guard let decodingError = error as? DecodingError else {
            return NotificationDecodingError(
                name: noName,
                reason: .invalidValue(
                    key: _innermostKey(path), message: "\(_typeName(Swift.type(of: error))): \(error)"),
                path: path
            )
        }
        switch decodingError {
        case .keyNotFound(let key, let context):
            let keyPath = context.codingPath.map(NotificationDecodingError.PathComponent.init) + [.key(key.stringValue)]
            return NotificationDecodingError(name: noName, reason: .missingKey(key.stringValue), path: keyPath)
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            let errorPath = context.codingPath.map(NotificationDecodingError.PathComponent.init)
            var message = context.debugDescription
            // The raw value of an enum that is no case: said the way `value(for:)` says it.
            if case .dataCorrupted = decodingError, errorPath == path, let raw, type is any RawRepresentable.Type {
                message =
                    "\(_UserInfoMismatch.preview(raw, quoted: false) ?? "the value") is not a valid \(_typeName(type))"
            }
            return NotificationDecodingError(
                name: noName, reason: .invalidValue(key: _innermostKey(errorPath), message: message), path: errorPath)
        @unknown default:
            return NotificationDecodingError(
                name: noName, reason: .invalidValue(key: _innermostKey(path), message: "\(decodingError)"), path: path)
        }
    }
}

/// A keyed container over `userInfo` or a nested dictionary.
struct _UserInfoKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let dictionary: _UserInfoDictionary
    let path: _UserInfoPathNode?
    /// Whether this is `userInfo` and it was `nil`: a required key then reports the missing `userInfo`.
    let userInfoIsNil: Bool

    var codingPath: [any CodingKey] { path?.codingKeys ?? [] }

    var allKeys: [Key] { dictionary.codingKeys(Key.self) }

    func contains(_ key: Key) -> Bool {
        // Two keys for one name: "contained", so that decoding it reports them.
        (try? dictionary.value(for: key)).map { $0 != nil } ?? true
    }

    /// The value for `key`; two keys that read as its name are an error.
    @inline(__always)
    private func lookUp(_ key: Key) throws(NotificationDecodingError) -> Any? {
        do {
            return try dictionary.value(for: key)
        } catch {
            throw error.error(path: path.components)
        }
    }

    @inline(__always)
    private func required(_ key: Key) throws(NotificationDecodingError) -> Any {
        guard let raw = try lookUp(key) else { throw missing(key) }
        return raw
    }

    /// The error for a required key that is absent.
    @inline(never)
    private func missing(_ key: Key) -> NotificationDecodingError {
        _UserInfoDecoding.missing(key.stringValue, path: path, userInfoIsNil: userInfoIsNil)
    }

    /// The value for `key`, or `nil` when it is absent or `NSNull`.
    @inline(__always)
    private func present(_ key: Key) throws(NotificationDecodingError) -> Any? {
        guard let raw = try lookUp(key), !_isNSNull(raw) else { return nil }
        return raw
    }

    private func components(_ key: Key) -> [NotificationDecodingError.PathComponent] {
        path.components(appending: .key(key.stringValue))
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try present(key) == nil
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try _UserInfoDecoding.string(try required(key), components(key))
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        guard let raw = try present(key) else { return nil }
        return try _UserInfoDecoding.string(raw, components(key))
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try _UserInfoDecoding.leaf(try required(key), components(key))
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        guard let raw = try present(key) else { return nil }
        return try _UserInfoDecoding.leaf(raw, components(key)) as Bool
    }

    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try _UserInfoDecoding.leaf(try required(key), components(key))
    }

    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        guard let raw = try present(key) else { return nil }
        return try _UserInfoDecoding.leaf(raw, components(key)) as Double
    }

    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try _UserInfoDecoding.leaf(try required(key), components(key))
    }

    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? {
        guard let raw = try present(key) else { return nil }
        return try _UserInfoDecoding.leaf(raw, components(key)) as Float
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try _UserInfoDecoding.leaf(try required(key), components(key))
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        guard let raw = try present(key) else { return nil }
        return try _UserInfoDecoding.leaf(raw, components(key)) as Int
    }

    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try _UserInfoDecoding.leaf(try required(key), components(key))
    }

    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? {
        guard let raw = try present(key) else { return nil }
        return try _UserInfoDecoding.leaf(raw, components(key)) as Int8
    }

    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try _UserInfoDecoding.leaf(try required(key), components(key))
    }

    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? {
        guard let raw = try present(key) else { return nil }
        return try _UserInfoDecoding.leaf(raw, components(key)) as Int16
    }

    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try _UserInfoDecoding.leaf(try required(key), components(key))
    }

    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? {
        guard let raw = try present(key) else { return nil }
        return try _UserInfoDecoding.leaf(raw, components(key)) as Int32
    }

    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try _UserInfoDecoding.leaf(try required(key), components(key))
    }

    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? {
        guard let raw = try present(key) else { return nil }
        return try _UserInfoDecoding.leaf(raw, components(key)) as Int64
    }

    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try _UserInfoDecoding.leaf(try required(key), components(key))
    }

    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? {
        guard let raw = try present(key) else { return nil }
        return try _UserInfoDecoding.leaf(raw, components(key)) as UInt
    }

    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try _UserInfoDecoding.leaf(try required(key), components(key))
    }

    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? {
        guard let raw = try present(key) else { return nil }
        return try _UserInfoDecoding.leaf(raw, components(key)) as UInt8
    }

    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try _UserInfoDecoding.leaf(try required(key), components(key))
    }

    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? {
        guard let raw = try present(key) else { return nil }
        return try _UserInfoDecoding.leaf(raw, components(key)) as UInt16
    }

    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try _UserInfoDecoding.leaf(try required(key), components(key))
    }

    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? {
        guard let raw = try present(key) else { return nil }
        return try _UserInfoDecoding.leaf(raw, components(key)) as UInt32
    }

    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try _UserInfoDecoding.leaf(try required(key), components(key))
    }

    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? {
        guard let raw = try present(key) else { return nil }
        return try _UserInfoDecoding.leaf(raw, components(key)) as UInt64
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try _UserInfoDecoding.value(try required(key), parent: path, component: .key(key.stringValue))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let raw = try present(key) else { return nil }
        return try _UserInfoDecoding.value(raw, parent: path, component: .key(key.stringValue)) as T
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type,
        forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        try superDecoder(named: "super")
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try superDecoder(named: key.stringValue)
    }

    /// A decoder for the value under `name`; when it is absent, one that reports the missing key once asked for a
    /// container (a superclass that decodes nothing still decodes).
    private func superDecoder(named name: String) throws -> _UserInfoValueDecoder {
        let raw: Any?
        do {
            raw = try dictionary.value(for: name)
        } catch {
            throw error.error(path: path.components)
        }
        var decoder = _UserInfoValueDecoder(
            value: raw ?? NSNull(), path: try _UserInfoDecoding.descending(path.appending(.key(name))),
            decodingType: Any.self)
        if raw == nil { decoder.absentKeyUserInfoIsNil = userInfoIsNil }
        return decoder
    }

    private func decoder(for key: Key) throws -> _UserInfoValueDecoder {
        _UserInfoValueDecoder(
            value: try required(key), path: try _UserInfoDecoding.descending(path.appending(.key(key.stringValue))),
            decodingType: Any.self)
    }
}

/// An unkeyed container over a nested array (`[Any]` or `NSArray`).
struct _UserInfoUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    let array: [Any]
    let path: _UserInfoPathNode?
    private(set) var currentIndex = 0

    init(array: [Any], path: _UserInfoPathNode?) {
        self.array = array
        self.path = path
    }

    var codingPath: [any CodingKey] { path?.codingKeys ?? [] }
    var count: Int? { array.count }
    var isAtEnd: Bool { currentIndex >= array.count }

    /// The next element, and the index it was at.
    private mutating func next() throws(NotificationDecodingError) -> (raw: Any, index: Int) {
        guard currentIndex < array.count else {
            let path = self.path.components
            throw NotificationDecodingError(
                name: _UserInfoDecoding.noName,
                reason: .invalidValue(
                    key: _innermostKey(path),
                    message: "the array has \(array.count) element\(array.count == 1 ? "" : "s"), expected more"
                ),
                path: path
            )
        }
        defer { currentIndex += 1 }
        return (array[currentIndex], currentIndex)
    }

    mutating func decodeNil() throws -> Bool {
        guard currentIndex < array.count, _isNSNull(array[currentIndex]) else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: String.Type) throws -> String {
        let (raw, index) = try next()
        return try _UserInfoDecoding.string(raw, path.components(appending: .index(index)))
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool {
        let (raw, index) = try next()
        return try _UserInfoDecoding.leaf(raw, path.components(appending: .index(index)))
    }

    mutating func decode(_ type: Double.Type) throws -> Double {
        let (raw, index) = try next()
        return try _UserInfoDecoding.leaf(raw, path.components(appending: .index(index)))
    }

    mutating func decode(_ type: Float.Type) throws -> Float {
        let (raw, index) = try next()
        return try _UserInfoDecoding.leaf(raw, path.components(appending: .index(index)))
    }

    mutating func decode(_ type: Int.Type) throws -> Int {
        let (raw, index) = try next()
        return try _UserInfoDecoding.leaf(raw, path.components(appending: .index(index)))
    }

    mutating func decode(_ type: Int8.Type) throws -> Int8 {
        let (raw, index) = try next()
        return try _UserInfoDecoding.leaf(raw, path.components(appending: .index(index)))
    }

    mutating func decode(_ type: Int16.Type) throws -> Int16 {
        let (raw, index) = try next()
        return try _UserInfoDecoding.leaf(raw, path.components(appending: .index(index)))
    }

    mutating func decode(_ type: Int32.Type) throws -> Int32 {
        let (raw, index) = try next()
        return try _UserInfoDecoding.leaf(raw, path.components(appending: .index(index)))
    }

    mutating func decode(_ type: Int64.Type) throws -> Int64 {
        let (raw, index) = try next()
        return try _UserInfoDecoding.leaf(raw, path.components(appending: .index(index)))
    }

    mutating func decode(_ type: UInt.Type) throws -> UInt {
        let (raw, index) = try next()
        return try _UserInfoDecoding.leaf(raw, path.components(appending: .index(index)))
    }

    mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
        let (raw, index) = try next()
        return try _UserInfoDecoding.leaf(raw, path.components(appending: .index(index)))
    }

    mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
        let (raw, index) = try next()
        return try _UserInfoDecoding.leaf(raw, path.components(appending: .index(index)))
    }

    mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
        let (raw, index) = try next()
        return try _UserInfoDecoding.leaf(raw, path.components(appending: .index(index)))
    }

    mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
        let (raw, index) = try next()
        return try _UserInfoDecoding.leaf(raw, path.components(appending: .index(index)))
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (raw, index) = try next()
        return try _UserInfoDecoding.value(raw, parent: path, component: .index(index))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try nextDecoder().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try nextDecoder().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        try nextDecoder()
    }

    private mutating func nextDecoder() throws -> _UserInfoValueDecoder {
        let (raw, index) = try next()
        return _UserInfoValueDecoder(
            value: raw, path: try _UserInfoDecoding.descending(path.appending(.index(index))), decodingType: Any.self)
    }
}

/// A single value: an enum's raw value, or a type that reads itself from one value.
struct _UserInfoSingleValueDecodingContainer: SingleValueDecodingContainer {
    let value: Any
    let path: _UserInfoPathNode?
    /// The type being decoded, named in errors (`Mode`, not the `String` of its raw value).
    let decodingType: Any.Type
    /// Set when the value is `userInfo` itself, which is a dictionary (or `nil`), never a single value.
    var topLevel: TopLevel?

    struct TopLevel {
        var userInfoIsNil: Bool
    }

    var codingPath: [any CodingKey] { path?.codingKeys ?? [] }

    func decodeNil() -> Bool { _isNSNull(value) }

    /// The error for a payload that reads `userInfo` as a single value it is not.
    private func topLevelError(_ topLevel: TopLevel) -> NotificationDecodingError {
        if topLevel.userInfoIsNil {
            return NotificationDecodingError(name: _UserInfoDecoding.noName, reason: .missingUserInfo)
        }
        let name = _typeName(decodingType)
        return NotificationDecodingError(
            name: _UserInfoDecoding.noName,
            reason: .invalidValue(
                key: nil,
                message: "userInfo is a dictionary; \(name) needs a keyed payload (a struct with CodingKeys)"
            )
        )
    }

    private func mismatch(_ expected: Any.Type) -> NotificationDecodingError {
        if let topLevel { return topLevelError(topLevel) }
        let name = decodingType == Any.self ? nil : _typeName(decodingType)
        return _UserInfoDecoding.mismatch(value, expected: expected, expectedName: name, path: path.components)
    }

    /// A leaf value by the reading rules; `userInfo` itself is never one.
    private func read<T: UserInfoConvertible>(_: T.Type) throws(NotificationDecodingError) -> T {
        guard topLevel == nil else { throw mismatch(T.self) }
        do {
            return try _UserInfoDecoding.leaf(value, [])
        } catch {
            throw mismatch(T.self)
        }
    }

    func decode(_ type: String.Type) throws -> String {
        guard topLevel == nil else { throw mismatch(String.self) }
        do {
            return try _UserInfoDecoding.string(value, [])
        } catch {
            throw mismatch(String.self)
        }
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        try read(Bool.self)
    }

    func decode(_ type: Double.Type) throws -> Double {
        try read(Double.self)
    }

    func decode(_ type: Float.Type) throws -> Float {
        try read(Float.self)
    }

    func decode(_ type: Int.Type) throws -> Int {
        try read(Int.self)
    }

    func decode(_ type: Int8.Type) throws -> Int8 {
        try read(Int8.self)
    }

    func decode(_ type: Int16.Type) throws -> Int16 {
        try read(Int16.self)
    }

    func decode(_ type: Int32.Type) throws -> Int32 {
        try read(Int32.self)
    }

    func decode(_ type: Int64.Type) throws -> Int64 {
        try read(Int64.self)
    }

    func decode(_ type: UInt.Type) throws -> UInt {
        try read(UInt.self)
    }

    func decode(_ type: UInt8.Type) throws -> UInt8 {
        try read(UInt8.self)
    }

    func decode(_ type: UInt16.Type) throws -> UInt16 {
        try read(UInt16.self)
    }

    func decode(_ type: UInt32.Type) throws -> UInt32 {
        try read(UInt32.self)
    }

    func decode(_ type: UInt64.Type) throws -> UInt64 {
        try read(UInt64.self)
    }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        guard let topLevel else { return try _UserInfoDecoding.value(value, parent: path, component: nil) }
        if topLevel.userInfoIsNil { throw topLevelError(topLevel) }
        do {
            return try _UserInfoDecoding.value(value, parent: path, component: nil)
        } catch let error as NotificationDecodingError {
            // A mismatch of `userInfo` itself: it has no key to name.
            guard case .typeMismatch(let key, _, _) = error.reason, key.isEmpty, error.path == [.key("")] else {
                throw error
            }
            throw topLevelError(topLevel)
        }
    }
}
