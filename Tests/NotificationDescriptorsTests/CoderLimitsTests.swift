import Foundation
import NotificationDescriptors
import TestSupport
import Testing

// The encoder has the decoder's depth limit, numbers read exactly from decimals, integer-keyed
// dictionaries decode in linear time, and a key written twice ends as JSONEncoder leaves it.

/// A linked list whose every node is a nested dictionary under `next`.
final class ChainLink: Codable, @unchecked Sendable {  // immutable after it is built
    let value: Int
    let next: ChainLink?
    init(value: Int, next: ChainLink?) {
        self.value = value
        self.next = next
    }

    /// A list of `length` links (the top one included).
    static func list(length: Int) -> ChainLink {
        var link = ChainLink(value: length - 1, next: nil)
        for value in stride(from: length - 2, through: 0, by: -1) { link = ChainLink(value: value, next: link) }
        return link
    }
}

/// A payload holding a list under one key: the list's n-th link is nested n levels deep in `userInfo`.
struct Chain: Codable, Sendable, DescribedNotification {
    var head: ChainLink
    static let descriptor = NotificationDescriptor(Notification.Name("CoderLimitsChain"), userInfo: Chain.self)
}

/// A recursive enum; synthesized `Codable` nests each case in a keyed container.
indirect enum Nest: Codable, Sendable {
    case leaf
    case node(Nest)

    static func depth(_ levels: Int) -> Nest {
        var nest = Nest.leaf
        for _ in 0..<levels { nest = .node(nest) }
        return nest
    }
}

/// A recursive wrapper written through single-value containers: nesting that adds no key to the coding path.
indirect enum SelfWrapped: Encodable, Sendable {
    case end
    case wrap(SelfWrapped)
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .end: try container.encode(0)
        case .wrap(let inner): try container.encode(inner)
        }
    }
}

struct WrappedPayload: Encodable, Sendable {
    var value: SelfWrapped
}

struct NestPayload: Codable, Sendable {
    var nest: Nest
}

/// Runs `body` on a new thread with a stack of `stackSize` bytes and waits at most 60 seconds for it.
func onThread<T: Sendable>(
    stackSize: Int,
    _ body: @escaping @Sendable () -> T,
    sourceLocation: SourceLocation = #_sourceLocation
) -> T? {
    let result = KeptBox<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        result.set(body())
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    guard done.wait(timeout: Watchdog.deadline(60)) == .success else {
        Issue.record(Comment(rawValue: Watchdog.message("the thread", base: 60)), sourceLocation: sourceLocation)
        return nil
    }
    return result.get()
}

/// The message of the error `body` throws, or `nil` when it throws none.
func thrownMessage(_ body: () throws -> Void) -> String? {
    do {
        try body()
        return nil
    } catch {
        return "\(error)"
    }
}

/// Deep values are built and freed on a thread with a large stack: freeing a list or enum this deep recurses.
let bigStack = 256 * 1024 * 1024

