import Foundation
import FuzzSupport
import NotificationFixtures
import Testing

private let name = Notification.Name("RoundTripTests")

/// Random values of every kind the format writes, realistic and extreme.
private struct Values {
    var random: SeededRandom

    mutating func pick(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }

    mutating func double() -> Double {
        switch pick(5) {
        case 0: return Double(bitPattern: random.next() & 0x7FEF_FFFF_FFFF_FFFF)  // finite, any magnitude
        case 1: return Double(pick(1_000_000)) / 7
        case 2: return 0.1
        default: return Double.random(in: -1e10...1e10, using: &random)
        }
    }

    mutating func date() -> Date {
        switch pick(4) {
        case 0: return Date(timeIntervalSinceReferenceDate: Double.random(in: 0...1e9, using: &random))
        case 1: return Date(timeIntervalSince1970: 0.1)
        case 2: return Date(timeIntervalSinceReferenceDate: Double(bitPattern: random.next() & 0x41EF_FFFF_FFFF_FFFF))
        default: return Date(timeIntervalSince1970: Double.random(in: 1e9...2e9, using: &random))
        }
    }

    mutating func decimal() -> Decimal {
        switch pick(6) {
        case 0: return Decimal.pi
        case 1: return Decimal.greatestFiniteMagnitude
        case 2: return NSDecimalNumber.maximum.decimalValue
        case 3: return Decimal(sign: .minus, exponent: pick(256) - 128, significand: Decimal(pick(100_000)))
        case 4: return Decimal(string: "1e128") ?? 1
        default: return Decimal(pick(100_000)) / 100
        }
    }

    mutating func scalar() -> Any {
        switch pick(18) {
        case 0: return pick(1000) - 500
        case 1: return double()
        case 2: return Float(pick(1000)) / 8
        case 3: return pick(2) == 0
        case 4: return NSNumber(value: pick(100))
        case 5: return NSNumber(value: double())
        case 6: return ["a", "é", "e\u{301}", "k\(pick(100))"][pick(4)]
        case 7: return NSString(string: "n\(pick(100))")
        case 8: return Data((0..<pick(8)).map { _ in UInt8(pick(256)) })
        case 9: return date()
        case 10: return NSDate(timeIntervalSinceReferenceDate: date().timeIntervalSinceReferenceDate)
        case 11: return URL(string: "https://example.com/\(pick(10))") ?? NSNull()
        case 12: return decimal()
        case 13: return UUID()
        case 14: return NSUUID()
        case 15: return NSNull()
        case 16: return CGRect(x: pick(10), y: 0, width: 3, height: 4)
        default: return UInt64.max - UInt64(pick(10))
        }
    }

    mutating func value(depth: Int) -> Any {
        guard depth < 3 else { return scalar() }
        switch pick(10) {
        case 0: return (0..<pick(4)).map { _ in value(depth: depth + 1) }
        case 1:
            var members: [String: Any] = [:]
            for _ in 0..<pick(4) { members["k\(pick(5))"] = value(depth: depth + 1) }
            return members
        case 2: return NSArray(array: (0..<pick(4)).map { _ in value(depth: depth + 1) })
        case 3: return Set((0..<pick(5)).map { _ in [pick(3), pick(3)] })  // Set<[Int]>
        case 4:
            // No Decimal: hashing one crashes Foundation on Linux (its NSDecimalNumber hash recurses).
            return Set(
                (0..<pick(5)).compactMap { _ -> AnyHashable? in
                    let element = scalar()
                    return element is Decimal ? nil : element as? AnyHashable
                })
        case 5: return NSSet(array: (0..<pick(5)).map { _ in pick(2) == 0 ? pick(3) as Any : "s\(pick(3))" })
        case 6: return NSError(domain: "D", code: pick(5), userInfo: ["v": value(depth: depth + 1)])
        default: return scalar()
        }
    }
}

