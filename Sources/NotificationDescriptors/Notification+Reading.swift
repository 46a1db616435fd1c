public import Foundation

extension Notification {
    /// Reads the required `userInfo` value for `key`.
    ///
    /// The value is found under the `String` key or under an `NSString` with the same characters. It reads as `V`
    /// when `as? V` succeeds, or when `V` is ``UserInfoConvertible`` and accepts it (numbers with `NSNumber`'s
    /// exactness rules, `CGFloat` from `Double` or `NSNumber`, geometry from an `NSValue` holding that very kind), or
    /// when `V` is `RawRepresentable` and its raw value reads.
    ///
    /// - Throws: ``NotificationDecodingError`` with ``NotificationDecodingError/Reason/missingUserInfo``,
    ///   ``NotificationDecodingError/Reason/missingKey(_:)``,
    ///   ``NotificationDecodingError/Reason/typeMismatch(key:expected:actual:)``, or, for a raw value that is no
    ///   case of `V`, ``NotificationDecodingError/Reason/invalidValue(key:message:)``.
    // Always inlined: the fast path is a lookup and a cast, and inlined into a converter that reads several keys it
    // shares their setup (about 110 instructions fewer per 3-key delivery, measured with callgrind).
    @inlinable @inline(__always)
    public func value<V>(for key: UserInfoKey<V>) throws(NotificationDecodingError) -> V {
        // The common case first, compiled like a raw observer's `userInfo[key] as? V`.
        if let userInfo, let raw = userInfo[key.rawValue], let value = raw as? V { return value }
        return try _readValue(for: key)
    }

    /// ``value(for:)`` once the plain lookup and cast failed: the `NSString` key, conversions and errors.
    @inlinable @inline(never)
    func _readValue<V>(for key: UserInfoKey<V>) throws(NotificationDecodingError) -> V {
        guard let userInfo else {
            throw NotificationDecodingError(name: name, reason: .missingUserInfo)
        }
        guard let raw = _userInfoValue(userInfo, key.rawValue) else {
            throw NotificationDecodingError(name: name, reason: .missingKey(key.rawValue))
        }
        if let value = raw as? V { return value }
        return try _convertUserInfoValue(raw, key: key.rawValue, name: name)
    }

    /// Reads the optional `userInfo` value for `key`: `nil` when `userInfo`, the key, or its value (`NSNull`) is
    /// absent; a value of the wrong type is still an error.
    ///
    /// - Throws: ``NotificationDecodingError`` when the value is present but does not read as `V`.
    @inlinable
    public func valueIfPresent<V>(for key: UserInfoKey<V>) throws(NotificationDecodingError) -> V? {
        // The common case first, compiled like a raw observer's `userInfo[key] as? V`.
        if let userInfo, let raw = userInfo[key.rawValue], let value = raw as? V { return value }
        return try _readValueIfPresent(for: key)
    }

    /// ``valueIfPresent(for:)`` once the plain lookup and cast failed: the `NSString` key, `NSNull`, conversions.
    @inlinable @inline(never)
    func _readValueIfPresent<V>(for key: UserInfoKey<V>) throws(NotificationDecodingError) -> V? {
        guard let userInfo, let raw = _userInfoValue(userInfo, key.rawValue) else { return nil }
        if let value = raw as? V { return value }
        if _isNSNull(raw) { return nil }
        return try _convertUserInfoValue(raw, key: key.rawValue, name: name) as V
    }

    /// Reads the notification's `object` (its sender) as `T`.
    ///
    /// - Throws: ``NotificationDecodingError`` with ``NotificationDecodingError/Reason/missingObject`` or
    ///   ``NotificationDecodingError/Reason/objectTypeMismatch(expected:actual:)``.
    @inlinable
    public func object<T>(as type: T.Type) throws(NotificationDecodingError) -> T {
        guard let object else {
            throw NotificationDecodingError(name: name, reason: .missingObject)
        }
        if let typed = object as? T { return typed }
        throw NotificationDecodingError(
            name: name,
            reason: .objectTypeMismatch(expected: _typeName(T.self), actual: _describeType(of: object))
        )
    }
}

/// Whether `value` is `NSNull`, asked of its type: on Linux `value is NSNull` first bridges a Swift dictionary or array
/// to its Foundation class, deeply, which for a nested `userInfo` costs a walk of the whole tree (and its stack).
@usableFromInline @inline(__always)
func _isNSNull(_ value: Any) -> Bool {
    type(of: value) is NSNull.Type
}

/// Looks `key` up as a `String`, then (only on a miss) as an `NSString`, which hashes differently on Linux.
@inlinable
func _userInfoValue(_ userInfo: [AnyHashable: Any], _ key: String) -> Any? {
    if let value = userInfo[key] { return value }
    return _userInfoValueUnderNSStringKey(userInfo, key)
}

@usableFromInline
func _userInfoValueUnderNSStringKey(_ userInfo: [AnyHashable: Any], _ key: String) -> Any? {
    guard !userInfo.isEmpty else { return nil }
    return userInfo[AnyHashable(NSString(string: key))]
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
    if let exact = raw as? R.RawValue {
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
