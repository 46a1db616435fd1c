import Foundation

/// A dictionary found in `userInfo`: Swift's `[String: Any]` as it is; any other dictionary (`[AnyHashable: Any]`,
/// another Swift dictionary type, `NSDictionary`) one level deep as `[AnyHashable: Any]`, searched by its `String` and
/// then its `NSString` keys.
///
/// Any other `[AnyHashable: Any]` is indexed once by the names of its string keys, in one pass that reads each key's
/// type: a small one into an array searched by plain `String` comparisons, a larger one into a `String`-keyed
/// dictionary (and its integer keys into an `Int`-keyed one), so reading every key is linear in the number of keys at
/// any size. An `AnyHashable` lookup would cost a dynamic cast per comparison and, on Linux, a second lookup (with an
/// `NSString` made for it) to see the key's `NSString` twin; the index sees every key another key collides with.
///
/// Two keys that read as the same name (`"k"` and `NSString("k")`, which are different keys on Linux; `1` and
/// `NSNumber(1)`; `"1"` and `1` in a dictionary read as a Swift dictionary) are an error naming the key, never a
/// silent pick of one of them.
enum _UserInfoDictionary {
    case strings([String: Any])
    case small([AnyHashable: Any], [_NamedKey])
    /// A larger dictionary, with the index of its string and integer keys.
    case hashable([AnyHashable: Any], _KeyIndex)

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
        self =
            userInfo.count <= Self.scanLimit
            ? .small(userInfo, Self.names(userInfo)) : .hashable(userInfo, _KeyIndex(userInfo))
    }

    /// The value for `key`, under the `String` key, else under an `NSString` key with the same characters (as in
    /// `Notification.value(for:)`).
    ///
    /// - Throws: ``_KeyCollision`` when both keys are there.
    @inline(__always)
    func value(for key: String) throws(_KeyCollision) -> Any? {
        switch self {
        case .small(let small, let names): try Self.scan(small, names, for: key)
        case .strings(let strings): strings[key]
        case .hashable(let hashable, let index): try index.value(for: key, in: hashable)
        }
    }

    /// `userInfo`, scanned when it is small, by names collected into `names`: a thread's reused top-level decoder
    /// passes the array it kept from the last payload, whose buffer then serves again (when no container still holds
    /// it) instead of a new one per payload.
    @inline(__always)
    init(_ userInfo: [AnyHashable: Any], reusing names: inout [_NamedKey]) {
        guard userInfo.count <= Self.scanLimit else {
            self = .hashable(userInfo, _KeyIndex(userInfo))
            return
        }
        names.removeAll(keepingCapacity: true)
        Self.collectNames(userInfo, into: &names)
        self = .small(userInfo, names)
    }

    /// The `String` and `NSString` keys of `userInfo` by name, with where their values are.
    private static func names(_ userInfo: [AnyHashable: Any]) -> [_NamedKey] {
        var names: [_NamedKey] = []
        collectNames(userInfo, into: &names)
        return names
    }

    /// Appends the `String` and `NSString` keys of `userInfo` to `names` (empty) by name, with where their values are.
    private static func collectNames(_ userInfo: [AnyHashable: Any], into names: inout [_NamedKey]) {
        names.reserveCapacity(userInfo.count)
        var index = userInfo.startIndex
        while index != userInfo.endIndex {
            let base = userInfo.keys[index].base
            let type = type(of: base)
            if let name = stringName(of: base, type) {
                names.append(_NamedKey(name: name, index: index, type: type))
            }
            userInfo.formIndex(after: &index)
        }
    }

    /// The name a key of type `type` (`base`'s) is read by when it is a `String` or an `NSString`: a `String` read
    /// without a cast, an `NSString` converted; `nil` for a key of any other type.
    @inline(__always)
    static func stringName(of base: Any, _ type: Any.Type) -> String? {
        _exactValue(of: base, as: String.self) ?? (type is NSString.Type ? base as? String : nil)
    }

    private static func scan(
        _ userInfo: [AnyHashable: Any],
        _ names: [_NamedKey],
        for key: String
    ) throws(_KeyCollision) -> Any? {
        var found: Int?
        for position in names.indices where names[position].name == key {
            if let found { throw _KeyCollision(name: key, types: [names[found].type, names[position].type]) }
            found = position
        }
        return found.map { userInfo.values[names[$0].index] }
    }

    /// The value for a coding key: under its `String` (or `NSString`) name, else, for a key with an `intValue` (the
    /// keys of an `Int`-keyed dictionary), under that integer, as legacy code stores `[Int: X]`.
    @inline(__always)
    func value(for key: some CodingKey) throws(_KeyCollision) -> Any? {
        if let value = try value(for: key.stringValue) { return value }
        guard let index = key.intValue else { return nil }
        return try integerKeyed(index, name: key.stringValue)
    }

    /// The value under an integer key equal to `index` (an `Int`, another integer type, or an integer `NSNumber`):
    /// a scan of a small dictionary, a lookup in the index of a larger one (so reading every key of an `[Int: X]` is
    /// linear in its size).
    @inline(never)
    private func integerKeyed(_ index: Int, name: String) throws(_KeyCollision) -> Any? {
        switch self {
        case .strings: return nil
        case .small(let small, _): return try Self.scanIntegers(small, for: index, name: name)
        case .hashable(let hashable, let keys): return try keys.value(for: index, in: hashable, name: name)
        }
    }

    /// The value under the one integer key equal to `index`, found by reading every key.
    private static func scanIntegers(
        _ hashable: [AnyHashable: Any],
        for index: Int,
        name: String
    ) throws(_KeyCollision) -> Any? {
        var found: (value: Any, type: Any.Type)?
        for (key, value) in hashable where Self.integer(key.base) == index {
            let type = type(of: key.base)
            if let found { throw _KeyCollision(name: name, types: [found.type, type]) }
            found = (value, type)
        }
        return found?.value
    }

    /// `base` as an `Int` when it is an integer key: a Swift integer or an integer `NSNumber` that fits.
    static func integer(_ base: Any) -> Int? {
        if let integer = _exactValue(of: base, as: Int.self) { return integer }
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

    /// The hint for a missing `key`: the string keys that differ from it only in case, a prefix or a suffix.
    func missingKeyHint(_ key: String) -> String? {
        switch self {
        case .strings(let strings):
            strings.count <= _missingKeyHintLimit ? _missingKeyHint(key, among: strings.keys) : nil
        case .small(let hashable, _), .hashable(let hashable, _): _missingKeyHint(key, in: hashable)
        }
    }

    /// Every key as a coding key: strings by their `stringValue`, integers by their `intValue` (which is how an
    /// `Int`-keyed dictionary's `Codable` conformance names them); keys of other types are left out (a Swift
    /// dictionary's keys are checked first by ``checkKeys(_:)``).
    func codingKeys<Key: CodingKey>(_: Key.Type) -> [Key] {
        switch self {
        case .strings(let strings): return strings.keys.compactMap { Key(stringValue: $0) }
        case .small(let hashable, _), .hashable(let hashable, _):
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
    func checkKeys(_ codingPath: @autoclosure () -> [any CodingKey]) throws(DecodingError) {
        switch self {
        case .strings: return
        case .small(let hashable, _), .hashable(let hashable, _):
            var seen: [String: Any.Type] = [:]
            for key in hashable.keys {
                let base = key.base
                guard let name = Self.name(of: base) else {
                    let described = _UserInfoMismatch.preview(base, quoted: false) ?? _publicTypeName(of: base)
                    throw _UserInfoDecoderImpl.invalid(
                        "the key \(described) is a \(_describeType(of: base)); only String and integer keys decode",
                        at: codingPath())
                }
                if let first = seen[name] {
                    throw _KeyCollision(name: name, types: [first, type(of: base)]).error(at: codingPath())
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

    /// What is wrong: `two keys read as "k" (String and NSString); which value is meant is ambiguous` (the `String`
    /// key first, whichever the dictionary lists first).
    var message: String {
        let kinds = types.sorted { $0 == String.self && $1 != String.self }.map { _typeName($0) }
            .joined(separator: " and ")
        return "two keys read as \(NotificationDecodingError.PathComponent.quoted(name)) (\(kinds)); "
            + "which value is meant is ambiguous"
    }

    /// The decoding error for it, in the dictionary at `codingPath`.
    func error(at codingPath: [any CodingKey]) -> DecodingError {
        _UserInfoDecoderImpl.invalid(message, at: codingPath + [_UserInfoCodingKey(stringValue: name)])
    }
}

/// A string key of a small dictionary: its text, where its value is, and its type (`String` or an `NSString` class).
struct _NamedKey {
    let name: String
    let index: Dictionary<AnyHashable, Any>.Index
    let type: Any.Type
}

/// The string and integer keys of a larger dictionary, by name and by value, with where their values are: made in
/// one pass over the keys when the dictionary is read (so each later lookup is one hashed `String` or `Int` lookup),
/// and never changed, so a container kept by a payload reads it from any thread.
struct _KeyIndex {
    /// Where a key's value is, or the types of two keys that read as the same name or integer.
    private enum Entry {
        case found(Dictionary<AnyHashable, Any>.Index, Any.Type)
        case collision(Any.Type, Any.Type)

        /// This entry with one more key, of type `type` at `position`, that reads as the same name or integer.
        consuming func adding(_ position: Dictionary<AnyHashable, Any>.Index, _ type: Any.Type) -> Entry {
            switch self {
            case .found(_, let first): .collision(first, type)
            case .collision: self
            }
        }
    }

    /// The `String` and `NSString` keys, by name.
    private var names: [String: Entry] = [:]
    /// The integer keys (Swift integers and integer `NSNumber`s that fit an `Int`), by value.
    private var integers: [Int: Entry] = [:]

    init(_ dictionary: [AnyHashable: Any]) {
        names.reserveCapacity(dictionary.count)
        var position = dictionary.startIndex
        while position != dictionary.endIndex {
            let base = dictionary.keys[position].base
            let type = type(of: base)
            if let name = _UserInfoDictionary.stringName(of: base, type) {
                Self.add(position, type, under: name, to: &names)
            } else if let integer = _UserInfoDictionary.integer(base) {
                Self.add(position, type, under: integer, to: &integers)
            }
            dictionary.formIndex(after: &position)
        }
    }

    /// One hashed insert for a key no other key reads as (not `entries[key]` through `inout`: its accessor allocates
    /// twice per call, unspecialized), a second only for a collision.
    @inline(__always)
    private static func add<Key: Hashable>(
        _ position: Dictionary<AnyHashable, Any>.Index, _ type: Any.Type, under key: Key, to entries: inout [Key: Entry]
    ) {
        if let earlier = entries.updateValue(.found(position, type), forKey: key) {
            entries[key] = earlier.adding(position, type)
        }
    }

    /// The value in `dictionary` (the one this index was made from) under the one `String` or `NSString` key named
    /// `key`.
    @inline(__always)
    func value(for key: String, in dictionary: [AnyHashable: Any]) throws(_KeyCollision) -> Any? {
        try Self.value(names[key], in: dictionary, name: key)
    }

    /// The value in `dictionary` (the one this index was made from) under the one integer key equal to `index`.
    func value(for index: Int, in dictionary: [AnyHashable: Any], name: String) throws(_KeyCollision) -> Any? {
        try Self.value(integers[index], in: dictionary, name: name)
    }

    @inline(__always)
    private static func value(
        _ entry: Entry?, in dictionary: [AnyHashable: Any], name: @autoclosure () -> String
    ) throws(_KeyCollision) -> Any? {
        switch entry {
        case nil: return nil
        case .found(let position, _): return dictionary.values[position]
        case .collision(let first, let second): throw _KeyCollision(name: name(), types: [first, second])
        }
    }
}
