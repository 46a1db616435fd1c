public import Foundation

/// A type that knows how to read itself from a value found in `userInfo` when a plain `as?` cast does not.
///
/// `Notification.value(for:)` first tries `as? Value`; only when that fails does it ask a conforming
/// `Value` type. Conform your own value types to accept the shapes other code stores, for example a temperature posted
/// either as a `Double` or as a `String`:
///
/// ```swift
/// struct Celsius: UserInfoConvertible {
///     var degrees: Double
///     init?(userInfoValue value: Any) {
///         if let degrees = Double(userInfoValue: value) {
///             self.degrees = degrees
///         } else if let text = value as? String, let degrees = Double(text) {
///             self.degrees = degrees
///         } else {
///             return nil
///         }
///     }
/// }
/// ```
///
/// Returning `nil` makes the read fail with ``NotificationDecodingError/Reason/typeMismatch(key:expected:actual:)``.
/// The library conforms the standard numeric types (read by the number rule of the *Reading values* article, so
/// `1.5` never reads as an `Int`, `0.1` reads as a `Float` and only 0 and 1 read as `Bool`), `CGFloat`, and the
/// geometry types `CGRect`, `CGPoint`, `CGSize` and
/// `NSRange` (read from the plain value or from an `NSValue` that holds exactly that kind of value).
public protocol UserInfoConvertible {
    /// Reads `value`, as found in `userInfo`, as this type; returns `nil` when it does not represent one.
    init?(userInfoValue value: Any)
}

// MARK: - Numbers: every Swift number and NSNumber reads as NSNumber would, exactly or not at all.

extension Int: UserInfoConvertible {
    /// Reads a Swift number or an `NSNumber` that converts to `Int` exactly.
    public init?(userInfoValue value: Any) {
        guard let number = _exactNumber(value, as: Int.self) else { return nil }
        self = number
    }
}

extension Int8: UserInfoConvertible {
    /// Reads a Swift number or an `NSNumber` that converts to `Int8` exactly.
    public init?(userInfoValue value: Any) {
        guard let number = _exactNumber(value, as: Int8.self) else { return nil }
        self = number
    }
}

extension Int16: UserInfoConvertible {
    /// Reads a Swift number or an `NSNumber` that converts to `Int16` exactly.
    public init?(userInfoValue value: Any) {
        guard let number = _exactNumber(value, as: Int16.self) else { return nil }
        self = number
    }
}

extension Int32: UserInfoConvertible {
    /// Reads a Swift number or an `NSNumber` that converts to `Int32` exactly.
    public init?(userInfoValue value: Any) {
        guard let number = _exactNumber(value, as: Int32.self) else { return nil }
        self = number
    }
}

extension Int64: UserInfoConvertible {
    /// Reads a Swift number or an `NSNumber` that converts to `Int64` exactly.
    public init?(userInfoValue value: Any) {
        guard let number = _exactNumber(value, as: Int64.self) else { return nil }
        self = number
    }
}

extension UInt: UserInfoConvertible {
    /// Reads a Swift number or an `NSNumber` that converts to `UInt` exactly.
    public init?(userInfoValue value: Any) {
        guard let number = _exactNumber(value, as: UInt.self) else { return nil }
        self = number
    }
}

extension UInt8: UserInfoConvertible {
    /// Reads a Swift number or an `NSNumber` that converts to `UInt8` exactly.
    public init?(userInfoValue value: Any) {
        guard let number = _exactNumber(value, as: UInt8.self) else { return nil }
        self = number
    }
}

extension UInt16: UserInfoConvertible {
    /// Reads a Swift number or an `NSNumber` that converts to `UInt16` exactly.
    public init?(userInfoValue value: Any) {
        guard let number = _exactNumber(value, as: UInt16.self) else { return nil }
        self = number
    }
}

