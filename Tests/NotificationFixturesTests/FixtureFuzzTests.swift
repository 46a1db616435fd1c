import Foundation
import FuzzSupport
import NotificationCatalog
import NotificationCatalogData
import NotificationDescriptors
import Testing

@testable import NotificationFixtures

/// Mangled fixture JSON (bytes flipped, dropped, duplicated, cut short) never crashes the loader: every input either
/// loads or fails with a `FixtureError`, and a loaded payload decodes or fails with a `NotificationDecodingError`.
@Suite("Fuzzing the fixture loader")
struct FixtureFuzzTests {
    @Test("Mangled fixture files and payloads load or fail cleanly")
    func mangledFixtures() async throws {
        let configuration = FuzzConfiguration.fromEnvironment(defaultCases: 20_000)
        print("fixture loader fuzz: \(configuration)")
        var random = SeededRandom(seed: configuration.seed)
        let originals = try CatalogFixtures.files().map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        // Each valid payload on its own too: that is what `notification-catalog decode` reads.
        let payloads = try originals.flatMap { data in
            try FixtureFile(parsing: data).cases.compactMap { try? $0.payload.get().jsonText }.map { Data($0.utf8) }
        }
        // And a payload with every Foundation kind beyond the catalog's (sets, decimals, errors, UUIDs, NS classes).
        let inputs = originals + payloads + [Data(FoundationKindFuzzTests.everyKindPayload.utf8)]
        let alphabet = Array(
            #"{}[]",:0123456789.-eE"\ntrufalsNSNumberIntDoubleStringDataNSValueCGRectSetNSErrorUUIDDecimal"#.utf8)
        var loaded = 0
        var rejected = 0
        for index in 0..<configuration.cases {
            if index % 500 == 0 { await Task.yield() }
            var bytes = [UInt8](inputs[Int(random.next() % UInt64(inputs.count))])
            for _ in 0..<(1 + Int(random.next() % 4)) where !bytes.isEmpty {
                let at = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 5 {
                case 0: bytes[at] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                case 1: bytes.remove(at: at)
                case 2: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: at)
                case 3: bytes.removeSubrange(at...)
                default: bytes[at] = UInt8(truncatingIfNeeded: random.next())
                }
            }
            let data = Data(bytes)
            if let file = try? FixtureFile(parsing: data) {
                loaded += 1
                let entry = NotificationCatalog.entry(named: file.notification)
                for fixture in file.cases {
                    guard let payload = try? fixture.payload.get(), let entry else { continue }
                    if let note = try? entry.notification(from: payload) {
                        do { _ = try entry.decodeFields(note) } catch {
                            #expect(error.name == entry.name, "\(configuration)")
                        }
                    }
                }
            } else {
                do {
                    let payload = try FixturePayload(parsing: data)
                    loaded += 1
                    _ = try? payload.notification(defaultName: Notification.Name("Fuzz"), objects: .foundation)
                } catch {
                    rejected += 1
                    #expect(!error.description.contains("\n"), "\(configuration)")
                }
            }
        }
        #expect(loaded > 0, "\(configuration)")
        #expect(rejected > 0, "\(configuration)")
    }
}

/// The fixture codec's own JSON parser against Foundation's `JSONSerialization` on mangled texts: both accept the same
/// texts (except the two things the codec rejects on purpose: duplicate keys and trailing commas) and read the same
/// values from them.
@Suite("Fuzzing the fixture JSON parser against JSONSerialization")
struct FixtureJSONDifferentialTests {
    /// A number's text for comparison: an integer within `Int64`/`UInt64` as it is, anything else as the shortest text
    /// of its `Double`. (Foundation keeps a long fraction as an `NSDecimalNumber`, `1.25e30` as `1250...0`; the codec
    /// reads every fraction or exponent as a `Double`, which is what every tag it can go under asks for.)
    static func number(_ text: String) -> String {
        if Int64(text) != nil || UInt64(text) != nil { return text }
        return Double(text).map { String($0) } ?? text
    }

    /// `json` as comparable text, object members sorted by key (Foundation does not keep their order).
    static func canonical(_ json: FixtureJSON) -> String {
        switch json {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        // `JSONSerialization` reads `-0` as the integer 0, dropping the sign that `JSONDecoder` and the fixture
        // reader keep (a `{"Double": -0}` is negative zero).
        case .number("-0"): "0"
        case .number(let literal): number(literal)
        case .string(let text): FixtureJSON.quoted(text)
        case .array(let elements): "[" + elements.map(canonical).joined(separator: ",") + "]"
        case .object(let members):
            "{"
                + members.sorted { $0.key < $1.key }.map { FixtureJSON.quoted($0.key) + ":" + canonical($0.value) }
                .joined(separator: ",") + "}"
        }
    }

    private static let booleanType = type(of: NSNumber(value: true))

