import Foundation
import NotificationFixtures

/// Plain JSON as `scaffold` reads it: what a user gets by logging a payload or from `JSONSerialization`, untagged.
///
/// Read with the fixture format's own JSON parser into its own tree, ``FixtureJSON`` (not `JSONSerialization`), because
/// the scaffold needs what `JSONSerialization` does not say on every platform: whether a number was written as an
/// integer or with a fraction (an integer keeps its digits, a fraction or exponent is a `Double`'s text, with a `.` or
/// an `e`), whether it was `true`/`false`, and the members of an object in written order. It refuses what a scaffold
/// could not read: text that is not UTF-8, duplicate keys (the same scalars: `"é"` and `"e\u0301"` are two keys, as
/// an `NSDictionary` keeps them), numbers out of range, and nesting deeper than the decoder reads.
enum PlainJSON {
    /// Why the text is not plain JSON, with where (line and column, counted from 1).
    struct ParseError: Error, Equatable {
        var message: String
    }

    /// Parses `bytes`, which must be UTF-8 (a leading byte order mark is skipped), with the fixture format's JSON
    /// parser (``FixtureJSON``): integers and fractions stay apart, objects keep their written order, and duplicate
    /// keys, trailing commas and nesting deeper than 512 are refused.
    static func parse(_ bytes: [UInt8]) throws(ParseError) -> FixtureJSON {
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
            return try FixtureJSON.parse(Data(text))
        } catch {
            // `number 1e400 is not representable in Swift` is Foundation's wording; the scaffold says what it means.
            let beyond =
                error.description.hasSuffix("is not representable in Swift")
                ? ": beyond a Double's range (about 1.8e308) and a Decimal's (about 3.4e165), so no Swift number "
                    + "holds it" : ""
            throw ParseError(message: error.description + beyond)
        }
    }

    /// `json` as a fixture value, as a legacy post holds it (what `JSONSerialization` gives an Objective-C program):
    /// strings as `NSString`, numbers as `NSNumber` (of an `Int`, of a `UInt64` past `Int.max`, of a `Double` for a
    /// fraction; of a `Bool` for `true`/`false`), an integer past `UInt64` as the `NSDecimalNumber` that holds it
    /// exactly (a `Double` would lose its digits silently), arrays as `NSArray`, objects as `NSDictionary`, `null` as
    /// `NSNull`.
    ///
    /// - Throws: ``ParseError`` for nesting deeper than 64, or an integer no Swift number holds exactly.
    static func fixtureValue(of json: FixtureJSON, at path: String, depth: Int = 0) throws(ParseError) -> FixtureValue {
        switch json {
        case .null: return .null
        case .bool(let flag): return .nsNumber(.bool(flag))
        case .number(let text) where text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }):
            return .nsNumber(.double(Double(text) ?? .nan))
        case .number(let text):
            if let value = Int(text) { return .nsNumber(.int(value)) }
            if let value = UInt64(text) { return .nsNumber(.uint64(value)) }
            guard let decimal = FixtureValue.exactDecimal(text) else {
                let digits = text.filter(\.isNumber).count
                throw ParseError(
                    message: "\(path): the integer \(text) has \(digits) digits, more than any Swift number holds "
                        + "exactly (a Decimal holds 38 to 39 significant digits, a Double about 16)")
            }
            // A `Double` would lose digits silently; a `Decimal` holds them all.
            return .nsDecimalNumber(decimal)
        case .string(let text): return .nsString(text)
        case .array(let elements):
            try Self.checkDepth(depth + 1, at: path)
            var values: [FixtureValue] = []
            for (index, element) in elements.enumerated() {
                values.append(try fixtureValue(of: element, at: "\(path)[\(index)]", depth: depth + 1))
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
                    value: try fixtureValue(of: member.value, at: Self.path(path, member.key), depth: depth + 1))
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
