import Foundation
import NotificationDescriptors
import TestSupport
import Testing

// A decoder, encoder or container a payload keeps past the call that received it reads and writes its own
// payload, as Foundation's coders do; it never reads or writes another payload's values, never makes a later
// notification fail, and using it from another thread never damages another payload.

/// A lock-guarded value for tests whose closures run on other threads.
final class KeptBox<T>: @unchecked Sendable {  // `lock` guards `value`.
    private let lock = NSLock()
    private var value: T
    init(_ value: T) { self.value = value }
    func get() -> T { lock.withLock { value } }
    func set(_ newValue: T) { lock.withLock { value = newValue } }
    func update(_ body: (inout T) -> Void) { lock.withLock { body(&value) } }
}

/// A payload that keeps the decoder it was given, and reads through it only after its `init(from:)` returned.
final class LateReader: Decodable, @unchecked Sendable {  // used on one thread at a time, or read-only
    let decoder: any Decoder
    init(from decoder: any Decoder) throws { self.decoder = decoder }

    enum CodingKeys: String, CodingKey { case user, count }

    func user() throws -> String {
        try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .user)
    }
}

/// A payload that keeps its keyed container and reads through it later.
// Read-only after init; `container` is a value.
final class ContainerKeeper: Decodable, @unchecked Sendable {
    let container: KeyedDecodingContainer<CodingKeys>
    let count: Int
    enum CodingKeys: String, CodingKey { case user, count }
    init(from decoder: any Decoder) throws {
        container = try decoder.container(keyedBy: CodingKeys.self)
        count = try container.decode(Int.self, forKey: .count)
    }
}

/// A plain payload: what the next notification on the thread carries.
struct Greeting: Codable, Equatable, Sendable, DescribedNotification {
    var user: String
    var count: Int
    static let descriptor = NotificationDescriptor(Notification.Name("KeptCoderGreeting"), userInfo: Greeting.self)
}

/// A payload whose `encode(to:)` keeps its encoding container, so a test can write through it later.
final class EncodingKeeper: Encodable, @unchecked Sendable {  // `kept` is set on the encoding thread, then handed over
    var kept: KeyedEncodingContainer<CodingKeys>?
    var keptEncoder: (any Encoder)?
    let value: Int
    init(_ value: Int) { self.value = value }
    enum CodingKeys: String, CodingKey { case value, late }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        kept = container
        keptEncoder = encoder
    }
}

/// A payload whose `encode(to:)` writes through another payload's kept container while it encodes.
struct Intruder: Encodable {
    let victim: EncodingKeeper
    let value: Int
    enum CodingKeys: String, CodingKey { case value }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(value, forKey: .value)
        try victim.kept?.encode(666, forKey: .late)
        var superContainer = victim.keptEncoder?.container(keyedBy: EncodingKeeper.CodingKeys.self)
        try superContainer?.encode(667, forKey: .late)
    }
}

/// A payload whose `init(from:)` reads another payload's kept container while it decodes.
struct Peeker: Decodable {
    let own: Int
    let peeked: Int
    enum CodingKeys: String, CodingKey { case count }
    init(from decoder: any Decoder) throws {
        own = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .count)
        peeked = try Peeker.victim.get()?.container.decode(Int.self, forKey: .count) ?? -1
    }
    static let victim = KeptBox<ContainerKeeper?>(nil)
}

@Suite("Kept decoders, encoders and containers read and write their own payload")
struct KeptCoderTests {
    @Test("A decoder kept past init(from:) reads later, and the thread's next notification still decodes")
    func keptDecoderReadsLaterAndNothingIsDropped() throws {
        let userInfo: [AnyHashable: Any] = ["user": "ada", "count": 1]
        let reader = try UserInfoDecoder().decode(LateReader.self, from: userInfo)
        #expect(try reader.user() == "ada")  // JSONDecoder's kept decoder reads later too

        // Through a center: after a payload read its kept decoder, the next valid notification reaches the handler.
        let center = NotificationCenter()
        let received = KeptBox<[Greeting]>([])
        let failures = KeptBox<[String]>([])
        let token = center.observe(Greeting.self) { greeting in
            received.update { $0.append(greeting) }
        } onFailure: { error in
            failures.update { $0.append("\(error)") }
        }
        let late = try UserInfoDecoder().decode(LateReader.self, from: ["user": "first", "count": 1])
        center.post(Greeting(user: "second", count: 2))
        #expect(try late.user() == "first")
        center.post(Greeting(user: "third", count: 3))
        token.cancel()
        #expect(received.get() == [Greeting(user: "second", count: 2), Greeting(user: "third", count: 3)])
        #expect(failures.get().isEmpty)
    }

