import Foundation
import NotificationDescriptors
import TestSupport
import Testing

// Cyclic collections, collections nested 100,000 deep, and keys that read as the same name.

/// A recursive payload whose one key holds the next level.
private final class Link: Codable {
    var n: Link?
}

/// A payload with one String.
private struct Named: Codable, Equatable {
    var n: String
}

/// A payload with one Int.
private struct Counted: Codable, Equatable {
    var n: Int
}

/// A payload with one Int under `k`.
private struct KeyedK: Codable, Equatable {
    var k: Int
}

/// Arrays as deep as the data goes.
private indirect enum Level: Decodable {
    case level([Level])
    init(from decoder: any Decoder) throws {
        self = .level(try [Level](from: decoder))
    }
}

private struct Levels: Decodable {
    var n: [Level]
}

/// A payload with one array of Int.
private struct Ints: Codable, Equatable {
    var n: [Int]
}

private struct IntMap: Codable, Equatable {
    var m: [Int: Int]
}

private struct StringMap: Codable, Equatable {
    var m: [String: Int]
}

private struct ContainsK: Codable, Equatable {
    var m: KeyedK
}

/// A key of a type no coding key stands for, which prints like a String key.
private struct Lookalike: Hashable, CustomStringConvertible {
    var description: String { "k" }
}

/// Values kept alive for the whole run: releasing a collection nested 100,000 deep recurses once per level and would
/// itself overflow the stack, which is no concern of the coder's.
private final class KeptForever: @unchecked Sendable {
    // `@unchecked Sendable`: written once, in `init`, and only read afterwards.
    let value: Any
    init(_ value: Any) {
        self.value = value
        _ = Unmanaged.passRetained(self)
    }
}

/// The collection kinds, each nested `depth` levels deep under the key `n` (dictionaries) or as the only element.
enum DeepKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case swiftArray, swiftStringDictionary, swiftHashableDictionary, nsArray, nsDictionary, nsMutableDictionary
    case nsSet, nsMutableSet, nsOrderedSet, nsMutableOrderedSet

    var testDescription: String { rawValue }

    /// Built once per kind and never released.
    private static let built = LockedState<[DeepKind: KeptForever]>([:])

    static let depth = 100_000

    var value: Any {
        Self.built.withLock { built in
            if let kept = built[self] { return kept.value }
            let kept = KeptForever(make(depth: Self.depth))
            built[self] = kept
            return kept.value
        }
    }

    private func make(depth: Int) -> Any {
        var value: Any = 1
        for _ in 0..<depth {
            switch self {
            case .swiftArray: value = [value]
            case .swiftStringDictionary: value = ["n": value] as [String: Any]
            case .swiftHashableDictionary: value = [AnyHashable("n"): value]
            case .nsArray: value = NSArray(object: value)
            case .nsDictionary: value = NSDictionary(object: value, forKey: NSString(string: "n"))
            case .nsMutableDictionary:
                let dictionary = NSMutableDictionary()
                dictionary[NSString(string: "n")] = value
                value = dictionary
            case .nsSet: value = NSSet(object: value)
            case .nsMutableSet:
                let set = NSMutableSet()
                set.add(value)
                value = set
            // Built by `add` into an empty set: `NSOrderedSet(object:)` compares the new element with itself, which
            // for an ordered set compares everything nested in it.
            case .nsOrderedSet: value = Self.orderedSet(holding: value).copy()
            case .nsMutableOrderedSet: value = Self.orderedSet(holding: value)
            }
        }
        return value
    }

    private static func orderedSet(holding value: Any) -> NSMutableOrderedSet {
        let set = NSMutableOrderedSet()
        set.add(value)
        return set
    }
}

