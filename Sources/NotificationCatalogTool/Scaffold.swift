import NotificationFixtures

/// `scaffold FILE [--type NAME] [--name RAW]`: Swift source for a `Codable` payload struct, its `CodingKeys` and its
/// descriptor, inferred from one or more captured payloads of one notification.
struct Scaffold {
    /// The raw notification name.
    var notification: String
    /// The payload struct's name.
    var typeName: String
    /// What the struct reads: the merged `userInfo` of every sample.
    var record: ScaffoldRecord
    /// Comment lines about `userInfo` keys: left out because not a string, or read as one name with another key.
    var skippedKeys: [String]
    /// The types of the samples' `object`s (sorted, unique).
    var objectTypes: [String]
    /// Where the samples came from, for the header comment (a file name).
    var origin: String
    /// Whether the samples were plain JSON, which cannot tell some types apart: the comments say where.
    var isPlainJSON = false
    /// The samples with a label each, for ``fixtureFileText``.
    var fixtureCases: [(label: String, payload: FixturePayload)] = []

    /// The scaffold for `samples`, all payloads of `notification`.
    init(notification: String, typeName: String?, samples: [FixturePayload], origin: String) {
        self.notification = notification
        self.typeName = typeName ?? ScaffoldNaming.typeName(forNotification: notification)
        self.origin = origin
        var skipped: [String] = []
        var skippedSet: Set<String> = []
        var dictionaries: [[(key: String, value: FixtureValue)]] = []
        for payload in samples {
            var entries: [(key: String, value: FixtureValue)] = []
            // The keys taken, as written: a `String` and an `NSString` key of the same text read as one name, so they
            // make one property (and a payload holding both is a decoding error, which the note says). Two spellings
            // of one Unicode text (`é` and `e` + U+0301) are two keys, as an NSDictionary keeps them: two properties.
            var writtenKeys: [FixtureExactKey: FixtureValue] = [:]
            for entry in payload.userInfo ?? [] {
                switch entry.key {
                case .string(let key), .nsString(let key):
                    if let first = writtenKeys[FixtureExactKey(key)] {
                        let line =
                            "userInfo keys \(first.jsonText) and \(entry.key.jsonText) read as one name: one property "
                            + "reads it, and a payload holding both does not decode."
                        if skippedSet.insert(line).inserted { skipped.append(line) }
                        continue
                    }
                    writtenKeys[FixtureExactKey(key)] = entry.key
                    entries.append((key, entry.value))
                default:
                    let line =
                        "Not scaffolded: userInfo key \(entry.key.jsonText) is not a string, so no CodingKey can "
                        + "name it."
                    if skippedSet.insert(line).inserted { skipped.append(line) }
                }
            }
            dictionaries.append(entries)
        }
        self.record = ScaffoldRecord(samples: dictionaries)
        self.skippedKeys = skipped
        self.objectTypes = Set(samples.compactMap { $0.object.flatMap(Self.objectType) }).sorted()
    }

    private static func objectType(_ value: FixtureValue) -> String? {
        switch value {
        case .null: nil
        case .object(let object): object.tag
        default: ScaffoldType(value).displayName
        }
    }