extension UInt32: UserInfoConvertible {
    /// Reads a Swift number or an `NSNumber` that converts to `UInt32` exactly.
    public init?(userInfoValue value: Any) {
        guard let number = _exactNumber(value, as: UInt32.self) else { return nil }
        self = number
    }
}

extension UInt64: UserInfoConvertible {
    /// Reads a Swift number or an `NSNumber` that converts to `UInt64` exactly.
    public init?(userInfoValue value: Any) {
        guard let number = _exactNumber(value, as: UInt64.self) else { return nil }
        self = number
    }
}

extension Double: UserInfoConvertible {
    /// Reads a Swift number, an `NSNumber` or a decimal that a `Double` holds or has the digits of (the number rule).
    public init?(userInfoValue value: Any) {
        guard let number = _exactNumber(value, as: Double.self) else { return nil }
        self = number
    }
}

extension Float: UserInfoConvertible {
    /// Reads a Swift number, an `NSNumber` or a decimal that a `Float` holds or has the digits of (the number rule).
    public init?(userInfoValue value: Any) {
        guard let number = _exactNumber(value, as: Float.self) else { return nil }
        self = number
    }
}

extension Bool: UserInfoConvertible {
    /// Reads a Swift `Bool`, or a number or `NSNumber` whose value is exactly 0 or 1.
    public init?(userInfoValue value: Any) {
        guard let flag = _exactNumber(value, as: Bool.self) else { return nil }
        self = flag
    }
}

extension CGFloat: UserInfoConvertible {
    /// Reads a `CGFloat`, or a `Double` or `NSNumber` (which never bridge to `CGFloat` on Linux by themselves).
    public init?(userInfoValue value: Any) {
        if let float = value as? CGFloat {
            self = float
        } else if let double = _exactNumber(value, as: Double.self) {
            self = CGFloat(double)
        } else {
            return nil
        }
    }
}

/// Converts a Swift number or an `NSNumber` to `T` with `NSNumber`'s exactness rules.
private func _exactNumber<T>(_ value: Any, as type: T.Type) -> T? {
    if Swift.type(of: value) == T.self, let exact = value as? T { return exact }
    // Inside an `Optional` or an `AnyHashable` (a `[String: AnyHashable]` posted as `userInfo`), a plain cast would
    // reach the value and convert it by the bridging rules: the value itself decides.
    let value = _innermostValue(value)
    let valueType = Swift.type(of: value)
    if valueType == T.self, let exact = value as? T { return exact }
    // A decimal bridges to NSNumber too, but NSNumber's conversions of it round: read it by its digits instead.
    if valueType == Decimal.self || valueType is NSDecimalNumber.Type { return _exactDecimal(value, as: type) }
    if valueType is NSNumber.Type, let number = value as? NSNumber { return _exactFromNumber(number, as: type) }
    if let exact = value as? T { return exact }
    // Strings, data and other objects never bridge to NSNumber; Swift numbers and Bool do, and are then read by the
    // one rule, as the NSNumber they bridge to.
    guard let number = value as? NSNumber else { return nil }
    return _exactFromNumber(number, as: type)
}

