import Foundation

/// Strict base64, as a fixture's `{"Data": "..."}` is written: RFC 4648 section 4 (the standard alphabet `A`–`Z`,
/// `a`–`z`, `0`–`9`, `+`, `/`), padded, and canonical.
///
/// The text's length is a multiple of 4; `=` appears only as the last one or two characters, as padding; there is no
/// whitespace or line break; and the bits the last symbol carries beyond the data are zero (RFC 4648 section 3.5), so
/// each byte string has exactly one text: the one `Data.base64EncodedString()` writes. Foundation's
/// `Data(base64Encoded:)` is laxer on some platforms (`"===="` reads as one zero byte, `"QQ==="` as `A`).
enum FixtureBase64 {
    /// The bytes `text` encodes, or why it is not strict base64 (a phrase such as `its length, 5, is not a multiple
    /// of 4`).
    static func decode(_ text: String) -> Result<Data, Problem> {
        let symbols = Array(text.utf8)
        // First anything outside the alphabet (whitespace, a line break, the URL-safe `-` and `_`), then misplaced
        // padding: the message names the first character that cannot be there.
        let equals = UInt8(ascii: "=")
        if let offset = symbols.firstIndex(where: { $0 != equals && Self.value(of: $0) == nil }) {
            return .failure(Problem(character(at: offset, of: symbols, is: "not a base64 symbol")))
        }
        let padding = symbols.reversed().prefix { $0 == equals }.count
        let dataSymbols = symbols.count - padding
        if let offset = symbols.prefix(dataSymbols).firstIndex(of: equals) {
            return .failure(Problem(character(at: offset, of: symbols, is: "padding before the end")))
        }
        let values = symbols.prefix(dataSymbols).compactMap(Self.value(of:))
        // Every character is ASCII now: bytes count characters.
        guard padding <= 2 else {
            return .failure(Problem("\(padding) \"=\" at the end; padding is one or two"))
        }
        guard symbols.count % 4 == 0 else {
            return .failure(Problem("its length, \(symbols.count), is not a multiple of 4 (padded with =)"))
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(dataSymbols / 4 * 3 + 2)
        var index = 0
        while index + 4 <= values.count {
            let group =
                UInt32(values[index]) << 18 | UInt32(values[index + 1]) << 12 | UInt32(values[index + 2]) << 6
                | UInt32(values[index + 3])
            bytes.append(UInt8(truncatingIfNeeded: group >> 16))
            bytes.append(UInt8(truncatingIfNeeded: group >> 8))
            bytes.append(UInt8(truncatingIfNeeded: group))
            index += 4
        }
        switch values.count - index {
        case 2:
            // One byte: 8 of the 12 bits; the last symbol's low 4 bits must be zero.
            guard values[index + 1] & 0x0F == 0 else { return .failure(Self.notCanonical) }
            bytes.append(values[index] << 2 | values[index + 1] >> 4)
        case 3:
            // Two bytes: 16 of the 18 bits; the last symbol's low 2 bits must be zero.
            guard values[index + 2] & 0x03 == 0 else { return .failure(Self.notCanonical) }
            bytes.append(values[index] << 2 | values[index + 1] >> 4)
            bytes.append((values[index + 1] & 0x0F) << 4 | values[index + 2] >> 2)
        default:
            break
        }
        return .success(Data(bytes))
    }

    /// Why a text is not strict base64.
    struct Problem: Error, Equatable {
        var reason: String

        init(_ reason: String) {
            self.reason = reason
        }
    }

    /// `"x" at character 3 is <what> (...)`, for the character that begins at byte `offset` of `symbols`.
    private static func character(at offset: Int, of symbols: [UInt8], is what: String) -> String {
        let before = String(decoding: symbols.prefix(offset), as: UTF8.self).unicodeScalars.count
        let rest = String(decoding: symbols.dropFirst(offset), as: UTF8.self)
        let shown = rest.unicodeScalars.first.map { FixtureJSON.quoted(String($0)) } ?? "\"\""
        return "\(shown) at character \(before + 1) is \(what) (A-Z, a-z, 0-9, +, /, then = as padding)"
    }

    private static let notCanonical = Problem(
        "the last symbol before the padding sets bits that encode no data (not canonical base64)")

    /// The 6-bit value of a symbol of the standard alphabet; `nil` for any other byte.
    private static func value(of symbol: UInt8) -> UInt8? {
        switch symbol {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): symbol - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): symbol - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): symbol - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