@Suite("Everything captured loads back equal")
struct RoundTripTests {
    // capture -> write -> load -> capture: the same text (same kinds, equal values: Date by ==, Decimal exactly), or
    // a capture error naming a path. The realistic Date of the issue (seconds since 1970 near 1.7e9) and 0.1 since
    // 1970, and Decimal.pi, greatestFiniteMagnitude, NSDecimalNumber.maximum, 1e128 and Set<[Int]> are all drawn.
    @Test("Random values of every kind: capture, write, load, capture again gives the same text", arguments: 0..<20)
    func captureWriteLoad(seed: UInt64) throws {
        var values = Values(random: SeededRandom(seed: 0x5EED_2900 + seed))
        var refused = 0
        for _ in 0..<100 {
            var userInfo: [AnyHashable: Any] = [:]
            for key in 0..<(1 + values.pick(3)) { userInfo["k\(key)"] = values.value(depth: 0) }
            let note = Notification(name: name, object: nil, userInfo: userInfo)
            let json: String
            do {
                json = try NotificationFixture.json(for: note)
            } catch {
                refused += 1
                #expect(error.description.hasPrefix("$.userInfo.k"), "\(error)")
                continue
            }
            let loaded = try NotificationFixture.notification(fromJSON: Data(json.utf8))
            #expect(try NotificationFixture.json(for: loaded) == json)
            for (key, value) in userInfo {
                if let date = value as? Date, type(of: value) == Date.self {
                    #expect(loaded.userInfo?[key] as? Date == date, "\(date.timeIntervalSinceReferenceDate)")
                }
                if let decimal = value as? Decimal, type(of: value) == Decimal.self {
                    #expect(loaded.userInfo?[key] as? Decimal == decimal, "\(decimal)")
                }
            }
        }
        #expect(refused < 100)
    }

    @Test("Dates and decimals the issue found unequal round-trip exactly")
    func exactValues() throws {
        let dates = [
            Date(timeIntervalSince1970: 0.1), Date(timeIntervalSinceReferenceDate: 0.1),
            Date(timeIntervalSinceReferenceDate: .leastNonzeroMagnitude),
            Date(timeIntervalSince1970: 1_700_000_000.123_456_7),
        ]
        let decimals: [Decimal] = [
            .pi, .greatestFiniteMagnitude, .leastFiniteMagnitude, NSDecimalNumber.maximum.decimalValue,
            Decimal(string: "1e128") ?? 0, Decimal(string: "-0.000001") ?? 0, 0,
        ]
        var userInfo: [AnyHashable: Any] = [:]
        for (index, date) in dates.enumerated() { userInfo["d\(index)"] = date }
        for (index, decimal) in decimals.enumerated() { userInfo["x\(index)"] = decimal }
        userInfo["nsDecimal"] = NSDecimalNumber(decimal: .pi)
        let json = try NotificationFixture.json(for: Notification(name: name, object: nil, userInfo: userInfo))
        let loaded = try NotificationFixture.notification(fromJSON: Data(json.utf8))
        for (index, date) in dates.enumerated() { #expect(loaded.userInfo?["d\(index)"] as? Date == date) }
        for (index, decimal) in decimals.enumerated() { #expect(loaded.userInfo?["x\(index)"] as? Decimal == decimal) }
        #expect(json.contains(#""d0": {"Date": 0.1}"#), "\(json)")
        let written = try NotificationFixture.notification(
            fromJSON: Data(#"{"userInfo": {"d": {"Date": 0.1}}}"#.utf8), name: name)
        #expect(try NotificationFixture.json(for: written).contains(#"{"Date": 0.1}"#))
    }

    @Test(
        "Set elements Foundation would merge are an error naming both",
        arguments: [
            (#"{"NSSet": [{"Int": 1}, {"Bool": true}]}"#, #"{"Int": 1}"#),
            (#"{"NSSet": [{"String": "a"}, {"NSString": "a"}]}"#, #"{"String": "a"}"#),
            (#"{"NSSet": [{"Date": 1}, {"NSDate": 1}]}"#, #"{"Date": 1}"#),
            (#"{"NSSet": [{"URL": "https://a.b"}, {"NSURL": "https://a.b"}]}"#, #"{"URL": "https://a.b"}"#),
            (#"{"NSSet": [{"Double": 1}, {"Int": 1}]}"#, #"{"Double": 1.0}"#),
            (#"{"Set": [{"String": "é"}, {"String": "e\u0301"}]}"#, #"{"String": "é"}"#),
            (#"{"NSSet": [{"String": "é"}, {"String": "e\u0301"}]}"#, #"{"String": "é"}"#),
        ])
    func mergedSetElements(set: String, first: String) {
        let json = #"{"name": "N", "userInfo": {"s": \#(set)}}"#
        #expect {
            _ = try NotificationFixture.notification(fromJSON: Data(json.utf8))
        } throws: { error in
            let text = "\(error)"
            return text.contains("are one element of") && text.contains(first)
        }
    }
}
