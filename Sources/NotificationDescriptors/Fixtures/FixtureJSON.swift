import Foundation

/// A parsed JSON document, as the fixture codec sees it: object members keep their order, and numbers keep the
/// literal exactly as written so that `{"UInt64": 18446744073709551615}` and `{"Int": 1.5}` can be judged exactly.
enum FixtureJSON: Sendable, Equatable {
    case null
    case bool(Bool)
    /// The number literal exactly as written, e.g. `-1.5e3`.
    case number(String)
    case string(String)
    case array([FixtureJSON])
    /// Members in document order; keys are unique (the parser rejects duplicates).
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
}

/// One `"key": value` member of a JSON object.
struct FixtureJSONMember: Sendable, Equatable {
    var key: String
    var value: FixtureJSON
}

/// A strict JSON parser (RFC 8259) that reports the line and column of the first problem and never traps: nesting is
/// limited, strings must be valid UTF-8, and duplicate keys are rejected.
struct FixtureJSONParser {
    /// Deeper documents are rejected rather than risking the stack.
    static let maximumDepth = 200

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses one JSON document (a UTF-8 byte order mark is allowed).
    static func parse(_ data: Data) throws(FixtureError) -> FixtureJSON {
        var parser = FixtureJSONParser(Array(data))
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.failure("unexpected \(parser.describeCurrent()) after the JSON value")
        }
        return value
    }

    private mutating func parseValue(depth: Int) throws(FixtureError) -> FixtureJSON {
        guard depth < Self.maximumDepth else {
            throw failure("nesting deeper than \(Self.maximumDepth) levels")
        }
        guard let byte = current else {
            throw failure("unexpected end of input, expected a JSON value")
        }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        default: throw failure("unexpected \(describeCurrent()), expected a JSON value")
        }
    }

    private mutating func parseObject(depth: Int) throws(FixtureError) -> FixtureJSON {
        index += 1  // {
        var members: [FixtureJSONMember] = []
        var seen: Set<String> = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                throw failure("unexpected \(describeCurrent()), expected a string key")
            }
            let keyStart = index
            let key = try parseString()
            guard seen.insert(key).inserted else {
                throw failure("duplicate key \(FixtureJSON.quoted(key))", at: keyStart)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw failure("unexpected \(describeCurrent()), expected ':' after the key")
            }
            index += 1
            skipWhitespace()
            members.append(FixtureJSONMember(key: key, value: try parseValue(depth: depth + 1)))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default: throw failure("unexpected \(describeCurrent()), expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray(depth: Int) throws(FixtureError) -> FixtureJSON {
        index += 1  // [
        var elements: [FixtureJSON] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw failure("unexpected \(describeCurrent()), expected ',' or ']'")
            }
        }
    }

    private mutating func parseString() throws(FixtureError) -> String {
        let start = index
        index += 1  // opening quote
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else {
                throw failure("unterminated string", at: start)
            }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    throw failure("string is not valid UTF-8", at: start)
                }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                try parseEscape(into: &utf8)
            case 0..<0x20:
                throw failure("control character U+\(hex4(UInt32(byte))) in a string (escape it)")
            default:
                utf8.append(byte)
                index += 1
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(FixtureError) {
        guard let byte = current else {
            throw failure("unterminated escape sequence")
        }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): utf8.append(byte)
        case UInt8(ascii: "\\"): utf8.append(byte)
        case UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            let escapeStart = index - 2
            var value = try parseHex4()
            if (0xD800..<0xDC00).contains(value) {
                guard current == UInt8(ascii: "\\"), next == UInt8(ascii: "u") else {
                    throw failure("unpaired high surrogate \\u\(hex4(value))", at: escapeStart)
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw failure("\\u\(hex4(value)) is not followed by a low surrogate", at: escapeStart)
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(value) {
                throw failure("unpaired low surrogate \\u\(hex4(value))", at: escapeStart)
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw failure("\\u\(hex4(value)) is not a Unicode scalar", at: escapeStart)
            }
            utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            index -= 1
            throw failure("invalid escape \\\(describeCurrent())")
        }
    }

    private mutating func parseHex4() throws(FixtureError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw failure("expected four hexadecimal digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(FixtureError) -> String {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, isDigit(first) else {
            throw failure("expected a digit in a number")
        }
        if first == UInt8(ascii: "0") {
            index += 1
        } else {
            skipDigits()
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard isDigit(current) else { throw failure("expected a digit after the decimal point") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard isDigit(current) else { throw failure("expected a digit in the exponent") }
            skipDigits()
        }
        // Only ASCII bytes were consumed, so this always succeeds.
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func expectLiteral(_ literal: String) throws(FixtureError) {
        let expected = Array(literal.utf8)
        guard bytes.count - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected)
        else {
            throw failure("unexpected \(describeCurrent()), expected a JSON value")
        }
        index += expected.count
    }

    private mutating func skipWhitespace() {
        while let byte = current,
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\t")
        {
            index += 1
        }
    }

    private mutating func skipDigits() {
        while isDigit(current) { index += 1 }
    }

    private func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }
    private var next: UInt8? { index + 1 < bytes.count ? bytes[index + 1] : nil }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private func hex4(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// What is at the current position, for messages: `'}'`, `end of input`, `byte 0xFF`.
    private func describeCurrent() -> String {
        guard let byte = current else { return "end of input" }
        if (0x21..<0x7F).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte == 0x20 { return "' '" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// An error at `offset` (default: the current position), with a 1-based line and column counted in characters.
    private func failure(_ message: String, at offset: Int? = nil) -> FixtureError {
        let offset = min(offset ?? index, bytes.count)
        var line = 1
        var lineStart = 0
        for position in 0..<offset where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return FixtureError(.invalidJSON(line: line, column: column, message: message))
    }
}
