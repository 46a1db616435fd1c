import Foundation
import NotificationDescriptors

/// A number of one exact Swift type, as a fixture writes it: `{"Int": 42}`, `{"Double": 1.5}`, `{"Bool": true}`.
///
/// On its own it stands for a Swift value (`42 as Int` stored in `userInfo`); inside `{"NSNumber": ...}` for an
/// `NSNumber` made from it. The two read differently on Linux, which is why fixtures keep them apart.
package enum FixtureNumber: Sendable, Equatable {
    case int(Int)
    case int8(Int8)
    case int16(Int16)
    case int32(Int32)
    case int64(Int64)
    case uint(UInt)
    case uint8(UInt8)
    case uint16(UInt16)
    case uint32(UInt32)
    case uint64(UInt64)
    case double(Double)
    case float(Float)
    case cgFloat(CGFloat)
    case bool(Bool)

    /// Equal when both are of one type and hold the same value; a NaN equals a NaN of its type (whatever its sign or
    /// payload), so that a fixture expecting `{"Double": "NaN"}` matches a `Double.nan`. Otherwise as the type's own
    /// `==`: `0.0` equals `-0.0`.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.int(let left), .int(let right)): left == right
        case (.int8(let left), .int8(let right)): left == right
        case (.int16(let left), .int16(let right)): left == right
        case (.int32(let left), .int32(let right)): left == right
        case (.int64(let left), .int64(let right)): left == right
        case (.uint(let left), .uint(let right)): left == right
        case (.uint8(let left), .uint8(let right)): left == right
        case (.uint16(let left), .uint16(let right)): left == right
        case (.uint32(let left), .uint32(let right)): left == right
        case (.uint64(let left), .uint64(let right)): left == right
        case (.double(let left), .double(let right)): left == right || (left.isNaN && right.isNaN)
        case (.float(let left), .float(let right)): left == right || (left.isNaN && right.isNaN)
        case (.cgFloat(let left), .cgFloat(let right)): left == right || (left.isNaN && right.isNaN)
        case (.bool(let left), .bool(let right)): left == right
        default: false
        }
    }

    /// The tags of every number kind, in the order the format lists them.
    package static let tags = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "Bool",
    ]

    /// The tag that writes this number: `Int`, `Double`, ...
    package var tag: String {
        switch self {
        case .int: "Int"
        case .int8: "Int8"
        case .int16: "Int16"
        case .int32: "Int32"
        case .int64: "Int64"
        case .uint: "UInt"
        case .uint8: "UInt8"
        case .uint16: "UInt16"
        case .uint32: "UInt32"
        case .uint64: "UInt64"
        case .double: "Double"
        case .float: "Float"
        case .cgFloat: "CGFloat"
        case .bool: "Bool"
        }
    }

    /// The Swift value, typed exactly (an `Int8` stays an `Int8` inside `Any`).
    package var swiftValue: Any {
        switch self {
        case .int(let value): value
        case .int8(let value): value
        case .int16(let value): value
        case .int32(let value): value
        case .int64(let value): value
        case .uint(let value): value
        case .uint8(let value): value
        case .uint16(let value): value
        case .uint32(let value): value
        case .uint64(let value): value
        case .double(let value): value
        case .float(let value): value
        case .cgFloat(let value): value
        case .bool(let value): value
        }
    }

    /// The `NSNumber` made from this value; `nil` for `CGFloat`, which has no `NSNumber` form on Linux.
    package var nsNumber: NSNumber? {
        switch self {
        case .int(let value): NSNumber(value: value)
        case .int8(let value): NSNumber(value: value)
        case .int16(let value): NSNumber(value: value)
        case .int32(let value): NSNumber(value: value)
        case .int64(let value): NSNumber(value: value)
        case .uint(let value): NSNumber(value: value)
        case .uint8(let value): NSNumber(value: value)
        case .uint16(let value): NSNumber(value: value)
        case .uint32(let value): NSNumber(value: value)
        case .uint64(let value): NSNumber(value: value)
        case .double(let value): NSNumber(value: value)
        case .float(let value): NSNumber(value: value)
        case .cgFloat: nil
        case .bool(let value): NSNumber(value: value)
        }
    }

    /// The integer numbers of every tag that holds `value`, in the order a capture tries their `NSNumber`s: `Int`
    /// first (the usual tag), then the signed widths, then the unsigned ones.
    static func integers(holding value: some BinaryInteger) -> [FixtureNumber] {
        var numbers: [FixtureNumber] = []
        if let int = Int(exactly: value) { numbers.append(.int(int)) }
        if let int8 = Int8(exactly: value) { numbers.append(.int8(int8)) }
        if let int16 = Int16(exactly: value) { numbers.append(.int16(int16)) }
        if let int32 = Int32(exactly: value) { numbers.append(.int32(int32)) }
        if let int64 = Int64(exactly: value) { numbers.append(.int64(int64)) }
        if let uint8 = UInt8(exactly: value) { numbers.append(.uint8(uint8)) }
        if let uint16 = UInt16(exactly: value) { numbers.append(.uint16(uint16)) }
        if let uint32 = UInt32(exactly: value) { numbers.append(.uint32(uint32)) }
        if let uint64 = UInt64(exactly: value) { numbers.append(.uint64(uint64)) }
        if let uint = UInt(exactly: value) { numbers.append(.uint(uint)) }
        return numbers
    }

    /// Refuses a `Double` or `Float` that `boxed`, the `NSNumber` made of it, does not hold bit for bit: Foundation
    /// on Linux makes every NaN the quiet NaN, so a NaN with a sign, a signalling bit or payload bits cannot be an
    /// `NSNumber` there.
    func checkHeld(by boxed: NSNumber, at path: FixturePath) throws(FixtureError) {
        let wanted: FixtureFloatingBits
        let held: FixtureFloatingBits
        switch self {
        case .double(let value):
            wanted = FixtureFloatingBits(value)
            held = FixtureFloatingBits(boxed.doubleValue)
        case .float(let value) where String(cString: boxed.objCType) == "f":
            wanted = FixtureFloatingBits(value)
            held = FixtureFloatingBits(boxed.floatValue)
        case .float(let value):
            // Stored as a `Double` (a NaN or an infinity, on Linux): it holds the value when it is the `Double` of it.
            wanted = FixtureFloatingBits(Double(value))
            held = FixtureFloatingBits(boxed.doubleValue)
            if value.isNaN, value.bitPattern != Float.nan.bitPattern {
                throw Self.notHeld(self, boxed, at: path)
            }
        default:
            return
        }
        if wanted != held { throw Self.notHeld(self, boxed, at: path) }
    }

    private static func notHeld(_ number: FixtureNumber, _ boxed: NSNumber, at path: FixturePath) -> FixtureError {
        let written = FixtureValue.number(number).jsonText
        let made = FixtureValue.number(.double(boxed.doubleValue)).jsonText
        return FixtureError(
            at: path,
            "an NSNumber cannot hold \(written): NSNumber(value:) of it holds \(made) (Foundation keeps no NaN's sign "
                + "or payload), so the fixture would not load what it says")
    }

    /// The JSON of the number without its tag: `42`, `1.5`, `true`, or `"NaN"` / `"Infinity"` / `"-Infinity"`.
    var json: FixtureJSON {
        switch self {
        case .int(let value): .number(String(value))
        case .int8(let value): .number(String(value))
        case .int16(let value): .number(String(value))
        case .int32(let value): .number(String(value))
        case .int64(let value): .number(String(value))
        case .uint(let value): .number(String(value))
        case .uint8(let value): .number(String(value))
        case .uint16(let value): .number(String(value))
        case .uint32(let value): .number(String(value))
        case .uint64(let value): .number(String(value))
        case .double(let value): Self.floatingJSON(value)
        case .float(let value): Self.floatingJSON(value)
        case .cgFloat(let value): Self.floatingJSON(Double(value))
        case .bool(let value): .bool(value)
        }
    }

    /// A finite value as Swift prints it (the shortest digits that read back as it, `-0.0` with its sign), an
    /// infinity as `"Infinity"` / `"-Infinity"`, the type's `.nan` as `"NaN"`, and any other NaN (a sign, a
    /// signalling bit or payload bits) as `"NaN(0x<bit pattern>)"`, so that every value writes as itself.
    private static func floatingJSON<T: BinaryFloatingPoint & LosslessStringConvertible>(_ value: T) -> FixtureJSON
    where T.RawSignificand: FixedWidthInteger {
        if value.isNaN {
            let bits = FixtureFloatingBits(value)
            return .string(bits == FixtureFloatingBits(T.nan) ? "NaN" : "NaN(\(bits.hex))")
        }
        if value.isInfinite { return .string(value.sign == .minus ? "-Infinity" : "Infinity") }
        return .number(value.description)
    }

    /// Reads the number written under `tag`; `nil` when `tag` is not a number tag.
    static func parse(tag: String, _ json: FixtureJSON, at path: FixturePath) throws(FixtureError) -> FixtureNumber? {
        switch tag {
        case "Int": .int(try integer(json, at: path))
        case "Int8": .int8(try integer(json, at: path))
        case "Int16": .int16(try integer(json, at: path))
        case "Int32": .int32(try integer(json, at: path))
        case "Int64": .int64(try integer(json, at: path))
        case "UInt": .uint(try integer(json, at: path))
        case "UInt8": .uint8(try integer(json, at: path))
        case "UInt16": .uint16(try integer(json, at: path))
        case "UInt32": .uint32(try integer(json, at: path))
        case "UInt64": .uint64(try integer(json, at: path))
        case "Double": .double(try floating(json, at: path))
        case "Float": .float(try floating(json, at: path))
        case "CGFloat": .cgFloat(CGFloat(try floating(json, at: path) as Double))
        case "Bool":
            if case .bool(let flag) = json {
                .bool(flag)
            } else {
                throw FixtureError(at: path, "expected true or false, found \(json.kindDescription)")
            }
        default: nil
        }
    }

    private static func integer<T: FixedWidthInteger>(_ json: FixtureJSON, at path: FixturePath) throws(FixtureError)
        -> T
    {
        guard case .number(let literal) = json else {
            throw FixtureError(at: path, "expected an integer, found \(json.kindDescription)")
        }
        if let value = T(literal) { return value }
        if literal.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) {
            throw FixtureError(at: path, "expected an integer, found \(literal)")
        }
        throw FixtureError(at: path, "\(literal) is out of range for \(T.self) (\(T.min)...\(T.max))")
    }

    /// A number the type holds exactly or prints (`{"Float": 0.30000000000000004}` is an error), `"NaN"` (the type's
    /// `.nan`), `"NaN(0x<bit pattern>)"` (any NaN, by all its bits: 16 hex digits for a `Double`, 8 for a `Float`),
    /// `"Infinity"` or `"-Infinity"`. `-0`, `-0.0` and `-0e5` are negative zero.
    static func floating<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ json: FixtureJSON,
        at path: FixturePath
    ) throws(FixtureError) -> T where T.RawSignificand: FixedWidthInteger {
        switch json {
        case .number(let literal):
            guard let nearest = T(literal), nearest.isFinite else {
                throw FixtureError(at: path, "\(literal) is out of range for \(T.self)")
            }
            // As a posted number is read: the value the digits are, or the one that prints them; no rounding.
            guard let value = _floatingNumber(digits: literal, as: T.self) else {
                throw FixtureError(
                    at: path,
                    "\(literal) is not exactly a \(T.self): the nearest, \(nearest), prints other digits; write one a "
                        + "\(T.self) holds or prints")
            }
            return value
        case .string("NaN"): return .nan
        case .string("Infinity"): return .infinity
        case .string("-Infinity"): return -.infinity
        case .string(let text) where text.hasPrefix("NaN("):
            return try nan(text, at: path)
        default:
            throw FixtureError(
                at: path,
                "expected a number (or \"NaN\", \"NaN(0x<bit pattern>)\", \"Infinity\", \"-Infinity\"), found "
                    + json.kindDescription
            )
        }
    }

    /// The NaN `"NaN(0x<bit pattern>)"` spells: exactly the type's width in hex digits, and a NaN's bits.
    private static func nan<T: BinaryFloatingPoint>(_ text: String, at path: FixturePath) throws(FixtureError) -> T
    where T.RawSignificand: FixedWidthInteger {
        let width = (1 + T.exponentBitCount + T.significandBitCount) / 4
        let hex = text.dropFirst(4).dropLast()
        guard text.hasSuffix(")"), hex.hasPrefix("0x"), hex.count == width + 2,
            let bits = UInt64(hex.dropFirst(2), radix: 16), hex.dropFirst(2).allSatisfy(\.isHexDigit)
        else {
            throw FixtureError(
                at: path,
                "\(FixtureJSON.quoted(text)) is not a NaN's bit pattern: write \"NaN(0x\" and the \(width) hex digits "
                    + "of the \(T.self)'s bits, such as \"NaN(\(FixtureFloatingBits(-T.nan).hex))\"")
        }
        let value = FixtureFloatingBits(bits: bits).value(as: T.self)
        guard value.isNaN else {
            throw FixtureError(
                at: path,
                "\(FixtureJSON.quoted(text)) is not a NaN: those bits are the \(T.self) \(value); write the number")
        }
        return value
    }
}

