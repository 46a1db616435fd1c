import Foundation
import NotificationFixtures

/// The types plain JSON writes as strings, which `scaffold` gives a property of their own where the text leaves no
/// doubt: `URL`, `Date` and `Data`, with the fixture value `NSURL`, `NSDate` or `NSData` that the property reads, as a
/// legacy post holds them.
///
/// The rule is strict on purpose, because a wrong guess costs more than a missed one: a `String` that should have been
/// a `URL` decodes (and the comment says so), a `URL` property that should have been a `String` fails on every real
/// notification. A key (or an array's elements, or a nested key, at any depth) is typed so only when every string
/// that the captures hold there is one of these, all of one kind, and nothing else is there but `null`:
///
/// - **URL**: a scheme (a letter, then letters, digits, `+`, `-`, `.`), `://`, and then no whitespace; `URL(string:)`
///   accepts it, writes it back unchanged, and finds a host in it (`file:///path` needs none). `mailto:a@b`,
///   `urn:x` and `key:value` stay strings: without `//` a colon says too little.
/// - **Date**: ISO 8601 / RFC 3339 date *and* time *and* zone, `YYYY-MM-DDThh:mm:ss`, an optional fraction of up to 9
///   digits, then `Z` or `+hh:mm` / `-hh:mm`, naming a real instant (month 1-12, a day the month has, hour 0-23,
///   minute and second 0-59). A date alone (`2024-05-01`) is a day, not an instant, and a time without a zone is no
///   instant either: both stay strings.
/// - **Data**: strict, padded, canonical base64 (what `Data.base64EncodedString()` writes), at least 16 characters,
///   ending in `=` padding, with both an upper- and a lowercase letter. Ordinary text of the base64 alphabet has no
///   padding: words, identifiers (`ImageCacheSmall1`), hexadecimal digests, numbers and paths (`/usr/local/lib`) stay
///   strings, and so does base64 whose length needs no padding (a third of all data), and short base64 (`aGVsbG8=`):
///   they get a comment saying they may be data.
enum ScaffoldStringType: CaseIterable, Equatable {
    case url, date, data

    /// The Swift type of the property.
    var swiftType: String {
        switch self {
        case .url: "URL"
        case .date: "Date"
        case .data: "Data"
        }
    }

    /// The Foundation class of the fixture value.
    var foundationClass: String {
        switch self {
        case .url: "NSURL"
        case .date: "NSDate"
        case .data: "NSData"
        }
    }

    /// What a string of the type reads as, for the comments.
    var reading: String {
        switch self {
        case .url: "an absolute URL"
        case .date: "an ISO 8601 date and time with a zone"
        case .data: "base64"
        }
    }

    /// The property type a scaffold of plain JSON may give a string, by its Swift name.
    init?(swiftType: String) {
        guard let type = Self.allCases.first(where: { $0.swiftType == swiftType }) else { return nil }
        self = type
    }

    /// The type `text` surely is, by the rule above; `nil` when it may be text.
    init?(text: String) {
        guard let type = Self.allCases.first(where: { $0.value(of: text) != nil }) else { return nil }
        self = type
    }

    /// The fixture value of `text` as this type (`NSURL`, `NSDate`, `NSData`), when it surely is one.
    func value(of text: String) -> FixtureValue? {
        switch self {
        case .url: Self.url(text).map { .nsURL($0) }
        case .date: Self.date(text).map { .nsDate($0) }
        case .data: Self.data(text).map { .nsData($0) }
        }
    }

    private static func url(_ text: String) -> URL? {
        guard text.wholeMatch(of: /[A-Za-z][A-Za-z0-9+.\-]*:\/\/[^\s]+/) != nil,
            let url = URL(string: text), url.absoluteString == text, let scheme = url.scheme
        else { return nil }
        let hasHost = !(url.host ?? "").isEmpty
        return hasHost || (scheme.lowercased() == "file" && text.dropFirst(scheme.count).hasPrefix(":///")) ? url : nil
    }

