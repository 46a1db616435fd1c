import NotificationFixtures

/// Plain JSON as `scaffold` reads it: what a user gets by logging a payload or from `JSONSerialization`, untagged.
///
/// A small parser of its own (RFC 8259), because the scaffold needs what `JSONSerialization` does not say on every
/// platform: whether a number was written as an integer or with a fraction, whether it was `true`/`false`, and the
/// members of an object in written order. It refuses what a scaffold could not read: text that is not UTF-8,
/// duplicate keys, keys equal as Swift strings, numbers out of range, and nesting deeper than the decoder reads.
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

    /// The deepest nesting of arrays and objects the parser follows, so hostile input cannot exhaust the stack: a
    /// top-level array of payloads, each payload object, and the decoder's 64 levels below it.
    static let maximumNesting = 66

    /// Parses `bytes`, which must be UTF-8 (a leading byte order mark is skipped).
    static func parse(_ bytes: [UInt8]) throws(ParseError) -> PlainJSON {
        var parser = Parser(bytes: bytes)
        return try parser.document()
    }

    /// The value as a fixture value, as `JSONSerialization` would give it to `userInfo`: integers as `Int` (`UInt64`
    /// past `Int.max`, `Double` past that), fractions as `Double`, `true`/`false` as `Bool`.
    ///
    /// - Throws: ``ParseError`` for an object with two keys equal as Swift strings, or nesting deeper than 64.
    func fixtureValue(at path: String, depth: Int = 0) throws(ParseError) -> FixtureValue {
        switch self {
        case .null: return .null
        case .bool(let flag): return .number(.bool(flag))
        case .integer(let text):
            if let value = Int(text) { return .number(.int(value)) }
            if let value = UInt64(text) { return .number(.uint64(value)) }
            return .number(.double(Double(text) ?? .nan))
        case .fraction(let value): return .number(.double(value))
        case .string(let text): return .string(text)
        case .array(let elements):
            try Self.checkDepth(depth + 1, at: path)
            var values: [FixtureValue] = []
            for (index, element) in elements.enumerated() {
                values.append(try element.fixtureValue(at: "\(path)[\(index)]", depth: depth + 1))
            }
            return .array(values)
        case .object(let members):
            try Self.checkDepth(depth + 1, at: path)
            var values: [String: FixtureValue] = [:]
            for member in try Self.uniqueMembers(members, at: path) {
                values[member.key] = try member.value.fixtureValue(
                    at: Self.path(path, member.key), depth: depth + 1)
            }
            return .dictionary(values)
        }
    }

    /// `members`, refusing two keys that are equal as Swift strings (`é` written precomposed and decomposed): one
    /// `CodingKeys` case cannot tell them apart.
    static func uniqueMembers(
        _ members: [(key: String, value: PlainJSON)],
        at path: String
    ) throws(ParseError) -> [(key: String, value: PlainJSON)] {
        var seen: [String: String] = [:]
        for member in members {
            if let first = seen[member.key] {
                throw ParseError(
                    message: "\(path): the keys \(FixtureValue.quoted(first)) and \(FixtureValue.quoted(member.key)) "
                        + "are the same Swift string (canonically equivalent Unicode); keep one")
            }
            seen[member.key] = member.key
        }
        return members
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

/// A recursive-descent parser over UTF-8 bytes; depth is bounded by ``PlainJSON/maximumNesting``.
private struct Parser {
    let bytes: [UInt8]
    var index = 0
    var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func document() throws(PlainJSON.ParseError) -> PlainJSON {
        // Decoding repairs invalid UTF-8 with U+FFFD, so the text differs from the bytes exactly when they are not
        // UTF-8.
        guard String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes) else {
            throw PlainJSON.ParseError(message: "not UTF-8 text, so not JSON")
        }
        skipWhitespace()
        guard index < bytes.count else {
            throw PlainJSON.ParseError(message: "the input is empty; expected a JSON object or array")
        }
        let value = try self.value()
        skipWhitespace()
        guard index == bytes.count else { throw error("unexpected text after the JSON value") }
        return value
    }

    private mutating func value() throws(PlainJSON.ParseError) -> PlainJSON {
        guard index < bytes.count else { throw error("unexpected end of input; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("expected a value")
        }
    }

    private mutating func object() throws(PlainJSON.ParseError) -> PlainJSON {
        try enter()
        index += 1
        var members: [(key: String, value: PlainJSON)] = []
        var keys: Set<[UInt8]> = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw error("expected a string key") }
            let keyStart = index
            let key = try string()
            guard keys.insert(Array(key.utf8)).inserted else {
                index = keyStart
                throw error("duplicate key \(FixtureValue.quoted(key))")
            }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after the key") }
            index += 1
            skipWhitespace()
            members.append((key, try value()))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
            } else if peek(UInt8(ascii: "}")) {
                index += 1
                depth -= 1
                return .object(members)
            } else {
                throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func array() throws(PlainJSON.ParseError) -> PlainJSON {
        try enter()
        index += 1
        var elements: [PlainJSON] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
            } else if peek(UInt8(ascii: "]")) {
                index += 1
                depth -= 1
                return .array(elements)
            } else {
                throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func enter() throws(PlainJSON.ParseError) {
        depth += 1
        guard depth <= PlainJSON.maximumNesting else {
            throw error("nested deeper than 64 arrays and objects, more than the decoder reads")
        }
    }

    private mutating func string() throws(PlainJSON.ParseError) -> String {
        index += 1  // the opening quote
        var text = ""
        var runStart = index
        func flush(_ end: Int) {
            text += String(decoding: bytes[runStart..<end], as: UTF8.self)
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                flush(index)
                index += 1
                return text
            case UInt8(ascii: "\\"):
                flush(index)
                index += 1
                text.unicodeScalars.append(try escape())
                runStart = index
            case 0..<0x20:
                throw error("a control character in a string must be written as an escape")
            default:
                index += 1
            }
        }
        throw error("unterminated string")
    }

    /// The character after a backslash (the backslash already read).
    private mutating func escape() throws(PlainJSON.ParseError) -> Unicode.Scalar {
        guard index < bytes.count else { throw error("unterminated string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if (0xD800..<0xDC00).contains(unit) {
                guard peek(UInt8(ascii: "\\")), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("a high surrogate \\u escape without its low surrogate")
                }
                index += 2
                let low = try hexUnit()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw error("a high surrogate \\u escape without its low surrogate")
                }
                let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                if let scalar = Unicode.Scalar(value) { return scalar }
            }
            guard let scalar = Unicode.Scalar(unit) else { throw error("a lone low surrogate \\u escape") }
            return scalar
        default:
            index -= 1
            throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))'")
        }
    }

    private mutating func hexUnit() throws(PlainJSON.ParseError) -> UInt32 {
        guard index + 4 <= bytes.count,
            let unit = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
            bytes[index..<index + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
        else { throw error("\\u needs four hexadecimal digits") }
        index += 4
        return unit
    }

    private mutating func number() throws(PlainJSON.ParseError) -> PlainJSON {
        let start = index
        var isIntegral = true
        if peek(UInt8(ascii: "-")) { index += 1 }
        if peek(UInt8(ascii: "0")) {
            index += 1
        } else {
            guard digits() > 0 else { throw error("expected a digit") }
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            isIntegral = false
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            isIntegral = false
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isIntegral { return .integer(text) }
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("the number \(text) is out of range")
        }
        return .fraction(value)
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: String, _ value: PlainJSON) throws(PlainJSON.ParseError) -> PlainJSON {
        let utf8 = Array(word.utf8)
        guard bytes[index...].starts(with: utf8) else { throw error("expected a value") }
        index += utf8.count
        return value
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private mutating func skipWhitespace() {
        while index < bytes.count,
            [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index])
        {
            index += 1
        }
    }

    /// `message` with the line and column of the current position (columns count characters).
    private func error(_ message: String) -> PlainJSON.ParseError {
        let end = min(index, bytes.count)
        var line = 1
        var lineStart = 0
        for offset in 0..<end where bytes[offset] == UInt8(ascii: "\n") {
            line += 1
            lineStart = offset + 1
        }
        let column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        return PlainJSON.ParseError(message: "invalid JSON at line \(line), column \(column): \(message)")
    }
}
