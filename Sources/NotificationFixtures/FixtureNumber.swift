import Foundation

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
        case .double(let value): Self.floatingJSON(value.isNaN, value.sign, value.isInfinite, "\(value)")
        case .float(let value): Self.floatingJSON(value.isNaN, value.sign, value.isInfinite, "\(value)")
        case .cgFloat(let value): Self.floatingJSON(value.isNaN, value.sign, value.isInfinite, "\(Double(value))")
        case .bool(let value): .bool(value)
        }
    }

    private static func floatingJSON(
        _ isNaN: Bool,
        _ sign: FloatingPointSign,
        _ isInfinite: Bool,
        _ text: String
    ) -> FixtureJSON {
        if isNaN { return .string("NaN") }
        if isInfinite { return .string(sign == .minus ? "-Infinity" : "Infinity") }
        return .number(text)
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

    private static func floating<T: BinaryFloatingPoint & LosslessStringConvertible>(
        _ json: FixtureJSON,
        at path: FixturePath
    ) throws(FixtureError) -> T {
        switch json {
        case .number(let literal):
            guard let value = T(literal), value.isFinite else {
                throw FixtureError(at: path, "\(literal) is out of range for \(T.self)")
            }
            return value
        case .string("NaN"): return .nan
        case .string("Infinity"): return .infinity
        case .string("-Infinity"): return -.infinity
        default:
            throw FixtureError(
                at: path,
                "expected a number (or \"NaN\", \"Infinity\", \"-Infinity\"), found \(json.kindDescription)"
            )
        }
    }
}
