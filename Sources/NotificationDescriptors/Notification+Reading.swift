public import Foundation

extension Notification {
    /// Reads the required `userInfo` value for `key`.
    ///
    /// The value is found under the `String` key or under an `NSString` with the same characters; when both are there
    /// (two keys on Linux), which is meant is ambiguous, and reading is an error naming both. `NSNull` is no value, for
    /// every `V` (`Any` too): a required key holding it is an error. The value reads as `V` when `as? V` succeeds, or
    /// when `V` is ``UserInfoConvertible`` and accepts it (numbers with `NSNumber`'s exactness rules, `CGFloat` from
    /// `Double` or `NSNumber`, geometry from an `NSValue` holding that very kind), or when `V` is `RawRepresentable`
    /// and its raw value reads.
    ///
    /// A dictionary, array or set (Swift or Foundation) is never cast to another collection type, which on Linux
    /// would convert everything nested in it: it reads as `V` when it is exactly `V`, as `[Any]`,
    /// `[AnyHashable: Any]` or `[String: Any]` one level deep (nested values as they are), as a Foundation class it
    /// is, or, for a `Decodable` collection type such as `[Int]` or `[String: Int]`, as ``UserInfoDecoder`` reads
    /// it (at most 64 levels deep, so a cyclic or 100,000-deep value is an error naming the key, never a crash).
    ///
    /// - Throws: ``NotificationDecodingError`` with ``NotificationDecodingError/Reason/missingUserInfo``,
    ///   ``NotificationDecodingError/Reason/missingKey(_:)`` (whose ``NotificationDecodingError/explanation`` names
    ///   the present keys that differ from `key` only in case, a prefix or a suffix: `did you mean "FileName"?`),
    ///   ``NotificationDecodingError/Reason/typeMismatch(key:expected:actual:)`` (`NSNull` too), or, for a raw value
    ///   that is no case of `V` or for two keys that read as `key`,
    ///   ``NotificationDecodingError/Reason/invalidValue(key:message:)``.
    // Always inlined: the fast path is a lookup and a cast, and inlined into a converter that reads several keys it
    // shares their setup (about 110 instructions fewer per 3-key delivery, measured with callgrind).
    @inlinable @inline(__always)
    public func value<V>(for key: UserInfoKey<V>) throws(NotificationDecodingError) -> V {
        // The common case first, compiled like a raw observer's `userInfo[key] as? V`; see `_castIsShallow(_:)` and
        // `_uniqueUserInfoValue(_:_:)`, which finds no value when two keys read as `key`. (Looking the key up again
        // on the slow path lets the cast consume the value: keeping it for the slow path would cost a copy of the
        // existential on every read.)
        if let userInfo, let raw = _uniqueUserInfoValue(userInfo, key.rawValue),
            _castIsShallow(V.self) || (type(of: raw) == V.self && V.self != NSNull.self), let value = raw as? V
        {
            return value
        }
        return try _readValue(for: key)
    }

    /// ``value(for:)`` once the plain lookup and cast failed: the `NSString` key, collections, conversions and errors.
    @inlinable @inline(never)
    func _readValue<V>(for key: UserInfoKey<V>) throws(NotificationDecodingError) -> V {
        guard let userInfo else {
            throw NotificationDecodingError(name: name, reason: .missingUserInfo)
        }
        let raw = try _requiredUserInfoValue(userInfo, key.rawValue, name: name)
        return try _readFoundValue(raw, key: key.rawValue, name: name)
    }

    /// Reads the optional `userInfo` value for `key`: `nil` when `userInfo`, the key, or its value (`NSNull`, for
    /// every `V`, `Any` and `AnyObject` included) is absent; a value of the wrong type is still an error, and so are
    /// two keys that read as `key` (`"k"` and `NSString("k")`, two keys on Linux), as in ``value(for:)``.
    ///
    /// - Throws: ``NotificationDecodingError`` when the value is present but does not read as `V`, or is ambiguous.
    @inlinable
    public func valueIfPresent<V>(for key: UserInfoKey<V>) throws(NotificationDecodingError) -> V? {
        // The common case first, compiled like a raw observer's `userInfo[key] as? V`; see `_castIsShallow(_:)`.
        if let userInfo, let raw = _uniqueUserInfoValue(userInfo, key.rawValue),
            _castIsShallow(V.self) || (type(of: raw) == V.self && V.self != NSNull.self), let value = raw as? V
        {
            return value
        }
        return try _readValueIfPresent(for: key)
    }