/// An `NSNumber` (not a decimal) as `T` by the one number rule (``_binary(digits:as:)``), read from the type the
/// number stores: a whole number in range as an integer type, `Bool` from 0 and 1, `Float` and `Double` when they
/// hold its value or its digits. The bridging cast (`number as? T`) costs about 6,000 instructions on Linux (it goes
/// through the runtime's bridging and compares `NSNumber`s); this costs a few hundred where the value is held
/// exactly. Other targets, and numbers of other stored types, go through the cast.
func _exactFromNumber<T>(_ number: NSNumber, as type: T.Type) -> T? {
    let stored = _StoredNumber(number)
    switch stored {
    case .other: return number as? T
    case .signed(let value):
        if let integer = _integer(value, as: T.self) { return integer }
        if T.self == Double.self { return _binary(integer: value, as: Double.self).flatMap { $0 as? T } }
        if T.self == Float.self { return _binary(integer: value, as: Float.self).flatMap { $0 as? T } }
        if T.self == Bool.self { return (value == 0 ? false : value == 1 ? true : nil).flatMap { $0 as? T } }
    case .unsigned(let value):
        if let integer = _integer(value, as: T.self) { return integer }
        if T.self == Double.self { return _binary(integer: value, as: Double.self).flatMap { $0 as? T } }
        if T.self == Float.self { return _binary(integer: value, as: Float.self).flatMap { $0 as? T } }
        if T.self == Bool.self { return (value == 0 ? false : value == 1 ? true : nil).flatMap { $0 as? T } }
    case .double(let value):
        if T.self == Double.self { return value as? T }
        if let integer = _integer(value, as: T.self) { return integer }
        if T.self == Float.self { return _float(value).flatMap { $0 as? T } }
    case .float(let value):
        if T.self == Float.self { return value as? T }
        if T.self == Double.self { return Double(value) as? T }
        if let integer = _integer(value, as: T.self) { return integer }
    }
    return number as? T
}

// MARK: - The number rule

// One rule reads every number, whatever holds it: the *Reading values* article ("Numbers: one rule") states it. In
// short, an integer type reads a whole number in range; `Float` and `Double` read a value they hold, or else the value
// with the number's digits (a `Double`'s or `Float`'s digits being its shortest, as `description` writes them).

/// An integer as `F`: itself when `F` holds it, else the `F` with its digits (2^60 + 24 reads as 2^60 in a `Double`,
/// which prints as 1152921504606847000; 2^53 + 1 does not read).
@inline(__always)
private func _binary<F: BinaryFloatingPoint & LosslessStringConvertible>(
    integer value: some BinaryInteger & LosslessStringConvertible,
    as _: F.Type
) -> F? {
    if let exact = F(exactly: value) { return exact }
    return _binary(digits: value.description, as: F.self, orExactly: false)
}

/// A `Double` as a `Float`: itself when a `Float` holds it, NaN as NaN, else the `Float` with the same shortest digits
/// (`0.1` reads as `Float(0.1)`; `0.30000000000000004` does not read).
private func _float(_ value: Double) -> Float? {
    if let exact = Float(exactly: value) { return exact }
    if value.isNaN { return Float(value) }
    return _binary(digits: value.description, as: Float.self, orExactly: false)
}

/// The `F` that `digits` (a finite decimal number, such as a JSON number) names by the number rule: the `F` of exactly
/// that value, or else the one whose shortest digits they are; `nil` when there is none. The fixture reader reads its
/// `Double`, `Float` and `CGFloat` numbers by it, so a fixture number is read as a posted one is.
package func _floatingNumber<F: BinaryFloatingPoint & LosslessStringConvertible>(digits: String, as _: F.Type) -> F? {
    _binary(digits: digits, as: F.self, orExactly: true)
}

/// The `F` whose shortest digits are `digits` (a finite decimal number, as `description` writes it), or, with
/// `orExactly`, whose exact value `digits` is; `nil` when there is none (the nearest `F` prints other digits, or is
/// infinite).
private func _binary<F: BinaryFloatingPoint & LosslessStringConvertible>(
    digits: String,
    as _: F.Type,
    orExactly: Bool
) -> F? {
    guard let nearest = F(digits), nearest.isFinite, let wanted = _Digits(digits) else { return nil }
    if _Digits(nearest.description) == wanted { return nearest }
    if orExactly, _Digits(exactValueOf: Double(nearest)) == wanted { return nearest }
    return nil
}

/// A finite decimal number as sign, significant digits and a power of ten, so that two spellings compare by value:
/// `1.2345679e+08` and `123456790`, `0.10` and `1e-1`.
private struct _Digits: Equatable {
    var negative: Bool
    /// The significant digits, without leading or trailing zeros; empty for zero.
    var digits: [UInt8]
    /// The power of ten the digits are scaled by.
    var exponent: Int

