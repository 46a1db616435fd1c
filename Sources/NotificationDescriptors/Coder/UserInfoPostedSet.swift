import Foundation

// How the encoder writes a Swift `Set`: as a set, which is what Objective-C code posts (Core Data's `NSSet`s) and
// what old observers cast to (`userInfo["k"] as? Set<Int>`, `as? NSSet`), never as the array its `Encodable`
// conformance writes through an unkeyed container.
//
// Darwin and Linux differ only in where the bridging happens. On Darwin, posting bridges a Swift set in `userInfo` to
// an `NSSet` (its elements to their Foundation objects), and an observer's `as? Set<Int>` bridges it back, element by
// element (an `NSSet` of `NSNumber`s reads as `Set<Int>`, an `NSArray` never does). On Linux nothing is bridged on
// the way: the set arrives as it was written, and both casts succeed on a Swift set and on an `NSSet` alike.

/// A Swift `Set` whose elements are `Encodable`, recognized at run time by the encoder.
protocol _UserInfoEncodableSet {
    /// The set as posted, given `written`, its elements as the encoder wrote them (through the set's own
    /// `encode(to:)`, in its iteration order): the set itself when every element was written as itself; else a
    /// `Set<AnyHashable>` of the written elements when each is a hashable value; else an `NSSet` of them (a set of
    /// structs, written as dictionaries).
    ///
    /// - Throws: `EncodingError.invalidValue` when two elements were written as equal values: the set posted would
    ///   lose one.
    func _userInfoPosted(_ written: [Any], codingPath: [any CodingKey]) throws -> Any
}

extension Set: _UserInfoEncodableSet where Element: Encodable {
    func _userInfoPosted(_ written: [Any], codingPath: [any CodingKey]) throws -> Any {
        // `Int`, `String`, `UUID`, ...: the set as it is, with nothing to convert (on Linux `Int` stays a Swift value,
        // as every `Int` field does).
        if written.count == count, written.allSatisfy({ type(of: $0) == Element.self }) { return self }
        var hashable = Set<AnyHashable>(minimumCapacity: written.count)
        for element in written {
            // A collection is never cast (on Linux that converts everything below it): it goes into an `NSSet`.
            guard !_UserInfoShape.isCollection(element), let element = element as? AnyHashable else {
                return try Self.foundationSet(written, codingPath: codingPath)
            }
            hashable.insert(element)
        }
        guard hashable.count == written.count else { throw Self.collapsed(written.count, codingPath) }
        return hashable
    }

    /// An `NSSet` of `written`: what a set of structs posts as (a set of dictionaries, as Objective-C code makes).
    private static func foundationSet(_ written: [Any], codingPath: [any CodingKey]) throws -> NSSet {
        let set = NSSet(array: written)
        guard set.count == written.count else { throw collapsed(written.count, codingPath) }
        return set
    }

    private static func collapsed(_ count: Int, _ codingPath: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue(
            _typeName(Self.self),
            EncodingError.Context(
                codingPath: codingPath,
                debugDescription:
                    "two of the \(count) elements of the \(_typeName(Self.self)) are written as equal values, so the "
                    + "set posted would hold fewer; nothing is written"))
    }
}
