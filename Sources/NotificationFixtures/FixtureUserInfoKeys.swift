import Foundation

/// The `userInfo` keys a payload has loaded so far, to reject a key equal to an earlier one in linear time.
///
/// A `Dictionary` of `AnyHashable` alone is not enough: `AnyHashable(NSNumber(value: 0)) == AnyHashable(0)` holds
/// but the reverse does not, and the two hash differently, so a lookup can miss the earlier key, and a `Dictionary`
/// holding both traps with "Duplicate keys" when it grows. Such pairs are a Foundation object whose `isEqual(_:)`
/// accepts a Swift value it bridges to; for fixture keys, an `NSNumber` and a Swift number or `Bool`, and an
/// `NSString` and a `String` (and, to be safe, an `NSValue` and the geometry it holds). So every key also goes into a group by its kind of value (a number by its `Double`
/// value, a string by its characters, anything else by its JSON), and is compared both ways with the few earlier keys
/// of its group only.
struct FixtureUserInfoKeys {
    private enum Group: Hashable {
        case number(Double)
        /// NaN, which is not equal to itself as a `Double` but is as an `NSNumber`.
        case notANumber
        case string(String)
        case other(String)
    }

    private var hashed: Set<AnyHashable> = []
    private var groups: [Group: [AnyHashable]] = [:]

    /// Adds `key`, written in the fixture as `written`; `false` (and nothing added) when an earlier key equals it
    /// either way round.
    mutating func insert(_ key: AnyHashable, writtenAs written: FixtureValue) -> Bool {
        let group = Self.group(of: written)
        let earlier = groups[group, default: []]
        guard !hashed.contains(key), !earlier.contains(where: { $0 == key || key == $0 }) else { return false }
        hashed.insert(key)
        groups[group, default: []].append(key)
        return true
    }

    private static func group(of value: FixtureValue) -> Group {
        switch value {
        case .number(let number), .nsNumber(let number):
            number.doubleValue.isNaN ? .notANumber : .number(number.doubleValue)
        case .string(let text), .nsString(let text): .string(text)
        case .geometry(let geometry), .nsValue(let geometry): .other(FixtureValue.geometry(geometry).jsonText)
        default: .other(value.jsonText)
        }
    }
}

extension FixtureNumber {
    /// The number as a `Double` (rounded for large integers; `1` and `0` for `true` and `false`): equal numbers of
    /// any type give the same `Double`.
    fileprivate var doubleValue: Double {
        switch self {
        case .int(let value): Double(value)
        case .int8(let value): Double(value)
        case .int16(let value): Double(value)
        case .int32(let value): Double(value)
        case .int64(let value): Double(value)
        case .uint(let value): Double(value)
        case .uint8(let value): Double(value)
        case .uint16(let value): Double(value)
        case .uint32(let value): Double(value)
        case .uint64(let value): Double(value)
        case .double(let value): value
        case .float(let value): Double(value)
        case .cgFloat(let value): Double(value)
        case .bool(let value): value ? 1 : 0
        }
    }
}
