import Foundation
import Testing

@testable import NotificationDescriptors

/// Counts calls of a descriptor's decode closure (one counter per test: each test makes its own descriptors).
final class DecodeCounter: Sendable {
    private let calls = LockedState(0)
    func tick() { calls.withLock { $0 += 1 } }
    var count: Int { calls.withLock { $0 } }
}

/// A class payload that is not `Sendable`: each observer must get an object of its own.
final class MutableBox {
    var value: Int
    init(value: Int) { self.value = value }
}

/// A class payload that is `Sendable` (its state behind a lock): shared, like every `Sendable` payload.
final class LockingBox: Sendable {
    private let state: LockedState<Int>
    init(value: Int) { state = LockedState(value) }
    var value: Int { state.withLock { $0 } }
    func add(_ amount: Int) { state.withLock { $0 += amount } }
}

/// A payload type that declares value semantics: its observers share one decode.
struct SharedReading: Equatable, Sendable, ValueSemanticPayload {
    var count: Int
    var label: String
}

/// A plain `Sendable` struct that declares nothing more: its observers share one decode.
struct PlainReading: Equatable, Sendable {
    var count: Int
    var labels: [String]
}

/// A `Codable`, `Sendable` struct whose every decode is counted (in `decodes`, one counter per name).
struct CountedCodable: Codable, Equatable, Sendable {
    var count: Int
    static let decodes = LockedState<[String: Int]>([:])
    enum CodingKeys: String, CodingKey { case count, name }
    init(count: Int) { self.count = count }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        count = try container.decode(Int.self, forKey: .count)
        let name = try container.decode(String.self, forKey: .name)
        Self.decodes.withLock { $0[name, default: 0] += 1 }
    }
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(count, forKey: .count)
    }
}

/// A struct that is not `Sendable` and does not declare value semantics (it holds a class instance): decoded per
/// observer.
struct HoldsBox {
    let box: MutableBox
}

/// The observers of one descriptor on a hub decode a post once between them when its payload is `Sendable` (decided
/// where the descriptor is made), a `carrying:` payload or a `ValueSemanticPayload`; every other payload is decoded
/// per observer.
@Suite("Decode once per post")
struct DecodeOnceTests {
    /// A descriptor of `name` whose every decode (`decode`, then a tick) is counted, and its counter: each test makes
    /// its own, so no count is shared between tests.
    static func counting<Payload>(
        _ name: String, decode: @escaping @Sendable (Notification) throws -> Payload
    ) -> (NotificationDescriptor<Payload>, DecodeCounter) {
        let counter = DecodeCounter()
        let descriptor = NotificationDescriptor<Payload>(Notification.Name(name)) { note in
            counter.tick()
            return try decode(note)
        }
        return (descriptor, counter)
    }

    /// A counted descriptor of the `Int` under key "n", posted as `["n": value]`, and its counter.
    static func counting(_ name: String) -> (NotificationDescriptor<Int>, DecodeCounter) {
        let counter = DecodeCounter()
        let descriptor = NotificationDescriptor<Int>(
            Notification.Name(name),
            decode: { note in
                counter.tick()
                return try note.value(for: UserInfoKey<Int>("n"))
            },
            encode: { (object: nil, userInfo: ["n": $0]) }
        )
        return (descriptor, counter)
    }

    @Test("Ten observers of a legacy descriptor: one decode, ten deliveries in registration order")
    func tenObserversOneDecode() {
        let center = NotificationCenter()
        let (descriptor, counter) = Self.counting("Tests.DecodeOnce.ten")
        let received = Collected<String>()
        let tokens = (0..<10).map { index in center.observe(descriptor) { received.append("\(index):\($0)") } }
        center.post(descriptor, 7)
        #expect(counter.count == 1)
        #expect(received.all == (0..<10).map { "\($0):7" })
        center.post(name: descriptor.name, object: nil, userInfo: ["n": 8])
        #expect(counter.count == 2)
        #expect(received.count == 20)
        withExtendedLifetime(tokens) {}
    }

    @Test("A failed decode happens once and reaches each observer's own failure sink once, no handler")
    func failureOncePerSink() {
        let center = NotificationCenter()
        let (descriptor, counter) = Self.counting("Tests.DecodeOnce.failure")
        let failures = Collected<Int>()
        let handled = Collected<Int>()
        let tokens = (0..<4).map { index in
            center.observe(descriptor, onFailure: { _ in failures.append(index) }) { handled.append($0) }
        }
        center.post(name: descriptor.name, object: nil, userInfo: ["n": "not a number"])
        #expect(counter.count == 1)
        #expect(failures.all == [0, 1, 2, 3])
        #expect(handled.all.isEmpty)
        withExtendedLifetime(tokens) {}
    }