    private static func date(_ text: String) -> Date? {
        let pattern = /(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|([+-])(\d{2}):(\d{2}))/
        guard let match = text.wholeMatch(of: pattern),
            let year = Int(match.1), let month = Int(match.2), let day = Int(match.3), let hour = Int(match.4),
            let minute = Int(match.5), let second = Int(match.6)
        else { return nil }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        guard (1...12).contains(month), (1...days[month - 1]).contains(day), hour < 24, minute < 60, second < 60 else {
            return nil
        }
        var offset = 0
        if let sign = match.9, let hours = match.10.flatMap({ Int($0) }), let minutes = match.11.flatMap({ Int($0) }) {
            guard hours < 24, minutes < 60 else { return nil }
            offset = (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
        }
        let fraction = match.7.flatMap { Double("0" + $0) } ?? 0
        let seconds = daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: Double(seconds - offset) + fraction)
    }

    /// The days from 1970-01-01 to the date, in the proleptic Gregorian calendar (Howard Hinnant's `days_from_civil`).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func data(_ text: String) -> Data? {
        guard text.utf8.count >= 16, text.hasSuffix("="), text.contains(where: \.isUppercase),
            text.contains(where: \.isLowercase), let data = Data(base64Encoded: text),
            data.base64EncodedString() == text
        else { return nil }
        return data
    }
}

/// Plain JSON's captured payloads with the strings that are surely a `URL`, `Date` or `Data` (``ScaffoldStringType``)
/// written as the `NSURL`, `NSDate` or `NSData` that a legacy post holds, where every capture agrees.
enum PlainStringPromotion {
    /// Where a value is in a payload: the key at each level, and `element` for any element of an array.
    private enum Step: Hashable {
        case key(FixtureExactKey)
        case element
    }

    /// What the captures hold at one place.
    private struct Census {
        var strings: [String] = []
        var holdsOther = false
    }

    /// `samples` (plain JSON as ``PlainJSON/fixtureValue(of:at:depth:)`` writes it) with every string at a place where
    /// every capture's strings are surely of one ``ScaffoldStringType``, and nothing else but `NSNull` is, written as
    /// that type's fixture value.
    static func promoting(_ samples: [FixturePayload]) -> [FixturePayload] {
        var census: [[Step]: Census] = [:]
        for sample in samples {
            for entry in sample.userInfo ?? [] {
                guard let key = entry.key.stringText else { continue }
                count(entry.value, at: [.key(FixtureExactKey(key))], into: &census)
            }
        }
        var types: [[Step]: ScaffoldStringType] = [:]
        for (place, found) in census where !found.holdsOther {
            guard let first = found.strings.first, let type = ScaffoldStringType(text: first),
                found.strings.allSatisfy({ type.value(of: $0) != nil })
            else { continue }
            types[place] = type
        }
        guard !types.isEmpty else { return samples }
        return samples.map { sample in
            var promoted = sample
            promoted.userInfo = sample.userInfo?.map { entry in
                guard let key = entry.key.stringText else { return entry }
                var written = entry
                written.value = rewrite(entry.value, at: [.key(FixtureExactKey(key))], types: types)
                return written
            }
            return promoted
        }
    }

    private static func count(_ value: FixtureValue, at place: [Step], into census: inout [[Step]: Census]) {
        switch value {
        case .null:
            break
        case .nsString(let text), .string(let text):
            census[place, default: Census()].strings.append(text)
        case .nsArray(let elements), .array(let elements):
            census[place, default: Census()].holdsOther = true
            for element in elements { count(element, at: place + [.element], into: &census) }
        case .nsDictionary(let members):
            census[place, default: Census()].holdsOther = true
            for member in members.members {
                count(member.value, at: place + [.key(FixtureExactKey(member.key))], into: &census)
            }
        default:
            census[place, default: Census()].holdsOther = true
        }
    }

    private static func rewrite(_ value: FixtureValue, at place: [Step], types: [[Step]: ScaffoldStringType])
        -> FixtureValue
    {
        switch value {
        case .nsString(let text), .string(let text):
            return types[place].flatMap { $0.value(of: text) } ?? value
        case .nsArray(let elements):
            return .nsArray(elements.map { rewrite($0, at: place + [.element], types: types) })
        case .array(let elements):
            return .array(elements.map { rewrite($0, at: place + [.element], types: types) })
        case .nsDictionary(let members):
            var rewritten = FixtureMembers()
            for member in members.members {
                rewritten.append(
                    key: member.key,
                    value: rewrite(member.value, at: place + [.key(FixtureExactKey(member.key))], types: types))
            }
            return .nsDictionary(rewritten)
        default:
            return value
        }
    }
}
