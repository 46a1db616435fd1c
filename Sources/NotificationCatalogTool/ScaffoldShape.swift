import NotificationFixtures

/// The Swift type a `userInfo` value calls for, inferred from the tagged values of one or more captured payloads.
indirect enum ScaffoldType: Equatable {
    /// A standard type that reads and writes as itself: `Int`, `Data`, `CGRect`, ...
    case leaf(String)
    /// An array of the element type; `nil` while every sample was empty.
    case array(ScaffoldType?)
    /// A nested struct (a `[String: Any]` dictionary).
    case record(ScaffoldRecord)
    /// Only `NSNull` was seen: the value's type is unknown.
    case unknown
    /// An array element that is `NSNull` in some places: `Int?` in `[Int?]`.
    case optional(ScaffoldType)
    /// A value a `Codable` struct cannot hold, with the reason (an object, mixed types, a non-`String` key).
    case unsupported(String)

    /// The type of one tagged value, as its kind's entry says (``FixtureKind/Entry/scaffold``).
    init(_ value: FixtureValue) {
        switch value.kind.entry.scaffold {
        case .type(let name):
            self = .leaf(name)
        case .heldTag:
            self = value.heldTag.map { .leaf($0) } ?? .unsupported("\(value.tag) holds no number or geometry value")
        case .elements:
            // A set's elements read as an array, in no particular order.
            self = Self(elements: value.elements ?? [])
        case .record:
            // An NSDictionary's keys apart as NSString keeps them: `"é"` and `"e\u{301}"` are two fields.
            self = .record(ScaffoldRecord(samples: [value.members ?? []]))
        case .unknown:
            self = .unknown
        case .object:
            self = .unsupported("\(value.tag) is an object, and a Codable struct cannot hold one")
        }
    }

    /// The type of an array of `elements`.
    private init(elements: [FixtureValue]) {
        var element: ScaffoldType?
        var holdsNull = false
        for value in elements {
            guard value != .null else {
                holdsNull = true
                continue
            }
            let type = ScaffoldType(value)
            element = element.map { $0.merged(with: type) } ?? type
        }
        switch (element, holdsNull) {
        case (nil, true): self = .array(.unsupported("an array of NSNull only"))
        case (let element?, true): self = .array(.optional(element))
        case (let element, false): self = .array(element)
        }
    }

    /// The type that reads the values of both `self` and `other`.
    func merged(with other: ScaffoldType) -> ScaffoldType {
        switch (self, other) {
        case (.unsupported, _): return self
        case (_, .unsupported): return other
        case (.unknown, _): return other
        case (_, .unknown): return self
        case (.optional(let left), .optional(let right)): return .optional(left.merged(with: right))
        case (.optional(let left), _): return .optional(left.merged(with: other))
        case (_, .optional(let right)): return .optional(merged(with: right))
        case (.leaf(let left), .leaf(let right)):
            if left == right { return self }
            if let number = Self.mergedNumber(left, right) { return .leaf(number) }
            return .unsupported("\(left) in one capture, \(right) in another")
        case (.array(let left), .array(let right)):
            switch (left, right) {
            case (nil, _): return other
            case (_, nil): return self
            case (let left?, let right?): return .array(left.merged(with: right))
            }
        case (.record(let left), .record(let right)):
            return .record(left.merged(with: right))
        default:
            return .unsupported("\(displayName) in one capture, \(other.displayName) in another")
        }
    }

    /// Numbers of two types read as one: any floating point makes `Double`, integers (and `Bool`) make `Int`.
    private static func mergedNumber(_ left: String, _ right: String) -> String? {
        let floating: Set = ["Double", "Float", "CGFloat"]
        let integral: Set = [
            "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Bool",
        ]
        let numbers = floating.union(integral)
        guard numbers.contains(left), numbers.contains(right) else { return nil }
        if floating.contains(left) || floating.contains(right) { return "Double" }
        // Values past Int.max need the unsigned type; a signed one beside it fits no single type.
        let wide: Set = ["UInt", "UInt64"]
        let unsigned: Set = ["UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Bool"]
        if wide.contains(left) || wide.contains(right) {
            return unsigned.contains(left) && unsigned.contains(right) ? "UInt64" : nil
        }
        return "Int"
    }
}

/// What a captured string looks like, when plain JSON may have written another type as it: a `Date` as ISO 8601
/// text, a `URL` as its text, `Data` as base64.
struct ScaffoldStringLooks: OptionSet, Equatable {
    let rawValue: Int
    /// ISO 8601 text: `2024-05-01`, `2024-05-01T10:00:00Z`.
    static let date = ScaffoldStringLooks(rawValue: 1)
    /// A URL with a scheme: `https://example.com/a`, `file:///tmp/a`.
    static let url = ScaffoldStringLooks(rawValue: 2)
    /// Base64 of at least 8 characters with a digit, `+`, `/`, `=` or both cases: `aGVsbG8=`.
    static let data = ScaffoldStringLooks(rawValue: 4)

