import Foundation
import FuzzSupport
import NotificationDescriptors
import Testing

/// A Codable payload with every shape the coder reads: leaves, optionals, an enum, nested structs, arrays of
/// numbers and of structs, a dictionary, geometry and Foundation values.
private struct FuzzUpload: Codable, Sendable, DescribedNotification {
    var name: String
    var size: Int
    var ratio: Double?
    var flag: Bool
    var frame: CGRect?
    var mode: Mode
    var meta: Meta
    var chunks: [Int]
    var parts: [Part]?
    var when: Date?
    var counts: [String: Int]?

    enum Mode: String, Codable { case fast, slow }
    enum Level: Int, Codable { case low = 1, high = 2 }

    struct Meta: Codable {
        var retries: UInt8
        var note: String?
        var inner: Inner?
    }

    struct Inner: Codable {
        var level: Level
        var values: [Double]
    }

    struct Part: Codable {
        var id: Int
        var data: Data?
    }

    static let descriptor = NotificationDescriptor(Notification.Name("Tests.Fuzz.Codable"), userInfo: FuzzUpload.self)
}

extension NotificationFuzzer {
    /// A random `userInfo` for `FuzzUpload`: every key, at every depth, valid or not.
    fileprivate mutating func uploadUserInfo() -> [AnyHashable: Any]? {
        if choose(20) == 0 { return nil }
        var info: [AnyHashable: Any] = [:]
        let entries: [(String, Any)] = [
            ("name", "upload"),
            ("size", choose(2) == 0 ? 42 : NSNumber(value: choose(100))),
            ("ratio", choose(2) == 0 ? 0.5 : NSNumber(value: 1)),
            ("flag", choose(2) == 0 ? true : NSNumber(value: choose(3))),
            ("frame", choose(2) == 0 ? CGRect(x: 0, y: 0, width: 1, height: 1) : NSValue(rect: .zero)),
            ("mode", choose(2) == 0 ? "fast" : NSString(string: ["slow", "medium"][choose(2)])),
            ("meta", meta()),
            ("chunks", chunks()),
            ("parts", parts()),
            ("when", choose(2) == 0 ? Date(timeIntervalSince1970: 1) : NSDate(timeIntervalSince1970: 2)),
            ("counts", counts()),
        ]
        for (name, valid) in entries {
            if let value = entry(valid: valid) { info[key(name)] = value }
        }
        return info
    }

    private mutating func chunks() -> Any {
        var chunks: [Any] = []
        for _ in 0..<choose(4) { chunks.append(entry(valid: choose(9)) ?? 0) }
        return array(chunks)
    }

    private mutating func parts() -> Any {
        var parts: [Any] = []
        for _ in 0..<choose(3) { parts.append(part()) }
        return array(parts)
    }

    private mutating func counts() -> Any {
        var counts: [String: Any] = ["b": NSNumber(value: 3)]
        counts["a"] = entry(valid: 1)
        return dictionary(counts)
    }

    private mutating func meta() -> Any {
        var meta: [String: Any] = [:]
        meta["retries"] = entry(valid: choose(2) == 0 ? 3 : NSNumber(value: 300))
        meta["note"] = entry(valid: NSString(string: "note"))
        meta["inner"] = entry(valid: inner())
        return dictionary(meta)
    }

    private mutating func inner() -> Any {
        var inner: [String: Any] = [:]
        inner["level"] = entry(valid: NSNumber(value: choose(3)))
        let values = array([1.5, NSNumber(value: 2), value(depth: 2)])
        inner["values"] = entry(valid: values)
        return dictionary(inner)
    }

    private mutating func part() -> Any {
        var part: [String: Any] = [:]
        part["id"] = entry(valid: choose(5))
        part["data"] = entry(valid: Data([1]))
        return dictionary(part)
    }
}

/// Self-referencing collections, made once and never released (a cycle is never freed anyway).
private let cyclicValues: LockedState<[Any]> = {
    let dictionary = NSMutableDictionary()
    dictionary["inner"] = dictionary
    dictionary["level"] = 1
    let array = NSMutableArray()
    array.add(array)
    let nested = NSMutableDictionary()
    nested["values"] = array
    nested["level"] = dictionary
    return LockedState([dictionary, array, nested])
}()