    @Test("A kept keyed container read while another payload decodes returns its own payload's value")
    func keptContainerDuringAnotherDecode() throws {
        let keeper = try UserInfoDecoder().decode(ContainerKeeper.self, from: ["user": "a", "count": 1])
        Peeker.victim.set(keeper)
        defer { Peeker.victim.set(nil) }
        let peeker = try UserInfoDecoder().decode(Peeker.self, from: ["count": 2])
        #expect(peeker.own == 2)
        #expect(peeker.peeked == 1)
        #expect(try keeper.container.decode(String.self, forKey: .user) == "a")
        #expect(keeper.container.allKeys.count == 2)
    }

    @Test("Writes through a kept encoding container or encoder never reach another payload's userInfo")
    func keptEncodingContainerDuringAnotherEncode() throws {
        let victim = EncodingKeeper(1)
        let first = try UserInfoEncoder().encode(victim)
        #expect(first.count == 1)
        let second = try UserInfoEncoder().encode(Intruder(victim: victim, value: 2))
        #expect(second.count == 1)
        #expect(second["value"] as? Int == 2)
        #expect(second["late"] == nil)
        // And a raw observer of a typed post sees only the post's own keys.
        let center = NotificationCenter()
        let seen = KeptBox<[AnyHashable: Any]?>(nil)
        let raw = center.addObserver(forName: Greeting.descriptor.name, object: nil, queue: nil) { note in
            seen.set(note.userInfo)
        }
        try victim.kept?.encode(668, forKey: .late)
        center.post(Greeting(user: "u", count: 3))
        center.removeObserver(raw)
        let posted = try #require(seen.get())
        #expect(posted.count == 2)
        #expect(posted["late"] == nil)
        #expect(first["late"] == nil)  // a dictionary handed over never changes
    }

    /// Keeps its encoder weakly: a weak reference is not counted by `isKnownUniquelyReferenced`.
    final class WeakKeeper: Encodable, @unchecked Sendable {  // used on one thread
        weak var encoder: AnyObject?
        enum CodingKeys: String, CodingKey { case a, late }
        func encode(to encoder: any Encoder) throws {
            self.encoder = encoder as AnyObject
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("a", forKey: .a)
        }
    }