@Suite("The coder's limits hold both ways")
struct CoderLimitsTests {
    @Test("A list as deep as the decoder reads posts and decodes; one level more is an encoding error")
    func encoderStopsWhereTheDecoderStops() throws {
        // `head` is level 1, its n-th link level n: 64 links decode, 65 do not.
        let deepest = Chain(head: ChainLink.list(length: 64))
        let userInfo = try UserInfoEncoder().encode(deepest)
        let decoded = try UserInfoDecoder().decode(Chain.self, from: userInfo)
        #expect(decoded.head.value == 0)
        let message = thrownMessage { _ = try UserInfoEncoder().encode(Chain(head: ChainLink.list(length: 65))) }
        #expect(message?.contains("nested more than 64 levels deep") == true)
        // The decoder refuses the same depth.
        var raw: [String: Any] = ["value": 64]
        for value in stride(from: 63, through: 0, by: -1) { raw = ["value": value, "next": raw] }
        #expect(throws: NotificationDecodingError.self) {
            try UserInfoDecoder().decode(Chain.self, from: ["head": raw])
        }
    }

    @Test(
        "No depth crashes: 20,000 links on an 8 MiB stack, 600 on 512 KiB, a recursive enum 10^4 deep, wrappers",
        arguments: [(20_000, 8 * 1024 * 1024), (600, 512 * 1024), (100, 512 * 1024)])
    func deepValuesAreErrors(length: Int, stackSize: Int) throws {
        let chain = onThread(stackSize: bigStack) { KeptBox(Chain(head: ChainLink.list(length: length))) }
        let nest = onThread(stackSize: bigStack) { KeptBox(NestPayload(nest: Nest.depth(10_000))) }
        let wrapped = onThread(stackSize: bigStack) {
            KeptBox(WrappedPayload(value: (0..<10_000).reduce(SelfWrapped.end) { inner, _ in .wrap(inner) }))
        }
        let messages = onThread(stackSize: stackSize) { () -> [String?] in
            [
                thrownMessage { _ = try UserInfoEncoder().encode(chain?.get()) },
                thrownMessage { _ = try UserInfoEncoder().encode(nest?.get()) },
                thrownMessage { _ = try UserInfoEncoder().encode(wrapped?.get()) },
            ]
        }
        let all = try #require(messages)
        #expect(all[0]?.contains("nested more than 64 levels deep") == true, "\(all)")
        #expect(all[1]?.contains("nested more than 64 levels deep") == true, "\(all)")
        // Single-value wrappers add no key to the path: they are counted as values nested in values.
        #expect(all[2]?.contains("nested in more than 128 values") == true, "\(all)")
        _ = onThread(stackSize: bigStack) { [chain, nest, wrapped] in
            chain?.set(Chain(head: ChainLink.list(length: 1)))
            nest?.set(NestPayload(nest: .leaf))
            wrapped?.set(WrappedPayload(value: .end))
            return true
        }
    }

    @Test("Decimals read as a number type only when it holds them exactly; the message shows every digit")
    func decimalsReadExactly() throws {
        struct Numbers: Decodable {
            var int64: Int64?
            var int: Int?
            var double: Double?
            var float: Float?
            var bool: Bool?
            var uint8: UInt8?
        }
        func decode(_ key: String, _ value: Any) -> Result<Numbers, NotificationDecodingError> {
            Result { () throws(NotificationDecodingError) in
                try UserInfoDecoder().decode(Numbers.self, from: [key: value])
            }
        }
        let cases: [(String, String, Bool)] = [
            ("int64", "123456789012345678.5", false),
            ("int64", "-9223372036854775809", false),
            ("int64", "-9223372036854775808", true),
            ("int", "1.0000000000000000001", false),
            ("int", "1.0", true),
            ("int", "100000000000000000000", false),
            ("double", "9223372036854775807", false),
            ("double", "0.1", true),
            ("double", "1e100", true),  // the digits the Double prints
            ("double", "1152921504606846976", true),  // 2^60: the Double's exact value
            ("double", "9223372036854775808", true),  // 2^63
            ("double", "123456789012345678.5", false),
            ("double", "0.5", true),
            ("float", "0.1", true),  // the Float whose digits are 0.1, as NSNumber(value: 0.1) reads
            ("float", "0.30000000000000004", false),  // no Float has these digits
            ("float", "0.5", true),
            ("float", "1073741824", true),  // 2^30
            ("float", "16777217", false),
            ("bool", "1", true),
            ("bool", "2", false),
            ("uint8", "255", true),
            ("uint8", "256", false),
            ("uint8", "-1", false),
        ]
        for (key, digits, reads) in cases {
            let number = NSDecimalNumber(string: digits)
            for value in [number as Any, number.decimalValue as Any] {
                switch decode(key, value) {
                case .success(let numbers):
                    #expect(reads, "\(digits) as \(key) read, and should not have: \(numbers)")
                case .failure(let error):
                    #expect(!reads, "\(digits) as \(key) did not read: \(error)")
                    #expect("\(error)".contains(number.decimalValue.description), "\(error)")
                }
            }
        }
        // Inside an Optional or an AnyHashable (a [String: AnyHashable] posted as userInfo) the decimal decides too.
        let big = NSDecimalNumber(string: "123456789012345678.5")
        for wrapped in [Optional(big) as Any, AnyHashable(big) as Any, Optional(AnyHashable(big)) as Any] {
            let note = Notification(name: Notification.Name("Big"), object: nil, userInfo: ["n": wrapped])
            #expect(throws: NotificationDecodingError.self) { _ = try note.value(for: UserInfoKey<Int64>("n")) }
            #expect(throws: NotificationDecodingError.self) {
                _ = try note.valueIfPresent(for: UserInfoKey<Int64>("n"))
            }
            #expect(throws: NotificationDecodingError.self) {
                _ = try UserInfoDecoder().decode(Numbers.self, from: ["int64": wrapped])
            }
        }
        // Read with value(for:) too.
        let note = Notification(
            name: Notification.Name("Big"), object: nil,
            userInfo: ["n": NSDecimalNumber(string: "123456789012345678.5")])
        #expect(throws: NotificationDecodingError.self) { _ = try note.value(for: UserInfoKey<Int64>("n")) }
        // What JSONSerialization on Linux gives for such a number.
        let json = try JSONSerialization.jsonObject(with: Data("{\"n\": 123456789012345678.5}".utf8))
        let parsed = try #require(json as? [String: Any])
        #expect(throws: NotificationDecodingError.self) {
            _ = try UserInfoDecoder().decode(Numbers.self, from: ["int64": parsed["n"] as Any])
        }
    }

    @Test("A 100,000-key [Int: String] decodes in linear time (quadratic took 11 s for 8,000 keys)")
    func integerKeyedDecodesInLinearTime() throws {
        var strings: [Int: String] = [:]
        for index in 0..<100_000 { strings[index] = "v\(index)" }
        struct Map: Decodable { var map: [Int: String] }
        // A watchdog instead of a timed assertion: quadratic lookups take hours here; linear, well under a second.
        let decoded = try withWatchdog(seconds: 60) { [strings] in
            try UserInfoDecoder().decode(Map.self, from: ["map": strings])
        }
        #expect(decoded?.map.count == 100_000)
        #expect(decoded?.map[99_999] == "v99999")
        // Integer keys of other kinds and colliding keys still read, or fail, as before.
        let mixed: [AnyHashable: Any] = Dictionary(uniqueKeysWithValues: (0..<40).map { (AnyHashable($0), "v\($0)") })
            .merging([AnyHashable(NSNumber(value: 41)): "n41"]) { first, _ in first }
        #expect(try UserInfoDecoder().decode(Map.self, from: ["map": mixed]).map[41] == "n41")
        var colliding = mixed
        colliding[AnyHashable(NSNumber(value: 3))] = "again"
        #expect(throws: NotificationDecodingError.self) {
            try UserInfoDecoder().decode(Map.self, from: ["map": colliding])
        }
    }
}

