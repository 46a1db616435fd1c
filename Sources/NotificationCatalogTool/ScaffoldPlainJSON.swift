import Foundation
import NotificationFixtures

/// Plain JSON as `scaffold` reads it: what a user gets by logging a payload or from `JSONSerialization`, untagged.
///
/// Read with the fixture format's own JSON parser (not `JSONSerialization`), because the scaffold needs what
/// `JSONSerialization` does not say on every platform: whether a number was written as an integer or with a fraction,
/// whether it was `true`/`false`, and the members of an object in written order. It refuses what a scaffold could not
/// read: text that is not UTF-8, duplicate keys (the same scalars: `"é"` and `"e\u0301"` are two keys, as an
/// `NSDictionary` keeps them), numbers out of range, and nesting deeper than the decoder reads.
enum PlainJSON: Equatable {
    case null
    case bool(Bool)
    /// An integer literal, as written (`-12`).
    case integer(String)
    /// A literal with a fraction or an exponent.
    case fraction(Double)
    case string(String)
    case array([PlainJSON])
    /// Members in written order.
    case object([(key: String, value: PlainJSON)])

    static func == (lhs: PlainJSON, rhs: PlainJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.integer(let left), .integer(let right)): left == right
        case (.fraction(let left), .fraction(let right)): left == right
        case (.string(let left), .string(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)):
            left.map(\.key) == right.map(\.key) && left.map(\.value) == right.map(\.value)
        default: false
        }
    }

    /// Why the text is not plain JSON, with where (line and column, counted from 1).
    struct ParseError: Error, Equatable {
        var message: String
    }

    /// Parses `bytes`, which must be UTF-8 (a leading byte order mark is skipped), with the fixture format's JSON
    /// parser (``FixtureJSON``): integers and fractions stay apart, objects keep their written order, and duplicate
    /// keys, trailing commas and nesting deeper than 512 are refused.
    static func parse(_ bytes: [UInt8]) throws(ParseError) -> PlainJSON {
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        // Said before parsing, in words a JSON parser's first error would not find: decoding repairs invalid UTF-8
        // with U+FFFD, so the text differs from the bytes exactly when they are not UTF-8.
        guard String(decoding: text, as: UTF8.self).utf8.elementsEqual(text) else {
            throw ParseError(message: "not UTF-8 text, so not JSON")
        }
        guard text.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw ParseError(message: "the input is empty; expected a JSON object or array")
        }
        do throws(FixtureError) {
            return PlainJSON(try FixtureJSON.parse(Data(text)))
        } catch {
            throw ParseError(message: error.description)
        }
    }

    /// `json` with its numbers told apart: the parser writes a fraction or an exponent as a `Double`'s text, which
    /// always has a `.` or an `e`; an integer literal stays as written.
    init(_ json: FixtureJSON) {
        switch json {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let text) where text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }):
            self = .fraction(Double(text) ?? .nan)
        case .number(let text): self = .integer(text)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(PlainJSON.init))
        case .object(let members): self = .object(members.map { (key: $0.key, value: PlainJSON($0.value)) })
        }
    }

    /// The value as a fixture value, as a legacy post holds it (what `JSONSerialization` gives an Objective-C
    /// program): strings as `NSString`, numbers as `NSNumber` (of an `Int`, of a `UInt64` past `Int.max`, of a
    /// `Double` past that or for a fraction; of a `Bool` for `true`/`false`), arrays as `NSArray`, objects as
    /// `NSDictionary`, `null` as `NSNull`.
    ///
    /// - Throws: ``ParseError`` for nesting deeper than 64.
    func fixtureValue(at path: String, depth: Int = 0) throws(ParseError) -> FixtureValue {
        switch self {
        case .null: return .null
        case .bool(let flag): return .nsNumber(.bool(flag))
        case .integer(let text):
            if let value = Int(text) { return .nsNumber(.int(value)) }
            if let value = UInt64(text) { return .nsNumber(.uint64(value)) }
            return .nsNumber(.double(Double(text) ?? .nan))
        case .fraction(let value): return .nsNumber(.double(value))
        case .string(let text): return .nsString(text)
        case .array(let elements):
            try Self.checkDepth(depth + 1, at: path)
            var values: [FixtureValue] = []
            for (index, element) in elements.enumerated() {
                values.append(try element.fixtureValue(at: "\(path)[\(index)]", depth: depth + 1))
            }
            return .nsArray(values)
        case .object(let members):
            try Self.checkDepth(depth + 1, at: path)
            // Keys are unique by their scalars (the parser refuses duplicates), as an NSDictionary tells its keys
            // apart: `"é"` and `"e\u0301"` are two.
            var values = FixtureMembers()
            for member in members {
                values.append(
                    key: member.key,
                    value: try member.value.fixtureValue(at: Self.path(path, member.key), depth: depth + 1))
            }
            return .nsDictionary(values)
        }
    }

    /// `path` and `key` as a JSON path: `$.a.b`, or `$["a b"]` for a key that is not a plain word.
    static func path(_ path: String, _ key: String) -> String {
        let plain =
            !key.isEmpty
            && key.unicodeScalars.allSatisfy {
                $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
            }
        return plain ? "\(path).\(key)" : "\(path)[\(FixtureValue.quoted(key))]"
    }

    private static func checkDepth(_ depth: Int, at path: String) throws(ParseError) {
        guard depth <= 64 else {
            throw ParseError(
                message: "\(path): nested deeper than 64 arrays and objects, more than the decoder reads")
        }
    }
}