    @Test("Two descriptors of one name with different payload types, interleaved: each decodes once, for its own")
    func twoPayloadTypesOneName() {
        let center = NotificationCenter()
        let name = Notification.Name("Tests.DecodeOnce.twoTypes")
        let (asInt, intCounter) = Self.counting(name.rawValue)
        let (asString, stringCounter) = Self.counting(name.rawValue) { note in
            "n=\(try note.value(for: UserInfoKey<Int>("n")) as Int)"
        }
        let received = Collected<String>()
        var tokens: [Token] = []
        for index in 0..<3 {
            tokens.append(center.observe(asInt) { received.append("int\(index):\($0)") })
            tokens.append(center.observe(asString) { received.append("string\(index):\($0)") })
        }
        center.post(name: name, object: nil, userInfo: ["n": 5])
        #expect(intCounter.count == 1)
        #expect(stringCounter.count == 1)
        #expect(
            received.all == ["int0:5", "string0:n=5", "int1:5", "string1:n=5", "int2:5", "string2:n=5"])
        withExtendedLifetime(tokens) {}
    }

    @Test("Two descriptors of one name and payload type with different decoders never share a decode")
    func samePayloadTypeDifferentDecoders() {
        let center = NotificationCenter()
        let name = Notification.Name("Tests.DecodeOnce.twoDecoders")
        let plain = NotificationDescriptor<Int>(name) { try $0.value(for: UserInfoKey<Int>("n")) }
        let doubled = NotificationDescriptor<Int>(name) { 2 * (try $0.value(for: UserInfoKey<Int>("n"))) }
        let received = Collected<String>()
        let tokens = [
            center.observe(plain) { received.append("plain:\($0)") },
            center.observe(doubled) { received.append("doubled:\($0)") },
            center.observe(plain) { received.append("plain:\($0)") },
            center.observe(doubled) { received.append("doubled:\($0)") },
        ]
        center.post(name: name, object: nil, userInfo: ["n": 3])
        #expect(received.all == ["plain:3", "doubled:6", "plain:3", "doubled:6"])
        withExtendedLifetime(tokens) {}
    }

    @Test("A copy of a descriptor shares its decode; another center decodes on its own")
    func copiesShareCentersDoNot() {
        let first = NotificationCenter()
        let second = NotificationCenter()
        let (descriptor, counter) = Self.counting("Tests.DecodeOnce.copies")
        let copy = descriptor
        let received = Collected<Int>()
        let tokens = [
            first.observe(descriptor) { received.append($0) }, first.observe(copy) { received.append($0) },
            second.observe(descriptor) { received.append(-$0) }, second.observe(copy) { received.append(-$0) },
        ]
        first.post(descriptor, 1)
        #expect(counter.count == 1)
        second.post(descriptor, 2)
        #expect(counter.count == 2)
        #expect(received.all == [1, 1, -2, -2])
        withExtendedLifetime(tokens) {}
    }

    @Test("Observers filtered by object: get only their sender's posts, with that post's payload")
    func objectFilters() {
        let center = NotificationCenter()
        let (descriptor, counter) = Self.counting("Tests.DecodeOnce.objects")
        let senderA = Sender()
        let senderB = Sender()
        let received = Collected<String>()
        let tokens = [
            center.observe(descriptor) { received.append("any:\($0)") },
            center.observe(descriptor, object: senderA) { received.append("a:\($0)") },
            center.observe(descriptor, object: senderA) { received.append("a:\($0)") },
            center.observe(descriptor, object: senderB) { received.append("b:\($0)") },
            center.observe(descriptor) { received.append("any:\($0)") },
        ]
        center.post(descriptor, 1, object: senderA)
        center.post(descriptor, 2, object: senderB)
        #expect(received.all.sorted() == ["a:1", "a:1", "any:1", "any:1", "any:2", "any:2", "b:2"])
        // One decode per hub the post reaches: (unfiltered, sender A), then (unfiltered, sender B).
        #expect(counter.count == 4)
        withExtendedLifetime(tokens) {}
    }

    @Test("An observer added during a delivery gets the next post's own payload, not the one in flight")
    func addedDuringDelivery() {
        let center = NotificationCenter()
        let (descriptor, counter) = Self.counting("Tests.DecodeOnce.joining")
        let received = Collected<String>()
        let joined = LockedState<[Token]>([])
        let tokens = [
            center.observe(descriptor) { value in
                received.append("first:\(value)")
                if value == 1 {
                    joined.withLock { $0.append(center.observe(descriptor) { received.append("joined:\($0)") }) }
                }
            },
            center.observe(descriptor) { received.append("second:\($0)") },
        ]
        center.post(descriptor, 1)
        center.post(descriptor, 2)
        #expect(received.all == ["first:1", "second:1", "first:2", "second:2", "joined:2"])
        #expect(counter.count == 2)
        withExtendedLifetime((tokens, joined)) {}
    }

    @Test("A post made from a handler is decoded for itself; the outer post's payload is unchanged after it")
    func nestedPost() {
        let center = NotificationCenter()
        let (descriptor, counter) = Self.counting("Tests.DecodeOnce.nested")
        let received = Collected<String>()
        let tokens = [
            center.observe(descriptor) { value in
                received.append("a:\(value)")
                if value == 1 { center.post(descriptor, 2) }
            },
            center.observe(descriptor) { received.append("b:\($0)") },
        ]
        center.post(descriptor, 1)
        #expect(received.all == ["a:1", "a:2", "b:2", "b:1"])
        #expect(counter.count == 2)
        withExtendedLifetime(tokens) {}
    }

    @Test("A cancelled observer is skipped; the next live one decodes, and once")
    func cancelledObservers() {
        let center = NotificationCenter()
        let (descriptor, counter) = Self.counting("Tests.DecodeOnce.cancelled")
        let received = Collected<String>()
        let laterToken = LockedState<Token?>(nil)
        let first = center.observe(descriptor) { received.append("first:\($0)") }
        let second = center.observe(descriptor) { value in
            received.append("second:\(value)")
            laterToken.withLock { $0 }?.cancel()
        }
        let third = center.observe(descriptor) { received.append("third:\($0)") }
        laterToken.withLock { $0 = third }
        let fourth = center.observe(descriptor) { received.append("fourth:\($0)") }
        first.cancel()
        center.post(descriptor, 1)
        #expect(received.all == ["second:1", "fourth:1"])
        #expect(counter.count == 1)
        withExtendedLifetime((second, fourth)) {}
    }

    @Test("A plain Sendable struct, declaring nothing more: one decode for ten observers, each its own copy")
    func plainSendableStructShares() {
        let center = NotificationCenter()
        let counter = DecodeCounter()
        let descriptor = NotificationDescriptor<PlainReading>(Notification.Name("Tests.DecodeOnce.plain")) { note in
            counter.tick()
            return PlainReading(count: try note.value(for: UserInfoKey<Int>("n")), labels: ["a"])
        }
        #expect(descriptor.decodeKey != nil)
        let received = Collected<PlainReading>()
        let tokens = (0..<10).map { index in
            center.observe(descriptor) { reading in
                // A handler changing its copy changes no other handler's (a value: each receives its own copy).
                var mine = reading
                mine.labels.append("changed by \(index)")
                received.append(reading)
            }
        }
        center.post(name: descriptor.name, object: nil, userInfo: ["n": 3])
        #expect(counter.count == 1)
        #expect(received.all == Array(repeating: PlainReading(count: 3, labels: ["a"]), count: 10))
        withExtendedLifetime(tokens) {}
    }

    @Test("A Codable Sendable struct, read-only and two-way: one decode per post for every observer")
    func codableSendableShares() {
        let center = NotificationCenter()
        for (index, name) in ["Tests.DecodeOnce.codable", "Tests.DecodeOnce.codableReadOnly"].enumerated() {
            let descriptor =
                index == 0
                ? NotificationDescriptor(Notification.Name(name), userInfo: CountedCodable.self)
                : NotificationDescriptor(
                    Notification.Name(name),
                    decode: { note in
                        try UserInfoDecoder().decode(CountedCodable.self, from: note)
                    })
            #expect(descriptor.decodeKey != nil)
            let received = Collected<Int>()
            let tokens = (0..<10).map { _ in center.observe(descriptor) { received.append($0.count) } }
            center.post(name: descriptor.name, object: nil, userInfo: ["count": 4, "name": name])
            #expect(CountedCodable.decodes.withLock { $0[name] } == 1)
            #expect(received.all == Array(repeating: 4, count: 10))
            withExtendedLifetime(tokens) {}
        }
    }

    @Test("A Sendable class payload is shared: every observer receives the one object decoded")
    func sendableClassShares() {
        let center = NotificationCenter()
        let counter = DecodeCounter()
        let descriptor = NotificationDescriptor<LockingBox>(Notification.Name("Tests.DecodeOnce.lockedBox")) { _ in
            counter.tick()
            return LockingBox(value: 1)
        }
        let seen = Collected<Int>()
        let tokens = (0..<3).map { _ in
            center.observe(descriptor) { box in
                seen.append(box.value)
                box.add(100)
            }
        }
        center.post(name: descriptor.name, object: nil)
        #expect(counter.count == 1)
        #expect(seen.all == [1, 101, 201])
        withExtendedLifetime(tokens) {}
    }

    @Test("carrying: shares for every payload, a class that is not Sendable too: the posted object, read once")
    func carryingSharesEveryPayload() {
        let center = NotificationCenter()
        let descriptor = NotificationDescriptor(
            carrying: MutableBox.self, name: Notification.Name("Tests.DecodeOnce.carriedBox"))
        #expect(descriptor.decodeKey != nil)
        let posted = MutableBox(value: 1)
        let identity = ObjectIdentifier(posted)
        let seen = Collected<Bool>()
        let tokens = (0..<3).map { _ in center.observe(descriptor) { seen.append(ObjectIdentifier($0) == identity) } }
        center.post(descriptor, posted)
        #expect(seen.all == [true, true, true])
        withExtendedLifetime((tokens, posted)) {}
    }

    @Test("Which descriptors share: Sendable payloads, carrying:, value-semantic ones; generic code keeps the rule")
    func descriptorSharingRule() {
        let name = Notification.Name("Tests.DecodeOnce.rule")
        #expect(NotificationDescriptor<PlainReading>(name) { _ in PlainReading(count: 0, labels: []) }.decodeKey != nil)
        #expect(NotificationDescriptor<LockingBox>(name) { _ in LockingBox(value: 0) }.decodeKey != nil)
        #expect(NotificationDescriptor(name).decodeKey != nil)
        #expect(NotificationDescriptor(carrying: HoldsBox.self, name: name).decodeKey != nil)
        #expect(NotificationDescriptor(name, userInfo: CountedCodable.self).decodeKey != nil)
        // Not Sendable and not value-semantic: per observer.
        #expect(NotificationDescriptor<MutableBox>(name) { _ in MutableBox(value: 0) }.decodeKey == nil)
        #expect(NotificationDescriptor<HoldsBox>(name) { _ in HoldsBox(box: MutableBox(value: 0)) }.decodeKey == nil)
        // Generic code over an unconstrained payload cannot know it to be `Sendable`: the value-semantic rule.
        func generic<P>(_ make: @escaping @Sendable () -> P) -> NotificationDescriptor<P> {
            NotificationDescriptor<P>(name) { _ in make() }
        }
        func genericSendable<P: Sendable>(_ make: @escaping @Sendable () -> P) -> NotificationDescriptor<P> {
            NotificationDescriptor<P>(name) { _ in make() }
        }
        #expect(generic { PlainReading(count: 0, labels: []) }.decodeKey == nil)
        #expect(generic { SharedReading(count: 0, label: "") }.decodeKey != nil)
        #expect(genericSendable { PlainReading(count: 0, labels: []) }.decodeKey != nil)
    }

    @Test("A class payload is decoded per observer: one handler changing its object changes no other's")
    func classPayloadsAreNotShared() {
        let center = NotificationCenter()
        let counter = DecodeCounter()
        let descriptor = NotificationDescriptor<MutableBox>(Notification.Name("Tests.DecodeOnce.class")) { note in
            counter.tick()
            return MutableBox(value: try note.value(for: UserInfoKey<Int>("n")))
        }
        let seen = Collected<Int>()
        let tokens = (0..<3).map { _ in
            center.observe(descriptor) { box in
                seen.append(box.value)
                box.value += 100
            }
        }
        center.post(name: descriptor.name, object: nil, userInfo: ["n": 1])
        #expect(seen.all == [1, 1, 1])
        #expect(counter.count == 3)
        withExtendedLifetime(tokens) {}
    }

    @Test("Main-actor and closure observers of one descriptor share the decode, in registration order")
    @MainActor
    func mainActorShares() {
        let center = NotificationCenter()
        let (descriptor, counter) = Self.counting("Tests.DecodeOnce.mainActor")
        let received = Collected<String>()
        let tokens = [
            center.observe(descriptor) { received.append("closure:\($0)") },
            center.observeOnMainActor(descriptor) { received.append("main:\($0)") },
            center.observe(descriptor) { received.append("closure:\($0)") },
        ]
        center.post(descriptor, 4)
        #expect(received.all == ["closure:4", "main:4", "closure:4"])
        #expect(counter.count == 1)
        withExtendedLifetime(tokens) {}
    }

    @Test("A sequence between closure observers of one descriptor: one decode per post, every payload to each")
    func sequencesShare() async {
        let center = NotificationCenter()
        let (descriptor, counter) = Self.counting("Tests.DecodeOnce.sequence")
        let received = Collected<Int>()
        let first = center.observe(descriptor) { received.append($0) }
        let sequence = center.notifications(of: descriptor)
        let last = center.observe(descriptor) { received.append(-$0) }
        for value in 1...3 { center.post(descriptor, value) }
        var iterator = sequence.makeAsyncIterator()
        var fromSequence: [Int] = []
        for _ in 1...3 {
            if let value = await iterator.next() { fromSequence.append(value) }
        }
        #expect(fromSequence == [1, 2, 3])
        #expect(received.all == [1, -1, 2, -2, 3, -3])
        #expect(counter.count == 3)
        withExtendedLifetime((first, last)) {}
    }

    @Test("Two descriptors interleaved with a failing post: one decode each, each observer's own sink once")
    func interleavedFailures() {
        let center = NotificationCenter()
        let name = Notification.Name("Tests.DecodeOnce.interleavedFailures")
        let (asInt, intCounter) = Self.counting(name.rawValue)
        let (asString, stringCounter) = Self.counting(name.rawValue) { try $0.value(for: UserInfoKey<String>("s")) }
        let events = Collected<String>()
        var tokens: [Token] = []
        for index in 0..<3 {
            tokens.append(
                center.observe(asInt, onFailure: { _ in events.append("int\(index):failed") }) {
                    events.append("int\(index):\($0)")
                })
            tokens.append(
                center.observe(asString, onFailure: { _ in events.append("string\(index):failed") }) {
                    events.append("string\(index):\($0)")
                })
        }
        center.post(name: name, object: nil, userInfo: ["n": 5])
        #expect(intCounter.count == 1)
        #expect(stringCounter.count == 1)
        #expect(
            events.all == [
                "int0:5", "string0:failed", "int1:5", "string1:failed", "int2:5", "string2:failed",
            ])
        withExtendedLifetime(tokens) {}
    }

    @Test("carrying: payloads reach every observer intact, one type check per post")
    func carryingShares() {
        let center = NotificationCenter()
        let descriptor = NotificationDescriptor(
            carrying: SharedReading.self, name: Notification.Name("Tests.DecodeOnce.intact"))
        let received = Collected<SharedReading>()
        let tokens = (0..<5).map { _ in center.observe(descriptor) { received.append($0) } }
        let reading = SharedReading(count: 1, label: "x")
        center.post(descriptor, reading)
        #expect(received.all == Array(repeating: reading, count: 5))
        // A post of another type under the name: each observer's sink gets the mismatch once.
        let failures = Collected<String>()
        let failing = (0..<2).map { _ in
            center.observe(descriptor, onFailure: { failures.append("\($0.reason)") }) { received.append($0) }
        }
        center.post(NotificationDescriptor(carrying: Int.self, name: descriptor.name), 3)
        #expect(failures.count == 2)
        #expect(received.count == 5)
        withExtendedLifetime((tokens, failing)) {}
    }

    @Test("Which payload types share a decode where Sendable is not known: value-semantic ones, from the type")
    func sharingRule() {
        // Shared: the standard value types, collections and optionals of them, and types that opt in.
        #expect(_DecodeKey.make(for: Int.self) != nil)
        #expect(_DecodeKey.make(for: String?.self) != nil)
        #expect(_DecodeKey.make(for: [String: [Int]].self) != nil)
        #expect(_DecodeKey.make(for: Set<UUID>.self) != nil)
        #expect(_DecodeKey.make(for: SharedReading.self) != nil)
        #expect(_DecodeKey.make(for: [SharedReading?].self) != nil)
        // Not shared: classes, and anything that may hold one or is not known to be a value.
        #expect(_DecodeKey.make(for: MutableBox.self) == nil)
        #expect(_DecodeKey.make(for: MutableBox?.self) == nil)
        #expect(_DecodeKey.make(for: [MutableBox].self) == nil)
        #expect(_DecodeKey.make(for: [String: MutableBox].self) == nil)
        #expect(_DecodeKey.make(for: HoldsBox.self) == nil)
        #expect(_DecodeKey.make(for: Reading.self) == nil)
        #expect(_DecodeKey.make(for: Any.self) == nil)
        #expect(_DecodeKey.make(for: [Any].self) == nil)
        #expect(_DecodeKey.make(for: NSString.self) == nil)
        // URL: on Darwin copies share the resource-value cache (`setTemporaryResourceValue` on one shows in others).
        #expect(_DecodeKey.make(for: URL.self) == nil)
        #expect(_DecodeKey.make(for: [URL].self) == nil)
        #expect(_DecodeKey.make(for: (Int, Int).self) == nil)
        #expect(_DecodeKey.make(for: (@Sendable () -> Void).self) == nil)
        #expect(_DecodeKey.make(for: UnsafeMutablePointer<Int>.self) == nil)
    }

    @Test(
        "Class values anywhere in a payload neither Sendable nor value-semantic: each observer gets its own",
        arguments: 0..<5
    )
    func classValuesAreNotShared(shape: Int) {
        let center = NotificationCenter()
        let name = "Tests.DecodeOnce.classShapes.\(shape)"
        let seen = Collected<Int>()
        // Each shape: a descriptor whose converter makes fresh boxes, and a handler that reads and then bumps them.
        func run<Payload>(
            _ make: @escaping @Sendable () -> Payload, _ boxes: @escaping @Sendable (Payload) -> [MutableBox]
        ) -> DecodeCounter {
            let (descriptor, counter) = Self.counting(name) { _ in make() }
            let tokens = (0..<3).map { _ in
                center.observe(descriptor) { payload in
                    for box in boxes(payload) {
                        seen.append(box.value)
                        box.value += 100
                    }
                }
            }
            center.post(name: descriptor.name, object: nil)
            withExtendedLifetime(tokens) {}
            return counter
        }
        let counter =
            switch shape {
            case 0: run({ Optional(MutableBox(value: 1)) }, { $0.map { [$0] } ?? [] })
            case 1: run({ [MutableBox(value: 1)] }, { $0 })
            case 2: run({ ["k": MutableBox(value: 1)] }, { Array($0.values) })
            case 3: run({ HoldsBox(box: MutableBox(value: 1)) }, { [$0.box] })
            default: run({ MutableBox(value: 1) as Any }, { [$0 as? MutableBox].compactMap { $0 } })
            }
        #expect(seen.all == [1, 1, 1])
        #expect(counter.count == 3)
    }

    @Test("Threads posting while others join and cancel: one decode per post per descriptor, every payload its post's")
    func concurrentPostsAndChurn() {
        let center = NotificationCenter()
        let name = Notification.Name("Tests.DecodeOnce.concurrent")
        let (asInt, intCounter) = Self.counting(name.rawValue)
        let (asString, stringCounter) = Self.counting(name.rawValue) { note in
            "n=\(try note.value(for: UserInfoKey<Int>("n")) as Int)"
        }
        let wrong = Collected<String>()
        // Always registered, so every post is decoded once per descriptor, however the churn goes.
        let base = [
            center.observe(asInt) { if $0 < 0 { wrong.append("int \($0)") } },
            center.observe(asString) { if !$0.hasPrefix("n=") { wrong.append($0) } },
        ]
        let posters = 3
        let posts = 1_500
        let finished = finishes(stallingAfter: 60, "posting and churning threads (a deadlock?)") { progress in
            DispatchQueue.concurrentPerform(iterations: posters + 1) { thread in
                if thread == posters {
                    // Churn: observers of both descriptors join and leave while the posts run.
                    for round in 0..<posts {
                        progress.tick()
                        let expectedPrefix = "n="
                        let tokens = [
                            center.observe(asInt) { if $0 < 0 { wrong.append("churn int \($0)") } },
                            center.observe(asString) { value in
                                if !value.hasPrefix(expectedPrefix) { wrong.append("churn \(value)") }
                            },
                        ]
                        if round % 2 == 0 { tokens.forEach { $0.cancel() } }
                    }
                } else {
                    for round in 0..<posts {
                        progress.tick()
                        center.post(name: name, object: nil, userInfo: ["n": thread * posts + round])
                    }
                }
            }
            return true
        }
        guard finished == true else { return }
        #expect(wrong.all.isEmpty)
        #expect(intCounter.count == posters * posts)
        #expect(stringCounter.count == posters * posts)
        withExtendedLifetime(base) {}
    }
}