/// Runs `body` on a new thread with a 512 KB stack (a secondary thread's on Apple platforms) and waits for it at most
/// 60 seconds: `nil`, with an issue recorded, when it has not returned by then (a read that never ends fails the test
/// instead of hanging the run).
private func onSmallStack<T: Sendable>(
    _ body: @escaping @Sendable () -> T,
    sourceLocation: SourceLocation = #_sourceLocation
) -> T? {
    let result = LockedState<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        let value = body()
        result.withLock { $0 = value }
        done.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    guard done.wait(timeout: Watchdog.deadline(60)) == .success else {
        Issue.record("the read on a small stack did not return within 60 seconds", sourceLocation: sourceLocation)
        return nil
    }
    return result.withLock { $0 }
}

/// How many ways `readEveryWay(_:)` reads a value.
private let readWays = 15

/// Every way a value can be read where `raw` sits, as the errors' descriptions (`nil` for a read that succeeded).
@Sendable
private func readEveryWay(_ raw: Any) -> [String?] {
    let userInfo: [AnyHashable: Any] = ["n": raw]
    let decoder = UserInfoDecoder()
    let note = Notification(name: Notification.Name("Tests.Malformed"), object: nil, userInfo: userInfo)
    func describe(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return "\(error)"
        }
    }
    return [
        describe { _ = try decoder.decode(Counted.self, from: userInfo) },
        describe { _ = try decoder.decode(Named.self, from: userInfo) },
        describe { _ = try decoder.decode(Link.self, from: userInfo) },
        describe { _ = try decoder.decode(Levels.self, from: userInfo) },
        describe { _ = try decoder.decode(StringMap.self, from: ["m": raw]) },
        describe { _ = try decoder.decode([String: [String: Int]].self, from: userInfo) },
        describe { _ = try note.value(for: UserInfoKey<Int>("n")) },
        describe { _ = try note.value(for: UserInfoKey<String>("n")) },
        describe { _ = try note.value(for: UserInfoKey<Data>("n")) },
        describe { _ = try decoder.decode(Ints.self, from: userInfo) },
        describe { _ = try decoder.decode([String: [Int]].self, from: userInfo) },
        describe { _ = try note.value(for: UserInfoKey<[Int]>("n")) },
        describe { _ = try note.valueIfPresent(for: UserInfoKey<[Int]>("n")) },
        describe { _ = try note.value(for: UserInfoKey<[String: Int]>("n")) },
        describe { _ = try note.valueIfPresent(for: UserInfoKey<[String: Int]>("n")) },
    ]
}

@Suite("Malformed userInfo: cycles, 100,000-deep nesting, keys that read as one name")
struct MalformedUserInfoTests {
    @Test("A cyclic collection of any kind, also in an Optional, an AnyHashable or a set, is an error, never a crash")
    func cyclesAreErrors() {
        let dictionary = NSMutableDictionary()
        dictionary["n"] = dictionary
        let array = NSMutableArray()
        array.add(array)
        let orderedSet = NSMutableOrderedSet()
        orderedSet.add(orderedSet)
        // (An `NSMutableSet` cannot hold itself: adding it reads the set while it is being changed.)
        let setOfArray = NSMutableSet()
        setOfArray.add(array)
        let orderedSetOfArray = NSMutableOrderedSet()
        orderedSetOfArray.add(array)
        defer {
            dictionary.removeAllObjects()
            array.removeAllObjects()
            orderedSet.removeAllObjects()
        }
        var cycles: [(String, Any)] = [
            ("NSMutableDictionary", dictionary), ("NSMutableArray", array),
            ("NSMutableOrderedSet", orderedSet), ("NSMutableSet of a cyclic array", setOfArray),
            ("Optional(cyclic array)", Optional(array) as Any), ("AnyHashable(cyclic array)", AnyHashable(array)),
            ("Optional(cyclic dictionary)", Optional(dictionary) as Any),
            ("AnyHashable(cyclic dictionary)", AnyHashable(dictionary)),
            ("[Optional(cyclic array)]", [Optional(array) as Any]),
        ]
        // An ordered set is read through its public API only. On Darwin that hands out the cyclic array as
        // it is, and reading it is an error like the others. On Linux every accessor of `NSOrderedSet`
        // (`object(at:)`, `array`, enumeration, even `contains` and `index(of:)`) converts an `NSArray` element to a
        // Swift array, endlessly for a cyclic one, inside Foundation: no reader can be handed that element.
        #if canImport(Darwin)
            cycles.append(("NSMutableOrderedSet of a cyclic array", orderedSetOfArray))
        #else
            _ = orderedSetOfArray
        #endif
        for (label, cyclic) in cycles {
            let boxed = LockedState(cyclic)
            let errors = onSmallStack { readEveryWay(boxed.withLock { $0 }) } ?? []
            #expect(errors.count == readWays, "\(label)")
            #expect(errors.allSatisfy { $0 != nil }, "\(label): \(errors)")
            #expect(errors.allSatisfy { !($0 ?? "").contains("\n") && ($0 ?? "").count < 300 }, "\(label)")
        }
        // The mismatch preview says how big it is and stops there.
        do {
            _ = try UserInfoDecoder().decode(Named.self, from: ["n": dictionary])
        } catch {
            #expect(error.valuePreview == "1 entry")
        }
    }