/// The bit pattern of a `Double` or `Float` (a `CGFloat` as its `Double`), as a fixture writes a NaN's.
struct FixtureFloatingBits: Equatable {
    /// The bits, in the low bits.
    var bits: UInt64
    /// How many hex digits the type's bits take: 16 for a `Double`, 8 for a `Float`.
    var width: Int

    init<T: BinaryFloatingPoint>(_ value: T) where T.RawSignificand: FixedWidthInteger {
        width = (1 + T.exponentBitCount + T.significandBitCount) / 4
        let significand = UInt64(truncatingIfNeeded: value.significandBitPattern)
        let exponent = UInt64(truncatingIfNeeded: value.exponentBitPattern) << UInt64(T.significandBitCount)
        let sign: UInt64 = value.sign == .minus ? 1 << UInt64(T.exponentBitCount + T.significandBitCount) : 0
        bits = sign | exponent | significand
    }

    init(bits: UInt64) {
        self.bits = bits
        width = 0
    }

    /// The value of these bits as `T`.
    func value<T: BinaryFloatingPoint>(as _: T.Type) -> T where T.RawSignificand: FixedWidthInteger {
        let significandMask = (UInt64(1) << UInt64(T.significandBitCount)) - 1
        let exponentMask = (UInt64(1) << UInt64(T.exponentBitCount)) - 1
        return T(
            sign: bits >> UInt64(T.exponentBitCount + T.significandBitCount) & 1 == 1 ? .minus : .plus,
            exponentBitPattern: T.RawExponent(bits >> UInt64(T.significandBitCount) & exponentMask),
            significandBitPattern: T.RawSignificand(bits & significandMask))
    }

    /// `0x` and the bits in lowercase hex, as many digits as the type's width.
    var hex: String {
        let digits = String(bits, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
