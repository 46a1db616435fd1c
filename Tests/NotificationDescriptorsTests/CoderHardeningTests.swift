import Foundation
import NotificationDescriptors
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A recursive payload: each level is a nested dictionary under `child`.
private final class Node: Codable {
    var child: Node?
    var v: Int
}

/// `["v": 0, "child": ["v": 1, "child": …]]` with `levels` nested dictionaries below the top.
private func nestedUserInfo(levels: Int) -> [AnyHashable: Any] {
    var inner: [String: Any] = ["v": levels]
    for level in stride(from: levels - 1, through: 1, by: -1) {
        inner = ["v": level, "child": inner]
    }
    return ["v": 0, "child": inner]
}

/// Runs `body` on a new thread with a 512 KB stack (the size of a secondary thread on Apple platforms) and waits for
/// it at most 60 seconds: `nil`, with an issue recorded, when it has not returned by then (a decode that never ends
/// fails the test instead of hanging the run).
private func onSmallStack<T: Sendable>(
    _ body: @escaping @Sendable () -> T,
    sourceLocation: SourceLocation = #_sourceLocation
) -> T? {
    let result = LockedBox<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        result.set(body())
        done.signal()
    }
    thread.stackSize = 512 * 1024
    thread.start()
    guard done.wait(timeout: Watchdog.deadline(60)) == .success else {
        Issue.record("the decode on a small stack did not return within 60 seconds", sourceLocation: sourceLocation)
        return nil
    }
    return result.get()
}

// `lock` guards `value`.
private final class LockedBox<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T
    init(_ value: T) { self.value = value }
    func set(_ newValue: T) { lock.withLock { value = newValue } }
    func get() -> T { lock.withLock { value } }
}

@Suite("The userInfo coder's hardening against malformed and unusual input")
struct CoderHardeningTests {
    /// Without a limit, 4,000 levels overflowed an 8 MB stack (segfault) on the posting thread; on a 512 KB stack in a
    /// debug build about 150 levels did.
    @Test(arguments: [65, 1_000])
    func deepNestingIsAnErrorNotACrash(levels: Int) throws {
        // Made and released on the test's thread: releasing a dictionary nested this deep recurses too.
        let userInfo = LockedBox(nestedUserInfo(levels: levels))
        let outcome: NotificationDecodingError?? = onSmallStack { () -> NotificationDecodingError? in
            do throws(NotificationDecodingError) {
                _ = try UserInfoDecoder().decode(Node.self, from: userInfo.get())
                return nil
            } catch {
                return error
            }
        }
        let error = try #require(outcome ?? nil)
        guard case .invalidValue(let key, let message) = error.reason else {
            Issue.record("expected invalidValue, got \(error)")
            return
        }
        #expect(key == "child")
        #expect(message.contains("nested more than"))
        #expect(error.path == [NotificationDecodingError.PathComponent.key("child")])
        #expect(!error.description.contains("\n"))
        #expect(error.description.count < 120)
    }

    @Test func nestingUpToTheLimitDecodes() throws {
        let depth = onSmallStack { () -> Int in
            let userInfo = nestedUserInfo(levels: 64)
            guard var node = try? UserInfoDecoder().decode(Node.self, from: userInfo) else { return -1 }
            var depth = 0
            while let child = node.child {
                node = child
                depth += 1
            }
            return depth
        }
        #expect(depth == 64)
    }

    @Test func deeplyNestedArraysAreAnError() throws {
        var value: Any = [Int]()
        for _ in 0..<500 { value = [value] }
        let userInfo: [AnyHashable: Any] = ["items": value]
        #expect(throws: NotificationDecodingError.self) {
            _ = try UserInfoDecoder().decode(NestedArrays.self, from: userInfo)
        }
    }
}

/// Dictionaries whose keys are not strings.
private struct IntKeyed: Codable, Equatable {
    var m: [Int: Int]
}

private struct StringKeyed: Codable, Equatable {
    var m: [String: Int]
}

private struct IntKeyedStrings: Codable, Equatable {
    var m: [Int: String]
}

@Suite("Dictionaries with integer and other non-String keys in the userInfo coder")
struct NonStringKeyTests {
    @Test func intKeysDecodeByTheReadingRules() throws {
        let decoded = try UserInfoDecoder().decode(IntKeyed.self, from: ["m": [1: 1.0, 2: NSNumber(value: 5)]])
        #expect(decoded == IntKeyed(m: [1: 1, 2: 5]))
    }

