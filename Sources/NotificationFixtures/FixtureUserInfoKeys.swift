import Foundation

/// A `userInfo` dictionary under construction that rejects a key equal to an earlier one, in linear time.
///
/// A `Dictionary` lookup alone is not enough: `AnyHashable(NSNumber(value: 0)) == AnyHashable(0)` holds but the
/// reverse does not, and the two hash differently, so a lookup can miss the earlier key, and a `Dictionary` holding
/// both traps with "Duplicate keys" when it grows. Likewise two `NSNull()` instances are equal but hash by address on
/// Linux, and so do two `NSString`s that are canonically equivalent but not the same scalars (`"é"` and
/// `"e\u{301}"`: Linux Foundation's `isEqual` says equal, its `hash` differs). So every key that is not a Swift
/// `String` (which hashes consistently: on Linux it never equals an `NSString`, on Apple platforms an equal one is one
/// key, which the lookup finds; `UserInfoKeyTests` checks every pair of kinds) also goes into a group, a number by its
/// value as a `Double`, an `NSString` by its text as a Swift `String` (canonically), anything else by its JSON, and is
/// compared both ways with the few earlier keys of its group.
struct FixtureUserInfoKeys {
    private enum Group: Hashable {
        case number(Double)
        /// NaN, which is not equal to itself as a `Double` but is as an `NSNumber`.
        case notANumber
        /// A collection (array, set or dictionary), by its count: Foundation may find collections of different kinds
        /// equal.
        case collection(Int)
        /// An `NSString`, by its text compared as a Swift `String` (canonical equivalence).
        case text(String)
        /// Any other value that is not a string, by its fixture JSON.
        case other(String)
    }

    /// The entries so far.
    private(set) var dictionary: [AnyHashable: Any] = [:]
    private var groups: [Group: [AnyHashable]] = [:]

    init(capacity: Int) {
        dictionary.reserveCapacity(capacity)
    }

    /// Whether an earlier key equals `key` (written in the fixture as `written`) either way round.
    func contains(_ key: AnyHashable, writtenAs written: FixtureValue) -> Bool {
        earlier(equalTo: key, writtenAs: written) != nil
    }

    /// The earlier key that equals `key` (written in the fixture as `written`) either way round; `nil` when none does.
    func earlier(equalTo key: AnyHashable, writtenAs written: FixtureValue) -> AnyHashable? {
        if let index = dictionary.index(forKey: key) { return dictionary.keys[index] }
        guard let group = Self.group(of: written), let earlier = groups[group] else { return nil }
        // NaN is not equal to itself, so a Swift `Set` or `Dictionary` keeps two; Foundation's `NSNumber` finds two
        // NaNs equal, so an `NSSet` or `NSDictionary` (what a posted one becomes on Apple platforms) keeps one.
        if group == .notANumber { return earlier.first }
        return earlier.first { $0 == key || key == $0 }
    }

    /// Adds `value` under `key`, written in the fixture as `written`, which ``contains(_:writtenAs:)`` said is new.
    mutating func insert(_ key: AnyHashable, _ value: Any, writtenAs written: FixtureValue) {
        if let group = Self.group(of: written) { groups[group, default: []].append(key) }
        dictionary[key] = value
    }

    private static func group(of value: FixtureValue) -> Group? {
        switch value {
        case .number(let number), .nsNumber(let number):
            number.doubleValue.isNaN ? .notANumber : .number(number.doubleValue)
        case .decimal(let decimal), .nsDecimalNumber(let decimal):
            decimal.isNaN ? .notANumber : .number(NSDecimalNumber(decimal: decimal).doubleValue)
        case .string:
            nil
        case .nsString(let text):
            .text(text)
        // A Swift value and its Foundation class may be equal: one group for both.
        case .date(let date), .nsDate(let date):
            .other(FixtureValue.date(date).jsonText)
        case .data(let data), .nsData(let data):
            .other(FixtureValue.data(data).jsonText)
        case .url(let url), .nsURL(let url):
            .other(FixtureValue.url(url).jsonText)
        case .uuid(let uuid), .nsUUID(let uuid):
            .other(FixtureValue.uuid(uuid).jsonText)
        case .array(let values), .nsArray(let values), .nsOrderedSet(let values):
            .collection(values.count)
        case .set(let elements), .nsSet(let elements):
            .collection(elements.values.count)
        case .dictionary(let values):
            .collection(values.count)
        case .nsDictionary(let members):
            .collection(members.count)
        case .nsError(let error):
            .other("NSError \(error.domain) \(error.code)")
        case .null, .geometry, .nsValue, .object:
            .other(value.jsonText)
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