    /// ``valueIfPresent(for:)`` once the plain lookup and cast failed: the `NSString` key, `NSNull`, collections,
    /// conversions.
    @inlinable @inline(never)
    func _readValueIfPresent<V>(for key: UserInfoKey<V>) throws(NotificationDecodingError) -> V? {
        guard let userInfo, let raw = try _optionalUserInfoValue(userInfo, key.rawValue, name: name) else { return nil }
        return try _readFoundValueIfPresent(raw, key: key.rawValue, name: name)
    }

    /// Reads the notification's `object` (its sender) as `T`.
    ///
    /// A dictionary, array or set (Swift or Foundation) reads as `T` only when it is exactly `T`, as `[Any]` or
    /// `[AnyHashable: Any]` one level deep, or as a Foundation class it is: never through a cast that would convert
    /// everything nested in it.
    ///
    /// - Throws: ``NotificationDecodingError`` with ``NotificationDecodingError/Reason/missingObject`` or
    ///   ``NotificationDecodingError/Reason/objectTypeMismatch(expected:actual:)``.
    @inlinable
    public func object<T>(as type: T.Type) throws(NotificationDecodingError) -> T {
        guard let object else {
            throw NotificationDecodingError(name: name, reason: .missingObject)
        }
        if Swift.type(of: object) == T.self, let typed = object as? T { return typed }
        return try _readObject(object, as: type)
    }

    /// ``object(as:)`` once the object is not of exactly `T`: a collection is cast only where nothing nested in it is
    /// converted (see `_castCollection(_:)`), anything else as `as? T` casts it.
    @usableFromInline @inline(never)
    func _readObject<T>(_ object: Any, as type: T.Type) throws(NotificationDecodingError) -> T {
        if let collection = _UserInfoShape.heldCollection(object) {
            if let typed: T = _castCollection(collection) { return typed }
        } else if let typed = object as? T {
            return typed
        }
        throw NotificationDecodingError(
            name: name,
            reason: .objectTypeMismatch(expected: _typeName(T.self), actual: _describeType(of: object))
        )
    }
}

/// Reads `raw`, found under `key`, as `V` once it is not of exactly that type: a collection (also inside an
/// `Optional` or an `AnyHashable`) one level at a time by `_readCollectionValue(_:key:name:)`, anything else by
/// `as? V`, then by the conversions.
@usableFromInline @inline(never)
func _readFoundValue<V>(_ raw: Any, key: String, name: Notification.Name) throws(NotificationDecodingError) -> V {
    // No value (`NSNull`, also inside an `Optional`, or an `Optional.none` stored as `Any`) is no `V`, whatever `V`
    // is: `as? Any` would take it.
    if _isNoValue(raw) {
        throw _UserInfoMismatch.error(NSNull(), expected: V.self, key: key, path: [.key(key)], name: name)
    }
    if let collection = _UserInfoShape.heldCollection(raw) {
        return try _readCollectionValue(collection, key: key, name: name)
    }
    if !_castMayRound(raw, to: V.self), let value = raw as? V { return value }
    return try _convertUserInfoValue(raw, key: key, name: name)
}

/// `_readFoundValue(_:key:name:)` for ``Notification/valueIfPresent(for:)``: no value (`NSNull`, or an
/// `Optional.none` stored as `Any`) reads as `nil`, whatever `V` is.
@usableFromInline @inline(never)
func _readFoundValueIfPresent<V>(
    _ raw: Any,
    key: String,
    name: Notification.Name
) throws(NotificationDecodingError) -> V? {
    if _isNoValue(raw) { return nil }
    return try _readFoundValue(raw, key: key, name: name) as V
}