    @Test func anIntKeyedValueOfTheWrongTypeIsAnError() {
        #expect(throws: NotificationDecodingError.self) {
            _ = try UserInfoDecoder().decode(IntKeyed.self, from: ["m": [1: "x"]])
        }
        do {
            _ = try UserInfoDecoder().decode(IntKeyed.self, from: ["m": [1: "x"]])
        } catch {
            #expect(error.path == [.key("m"), .key("1")])
            guard case .typeMismatch(_, let expected, _) = error.reason else {
                Issue.record("expected a type mismatch, got \(error)")
                return
            }
            #expect(expected == "Int")
        }
    }

    @Test func integerKeysOfAStringKeyedDictionaryAreKeptByTheirText() throws {
        let decoded = try UserInfoDecoder().decode(
            StringKeyed.self, from: ["m": ["a": 1, 2: 3.0] as [AnyHashable: Any]])
        #expect(decoded == StringKeyed(m: ["a": 1, "2": 3]))
    }

    @Test func nsNumberKeysDecodeAsIntKeys() throws {
        let dictionary = NSDictionary(dictionary: [NSNumber(value: 7): NSNumber(value: 8)])
        let decoded = try UserInfoDecoder().decode(IntKeyed.self, from: ["m": dictionary])
        #expect(decoded == IntKeyed(m: [7: 8]))
    }

    @Test func aKeyNoCodingKeyCanNameIsAnErrorNotADrop() {
        do {
            let decoded = try UserInfoDecoder().decode(
                StringKeyed.self, from: ["m": ["a": 1, 1.5: 2] as [AnyHashable: Any]])
            Issue.record("decoded \(decoded), losing the 1.5 key")
        } catch {
            guard case .invalidValue(let key, let message) = error.reason else {
                Issue.record("expected invalidValue, got \(error)")
                return
            }
            #expect(key == "m")
            #expect(message.contains("Double"))
            #expect(error.path == [.key("m")])
        }
    }

    @Test func aStructIgnoresKeysItDoesNotKnowWhateverTheirType() throws {
        let decoded = try UserInfoDecoder().decode(
            StringKeyed.self, from: ["m": ["a": 1], 1.5: "odd", 3: "three"] as [AnyHashable: Any])
        #expect(decoded == StringKeyed(m: ["a": 1]))
    }

    @Test func intKeyedDictionariesAreWrittenWithIntKeys() throws {
        let payload = IntKeyedStrings(m: [1: "x", 2: "y"])
        let userInfo = try UserInfoEncoder().encode(payload)
        // What a legacy observer reads.
        #expect(userInfo["m"] as? [Int: String] == [1: "x", 2: "y"])
        #expect(try UserInfoDecoder().decode(IntKeyedStrings.self, from: userInfo) == payload)
    }

    @Test func stringKeyedDictionariesStayStringKeyed() throws {
        let payload = StringKeyed(m: ["1": 1, "a": 2])
        let userInfo = try UserInfoEncoder().encode(payload)
        #expect(userInfo["m"] as? [String: Int] == ["1": 1, "a": 2])
        #expect(try UserInfoDecoder().decode(StringKeyed.self, from: userInfo) == payload)
    }
}

/// Arrays of arrays, as deep as the data goes.
private struct NestedArrays: Decodable {
    var items: [Level]
    indirect enum Level: Decodable {
        case level([Level])
        init(from decoder: any Decoder) throws {
            self = .level(try [Level](from: decoder))
        }
    }
}

private enum Mode: String, Codable {
    case fast, slow
}

/// A wrapper that reads `userInfo` as one value of its own keyed type.
private struct Wrapped: Decodable, Equatable {
    var inner: StringKeyed
    init(from decoder: any Decoder) throws {
        inner = try decoder.singleValueContainer().decode(StringKeyed.self)
    }
    init(inner: StringKeyed) { self.inner = inner }
}

private class Base: Codable {
    var id: Int
    init(id: Int) { self.id = id }
}

private final class Derived: Base {
    var extra: Int
    enum CodingKeys: String, CodingKey { case extra }
    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        extra = try container.decode(Int.self, forKey: .extra)
        try super.init(from: container.superDecoder())
    }
}

@Suite("Errors for payloads that do not read userInfo as a dictionary")
struct TopLevelPayloadErrorTests {
    @Test func aSingleValuePayloadSaysItNeedsAKeyedPayload() {
        for attempt in [
            { try UserInfoDecoder().decode(Int.self, from: ["a": 1]) as Any },
            { try UserInfoDecoder().decode(Mode.self, from: ["a": 1]) as Any },
        ] {
            do {
                _ = try attempt()
                Issue.record("decoded a single value from a dictionary")
            } catch let error as NotificationDecodingError {
                #expect(error.path.isEmpty)
                #expect(error.description.hasPrefix("userInfo is a dictionary; "))
                #expect(error.description.hasSuffix("needs a keyed payload (a struct with CodingKeys)"))
                #expect(!error.description.contains("userInfo[\"\"]"))
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
        #expect(
            throws: NotificationDecodingError(
                name: Notification.Name(""),
                reason: .invalidValue(
                    key: nil, message: "userInfo is a dictionary; Mode needs a keyed payload (a struct with CodingKeys)"
                ))
        ) {
            try UserInfoDecoder().decode(Mode.self, from: ["a": 1])
        }
    }

    @Test func aSingleValuePayloadOfANilUserInfoSaysSo() {
        let missing = NotificationDecodingError(name: Notification.Name(""), reason: .missingUserInfo)
        #expect(throws: missing) { try UserInfoDecoder().decode(Int.self, from: nil) }
        #expect(throws: missing) { try UserInfoDecoder().decode(Mode.self, from: nil) }
        #expect(throws: missing) { try UserInfoDecoder().decode(Wrapped.self, from: nil) }
    }

    @Test func aPayloadReadAsOneKeyedValueStillDecodes() throws {
        let decoded = try UserInfoDecoder().decode(Wrapped.self, from: ["m": ["a": 1]])
        #expect(decoded == Wrapped(inner: StringKeyed(m: ["a": 1])))
    }

    @Test func aMissingSuperKeyIsAMissingKey() throws {
        #expect(throws: NotificationDecodingError(name: Notification.Name(""), reason: .missingKey("super"))) {
            try UserInfoDecoder().decode(Derived.self, from: ["extra": 2])
        }
        let decoded = try UserInfoDecoder().decode(Derived.self, from: ["extra": 2, "super": ["id": 1]])
        #expect(decoded.id == 1 && decoded.extra == 2)
    }
}

