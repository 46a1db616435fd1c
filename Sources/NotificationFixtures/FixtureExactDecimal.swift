import Foundation

/// A decimal number held exactly, digit by digit, for the values whose text must round-trip without a `Double` in
/// between: a `Date`'s seconds since 1970 (shifted to Foundation's reference date exactly) and a `Decimal`'s
/// mantissa and exponent.
struct FixtureExactDecimal: Equatable {
    /// Whether the number is below zero.
    var negative: Bool
    /// The digits, most significant first, without leading zeros; empty for zero.
    var digits: [UInt8]
    /// The power of ten the digits are scaled by: the value is `digits × 10^exponent`.
    var exponent: Int

    /// The seconds between 1970 and 2001, Foundation's reference date.
    static let referenceDateOffset = FixtureExactDecimal(
        negative: false, digits: [9, 7, 8, 3, 0, 7, 2, 0, 0], exponent: 0)

    init(negative: Bool, digits: [UInt8], exponent: Int) {
        let first = digits.firstIndex { $0 != 0 } ?? digits.endIndex
        self.digits = Array(digits[first...])
        self.negative = negative && !self.digits.isEmpty
        self.exponent = exponent
    }

    /// Reads `-?digits(.digits)?([eE][+-]?digits)?` (a JSON number, or Swift's description of a `Double`); `nil` for
    /// anything else, or an exponent beyond ±10,000.
    init?(_ text: String) {
        var scalars = Substring(text).unicodeScalars[...]
        func run() -> [UInt8] {
            let digits = scalars.prefix { ("0"..."9").contains($0) }
            scalars = scalars.dropFirst(digits.count)
            return digits.map { UInt8($0.value - 48) }
        }
        var negative = false
        if scalars.first == "-" {
            negative = true
            scalars = scalars.dropFirst()
        }
        var digits = run()
        guard !digits.isEmpty else { return nil }
        var exponent = 0
        if scalars.first == "." {
            scalars = scalars.dropFirst()
            let fraction = run()
            guard !fraction.isEmpty else { return nil }
            digits += fraction
            exponent = -fraction.count
        }
        if let marker = scalars.first, marker == "e" || marker == "E" {
            scalars = scalars.dropFirst()
            var sign = 1
            if let next = scalars.first, next == "+" || next == "-" {
                sign = next == "-" ? -1 : 1
                scalars = scalars.dropFirst()
            }
            let power = run()
            guard !power.isEmpty, power.count <= 5, let value = Int(power.map(String.init).joined()), value <= 10_000
            else { return nil }
            exponent += sign * value
        }
        guard scalars.isEmpty else { return nil }
        self.init(negative: negative, digits: digits, exponent: exponent)
    }

    /// The digits scaled to `exponent` (at most this number's own), as a magnitude.
    private func digits(at exponent: Int) -> [UInt8] {
        digits + [UInt8](repeating: 0, count: self.exponent - exponent)
    }

    /// The exact sum.
    static func + (lhs: Self, rhs: Self) -> Self {
        let exponent = min(lhs.exponent, rhs.exponent)
        var left = lhs.digits(at: exponent)
        var right = rhs.digits(at: exponent)
        let width = max(left.count, right.count)
        left = [UInt8](repeating: 0, count: width - left.count) + left
        right = [UInt8](repeating: 0, count: width - right.count) + right
        if lhs.negative == rhs.negative {
            var result = [UInt8](repeating: 0, count: width + 1)
            var carry: UInt8 = 0
            for index in stride(from: width - 1, through: 0, by: -1) {
                let sum = left[index] + right[index] + carry
                result[index + 1] = sum % 10
                carry = sum / 10
            }
            result[0] = carry
            return Self(negative: lhs.negative, digits: result, exponent: exponent)
        }
        // Different signs: the larger magnitude minus the smaller, with the larger's sign.
        let leftLarger = !left.lexicographicallyPrecedes(right)
        let (large, small) = leftLarger ? (left, right) : (right, left)
        var result = [UInt8](repeating: 0, count: width)
        var borrow: Int = 0
        for index in stride(from: width - 1, through: 0, by: -1) {
            var difference = Int(large[index]) - Int(small[index]) - borrow
            borrow = difference < 0 ? 1 : 0
            if difference < 0 { difference += 10 }
            result[index] = UInt8(difference)
        }
        return Self(negative: leftLarger ? lhs.negative : rhs.negative, digits: result, exponent: exponent)
    }

    static prefix func - (value: Self) -> Self {
        Self(negative: !value.negative, digits: value.digits, exponent: value.exponent)
    }

    /// The number in plain notation, without an exponent and without trailing zeros after the point: `-1.5`, `0.001`,
    /// `1200`.
    var plainText: String {
        guard !digits.isEmpty else { return "0" }
        var whole: [UInt8]
        var fraction: [UInt8]
        if exponent >= 0 {
            whole = digits + [UInt8](repeating: 0, count: exponent)
            fraction = []
        } else if -exponent >= digits.count {
            whole = [0]
            fraction = [UInt8](repeating: 0, count: -exponent - digits.count) + digits
        } else {
            whole = Array(digits[..<(digits.count + exponent)])
            fraction = Array(digits[(digits.count + exponent)...])
        }
        while fraction.last == 0 { fraction.removeLast() }
        if whole.isEmpty { whole = [0] }
        let text = whole.map(String.init).joined() + (fraction.isEmpty ? "" : "." + fraction.map(String.init).joined())
        return (negative ? "-" : "") + text
    }

    // MARK: - Dates