    @Test("Collections still read as collections: exactly, one level deep, or through the coder")
    func collectionsStillRead() throws {
        let nested = NSArray(array: [NSNumber(value: 2)])
        let userInfo: [AnyHashable: Any] = [
            "ints": NSArray(array: [NSNumber(value: 1), NSNumber(value: 2)]),
            "nested": NSArray(array: [NSNumber(value: 1), nested]),
            "map": NSDictionary(object: NSNumber(value: 3), forKey: NSString(string: "a")),
            "swift": [1, 2] as [Any],
        ]
        let note = Notification(name: Notification.Name("Tests.Collections"), object: nested, userInfo: userInfo)
        #expect(try note.value(for: UserInfoKey<[Int]>("ints")) == [1, 2])
        #expect(try note.valueIfPresent(for: UserInfoKey<[Int]>("ints")) == [1, 2])
        #expect(try note.value(for: UserInfoKey<[String: Int]>("map")) == ["a": 3])
        #expect(try note.value(for: UserInfoKey<[Int]>("swift")) == [1, 2])
        #expect(try note.value(for: UserInfoKey<Set<Int>>("ints")) == [1, 2])
        // One level deep: the nested array is the object it is.
        let elements = try note.value(for: UserInfoKey<[Any]>("nested"))
        #expect(elements.count == 2)
        #expect((elements.last as? NSArray) === nested)
        #expect(try note.value(for: UserInfoKey<[String: Any]>("map")).keys.sorted() == ["a"])
        #expect(try note.value(for: UserInfoKey<NSArray>("ints")).count == 2)
        #expect(try note.object(as: NSArray.self) === nested)
        #expect(try note.object(as: [Any].self).count == 1)
        #expect(throws: NotificationDecodingError.self) { try note.value(for: UserInfoKey<[String]>("ints")) }
    }

    @Test("A cyclic or 100,000-deep object read as a collection is an objectTypeMismatch, never a crash")
    func malformedObjects() {
        let array = NSMutableArray()
        array.add(array)
        defer { array.removeAllObjects() }
        for object in [array, DeepKind.nsArray.value, DeepKind.swiftArray.value, Optional(array) as Any] as [Any] {
            let boxed = LockedState(object)
            let outcomes =
                onSmallStack { () -> [Bool] in
                    let object: Any = boxed.withLock { $0 }
                    let note = Notification(name: Notification.Name("Tests.MalformedObject"), object: object)
                    func fails(_ body: () throws -> Void) -> Bool {
                        do {
                            try body()
                            return false
                        } catch let error as NotificationDecodingError {
                            guard case .objectTypeMismatch = error.reason else { return false }
                            return true
                        } catch {
                            return false
                        }
                    }
                    return [
                        fails { _ = try note.object(as: [Int].self) },
                        fails { _ = try note.object(as: [String: Int].self) },
                        fails { _ = try note.object(as: NSNumber.self) },
                    ]
                } ?? []
            #expect(outcomes == [true, true, true])
        }
    }

