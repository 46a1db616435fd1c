import Foundation

// What a value found in `userInfo` is, decided from its dynamic type alone, and one level of a collection read
// without converting anything below it.
//
// On Linux a cast such as `as? [AnyHashable: Any]`, `as? [Any]`, `as? NSNumber` or `as? Data` of a Swift collection
// first bridges the whole tree below it to Foundation classes: for a value nested 10,000 levels deep that exhausts
// the stack, and for a cyclic `NSMutableDictionary` it never ends. The coder and the error messages therefore ask
// the value's type first, and read a collection one level at a time.

/// A Swift dictionary of any key and value type, read one level deep.
protocol _UserInfoSwiftDictionary {
    /// The entries, keys as `AnyHashable`, values as they are (nothing below them is converted).
    var _userInfoEntries: [AnyHashable: Any] { get }
    /// How many entries there are.
    var _userInfoCount: Int { get }
}

extension Dictionary: _UserInfoSwiftDictionary {
    var _userInfoEntries: [AnyHashable: Any] {
        var entries = [AnyHashable: Any](minimumCapacity: count)
        for (key, value) in self { entries[AnyHashable(key)] = value }
        return entries
    }

    var _userInfoCount: Int { count }
}

/// A Swift array or set of any element type, read one level deep.
protocol _UserInfoSwiftSequence {
    /// The elements as they are (nothing below them is converted); for a set, in its iteration order.
    var _userInfoElements: [Any] { get }
    /// How many elements there are.
    var _userInfoCount: Int { get }
    /// Whether the elements have no order (a set).
    static var _userInfoIsUnordered: Bool { get }
}

extension Array: _UserInfoSwiftSequence {
    var _userInfoElements: [Any] { map { $0 } }
    var _userInfoCount: Int { count }
    static var _userInfoIsUnordered: Bool { false }
}

extension ContiguousArray: _UserInfoSwiftSequence {
    var _userInfoElements: [Any] { map { $0 } }
    var _userInfoCount: Int { count }
    static var _userInfoIsUnordered: Bool { false }
}

extension Set: _UserInfoSwiftSequence {
    /// A `Set<AnyHashable>` (what the encoder posts a set of `NSNumber`s or raw values as) hands out the values it
    /// wraps.
    var _userInfoElements: [Any] {
        guard Element.self == AnyHashable.self else { return map { $0 } }
        return map { AnyHashable($0).base }
    }
    var _userInfoCount: Int { count }
    static var _userInfoIsUnordered: Bool { true }
}

/// An `Optional` stored as `Any`, unwrapped without a cast.
protocol _UserInfoOptional {
    /// The wrapped value, or `nil`.
    var _userInfoWrapped: Any? { get }
}

extension Optional: _UserInfoOptional {
    var _userInfoWrapped: Any? {
        switch self {
        case .some(let wrapped): wrapped
        case .none: nil
        }
    }
}

/// The shape of a `userInfo` value, from its dynamic type.
enum _UserInfoShape {
    /// Whether `raw` is a dictionary, array or set (Swift or Foundation). Asks only the type: nothing is cast.
    @inline(__always)
    static func isCollection(_ raw: Any) -> Bool {
        let type = type(of: raw)
        if type == [String: Any].self || type == [AnyHashable: Any].self || type == [Any].self { return true }
        return isOtherCollection(type)
    }

    @inline(never)
    private static func isOtherCollection(_ type: Any.Type) -> Bool {
        type is any _UserInfoSwiftDictionary.Type || type is any _UserInfoSwiftSequence.Type
            || type is NSDictionary.Type || type is NSArray.Type || type is NSSet.Type || type is NSOrderedSet.Type
    }

    /// Whether `type` is a Foundation collection class (`NSDictionary`, `NSArray`, `NSSet`, `NSOrderedSet`).
    static func isFoundationCollection(_ type: Any.Type) -> Bool {
        type is NSDictionary.Type || type is NSArray.Type || type is NSSet.Type || type is NSOrderedSet.Type
    }

