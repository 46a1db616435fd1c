import Foundation
import NotificationFixtures
import Testing

/// The value kinds Apple's notifications carry beyond numbers, strings and geometry: Core Data's object sets, an
/// `AVPlayerItem`'s error, a persistent store's UUID and URL. Each captures with `json(for:)` and loads back as the
/// same kind with the same contents.
@Suite("Fixture forms for sets, decimals, errors, UUIDs and Foundation classes")
struct FoundationKindTests {
    static let name = Notification.Name("FoundationKindTests")
    static let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F") ?? UUID()

    /// A Core Data style `userInfo` with one value of every kind.
    static func coreDataStyleUserInfo() -> [AnyHashable: Any] {
        let underlying = NSError(domain: NSPOSIXErrorDomain, code: 2, userInfo: nil)
        return [
            "deleted": NSSet(array: ["b", "a", NSNumber(value: 3)]),
            "ordered": NSOrderedSet(array: ["z", "y"]),
            "price": NSDecimalNumber(string: "12.50"),
            "amount": Decimal(string: "-0.001", locale: Locale(identifier: "en_US_POSIX")) ?? 0,
            "error": NSError(
                domain: "AVFoundationErrorDomain", code: -11800,
                userInfo: [NSLocalizedDescriptionKey: "The operation could not be completed", "underlying": underlying]
            ),
            "storeUUID": uuid,
            "objectUUID": NSUUID(uuidString: uuid.uuidString) ?? NSUUID(),
            "when": NSDate(timeIntervalSince1970: 1_700_000_000.5),
            "storeURL": NSURL(fileURLWithPath: "/tmp/Store.sqlite"),
            "tags": Set(["red", "green"]),
            "mixed": Set<AnyHashable>([AnyHashable(1), AnyHashable("one")]),
            "list": NSArray(array: [1, "two"]),
            "info": NSDictionary(dictionary: ["k": NSNumber(value: true)]),
        ]
    }

    @Test("A Core Data style userInfo captures, and its text names each kind")
    func capture() throws {
        let json = try NotificationFixture.json(
            for: Notification(name: Self.name, object: nil, userInfo: Self.coreDataStyleUserInfo()))
        #if canImport(Darwin)
            let string = "NSString"
            let flag = #"{"NSNumber": {"Bool": true}}"#
        #else
            // Linux only: swift-corelibs-foundation hands a string in an NSSet, NSArray or NSDictionary (and an
            // NSError's userInfo) back as a Swift String, and an NSNumber holding a Bool as a Bool. On Apple
            // platforms they stay NSString and NSNumber.
            let string = "String"
            let flag = #"{"Bool": true}"#
        #endif
        for expected in [
            #""deleted": {"NSSet": [{"NSNumber": {"Int": 3}}, {"\#(string)": "a"}, {"\#(string)": "b"}]}"#,
            #""ordered": {"NSOrderedSet": [{"\#(string)": "z"}, {"\#(string)": "y"}]}"#,
            #""price": {"NSDecimalNumber": "12.5"}"#, #""amount": {"Decimal": "-0.001"}"#,
            #""storeUUID": {"UUID": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}"#,
            #""objectUUID": {"NSUUID": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}"#,
            #""when": {"NSDate": 1700000000.5}"#, #""storeURL": {"NSURL": "file:///tmp/Store.sqlite"}"#,
            #""tags": {"Set": [{"String": "green"}, {"String": "red"}]}"#,
            #""mixed": {"Set": [{"Int": 1}, {"String": "one"}]}"#,
            #""list": {"NSArray": [{"NSNumber": {"Int": 1}}, {"\#(string)": "two"}]}"#,
            #""info": {"NSDictionary": {"k": \#(flag)}}"#,
            #"{"NSError": {"domain": "AVFoundationErrorDomain", "code": -11800, "userInfo": {"#,
            #""NSLocalizedDescription": {"\#(string)": "The operation could not be completed"}"#,
            #""underlying": {"NSError": {"domain": "NSPOSIXErrorDomain", "code": 2, "userInfo": {}}}"#,
        ] {
            #expect(Self.squeezed(json).contains(expected), "\(expected) in \(json)")
        }
    }

