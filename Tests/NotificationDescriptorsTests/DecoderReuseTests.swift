import Foundation
import NotificationDescriptors
import Testing

/// Each thread reuses the keyed containers of its top-level decodes and the names buffer of their `userInfo`:
/// whatever came before, every payload reads exactly its own `userInfo`.
@Suite("UserInfoDecoder reuse across payloads")
struct DecoderReuseTests {
    struct Inner: Codable, Equatable {
        var a: Int
        var b: String
    }

    /// Decodes another payload from inside its own `init(from:)`, while the thread's state is in use.
    struct Outer: Decodable, Equatable {
        var x: Int
        var inner: Inner

        enum CodingKeys: String, CodingKey { case x }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            inner = try UserInfoDecoder().decode(Inner.self, from: ["a": 7, "b": "nested"])
            // Read after the nested decode, through the container made before it.
            x = try container.decode(Int.self, forKey: .x)
        }
    }

    @Test("Nested decodes, alternating payload types and failed decodes leave every payload exact")
    func nestedAlternatingAndFailed() throws {
        for i in 0..<4 {
            let outer = try UserInfoDecoder().decode(Outer.self, from: ["x": i])
            #expect(outer.x == i)
            #expect(outer.inner == Inner(a: 7, b: "nested"))
            #expect(throws: NotificationDecodingError.self) {
                try UserInfoDecoder().decode(Inner.self, from: ["a": i])
            }
            #expect(throws: NotificationDecodingError.self) {
                try UserInfoDecoder().decode(Inner.self, from: ["a": "no", "b": "s"])
            }
            // Two keys that read as one name stay an error with the reused containers.
            #expect(throws: NotificationDecodingError.self) {
                try UserInfoDecoder().decode(Inner.self, from: ["a": i, NSString(string: "a"): i, "b": "s"])
            }
            #expect(try UserInfoDecoder().decode(Inner.self, from: ["a": i, "b": "s"]) == Inner(a: i, b: "s"))
            #expect(throws: NotificationDecodingError.self) {
                try UserInfoDecoder().decode(Inner.self, from: nil as [AnyHashable: Any]?)
            }
        }
    }

    @Test("A small userInfo after a large one and back: every key read from its own userInfo")
    func smallAndLarge() throws {
        var large: [AnyHashable: Any] = ["a": 100, "b": "large"]
        for k in 0..<30 { large["extra\(k)"] = k }
        for i in 0..<3 {
            #expect(try UserInfoDecoder().decode(Inner.self, from: ["a": i, "b": "small"]) == Inner(a: i, b: "small"))
            #expect(try UserInfoDecoder().decode(Inner.self, from: large) == Inner(a: 100, b: "large"))
            let dictionary = try UserInfoDecoder().decode([String: Int].self, from: ["p": i, "q": 2])
            #expect(dictionary == ["p": i, "q": 2])
        }
    }

    class Base: Decodable {
        var id: Int

        enum CodingKeys: String, CodingKey { case id }

        required init(from decoder: any Decoder) throws {
            id = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .id)
        }
    }

    /// Reads its own keys and its superclass's from one `userInfo`: two key types per payload.
    final class Derived: Base {
        var name: String

        enum DerivedKeys: String, CodingKey { case name }

        required init(from decoder: any Decoder) throws {
            name = try decoder.container(keyedBy: DerivedKeys.self).decode(String.self, forKey: .name)
            try super.init(from: decoder)
        }
    }

    @Test("A subclass and its superclass read one userInfo, payload after payload")
    func subclassAndSuperclassKeys() throws {
        for i in 0..<4 {
            let payload = try UserInfoDecoder().decode(Derived.self, from: ["id": i, "name": "derived \(i)"])
            #expect(payload.id == i)
            #expect(payload.name == "derived \(i)")
            #expect(try UserInfoDecoder().decode(Inner.self, from: ["a": i, "b": "x"]) == Inner(a: i, b: "x"))
        }
    }

    /// Keeps the container it was given, to read through it after its decode returned.
    final class Keeper: Decodable, @unchecked Sendable {
        var kept: KeyedDecodingContainer<CodingKeys>?
        var value: Int

        enum CodingKeys: String, CodingKey { case value }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            value = try container.decode(Int.self, forKey: .value)
            kept = container
        }
    }

    @Test("A container kept past its decode reads its own payload's userInfo, never another's")
    func keptContainer() throws {
        let keeper = try UserInfoDecoder().decode(Keeper.self, from: ["value": 1])
        #expect(keeper.value == 1)
        let second = try UserInfoDecoder().decode(Keeper.self, from: ["value": 2])
        #expect(second.value == 2)
        let kept = try #require(keeper.kept)
        #expect(try kept.decode(Int.self, forKey: .value) == 1)
        keeper.kept = nil
    }
}
