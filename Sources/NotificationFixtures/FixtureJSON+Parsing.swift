import Foundation

extension FixtureJSON {
    /// The deepest nesting of arrays and objects a fixture text may have: 512, as Foundation's `JSONSerialization`.
    static let maximumNesting = 512

    /// Parses one JSON document (RFC 8259, strictly), keeping each object's members in written order.
    ///
    /// One pass over the bytes, straight into ``FixtureJSON``: linear in the size of the text, and no larger
    /// intermediate tree (Foundation's `JSONSerialization` builds two, and loses the written order and duplicate keys).
    /// Rejected with the line and column of the problem: duplicate keys (compared after decoding escapes, by their
    /// Unicode scalars as `NSString` compares them: `"é"` and `"e\u0301"` are two keys), trailing
    /// commas, leading zeros, bad escapes and lone surrogates, invalid UTF-8, unescaped control characters in strings,
    /// numbers a `Double` cannot hold, nesting deeper than ``maximumNesting``, and any text after the value. A text
    /// larger than ``InputFile/maximumSize`` is refused before it is read.
    ///
    /// - Throws: ``FixtureError/Kind/invalidJSON(_:message:)``, with the line and column (counted in characters) of
    ///   the first problem.
    package static func parse(_ data: Data) throws(FixtureError) -> FixtureJSON {
        guard data.count <= InputFile.maximumSize else {
            throw FixtureError(
                .invalidJSON(
                    nil,
                    message: "the text is \(data.count) bytes, larger than \(InputFile.maximumSizeDescription), "
                        + "the most a fixture may hold"
                )
            )
        }
        let result = data.withUnsafeBytes { raw -> Result<FixtureJSON, FixtureJSONParser.Failure> in
            var parser = FixtureJSONParser(bytes: raw.bindMemory(to: UInt8.self))
            do throws(FixtureJSONParser.Failure) {
                return .success(try parser.document())
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success(let json):
            return json
        case .failure(let failure):
            throw FixtureError(
                .invalidJSON(
                    failure.offset.map { FixtureError.Position(offset: $0, in: data) }, message: failure.message)
            )
        }
    }
}

/// A recursive-descent JSON parser over bytes, for ``FixtureJSON/parse(_:)``.
private struct FixtureJSONParser {
    /// A problem at a byte offset (or, for a number out of range, anywhere).
    struct Failure: Error {
        var offset: Int?
        var message: String
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The one value of the text, with nothing but whitespace after it.
    mutating func document() throws(Failure) -> FixtureJSON {
        // A UTF-8 byte order mark, as some editors write, is skipped: it is not part of the JSON text (RFC 8259 8.1).
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        let value = try self.value()
        skipWhitespace()
        if index < bytes.count { throw unexpected(expected: "a JSON value") }
        return value
    }

    // MARK: - Values

    private mutating func value() throws(Failure) -> FixtureJSON {
        skipWhitespace()
        guard index < bytes.count else { throw endOfFile() }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw unexpected(expected: "a JSON value")
        }
    }

    private mutating func literal(_ word: StaticString, _ value: FixtureJSON) throws(Failure) -> FixtureJSON {
        let start = index
        for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
            guard index < bytes.count else { throw endOfFile() }
            guard bytes[index] == expected else {
                index = start
                throw unexpected(expected: "a JSON value")
            }
            index += 1
        }
        return value
    }

    private mutating func enter() throws(Failure) {
        guard depth < FixtureJSON.maximumNesting else {
            throw Failure(
                offset: index,
                message: "too many nested arrays or objects (at most \(FixtureJSON.maximumNesting) levels)"
            )
        }
        depth += 1
    }