    @Test("What json(for:) writes loads back as the same kinds with the same contents, and captures the same again")
    func roundTrip() throws {
        let original = Notification(name: Self.name, object: nil, userInfo: Self.coreDataStyleUserInfo())
        let json = try NotificationFixture.json(for: original)
        let loaded = try NotificationFixture.notification(fromJSON: Data(json.utf8), name: nil)
        #expect(try NotificationFixture.json(for: loaded) == json)
        let info = try #require(loaded.userInfo)
        func kind(_ key: String) -> Any.Type? { info[key].map { type(of: $0) } }

        let deleted = try #require(info["deleted"] as? NSSet)
        #expect(kind("deleted").map { $0 is NSSet.Type } == true)
        #expect(deleted.count == 3 && deleted.contains("a") && deleted.contains(NSNumber(value: 3)))
        let ordered = try #require(info["ordered"] as? NSOrderedSet)
        #expect(ordered.array as? [String] == ["z", "y"])
        let price = try #require(info["price"] as? NSDecimalNumber)
        #expect(price.decimalValue == Decimal(string: "12.5", locale: Locale(identifier: "en_US_POSIX")))
        #expect(kind("amount") == Decimal.self)
        #expect(info["amount"] as? Decimal == Decimal(string: "-0.001", locale: Locale(identifier: "en_US_POSIX")))
        #expect(kind("storeUUID") == UUID.self)
        #expect(info["storeUUID"] as? UUID == Self.uuid)
        let objectUUID = try #require(info["objectUUID"] as? NSUUID)
        #expect(kind("objectUUID").map { $0 is NSUUID.Type } == true)
        #expect(objectUUID.uuidString == Self.uuid.uuidString)
        #expect(kind("when").map { $0 is NSDate.Type } == true)
        #expect((info["when"] as? NSDate)?.timeIntervalSince1970 == 1_700_000_000.5)
        #expect(kind("storeURL").map { $0 is NSURL.Type } == true)
        #expect((info["storeURL"] as? NSURL)?.path == "/tmp/Store.sqlite")
        #expect(kind("tags") == Set<String>.self, "elements of one type load as a Set of that type")
        #expect(info["tags"] as? Set<String> == ["red", "green"])
        #expect(kind("mixed") == Set<AnyHashable>.self)
        #expect(kind("list").map { $0 is NSArray.Type } == true)
        #expect((info["list"] as? NSArray)?.count == 2)
        #expect(kind("info").map { $0 is NSDictionary.Type } == true)
        #expect((info["info"] as? NSDictionary)?["k"] as? Bool == true)

        let error = try #require(info["error"] as? NSError)
        #expect(kind("error").map { $0 is NSError.Type } == true)
        #expect(error.domain == "AVFoundationErrorDomain" && error.code == -11800)
        #expect(error.userInfo[NSLocalizedDescriptionKey] as? String == "The operation could not be completed")
        let underlying = try #require(error.userInfo["underlying"] as? NSError)
        #expect(underlying.domain == NSPOSIXErrorDomain && underlying.code == 2)
    }

    @Test(
        "Each tag loads and renders back to itself",
        arguments: [
            #"{"NSSet": []}"#, #"{"NSSet": [{"NSNull": null}, {"NSNumber": {"Int": 1}}]}"#,
            #"{"NSOrderedSet": [{"String": "b"}, {"String": "a"}]}"#,
            #"{"Set": [{"UUID": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}]}"#,
            #"{"Set": []}"#, #"{"Decimal": "3.14159265358979323846264338327950288"}"#, #"{"Decimal": "NaN"}"#,
            #"{"Decimal": "-12"}"#, #"{"NSDecimalNumber": "0.1"}"#, #"{"NSDecimalNumber": "NaN"}"#,
            #"{"UUID": "00000000-0000-0000-0000-000000000000"}"#,
            #"{"NSUUID": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}"#,
            #"{"NSDate": 0.25}"#, #"{"NSURL": "https://swift.org/a?b=c"}"#,
            #"{"NSError": {"domain": "D", "code": 0, "userInfo": {}}}"#,
            #"{"NSError": {"domain": "D", "code": 1, "userInfo": {"k": {"NSSet": [{"NSNumber": {"Int": 1}}]}}}}"#,
            #"{"NSArray": [{"NSNumber": {"Int": 1}}, {"NSNull": null}]}"#,
            #"{"NSDictionary": {"a": {"NSNull": null}}}"#,
        ])
    func tagRoundTrips(_ text: String) throws {
        let value = try FixtureValue(parsing: Data(text.utf8))
        let rendered = try FixtureValue(rendering: value.foundationValue(objects: .foundation))
        #expect(rendered.jsonText == Self.squeezed(text))
        #expect(rendered == value)
    }