    /// What `JSONSerialization` returned, as ``canonical(_:)`` writes it; numbers as the codec keeps them.
    static func canonical(foundation value: Any) -> String {
        if let text = value as? String, type(of: value) == String.self { return FixtureJSON.quoted(text) }
        if type(of: value) is NSNumber.Type, let number = value as? NSNumber {
            if type(of: number) == booleanType { return "\(number.boolValue)" }
            if let decimal = number as? NSDecimalNumber { return Self.number(decimal.description) }
            switch String(cString: number.objCType) {
            case "d", "f": return String(number.doubleValue)
            case "Q", "L", "I", "S", "C": return String(number.uint64Value)
            default: return String(number.int64Value)
            }
        }
        switch value {
        case let members as [String: Any]:
            return "{"
                + members.sorted { $0.key < $1.key }.map {
                    FixtureJSON.quoted($0.key) + ":" + canonical(foundation: $0.value)
                }.joined(separator: ",") + "}"
        case let elements as [Any]:
            return "[" + elements.map { canonical(foundation: $0) }.joined(separator: ",") + "]"
        case let text as String:
            return FixtureJSON.quoted(text)
        case is NSNull:
            return "null"
        default:
            return "<\(type(of: value))>"
        }
    }

    @Test("Mangled texts: the same verdict and the same values as JSONSerialization")
    func sameAsFoundation() async throws {
        let configuration = FuzzConfiguration.fromEnvironment(defaultCases: 5_000)
        print("fixture JSON differential fuzz: \(configuration)")
        var random = SeededRandom(seed: configuration.seed)
        let inputs =
            try CatalogFixtures.files().map { try Data(contentsOf: URL(fileURLWithPath: $0)) } + [
                Data(
                    #"[1, -0, 0.5e-3, 1E2, 18446744073709551615, -9223372036854775808, "\u00e9\ud83d\ude00", true]"#
                        .utf8),
                Data(#"{"a": {"b": [null, false, "x\"y\\z\/\b\f\n\r\t"]}, "ü": "ÿ"}"#.utf8),
            ]
        let alphabet = Array(#"{}[]",:0123456789.-+eE"\ nul\tu0ft\#u{7F}"#.utf8) + [0xC3, 0xA9, 0xFF, 0x00, 0x1F]
        var agreed = 0
        var rejectedByBoth = 0
        for index in 0..<configuration.cases {
            if index % 500 == 0 { await Task.yield() }
            var bytes = [UInt8](inputs[Int(random.next() % UInt64(inputs.count))])
            for _ in 0..<(1 + Int(random.next() % 3)) where !bytes.isEmpty {
                let at = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 4 {
                case 0: bytes[at] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                case 1: bytes.remove(at: at)
                case 2: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: at)
                default: bytes.removeSubrange(at...)
                }
            }
            let data = Data(bytes)
            let foundation = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            let ours: Result<FixtureJSON, FixtureError>
            do {
                ours = .success(try FixtureJSON.parse(data))
            } catch {
                ours = .failure(error)
            }
            let text = String(decoding: bytes, as: UTF8.self)
            switch (ours, foundation) {
            case (.success(let json), let value?):
                #expect(Self.canonical(json) == Self.canonical(foundation: value), "\(configuration): \(text)")
                agreed += 1
            case (.success, nil):
                Issue.record("the codec accepts what Foundation rejects (\(configuration)): \(text)")
            case (.failure(let error), _?):
                let onPurpose = ["duplicate key", "no trailing commas"].contains { error.description.contains($0) }
                #expect(onPurpose, "the codec rejects what Foundation accepts (\(configuration)): \(error): \(text)")
            case (.failure(let error), nil):
                #expect(!error.description.contains("\n"), "\(configuration)")
                rejectedByBoth += 1
            }
        }
        #expect(agreed > 0, "\(configuration)")
        #expect(rejectedByBoth > 0, "\(configuration)")
    }
}

/// Random values of the kinds Apple's notifications carry (sets, ordered sets, decimals, errors, UUIDs, dates, URLs and
/// Foundation collections, nested in each other): `json(for:)` writes each or refuses it with an error naming a path,
/// never crashes, and what it writes loads back (or, rarely, is refused with a path) and captures to the same text.
@Suite("Fuzzing the Foundation kinds of the fixture format")
struct FoundationKindFuzzTests {
    /// A payload with one value of each Foundation kind, as input for the mangling fuzz test.
    static let everyKindPayload = #"""
        {"name": "N", "userInfo": {"a": {"NSSet": [{"Int": 1}, {"String": "x"}]}, "b": {"NSOrderedSet": [{"Int": 2}]},
        "c": {"Set": [{"UUID": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}]}, "d": {"Decimal": "-1.25e3"},
        "e": {"NSDecimalNumber": "0.001"}, "f": {"NSUUID": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}, "g": {"NSDate": 1.5},
        "h": {"NSURL": "file:///tmp/a"}, "i": {"NSError": {"domain": "D", "code": -1, "userInfo": {"k": {"NSArray": []}}}},
        "j": {"NSDictionary": {"k": {"NSSet": []}}}, "k": {"UUID": "00000000-0000-0000-0000-000000000000"}}}
        """#

    /// Builds Foundation collections of the elements themselves, as code does: an `AnyHashable` put into an
    /// `NSSet` on Linux is boxed, and two boxes of equal values are both kept.
    private struct Generator {
        var random: SeededRandom

        mutating func pick(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }

        /// A hashable value, for sets (never an NSDecimalNumber or an NSError: their hash crashes Linux Foundation;
        /// with `foundation`, for a set that is or may end up in a Foundation collection, no `Decimal` either, which
        /// Foundation stores as an NSDecimalNumber).
        mutating func element(depth: Int, foundation: Bool = false) -> AnyHashable {
            switch pick(depth < 3 ? 9 : 6) {
            case 4 where foundation: return AnyHashable(pick(5))
            case 0: return AnyHashable(pick(5))
            case 1: return AnyHashable(NSNumber(value: pick(5)))
            case 2: return AnyHashable("s\(pick(5))")
            case 3: return AnyHashable(UUID(uuid: (UInt8(pick(3)), 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
            case 4: return AnyHashable(Decimal(pick(100)) / 8)
            case 5: return AnyHashable(NSDate(timeIntervalSince1970: Double(pick(3))))
            case 6 where foundation: return AnyHashable("s")
            case 6: return AnyHashable(NSArray(array: (0..<pick(3)).map { _ in value(depth: depth + 1) }))
            case 7:
                return AnyHashable(
                    NSSet(array: (0..<pick(3)).map { _ in element(depth: depth + 1, foundation: true).base }))
            default: return AnyHashable(Set((0..<pick(3)).map { _ in pick(4) }))
            }
        }

        mutating func value(depth: Int) -> Any {
            switch pick(depth < 3 ? 16 : 10) {
            case 0: return element(depth: depth)
            case 1: return NSDecimalNumber(decimal: Decimal(pick(1000)) / 100)
            case 2: return Decimal.nan
            case 3: return NSUUID()
            case 4: return NSURL(fileURLWithPath: "/tmp/\(pick(3))")
            case 5: return NSDate(timeIntervalSince1970: [0, .nan, .infinity, 1.5][pick(4)])
            case 6: return NSNull()
            case 7: return [Locale(identifier: "en_US_POSIX"), 1, "s"][pick(3)]  // a Locale has no form
            case 8: return NSError(domain: "D\(pick(2))", code: pick(3) - 1)
            case 9: return Set((0..<pick(4)).map { _ in element(depth: depth + 1, foundation: depth > 0) })
            case 10: return NSSet(array: (0..<pick(4)).map { _ in element(depth: depth + 1, foundation: true).base })
            case 11:
                return NSOrderedSet(array: (0..<pick(4)).map { _ in element(depth: depth + 1, foundation: true).base })
            case 12: return NSArray(array: (0..<pick(4)).map { _ in value(depth: depth + 1) })
            case 13:
                var members: [String: Any] = [:]
                for _ in 0..<pick(4) { members["k\(pick(4))"] = value(depth: depth + 1) }
                return NSDictionary(dictionary: members)
            case 14:
                var members: [String: Any] = [:]
                for _ in 0..<pick(3) { members["k\(pick(4))"] = value(depth: depth + 1) }
                return NSError(domain: "D", code: pick(5), userInfo: members)
            default:
                return (0..<pick(3)).map { _ in value(depth: depth + 1) }
            }
        }
    }

    @Test("Random values of every kind capture, load back and capture to the same text, or fail with a path")
    func captureLoadCapture() async throws {
        let configuration = FuzzConfiguration.fromEnvironment(defaultCases: 3_000)
        print("foundation kinds fuzz: \(configuration)")
        var generator = Generator(random: SeededRandom(seed: configuration.seed))
        var captured = 0
        var reloaded = 0
        var refused = 0
        for index in 0..<configuration.cases {
            if index % 200 == 0 { await Task.yield() }
            var userInfo: [AnyHashable: Any] = [:]
            for key in 0..<(1 + generator.pick(3)) { userInfo["k\(key)"] = generator.value(depth: 0) }
            let note = Notification(name: Notification.Name("Fuzz"), object: nil, userInfo: userInfo)
            let json: String
            do {
                json = try NotificationFixture.json(for: note)
            } catch {
                refused += 1
                #expect(error.description.hasPrefix("$.userInfo.k"), "\(configuration): \(error)")
                #expect(error.description.contains("has no fixture form"), "\(configuration): \(error)")
                continue
            }
            captured += 1
            // Linux Foundation compares some values of different types as equal (`AnyHashable`'s bridging) that
            // render differently, so a set holding both may not load back: then a clear error, never a crash.
            let loaded: Notification
            do {
                loaded = try NotificationFixture.notification(fromJSON: Data(json.utf8), name: nil)
            } catch {
                #expect(error.description.hasPrefix("$.userInfo.k"), "\(configuration): \(error)")
                continue
            }
            reloaded += 1
            #expect(try NotificationFixture.json(for: loaded) == json, "\(configuration)")
        }
        #expect(captured > 0, "\(configuration)")
        #expect(reloaded > captured * 9 / 10, "\(configuration): \(reloaded) of \(captured) captures load back")
        #expect(refused > 0, "\(configuration)")
    }
}
