import NotificationFixtures

/// `scaffold FILE [--type NAME]`: Swift source for a `Codable` payload struct, its `CodingKeys` and its descriptor,
/// inferred from one or more captured payloads of one notification.
struct Scaffold {
    /// The raw notification name.
    var notification: String
    /// The payload struct's name.
    var typeName: String
    /// What the struct reads: the merged `userInfo` of every sample.
    var record: ScaffoldRecord
    /// `userInfo` entries left out because their key is not a string, one line each.
    var skippedKeys: [String]
    /// The types of the samples' `object`s (sorted, unique).
    var objectTypes: [String]
    /// Where the samples came from, for the header comment (a file name).
    var origin: String

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
            for entry in payload.userInfo ?? [] {
                switch entry.key {
                case .string(let key), .nsString(let key):
                    entries.append((key, entry.value))
                default:
                    let line = "userInfo key \(entry.key.jsonText) is not a string, so no CodingKey can name it."
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
        let from = origin == "standard input" ? origin : "`\(escapingControlCharacters(origin))`"
        var lines = ["import Foundation", "import NotificationDescriptors", ""]
        lines += wrapped(
            "The `userInfo` of `\(escapingControlCharacters(notification))`, scaffolded from \(from). Review the names and types: they are "
                + "inferred from the captured values.",
            prefix: "/// ")
        if !objectTypes.isEmpty {
            lines += wrapped(
                "The notification's `object` (\(objectTypes.joined(separator: ", "))) is not part of the struct: "
                    + "a hand-written converter reads it with `note.object(as:)`.",
                prefix: "/// ")
        }
        var taken: Set<String> = [typeName]
        lines += render(
            record, named: typeName, conformances: "Codable, Sendable, DescribedNotification", notes: skippedKeys,
            taken: &taken, indent: "")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One struct: notes, properties, nested structs, `CodingKeys`, and (at the top) the descriptor.
    private func render(
        _ record: ScaffoldRecord,
        named name: String,
        conformances: String,
        notes: [String],
        taken: inout Set<String>,
        indent: String
    ) -> [String] {
        let inner = indent + "    "
        var lines = ["\(indent)struct \(name): \(conformances) {"]
        var nested: [[String]] = []
        var keys: [(property: String, key: String)] = []
        let names = ScaffoldNaming.propertyNames(for: record.fields.map(\.key))
        for note in notes { lines += wrapped("Not scaffolded: \(note)", prefix: inner + "// ") }
        for (field, property) in zip(record.fields, names) {
            let type: String
            switch typeExpression(field.type, property: property, taken: &taken, nested: &nested, indent: inner) {
            case .success(let expression):
                type = expression
            case .failure(let reason):
                lines += wrapped(
                    "Not scaffolded: userInfo[\(literal(field.key))]: \(reason.text).", prefix: inner + "// ")
                continue
            }
            let optional = field.isOptional ? "?" : ""
            lines.append("\(inner)var \(ScaffoldNaming.escaped(property)): \(type)\(optional)")
            keys.append((property, field.key))
        }
        for block in nested {
            lines.append("")
            lines += block
        }
        if !keys.isEmpty {
            lines.append("")
            lines.append("\(inner)enum CodingKeys: String, CodingKey {")
            for (property, key) in keys {
                lines.append("\(inner)    case \(ScaffoldNaming.escaped(property)) = \(literal(key))")
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

    /// The Swift type for `type`, rendering the nested structs it needs into `nested`.
    private func typeExpression(
        _ type: ScaffoldType,
        property: String,
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
                wrapped, property: property, isArrayElement: isArrayElement, taken: &taken, nested: &nested,
                indent: indent)
            return result.map { "\($0)?" }
        case .array(let element?):
            let result = typeExpression(
                element, property: property, isArrayElement: true, taken: &taken, nested: &nested, indent: indent)
            return result.map { "[\($0)]" }
        case .record(let record):
            let name = ScaffoldNaming.nestedTypeName(
                forProperty: property, isArrayElement: isArrayElement, avoiding: &taken)
            nested.append(
                render(record, named: name, conformances: "Codable, Sendable", notes: [], taken: &taken, indent: indent)
            )
            return .success(name)
        }
    }

    /// `text` as comment lines of at most 120 columns, each starting with `prefix`.
    private func wrapped(_ text: String, prefix: String) -> [String] {
        var lines: [String] = []
        var line = prefix
        for word in text.split(separator: " ") {
            if line.count > prefix.count, line.count + 1 + word.count > 120 {
                lines.append(line)
                line = prefix
            }
            line += (line.count > prefix.count ? " " : "") + word
        }
        lines.append(line)
        return lines
    }

    /// `text` as a Swift string literal: backslashes and quotes escaped, then control characters (whose escapes,
    /// `\n` and `\u{1b}`, are Swift's too).
    private func literal(_ text: String) -> String {
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return "\"" + escapingControlCharacters(escaped) + "\""
    }
}

extension ScaffoldType {
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