/// Runs `body` on a thread of its own and waits at most `seconds` for it: past that the test fails (the thread is
/// left to finish on its own), so a regression to quadratic time fails the run instead of stalling it.
func withWatchdog<T: Sendable>(
    seconds: Int,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable () throws -> T
) throws -> T? {
    let result = KeptBox<Result<T, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    Thread {
        result.set(Result { try body() })
        done.signal()
    }.start()
    guard done.wait(timeout: Watchdog.deadline(Double(seconds))) == .success else {
        Issue.record(
            Comment(rawValue: Watchdog.message("the body", base: Double(seconds))), sourceLocation: sourceLocation)
        return nil
    }
    return try result.get()?.get()
}

/// Payloads that write one key twice, each as `JSONEncoder` is probed with below.
enum TwoWriteKey: String, CodingKey { case meta }
enum TwoWriteA: String, CodingKey { case a }
enum TwoWriteB: String, CodingKey { case b }

struct TwoWrites: Encodable {
    let write: @Sendable (inout KeyedEncodingContainer<TwoWriteKey>) throws -> Void
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TwoWriteKey.self)
        try write(&container)
    }
}

@Suite("A key written twice ends as JSONEncoder leaves it")
struct LastWriteTests {
    static let cases: [(String, @Sendable (inout KeyedEncodingContainer<TwoWriteKey>) throws -> Void)] = [
        (
            "nested keyed, then a value",
            { outer in
                var inner = outer.nestedContainer(keyedBy: TwoWriteA.self, forKey: .meta)
                try inner.encode(1, forKey: .a)
                try outer.encode(5, forKey: .meta)
            }
        ),
        (
            "a value, then a super encoder",
            { outer in
                try outer.encode(5, forKey: .meta)
                var single = outer.superEncoder(forKey: .meta).singleValueContainer()
                try single.encode("six")
            }
        ),
        (
            "nested keyed, then a super encoder",
            { outer in
                var inner = outer.nestedContainer(keyedBy: TwoWriteA.self, forKey: .meta)
                try inner.encode(1, forKey: .a)
                var single = outer.superEncoder(forKey: .meta).singleValueContainer()
                try single.encode("six")
            }
        ),
        (
            "two nested keyed containers with different keys",
            { outer in
                var first = outer.nestedContainer(keyedBy: TwoWriteA.self, forKey: .meta)
                try first.encode(1, forKey: .a)
                var second = outer.nestedContainer(keyedBy: TwoWriteB.self, forKey: .meta)
                try second.encode("two", forKey: .b)
            }
        ),
        (
            "nested unkeyed, then a value",
            { outer in
                var inner = outer.nestedUnkeyedContainer(forKey: .meta)
                try inner.encode(1)
                try outer.encode(5, forKey: .meta)
            }
        ),
        (
            "a struct, then nested keyed: added to it",
            { outer in
                try outer.encode(["b": "two"], forKey: .meta)
                var inner = outer.nestedContainer(keyedBy: TwoWriteA.self, forKey: .meta)
                try inner.encode(1, forKey: .a)
            }
        ),
    ]

