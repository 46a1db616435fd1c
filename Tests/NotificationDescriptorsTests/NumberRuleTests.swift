import Foundation
import NotificationDescriptors
import Testing

/// One value under `"v"`.
private struct NumberBox<Value: Codable>: Codable {
    var v: Value
}

/// One encodable value under `"v"`.
private struct EncodableBox<Value: Encodable>: Encodable {
    var v: Value
}

/// One number, held by every source kind that holds it (a Swift number, an `NSNumber`, a `Decimal`, an
/// `NSDecimalNumber`), and what it reads as in each target type: the number rule says the result depends on the
/// number, not on what holds it. A target missing from `reads` refuses it.
struct NumberCase: Sendable, CustomTestStringConvertible {
    var label: String
    var sources: @Sendable () -> [Any]
    /// What each target reads, as the read value's `description` (`"-0.0"`, `"nan"`, `"1.2345679e+08"`).
    var reads: [String: String]
    var testDescription: String { label }

    static func decimal(_ text: String) -> Decimal {
        // A test input that does not parse is NaN, which no row expects of a decimal written as digits.
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
    }
    static func nsDecimal(_ text: String) -> NSDecimalNumber {
        NSDecimalNumber(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }

    static let all: [NumberCase] = [
        NumberCase(
            label: "0.1: its digits read as a Double and a Float, from a binary or a decimal number alike",
            sources: { [0.1, NSNumber(value: 0.1), decimal("0.1"), nsDecimal("0.1")] },
            reads: ["Double": "0.1", "Float": "0.1"]),
        NumberCase(
            label: "Float 0.1: a Double holds it exactly",
            sources: { [Float(0.1), NSNumber(value: Float(0.1))] },
            reads: ["Float": "0.1", "Double": "0.10000000149011612"]),
        NumberCase(
            label: "0.30000000000000004: no Float has its digits",
            sources: { [0.1 + 0.2, NSNumber(value: 0.1 + 0.2), decimal("0.30000000000000004")] },
            reads: ["Double": "0.30000000000000004"]),
        NumberCase(
            label: "Int64.max: no Double or Float holds it or prints it",
            sources: { [Int64.max, Int.max, NSNumber(value: Int64.max), decimal("9223372036854775807")] },
            reads: ["Int": "9223372036854775807", "Int64": "9223372036854775807", "UInt64": "9223372036854775807"]),
        NumberCase(
            label: "UInt64.max",
            sources: { [UInt64.max, UInt.max, NSNumber(value: UInt64.max), decimal("18446744073709551615")] },
            reads: ["UInt64": "18446744073709551615"]),
        NumberCase(
            label: "2^53 + 1: between two Doubles",
            sources: {
                [
                    9_007_199_254_740_993, Int64(9_007_199_254_740_993), NSNumber(value: 9_007_199_254_740_993),
                    decimal("9007199254740993"),
                ]
            },
            reads: ["Int": "9007199254740993", "Int64": "9007199254740993", "UInt64": "9007199254740993"]),
        NumberCase(
            label: "2^53: a Double and a Float hold it",
            sources: {
                [
                    9_007_199_254_740_992, 9_007_199_254_740_992.0, NSNumber(value: 9_007_199_254_740_992),
                    NSNumber(value: 9_007_199_254_740_992.0), decimal("9007199254740992"),
                ]
            },
            reads: [
                "Double": "9007199254740992.0", "Float": "9.007199e+15", "Int": "9007199254740992",
                "Int64": "9007199254740992", "UInt64": "9007199254740992",
            ]),
        NumberCase(
            label: "2^60: held exactly, though it prints as 1152921504606847000",
            sources: {
                [
                    1_152_921_504_606_846_976, 1_152_921_504_606_846_976.0, NSNumber(value: 1_152_921_504_606_846_976),
                    decimal("1152921504606846976"),
                ]
            },
            reads: [
                "Double": "1.152921504606847e+18", "Float": "1.1529215e+18", "Int": "1152921504606846976",
                "Int64": "1152921504606846976", "UInt64": "1152921504606846976",
            ]),
        NumberCase(
            label: "123456790: the Float 123456792 prints it",
            sources: { [123_456_790, NSNumber(value: 123_456_790), decimal("123456790")] },
            reads: [
                "Double": "123456790.0", "Float": "1.2345679e+08", "Int": "123456790", "Int64": "123456790",
                "UInt64": "123456790",
            ]),
        NumberCase(
            label: "16777217: between two Floats",
            sources: { [16_777_217, NSNumber(value: 16_777_217), decimal("16777217")] },
            reads: ["Double": "16777217.0", "Int": "16777217", "Int64": "16777217", "UInt64": "16777217"]),
        NumberCase(
            label: "Float.greatestFiniteMagnitude, by its value",
            sources: {
                [
                    Float.greatestFiniteMagnitude, Double(Float.greatestFiniteMagnitude),
                    NSNumber(value: Float.greatestFiniteMagnitude), decimal("340282346638528859811704183484516925440"),
                ]
            },
            reads: ["Float": "3.4028235e+38", "Double": "3.4028234663852886e+38"]),
        NumberCase(
            label: "3.4028235e38, Float.greatestFiniteMagnitude's digits",
            sources: { [3.4028235e38, NSNumber(value: 3.4028235e38), decimal("3.4028235e38")] },
            reads: ["Float": "3.4028235e+38", "Double": "3.4028235e+38"]),
        NumberCase(
            label: "Double.greatestFiniteMagnitude: no Float",
            sources: { [Double.greatestFiniteMagnitude, NSNumber(value: Double.greatestFiniteMagnitude)] },
            reads: ["Double": "1.7976931348623157e+308"]),
        NumberCase(
            label: "1e-45: the digits of the least Float subnormal",
            sources: { [1e-45, NSNumber(value: 1e-45), decimal("1e-45")] },
            reads: ["Float": "1e-45", "Double": "1e-45"]),
        NumberCase(
            label: "Float.leastNonzeroMagnitude, by its value",
            sources: { [Float.leastNonzeroMagnitude, NSNumber(value: Float.leastNonzeroMagnitude)] },
            reads: ["Float": "1e-45", "Double": "1.401298464324817e-45"]),
        NumberCase(
            label: "Double.leastNonzeroMagnitude: no Float",
            sources: { [Double.leastNonzeroMagnitude, NSNumber(value: Double.leastNonzeroMagnitude)] },
            reads: ["Double": "5e-324"]),
        NumberCase(
            label: "-0: negative zero in Float and Double, 0 in the integers",
            sources: { [-0.0, Float(-0.0), NSNumber(value: -0.0), NSNumber(value: Float(-0.0))] },
            reads: [
                "Double": "-0.0", "Float": "-0.0", "Int": "0", "Int8": "0", "Int64": "0", "UInt8": "0",
                "UInt64": "0",
            ]),
        NumberCase(
            label: "255: in range of UInt8, not Int8",
            sources: {
                [
                    UInt8.max, 255, 255.0, NSNumber(value: UInt8.max), NSNumber(value: 255.0), decimal("255"),
                    nsDecimal("255"),
                ]
            },
            reads: ["Double": "255.0", "Float": "255.0", "Int": "255", "Int64": "255", "UInt8": "255", "UInt64": "255"]),
        NumberCase(
            label: "-1: no unsigned type",
            sources: { [-1, Int8(-1), -1.0, Float(-1), NSNumber(value: Int8(-1)), decimal("-1")] },
            reads: ["Double": "-1.0", "Float": "-1.0", "Int": "-1", "Int8": "-1", "Int64": "-1"]),
        NumberCase(
            label: "1.5: no integer",
            sources: { [1.5, Float(1.5), NSNumber(value: 1.5), decimal("1.5"), nsDecimal("1.5")] },
            reads: ["Double": "1.5", "Float": "1.5"]),
        NumberCase(
            label: "1e20: beyond UInt64, and a Float prints it",
            sources: { [1e20, NSNumber(value: 1e20), decimal("1e20")] },
            reads: ["Double": "1e+20", "Float": "1e+20"]),
        NumberCase(
            label: "NaN reads as NaN",
            sources: { [Double.nan, Float.nan, NSNumber(value: Double.nan), Decimal.nan, NSDecimalNumber.notANumber] },
            reads: ["Double": "nan", "Float": "nan"]),
        NumberCase(
            label: "Infinity reads as infinity",
            sources: { [Double.infinity, Float.infinity, NSNumber(value: Double.infinity)] },
            reads: ["Double": "inf", "Float": "inf"]),
    ]
}

/// A target type and its three readers: `T(userInfoValue:)`, `Notification.value(for:)` and `UserInfoDecoder`.
struct NumberTarget: Sendable, CustomTestStringConvertible {
    var name: String
    var read: @Sendable (Any) -> [String?]
    var testDescription: String { name }