    /// What the strings in `value` (itself, or the elements of an array or set, at any depth) look like.
    init(of value: FixtureValue) {
        var looks: ScaffoldStringLooks = []
        if value.kind.entry.scaffold == .type("String"), let text = value.stringText {
            looks = ScaffoldStringLooks(text: text)
        }
        for element in value.elements ?? [] { looks.formUnion(ScaffoldStringLooks(of: element)) }
        self = looks
    }

    init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// What `text` looks like.
    init(text: String) {
        var looks: ScaffoldStringLooks = []
        if Self.isISO8601(text) { looks.insert(.date) }
        if Self.isURL(text) { looks.insert(.url) }
        if Self.isBase64(text) { looks.insert(.data) }
        self = looks
    }

    /// `YYYY-MM-DD`, optionally followed by `T` (or a space), `hh:mm`, seconds, a fraction and a zone.
    private static func isISO8601(_ text: String) -> Bool {
        text.wholeMatch(of: /\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?/) != nil
    }

    /// A scheme, `://` (or `file:` / `mailto:`) and no spaces.
    private static func isURL(_ text: String) -> Bool {
        text.wholeMatch(of: /[A-Za-z][A-Za-z0-9+.\-]*:\/\/[^\s]+|(mailto|file):[^\s]+/) != nil
    }

    /// Base64 (a multiple of four characters, padded), at least 8 long, and not a plain word: a digit, `+`, `/` or
    /// `=` in it, or both cases.
    private static func isBase64(_ text: String) -> Bool {
        guard text.count >= 8, text.count % 4 == 0,
            text.wholeMatch(of: /[A-Za-z0-9+\/]+={0,2}/) != nil
        else { return false }
        let hasSymbol = text.contains { $0.isNumber || $0 == "+" || $0 == "/" || $0 == "=" }
        let hasBothCases = text.contains(where: \.isUppercase) && text.contains(where: \.isLowercase)
        return hasSymbol || hasBothCases
    }
}

/// A struct to scaffold: its fields by `userInfo` key, in key order, merged over every sample.
struct ScaffoldRecord: Equatable {
    /// One stored property.
    struct Field: Equatable {
        var key: String
        var type: ScaffoldType
        /// Absent from some sample, or `NSNull` in one.
        var isOptional: Bool
        /// What its strings looked like in some sample; not part of equality.
        var stringLooks: ScaffoldStringLooks = []

        init(key: String, type: ScaffoldType, isOptional: Bool, stringLooks: ScaffoldStringLooks = []) {
            self.key = key
            self.type = type
            self.isOptional = isOptional
            self.stringLooks = stringLooks
        }

        static func == (lhs: Field, rhs: Field) -> Bool {
            FixtureExactKey(lhs.key) == FixtureExactKey(rhs.key) && lhs.type == rhs.type
                && lhs.isOptional == rhs.isOptional
        }
    }

    var fields: [Field]

    /// The record that reads every sample: a key missing from one sample, or `NSNull` in one, is optional.
    init(samples: [[(key: String, value: FixtureValue)]]) {
        var record = ScaffoldRecord(fields: [])
        for (index, sample) in samples.enumerated() {
            let fields = sample.map { key, value in
                Field(
                    key: key, type: ScaffoldType(value), isOptional: value == .null,
                    stringLooks: ScaffoldStringLooks(of: value))
            }
            let next = ScaffoldRecord(fields: fields.sorted { FixtureExactKey.ordered($0.key, $1.key) })
            record = index == 0 ? next : record.merged(with: next)
        }
        self = record
    }

    private init(fields: [Field]) {
        self.fields = fields
    }

    /// The record that reads both: fields of either, optional where either lacks them.
    func merged(with other: ScaffoldRecord) -> ScaffoldRecord {
        // By the key's exact text: `"é"` and `"e\u{301}"` are two fields, as an NSDictionary keeps them.
        var byKey: [FixtureExactKey: Field] = [:]
        for field in fields { byKey[FixtureExactKey(field.key)] = field }
        for field in other.fields {
            let key = FixtureExactKey(field.key)
            if var existing = byKey[key] {
                existing.type = existing.type.merged(with: field.type)
                existing.isOptional = existing.isOptional || field.isOptional
                existing.stringLooks.formUnion(field.stringLooks)
                byKey[key] = existing
            } else {
                var added = field
                added.isOptional = true
                byKey[key] = added
            }
        }
        let otherKeys = Set(other.fields.map { FixtureExactKey($0.key) })
        for field in fields where !otherKeys.contains(FixtureExactKey(field.key)) {
            byKey[FixtureExactKey(field.key)]?.isOptional = true
        }
        return ScaffoldRecord(fields: byKey.values.sorted { FixtureExactKey.ordered($0.key, $1.key) })
    }
}