    /// Reads `-?digits(.digits)?([eE][+-]?digits)?`; `nil` for anything else.
    init?(_ text: String) {
        var utf8 = Substring(text).utf8[...]
        let negative = utf8.first == UInt8(ascii: "-")
        if negative { utf8 = utf8.dropFirst() }
        var all: [UInt8] = []
        var scale = 0
        var seenPoint = false
        var seenDigit = false
        while let byte = utf8.first, byte == UInt8(ascii: ".") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        {
            utf8 = utf8.dropFirst()
            if byte == UInt8(ascii: ".") {
                guard !seenPoint else { return nil }
                seenPoint = true
                continue
            }
            seenDigit = true
            all.append(byte - UInt8(ascii: "0"))
            if seenPoint { scale -= 1 }
        }
        guard seenDigit else { return nil }
        if let marker = utf8.first, marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            guard let power = Int(String(Substring(utf8.dropFirst()))), abs(power) < 100_000 else { return nil }
            scale += power
        } else if !utf8.isEmpty {
            return nil
        }
        self.init(negative: negative, digits: all, exponent: scale)
    }

    init(negative: Bool, digits: [UInt8], exponent: Int) {
        let first = digits.firstIndex { $0 != 0 } ?? digits.endIndex
        let last = digits.lastIndex { $0 != 0 }.map { $0 + 1 } ?? first
        self.negative = negative && first < last
        self.digits = Array(digits[first..<last])
        self.exponent = first < last ? exponent + (digits.count - last) : 0
    }

    /// The exact value of a finite `Double` (a `Float` widened to one is the same value), when it has at most 128
    /// digits after the point, the most a `Decimal` holds; `nil` otherwise.
    init?(exactValueOf value: Double) {
        guard value.isFinite else { return nil }
        if value == 0 {
            self.init(negative: false, digits: [], exponent: 0)
            return
        }
        // |value| = significand × 2^power, the significand odd.
        var significand = value.significandBitPattern | (value.isNormal ? 1 << 52 : 0)
        var power = Int(value.exponentBitPattern == 0 ? -1074 : Int(value.exponentBitPattern) - 1075)
        let zeros = significand.trailingZeroBitCount
        significand >>= UInt64(zeros)
        power += zeros
        // As base-10^9 limbs, least significant first: × 2^power, or × 5^-power with -power digits after the point.
        guard power >= -128 else { return nil }
        var limbs: [UInt64] = [significand % 1_000_000_000, significand / 1_000_000_000]
        let factor: UInt64 = power >= 0 ? 2 : 5
        for _ in 0..<abs(power) {
            var carry: UInt64 = 0
            for index in limbs.indices {
                let product = limbs[index] * factor + carry
                limbs[index] = product % 1_000_000_000
                carry = product / 1_000_000_000
            }
            if carry > 0 { limbs.append(carry) }
        }
        var digits: [UInt8] = []
        for limb in limbs.reversed() {
            let part = Array(String(limb).utf8).map { $0 - UInt8(ascii: "0") }
            digits += (digits.isEmpty ? [] : [UInt8](repeating: 0, count: 9 - part.count)) + part
        }
        self.init(negative: value < 0, digits: digits, exponent: min(power, 0))
    }
}

/// `value` as the integer type `T` when `T` is one and holds it exactly; `nil` when `T` is no integer type (or does
/// not hold it: the caller then tries the other targets, which are not integers, and the cast, which fails too).
@inline(__always)
private func _integer<T>(_ value: some BinaryInteger, as type: T.Type) -> T? {
    if T.self == Int.self { return Int(exactly: value).flatMap { $0 as? T } }
    if T.self == Int64.self { return Int64(exactly: value).flatMap { $0 as? T } }
    if T.self == Int32.self { return Int32(exactly: value).flatMap { $0 as? T } }
    if T.self == Int16.self { return Int16(exactly: value).flatMap { $0 as? T } }
    if T.self == Int8.self { return Int8(exactly: value).flatMap { $0 as? T } }
    if T.self == UInt.self { return UInt(exactly: value).flatMap { $0 as? T } }
    if T.self == UInt64.self { return UInt64(exactly: value).flatMap { $0 as? T } }
    if T.self == UInt32.self { return UInt32(exactly: value).flatMap { $0 as? T } }
    if T.self == UInt16.self { return UInt16(exactly: value).flatMap { $0 as? T } }
    if T.self == UInt8.self { return UInt8(exactly: value).flatMap { $0 as? T } }
    return nil
}

