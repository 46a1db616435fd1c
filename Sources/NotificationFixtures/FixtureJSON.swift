import Foundation

/// A parsed JSON document, as the fixture codec sees it: object members keep their written order, and numbers are
/// kept as their text (the digits as written, `-0` included) so that
/// `{"UInt64": 18446744073709551615}` and `{"Int": 1.5}` can be judged exactly.
///
/// ``parse(_:)`` reads it in one pass over the bytes, rejecting duplicate keys and trailing commas.
package enum FixtureJSON: Sendable, Equatable {
    case null
    case bool(Bool)
    /// The number as text: `42`, `-0`, `18446744073709551615`, or a literal with a fraction or an exponent as written
    /// (`1.5`, `1e3`).
    case number(String)
    case string(String)
    case array([FixtureJSON])
    /// Members in document order; keys are unique by their Unicode scalars (the parser rejects duplicates), so two
    /// keys may still be equal as Swift `String`s (`"é"` and `"e\u0301"`): whatever reads them into a Swift
    /// dictionary checks.
    case object([FixtureJSONMember])

    /// What this value is, for error messages: `a string`, `an object with 2 keys`.
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .number(let literal): "the number \(literal)"
        case .string(let text): "the string \(FixtureJSON.quoted(text))"
        case .array(let elements): "an array of \(elements.count)"
        case .object(let members) where members.isEmpty: "an empty object"
        case .object(let members):
            "an object with keys \(members.map { FixtureJSON.quoted($0.key) }.joined(separator: ", "))"
        }
    }

    /// `text` as a JSON string literal.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Compact JSON text with `", "` and `": "` separators, e.g. `{"CGRect": [0, 0, 320, 216]}`.
    var compactText: String {
        switch self {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let literal): literal
        case .string(let text): FixtureJSON.quoted(text)
        case .array(let elements): "[" + elements.map(\.compactText).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.map { FixtureJSON.quoted($0.key) + ": " + $0.value.compactText }.joined(separator: ", ") + "}"
        }
    }

    /// How many arrays and objects deep this JSON nests: 0 for a scalar, 1 for `[1]` or `{}`, 2 for `{"a": [1]}`.
    var nesting: Int {
        switch self {
        case .null, .bool, .number, .string: 0
        case .array(let elements): 1 + (elements.map(\.nesting).max() ?? 0)
        case .object(let members): 1 + (members.map(\.value.nesting).max() ?? 0)
        }
    }
}

/// One `"key": value` member of a JSON object.
package struct FixtureJSONMember: Sendable, Equatable {
    package var key: String
    package var value: FixtureJSON
}
