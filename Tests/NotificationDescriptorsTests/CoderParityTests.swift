import Foundation
import NotificationDescriptors
import Testing

// The userInfo coder behaves like Foundation's JSONDecoder for the idioms Codable users write. Each case
// decodes the same type both ways: from JSON with JSONDecoder, and from the equivalent userInfo with UserInfoDecoder.

/// Decodes `type` from `object` (what `JSONSerialization` would produce) with both coders.
private func bothWays<T: Decodable>(_ type: T.Type, _ object: [String: Any]) throws -> (json: T, userInfo: T) {
    let data = try JSONSerialization.data(withJSONObject: object)
    let json = try JSONDecoder().decode(type, from: data)
    let userInfo = try UserInfoDecoder().decode(type, from: object)
    return (json, userInfo)
}

/// What a `DecodingError` says, in a form both coders can be compared by.
private struct CaughtError: Equatable, CustomStringConvertible {
    var kind: String
    var codingPath: [String]

    init(_ error: DecodingError) {
        let context: DecodingError.Context
        switch error {
        case .keyNotFound(let key, let keyContext):
            kind = "keyNotFound(\(key.stringValue))"
            context = keyContext
        case .typeMismatch(_, let mismatchContext):
            kind = "typeMismatch"
            context = mismatchContext
        case .valueNotFound(_, let notFoundContext):
            kind = "valueNotFound"
            context = notFoundContext
        case .dataCorrupted(let corruptedContext):
            kind = "dataCorrupted"
            context = corruptedContext
        @unknown default:
            kind = "unknown"
            context = DecodingError.Context(codingPath: [], debugDescription: "")
        }
        codingPath = context.codingPath.map { key in key.intValue.map { "\(key.stringValue)#\($0)" } ?? key.stringValue
        }
    }

    var description: String { "\(kind) at \(codingPath)" }

    private init(kind: String, codingPath: [String]) {
        self.kind = kind
        self.codingPath = codingPath
    }

    static func valueNotFound(at codingPath: [String]) -> Self {
        Self(kind: "valueNotFound", codingPath: codingPath)
    }
}

/// Decodes `T` and keeps the `DecodingError` it throws inside `init(from:)`, where a Codable user would catch it.
private struct Catching<T: Decodable>: Decodable {
    var caught: CaughtError?

    init(from decoder: any Decoder) throws {
        do {
            _ = try T(from: decoder)
        } catch let error as DecodingError {
            caught = CaughtError(error)
        }
    }
}

private struct Inner: Codable, Equatable {
    var count: Int
    var tags: [String]
}

private struct Outer: Codable, Equatable {
    var name: String
    var inner: Inner
    var items: [Inner]
    var note: String?
}

/// Uses a default for an absent key and parses a String where a number was expected.
private struct Lenient: Decodable, Equatable {
    var retries: Int
    var port: Int

    enum CodingKeys: String, CodingKey { case retries, port }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        do {
            retries = try container.decode(Int.self, forKey: .retries)
        } catch DecodingError.keyNotFound {
            retries = 3
        }
        do {
            port = try container.decode(Int.self, forKey: .port)
        } catch DecodingError.typeMismatch {
            port = Int(try container.decode(String.self, forKey: .port)) ?? 0
        }
    }
}

/// Skips elements that do not decode, the common way.
private struct SkippingBad: Decodable, Equatable {
    var values: [Int]

    private struct Skip: Decodable {}
    enum CodingKeys: String, CodingKey { case values }

    init(from decoder: any Decoder) throws {
        var container = try decoder.container(keyedBy: CodingKeys.self).nestedUnkeyedContainer(forKey: .values)
        var values: [Int] = []
        while !container.isAtEnd {
            if let value = try? container.decode(Int.self) {
                values.append(value)
            } else {
                _ = try? container.decode(Skip.self)
            }
        }
        self.values = values
    }
}

private class Member: Codable {
    var name: String
    init(name: String) { self.name = name }
}