/// `value` as the integer type `T` when `T` is one and holds it exactly (a whole number in range).
@inline(__always)
private func _integer<T>(_ value: some BinaryFloatingPoint, as type: T.Type) -> T? {
    // A whole number of 64 bits reads as that integer would; any other value is no integer type's.
    if let signed = Int64(exactly: value) { return _integer(signed, as: type) }
    if let unsigned = UInt64(exactly: value) { return _integer(unsigned, as: type) }
    return nil
}

/// What an `NSNumber` stores, by its Objective-C type code (`q` a signed 64-bit integer, `Q` an unsigned one, `d` a
/// double, and so on); a boolean `NSNumber` stores a signed integer 0 or 1.
private enum _StoredNumber {
    case signed(Int64)
    case unsigned(UInt64)
    case double(Double)
    case float(Float)
    case other

    init(_ number: NSNumber) {
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "q"):
            self = .signed(number.int64Value)
        case UInt8(ascii: "C"), UInt8(ascii: "S"), UInt8(ascii: "I"), UInt8(ascii: "L"), UInt8(ascii: "Q"):
            self = .unsigned(number.uint64Value)
        case UInt8(ascii: "d"): self = .double(number.doubleValue)
        case UInt8(ascii: "f"): self = .float(number.floatValue)
        default: self = .other
        }
    }
}

/// A `Decimal` or an `NSDecimalNumber` as `T` by the one number rule: an integer type when the decimal is a whole
/// number in its range, `Bool` for 0 and 1, `Float` and `Double` when they hold the decimal's value or have a value
/// with its digits (`0.1` reads, `1152921504606846976` (2^60) reads, `9223372036854775807` does not), NaN as NaN.
@inline(never)
private func _exactDecimal<T>(_ value: Any, as type: T.Type) -> T? {
    guard let decimal = _decimal(value) else { return nil }
    if decimal.isNaN {
        if T.self == Double.self { return Double.nan as? T }
        if T.self == Float.self { return Float.nan as? T }
        return nil
    }
    // Decimal's description is its exact digits, never an exponent, with no trailing zeros after the point.
    let digits = decimal.description
    if let integer = T.self as? any FixedWidthInteger.Type { return integer.init(digits, radix: 10) as? T }
    if T.self == Bool.self { return (digits == "0" ? false : digits == "1" ? true : nil) as? T }
    if T.self == Double.self { return _binary(digits: digits, as: Double.self, orExactly: true) as? T }
    if T.self == Float.self { return _binary(digits: digits, as: Float.self, orExactly: true) as? T }
    return nil
}

/// `value` without the `AnyHashable` and `Optional` layers around it (`Optional.none` stays as it is).
func _innermostValue(_ value: Any) -> Any {
    var current = value
    while true {
        let type = Swift.type(of: current)
        if type == AnyHashable.self, let hashable = current as? AnyHashable {
            current = hashable.base
        } else if type is any _UserInfoOptional.Type, let optional = current as? any _UserInfoOptional,
            let wrapped = optional._userInfoWrapped
        {
            current = wrapped
        } else {
            return current
        }
    }
}

/// The value of a `Decimal` or an `NSDecimalNumber`.
func _decimal(_ value: Any) -> Decimal? {
    if let decimal = value as? Decimal, Swift.type(of: value) == Decimal.self { return decimal }
    if let number = value as? NSDecimalNumber { return number.decimalValue }
    return nil
}