    @Test("\"k\" and NSString(\"k\") read as [String: Any] through value(for:) are an error naming the key")
    func collidingKeysAsStringAnyDictionary() {
        let keys: [AnyHashable: Any] = [AnyHashable("k"): 1, AnyHashable(NSString(string: "k")): 2]
        // Darwin: the two keys are one, and the case cannot arise.
        guard keys.count == 2 else { return }
        let note = Notification(name: Notification.Name("Tests.Keys"), object: nil, userInfo: ["m": keys])
        do {
            let read = try note.value(for: UserInfoKey<[String: Any]>("m"))
            Issue.record("read \(read), keeping one of two values")
        } catch {
            #expect(error.description.contains("\"k\"") && error.description.contains("two keys"), "\(error)")
        }
    }

    @Test("A cyclic dictionary through observe(onFailure:) reaches onFailure")
    func cycleThroughAnObserver() {
        let dictionary = NSMutableDictionary()
        dictionary["n"] = dictionary
        defer { dictionary.removeAllObjects() }
        let center = NotificationCenter()
        let descriptor = NotificationDescriptor(Notification.Name("Tests.Cyclic"), userInfo: Link.self)
        let failures = Collected<NotificationDecodingError>()
        let token = center.observe(descriptor, onFailure: { failures.append($0) }) { _ in
            Issue.record("a cyclic payload decoded")
        }
        defer { token.cancel() }
        center.post(name: descriptor.name, object: nil, userInfo: ["n": dictionary])
        #expect(failures.count == 1)
    }

    @Test(
        "Every collection kind nested 100,000 deep is an error on a small stack, never a crash",
        arguments: DeepKind.allCases)
    func deepNestingOnASmallStack(kind: DeepKind) {
        let deep = LockedState(kind.value)
        let errors = onSmallStack { readEveryWay(deep.withLock { $0 }) } ?? []
        #expect(errors.count == readWays)
        #expect(errors.allSatisfy { $0 != nil })
        #expect(errors.allSatisfy { ($0 ?? "").count < 300 })
    }

    @Test(
        "Every collection kind nested 100,000 deep is an error in a Task, never a crash", arguments: DeepKind.allCases)
    func deepNestingInATask(kind: DeepKind) async {
        let deep = LockedState(kind.value)
        let errors = await Task.detached { readEveryWay(deep.withLock { $0 }) }.value
        #expect(errors.allSatisfy { $0 != nil })
    }