    static func of<T: Codable & UserInfoConvertible & CustomStringConvertible>(_: T.Type) -> NumberTarget {
        NumberTarget(name: "\(T.self)") { value in
            let note = Notification(name: Notification.Name("NumberRule"), object: nil, userInfo: ["v": value])
            return [
                T(userInfoValue: value)?.description,
                (try? note.value(for: UserInfoKey<T>("v")))?.description,
                (try? UserInfoDecoder().decode(NumberBox<T>.self, from: ["v": value]))?.v.description,
            ]
        }
    }

    static let all: [NumberTarget] = [
        .of(Double.self), .of(Float.self), .of(Int.self), .of(Int8.self), .of(Int64.self), .of(UInt8.self),
        .of(UInt64.self),
    ]
}

@Suite("One rule reads every number into Float, Double and the integers, whatever holds it")
struct NumberRuleTests {
    @Test(
        "Reading: every source of a number reads alike in each target, through every reader", arguments: NumberCase.all)
    func reading(number: NumberCase) {
        for source in number.sources() {
            for target in NumberTarget.all {
                let expected = number.reads[target.name]
                for (reader, read) in zip(
                    ["init(userInfoValue:)", "value(for:)", "UserInfoDecoder"], target.read(source))
                {
                    #expect(
                        read == expected,
                        "\(type(of: source)) \(source) as \(target.name) by \(reader): \(read ?? "refused")")
                }
            }
        }
    }