    @Test("The userInfo encoder ends each double write as JSONEncoder does", arguments: 0..<6)
    func lastWriteWins(index: Int) throws {
        let (label, write) = Self.cases[index]
        let payload = TwoWrites(write: write)
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(payload)) as? [String: Any]
        let userInfo = try UserInfoEncoder().encode(payload)
        let expected = try #require(json?["meta"])
        let written = try #require(userInfo["meta"], "\(label): nothing under meta")
        #expect(
            NSDictionary(dictionary: ["meta": written]).isEqual(to: ["meta": expected]),
            "\(label): \(written) against JSONEncoder's \(expected)")
    }

    @Test("Two nested containers for one key with different key types both decode")
    func mergedContainersDecode() throws {
        struct Split: Codable, Equatable {
            var a: Int
            var b: String
            init(a: Int, b: String) {
                self.a = a
                self.b = b
            }
            init(from decoder: any Decoder) throws {
                let outer = try decoder.container(keyedBy: TwoWriteKey.self)
                a = try outer.nestedContainer(keyedBy: TwoWriteA.self, forKey: .meta).decode(Int.self, forKey: .a)
                b = try outer.nestedContainer(keyedBy: TwoWriteB.self, forKey: .meta).decode(String.self, forKey: .b)
            }
            func encode(to encoder: any Encoder) throws {
                var outer = encoder.container(keyedBy: TwoWriteKey.self)
                var first = outer.nestedContainer(keyedBy: TwoWriteA.self, forKey: .meta)
                try first.encode(a, forKey: .a)
                var second = outer.nestedContainer(keyedBy: TwoWriteB.self, forKey: .meta)
                try second.encode(b, forKey: .b)
            }
        }
        let split = Split(a: 1, b: "two")
        #expect(try UserInfoDecoder().decode(Split.self, from: UserInfoEncoder().encode(split)) == split)
        #expect(try JSONDecoder().decode(Split.self, from: JSONEncoder().encode(split)) == split)
    }

    @Test("Where JSONEncoder writes a super encoder's value only when it is released, a later write wins here")
    func superEncoderThenValue() throws {
        // JSONEncoder gives "six": its super encoder writes when released, after the value. This encoder writes in
        // the order of the calls, so the value written last is what observers read.
        let payload = TwoWrites { outer in
            var single = outer.superEncoder(forKey: .meta).singleValueContainer()
            try single.encode("six")
            try outer.encode(5, forKey: .meta)
        }
        #expect(try UserInfoEncoder().encode(payload)["meta"] as? Int == 5)
        // JSONEncoder traps on a nested container after a number under the key; here the nested container wins.
        let numberThenNested = TwoWrites { outer in
            try outer.encode(5, forKey: .meta)
            var inner = outer.nestedContainer(keyedBy: TwoWriteA.self, forKey: .meta)
            try inner.encode(1, forKey: .a)
        }
        let meta = try UserInfoEncoder().encode(numberThenNested)["meta"] as? [String: Any]
        #expect(meta?.count == 1 && meta?["a"] as? Int == 1)
    }
}