    /// The collection `raw` is or holds inside `Optional` and `AnyHashable` layers (any cast of those would reach
    /// it); `nil` when there is none. Asks only the types: nothing is cast but the wrappers.
    static func heldCollection(_ raw: Any) -> Any? {
        var current = raw
        while true {
            // The collection first: `[String: Any]` and `[Any]`, the common ones, are a compare of the type each.
            if isCollection(current) { return current }
            let type = type(of: current)
            if type == AnyHashable.self, let hashable = current as? AnyHashable {
                current = hashable.base
            } else if type is any _UserInfoOptional.Type, let optional = current as? any _UserInfoOptional {
                guard let wrapped = optional._userInfoWrapped else { return nil }
                current = wrapped
            } else {
                return nil
            }
        }
    }

    /// `raw` when it is an `NSNumber` other than an `NSDecimalNumber` (decided from its class, no protocol lookup).
    @inline(__always)
    static func plainNumber(_ raw: Any) -> NSNumber? {
        let type = type(of: raw)
        guard type is NSNumber.Type, !(type is NSDecimalNumber.Type) else { return nil }
        return raw as? NSNumber
    }

    /// `raw` with every `Optional` layer removed: `nil` for `Optional.none` (which reads like `NSNull`).
    @inline(__always)
    static func unwrapped(_ raw: Any) -> Any? {
        guard type(of: raw) is any _UserInfoOptional.Type else { return raw }
        return unwrappedOptional(raw)
    }

    @inline(never)
    private static func unwrappedOptional(_ raw: Any) -> Any? {
        var current: Any = raw
        while let optional = current as? any _UserInfoOptional {
            guard let wrapped = optional._userInfoWrapped else { return nil }
            current = wrapped
        }
        return current
    }

    /// The entries of `raw` when it is a dictionary (Swift's of any type, or `NSDictionary`), one level deep.
    static func dictionaryEntries(_ raw: Any) -> [AnyHashable: Any]? {
        let type = type(of: raw)
        if type == [AnyHashable: Any].self { return raw as? [AnyHashable: Any] }
        if type is NSDictionary.Type, let dictionary = raw as? NSDictionary {
            return foundationEntries(dictionary)
        }
        guard type is any _UserInfoSwiftDictionary.Type, let swift = raw as? any _UserInfoSwiftDictionary else {
            return nil
        }
        return swift._userInfoEntries
    }

    /// The elements of `raw` when it is an array or a set (Swift's of any type, `NSArray`, `NSOrderedSet`, `NSSet`),
    /// one level deep; a set's in its iteration order.
    static func elements(_ raw: Any) -> [Any]? {
        let type = type(of: raw)
        if type == [Any].self { return raw as? [Any] }
        if type is NSArray.Type, let array = raw as? NSArray { return foundationElements(array, count: array.count) }
        if type is NSSet.Type, let set = raw as? NSSet { return foundationElements(set, count: set.count) }
        if type is NSOrderedSet.Type, let set = raw as? NSOrderedSet { return orderedElements(set) }
        guard type is any _UserInfoSwiftSequence.Type, let swift = raw as? any _UserInfoSwiftSequence else {
            return nil
        }
        return swift._userInfoElements
    }

    /// How many entries or elements `raw` has, and whether it is a dictionary; `nil` when it is no collection.
    static func count(of raw: Any) -> (count: Int, isDictionary: Bool)? {
        guard isCollection(raw) else { return nil }
        let type = type(of: raw)
        if type is NSDictionary.Type, let dictionary = raw as? NSDictionary { return (dictionary.count, true) }
        if type is NSArray.Type, let array = raw as? NSArray { return (array.count, false) }
        if type is NSSet.Type, let set = raw as? NSSet { return (set.count, false) }
        if type is NSOrderedSet.Type, let set = raw as? NSOrderedSet { return (set.count, false) }
        if type is any _UserInfoSwiftDictionary.Type, let dictionary = raw as? any _UserInfoSwiftDictionary {
            return (dictionary._userInfoCount, true)
        }
        if type is any _UserInfoSwiftSequence.Type, let sequence = raw as? any _UserInfoSwiftSequence {
            return (sequence._userInfoCount, false)
        }
        return nil
    }