private enum Level: String {
    case low, high
}

@Suite("Value previews stay short whatever the value")
struct BoundedPreviewTests {
    @Test func anInvalidRawValueIsPreviewedBounded() {
        let key = UserInfoKey<Level>("level")
        let note = Notification(
            name: Notification.Name("Levels"), object: nil, userInfo: ["level": String(repeating: "x", count: 500)])
        do {
            _ = try note.value(for: key)
            Issue.record("read an invalid raw value")
        } catch {
            guard case .invalidValue(_, let message) = error.reason else {
                Issue.record("expected invalidValue, got \(error)")
                return
            }
            #expect(message == String(repeating: "x", count: 39) + "… is not a valid Level")
            #expect(error.description.count < 120)
        }
    }

    @Test func aVeryLongStringIsCutToTheLimit() {
        let long = String(repeating: "é\n", count: 2_000_000)
        let key = UserInfoKey<Int>("count")
        let note = Notification(name: Notification.Name("Counts"), object: nil, userInfo: ["count": long])
        do {
            _ = try note.value(for: key)
            Issue.record("read a String as an Int")
        } catch {
            let preview = error.valuePreview ?? ""
            #expect(preview.count == 40)
            #expect(preview.hasPrefix("\"é\\né\\n"))
            #expect(preview.hasSuffix("…\""))
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func aStringJustAtTheLimitIsNotCut() {
        let key = UserInfoKey<Int>("count")
        let exact = String(repeating: "a", count: 38)
        let note = Notification(name: Notification.Name("Counts"), object: nil, userInfo: ["count": exact])
        #expect(throws: NotificationDecodingError.self) { try note.value(for: key) }
        do {
            _ = try note.value(for: key)
        } catch {
            #expect(error.valuePreview == "\"" + exact + "\"")
        }
    }
}

extension GlobalFailureHandlerTests {
    @Test("An encode failure is reported as one line saying the payload could not be encoded, not decoded")
    func encodeFailureSaysEncode() throws {
        struct BadEnc: Codable, Sendable, Equatable, DescribedNotification {
            var value: Int
            func encode(to encoder: any Encoder) throws {
                throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "refused"))
            }
            static let descriptor = NotificationDescriptor(Notification.Name("BadEnc"), userInfo: BadEnc.self)
        }
        let failures = LockedBox<[NotificationEncodingError]>([])
        let previous = NotificationDiagnostics.encodingFailureHandler
        NotificationDiagnostics.encodingFailureHandler = { error in
            if error.name == BadEnc.descriptor.name { failures.set(failures.get() + [error]) }
        }
        let center = NotificationCenter()
        center.post(BadEnc(value: 1))
        NotificationDiagnostics.encodingFailureHandler = previous
        let failure = try #require(failures.get().first)
        #expect(failures.get().count == 1)
        #expect(
            failure
                == NotificationEncodingError(name: BadEnc.descriptor.name, payloadType: "BadEnc", message: "refused"))

        // What the default sink writes for it.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("encode-failure-\(UUID()).txt")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: file) }
        let handle = try FileHandle(forWritingTo: file)
        let saved = dup(STDERR_FILENO)
        try #require(saved >= 0)
        #expect(dup2(handle.fileDescriptor, STDERR_FILENO) == STDERR_FILENO)
        // `previous` is the default: this suite runs one test at a time, and no other test replaces this handler.
        previous(failure)
        #expect(dup2(saved, STDERR_FILENO) == STDERR_FILENO)
        close(saved)
        try handle.close()
        let written = try String(contentsOf: file, encoding: .utf8)
        let line = try #require(written.split(separator: "\n").first { $0.contains("BadEnc") })
        #expect(
            line.hasPrefix("NotificationDescriptors: cannot encode BadEnc: BadEnc could not be encoded as userInfo"))
        #expect(!written.contains("cannot decode BadEnc"))
        #expect(line.hasSuffix("nothing was posted"))
    }
}