    @Test(
        "Exactly representable decimals in exponent form load as that Decimal, and capture back to an equal one",
        arguments: [
            ("1e128", "10e127"), ("-1e128", "-10e127"), ("100e126", "10e127"), ("1.0e128", "10e127"),
            ("340282366920938463463374607431768211450e127", "340282366920938463463374607431768211450e127"),
            ("12e-128", "12e-128"),
        ])
    func exponentFormDecimals(_ text: String, _ written: String) throws {
        for tag in ["Decimal", "NSDecimalNumber"] {
            let value = try FixtureValue(parsing: Data(#"{"\#(tag)": "\#(text)"}"#.utf8))
            let loaded = try value.foundationValue(objects: .foundation)
            let decimal = try #require(
                (loaded as? Decimal) ?? (loaded as? NSDecimalNumber)?.decimalValue, "\(tag) \(text)")
            #expect(!decimal.isNaN)
            let captured = try FixtureValue(rendering: loaded)
            #expect(captured == value, "\(tag) \(text)")
            #expect(captured.jsonText == #"{"\#(tag)": "\#(written)"}"#)
        }
    }

    @Test("Sets are equal whatever the order of their elements; ordered sets are not")
    func setEquality() throws {
        func value(_ text: String) throws -> FixtureValue { try FixtureValue(parsing: Data(text.utf8)) }
        #expect(try value(#"{"NSSet": [{"Int": 1}, {"Int": 2}]}"#) == value(#"{"NSSet": [{"Int": 2}, {"Int": 1}]}"#))
        #expect(try value(#"{"Set": [{"Int": 1}, {"Int": 2}]}"#) == value(#"{"Set": [{"Int": 2}, {"Int": 1}]}"#))
        #expect(try value(#"{"Set": [{"Int": 1}]}"#) != value(#"{"NSSet": [{"Int": 1}]}"#))
        #expect(
            try value(#"{"NSOrderedSet": [{"Int": 1}, {"Int": 2}]}"#)
                != value(#"{"NSOrderedSet": [{"Int": 2}, {"Int": 1}]}"#))
    }

    @Test(
        "Malformed values are errors naming their path",
        arguments: [
            (#"{"NSSet": {"Int": 1}}"#, #"$.userInfo.k.NSSet: expected an array of tagged values, found an object"#),
            (
                #"{"NSSet": [{"Int": 1}, {"Integer": 2}]}"#,
                #"$.userInfo.k.NSSet[1]: unknown tag "Integer"; the tags are"#
            ),
            (
                #"{"Decimal": 1.5}"#,
                #"$.userInfo.k.Decimal: expected a decimal number in a string, such as "12.50", found"#
            ),
            (#"{"Decimal": "12abc"}"#, #"$.userInfo.k.Decimal: "12abc" is not a decimal number"#),
            (#"{"NSDecimalNumber": "1.2.3"}"#, #"$.userInfo.k.NSDecimalNumber: "1.2.3" is not a decimal number"#),
            (#"{"Decimal": "3402823669209384634633746074317682114567"}"#, #"$.userInfo.k.Decimal: "3402"#),
            (#"{"UUID": "not-a-uuid"}"#, #"$.userInfo.k.UUID: "not-a-uuid" is not a UUID"#),
            (#"{"NSUUID": 1}"#, #"$.userInfo.k.NSUUID: expected a UUID string, found the number 1"#),
            (#"{"NSDate": "NaN"}"#, #"$.userInfo.k.NSDate: expected seconds since 1970"#),
            (#"{"NSURL": ""}"#, #"$.userInfo.k.NSURL: "" is not a URL"#),
            (#"{"NSError": {"domain": "D"}}"#, #"$.userInfo.k.NSError: expected {"domain": "...", "code": <integer>"#),
            (#"{"NSError": {"domain": "D", "code": 1.5}}"#, #"$.userInfo.k.NSError.code: expected an integer"#),
            (#"{"NSError": {"domain": "D", "code": 1, "why": 1}}"#, #"$.userInfo.k.NSError.why: unknown key "why""#),
            (
                #"{"NSError": {"domain": "D", "code": 1, "userInfo": {"a": {"Int": "x"}}}}"#,
                #"$.userInfo.k.NSError.userInfo.a.Int: expected an integer"#
            ),
            (#"{"NSDictionary": [{"Int": 1}]}"#, #"$.userInfo.k.NSDictionary: expected an object of tagged values"#),
        ])
    func malformed(_ value: String, _ expectedPrefix: String) {
        let text = #"{"name": "N", "userInfo": {"k": \#(value)}}"#
        let error = #expect(throws: NotificationFixtureError.self) {
            try NotificationFixture.notification(fromJSON: Data(text.utf8), name: nil)
        }
        #expect(error?.description.hasPrefix(expectedPrefix) == true, "\(String(describing: error))")
    }

    @Test(
        "Two elements Foundation treats as one are an error when loading, naming the second",
        arguments: [
            (#"{"NSSet": [{"Int": 1}, {"NSNumber": {"Int": 1}}]}"#, "$.userInfo.k.NSSet[1]"),
            (#"{"Set": [{"String": "a"}, {"String": "b"}, {"String": "a"}]}"#, "$.userInfo.k.Set[2]"),
            (#"{"NSOrderedSet": [{"NSNull": null}, {"NSNull": null}]}"#, "$.userInfo.k.NSOrderedSet[1]"),
        ])
    func duplicateElements(_ value: String, _ path: String) {
        let text = #"{"name": "N", "userInfo": {"k": \#(value)}}"#
        let error = #expect(throws: NotificationFixtureError.self) {
            try NotificationFixture.notification(fromJSON: Data(text.utf8), name: nil)
        }
        #expect(
            error?.description.hasPrefix("\(path): the elements ") == true
                && error?.description.contains("are one element of") == true,
            "\(String(describing: error))")
    }

    @Test("Values whose hash crashes Linux Foundation are refused there as keys and set elements, before hashing")
    func unhashableOnLinux() throws {
        let cases = [
            (#"{"NSSet": [{"NSDecimalNumber": "1"}]}"#, "$.userInfo.k.NSSet[0]: an NSDecimalNumber cannot be"),
            (#"{"NSOrderedSet": [{"Decimal": "1"}]}"#, "$.userInfo.k.NSOrderedSet[0]: a Decimal cannot be"),
            (#"{"Set": [{"NSError": {"domain": "D", "code": 1}}]}"#, "$.userInfo.k.Set[0]: an NSError cannot be"),
        ]
        for (value, expected) in cases {
            let text = #"{"name": "N", "userInfo": {"k": \#(value)}}"#
            #if canImport(Darwin)
                // On Apple platforms these hash fine and load.
                _ = expected
                #expect(try NotificationFixture.notification(fromJSON: Data(text.utf8), name: nil).userInfo?.count == 1)
            #else
                // Linux only: an NSDecimalNumber's hash recurses until the stack overflows, NSError's traps.
                let error = #expect(throws: NotificationFixtureError.self) {
                    try NotificationFixture.notification(fromJSON: Data(text.utf8), name: nil)
                }
                #expect(error?.description.hasPrefix(expected) == true, "\(String(describing: error))")
            #endif
        }
        // A Swift Set of Decimals hashes them as Swift values, everywhere.
        let decimals = try NotificationFixture.notification(
            fromJSON: Data(#"{"name": "N", "userInfo": {"k": {"Set": [{"Decimal": "1"}, {"Decimal": "2.5"}]}}}"#.utf8),
            name: nil)
        #expect(decimals.userInfo?["k"].map { type(of: $0) == Set<Decimal>.self } == true)
    }

    @Test("A value with no form is still an error naming its path and type, also inside the new kinds")
    func unrenderable() {
        let cases: [(Any, String)] = [
            (NSSet(array: [Locale(identifier: "en_US_POSIX")]), "$.userInfo.k.NSSet[0]: a Locale has no fixture form"),
            (
                NSError(domain: "D", code: 1, userInfo: ["locale": Locale(identifier: "en_US_POSIX")]),
                "$.userInfo.k.NSError.userInfo.locale: a Locale has no fixture form"
            ),
            (
                NSDictionary(dictionary: [1: "one"]),
                "$.userInfo.k: an NSDictionary with a NSNumber key has no fixture form"
            ),
            (NSOrderedSet(array: [{ () in }]), "$.userInfo.k.NSOrderedSet[0]: a () -> () has no fixture form"),
        ]
        for (value, expected) in cases {
            let note = Notification(name: Self.name, object: nil, userInfo: ["k": value])
            let error = #expect(throws: NotificationFixtureError.self) { try NotificationFixture.json(for: note) }
            #expect(error?.description == expected)
        }
    }

    @Test("Deeply nested sets and errors are refused with a path, never a stack overflow")
    func deepNesting() {
        // An NSSet holds arrays only: on Linux hashing an NSError traps (see `checkHashing`). (Linux hands the array
        // in the set back as a Swift Array, Apple platforms as an NSArray: the path says `Array` or `NSArray`.)
        var value: Any = 1
        for level in 0..<2_000 {
            switch level % 3 {
            case 0: value = NSArray(object: value)
            case 1: value = NSSet(object: value)
            default: value = NSError(domain: "D", code: 0, userInfo: ["e": value])
            }
        }
        let note = Notification(name: Self.name, object: nil, userInfo: ["k": value])
        let error = #expect(throws: NotificationFixtureError.self) { try NotificationFixture.json(for: note) }
        #expect(error?.description.contains("nested too deep") == true)
        #expect(
            error?.description.hasPrefix("$.userInfo.k.NSSet[0].") == true
                && error?.description.contains(".NSError.userInfo.e.NSSet[0].") == true,
            "\(String(describing: error))")
    }

    /// `text` without the spaces the pretty printer puts after `:` and `,`, for comparing with compact text.
    static func squeezed(_ text: String) -> String {
        text.replacingOccurrences(of: ",\n", with: ", ").replacingOccurrences(of: "\n", with: "")
            .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