    struct WritesThroughWeak: Encodable {
        let keeper: WeakKeeper
        enum CodingKeys: String, CodingKey { case b }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("b", forKey: .b)
            if let kept = keeper.encoder as? any Encoder {
                var late = kept.container(keyedBy: WeakKeeper.CodingKeys.self)
                try late.encode("INJECTED", forKey: .late)
            }
        }
    }

    @Test("An encoder kept weakly is not reused: writes through it never reach the next payload")
    func weaklyKeptEncoder() throws {
        let keeper = WeakKeeper()
        let first = try UserInfoEncoder().encode(keeper)
        #expect(first.count == 1)
        let second = try UserInfoEncoder().encode(WritesThroughWeak(keeper: keeper))
        #expect(second.count == 1)
        #expect(second["late"] == nil)
        #expect(second["b"] as? String == "b")
    }

    @Test("A container kept on one thread and written from others while this thread encodes never damages a payload")
    func keptContainerFromOtherThreads() async throws {
        let victims = (0..<8).map { EncodingKeeper($0) }
        for victim in victims { _ = try UserInfoEncoder().encode(victim) }
        let boxes = victims.map { KeptBox($0.kept) }
        let stop = KeptBox(false)
        // Each kept container is written by one thread only (two threads writing one container at once race on that
        // payload's own storage, as with JSONEncoder's containers).
        let writers = (0..<2).map { index in
            Thread {
                var round = 0
                while !stop.get() {
                    let box = boxes[index + 2 * (round % (boxes.count / 2))]
                    var kept = box.get()
                    try? kept?.encode(round, forKey: .late)
                    round += 1
                    if round % 16 == 0 { usleep(50) }  // leaves the other core to the rest of the suite
                }
            }
        }
        for writer in writers { writer.start() }
        defer { stop.set(true) }
        for round in 0..<10_000 {
            let userInfo = try UserInfoEncoder().encode(Greeting(user: "u\(round)", count: round))
            #expect(userInfo.count == 2)
            #expect(userInfo["count"] as? Int == round)
            let decoded = try UserInfoDecoder().decode(Greeting.self, from: userInfo)
            #expect(decoded == Greeting(user: "u\(round)", count: round))
            if userInfo.count != 2 { break }
        }
    }

    @Test("After a payload of a million keys, a one-key payload of the same type costs what it does on a new thread")
    func perThreadStateIsBounded() throws {
        var huge: [String: Int] = [:]
        huge.reserveCapacity(1_000_000)
        for index in 0..<1_000_000 { huge["k\(index)"] = index }
        let big = try UserInfoEncoder().encode(huge)
        #expect(big.count == 1_000_000)
        let small = try UserInfoEncoder().encode(["k": 1])
        let fresh = KeptBox<Int>(0)
        let done = DispatchSemaphore(value: 0)
        Thread {
            fresh.set((try? UserInfoEncoder().encode(["k": 1]))?.capacity ?? -1)
            done.signal()
        }.start()
        guard done.wait(timeout: Watchdog.deadline(60)) == .success else {
            Issue.record(Comment(rawValue: Watchdog.message("the thread", base: 60)))
            return
        }
        // Not the room of the last million-key userInfo, copied for every later one (~151 MB each).
        #expect(small.capacity <= 3 * max(fresh.get(), 16))
        #expect(small.capacity < 1_000)
    }

    @Test("Random payloads keep decoders and containers and use them during other payloads, on this thread and others")
    func keptCodersFuzz() async throws {
        let seed = UInt64(ProcessInfo.processInfo.environment["FUZZ_SEED"] ?? "") ?? UInt64.random(in: 1...UInt64.max)
        print("keptCodersFuzz seed: \(seed) (replay with FUZZ_SEED=\(seed))")
        var random = SplitMix(seed)
        var keptDecoders: [(LateReader, String)] = []
        var keptContainers: [(ContainerKeeper, Int)] = []
        var keptEncoders: [EncodingKeeper] = []
        let shared = KeptBox<[ContainerKeeper]>([])
        let stop = KeptBox(false)
        let otherThreadFailures = KeptBox(0)
        let reader = Thread {
            while !stop.get() {
                for keeper in shared.get() {
                    let count = try? keeper.container.decode(Int.self, forKey: .count)
                    if count != keeper.count { otherThreadFailures.update { $0 += 1 } }
                }
                usleep(100)
            }
        }
        reader.start()
        defer { stop.set(true) }
        for round in 0..<5_000 {
            switch random.next() % 6 {
            case 0:
                let user = "u\(round)"
                keptDecoders.append((try UserInfoDecoder().decode(LateReader.self, from: ["user": user]), user))
            case 1:
                let keeper = try UserInfoDecoder().decode(ContainerKeeper.self, from: ["count": round, "user": "x"])
                keptContainers.append((keeper, round))
                if random.next() % 4 == 0 { shared.update { $0 = Array(($0 + [keeper]).suffix(4)) } }
            case 2:
                let keeper = EncodingKeeper(round)
                let userInfo = try UserInfoEncoder().encode(keeper)
                #expect(userInfo.count == 1 && userInfo["value"] as? Int == round)
                keptEncoders.append(keeper)
            case 3:
                // Write through a kept encoding container while another payload encodes.
                if let victim = keptEncoders.randomElement(using: &random) {
                    let userInfo = try UserInfoEncoder().encode(Intruder(victim: victim, value: round))
                    #expect(userInfo.count == 1 && userInfo["value"] as? Int == round)
                }
            case 4:
                // Read kept decoders and containers: each still reads its own payload.
                if let (reader, user) = keptDecoders.randomElement(using: &random) {
                    #expect(try reader.user() == user)
                }
                if let (keeper, count) = keptContainers.randomElement(using: &random) {
                    #expect(try keeper.container.decode(Int.self, forKey: .count) == count)
                }
            default:
                let greeting = Greeting(user: "g\(round)", count: round)
                let userInfo = try UserInfoEncoder().encode(greeting)
                #expect(userInfo.count == 2)
                #expect(try UserInfoDecoder().decode(Greeting.self, from: userInfo) == greeting)
            }
            if keptDecoders.count > 64 { keptDecoders.removeFirst(32) }
            if keptContainers.count > 64 { keptContainers.removeFirst(32) }
            if keptEncoders.count > 64 { keptEncoders.removeFirst(32) }
        }
        stop.set(true)
        #expect(otherThreadFailures.get() == 0)
    }
}

/// SplitMix64: a small seeded generator for reproducible random tests.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64
    init(_ seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