    /// The Swift source: imports, the struct with its nested structs and `CodingKeys`, and its descriptor.
    var swiftSource: String {
        let from = origin == "standard input" ? origin : "`\(Self.escapingInvisibleCharacters(origin))`"
        var lines = ["import Foundation", "import NotificationDescriptors", ""]
        lines += wrapped(
            "The `userInfo` of `\(Self.escapingInvisibleCharacters(notification))`, scaffolded from \(from). "
                + "Review the names and types: they are "
                + "inferred from the captured values.",
            prefix: "/// ")
        if isPlainJSON {
            lines.append("///")
            lines += wrapped(
                "Read from plain JSON, which writes a URL, Date or Data as a string: where every captured string "
                    + "of a key surely is one (an absolute URL, an ISO 8601 date and time with a zone, padded base64 "
                    + "of 16 characters or more), the property has that type and the fixture value is the NSURL, "
                    + "NSDate or NSData a legacy post holds; a comment says where, and where a String may be one. A "
                    + "Double that holds a whole number arrives as an integer. Change a type where the notification "
                    + "posts another, in the fixture too.",
                prefix: "/// ")
        }
        if !objectTypes.isEmpty {
            lines += wrapped(
                "The notification's `object` (\(objectTypes.joined(separator: ", "))) is not part of the struct: "
                    + "a hand-written converter reads it with `note.object(as:)`.",
                prefix: "/// ")
        }
        var taken: Set<String> = [typeName]
        lines += render(
            record, named: typeName, conformances: "Codable, Sendable, DescribedNotification", notes: skippedKeys,
            path: "userInfo", taken: &taken, indent: "")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One struct: notes, properties, nested structs, `CodingKeys`, and (at the top) the descriptor. `path` is where
    /// its dictionary is in the payload, for the comments: `userInfo`, `userInfo["items"][*]` (each element).
    private func render(
        _ record: ScaffoldRecord,
        named name: String,
        conformances: String,
        notes: [String],
        path: String,
        taken: inout Set<String>,
        indent: String
    ) -> [String] {
        let inner = indent + "    "
        var lines = ["\(indent)struct \(name): \(conformances) {"]
        var nested: [[String]] = []
        var keys: [(property: String, key: String)] = []
        // The top level's keys are named in the notification's context (`UIKeyboardFrameBeginUserInfoKey` of
        // `UIKeyboardWillShowNotification` is `frameBegin`); a nested struct's keys as they are.
        let names = ScaffoldNaming.propertyNames(
            for: record.fields.map(\.key), notification: indent.isEmpty ? notification : nil)
        for note in notes { lines += wrapped(note, prefix: inner + "// ") }
        // Keys an NSDictionary keeps apart but Swift's `String ==` does not (`"é"` and `"e\u{301}"`): two properties,
        // a note, and raw values with every non-ASCII scalar escaped, so that the two read apart on screen.
        let lookalikes = Self.canonicallyEquivalentGroups(record.fields.map(\.key))
        let spelledOut = Set(lookalikes.joined().map(FixtureExactKey.init))
        for group in lookalikes {
            let shown = group.map { literal($0, escapingNonASCII: true) }.joined(separator: " and ")
            lines += wrapped(
                "userInfo keys \(shown) are different keys to an NSDictionary, so each has a property, but one "
                    + "to Swift, which compares strings by canonical equivalence: the decoder finds either key under "
                    + "each of their names. Keep the property of the key the notification posts.",
                prefix: inner + "// ")
        }
        for (field, property) in zip(record.fields, names) {
            let type: String
            let fieldPath = "\(path)[\(literal(field.key))]"
            switch typeExpression(
                field.type, property: property, path: fieldPath, taken: &taken, nested: &nested, indent: inner)
            {
            case .success(let expression):
                type = expression
            case .failure(let reason):
                lines += wrapped("Not scaffolded: \(fieldPath): \(reason.text).", prefix: inner + "// ")
                continue
            }
            if isPlainJSON, let promoted = field.type.stringType {
                lines += wrapped(Self.remark(promoted), prefix: inner + "/// ")
            } else if isPlainJSON, field.type.holdsString, let remark = Self.remark(for: field.stringLooks) {
                lines += wrapped(remark, prefix: inner + "/// ")
            }
            let optional = field.isOptional ? "?" : ""
            lines.append("\(inner)var \(ScaffoldNaming.escaped(property)): \(type)\(optional)")
            keys.append((property, field.key))
        }
        for block in nested {
            lines.append("")
            lines += block
        }
        // Written only when a key differs from its property's name, and then without the raw values Swift infers.
        if keys.contains(where: { $0.property != $0.key }) {
            lines.append("")
            lines.append("\(inner)enum CodingKeys: String, CodingKey {")
            for (property, key) in keys {
                let name = ScaffoldNaming.escaped(property)
                let raw = literal(key, escapingNonASCII: spelledOut.contains(FixtureExactKey(key)))
                lines.append(property == key ? "\(inner)    case \(name)" : "\(inner)    case \(name) = \(raw)")
            }
            lines.append("\(inner)}")
        }
        if indent.isEmpty {
            if lines.count > 1 { lines.append("") }
            lines.append("\(inner)static let descriptor = NotificationDescriptor(")
            lines.append("\(inner)    Notification.Name(\(literal(notification))),")
            lines.append("\(inner)    userInfo: \(name).self")
            lines.append("\(inner))")
        }
        lines.append("\(indent)}")
        return lines
    }

    /// Why a value gets no property.
    private struct Reason: Error {
        var text: String
    }

    /// The Swift type for `type`, the value at `path`, rendering the nested structs it needs into `nested`.
    private func typeExpression(
        _ type: ScaffoldType,
        property: String,
        path: String,
        isArrayElement: Bool = false,
        taken: inout Set<String>,
        nested: inout [[String]],
        indent: String
    ) -> Result<String, Reason> {
        switch type {
        case .leaf(let name):
            return .success(name)
        case .unknown:
            return .failure(Reason(text: "NSNull in every capture, so its type is unknown; add it by hand"))
        case .unsupported(let reason):
            return .failure(Reason(text: reason))
        case .array(nil):
            return .failure(Reason(text: "an empty array in every capture, so its element type is unknown"))
        case .optional(let wrapped):
            let result = typeExpression(
                wrapped, property: property, path: path, isArrayElement: isArrayElement, taken: &taken,
                nested: &nested, indent: indent)
            return result.map { "\($0)?" }
        case .array(let element?):
            let result = typeExpression(
                element, property: property, path: path + "[*]", isArrayElement: true, taken: &taken,
                nested: &nested, indent: indent)
            return result.map { "[\($0)]" }
        case .record(let record):
            let name = ScaffoldNaming.nestedTypeName(
                forProperty: property, isArrayElement: isArrayElement, avoiding: &taken)
            nested.append(
                render(
                    record, named: name, conformances: "Codable, Sendable", notes: [], path: path, taken: &taken,
                    indent: indent))
            return .success(name)
        }
    }

    /// The comment on a property of plain JSON typed `URL`, `Date` or `Data` because its strings surely were one
    /// (``ScaffoldStringType``): what it read, what the fixture holds, and `String`, the other choice.
    private static func remark(_ type: ScaffoldStringType) -> String {
        "Every string the JSON has here reads as \(type.reading): a \(type.swiftType) here, an "
            + "\(type.foundationClass) in the fixture. If the notification posts the text, make it a String here and "
            + "an NSString there."
    }

    /// The comment on a `String` property read from plain JSON whose text looked like a `Date`, `URL` or `Data`, but
    /// not surely (``ScaffoldStringType``); `nil` when it looked like none.
    private static func remark(for looks: ScaffoldStringLooks) -> String? {
        let kinds: [(ScaffoldStringLooks, String, String)] = [
            (.date, "an ISO 8601 date", "Date"), (.url, "a URL", "URL"), (.data, "base64", "Data"),
        ]
        let found = kinds.filter { looks.contains($0.0) }
        guard !found.isEmpty else { return nil }
        let texts = found.map(\.1).joined(separator: " or ")
        let types = found.map(\.2).joined(separator: " or ")
        return "A string in the JSON that may be \(texts), though not surely: a String here, an NSString in the "
            + "fixture. If the notification posts a \(types), change both."
    }

    /// The payloads as a fixture file of ``notification``, one case per sample, each with its label and no
    /// `"expect"` (so each must load and decode): what `scaffold --fixture` writes.
    var fixtureFileText: String {
        // JSON strings, not Swift literals: JSON has no `\u{...}` escape, and its `\uXXXX` is not Swift's.
        var lines = ["{", "  \"notification\": \(FixtureValue.quoted(notification)),", "  \"fixtures\": ["]
        for (index, fixture) in fixtureCases.enumerated() {
            var payload = fixture.payload
            payload.name = nil  // The file names the notification.
            let body = payload.jsonText.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "    " + $0 }.joined(separator: "\n").dropFirst(4)
            let comma = index + 1 < fixtureCases.count ? "," : ""
            lines.append("    {")
            lines.append("      \"label\": \(FixtureValue.quoted(fixture.label)),")
            lines.append("      \"payload\": \(body.replacingOccurrences(of: "\n", with: "\n  "))")
            lines.append("    }\(comma)")
        }
        lines += ["  ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as comment lines of at most 120 columns, each starting with `prefix`.
    /// Characters that do not show as themselves (see ``escapingInvisibleCharacters(_:)``) are escaped, so a comment
    /// reads as it compiles.
    private func wrapped(_ text: String, prefix: String) -> [String] {
        var lines: [String] = []
        var line = prefix
        for word in Self.escapingInvisibleCharacters(text).split(separator: " ") {
            if line.count > prefix.count, line.count + 1 + word.count > 120 {
                lines.append(line)
                line = prefix
            }
            line += (line.count > prefix.count ? " " : "") + word
        }
        lines.append(line)
        return lines
    }

    /// `text` as a Swift string literal: backslashes and quotes escaped, then every character that does not show as
    /// itself (``escapingInvisibleCharacters(_:)``, whose escapes, `\n` and `\u{202e}`, are Swift's).
    ///
    /// With `escapingNonASCII`, every scalar beyond ASCII is written `\u{...}` too: for keys that differ only in
    /// Unicode normalization, which would otherwise look the same.
    private func literal(_ text: String, escapingNonASCII: Bool = false) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        let visible = Self.escapingInvisibleCharacters(escaped)
        guard escapingNonASCII else { return "\"" + visible + "\"" }
        var result = ""
        for scalar in visible.unicodeScalars {
            if scalar.isASCII {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            }
        }
        return "\"" + result + "\""
    }

    /// The groups of `keys` (distinct by their scalars) that Swift's `String ==` finds equal, each in `keys`' order:
    /// `[["e\u{301}", "é"]]` for `["e\u{301}", "x", "é"]`.
    static func canonicallyEquivalentGroups(_ keys: [String]) -> [[String]] {
        var groups: [String: [String]] = [:]
        var order: [String] = []
        for key in keys {
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(key)
        }
        return order.compactMap { groups[$0] }.filter { $0.count > 1 }
    }

    /// `text` with every character that is invisible, reorders the text around it, or is otherwise not printable
    /// written as a Swift escape: control characters (`\n`, `\r`, `\t`, `\u{1b}`; Unicode category Cc), format
    /// characters (Cf: the bidirectional controls U+202A–U+202E and U+2066–U+2069, the zero-width U+200B–U+200D,
    /// U+FEFF, ...), the line and paragraph separators (Zl, Zp), every space but U+0020 (Zs), and private-use,
    /// surrogate and unassigned code points. Generated source then shows what it compiles: no key reads as another,
    /// and no text is reordered on screen (CVE-2021-42574, "Trojan Source").
    static func escapingInvisibleCharacters(_ text: String) -> String {
        escapingScalars(text) { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: true
            case .spaceSeparator: scalar != " "
            default: false
            }
        }
    }
}

extension ScaffoldType {
    /// Whether the type is `String`, or an array or optional of it: what plain JSON writes a `Date`, `Data` or `URL`
    /// as.
    var holdsString: Bool {
        switch self {
        case .leaf(let name): name == "String"
        case .optional(let wrapped): wrapped.holdsString
        case .array(let element?): element.holdsString
        default: false
        }
    }

    /// The type of a plain-JSON string that surely was a `URL`, `Date` or `Data`: this type, or an array or optional
    /// of it, once ``PlainStringPromotion`` wrote its values as `NSURL`, `NSDate` or `NSData`.
    var stringType: ScaffoldStringType? {
        switch self {
        case .leaf(let name): ScaffoldStringType(swiftType: name)
        case .optional(let wrapped): wrapped.stringType
        case .array(let element?): element.stringType
        default: nil
        }
    }

    /// How an object-less value's type reads in a comment.
    var displayName: String {
        switch self {
        case .leaf(let name): name
        case .optional(let wrapped): wrapped.displayName + "?"
        case .array: "Array"
        case .record: "Dictionary"
        case .unknown: "NSNull"
        case .unsupported(let reason): reason
        }
    }
}
