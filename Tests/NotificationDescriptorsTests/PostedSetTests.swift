import Foundation
import NotificationDescriptors
import Testing

/// A Swift `Set` field, and a `Set` inside nested values, posts as a set: what Objective-C code reads
/// with `as? Set<T>` and `as? NSSet`, never the array its `Encodable` conformance writes; and it still decodes back.
///
/// Darwin expectation (not run here): posting bridges the `userInfo` to an `NSDictionary`, and a Swift set in it to an
/// `NSSet` (elements to `NSNumber`, `NSString`, ...). An observer's `userInfo["k"] as? Set<Int>` then bridges that
/// `NSSet` back element by element and succeeds, as it does for an `NSSet` of `NSNumber`s that Objective-C code posts;
/// `as? NSSet` succeeds on both. An array (what a set was posted as before) bridges to an `NSArray`, which
/// `as? Set<Int>` never reads. On Linux nothing is bridged on the way: the set arrives as it was written, and both
/// casts succeed on a Swift set and on an `NSSet` alike (checked below, with a raw observer).
@Suite("A Set posts as a set")
struct PostedSetTests {
    enum Mode: String, Codable, Hashable { case fast, slow }

    struct Point: Codable, Hashable {
        var x: Int
        var y: Int
    }

    struct Inner: Codable, Equatable {
        var tags: Set<String>
        var counts: [Set<Int>]
    }

    struct Payload: Codable, Equatable {
        var ids: Set<Int>
        var names: Set<String>
        var small: Set<UInt8>
        var modes: Set<Mode>
        var points: Set<Point>
        var empty: Set<Int>
        var optional: Set<Int>?
        var byName: [String: Set<Int>]
        var inner: Inner
        var uuids: Set<UUID>
    }

    static let payload = Payload(
        ids: [1, 2, 3], names: ["a", "b"], small: [7, 8], modes: [.fast, .slow],
        points: [Point(x: 1, y: 2), Point(x: 3, y: 4)], empty: [], optional: [5], byName: ["x": [9, 10]],
        inner: Inner(tags: ["t"], counts: [[1], [2, 3]]), uuids: [UUID(), UUID()])

    static let descriptor = NotificationDescriptor(Notification.Name("Tests.PostedSet"), userInfo: Payload.self)

    /// Whether `value` reads with both casts Objective-C-minded code makes, as a set of `T`.
    static func readsAsSet<T: Hashable>(_ value: Any?, of _: T.Type, count: Int) -> Bool {
        guard let value, let typed = value as? Set<T>, let object = value as? NSSet else { return false }
        return typed.count == count && object.count == count
    }

    @Test("A raw observer reads every set, top-level and nested, with as? Set<T> and as? NSSet")
    func rawObserverCasts() throws {
        let center = NotificationCenter()
        let received = LockedState<[AnyHashable: Any]?>(nil)
        let observer = center.addObserver(forName: Self.descriptor.name, object: nil, queue: nil) { note in
            received.withLock { $0 = note.userInfo }
        }
        defer { center.removeObserver(observer) }
        center.post(Self.descriptor, Self.payload)
        let userInfo = try #require(received.withLock { $0 })
        #expect(Self.readsAsSet(userInfo["ids"], of: Int.self, count: 3))
        #expect(Self.readsAsSet(userInfo["names"], of: String.self, count: 2))
        #expect(Self.readsAsSet(userInfo["small"], of: UInt8.self, count: 2))
        #expect(Self.readsAsSet(userInfo["small"], of: Int.self, count: 2))  // NSNumbers on Linux, as on Darwin
        #expect(Self.readsAsSet(userInfo["modes"], of: String.self, count: 2))  // raw values
        #expect(Self.readsAsSet(userInfo["empty"], of: Int.self, count: 0))
        #expect(Self.readsAsSet(userInfo["optional"], of: Int.self, count: 1))
        #expect(Self.readsAsSet(userInfo["uuids"], of: UUID.self, count: 2))
        #expect((userInfo["ids"] as? Set<Int>) == [1, 2, 3])
        #expect((userInfo["modes"] as? Set<String>) == ["fast", "slow"])
        // A set of structs: an NSSet of their dictionaries, as Objective-C code posts.
        let points = try #require(userInfo["points"] as? NSSet)
        #expect(points.count == 2)
        let byName = try #require(userInfo["byName"] as? [String: Any])
        #expect(Self.readsAsSet(byName["x"], of: Int.self, count: 2))
        let inner = try #require(userInfo["inner"] as? [String: Any])
        #expect(Self.readsAsSet(inner["tags"], of: String.self, count: 1))
        let counts = try #require(inner["counts"] as? [Any])
        #expect(counts.count == 2 && counts.allSatisfy { $0 is Set<Int> || $0 is Set<AnyHashable> })
        // Nothing is an array any more.
        #expect(!(userInfo["ids"] is [Any]))
    }

    @Test("Every set decodes back, through a center and directly, as JSONDecoder reads what JSONEncoder wrote")
    func roundTrips() throws {
        let userInfo = try UserInfoEncoder().encode(Self.payload)
        #expect(try UserInfoDecoder().decode(Payload.self, from: userInfo) == Self.payload)
        let json = try JSONDecoder().decode(Payload.self, from: JSONEncoder().encode(Self.payload))
        #expect(json == Self.payload)
        let center = NotificationCenter()
        let received = LockedState<Payload?>(nil)
        let token = center.observe(Self.descriptor) { payload in received.withLock { $0 = payload } }
        center.post(Self.descriptor, Self.payload)
        #expect(received.withLock { $0 } == Self.payload)
        token.cancel()
        // value(for:) reads the posted sets as sets too.
        let note = Notification(name: Self.descriptor.name, object: nil, userInfo: userInfo)
        #expect(try note.value(for: UserInfoKey<Set<Int>>("ids")) == [1, 2, 3])
        #expect(try note.value(for: UserInfoKey<Set<UInt8>>("small")) == [7, 8])
        #expect(try note.value(for: UserInfoKey<Set<String>>("modes")) == ["fast", "slow"])
        #expect(try note.value(for: UserInfoKey<NSSet>("points")).count == 2)
    }

    /// Two distinct elements that encode as the same value.
    struct Lossy: Codable, Hashable {
        var id: Int
        var note: String
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(id)
        }
    }

    struct LossyPayload: Codable {
        var items: Set<Lossy>
    }

    @Test("A set two of whose elements are written as one value is an error, never a smaller set")
    func collapsingSetIsAnError() throws {
        let payload = LossyPayload(items: [Lossy(id: 1, note: "a"), Lossy(id: 1, note: "b")])
        #expect(throws: EncodingError.self) { try UserInfoEncoder().encode(payload) }
        // One element, or distinct ones, still post.
        let fine = try UserInfoEncoder().encode(
            LossyPayload(items: [Lossy(id: 1, note: "a"), Lossy(id: 2, note: "a")]))
        #expect(Self.readsAsSet(fine["items"], of: Int.self, count: 2))
    }

    @Test("Foundation's own sets and arrays still read as before")
    func foundationSetsUnchanged() throws {
        let note = Notification(
            name: Self.descriptor.name, object: nil,
            userInfo: ["ns": NSSet(array: [NSNumber(value: 1), NSNumber(value: 2)]), "array": [1, 2] as [Any]])
        #expect(try note.value(for: UserInfoKey<Set<Int>>("ns")) == [1, 2])
        #expect(try note.value(for: UserInfoKey<Set<Int>>("array")) == [1, 2])
        #expect(try note.value(for: UserInfoKey<[Int]>("array")) == [1, 2])
    }
}
