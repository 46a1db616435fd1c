import Foundation
import NotificationDescriptors
import TestSupport
import Testing

/// The library reads no other library's private layout. `NSOrderedSet` is read through its public
/// API; the encoder gets no weak or unowned reference counts (each encode makes its own encoder).
@Suite("Public API only")
struct PublicAPIOnlyTests {
    /// The library's sources (`Sources/`), found from this file.
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources", isDirectory: true)

    /// What reading another library's private layout, or the runtime's reference counts, looks like in Swift. (Loads
    /// at byte offsets of the library's own buffers, as the delivery engine makes, are not among them; a load from an
    /// object's address is.)
    static let forbidden = [
        "_forEachField", "@_spi(Reflection)", "toOpaque().load", "_getWeakRetainCount", "_getUnownedRetainCount",
        "_getRetainCount", "_orderedStorage",
    ]

    @Test("No source reads a private field by reflection, at a byte offset, or a reference count")
    func noPrivateLayoutReads() throws {
        let enumerator = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
        var files = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            files += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            for word in Self.forbidden where text.contains(word) {
                Issue.record("\(url.lastPathComponent) uses \(word)")
            }
        }
        #expect(files > 50, "found the sources at \(Self.sources.path)")
    }

    @Test("An NSOrderedSet reads in order, as values, nested arrays and ordered sets, through the public API")
    func orderedSetsRead() throws {
        let nestedArray = NSArray(array: [NSNumber(value: 1), NSNumber(value: 2)])
        let inner = NSOrderedSet(array: ["x", "y"])
        let userInfo: [AnyHashable: Any] = [
            "strings": NSOrderedSet(array: ["b", "a", "c"]),
            "numbers": NSMutableOrderedSet(array: [NSNumber(value: 3), NSNumber(value: 1)]),
            "arrays": NSOrderedSet(array: [nestedArray]),
            "sets": NSOrderedSet(array: [inner]),
        ]
        let note = Notification(name: Notification.Name("Tests.Ordered"), object: nil, userInfo: userInfo)
        #expect(try note.value(for: UserInfoKey<[String]>("strings")) == ["b", "a", "c"])
        #expect(try note.value(for: UserInfoKey<[Int]>("numbers")) == [3, 1])
        #expect(try note.value(for: UserInfoKey<[[Int]]>("arrays")) == [[1, 2]])
        #expect(try note.value(for: UserInfoKey<[[String]]>("sets")) == [["x", "y"]])
        #expect(try note.value(for: UserInfoKey<[Any]>("strings")).count == 3)
        #expect(try note.value(for: UserInfoKey<NSOrderedSet>("strings")).count == 3)
        struct Lists: Decodable, Equatable {
            var strings: [String]
            var numbers: [Int]
            var arrays: [[Int]]
        }
        #expect(
            try UserInfoDecoder().decode(Lists.self, from: userInfo)
                == Lists(strings: ["b", "a", "c"], numbers: [3, 1], arrays: [[1, 2]]))
        #expect(throws: NotificationDecodingError.self) { try note.value(for: UserInfoKey<[Int]>("strings")) }
    }

    /// Keeps the encoder it is handed, strongly or weakly, and writes through it later.
    final class Keeper: Encodable, @unchecked Sendable {  // used by one test at a time, on its own thread
        var strong: (any Encoder)?
        weak var weak: AnyObject?
        enum CodingKeys: String, CodingKey { case value, late }

        func encode(to encoder: any Encoder) throws {
            strong = encoder
            weak = encoder as AnyObject
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(1, forKey: .value)
        }
    }

    struct Plain: Encodable {
        var a = 1
        var b = "b"
    }

    @Test("Every encode has its own encoder: one a payload keeps is never another payload's, on any thread")
    func keptEncodersAreNeverShared() throws {
        let keeper = Keeper()
        let first = try UserInfoEncoder().encode(keeper)
        try writeThroughKeptEncoder(keeper)
        #expect(first.count == 1)
        keeper.strong = nil
        // Nothing else kept it: it is gone, weak references included.
        #expect(keeper.weak == nil)
    }

    /// Keeps its encoder without writing anything, so the encoder first asks for a container after its encode.
    final class LateStarter: Encodable, @unchecked Sendable {  // `kept` is written once, then read by one thread
        var kept: (any Encoder)?
        enum CodingKeys: String, CodingKey { case late }
        func encode(to encoder: any Encoder) throws { kept = encoder }
    }

    @Test("An encoder first used after its encode, from another thread, touches only that thread's remembered room")
    func encoderStartedLateOnAnotherThread() throws {
        let starter = LateStarter()
        #expect(try UserInfoEncoder().encode(starter).isEmpty)
        let kept = try #require(starter.kept)
        let box = LockedState<(any Encoder)?>(kept)
        let done = DispatchSemaphore(value: 0)
        Thread {
            if let encoder = box.withLock({ $0 }) {
                var container = encoder.container(keyedBy: LateStarter.CodingKeys.self)
                for round in 0..<1_000 { try? container.encode(round, forKey: .late) }
            }
            done.signal()
        }.start()
        for round in 0..<1_000 {
            let next = try UserInfoEncoder().encode(Plain(a: round))
            #expect(next.count == 2 && next["a"] as? Int == round && next["late"] == nil)
        }
        #expect(done.wait(timeout: Watchdog.deadline(60)) == .success)
    }

    private func writeThroughKeptEncoder(_ keeper: Keeper) throws {
        let kept = try #require(keeper.strong)
        for round in 0..<100 {
            let next = try UserInfoEncoder().encode(Plain(a: round))
            #expect(next.count == 2)
            #expect(next["a"] as? Int == round)
            // Its encoder is not the kept one, and writing through the kept one reaches no later userInfo.
            var late = kept.container(keyedBy: Keeper.CodingKeys.self)
            try late.encode(round, forKey: .late)
            #expect(next["late"] == nil)
        }
    }
}