extension NotificationFuzzer {
    /// ``uploadUserInfo()`` with malformed values: now and then a key holds a cyclic collection or one nested 100,000
    /// deep, or two keys read as one name (which must then fail). `mustFail` says whether a collision was made.
    fileprivate mutating func malformedUploadUserInfo() -> (userInfo: [AnyHashable: Any]?, mustFail: Bool) {
        guard var info = uploadUserInfo() else { return (nil, false) }
        let keys = ["name", "size", "meta", "chunks", "parts", "counts", "mode"]
        switch choose(8) {
        case 0:
            info[keys[choose(keys.count)]] = DeepKind.allCases[choose(DeepKind.allCases.count)].value
        case 1:
            let cyclic = cyclicValues.withLock { $0 }
            info[keys[choose(keys.count)]] = cyclic[choose(cyclic.count)]
        case 2:
            // The same name as a String and as an NSString key: two keys on Linux, one on Darwin.
            let name = keys[choose(keys.count)]
            guard info[name] != nil else { break }
            let before = info.count
            info[AnyHashable(NSString(string: name))] = info[name]
            return (info, info.count > before)
        case 3:
            // "1" and 1 in the [String: Int] dictionary.
            info["counts"] = [AnyHashable("1"): 1, AnyHashable(1): 2, AnyHashable("b"): 3]
            return (info, true)
        default:
            break
        }
        return (info, false)
    }
}

@Suite("Fuzzing the Codable path")
struct CodableFuzzTests {
    @Test("Random values in every key of a nested Codable payload: decoding never crashes, errors are one line")
    func decodeNeverCrashes() async {
        let configuration = FuzzConfiguration.fromEnvironment(defaultCases: 20_000)
        print("codable decode fuzz: \(configuration)")
        var fuzzer = NotificationFuzzer(seed: configuration.seed, knownKeys: [], objects: [])
        let descriptor = FuzzUpload.descriptor
        var decoded = 0
        var failed = 0
        for index in 0..<configuration.cases {
            if index % 500 == 0 { await Task.yield() }
            let userInfo = fuzzer.uploadUserInfo()
            do {
                let upload = try descriptor.decode(userInfo: userInfo)
                decoded += 1
                // What decoded also re-encodes and decodes again.
                _ = try descriptor.decode(descriptor.notification(upload))
            } catch {
                failed += 1
                if error.name != descriptor.name { Issue.record("error names \(error.name): \(configuration)") }
                if error.description.contains(where: \.isNewline) {
                    Issue.record("not one line: \(error.description)")
                }
            }
        }
        #expect(decoded > 0, "nothing decoded: \(configuration)")
        #expect(failed > 0, "nothing failed: \(configuration)")
    }

    @Test("Cyclic and 100,000-deep collections, and keys that read as one name: errors, never a crash or a pick")
    func malformedValuesNeverCrash() async {
        let configuration = FuzzConfiguration.fromEnvironment(defaultCases: 5_000)
        print("codable malformed fuzz: \(configuration)")
        var fuzzer = NotificationFuzzer(seed: configuration.seed &+ 2, knownKeys: [], objects: [])
        let descriptor = FuzzUpload.descriptor
        var collisions = 0
        var failed = 0
        for index in 0..<configuration.cases {
            if index % 500 == 0 { await Task.yield() }
            let (userInfo, mustFail) = fuzzer.malformedUploadUserInfo()
            if mustFail { collisions += 1 }
            do {
                _ = try descriptor.decode(userInfo: userInfo)
                if mustFail { Issue.record("two keys for one name decoded: \(configuration), case \(index)") }
            } catch {
                failed += 1
                if error.description.contains(where: \.isNewline) || error.description.count > 400 {
                    Issue.record("not one short line: \(error.description)")
                }
            }
        }
        #expect(collisions > 0, "no colliding keys made: \(configuration)")
        #expect(failed > 0, "nothing failed: \(configuration)")
    }

    @Test("Through a center, every random Codable post reaches exactly one sink: the handler or onFailure")
    func exactlyOneSink() async {
        let configuration = FuzzConfiguration.fromEnvironment(defaultCases: 20_000)
        print("codable sink fuzz: \(configuration)")
        var fuzzer = NotificationFuzzer(seed: configuration.seed &+ 1, knownKeys: [], objects: [])
        let center = NotificationCenter()
        let handled = LockedState(0)
        let failed = LockedState(0)
        let token = center.observe(
            FuzzUpload.self,
            onFailure: { error in
                if error.name != FuzzUpload.descriptor.name { Issue.record("failure names \(error.name)") }
                failed.withLock { $0 += 1 }
            }
        ) { _ in
            handled.withLock { $0 += 1 }
        }
        for index in 0..<configuration.cases {
            if index % 500 == 0 { await Task.yield() }
            center.post(name: FuzzUpload.descriptor.name, object: fuzzer.object(), userInfo: fuzzer.uploadUserInfo())
        }
        token.cancel()
        let total = handled.withLock { $0 } + failed.withLock { $0 }
        #expect(total == configuration.cases, "\(configuration)")
        #expect(handled.withLock { $0 } > 0, "\(configuration)")
        #expect(failed.withLock { $0 } > 0, "\(configuration)")
    }
}