    @Test("Writing: what UserInfoEncoder writes of each source reads back by the same rule", arguments: NumberCase.all)
    func writing(number: NumberCase) throws {
        func encoded<S: Encodable>(_ value: S) throws -> Any? {
            try UserInfoEncoder().encode(EncodableBox(v: value))["v"]
        }
        for source in number.sources() {
            guard let encodable = source as? any Encodable, !(source is NSObject) else { continue }
            let written = try #require(try encoded(encodable))
            for target in NumberTarget.all {
                let expected = number.reads[target.name]
                for read in target.read(written) {
                    #expect(
                        read == expected,
                        "\(type(of: source)) \(source), written, as \(target.name): \(read ?? "refused")")
                }
            }
        }
    }

    @Test("A number the rule refuses is a type mismatch showing every digit")
    func refusalShowsEveryDigit() {
        let note = Notification(
            name: Notification.Name("Upload"), object: nil,
            userInfo: [
                "ratio": 0.1 + 0.2, "count": NSNumber(value: Int64.max), "amount": NumberCase.nsDecimal("0.1000000001"),
            ])
        let errors = [
            Result { () throws(NotificationDecodingError) in try note.value(for: UserInfoKey<Float>("ratio")) }
                .map(\.description),
            Result { () throws(NotificationDecodingError) in try note.value(for: UserInfoKey<Double>("count")) }
                .map(\.description),
            Result { () throws(NotificationDecodingError) in try note.value(for: UserInfoKey<Float>("amount")) }
                .map(\.description),
        ].map { result -> String in
            switch result {
            case .success(let value): "read \(value)"
            case .failure(let error): error.description
            }
        }
        #expect(
            errors == [
                #"Upload: userInfo["ratio"] is Double 0.30000000000000004, expected Float; 0.30000000000000004 is not exactly a Float"#,
                #"Upload: userInfo["count"] is NSNumber 9223372036854775807, expected Double; 9223372036854775807 is not exactly a Double"#,
                #"Upload: userInfo["amount"] is NSNumber 0.1000000001, expected Float; 0.1000000001 is not exactly a Float"#,
            ])
    }

    @Test("Writing then reading as the same type gives the same bits", arguments: NumberCase.all)
    func roundTrip(number: NumberCase) throws {
        func check<S: Codable & Equatable>(_ value: S, bits: (S) -> UInt64) throws {
            let userInfo = try UserInfoEncoder().encode(NumberBox(v: value))
            let back = try UserInfoDecoder().decode(NumberBox<S>.self, from: userInfo).v
            #expect(
                bits(back) == bits(value) || (value != value && back != back), "\(S.self) \(value) read back as \(back)"
            )
        }
        for source in number.sources() {
            switch source {
            case let double as Double where type(of: source) == Double.self: try check(double) { $0.bitPattern }
            case let float as Float where type(of: source) == Float.self: try check(float) { UInt64($0.bitPattern) }
            case let int as Int where type(of: source) == Int.self: try check(int) { UInt64(bitPattern: Int64($0)) }
            case let int as Int64 where type(of: source) == Int64.self: try check(int) { UInt64(bitPattern: $0) }
            case let int as UInt64 where type(of: source) == UInt64.self: try check(int) { $0 }
            case let int as UInt8 where type(of: source) == UInt8.self: try check(int) { UInt64($0) }
            case let decimal as Decimal where type(of: source) == Decimal.self:
                try check(decimal) { _ in 0 }
                let back = try UserInfoDecoder().decode(
                    NumberBox<Decimal>.self, from: try UserInfoEncoder().encode(NumberBox(v: decimal)))
                #expect(back.v == decimal || (decimal.isNaN && back.v.isNaN))
            default: continue
            }
        }
    }
}