    private mutating func object() throws(Failure) -> FixtureJSON {
        try enter()
        defer { depth -= 1 }
        index += 1  // {
        var members: [FixtureJSONMember] = []
        // Duplicates are found by a linear search in small objects, with a set once an object grows.
        var seen: Set<FixtureExactKey>?
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw endOfFile() }
            guard bytes[index] == UInt8(ascii: "\"") else {
                if bytes[index] == UInt8(ascii: "}"), !members.isEmpty {
                    throw Failure(offset: index, message: "unexpected '}' after a comma (no trailing commas)")
                }
                throw unexpected(expected: "a string key")
            }
            let keyOffset = index
            let key = try string()
            // Compared as `NSString` compares them on Apple platforms, by their scalars: `"é"` and `"e\u0301"` are two
            // keys (Swift's `==`, canonical equivalence, would call them one).
            if members.count < 16 {
                if members.contains(where: { $0.key.utf8.elementsEqual(key.utf8) }) {
                    throw duplicate(key, at: keyOffset)
                }
            } else {
                if seen == nil { seen = Set(members.map { FixtureExactKey($0.key) }) }
                if seen?.insert(FixtureExactKey(key)).inserted == false { throw duplicate(key, at: keyOffset) }
            }
            skipWhitespace()
            guard index < bytes.count else { throw endOfFile() }
            guard bytes[index] == UInt8(ascii: ":") else { throw unexpected(expected: "':' after a key") }
            index += 1
            members.append(FixtureJSONMember(key: key, value: try value()))
            skipWhitespace()
            guard index < bytes.count else { throw endOfFile() }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default:
                throw unexpected(expected: "',' or '}'")
            }
        }
    }

    private mutating func array() throws(Failure) -> FixtureJSON {
        try enter()
        defer { depth -= 1 }
        index += 1  // [
        var elements: [FixtureJSON] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]"), !elements.isEmpty {
                throw Failure(offset: index, message: "unexpected ']' after a comma (no trailing commas)")
            }
            elements.append(try value())
            skipWhitespace()
            guard index < bytes.count else { throw endOfFile() }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default:
                throw unexpected(expected: "',' or ']'")
            }
        }
    }

    // MARK: - Strings

    /// The string whose opening quote is at `index`; `index` ends after its closing quote.
    private mutating func string() throws(Failure) -> String {
        index += 1  // "
        let start = index
        var isASCII = true
        // The fast path: no escapes. The bytes are the string's UTF-8.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
                index += 1
                return try utf8String(text, at: start, isASCII: isASCII)
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw controlCharacter(byte) }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        guard index < bytes.count else { throw endOfFile() }
        // Escapes: decode into a buffer of UTF-8.
        var decoded = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                // Validated outside the closure: `withUnsafeBufferPointer` rethrows untyped errors in older SDKs.
                let valid = isASCII || decoded.withUnsafeBufferPointer { Self.firstInvalidUTF8(in: $0) == nil }
                if !valid { try throwInvalidUTF8(at: start) }
                return String(decoding: decoded, as: UTF8.self)
            }
            if byte < 0x20 { throw controlCharacter(byte) }
            if byte >= 0x80 { isASCII = false }
            if byte != UInt8(ascii: "\\") {
                decoded.append(byte)
                index += 1
                continue
            }
            let escapeOffset = index
            index += 1
            guard index < bytes.count else { throw endOfFile() }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escaped)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                let scalar = try unicodeEscape(at: escapeOffset)
                UTF8.encode(scalar) { decoded.append($0) }
            default:
                throw Failure(offset: escapeOffset, message: "invalid escape sequence")
            }
        }
        throw endOfFile()
    }

    /// The scalar of a `\uXXXX` escape (two for a surrogate pair), with `index` just after the `u`.
    private mutating func unicodeEscape(at escapeOffset: Int) throws(Failure) -> Unicode.Scalar {
        let high = try hexQuad(escapeOffset: escapeOffset)
        if (0xD800..<0xDC00).contains(high) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else {
                throw Failure(offset: escapeOffset, message: "invalid unicode escape: a lone high surrogate")
            }
            let lowOffset = index
            index += 2
            let low = try hexQuad(escapeOffset: lowOffset)
            guard (0xDC00..<0xE000).contains(low) else {
                throw Failure(offset: lowOffset, message: "invalid unicode escape: expected a low surrogate")
            }
            let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
            guard let scalar = Unicode.Scalar(value) else {
                throw Failure(offset: escapeOffset, message: "invalid unicode escape")
            }
            return scalar
        }
        guard let scalar = Unicode.Scalar(high) else {
            throw Failure(offset: escapeOffset, message: "invalid unicode escape: a lone low surrogate")
        }
        return scalar
    }

    private mutating func hexQuad(escapeOffset: Int) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw endOfFile() }
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw Failure(offset: escapeOffset, message: "invalid escape sequence: \\u needs 4 hex digits")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// `text` as a `String`, after checking that it is valid UTF-8 (reporting the first bad byte, found in the written
    /// text from `start`: escapes only ever produce valid UTF-8).
    private func utf8String(
        _ text: UnsafeBufferPointer<UInt8>,
        at start: Int,
        isASCII: Bool
    ) throws(Failure) -> String {
        if isASCII { return String(decoding: text, as: UTF8.self) }
        // `String(validating:as:)` would do, but needs iOS 18 / macOS 15.
        if Self.firstInvalidUTF8(in: text) != nil { try throwInvalidUTF8(at: start) }
        return String(decoding: text, as: UTF8.self)
    }

    /// Throws the error for the first invalid UTF-8 byte of the string that starts at `start` in the written text
    /// (escapes only ever produce valid UTF-8, so the bad byte is one written as it is).
    private func throwInvalidUTF8(at start: Int) throws(Failure) {
        let written = Self.firstInvalidUTF8(in: UnsafeBufferPointer(rebasing: bytes[start...])) ?? 0
        throw Failure(offset: start + written, message: "invalid UTF-8 sequence")
    }

    /// The offset of the first byte of `text` that does not begin a valid UTF-8 scalar; `nil` when all are valid.
    private static func firstInvalidUTF8(in text: UnsafeBufferPointer<UInt8>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = text.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }

    private func controlCharacter(_ byte: UInt8) -> Failure {
        let hex = String(byte, radix: 16, uppercase: true)
        return Failure(
            offset: index,
            message: "unescaped control character U+\(String(repeating: "0", count: 4 - hex.count) + hex) in a string"
        )
    }

    // MARK: - Numbers

    /// A number, as the text ``FixtureJSON/number(_:)`` holds: an integer as its digits (`-0` stays `-0`, which a
    /// floating-point tag reads as negative zero, as `JSONDecoder` does), a fraction or exponent as written (it must be
    /// a finite `Double`).
    private mutating func number() throws(Failure) -> FixtureJSON {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw endOfFile() }
        guard isDigit(bytes[index]) else { throw unexpected(expected: "a JSON value") }
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
            throw Failure(offset: index + 1, message: "number with leading zero")
        }
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        var isInteger = true
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count else { throw endOfFile() }
            guard isDigit(bytes[index]) else { throw unexpected(expected: "a digit after '.'") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard index < bytes.count else { throw endOfFile() }
            guard isDigit(bytes[index]) else { throw unexpected(expected: "a digit in the exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if isInteger {
            if text == "-0" { return .number(text) }
            if let value = Int64(text) { return .number(String(value)) }
            if let value = UInt64(text) { return .number(String(value)) }
            return .number(text)  // Beyond UInt64: the exact digits, which every integer tag rejects as out of range.
        }
        guard let value = Double(text), value.isFinite else {
            throw Failure(offset: nil, message: "number \(text) is not representable in Swift")
        }
        // The text as written, not the Double's: a Date's seconds since 1970 are read digit by digit
        // (`FixtureExactDecimal`), and every other reader converts the text itself.
        return .number(text)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    // MARK: - Errors

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }

    private func endOfFile() -> Failure {
        Failure(offset: bytes.count, message: "unexpected end of file during JSON parse")
    }

    /// `unexpected 'x', expected <expected>` at `index`.
    private func unexpected(expected: String) -> Failure {
        Failure(offset: index, message: "unexpected \(Self.describe(byte: bytes[index])), expected \(expected)")
    }

    private func duplicate(_ key: String, at offset: Int) -> Failure {
        Failure(offset: offset, message: "duplicate key \(FixtureJSON.quoted(key))")
    }

    /// A byte for messages: `'}'`, `' '`, `byte 0xFF`.
    private static func describe(byte: UInt8) -> String {
        if (0x20..<0x7F).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}