// MARK: - Geometry: a plain value, or an NSValue that holds exactly that kind of value.

extension CGRect: UserInfoConvertible {
    /// Reads a `CGRect`, or an `NSValue` made with `NSValue(rect:)` (UIKit's `NSValue(cgRect:)`); an `NSValue`
    /// holding anything else does not read.
    public init?(userInfoValue value: Any) {
        if let rect = value as? CGRect {
            self = rect
        } else if let boxed = _NSValueKind.value(value, holding: .rect) {
            self = _GeometryBox.rect(boxed)
        } else {
            return nil
        }
    }
}

extension CGPoint: UserInfoConvertible {
    /// Reads a `CGPoint`, or an `NSValue` made with `NSValue(point:)` (UIKit's `NSValue(cgPoint:)`).
    public init?(userInfoValue value: Any) {
        if let point = value as? CGPoint {
            self = point
        } else if let boxed = _NSValueKind.value(value, holding: .point) {
            self = _GeometryBox.point(boxed)
        } else {
            return nil
        }
    }
}

extension CGSize: UserInfoConvertible {
    /// Reads a `CGSize`, or an `NSValue` made with `NSValue(size:)` (UIKit's `NSValue(cgSize:)`).
    public init?(userInfoValue value: Any) {
        if let size = value as? CGSize {
            self = size
        } else if let boxed = _NSValueKind.value(value, holding: .size) {
            self = _GeometryBox.size(boxed)
        } else {
            return nil
        }
    }
}

extension NSRange: UserInfoConvertible {
    /// Reads an `NSRange`, or an `NSValue` made with `NSValue(range:)`.
    public init?(userInfoValue value: Any) {
        if let range = value as? NSRange {
            self = range
        } else if let boxed = _NSValueKind.value(value, holding: .range) {
            self = boxed.rangeValue
        } else {
            return nil
        }
    }
}

/// The kinds of value an `NSValue` can hold that the reading rules know, identified by their type encoding.
///
/// Foundation on Linux crashes when `rectValue` (or `pointValue`, ...) is asked of an `NSValue` holding something
/// else, `NSNumber` included, so every geometry read checks the encoding first.
package enum _NSValueKind: CaseIterable, Sendable {
    case rect, point, size, range

    /// The `objCType` encoding Foundation gives an `NSValue` of this kind, read from Foundation itself.
    var encoding: String {
        switch self {
        case .rect: Self.encodings.rect
        case .point: Self.encodings.point
        case .size: Self.encodings.size
        case .range: Self.encodings.range
        }
    }

    /// The user-facing name of the held type, as it appears in error messages.
    package var typeName: String {
        switch self {
        case .rect: "CGRect"
        case .point: "CGPoint"
        case .size: "CGSize"
        case .range: "NSRange"
        }
    }

    private static let encodings: (rect: String, point: String, size: String, range: String) = (
        String(cString: _GeometryBox.value(CGRect.zero).objCType),
        String(cString: _GeometryBox.value(CGPoint.zero).objCType),
        String(cString: _GeometryBox.value(CGSize.zero).objCType),
        String(cString: NSValue(range: NSRange(location: 0, length: 0)).objCType)
    )

    /// `value` as an `NSValue` when it holds exactly `kind`; `nil` for anything else, including every `NSNumber`.
    package static func value(_ value: Any, holding kind: _NSValueKind) -> NSValue? {
        guard let boxed = value as? NSValue, !(boxed is NSNumber) else { return nil }
        return String(cString: boxed.objCType) == kind.encoding ? boxed : nil
    }

    /// What an `NSValue` holds, for error messages: `CGPoint`, or its raw encoding when the kind is not one of ours.
    package static func describe(_ boxed: NSValue) -> String {
        let encoding = String(cString: boxed.objCType)
        return allCases.first { $0.encoding == encoding }?.typeName ?? encoding
    }
}