/// Reads a dictionary, array or set found under `key` as `V` without converting anything nested in it.
///
/// On Linux, `as? V` of a Foundation collection to a Swift one (or of a Swift collection to a class) converts the
/// whole tree below it first: for a value nested 100,000 deep that exhausts the stack, and for a cyclic
/// `NSMutableArray` it never ends. So a collection is cast only where that cannot happen (see
/// `_castCollection(_:)`); a `Decodable` collection type `V` (`[Int]`, `[String: Int]`, `Set<String>`) is read by
/// the coder, one level at a time and at most 64 levels deep; anything else is a type mismatch.
func _readCollectionValue<V>(
    _ collection: Any,
    key: String,
    name: Notification.Name
) throws(NotificationDecodingError) -> V {
    if let value: V = _castCollection(collection) { return value }
    if V.self == [String: Any].self, let entries = _UserInfoShape.dictionaryEntries(collection) {
        var strings = [String: Any](minimumCapacity: entries.count)
        var types: [String: Any.Type] = [:]
        for (entryKey, value) in entries {
            guard let text = _UserInfoShape.stringKey(entryKey.base) else {
                throw _UserInfoMismatch.error(collection, expected: V.self, key: key, path: [.key(key)], name: name)
            }
            if let first = types[text] {
                let kinds = [first, type(of: entryKey.base)].map { _typeName($0) }.joined(separator: " and ")
                throw NotificationDecodingError(
                    name: name,
                    reason: .invalidValue(
                        key: text,
                        message:
                            "two keys read as \(NotificationDecodingError.PathComponent.quoted(text)) (\(kinds)); "
                            + "which value is meant is ambiguous"),
                    path: [.key(key), .key(text)])
            }
            types[text] = type(of: entryKey.base)
            strings[text] = value
        }
        if let value = strings as? V { return value }
    }
    if _UserInfoShape.isCollectionType(V.self), let decodable = V.self as? any Decodable.Type {
        if let value = try _decodeCollection(collection, as: decodable, key: key, name: name) as? V { return value }
    }
    throw _UserInfoMismatch.error(collection, expected: V.self, key: key, path: [.key(key)], name: name)
}

/// `collection` as `V` where no cast converts anything nested in it: of exactly that type, as `Any`, a Foundation
/// collection as a class it is, or one level of it as `[Any]` or `[AnyHashable: Any]`; `nil` otherwise.
func _castCollection<V>(_ collection: Any) -> V? {
    let collectionType = type(of: collection)
    if collectionType == V.self || V.self == Any.self { return collection as? V }
    if _UserInfoShape.isFoundationCollection(collectionType), V.self is AnyObject.Type || V.self == AnyObject.self {
        return collection as? V
    }
    if V.self == [Any].self { return _UserInfoShape.elements(collection) as? V }
    if V.self == [AnyHashable: Any].self { return _UserInfoShape.dictionaryEntries(collection) as? V }
    return nil
}

/// `collection` decoded as `type` by the coder, errors naming `key` and the notification.
private func _decodeCollection<T: Decodable>(
    _ collection: Any,
    as type: T.Type,
    key: String,
    name: Notification.Name
) throws(NotificationDecodingError) -> T {
    do {
        return try _UserInfoDecoderImpl.value(
            collection, as: type, parent: nil, key: _UserInfoCodingKey(stringValue: key))
    } catch {
        var named = _UserInfoDecoderImpl.notificationError(error, userInfoIsNil: false)
        named.name = name
        throw named
    }
}

/// Whether `as? V` of any value, a collection too, converts nothing nested in it and reads exactly: `V` is one of the
/// common non-numeric scalar types, which no collection bridges to. Specialized for a concrete `V`, this folds to a
/// constant, so reading such a value costs what `userInfo[key] as? V` does; for any other `V`, only a value of exactly
/// `V` is cast on the fast path (finding the dynamic type costs about 50 instructions), and the rest goes to
/// `_readFoundValue(_:key:name:)`, which never casts a collection to another collection type. Numbers are not among
/// them: `as?` reads an `NSDecimalNumber` as an integer or a `Double` it only rounds to (`123456789012345678.5` as
/// `Int64` `123456789012345678`), so an `NSNumber` is read by the exact rules of ``UserInfoConvertible``.
@inlinable @inline(__always)
func _castIsShallow<V>(_: V.Type) -> Bool {
    V.self == String.self || V.self == Data.self || V.self == Date.self
        || V.self == CGRect.self || V.self == CGPoint.self || V.self == CGSize.self
}

/// Whether `raw` is no value for every reader: `NSNull`, also inside `Optional` layers, or an `Optional.none`.
@usableFromInline
func _isNoValue(_ raw: Any) -> Bool {
    guard let present = _UserInfoShape.unwrapped(raw) else { return true }
    return _isNSNull(present)
}

/// Whether `value` is `NSNull`, asked of its type: on Linux `value is NSNull` first bridges a Swift dictionary or array
/// to its Foundation class, deeply, which for a nested `userInfo` costs a walk of the whole tree (and its stack).
@usableFromInline @inline(__always)
func _isNSNull(_ value: Any) -> Bool {
    type(of: value) is NSNull.Type
}

