import Foundation
import NotificationDescriptors
import Testing

private let name = Notification.Name("Tests.Reading.Rules")

private func note(_ value: Any, key: AnyHashable = "k") -> Notification {
    Notification(name: name, object: nil, userInfo: [key: value])
}

/// The mismatch error for `userInfo["k"]`: the types, the preview of the value, and the rule that decided.
private func mismatch(
    expected: String,
    actual: String,
    preview: String? = nil,
    because explanation: String? = nil
) -> NotificationDecodingError {
    NotificationDecodingError(
        name: name, reason: .typeMismatch(key: "k", expected: expected, actual: actual), path: ["k"],
        valuePreview: preview, explanation: explanation)
}

@Suite("Reading userInfo")
struct ReadingRuleTests {
    // MARK: NSNumber exactness

    @Test("NSNumber(42) reads as every numeric type it converts to exactly")
    func nsnumberExactIntegers() throws {
        let n = note(NSNumber(value: 42))
        #expect(try n.value(for: UserInfoKey<Int>("k")) == 42)
        #expect(try n.value(for: UserInfoKey<Int8>("k")) == 42)
        #expect(try n.value(for: UserInfoKey<Int16>("k")) == 42)
        #expect(try n.value(for: UserInfoKey<Int32>("k")) == 42)
        #expect(try n.value(for: UserInfoKey<Int64>("k")) == 42)
        #expect(try n.value(for: UserInfoKey<UInt>("k")) == 42)
        #expect(try n.value(for: UserInfoKey<UInt8>("k")) == 42)
        #expect(try n.value(for: UserInfoKey<UInt16>("k")) == 42)
        #expect(try n.value(for: UserInfoKey<UInt32>("k")) == 42)
        #expect(try n.value(for: UserInfoKey<UInt64>("k")) == 42)
        #expect(try n.value(for: UserInfoKey<Double>("k")) == 42)
        #expect(try n.value(for: UserInfoKey<Float>("k")) == 42)
        #expect(try n.value(for: UserInfoKey<CGFloat>("k")) == 42)
    }