private final class Staff: Member {
    var badge: Int
    enum CodingKeys: String, CodingKey { case badge }
    required init(from decoder: any Decoder) throws {
        badge = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .badge)
        try super.init(from: decoder)
    }
}

/// Decodes its members through a metatype chosen at run time, from an unkeyed and a single-value container (the
/// standard library's `KeyedDecodingContainer` passes its generic `T.self` on, so the keyed form cannot honour it).
private struct Roster: Decodable {
    var members: [Member]
    var lead: Member
    enum CodingKeys: String, CodingKey { case members, lead }
    init(from decoder: any Decoder) throws {
        let metatype: Member.Type = Staff.self
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var unkeyed = try container.nestedUnkeyedContainer(forKey: .members)
        members = [try unkeyed.decode(metatype)]
        lead = try container.superDecoder(forKey: .lead).singleValueContainer().decode(metatype)
    }
}

/// Records the coding path its nested value was decoded at.
private struct PathRecorder: Decodable {
    var path: [String]
    init(from decoder: any Decoder) throws {
        path = decoder.codingPath.map { key in key.intValue.map { "\(key.stringValue)#\($0)" } ?? key.stringValue }
    }
}

private struct IntKeyed: Decodable {
    var recorder: PathRecorder
    enum CodingKeys: Int, CodingKey { case recorder = 7 }
}

/// A superclass that decodes nothing of its own from an absent `super` key.
private struct SuperProbe: Decodable {
    var superIsNil: Bool
    enum CodingKeys: String, CodingKey { case other }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        superIsNil = try container.superDecoder().singleValueContainer().decodeNil()
    }
}

/// Splits one nested dictionary across two key enums.
private struct SplitMeta: Codable, Equatable {
    var a: Int
    var b: String
    enum Outer: String, CodingKey { case meta }
    enum First: String, CodingKey { case a }
    enum Second: String, CodingKey { case b }

    init(a: Int, b: String) {
        self.a = a
        self.b = b
    }

    func encode(to encoder: any Encoder) throws {
        var outer = encoder.container(keyedBy: Outer.self)
        var first = outer.nestedContainer(keyedBy: First.self, forKey: .meta)
        try first.encode(a, forKey: .a)
        var second = outer.nestedContainer(keyedBy: Second.self, forKey: .meta)
        try second.encode(b, forKey: .b)
    }

    init(from decoder: any Decoder) throws {
        let outer = try decoder.container(keyedBy: Outer.self)
        a = try outer.nestedContainer(keyedBy: First.self, forKey: .meta).decode(Int.self, forKey: .a)
        b = try outer.nestedContainer(keyedBy: Second.self, forKey: .meta).decode(String.self, forKey: .b)
    }
}

/// Encodes a struct under a key, then adds to it through a nested container.
private struct AddedLater: Encodable {
    struct Base: Encodable { var a = 1 }
    enum Outer: String, CodingKey { case meta }
    enum Extra: String, CodingKey { case b }
    func encode(to encoder: any Encoder) throws {
        var outer = encoder.container(keyedBy: Outer.self)
        try outer.encode(Base(), forKey: .meta)
        var extra = outer.nestedContainer(keyedBy: Extra.self, forKey: .meta)
        try extra.encode("two", forKey: .b)
    }
}

private struct Wide: Codable, Equatable {
    var signed: Int128
    var unsigned: UInt128
}

private struct Identifiers: Decodable {
    var ids: [Int]
}

/// Reads two numbers from an array, whatever its length.
private struct Pair: Decodable {
    var first: Int
    var second: Int
    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        first = try container.decode(Int.self)
        second = try container.decode(Int.self)
    }
}

private struct HasPair: Decodable {
    var pair: Pair
}

/// Records which keys its container says it contains.
private struct Containment: Decodable, Equatable {
    var present: Bool
    var absent: Bool
    var null: Bool
    enum CodingKeys: String, CodingKey { case present, absent, null }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        present = container.contains(.present)
        absent = container.contains(.absent)
        null = container.contains(.null)
    }
}