/// Whether `as? V` of `raw` could read a number it only rounds to, so the number rule (``UserInfoConvertible``'s)
/// must decide instead: `raw` is a `Decimal` or an `NSDecimalNumber` (or one inside an `Optional` or an
/// `AnyHashable`) and `V` a Swift number type or `Bool`; or `raw` is an `NSNumber` and `V` is `Float`. On Darwin
/// `NSNumber(value: 0.1 + 0.2) as? Float` rounds to 0.3 (Swift 4 kept Swift 3's lossy floating-point bridging); on
/// Linux the cast is exact and refuses `NSNumber(value: 0.1)` too. The rule reads the one and not the other on both.
@usableFromInline
func _castMayRound<V>(_ raw: Any, to: V.Type) -> Bool {
    guard V.self is any BinaryInteger.Type || V.self is any BinaryFloatingPoint.Type || V.self == Bool.self else {
        return false
    }
    // Inside an `Optional` or an `AnyHashable`, the cast reaches the decimal too.
    let rawType = type(of: _innermostValue(raw))
    if V.self == Float.self, rawType is NSNumber.Type { return true }
    return rawType == Decimal.self || rawType is NSDecimalNumber.Type
}

/// The slow path of reading a value: everything after a plain `as? V` failed.
@usableFromInline
func _convertUserInfoValue<V>(_ raw: Any, key: String, name: Notification.Name) throws(NotificationDecodingError) -> V {
    // A collection never converts: the rules would cast it, which on Linux converts everything nested below it.
    if _UserInfoShape.isCollection(raw) {
        throw _UserInfoMismatch.error(raw, expected: V.self, key: key, path: [.key(key)], name: name)
    }
    if let convertible = V.self as? any UserInfoConvertible.Type,
        let converted = convertible.init(userInfoValue: raw),
        let value = converted as? V
    {
        return value
    }
    // The type whose reading rule decided, for the error's explanation: the raw value's for a RawRepresentable.
    var ruleType: Any.Type = V.self
    if !(V.self is any UserInfoConvertible.Type), let representable = V.self as? any RawRepresentable.Type {
        if let value = try _readRawRepresentable(representable, raw, key: key, name: name) as? V {
            return value
        }
        ruleType = _rawValueType(of: representable)
    }
    throw _UserInfoMismatch.error(
        raw,
        expected: ruleType,
        expectedName: _typeName(V.self),
        key: key,
        path: [.key(key)],
        name: name
    )
}

/// The `RawValue` type of a `RawRepresentable` type.
func _rawValueType<R: RawRepresentable>(of type: R.Type) -> Any.Type {
    R.RawValue.self
}

/// Reads `raw` as the raw value of `R`, then makes an `R` of it; `nil` when the raw value has the wrong type.
private func _readRawRepresentable<R: RawRepresentable>(
    _ type: R.Type,
    _ raw: Any,
    key: String,
    name: Notification.Name
) throws(NotificationDecodingError) -> R? {
    let rawValue: R.RawValue
    if !_castMayRound(raw, to: R.RawValue.self), let exact = raw as? R.RawValue {
        rawValue = exact
    } else if let convertible = R.RawValue.self as? any UserInfoConvertible.Type,
        let converted = convertible.init(userInfoValue: raw) as? R.RawValue
    {
        rawValue = converted
    } else {
        return nil
    }
    guard let value = R(rawValue: rawValue) else {
        throw NotificationDecodingError(
            name: name,
            reason: .invalidValue(
                key: key,
                message:
                    "\(_UserInfoMismatch.preview(rawValue, quoted: false) ?? _UserInfoMismatch.bounded("\(rawValue)")) "
                    + "is not a valid \(_typeName(R.self))"
            )
        )
    }
    return value
}

/// The name of a type as messages show it: `Data`, `CGRect`, `Array<Int>`.
@usableFromInline
func _typeName(_ type: Any.Type) -> String {
    String(describing: type)
}

/// The type of a value found in a notification, as messages show it (its public type, see `_publicTypeName(of:)`);
/// `NSValue`s say what they hold.
@usableFromInline
func _describeType(of value: Any) -> String {
    // Ask the dynamic type, not `is`/`as?`, which would bridge a Swift Int to NSNumber.
    let dynamicType = type(of: value)
    if dynamicType is NSNumber.Type { return "NSNumber" }
    if dynamicType is NSValue.Type, let boxed = value as? NSValue {
        return "NSValue(\(_NSValueKind.describe(boxed)))"
    }
    return _publicTypeName(of: value)
}