    @Test("An NSNumber that does not convert exactly is a type mismatch")
    func nsnumberInexact() {
        #expect(
            throws: mismatch(expected: "Int", actual: "NSNumber", preview: "1.5", because: "1.5 is not exactly an Int")
        ) {
            try note(NSNumber(value: 1.5)).value(for: UserInfoKey<Int>("k"))
        }
        #expect(
            throws: mismatch(
                expected: "UInt8", actual: "NSNumber", preview: "300", because: "300 is outside the range of UInt8")
        ) {
            try note(NSNumber(value: 300)).value(for: UserInfoKey<UInt8>("k"))
        }
        #expect(
            throws: mismatch(
                expected: "UInt", actual: "NSNumber", preview: "-1", because: "-1 is outside the range of UInt")
        ) {
            try note(NSNumber(value: -1)).value(for: UserInfoKey<UInt>("k"))
        }
    }

    @Test("Swift numbers read like the NSNumber they bridge to")
    func swiftNumbers() throws {
        #expect(try note(7).value(for: UserInfoKey<Int32>("k")) == 7)
        #expect(try note(7).value(for: UserInfoKey<Double>("k")) == 7)
        #expect(try note(2.0).value(for: UserInfoKey<Int>("k")) == 2)
        #expect(
            throws: mismatch(
                expected: "Int32", actual: "Int", preview: "1099511627776",
                because: "1099511627776 is outside the range of Int32")
        ) {
            try note(1 << 40).value(for: UserInfoKey<Int32>("k"))
        }
        #expect(
            throws: mismatch(expected: "Int", actual: "Double", preview: "2.5", because: "2.5 is not exactly an Int")
        ) {
            try note(2.5).value(for: UserInfoKey<Int>("k"))
        }
    }

    @Test(
        "Bool reads from Bool, and from numbers only when they are 0 or 1",
        arguments: [
            (Sample("NSNumber(1)") { NSNumber(value: 1) }, true), (Sample("NSNumber(0)") { NSNumber(value: 0) }, false),
            (Sample("NSNumber(true)") { NSNumber(value: true) }, true), (Sample("true") { true }, true),
            (Sample("false") { false }, false), (Sample("Int 1") { 1 }, true), (Sample("Int 0") { 0 }, false),
        ])
    func boolFromZeroOrOne(value: Sample, expected: Bool) throws {
        #expect(try note(value.make()).value(for: UserInfoKey<Bool>("k")) == expected)
    }

    @Test(
        "Bool never reads from other numbers or strings",
        arguments: [
            (Sample("NSNumber(2)") { NSNumber(value: 2) }, "NSNumber", "2", "2 is not 0 or 1, so it is not a Bool"),
            (
                Sample("NSNumber(0.5)") { NSNumber(value: 0.5) }, "NSNumber", "0.5",
                "0.5 is not 0 or 1, so it is not a Bool"
            ),
            (Sample("Int 2") { 2 }, "Int", "2", "2 is not 0 or 1, so it is not a Bool"),
            (Sample("\"true\"") { "true" }, "String", "\"true\"", "a String is never read as a Bool"),
        ])
    func boolRejects(value: Sample, actual: String, preview: String, explanation: String) {
        #expect(throws: mismatch(expected: "Bool", actual: actual, preview: preview, because: explanation)) {
            try note(value.make()).value(for: UserInfoKey<Bool>("k"))
        }
    }

    // MARK: CGFloat

    @Test(
        "CGFloat reads from CGFloat, Double and NSNumber",
        arguments: [
            Sample("CGFloat") { CGFloat(1.5) }, Sample("Double") { 1.5 }, Sample("NSNumber") { NSNumber(value: 1.5) },
        ])
    func cgfloat(value: Sample) throws {
        #expect(try note(value.make()).value(for: UserInfoKey<CGFloat>("k")) == 1.5)
    }

    @Test func cgfloatRejectsString() {
        #expect(
            throws: mismatch(
                expected: "CGFloat", actual: "String", preview: "\"1.5\"",
                because: "a String is never parsed as a number")
        ) {
            try note("1.5").value(for: UserInfoKey<CGFloat>("k"))
        }
    }

    // MARK: Geometry

    @Test func rectFromPlainValueAndNSValue() throws {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(try note(rect).value(for: UserInfoKey<CGRect>("k")) == rect)
        #expect(try note(NSValue(rect: rect)).value(for: UserInfoKey<CGRect>("k")) == rect)
    }

    @Test func pointAndSizeFromPlainValueAndNSValue() throws {
        let point = CGPoint(x: 5, y: 6)
        let size = CGSize(width: 7, height: 8)
        #expect(try note(point).value(for: UserInfoKey<CGPoint>("k")) == point)
        #expect(try note(NSValue(point: point)).value(for: UserInfoKey<CGPoint>("k")) == point)
        #expect(try note(size).value(for: UserInfoKey<CGSize>("k")) == size)
        #expect(try note(NSValue(size: size)).value(for: UserInfoKey<CGSize>("k")) == size)
    }

    @Test func rangeFromNSValue() throws {
        let range = NSRange(location: 3, length: 4)
        #expect(try note(NSValue(range: range)).value(for: UserInfoKey<NSRange>("k")) == range)
    }

    @Test(
        "An NSValue holding another kind, or an NSNumber, is a type mismatch, never a crash",
        arguments: [
            (Sample("NSValue(point:)") { NSValue(point: CGPoint(x: 1, y: 1)) }, "NSValue(CGPoint)", "{1.0, 1.0}"),
            (Sample("NSValue(size:)") { NSValue(size: CGSize(width: 1, height: 1)) }, "NSValue(CGSize)", "{1.0, 1.0}"),
            (
                Sample("NSValue(range:)") { NSValue(range: NSRange(location: 0, length: 1)) }, "NSValue(NSRange)",
                "{0, 1}"
            ),
            (Sample("NSNumber") { NSNumber(value: 1) }, "NSNumber", "1"),
            (Sample("CGPoint") { CGPoint(x: 1, y: 1) }, "CGPoint", "{1.0, 1.0}"),
            (Sample("String") { "{{0, 0}, {1, 1}}" }, "String", "\"{{0, 0}, {1, 1}}\""),
        ])
    func rectRejects(value: Sample, actual: String, preview: String) {
        #expect(throws: mismatch(expected: "CGRect", actual: actual, preview: preview)) {
            try note(value.make()).value(for: UserInfoKey<CGRect>("k"))
        }
    }

    @Test func pointRejectsRectValue() {
        #expect(throws: mismatch(expected: "CGPoint", actual: "NSValue(CGRect)", preview: "{{0.0, 0.0}, {0.0, 0.0}}")) {
            try note(NSValue(rect: .zero)).value(for: UserInfoKey<CGPoint>("k"))
        }
        #expect(throws: mismatch(expected: "CGSize", actual: "NSNumber", preview: "2")) {
            try note(NSNumber(value: 2)).value(for: UserInfoKey<CGSize>("k"))
        }
    }

    // MARK: Keys

    @Test("An NSString key is found by its String key")
    func nsstringKey() throws {
        let n = note(5, key: AnyHashable(NSString(string: "k")))
        #expect(try n.value(for: UserInfoKey<Int>("k")) == 5)
        #expect(try n.valueIfPresent(for: UserInfoKey<Int>("k")) == 5)
    }

    @Test func stringAndDataFromTheirNSCounterparts() throws {
        #expect(try note(NSString(string: "hi")).value(for: UserInfoKey<String>("k")) == "hi")
        #expect(try note(NSData(data: Data([1, 2]))).value(for: UserInfoKey<Data>("k")) == Data([1, 2]))
    }

    // MARK: Absence

    @Test func missingUserInfoAndKey() {
        let empty = Notification(name: name)
        #expect(throws: NotificationDecodingError(name: name, reason: .missingUserInfo)) {
            try empty.value(for: UserInfoKey<Int>("k"))
        }
        #expect(throws: NotificationDecodingError(name: name, reason: .missingKey("other"))) {
            try note(1).value(for: UserInfoKey<Int>("other"))
        }
        #expect(throws: NotificationDecodingError(name: name, reason: .missingKey("k"))) {
            try Notification(name: name, object: nil, userInfo: [:]).value(for: UserInfoKey<Int>("k"))
        }
    }

    @Test func valueIfPresentAbsence() throws {
        #expect(try Notification(name: name).valueIfPresent(for: UserInfoKey<Int>("k")) == nil)
        #expect(try note(1).valueIfPresent(for: UserInfoKey<Int>("other")) == nil)
        #expect(try note(NSNull()).valueIfPresent(for: UserInfoKey<Int>("k")) == nil)
        #expect(try note(3).valueIfPresent(for: UserInfoKey<Int>("k")) == 3)
        #expect(
            throws: mismatch(
                expected: "Int", actual: "String", preview: "\"3\"", because: "a String is never parsed as a number")
        ) {
            try note("3").valueIfPresent(for: UserInfoKey<Int>("k"))
        }
    }

    @Test func nsnullIsATypeMismatchForRequiredKeys() {
        #expect(throws: mismatch(expected: "Int", actual: "NSNull")) {
            try note(NSNull()).value(for: UserInfoKey<Int>("k"))
        }
    }

    // MARK: RawRepresentable and user types

    enum Mode: String { case fast, slow }
    enum Level: Int { case low = 1, high = 2 }

    @Test func rawRepresentableFromRawValue() throws {
        #expect(try note("fast").value(for: UserInfoKey<Mode>("k")) == .fast)
        #expect(try note(NSString(string: "slow")).value(for: UserInfoKey<Mode>("k")) == .slow)
        #expect(try note(NSNumber(value: 2)).value(for: UserInfoKey<Level>("k")) == .high)
        #expect(try note(Level.low).value(for: UserInfoKey<Level>("k")) == .low)
    }

    @Test func rawRepresentableErrors() {
        #expect(
            throws: NotificationDecodingError(
                name: name,
                reason: .invalidValue(key: "k", message: "medium is not a valid Mode")
            )
        ) { try note("medium").value(for: UserInfoKey<Mode>("k")) }
        #expect(
            throws: mismatch(
                expected: "Level", actual: "String", preview: "\"high\"",
                because: "a String is never parsed as a number")
        ) {
            try note("high").value(for: UserInfoKey<Level>("k"))
        }
    }

    struct Celsius: UserInfoConvertible, Equatable {
        var degrees: Double
        init(degrees: Double) { self.degrees = degrees }
        init?(userInfoValue value: Any) {
            if let degrees = Double(userInfoValue: value) {
                self.degrees = degrees
            } else if let text = value as? String, let degrees = Double(text) {
                self.degrees = degrees
            } else {
                return nil
            }
        }
    }

    @Test func userTypesTeachTheirOwnReading() throws {
        #expect(try note(21.5).value(for: UserInfoKey<Celsius>("k")) == Celsius(degrees: 21.5))
        #expect(try note("19").value(for: UserInfoKey<Celsius>("k")) == Celsius(degrees: 19))
        #expect(try note(NSNumber(value: 3)).value(for: UserInfoKey<Celsius>("k")) == Celsius(degrees: 3))
        #expect(throws: mismatch(expected: "Celsius", actual: "Data", preview: "0 bytes")) {
            try note(Data()).value(for: UserInfoKey<Celsius>("k"))
        }
    }

    // MARK: Object

    @Test func objectAsType() throws {
        let sender = Sender()
        let n = Notification(name: name, object: sender)
        #expect(try n.object(as: Sender.self) === sender)
        #expect(throws: NotificationDecodingError(name: name, reason: .missingObject)) {
            try Notification(name: name).object(as: Sender.self)
        }
        #expect(
            throws: NotificationDecodingError(
                name: name, reason: .objectTypeMismatch(expected: "Sender", actual: "Witness"))
        ) { try Notification(name: name, object: Witness()).object(as: Sender.self) }
    }
}