    /// The date whose seconds since 1970 are `literal`, exactly: the seconds since the reference date are computed
    /// digit by digit and rounded once (a `Double` of seconds since 1970, converted, would be rounded twice and miss
    /// by up to 1.2e-7 s). `nil` when `literal` is not a number or the date is not finite.
    static func date(secondsSince1970 literal: String) -> Date? {
        guard let since1970 = FixtureExactDecimal(literal) else { return nil }
        guard let seconds = Double((since1970 + -referenceDateOffset).plainText), seconds.isFinite else { return nil }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }

    /// The shortest-ish text of `date`'s seconds since 1970 that ``date(secondsSince1970:)`` reads back as `date`
    /// exactly: the shortest text of its seconds since the reference date, shifted by the offset digit by digit.
    static func secondsSince1970(of date: Date) -> String {
        let sinceReference = date.timeIntervalSinceReferenceDate
        guard let exact = FixtureExactDecimal("\(sinceReference)") else { return "\(date.timeIntervalSince1970)" }
        return (exact + referenceDateOffset).plainText
    }
}

// MARK: - Decimals

extension FixtureExactDecimal {
    /// The digits of `decimal`'s mantissa and its exponent (`decimal` not NaN): its `significand` is the mantissa
    /// as an integer, whose description Foundation writes digit by digit.
    init(_ decimal: Decimal) {
        let digits = decimal.significand.description.unicodeScalars.compactMap { scalar -> UInt8? in
            ("0"..."9").contains(scalar) ? UInt8(scalar.value - 48) : nil
        }
        self.init(negative: decimal.sign == .minus, digits: digits, exponent: decimal.exponent)
    }

    /// The `Decimal` of exactly this value: `nil` when its significant digits need more than a `Decimal`'s 128-bit
    /// mantissa, or its scale is beyond a `Decimal`'s exponent (-128 to 127).
    var decimal: Decimal? {
        var digits = self.digits
        var exponent = self.exponent
        guard !digits.isEmpty else { return Decimal(0) }
        while digits.last == 0, exponent < -128 || digits.count > 39 {
            digits.removeLast()
            exponent += 1
        }
        while exponent > 127, digits.count < 39 {
            digits.append(0)
            exponent -= 1
        }
        guard (-128...127).contains(exponent) else { return nil }
        var words = [UInt16](repeating: 0, count: 8)
        for digit in digits {
            var carry = UInt32(digit)
            for index in words.indices {
                let product = UInt32(words[index]) * 10 + carry
                words[index] = UInt16(truncatingIfNeeded: product)
                carry = product >> 16
            }
            guard carry == 0 else { return nil }  // more than 128 bits
        }
        // The mantissa fits 128 bits: Foundation reads it exactly as an integer, and scales it exactly.
        if let value = Self.decimal(negative: negative, digits: digits, exponent: exponent), !value.isNaN {
            return value
        }
        // Foundation compacts a mantissa's trailing zeros into the exponent, so `10 × 10^127` (`"1e128"`) overflows
        // to NaN however it is made, though a Decimal holds it. A sum keeps it: `(10 - 1) × 10^127 + 1 × 10^127`,
        // neither part with a trailing zero, adds to mantissa 10 and exponent 127, exactly.
        guard digits.last == 0, let less = Self.decrementing(digits),
            let most = Self.decimal(negative: negative, digits: less, exponent: exponent),
            let one = Self.decimal(negative: negative, digits: [1], exponent: exponent), !most.isNaN, !one.isNaN
        else { return nil }
        let value = most + one
        guard !value.isNaN, FixtureExactDecimal(value).sameValue(as: self) else { return nil }
        return value
    }

    /// `digits × 10^exponent` as Foundation makes it from the mantissa's text; `nil` when it cannot read the text.
    private static func decimal(negative: Bool, digits: [UInt8], exponent: Int) -> Decimal? {
        let text = digits.map(String.init).joined()
        guard let significand = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        return Decimal(sign: negative ? .minus : .plus, exponent: exponent, significand: significand)
    }

    /// The digits of one less than `digits` (which is not zero), without leading zeros; `nil` for zero.
    private static func decrementing(_ digits: [UInt8]) -> [UInt8]? {
        var result = digits
        var index = result.count - 1
        while index >= 0 {
            if result[index] > 0 {
                result[index] -= 1
                let first = result.firstIndex { $0 != 0 }
                return first.map { Array(result[$0...]) }
            }
            result[index] = 9
            index -= 1
        }
        return nil
    }

    /// Whether both are the same number, however many trailing zeros their digits carry.
    func sameValue(as other: FixtureExactDecimal) -> Bool {
        func normalized(_ value: FixtureExactDecimal) -> FixtureExactDecimal {
            var value = value
            while value.digits.last == 0 {
                value.digits.removeLast()
                value.exponent += 1
            }
            if value.digits.isEmpty { value.exponent = 0 }
            return value
        }
        return normalized(self) == normalized(other)
    }

    /// The text a fixture writes for a `Decimal` of this value: plain (`"12.5"`, `"-0.001"`, `"1200"`) when that
    /// takes at most 40 digits, else the mantissa and exponent (`"1e127"`, `"34028236692093846346337460743176821145e-40"`).
    var decimalText: String {
        let plainDigits = exponent >= 0 ? digits.count + exponent : max(digits.count, -exponent + 1)
        if digits.isEmpty || plainDigits <= 40 { return plainText }
        return (negative ? "-" : "") + digits.map(String.init).joined() + "e\(exponent)"
    }
}
