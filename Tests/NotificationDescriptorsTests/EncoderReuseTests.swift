import Foundation
import NotificationDescriptors
import Testing

/// Each encode has its own encoder; a thread remembers only the room its last payload type needed (no encoder
/// is reused, since nothing short of the runtime's reference counts proves a payload kept none): whatever came before,
/// every `userInfo` holds exactly what its own payload wrote.
@Suite("UserInfoEncoder reuse across payloads")
struct EncoderReuseTests {
    struct Inner: Codable, Equatable {
        var a: Int
        var b: String
    }

    /// Encodes another payload from inside its own `encode(to:)`, while the thread's encoder is in use.
    struct Outer: Encodable {
        var x: Int

        enum CodingKeys: String, CodingKey { case x, innerCount }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(x, forKey: .x)
            let inner = try UserInfoEncoder().encode(Inner(a: x, b: "inner"))
            try container.encode(inner.count, forKey: .innerCount)
        }
    }

    /// Keeps the encoder it was given, to write through it after its encode returned.
    final class Keeper: Encodable, @unchecked Sendable {
        var kept: (any Encoder)?

        enum CodingKeys: String, CodingKey { case late, value }

        func encode(to encoder: any Encoder) throws {
            kept = encoder
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(1, forKey: .value)
        }
    }

    @Test("Nested encodes, alternating payload types and a failed encode leave every userInfo exact")
    func nestedAlternatingAndFailed() throws {
        for i in 0..<4 {
            let outer = try UserInfoEncoder().encode(Outer(x: i))
            #expect(outer.count == 2)
            #expect(outer["x"] as? Int == i)
            #expect(outer["innerCount"] as? Int == 2)
            #expect(throws: EncodingError.self) { try UserInfoEncoder().encode([i]) }
            let inner = try UserInfoEncoder().encode(Inner(a: i, b: "s"))
            #expect(inner.count == 2)
            #expect(inner["a"] as? Int == i)
            #expect(inner["b"] as? String == "s")
            #expect(try UserInfoDecoder().decode(Inner.self, from: inner) == Inner(a: i, b: "s"))
        }
    }

    class Base: Encodable {
        var id = 1

        enum CodingKeys: String, CodingKey { case id }
    }

    /// Writes its own keys and its superclass's into one `userInfo`: two key types per payload.
    final class Derived: Base {
        var name = "derived"

        enum DerivedKeys: String, CodingKey { case name }

        override func encode(to encoder: any Encoder) throws {
            try super.encode(to: encoder)
            var container = encoder.container(keyedBy: DerivedKeys.self)
            try container.encode(name, forKey: .name)
        }
    }

    @Test("A subclass and its superclass write into one userInfo, post after post")
    func subclassAndSuperclassKeys() throws {
        for i in 0..<4 {
            let payload = Derived()
            payload.id = i
            let userInfo = try UserInfoEncoder().encode(payload)
            #expect(userInfo.count == 2)
            #expect(userInfo["id"] as? Int == i)
            #expect(userInfo["name"] as? String == "derived")
            #expect(try UserInfoEncoder().encode(Inner(a: i, b: "x")).count == 2)
        }
    }

    @Test("Writes through an encoder kept past its encode never reach the next payload's userInfo")
    func keptEncoder() throws {
        let keeper = Keeper()
        let first = try UserInfoEncoder().encode(keeper)
        #expect(first.count == 1)
        if let kept = keeper.kept {
            var late = kept.container(keyedBy: Keeper.CodingKeys.self)
            try late.encode(2, forKey: .late)
        }
        keeper.kept = nil
        let next = try UserInfoEncoder().encode(Inner(a: 3, b: "t"))
        #expect(next.count == 2)
        #expect(next["late"] == nil)
        #expect(first.count == 1)
    }

    /// Remembers, weakly, the encoder it was given.
    final class Witness: Encodable, @unchecked Sendable {  // `encoder` is written and read on one thread at a time.
        weak var encoder: AnyObject?
        enum CodingKeys: String, CodingKey { case x }

        func encode(to encoder: any Encoder) throws {
            self.encoder = encoder as AnyObject
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(1, forKey: .x)
        }
    }

    @Test("An encoder a payload keeps, even weakly, is left to the payload: the thread keeps another")
    func weaklyKeptEncoderIsNotKept() throws {
        let witness = Witness()
        _ = try UserInfoEncoder().encode(witness)
        // No thread keeps an encoder (a weak reference could write into the next payload), so it is gone.
        #expect(witness.encoder == nil)
    }
}
