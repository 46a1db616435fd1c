import Foundation

// The one rule for finding a `String` key in a `userInfo`, for `Notification.value(for:)` and
// `valueIfPresent(for:)` (and so every hand-written converter and catalog entry): the value is under the `String` key
// or under an `NSString` key with the same characters, and when both are there, which is meant is ambiguous: an error
// naming both keys, never a silent pick. The Codable path reads by the same rule from an index of the key names it
// makes once per dictionary (`_UserInfoDictionary`), since it reads many keys of one dictionary.
//
// Darwin and Linux differ here. On Darwin an `NSString` key is the same `AnyHashable` as the `String` with its
// characters (Foundation's overlay bridges it), so a dictionary holds at most one of them and one lookup finds it.
// On Linux they hash apart, so a `userInfo` can hold both.

/// Dictionaries of up to this many keys are scanned rather than hashed on Linux. A scan compares the key names as
/// `String`s; a hashed lookup hashes an `AnyHashable` and then must look the `NSString` key up too, allocating the
/// `NSString`. Callgrind, per read of a 3-key `userInfo` (`Benchmarks/README.md`): the hashed `String`
/// lookup alone about 3,800-5,600 instructions, the scan about 2,600-2,800, a hashed lookup of both keys about
/// 14,000; the scan stays the cheaper way up to about this size.
let _userInfoKeyScanLimit = 48

/// The value under `key` (as a `String` or an `NSString` key), or `nil` when there is none, or when two keys read as
/// `key`: the common case of ``Notification/value(for:)``, whose slow path then says which.
@usableFromInline @inline(never)
func _uniqueUserInfoValue(_ userInfo: [AnyHashable: Any], _ key: String) -> Any? {
    #if canImport(Darwin)
        return userInfo[key]
    #else
        return (try? _findUserInfoValue(userInfo, key)) ?? nil
    #endif
}

/// The value under `key`, as a `String` or an `NSString` key with the same characters; `nil` when there is none.
///
/// - Throws: ``_KeyCollision`` when both keys are there (Linux only: on Darwin they are one key).
func _findUserInfoValue(_ userInfo: [AnyHashable: Any], _ key: String) throws(_KeyCollision) -> Any? {
    #if canImport(Darwin)
        return userInfo[key]
    #else
        if userInfo.count <= _userInfoKeyScanLimit { return try _scanUserInfo(userInfo, for: key) }
        let string = userInfo.index(forKey: key)
        let bridged = userInfo.index(forKey: AnyHashable(NSString(string: key)))
        switch (string, bridged) {
        case (let string?, let bridged?) where string != bridged:
            throw _KeyCollision(name: key, types: [String.self, type(of: userInfo[bridged].key.base)])
        case (let index?, _), (nil, let index?): return userInfo[index].value
        case (nil, nil): return nil
        }
    #endif
}

/// The value under `key` for ``Notification/value(for:)``'s slow path.
///
/// - Throws: ``NotificationDecodingError`` for a missing key (naming the present keys it was probably meant as) or for
///   two keys that read as `key`.
@usableFromInline
func _requiredUserInfoValue(
    _ userInfo: [AnyHashable: Any],
    _ key: String,
    name: Notification.Name
) throws(NotificationDecodingError) -> Any {
    guard let raw = try _optionalUserInfoValue(userInfo, key, name: name) else {
        throw NotificationDecodingError(
            name: name, reason: .missingKey(key), path: [], explanation: _missingKeyHint(key, in: userInfo))
    }
    return raw
}

/// The value under `key`, or `nil`, for ``Notification/valueIfPresent(for:)``'s slow path.
///
/// - Throws: ``NotificationDecodingError`` for two keys that read as `key`.
@usableFromInline
func _optionalUserInfoValue(
    _ userInfo: [AnyHashable: Any],
    _ key: String,
    name: Notification.Name
) throws(NotificationDecodingError) -> Any? {
    do {
        return try _findUserInfoValue(userInfo, key)
    } catch {
        throw error.notificationError(name)
    }
}

#if !canImport(Darwin)
    /// `_findUserInfoValue(_:_:)` by reading every key's name: a `String` key compared as it is, an `NSString` one
    /// converted (the only keys that can read as `key`).
    private func _scanUserInfo(_ userInfo: [AnyHashable: Any], for key: String) throws(_KeyCollision) -> Any? {
        var found: (index: Dictionary<AnyHashable, Any>.Index, type: Any.Type)?
        var index = userInfo.startIndex
        while index != userInfo.endIndex {
            let base = userInfo.keys[index].base
            let type = type(of: base)
            if let name = _UserInfoDictionary.stringName(of: base, type), name == key {
                if let found { throw _KeyCollision(name: key, types: [found.type, type]) }
                found = (index, type)
            }
            userInfo.formIndex(after: &index)
        }
        return found.map { userInfo.values[$0.index] }
    }
#endif

extension _KeyCollision {
    /// The error for reading `userInfo[name]` of the notification `notificationName` directly (not through the
    /// coder): the same reason and message as the coder's (``error(at:)``).
    func notificationError(_ notificationName: Notification.Name) -> NotificationDecodingError {
        NotificationDecodingError(name: notificationName, reason: .invalidValue(key: name, message: message))
    }
}

/// The names a reader probably meant when `key` is missing: those among `names` that differ from it only in case, or
/// by a prefix or a suffix (ignoring case, at least 3 characters in common), such as `FileName` or `NSFileName` for
/// `fileName`. At most three, the closest first; empty when none is close.
func _similarKeys(to key: String, among names: some Sequence<String>) -> [String] {
    let wanted = key.lowercased()
    var matches: [(name: String, distance: Int)] = []
    for name in names where name != key {
        let present = name.lowercased()
        let (shorter, longer) = present.count < wanted.count ? (present, wanted) : (wanted, present)
        if present == wanted {
            matches.append((name, 0))
        } else if shorter.count >= 3, longer.hasPrefix(shorter) || longer.hasSuffix(shorter) {
            matches.append((name, longer.count - shorter.count))
        }
    }
    matches.sort { ($0.distance, $0.name) < ($1.distance, $1.name) }
    return matches.prefix(3).map(\.name)
}

/// The hint for a missing `key` among the string keys `names`: `did you mean "FileName"?`; `nil` when none is close.
func _missingKeyHint(_ key: String, among names: some Sequence<String>) -> String? {
    let similar = _similarKeys(to: key, among: names)
    guard !similar.isEmpty else { return nil }
    let quoted = similar.map { NotificationDecodingError.PathComponent.quoted($0) }
    let list =
        similar.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    return "did you mean \(list)?"
}

/// The most keys a dictionary may have for a missing key's error to look for near misses among them: a decode that
/// tries many absent keys of a huge dictionary (`try?` in a loop) stays linear in its size.
let _missingKeyHintLimit = 1_000

/// The hint for a missing `key` of `userInfo` (its `String` and `NSString` keys); `nil` for a dictionary of more than
/// `_missingKeyHintLimit` keys.
func _missingKeyHint(_ key: String, in userInfo: [AnyHashable: Any]) -> String? {
    guard userInfo.count <= _missingKeyHintLimit else { return nil }
    return _missingKeyHint(key, among: userInfo.keys.lazy.compactMap { _UserInfoShape.stringKey($0.base) })
}