extension GlobalFailureHandlerTests {
    @Test("A payload deeper than the decoder reads is an encoding failure: nothing is posted")
    func tooDeepPostsNothing() throws {
        let failures = KeptBox<[NotificationEncodingError]>([])
        let previous = NotificationDiagnostics.encodingFailureHandler
        NotificationDiagnostics.encodingFailureHandler = { error in
            if error.name == Chain.descriptor.name { failures.update { $0.append(error) } }
        }
        defer { NotificationDiagnostics.encodingFailureHandler = previous }
        let center = NotificationCenter()
        let rawPosts = KeptBox(0)
        let raw = center.addObserver(forName: Chain.descriptor.name, object: nil, queue: nil) { _ in
            rawPosts.update { $0 += 1 }
        }
        defer { center.removeObserver(raw) }
        center.post(Chain(head: ChainLink.list(length: 100)))
        #expect(rawPosts.get() == 0)
        #expect(failures.get().count == 1)
        #expect(failures.get().first?.message.contains("nested more than 64 levels deep") == true)
        center.post(Chain(head: ChainLink.list(length: 64)))
        #expect(rawPosts.get() == 1)
    }
}

#if !canImport(Darwin)
    // Linux only: an `NSString` subclass's initializers differ on Darwin (there `init()` is the designated one); the
    // bound it checks, each key's name read a bounded number of times per decode, is the same there.

    /// An `NSString` key that counts how often its characters are read, to see how often a decode reads each key's name.
    final class CountingKeyString: NSString {
        private let text: NSString
        let reads: LockedState<Int>

        init(_ text: String, reads: LockedState<Int>) {
            self.text = NSString(string: text)
            self.reads = reads
            var none: unichar = 0
            super.init(characters: &none, length: 0)
        }

        required init?(coder: NSCoder) { nil }
        required init(string aString: String) { fatalError("unused") }
        required init(itemProviderData data: Data, typeIdentifier: String) throws { fatalError("unused") }
        required init(stringLiteral value: StaticString) { fatalError("unused") }
        required init(extendedGraphemeClusterLiteral value: StaticString) { fatalError("unused") }
        required init(unicodeScalarLiteral value: StaticString) { fatalError("unused") }

        override var length: Int {
            reads.withLock { $0 += 1 }
            return text.length
        }

        override func character(at index: Int) -> unichar { text.character(at: index) }
    }

#endif

