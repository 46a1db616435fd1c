import Foundation
import NotificationDescriptors
import NotificationFixtures
import Testing

private let name = Notification.Name("ExactFloatingFixtureTests")

/// The value under `"k"` of the payload `{"userInfo": {"k": <value>}}`.
private func load(_ value: String) throws -> Any? {
    let json = #"{"name": "N", "userInfo": {"k": \#(value)}}"#
    return try NotificationFixture.notification(fromJSON: Data(json.utf8)).userInfo?["k"]
}

/// The error loading `{"userInfo": {"k": <value>}}` gives, or `nil` when it loads.
private func loadError(_ value: String) -> String? {
    do {
        _ = try load(value)
        return nil
    } catch let error as NotificationFixtureError {
        return error.description
    } catch {
        return "\(error)"
    }
}

/// What a capture of `["k": value]` writes.
private func capture(_ value: Any) throws -> String {
    try NotificationFixture.json(for: Notification(name: name, object: nil, userInfo: ["k": value]))
}

/// The error a capture of `["k": value]` gives, or `nil` when it captures.
private func captureError(_ value: Any) -> String? {
    do {
        _ = try capture(value)
        return nil
    } catch let error as NotificationFixtureError {
        return error.description
    } catch {
        return "\(error)"
    }
}

/// Captures `["k": value]`, writes it, loads it back: the value under `"k"`.
private func roundTrip(_ value: Any) throws -> Any? {
    try NotificationFixture.notification(fromJSON: Data(try capture(value).utf8)).userInfo?["k"]
}