private struct OptionalCount: Decodable, Equatable {
    var n: Int?
}

@Suite("The userInfo coder next to JSONDecoder: the same Codable types, decoded both ways")
struct CoderParityTests {
    @Test("The same nested payload decodes the same both ways")
    func sameValues() throws {
        let object: [String: Any] = [
            "name": "upload", "inner": ["count": 2, "tags": ["a", "b"]],
            "items": [["count": 1, "tags": [String]()], ["count": 3, "tags": ["c"]]],
        ]
        let (json, userInfo) = try bothWays(Outer.self, object)
        #expect(json == userInfo)
        #expect(userInfo.note == nil)
    }

    /// Payloads that fail in different ways, as `JSONSerialization` would read them.
    private static func failingPayloads() -> [[String: Any]] {
        [
            ["name": "x", "items": [], "inner": ["tags": []]],
            ["name": 1, "items": [], "inner": ["count": 1, "tags": []]],
            ["name": "x", "items": [["count": 1, "tags": ["a", 2]]], "inner": ["count": 1, "tags": []]],
            ["name": "x", "items": [], "inner": ["count": NSNull(), "tags": []]],
            ["name": "x", "items": [], "inner": ["count": 1, "tags": "a"]],
            ["name": "x", "items": [], "inner": ["count": 1, "tags": []], "note": 5],
        ]
    }

    @Test("Errors inside init(from:) are the same DecodingError, with the same codingPath, both ways", arguments: 0..<6)
    func sameErrors(index: Int) throws {
        let (json, userInfo) = try bothWays(Catching<Outer>.self, Self.failingPayloads()[index])
        #expect(json.caught != nil)
        #expect(json.caught == userInfo.caught)
    }

    @Test("An unkeyed container read past its end is the same valueNotFound, at the same index, both ways")
    func readPastTheEnd() throws {
        let (json, userInfo) = try bothWays(Catching<HasPair>.self, ["pair": [1]])
        #expect(json.caught == CaughtError.valueNotFound(at: ["pair", "Index 1#1"]))
        #expect(userInfo.caught == json.caught)
    }

    @Test("contains(_:) is true for a present key and for NSNull, false for an absent one, both ways")
    func containsLikeJSON() throws {
        let (json, userInfo) = try bothWays(Containment.self, ["present": 1, "null": NSNull()])
        #expect(json.present && !json.absent && json.null)
        #expect(userInfo == json)
    }

    @Test("catch DecodingError.keyNotFound and .typeMismatch inside init(from:) work as with JSONDecoder")
    func catchingInsideInit() throws {
        let (json, userInfo) = try bothWays(Lenient.self, ["port": "8080"])
        #expect(json.retries == 3 && json.port == 8080)
        #expect(userInfo == json)
    }

    @Test("A failed decode in an unkeyed container does not advance: skipping bad elements loses nothing")
    func failedDecodeDoesNotAdvance() throws {
        let (json, userInfo) = try bothWays(SkippingBad.self, ["values": [1, "x", 3, 4.5, 5]])
        #expect(json.values == [1, 3, 5])
        #expect(userInfo.values == json.values)
    }

    @Test("The metatype passed to decode is the type built")
    func metatypeIsHonoured() throws {
        let staff: [String: Any] = ["name": "Ada", "badge": 7]
        let roster = try UserInfoDecoder().decode(Roster.self, from: ["members": [staff], "lead": staff])
        #expect((roster.members.first as? Staff)?.badge == 7)
        #expect((roster.lead as? Staff)?.badge == 7)
        #expect(roster.lead.name == "Ada")
    }

    @Test("codingPath keeps the intValue of Int-backed coding keys")
    func codingPathKeepsIntValue() throws {
        // JSON names Int-backed keys by their stringValue, which is the case name here.
        let (json, userInfo) = try bothWays(IntKeyed.self, ["recorder": 0])
        #expect(json.recorder.path == ["recorder#7"])
        #expect(userInfo.recorder.path == json.recorder.path)
    }