/// A payload that reads the `Int`s under `k0` ... `k<width - 1>` through one keyed container.
struct WideIntegers: Decodable {
    struct Key: CodingKey {
        var stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }
    static let width = 40
    var values: [Int]
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        values = try (0..<Self.width).map { try container.decode(Int.self, forKey: Key(stringValue: "k\($0)")) }
    }
}

@Suite("Keyed reads are linear at every size")
struct LinearKeyedReadTests {
    #if !canImport(Darwin)
        @Test(
            "A decode reads each key's name a bounded number of times, whatever the number of keys",
            arguments: [40, 200])
        func eachKeyNameIsReadOnce(width: Int) throws {
            let reads = LockedState(0)
            var userInfo: [AnyHashable: Any] = [:]
            for index in 0..<WideIntegers.width {
                let key = "k\(index)"
                // Half the keys are `NSString`s that count their reads; the fillers make the dictionary `width` keys or more.
                if index % 2 == 0 {
                    userInfo[AnyHashable(CountingKeyString(key, reads: reads))] = index
                } else {
                    userInfo[key] = index
                }
            }
            for index in 0..<max(0, width - userInfo.count) { userInfo["filler\(index)"] = index }
            let before = reads.withLock { $0 }
            let decoded = try UserInfoDecoder().decode(WideIntegers.self, from: userInfo)
            let during = reads.withLock { $0 } - before
            #expect(decoded.values == Array(0..<WideIntegers.width))
            // Linear: each of the 20 counting keys read a few times per decode (converting one reads its length a few
            // times); a scan per lookup would read every one of them once per key read, 20 x 40 times at least.
            #expect(during <= 20 * 8, "\(during) reads of 20 keys' names")
        }
    #endif

    @Test(
        "\"k\" beside NSString(\"k\"), and 1 beside NSNumber(1), are an error in a dictionary of any size (Linux)",
        arguments: [3, 16, 17, 48, 49, 100, 1_000])
    func collisionsInLargeDictionaries(filler: Int) throws {
        struct KeyedK: Decodable { var k: Int }
        var userInfo: [AnyHashable: Any] = ["k": 1]
        for index in 0..<filler { userInfo["filler\(index)"] = index }
        userInfo[AnyHashable(NSString(string: "k"))] = 2
        // Darwin: one key, so no collision to report.
        guard userInfo.count == filler + 2 else { return }
        #expect(throws: NotificationDecodingError.self) { try UserInfoDecoder().decode(KeyedK.self, from: userInfo) }
        // Nested, too: the same dictionary one level down.
        struct Outer: Decodable { var inner: KeyedK }
        #expect(throws: NotificationDecodingError.self) {
            try UserInfoDecoder().decode(Outer.self, from: ["inner": userInfo])
        }
        // Without the twin every key reads, under either spelling.
        userInfo[AnyHashable(NSString(string: "k"))] = nil
        #expect(try UserInfoDecoder().decode(KeyedK.self, from: userInfo).k == 1)
        userInfo["k"] = nil
        userInfo[AnyHashable(NSString(string: "k"))] = 3
        #expect(try UserInfoDecoder().decode(KeyedK.self, from: userInfo).k == 3)
        // Integer keys of a large `[Int: X]`: 1 beside NSNumber(1) is an error, each alone reads.
        struct Map: Decodable { var map: [Int: Int] }
        var integers: [AnyHashable: Any] = Dictionary(
            uniqueKeysWithValues: (0..<filler).map { (AnyHashable($0 + 10), $0) })
        integers[AnyHashable(1)] = 1
        #expect(try UserInfoDecoder().decode(Map.self, from: ["map": integers]).map[1] == 1)
        integers[AnyHashable(NSNumber(value: 1))] = 2
        if integers.count == filler + 2 {
            #expect(throws: NotificationDecodingError.self) {
                try UserInfoDecoder().decode(Map.self, from: ["map": integers])
            }
        }
    }
}