/// Every floating-point component of a value as bit patterns (a `Float` widened bit for bit, never converted), so
/// that two values compare by sign and NaN payload too; `nil` for a value of another kind.
private func bits(_ value: Any?) -> [UInt64]? {
    guard let value else { return nil }
    switch value {
    case let double as Double where type(of: value) == Double.self: return [double.bitPattern]
    case let float as Float where type(of: value) == Float.self: return [UInt64(float.bitPattern)]
    case let float as CGFloat where type(of: value) == CGFloat.self: return [Double(float).bitPattern]
    case let rect as CGRect where type(of: value) == CGRect.self:
        return [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { Double($0).bitPattern }
    case let point as CGPoint where type(of: value) == CGPoint.self:
        return [point.x, point.y].map { Double($0).bitPattern }
    case let size as CGSize where type(of: value) == CGSize.self:
        return [size.width, size.height].map { Double($0).bitPattern }
    case let number as NSNumber:
        let objCType = String(cString: number.objCType)
        if objCType == "f" { return [UInt64(number.floatValue.bitPattern)] }
        return [number.doubleValue.bitPattern]
    case let boxed as NSValue:
        if let rect = _NSValueKind.value(boxed, holding: .rect) { return bits(_GeometryBox.rect(rect)) }
        if let point = _NSValueKind.value(boxed, holding: .point) { return bits(_GeometryBox.point(point)) }
        if let size = _NSValueKind.value(boxed, holding: .size) { return bits(_GeometryBox.size(size)) }
        return nil
    default:
        return nil
    }
}

/// A kind of value that holds floating-point numbers, with its fixture JSON for one number's spelling and a value of
/// it made from a `Double`.
struct FloatingKind: Sendable, CustomTestStringConvertible {
    var label: String
    var json: @Sendable (String) -> String
    var make: @Sendable (Double) -> Any
    var testDescription: String { label }

    static let all: [FloatingKind] = [
        FloatingKind(label: "Double", json: { #"{"Double": \#($0)}"# }, make: { $0 }),
        FloatingKind(label: "Float", json: { #"{"Float": \#($0)}"# }, make: { Float($0) }),
        FloatingKind(label: "CGFloat", json: { #"{"CGFloat": \#($0)}"# }, make: { CGFloat($0) }),
        FloatingKind(
            label: "NSNumber of a Double", json: { #"{"NSNumber": {"Double": \#($0)}}"# },
            make: { NSNumber(value: $0) }),
        FloatingKind(
            label: "NSNumber of a Float", json: { #"{"NSNumber": {"Float": \#($0)}}"# },
            make: { NSNumber(value: Float($0)) }),
        FloatingKind(
            label: "CGRect", json: { #"{"CGRect": [\#($0), 1, \#($0), \#($0)]}"# },
            make: { CGRect(x: $0, y: 1, width: $0, height: $0) }),
        FloatingKind(label: "CGPoint", json: { #"{"CGPoint": [1, \#($0)]}"# }, make: { CGPoint(x: 1, y: $0) }),
        FloatingKind(label: "CGSize", json: { #"{"CGSize": [\#($0), 2]}"# }, make: { CGSize(width: $0, height: 2) }),
        FloatingKind(
            label: "NSValue of a CGRect", json: { #"{"NSValue": {"CGRect": [\#($0), 0, 1, \#($0)]}}"# },
            make: { _GeometryBox.value(CGRect(x: $0, y: 0, width: 1, height: $0)) }),
        FloatingKind(
            label: "NSValue of a CGPoint", json: { #"{"NSValue": {"CGPoint": [\#($0), \#($0)]}}"# },
            make: { _GeometryBox.value(CGPoint(x: $0, y: $0)) }),
        FloatingKind(
            label: "NSValue of a CGSize", json: { #"{"NSValue": {"CGSize": [\#($0), 3]}}"# },
            make: { _GeometryBox.value(CGSize(width: $0, height: 3)) }),
    ]
}

@Suite("Fixtures keep negative zero, in every spelling, at load and capture")
struct NegativeZeroFixtureTests {
    static let spellings = ["-0", "-0.0", "-0e0", "-0E+3", "-0.000e-7", "-0E-0"]

    @Test(
        "Every spelling of -0 loads as negative zero, in every floating-point kind", arguments: spellings,
        FloatingKind.all)
    func loads(spelling: String, kind: FloatingKind) throws {
        let loaded = try load(kind.json(spelling))
        let components = try #require(bits(loaded), "\(kind.label) loaded as \(String(describing: loaded))")
        let expected = try #require(bits(kind.make(-0.0)))
        #expect(components == expected, "\(kind.json(spelling))")
        #expect(components.contains { $0 == (-0.0).bitPattern || $0 == UInt64(Float(-0.0).bitPattern) })
    }

    @Test("A captured -0.0 writes its sign and loads back bit for bit", arguments: FloatingKind.all)
    func captures(kind: FloatingKind) throws {
        let value = kind.make(-0.0)
        let text = try capture(value)
        #expect(text.contains("-0.0"), "\(text)")
        let loaded = try roundTrip(value)
        #expect(bits(loaded) == bits(value), "\(text)")
    }

    @Test("An integer tag reads -0 as 0, and a decimal refuses it: a Decimal has no negative zero")
    func integersAndDecimals() throws {
        #expect(try load(#"{"Int": -0}"#) as? Int == 0)
        #expect(try load(#"{"UInt8": -0}"#) as? UInt8 == 0)
        #expect(
            loadError(#"{"Decimal": "-0"}"#)
                == #"$.userInfo.k.Decimal: "-0" is negative zero, which a Decimal cannot hold (it would load as 0); write "0""#
        )
        #expect(loadError(#"{"NSDecimalNumber": "-0.00e3"}"#)?.contains("negative zero") == true)
        #expect(try load(#"{"Decimal": "0"}"#) as? Decimal == 0)
    }
}

@Suite("A fixture number reads as a posted one: its value or the value that prints it, never a rounding")
struct FixtureDigitsTests {
    static let held: [(json: String, bits: UInt64)] = [
        (#"{"Float": 0.1}"#, UInt64(Float(0.1).bitPattern)),
        (#"{"Float": 3.4028235e38}"#, UInt64(Float.greatestFiniteMagnitude.bitPattern)),
        (#"{"Float": 1e-45}"#, UInt64(Float.leastNonzeroMagnitude.bitPattern)),
        (#"{"Double": 1152921504606846976}"#, 0x43B0_0000_0000_0000),
        (#"{"Double": 0.10}"#, (0.1).bitPattern),
        (#"{"Double": 5e-324}"#, Double.leastNonzeroMagnitude.bitPattern),
        (#"{"CGFloat": 1e3}"#, (1000.0).bitPattern),
    ]

    @Test("Digits a type holds or prints load as that value", arguments: held.indices)
    func reads(index: Int) throws {
        #expect(bits(try load(Self.held[index].json)) == [Self.held[index].bits])
    }

    static let unheld: [(json: String, message: String)] = [
        (
            #"{"Float": 0.30000000000000004}"#,
            "$.userInfo.k.Float: 0.30000000000000004 is not exactly a Float: the nearest, 0.3, prints other digits; "
                + "write one a Float holds or prints"
        ),
        (
            #"{"Double": 9007199254740993}"#,
            "$.userInfo.k.Double: 9007199254740993 is not exactly a Double: the nearest, 9007199254740992.0, prints "
                + "other digits; write one a Double holds or prints"
        ),
        (
            #"{"CGPoint": [0, 16777217.000000001]}"#,
            "$.userInfo.k.CGPoint[1]: 16777217.000000001 is not exactly a Double: the nearest, 16777217.0, prints "
                + "other digits; write one a Double holds or prints"
        ),
    ]

    @Test("Digits the nearest value does not print are an error naming the path", arguments: unheld.indices)
    func refuses(index: Int) {
        #expect(loadError(Self.unheld[index].json) == Self.unheld[index].message)
    }
}

@Suite("Fixtures keep a NaN's sign and payload, or refuse it saying why")
struct NaNFixtureTests {
    static let doubleNaNs: [UInt64] = [
        Double.nan.bitPattern, (-Double.nan).bitPattern, Double.signalingNaN.bitPattern,
        (-Double.signalingNaN).bitPattern, Double(nan: 0x1234, signaling: false).bitPattern,
        Double(nan: 1, signaling: true).bitPattern, 0x7FF0_0000_0000_0001, 0xFFFF_FFFF_FFFF_FFFF,
    ]

    static let floatNaNs: [UInt32] = [
        Float.nan.bitPattern, (-Float.nan).bitPattern, Float.signalingNaN.bitPattern,
        Float(nan: 0x55, signaling: false).bitPattern, 0x7F80_0001, 0xFFFF_FFFF,
    ]

    /// The kinds that hold a NaN bit for bit (not `NSNumber`, which Foundation gives the quiet NaN).
    static let kinds = FloatingKind.all.filter { !$0.label.hasPrefix("NSNumber") && $0.label != "Float" }

    @Test("A Double NaN of any sign and payload captures and loads back bit for bit", arguments: doubleNaNs, kinds)
    func doubleNaN(bitPattern: UInt64, kind: FloatingKind) throws {
        let value = kind.make(Double(bitPattern: bitPattern))
        let text = try capture(value)
        let isQuiet = bitPattern == Double.nan.bitPattern
        #expect(text.contains(#""NaN""#) == isQuiet, "\(text)")
        #expect(text.contains("NaN(0x\(String(bitPattern, radix: 16)))") == !isQuiet, "\(text)")
        let loaded = try roundTrip(value)
        #expect(bits(loaded) == bits(value), "\(text)")
    }

    @Test("A Float NaN of any sign and payload captures and loads back bit for bit", arguments: floatNaNs)
    func floatNaN(bitPattern: UInt32) throws {
        let value = Float(bitPattern: bitPattern)
        let text = try capture(value)
        #expect(text.contains(#""NaN""#) == (bitPattern == Float.nan.bitPattern), "\(text)")
        let loaded = try roundTrip(value)
        #expect(bits(loaded) == [UInt64(bitPattern)], "\(text)")
        let array = try #require(try roundTrip([value, value]) as? [Any])
        #expect(array.compactMap { bits($0) } == [[UInt64(bitPattern)], [UInt64(bitPattern)]])
    }

    @Test("A NaN's bits are written \"NaN(0x...)\", every hex digit of its type, and must be a NaN")
    func bitPatternSpelling() throws {
        #expect(bits(try load(#"{"Double": "NaN(0xfff8000000000000)"}"#)) == [(-Double.nan).bitPattern])
        #expect(bits(try load(#"{"Float": "NaN(0x7fa00000)"}"#)) == [0x7FA0_0000])
        #expect(bits(try load(#"{"CGFloat": "NaN(0x7FF4000000000001)"}"#)) == [0x7FF4_0000_0000_0001])
        #expect(
            loadError(#"{"Double": "NaN(0x0000000000000001)"}"#)
                == #"$.userInfo.k.Double: "NaN(0x0000000000000001)" is not a NaN: those bits are the Double 5e-324; write the number"#
        )
        #expect(loadError(#"{"Double": "NaN(0x7ff8)"}"#)?.contains("16 hex digits") == true)
        #expect(loadError(#"{"Float": "NaN(0x7ff8000000000000)"}"#)?.contains("8 hex digits") == true)
        #expect(loadError(#"{"Double": "NaN(0x7ff800000000000g)"}"#)?.contains("is not a NaN's bit pattern") == true)
        #expect(
            loadError(#"{"Double": "nan"}"#)?.contains(#"expected a number (or "NaN", "NaN(0x<bit pattern>)""#) == true)
    }

    /// Linux Foundation (swift-corelibs-foundation 6.3) makes `NSNumber(value:)` of any NaN the quiet NaN; the test
    /// asks Foundation, so on a platform that keeps the bits the fixture loads instead.
    @Test("An NSNumber NaN loads only as what Foundation holds; a capture writes what it holds", arguments: doubleNaNs)
    func numberNaN(bitPattern: UInt64) throws {
        let made = NSNumber(value: Double(bitPattern: bitPattern))
        let keeps = made.doubleValue.bitPattern == bitPattern
        let text = FixtureValue.number(.double(Double(bitPattern: bitPattern))).jsonText.dropFirst(10).dropLast()
        let error = loadError(#"{"NSNumber": {"Double": \#(text)}}"#)
        if keeps {
            #expect(error == nil)
        } else {
            #expect(error?.hasPrefix("$.userInfo.k.NSNumber.Double: an NSNumber cannot hold {\"Double\":") == true)
            #expect(error?.contains("keeps no NaN's sign or payload") == true, "\(error ?? "")")
        }
        let loaded = try roundTrip(made)
        #expect(bits(loaded) == bits(made))
    }
}

@Suite("Two NaNs in a set are refused, naming both and the path, at load and capture")
struct NaNSetFixtureTests {
    static let sets: [(json: String, path: String, first: String, second: String)] = [
        (#"{"Set": [{"Double": "NaN"}, {"Double": "NaN"}]}"#, "Set[1]", #"{"Double": "NaN"}"#, #"{"Double": "NaN"}"#),
        (
            #"{"Set": [{"Double": "NaN"}, {"Int": 1}, {"Double": "NaN(0xfff8000000000000)"}]}"#, "Set[2]",
            #"{"Double": "NaN"}"#, #"{"Double": "NaN(0xfff8000000000000)"}"#
        ),
        (#"{"Set": [{"Float": "NaN"}, {"Double": "NaN"}]}"#, "Set[1]", #"{"Float": "NaN"}"#, #"{"Double": "NaN"}"#),
        (
            #"{"Set": [{"CGFloat": "NaN"}, {"CGFloat": "NaN"}]}"#, "Set[1]", #"{"CGFloat": "NaN"}"#,
            #"{"CGFloat": "NaN"}"#
        ),
        (
            #"{"NSSet": [{"Double": "NaN"}, {"Double": "NaN"}]}"#, "NSSet[1]", #"{"Double": "NaN"}"#,
            #"{"Double": "NaN"}"#
        ),
        (
            #"{"NSSet": [{"NSNumber": {"Double": "NaN"}}, {"Float": "NaN"}]}"#, "NSSet[1]",
            #"{"NSNumber": {"Double": "NaN"}}"#, #"{"Float": "NaN"}"#
        ),
    ]

    @Test(
        "A set of two NaNs is a load error naming both elements and the path",
        arguments: sets.indices)
    func load(index: Int) throws {
        let set = Self.sets[index]
        let error = try #require(loadError(set.json))
        #expect(error.hasPrefix("$.userInfo.k.\(set.path): the elements \(set.first) (at $.userInfo.k."), "\(error)")
        #expect(error.contains(") and \(set.second) are one element of"), "\(error)")
        #expect(error.contains("finds two NaNs equal and keeps one"), "\(error)")
    }

    static let captured: [(label: String, value: @Sendable () -> Any)] = [
        ("Set<Double> of two quiet NaNs", { Set([Double.nan, Double.nan]) }),
        ("Set<Double> of NaN and -NaN", { Set([Double.nan, -Double.nan]) }),
        ("Set<Float> of NaN and a signalling NaN", { Set([Float.nan, Float.signalingNaN]) }),
        (
            "Set<AnyHashable> of a Double NaN and a Float NaN",
            { Set<AnyHashable>([AnyHashable(Double.nan), AnyHashable(Float.nan), AnyHashable(1)]) }
        ),
    ]

    @Test("Capturing a set of two NaNs is refused the same way", arguments: captured.indices)
    func capture(index: Int) throws {
        let value = Self.captured[index].value()
        #expect(Mirror(reflecting: value).children.count >= 2)
        let error = try #require(captureError(value))
        #expect(error.hasPrefix("$.userInfo.k.Set["), "\(error)")
        #expect(error.contains("a set holding the elements {\""), "\(error)")
        #expect(error.contains("NaN"), "\(error)")
        #expect(error.contains("finds two NaNs equal and keeps one"), "\(error)")
    }

    @Test("Two NaN userInfo keys are one key to Foundation: a load error")
    func keys() throws {
        let json = #"""
            {"name": "N", "userInfo": [{"key": {"Double": "NaN"}, "value": {"Int": 1}},
                                       {"key": {"Double": "NaN(0xfff8000000000000)"}, "value": {"Int": 2}}]}
            """#
        #expect(throws: NotificationFixtureError.self) {
            try NotificationFixture.notification(fromJSON: Data(json.utf8))
        }
    }
}

@Suite("A captured NSNumber loads back with the objCType it had")
struct NumberObjCTypeFixtureTests {
    static let numbers: [NSNumber] = [
        NSNumber(value: Int8.min), NSNumber(value: Int8.max), NSNumber(value: Int8(5)), NSNumber(value: Int8(-1)),
        NSNumber(value: Int16.min), NSNumber(value: Int16.max), NSNumber(value: Int32.min), NSNumber(value: Int32.max),
        NSNumber(value: Int64.min), NSNumber(value: Int64.max), NSNumber(value: Int.min), NSNumber(value: 42),
        NSNumber(value: UInt8.max), NSNumber(value: UInt8(200)), NSNumber(value: UInt16.max),
        NSNumber(value: UInt32.max), NSNumber(value: UInt64.max), NSNumber(value: UInt64(Int64.max) + 1),
        NSNumber(value: UInt.max), NSNumber(value: UInt(7)), NSNumber(value: true), NSNumber(value: false),
        NSNumber(value: Float(1.5)), NSNumber(value: Float.greatestFiniteMagnitude), NSNumber(value: Float.nan),
        NSNumber(value: 0.1), NSNumber(value: -0.0), NSNumber(value: Double.infinity),
        NSNumber(value: Double.leastNonzeroMagnitude),
    ]

    @Test("Capture, write, load: the same objCType, value and bits", arguments: numbers)
    func roundTrips(number: NSNumber) throws {
        let loaded = try #require(try roundTrip(number) as? NSNumber)
        let text = try capture(number)
        #expect(String(cString: loaded.objCType) == String(cString: number.objCType), "\(text)")
        #expect(loaded == number)
        #expect(bits(loaded) == bits(number))
        let boolean = type(of: NSNumber(value: true))
        #expect((type(of: loaded) == boolean) == (type(of: number) == boolean))
    }

    #if os(Linux)
        /// Linux Foundation (swift-corelibs-foundation 6.3) stores an `Int8` outside -1...12 as `c` and a `UInt8` above
        /// 127 as `s`, so the capture writes the narrowest tag that makes that type. Darwin: the tags may differ (its
        /// tagged numbers keep other widths), and ``roundTrips(number:)`` holds there too.
        @Test("On Linux an Int8.min is written Int8 and a UInt8.max Int16, the tags that make their objCTypes")
        func linuxTags() throws {
            #expect(try capture(NSNumber(value: Int8.min)).contains(#"{"NSNumber": {"Int8": -128}}"#))
            #expect(try capture(NSNumber(value: UInt8.max)).contains(#"{"NSNumber": {"Int16": 255}}"#))
            #expect(try capture(NSNumber(value: 42)).contains(#"{"NSNumber": {"Int": 42}}"#))
        }
    #endif
}

@Suite("Geometry with NaN or infinite components is written exactly")
struct NonFiniteGeometryFixtureTests {
    static let values: [(label: String, value: @Sendable () -> Any)] = [
        ("CGRect.null", { CGRect.null }),
        ("CGRect.infinite", { CGRect.infinite }),
        ("a CGRect of NaNs", { CGRect(x: .nan, y: -CGFloat.nan, width: .infinity, height: -.infinity) }),
        ("a CGPoint of infinities", { CGPoint(x: CGFloat.infinity, y: -CGFloat.infinity) }),
        ("a CGSize with a signalling NaN", { CGSize(width: CGFloat(Double.signalingNaN), height: 1) }),
        ("an NSValue of CGRect.null", { _GeometryBox.value(CGRect.null) }),
        ("an NSValue of a NaN CGPoint", { _GeometryBox.value(CGPoint(x: CGFloat.nan, y: 0)) }),
        ("an NSValue of an infinite CGSize", { _GeometryBox.value(CGSize(width: CGFloat.infinity, height: -0.0)) }),
    ]

    @Test("Capture, write, load: every component bit for bit", arguments: values.indices)
    func roundTrips(index: Int) throws {
        let value = Self.values[index].value()
        let text = try capture(value)
        #expect(!text.contains("found the string"))
        let loaded = try roundTrip(value)
        #expect(bits(loaded) == bits(value), "\(text)")
    }

    @Test("A component that is no number says which forms a component takes")
    func badComponent() {
        #expect(
            loadError(#"{"CGRect": [0, 0, "x", 0]}"#)
                == #"$.userInfo.k.CGRect[2]: expected a number (or "NaN", "NaN(0x<bit pattern>)", "Infinity", "-Infinity"), found the string "x""#
        )
    }
}