    @Test("Every collection kind nested 100,000 deep reaches onFailure of an observer on a dispatch queue")
    func deepNestingThroughAnObserver() {
        let center = NotificationCenter()
        let descriptor = NotificationDescriptor(Notification.Name("Tests.Deep"), userInfo: Link.self)
        let failures = Collected<NotificationDecodingError>()
        let token = center.observe(descriptor, onFailure: { failures.append($0) }) { _ in
            Issue.record("a deep payload decoded")
        }
        defer { token.cancel() }
        let values = LockedState(DeepKind.allCases.map(\.value))
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            for value in values.withLock({ $0 }) {
                center.post(name: descriptor.name, object: nil, userInfo: ["n": value])
            }
            done.signal()
        }
        guard done.wait(timeout: Watchdog.deadline(60)) == .success else {
            Issue.record(Comment(rawValue: Watchdog.message("the decodes", base: 60)))
            return
        }
        #expect(failures.count == DeepKind.allCases.count)
    }

    // MARK: Keys that read as one name

    /// `entries` as one dictionary; `nil` when two of them are the same key on this platform (Darwin, where
    /// `NSString("k") == "k"` and `NSNumber(1) == 1` as `AnyHashable`), so the case cannot arise there.
    private func distinct(_ entries: [(AnyHashable, Any)]) -> [AnyHashable: Any]? {
        var dictionary: [AnyHashable: Any] = [:]
        for (key, value) in entries { dictionary[key] = value }
        return dictionary.count == entries.count ? dictionary : nil
    }

    private func expectCollision<T: Decodable>(
        _ type: T.Type,
        _ userInfo: [AnyHashable: Any],
        name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for _ in 0..<20 {
            do {
                let decoded = try UserInfoDecoder().decode(type, from: userInfo)
                Issue.record("decoded \(decoded), keeping one of two values", sourceLocation: sourceLocation)
                return
            } catch {
                #expect(
                    error.description.contains("\"\(name)\"") && error.description.contains("two keys"),
                    "\(error)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("1 and NSNumber(1) read as [Int: Int] are an error naming the key (Linux; one key on Darwin)")
    func integerAndNumberKeys() {
        guard let keys = distinct([(AnyHashable(1), 1), (AnyHashable(NSNumber(value: 1)), 2)]) else { return }
        expectCollision(IntMap.self, ["m": keys], name: "1")
        expectCollision([Int: Int].self, keys, name: "1")
    }

    @Test("\"k\" and NSString(\"k\") are an error naming the key, as a struct or [String: Int], nested or at the top")
    func stringAndNSStringKeys() {
        // Linux: the two keys hash apart; Darwin: they are one key, and the case cannot arise.
        guard let keys = distinct([(AnyHashable("k"), 1), (AnyHashable(NSString(string: "k")), 2)]) else { return }
        expectCollision(KeyedK.self, keys, name: "k")
        expectCollision(ContainsK.self, ["m": keys], name: "k")
        expectCollision(StringMap.self, ["m": keys], name: "k")
        expectCollision([String: Int].self, keys, name: "k")
        let note = Notification(name: Notification.Name("Tests.Keys"), object: nil, userInfo: keys)
        #expect(throws: NotificationDecodingError.self) {
            try NotificationDescriptor(note.name, userInfo: KeyedK.self).decode(note)
        }
    }

    @Test("\"1\" and 1 read as [String: Int] are an error naming the key, nested or at the top, in Swift and NS form")
    func stringAndIntegerKeys() {
        let keys: [AnyHashable: Any] = ["1": 1, 1: 2]
        expectCollision(StringMap.self, ["m": keys], name: "1")
        expectCollision([String: Int].self, keys, name: "1")
        expectCollision(IntMap.self, ["m": keys], name: "1")
        let foundation = NSDictionary(objects: [1, 2], forKeys: [NSString(string: "1"), NSNumber(value: 1)])
        expectCollision(StringMap.self, ["m": foundation], name: "1")
    }

    @Test("A custom Hashable key that prints like a String key is an error naming it, never dropped")
    func lookalikeKey() throws {
        let keys: [AnyHashable: Any] = ["k": 1, AnyHashable(Lookalike()): 2]
        // The name such a key was once given in errors, next to a String key of that very name.
        let named: [AnyHashable: Any] = ["Lookalike(k)": 1, AnyHashable(Lookalike()): 2]
        for userInfo in [["m": keys], keys, ["m": named], named] as [[AnyHashable: Any]] {
            do {
                let decoded =
                    userInfo.count == 1
                    ? try UserInfoDecoder().decode(StringMap.self, from: userInfo).m
                    : try UserInfoDecoder().decode([String: Int].self, from: userInfo)
                Issue.record("decoded \(decoded), dropping the Lookalike key")
            } catch {
                #expect(error.description.contains("Lookalike"), "\(error)")
            }
        }
        // A struct reads only the keys it knows, whatever the others are.
        #expect(try UserInfoDecoder().decode(KeyedK.self, from: keys) == KeyedK(k: 1))
    }
}