    /// Whether `type` is a Swift dictionary, array or set type.
    static func isCollectionType(_ type: Any.Type) -> Bool {
        type is any _UserInfoSwiftDictionary.Type || type is any _UserInfoSwiftSequence.Type
    }

    /// Whether `type` is a Swift dictionary type (its `Decodable` conformance reads every key of the value).
    static func isDictionaryType(_ type: Any.Type) -> Bool {
        type is any _UserInfoSwiftDictionary.Type
    }

    /// Whether `raw` is a string key (`String` or `NSString`), asked of its type; its text when it is.
    static func stringKey(_ base: Any) -> String? {
        let type = type(of: base)
        guard type == String.self || type is NSString.Type else { return nil }
        return base as? String
    }

    // Foundation collections, one level deep. Darwin and Linux differ here: on Darwin a cast to a Swift collection
    // bridges lazily, and the values stay the objects they are; on Linux every public accessor (`object(forKey:)`,
    // `object(at:)`, enumeration, the casts) hands values out through a bridge that converts a nested Foundation
    // collection to a Swift one, and that one's values too, all the way down (endlessly for a cyclic one). There the
    // collection's `customMirror`, which shows the stored objects as they are, is read instead.

    /// The entries of `dictionary`, values as the objects they are.
    private static func foundationEntries(_ dictionary: NSDictionary) -> [AnyHashable: Any] {
        #if canImport(Darwin)
            return dictionary as? [AnyHashable: Any] ?? [:]
        #else
            var entries = [AnyHashable: Any](minimumCapacity: dictionary.count)
            for child in Mirror(reflecting: dictionary).children {
                guard let entry = child.value as? (key: NSObject, value: AnyObject) else { break }
                entries[AnyHashable(entry.key)] = entry.value
            }
            if entries.count == dictionary.count { return entries }
            // A subclass that keeps its own storage: only the public accessors can read it.
            entries.removeAll()
            dictionary.enumerateKeysAndObjects { key, value, _ in
                if let key = key as? AnyHashable { entries[key] = value }
            }
            return entries
        #endif
    }

    /// The elements of an `NSOrderedSet` in order, through its public API only (never another library's
    /// private layout).
    ///
    /// Darwin and Linux differ: on Darwin `object(at:)` hands out the stored objects as they are. On Linux no public
    /// accessor does: `object(at:)`, `array`, `set`, enumeration, `index(of:)`, the test-block and sorting methods,
    /// archiving and its `customMirror` all hand an element out through Foundation's bridge (`__SwiftValue.fetch`),
    /// which converts an element that is an `NSArray`, `NSDictionary` or `NSSet` to a Swift collection with
    /// everything below it (`contains` compares with `isEqual`, which converts too). An element that is an
    /// `NSOrderedSet` is not converted, so cycles and deep chains through ordered sets still read one level at a
    /// time; a *cyclic* Foundation collection held directly by an ordered set is converted without end inside
    /// Foundation, before any reader (or a check of its type) can be handed it. The DocC article *Reading values*
    /// states this limit.
    private static func orderedElements(_ set: NSOrderedSet) -> [Any] {
        (0..<set.count).map { set.object(at: $0) }
    }

    /// The elements of an `NSArray` or `NSSet`, as the objects they are.
    private static func foundationElements(_ collection: some Sequence, count: Int) -> [Any] {
        #if !canImport(Darwin)
            let stored = Mirror(reflecting: collection).children.map { $0.value }
            if stored.count == count { return stored }
        #endif
        // Darwin, or a subclass that keeps its own storage.
        return collection.map { $0 }
    }
}