    @Test("superDecoder() without a \"super\" key is a decoder whose decodeNil() is true")
    func superDecoderWithoutSuper() throws {
        let (json, userInfo) = try bothWays(SuperProbe.self, [:])
        #expect(json.superIsNil)
        #expect(userInfo.superIsNil)
    }

    @Test("Two nested containers for one key, or one after a struct, add to the same dictionary")
    func nestedContainersMerge() throws {
        let payload = SplitMeta(a: 1, b: "two")
        let userInfo = try UserInfoEncoder().encode(payload)
        let meta = try #require(userInfo["meta"] as? [String: Any])
        #expect(meta["a"] as? Int == 1)
        #expect(meta["b"] as? String == "two")
        #expect(try UserInfoDecoder().decode(SplitMeta.self, from: userInfo) == payload)
        let json = try JSONDecoder().decode(SplitMeta.self, from: JSONEncoder().encode(payload))
        #expect(json == payload)

        let later = try UserInfoEncoder().encode(AddedLater())
        let laterMeta = try #require(later["meta"] as? [String: Any])
        #expect(laterMeta["a"] as? Int == 1)
        #expect(laterMeta["b"] as? String == "two")
    }

    @Test("Int128 and UInt128 are written as themselves and read from any integer that fits")
    func wideIntegers() throws {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }
        let payload = Wide(signed: Int128(Int64.min) * 4, unsigned: UInt128(UInt64.max) * 3)
        let userInfo = try UserInfoEncoder().encode(payload)
        #expect(userInfo["signed"] as? Int128 == payload.signed)
        #expect(try UserInfoDecoder().decode(Wide.self, from: userInfo) == payload)
        let small = try UserInfoDecoder().decode(Wide.self, from: ["signed": -5, "unsigned": NSNumber(value: 7)])
        #expect(small == Wide(signed: -5, unsigned: 7))
        #expect(throws: NotificationDecodingError.self) {
            try UserInfoDecoder().decode(Wide.self, from: ["signed": 1.5, "unsigned": 1])
        }
        #expect(throws: NotificationDecodingError.self) {
            try UserInfoDecoder().decode(Wide.self, from: ["signed": 1, "unsigned": -1])
        }
    }

    @Test("An NSSet or a Set reads as an array, in no particular order")
    func setsReadAsArrays() throws {
        let fromNSSet = try UserInfoDecoder().decode(Identifiers.self, from: ["ids": NSSet(array: [3, 1, 2])])
        #expect(fromNSSet.ids.sorted() == [1, 2, 3])
        let fromSet = try UserInfoDecoder().decode(Identifiers.self, from: ["ids": Set([5, 4])])
        #expect(fromSet.ids.sorted() == [4, 5])
    }

    @Test("Optional.none stored as Any reads as nil; Optional.some as its value")
    func optionalStoredAsAny() throws {
        let none: Int? = nil
        #expect(try UserInfoDecoder().decode(OptionalCount.self, from: ["n": none as Any]) == OptionalCount(n: nil))
        let some: Int? = 4
        #expect(try UserInfoDecoder().decode(OptionalCount.self, from: ["n": some as Any]) == OptionalCount(n: 4))
        // Where a value is required, it is still an error.
        #expect(throws: NotificationDecodingError.self) {
            try UserInfoDecoder().decode(Inner.self, from: ["count": none as Any, "tags": [String]()])
        }
    }

    @Test("A DecodingError leaves the coder once, as a NotificationDecodingError with the path, preview and rule")
    func oneBoundary() {
        let name = Notification.Name("Tests.Parity")
        let note = Notification(name: name, object: nil, userInfo: ["name": "x", "items": [], "inner": ["count": 1.5]])
        #expect(
            throws: NotificationDecodingError(
                name: name, reason: .typeMismatch(key: "count", expected: "Int", actual: "Double"),
                path: ["inner", "count"])
        ) {
            try NotificationDescriptor(name, userInfo: Outer.self).decode(note)
        }
    }
}
