import Foundation
import NotificationCatalog
import NotificationDescriptors
import NotificationFixtures
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The fixture JSON codec (`Sources/NotificationFixtures`): parsing, errors with
/// positions and paths, loading into Foundation values, and rendering back.
@Suite struct FixtureCodecTests {
    static func parse(_ text: String) throws(FixtureError) -> FixturePayload {
        try FixturePayload(parsing: Data(text.utf8))
    }

    static func parseError(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    static func loadError(_ text: String, objects: FixtureObjectMaker = .foundation) throws -> String? {
        do throws(FixtureError) {
            _ = try parse(text).notification(defaultName: Notification.Name("Test"), objects: objects)
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: - Invalid JSON: line and column

    // The codec's own parser reads the text; where Foundation's `JSONSerialization` has a message for the same problem,
    // it uses the same words.
    @Test(arguments: [
        (#"{"object": }"#, "invalid JSON at line 1, column 12: unexpected '}', expected a JSON value"),
        (
            "{\n  \"name\": \"x\",\n  \"object\" null\n}",
            "invalid JSON at line 3, column 12: unexpected 'n', expected ':' after a key"
        ),
        ("", "invalid JSON at line 1, column 1: unexpected end of file during JSON parse"),
        (#"{"name": "a",}"#, "invalid JSON at line 1, column 14: unexpected '}' after a comma (no trailing commas)"),
        (
            #"{"userInfo": [{"Int": 1},]}"#,
            "invalid JSON at line 1, column 26: unexpected ']' after a comma (no trailing commas)"
        ),
        (#"{"name": "a", "name": "b"}"#, #"invalid JSON at line 1, column 15: duplicate key "name""#),
        (#"{"name": "abc"#, "invalid JSON at line 1, column 14: unexpected end of file during JSON parse"),
        (#"{"name": "\q"}"#, "invalid JSON at line 1, column 11: invalid escape sequence"),
        (#"{} x"#, "invalid JSON at line 1, column 4: unexpected 'x', expected a JSON value"),
        (#"{"userInfo": {"k": {"Int": 01}}}"#, "invalid JSON at line 1, column 29: number with leading zero"),
        (
            #"{"userInfo": {"k": {"Int": -}}}"#,
            "invalid JSON at line 1, column 29: unexpected '}', expected a JSON value"
        ),
        (#"{"userInfo": {"k": {"Double": 1e400}}}"#, "invalid JSON: number 1e400 is not representable in Swift"),
        ("{\"näme\": 1,\n\"ö\" }", "invalid JSON at line 2, column 5: unexpected '}', expected ':' after a key"),
        (#"{"a": 1 "b": 2}"#, "invalid JSON at line 1, column 9: unexpected '\"', expected ',' or '}'"),
        (#"[1 2]"#, "invalid JSON at line 1, column 4: unexpected '2', expected ',' or ']'"),
        (#"{1: 2}"#, "invalid JSON at line 1, column 2: unexpected '1', expected a string key"),
        ("{\"a\": \"x\ny\"}", "invalid JSON at line 1, column 9: unescaped control character U+000A in a string"),
        (#"{"a": tru}"#, "invalid JSON at line 1, column 7: unexpected 't', expected a JSON value"),
        (#"{"a": 1.}"#, "invalid JSON at line 1, column 9: unexpected '}', expected a digit after '.'"),
        (#"{"a": "\ud800"}"#, "invalid JSON at line 1, column 8: invalid unicode escape: a lone high surrogate"),
        (#"{"a": "\u12"}"#, "invalid JSON at line 1, column 8: invalid escape sequence: \\u needs 4 hex digits"),
    ])
    func invalidJSONNamesTheLineAndColumn(_ text: String, _ expected: String) {
        #expect(Self.parseError(text) == expected)
    }

    @Test func invalidUTF8IsAnErrorNotATrap() {
        var bytes = Array(#"{"name": ""#.utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array(#""}"#.utf8)
        let error = #expect(throws: FixtureError.self) { try FixturePayload(parsing: Data(bytes)) }
        #expect(error?.description.hasPrefix("invalid JSON at line 1, column 11: invalid UTF-8 sequence") == true)
    }

    @Test func deepNestingIsAnErrorNotAStackOverflow() {
        let deep = String(repeating: "[", count: 100_000)
        let error = #expect(throws: FixtureError.self) { try FixturePayload(parsing: Data(deep.utf8)) }
        #expect(error?.description.hasPrefix("invalid JSON at line 1, column 513: too many nested") == true, "\(error)")
    }

    @Test func escapesAndSurrogatePairsDecode() throws {
        let payload = try Self.parse(#"{"name": "tab\there \"q\" \u00e9 \ud83d\ude00 \/"}"#)
        #expect(payload.name == "tab\there \"q\" é 😀 /")
    }

    // MARK: - Valid JSON that is not a fixture: the JSON path

    @Test(arguments: [
        (#"{"userInfo": {"count": {"Integer": 1}}}"#, #"$.userInfo.count: unknown tag "Integer"; the tags are "#),
        (#"{"userInfo": {"k": {"Int8": 300}}}"#, "$.userInfo.k.Int8: 300 is out of range for Int8 (-128...127)"),
        (#"{"userInfo": {"k": {"Int": 1.5}}}"#, "$.userInfo.k.Int: expected an integer, found 1.5"),
        (
            #"{"userInfo": {"k": {"UInt": -1}}}"#,
            "$.userInfo.k.UInt: -1 is out of range for UInt (0...18446744073709551615)"
        ),
        (#"{"userInfo": {"k": {"Int": 1e3}}}"#, "$.userInfo.k.Int: expected an integer, found 1e3"),
        (#"{"userInfo": {"k": {"Int": 1.0}}}"#, "$.userInfo.k.Int: expected an integer, found 1.0"),
        (#"{"userInfo": {"k": {"Int": true}}}"#, "$.userInfo.k.Int: expected an integer, found true"),
        (#"{"userInfo": {"k": {"Double": false}}}"#, "$.userInfo.k.Double: expected a number"),
        (
            #"{"userInfo": {"k": {"UInt64": 18446744073709551616}}}"#,
            "$.userInfo.k.UInt64: 18446744073709551616 is out of range for UInt64 (0...18446744073709551615)"
        ),
        (
            #"{"userInfo": {"k": {"Int64": -9223372036854775809}}}"#,
            "$.userInfo.k.Int64: -9223372036854775809 is out of range for Int64"
        ),
        (#"{"userInfo": {"k": {"Float": 1e300}}}"#, "$.userInfo.k.Float: 1e300 is out of range for Float"),
        (#"{"userInfo": {"k": {"Bool": 1}}}"#, "$.userInfo.k.Bool: expected true or false, found the number 1"),
        (
            #"{"userInfo": {"k": {"Int": 1, "Double": 2}}}"#,
            #"$.userInfo.k: expected a tagged value (an object with exactly one key, such as {"Int": 1}), found an object with keys "Int", "Double""#
        ),
        (
            #"{"userInfo": {"k": 42}}"#,
            #"$.userInfo.k: expected a tagged value such as {"Int": 1}, found the number 42"#
        ),
        (
            #"{"userInfo": {"k": {"NSNumber": {"CGFloat": 1}}}}"#,
            "$.userInfo.k.NSNumber: an NSNumber holds one of Int, Int8, Int16, Int32, Int64, UInt, UInt8, UInt16, UInt32, UInt64, Double, Float, Bool; found an object with keys \"CGFloat\""
        ),
        (
            #"{"userInfo": {"k": {"NSValue": {"Int": 1}}}}"#,
            #"$.userInfo.k.NSValue: an NSValue holds one of {"CGRect": ...}, {"CGPoint": ...}, {"CGSize": ...}, {"NSRange": ...}; found an object with keys "Int""#
        ),
        (
            #"{"userInfo": {"k": {"CGRect": [1, 2, 3]}}}"#,
            "$.userInfo.k.CGRect: expected [x, y, width, height], found an array of 3"
        ),
        (
            #"{"userInfo": {"k": {"CGPoint": [1, "2"]}}}"#,
            #"$.userInfo.k.CGPoint[1]: expected a number (or "NaN", "NaN(0x<bit pattern>)", "Infinity", "-Infinity"), found the string "2""#
        ),
        (
            #"{"userInfo": {"k": {"NSRange": [0, -1]}}}"#,
            "$.userInfo.k.NSRange[1]: expected a non-negative integer, found the number -1"
        ),
        (#"{"userInfo": {"k": {"Data": "%%"}}}"#, #"$.userInfo.k.Data: expected base64, found the string "%%""#),
        (#"{"userInfo": {"k": {"URL": ""}}}"#, #"$.userInfo.k.URL: "" is not a URL"#),
        (#"{"userInfo": {"k": {"NSNull": 0}}}"#, "$.userInfo.k.NSNull: expected null, found the number 0"),
        (
            #"{"userInfo": {"k": {"Array": [{"Int": 1}, {"Int": "2"}]}}}"#,
            #"$.userInfo.k.Array[1].Int: expected an integer, found the string "2""#
        ),
        (
            #"{"userInfo": {"a key": {"Dictionary": {"x": {}}}}}"#,
            #"$.userInfo["a key"].Dictionary.x: expected a tagged value (an object with exactly one key, such as {"Int": 1}), found an empty object"#
        ),
        (
            #"{"userInfo": {"k": {"FileHandle": "socket"}}}"#,
            #"$.userInfo.k.FileHandle: expected one of "pipe", "standardInput", "standardOutput", "standardError", "nullDevice", found the string "socket""#
        ),
        (
            #"{"userInfo": [{"key": {"String": "k"}}]}"#,
            #"$.userInfo[0]: expected {"key": <value>, "value": <value>}, found an object with keys "key""#
        ),
        (
            #"{"userInfo": "none"}"#,
            #"$.userInfo: expected an object, an array of {"key", "value"} pairs, or null, found the string "none""#
        ),
        (#"{"objekt": null}"#, #"$.objekt: unknown payload key "objekt"; a payload has "name", "object", "userInfo""#),
        (#"[]"#, #"$: expected a payload object {"name", "object", "userInfo"}, found an array of 0"#),
        (#"{"name": 1}"#, "$.name: expected a string, found the number 1"),
    ])
    func fixtureErrorsNameTheJSONPath(_ text: String, _ expected: String) {
        let error = Self.parseError(text)
        #expect(error?.hasPrefix(expected) == true, "\(error ?? "no error")")
    }

    // MARK: - Loading into Foundation values

    @Test func everyTagLoadsAsItsExactType() throws {
        let payload = try Self.parse(
            #"""
            {"userInfo": {
              "int": {"Int": -1}, "int8": {"Int8": -128}, "int16": {"Int16": 300}, "int32": {"Int32": 1},
              "int64": {"Int64": -9223372036854775808}, "uint": {"UInt": 1}, "uint8": {"UInt8": 255},
              "uint16": {"UInt16": 1}, "uint32": {"UInt32": 1}, "uint64": {"UInt64": 18446744073709551615},
              "double": {"Double": 1.5}, "float": {"Float": 0.5}, "cgfloat": {"CGFloat": 2.5}, "bool": {"Bool": true},
              "nsnumber": {"NSNumber": {"Int": 42}}, "string": {"String": "s"}, "nsstring": {"NSString": "s"},
              "data": {"Data": "AAE="}, "date": {"Date": 86400.5}, "url": {"URL": "https://swift.org/x"},
              "null": {"NSNull": null}, "rect": {"CGRect": [1, 2, 3, 4]}, "point": {"CGPoint": [1, 2]},
              "size": {"CGSize": [3, 4]}, "range": {"NSRange": [5, 6]}, "boxedRect": {"NSValue": {"CGRect": [1, 2, 3, 4]}},
              "array": {"Array": [{"Int": 1}, {"String": "two"}]}, "dictionary": {"Dictionary": {"a": {"Bool": false}}},
              "nan": {"Double": "NaN"}, "infinity": {"Float": "-Infinity"}
            }}
            """#
        )
        let note = try payload.notification(defaultName: Notification.Name("Test"))
        let info = try #require(note.userInfo)
        func exactly<T>(_ key: String, _ type: T.Type) -> T? {
            guard let value = info[key], Swift.type(of: value) == T.self else { return nil }
            return value as? T
        }
        #expect(exactly("int", Int.self) == -1)
        #expect(exactly("int8", Int8.self) == -128)
        #expect(exactly("int16", Int16.self) == 300)
        #expect(exactly("int32", Int32.self) == 1)
        #expect(exactly("int64", Int64.self) == .min)
        #expect(exactly("uint", UInt.self) == 1)
        #expect(exactly("uint8", UInt8.self) == 255)
        #expect(exactly("uint16", UInt16.self) == 1)
        #expect(exactly("uint32", UInt32.self) == 1)
        #expect(exactly("uint64", UInt64.self) == .max)
        #expect(exactly("double", Double.self) == 1.5)
        #expect(exactly("float", Float.self) == 0.5)
        #expect(exactly("cgfloat", CGFloat.self) == 2.5)
        #expect(exactly("bool", Bool.self) == true)
        #expect(info["nsnumber"].map { Swift.type(of: $0) is NSNumber.Type } == true)
        #expect((info["nsnumber"] as? NSNumber)?.intValue == 42)
        #expect(exactly("string", String.self) == "s")
        #expect(info["nsstring"].map { Swift.type(of: $0) is NSString.Type } == true)
        #expect(exactly("data", Data.self) == Data([0, 1]))
        #expect(exactly("date", Date.self) == Date(timeIntervalSince1970: 86400.5))
        #expect(exactly("url", URL.self) == URL(string: "https://swift.org/x"))
        #expect(info["null"] is NSNull)
        #expect(exactly("rect", CGRect.self) == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(exactly("point", CGPoint.self) == CGPoint(x: 1, y: 2))
        #expect(exactly("size", CGSize.self) == CGSize(width: 3, height: 4))
        #expect(exactly("range", NSRange.self) == NSRange(location: 5, length: 6))
        // The reading rules see the NSValue as a rect, as the keyboard payloads need.
        #expect(try note.value(for: UserInfoKey<CGRect>("boxedRect")) == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect((info["array"] as? [Any])?.count == 2)
        #expect((info["dictionary"] as? [String: Any])?["a"] as? Bool == false)
        #expect(exactly("nan", Double.self)?.isNaN == true)
        #expect(exactly("infinity", Float.self) == -.infinity)
    }

    @Test func pairFormExpressesNonStringKeys() throws {
        let payload = try Self.parse(
            #"""
            {"userInfo": [
              {"key": {"String": "k"}, "value": {"Int": 1}},
              {"key": {"NSString": "k"}, "value": {"Int": 2}},
              {"key": {"Int": 7}, "value": {"String": "seven"}}
            ]}
            """#
        )
        // Linux only: a String and an NSString with the same characters are different keys there. On Apple platforms
        // they are one key, and the second is a duplicate.
        #if canImport(Darwin)
            let error = #expect(throws: FixtureError.self) {
                try payload.notification(defaultName: Notification.Name("Test"))
            }
            #expect(error?.description.hasPrefix("$.userInfo[1].key: duplicate userInfo key") == true)
        #else
            let note = try payload.notification(defaultName: Notification.Name("Test"))
            #expect(note.userInfo?.count == 3, "a String and an NSString key are different keys on Linux")
            #expect(note.userInfo?[AnyHashable(7)] as? String == "seven")
            // Reading never picks one of the two.
            #expect(throws: NotificationDecodingError.self) { try note.value(for: UserInfoKey<Int>("k")) }
        #endif
    }

    @Test(arguments: [
        (
            #"{"userInfo": [{"key": {"String": "k"}, "value": {"Int": 1}}, {"key": {"String": "k"}, "value": {"Int": 2}}]}"#,
            #"$.userInfo[1].key: duplicate userInfo key {"String": "k"}"#
        ),
        (
            // Swift's Dictionary would trap on these two: they are equal one way only, with different hashes.
            #"{"userInfo": [{"key": {"Int": 0}, "value": {"Int": 1}}, {"key": {"NSNumber": {"UInt64": 0}}, "value": {"Int": 2}}]}"#,
            #"$.userInfo[1].key: duplicate userInfo key {"NSNumber": {"UInt64": 0}} (the same key as {"Int": 0} at $.userInfo[0].key: Foundation finds an Int and an NSNumber of the same value equal)"#
        ),
        (
            #"{"userInfo": [{"key": {"NSNumber": {"Int": 3}}, "value": {"Int": 1}}, {"key": {"Int": 3}, "value": {"Int": 2}}]}"#,
            #"$.userInfo[1].key: duplicate userInfo key {"Int": 3} (the same key as {"NSNumber": {"Int": 3}} at $.userInfo[0].key: Foundation finds an NSNumber and an Int of the same value equal)"#
        ),
        (
            // Written the same way twice: nothing more to say.
            #"{"userInfo": [{"key": {"NSNull": null}, "value": {"Int": 1}}, {"key": {"NSNull": null}, "value": {"Int": 2}}]}"#,
            #"$.userInfo[1].key: duplicate userInfo key {"NSNull": null}"#
        ),
        (
            #"{"userInfo": [{"key": {"Array": []}, "value": {"Int": 1}}]}"#,
            "$.userInfo[0].key: a Array<Any> cannot be a userInfo key (not Hashable)"
        ),
        (
            #"{"object": {"FileHandle": "pipe"}}"#,
            "$.object.FileHandle: could not make a FileHandle"
        ),
    ])
    func loadingErrorsNameTheJSONPath(_ text: String, _ expected: String) throws {
        #expect(try Self.loadError(text, objects: FixtureObjectMaker { _ in nil }) == expected)
    }

    @Test func foundationNetworkingObjectsAreMadeToo() throws {
        let payload = try Self.parse(
            #"{"object": {"URLCredentialStorage": "shared"}, "userInfo": {"c": {"HTTPCookieStorage": "shared"}}}"#)
        let note = try payload.notification(defaultName: Notification.Name("Test"), objects: .foundation)
        #expect(note.object as? URLCredentialStorage === URLCredentialStorage.shared)
        #expect(note.userInfo?["c"] as? HTTPCookieStorage === HTTPCookieStorage.shared)
    }

    @Test func objectsAreMadeFreshOfTheirClass() throws {
        let payload = try Self.parse(
            #"""
            {"object": {"FileHandle": "pipe"}, "userInfo": {
              "port": {"SocketPort": "tcp"}, "defaults": {"UserDefaults": "standard"}, "process": {"Process": {}},
              "thread": {"Thread": {}}, "object": {"NSObject": {}}, "stderr": {"FileHandle": "standardError"}
            }}
            """#
        )
        let first = try payload.notification(defaultName: Notification.Name("Test"))
        let second = try payload.notification(defaultName: Notification.Name("Test"))
        #expect(first.object is FileHandle)
        #expect(first.object as AnyObject !== second.object as AnyObject, "a new pipe per load")
        #expect(first.userInfo?["port"] is SocketPort)
        #expect(first.userInfo?["defaults"] as? UserDefaults === UserDefaults.standard)
        #expect(first.userInfo?["process"] is Process)
        #expect(first.userInfo?["thread"] is Thread)
        #expect(first.userInfo?["stderr"] as? FileHandle === FileHandle.standardError)
    }

    @Test func aPayloadWithoutNameNeedsADefault() throws {
        let payload = try Self.parse(#"{"object": null}"#)
        #expect(
            throws: FixtureError(
                .invalidFixture(path: "$", message: "the payload has no \"name\" and no default name was given"))
        ) {
            try payload.notification()
        }
        #expect(
            try Self.parse(#"{"name": "Own"}"#).notification(defaultName: Notification.Name("Default")).name.rawValue
                == "Own")
        #expect(try payload.notification(defaultName: Notification.Name("Default")).userInfo == nil)
        #expect(
            try Self.parse(#"{"userInfo": {}}"#).notification(defaultName: Notification.Name("D")).userInfo?.isEmpty
                == true)
    }

    // MARK: - Rendering Foundation values

    static let roundTripping: [String] = [
        #"{"Int": -1}"#, #"{"Int8": 5}"#, #"{"Int16": 5}"#, #"{"Int32": 5}"#, #"{"Int64": 5}"#, #"{"UInt": 5}"#,
        #"{"UInt8": 5}"#, #"{"UInt16": 5}"#, #"{"UInt32": 5}"#, #"{"UInt64": 18446744073709551615}"#,
        #"{"Double": 0.1}"#, #"{"Float": 0.5}"#, #"{"CGFloat": 1.25}"#, #"{"Bool": false}"#,
        #"{"NSNumber": {"Int": 42}}"#, #"{"NSNumber": {"Double": 1.5}}"#, #"{"NSNumber": {"Float": 0.5}}"#,
        #"{"NSNumber": {"Bool": true}}"#, #"{"NSNumber": {"UInt64": 18446744073709551615}}"#,
        #"{"String": "x"}"#, #"{"NSString": "x"}"#, #"{"Data": "AAEC"}"#, #"{"NSData": "AAEC"}"#, #"{"Date": 1.5}"#,
        #"{"URL": "https://swift.org"}"#, #"{"NSNull": null}"#, #"{"CGRect": [1.0, 2.0, 3.0, 4.0]}"#,
        #"{"CGPoint": [1.0, 2.0]}"#, #"{"CGSize": [1.0, 2.0]}"#, #"{"NSRange": [1, 2]}"#,
        #"{"NSValue": {"CGRect": [1.0, 2.0, 3.0, 4.0]}}"#, #"{"NSValue": {"CGPoint": [1.0, 2.0]}}"#,
        #"{"NSValue": {"CGSize": [1.0, 2.0]}}"#, #"{"NSValue": {"NSRange": [1, 2]}}"#,
        #"{"Array": [{"Int": 1}, {"NSString": "a"}]}"#, #"{"Dictionary": {"a": {"Int": 1}, "b": {"NSNull": null}}}"#,
        #"{"Double": "NaN"}"#, #"{"Double": "Infinity"}"#, #"{"FileHandle": "standardOutput"}"#,
        #"{"FileHandle": "nullDevice"}"#, #"{"SocketPort": "tcp"}"#, #"{"UserDefaults": "standard"}"#,
        #"{"URLCredentialStorage": "shared"}"#, #"{"HTTPCookieStorage": "shared"}"#, #"{"Process": {}}"#,
        #"{"Thread": {}}"#, #"{"NSObject": {}}"#, #"{"FileHandle": "pipe"}"#,
    ]

    @Test(arguments: roundTripping)
    func foundationValuesRenderBackToTheirTag(_ text: String) throws {
        let value = try FixtureValue(parsing: Data(text.utf8))
        let rendered = try FixtureValue(rendering: value.foundationValue(objects: .foundation))
        #expect(rendered.jsonText == value.jsonText)
    }

    @Test func nsNumberWidthIsNotKeptByFoundation() throws {
        #expect(try FixtureValue(rendering: NSNumber(value: Int8(3))) == .nsNumber(.int(3)))
        #expect(try FixtureValue(rendering: NSNumber(value: UInt16(3))) == .nsNumber(.int(3)))
        #expect(try FixtureValue(rendering: NSNumber(value: Int8(1))) == .nsNumber(.int(1)), "not mistaken for Bool")
        // An NSData is kept apart from a Data, as an NSDate from a Date: `{"NSData": ...}` loads back as one.
        #expect(try FixtureValue(rendering: NSData(data: Data([1]))) == .nsData(Data([1])))
        #expect(try FixtureValue(rendering: NSMutableData(data: Data([2]))) == .nsData(Data([2])))
        #expect(try FixtureValue(rendering: Data([3])) == .data(Data([3])))
        #expect(try FixtureValue(rendering: Optional(5) as Any) == .number(.int(5)))
    }

    static func unrenderable(_ label: String) -> Any {
        switch label {
        case "closure": { () in }
        case "Int keys": [1: "one"]
        case "nil": Int?.none as Any
        default: ["a": [NSObject(), Locale.current]]
        }
    }

    @Test(arguments: [
        ("closure", "$: a () -> () has no fixture form"),
        ("Int keys", "$: a dictionary with a Int key has no fixture form"),
        ("nil", "$: nil has no fixture form"),
        ("nested Locale", "$.Dictionary.a.Array[1]: a Locale has no fixture form"),
    ])
    func unrenderableValuesAreErrors(_ label: String, _ expected: String) {
        let error = #expect(throws: FixtureError.self) { try FixtureValue(rendering: Self.unrenderable(label)) }
        #expect(error?.description == expected)
    }

    @Test func notificationsRenderAndParseBack() throws {
        let note = Notification(
            name: Notification.Name("Sample"),
            object: FileHandle.standardError,
            userInfo: [
                "b": NSValue(rect: CGRect(x: 0, y: 0, width: 1, height: 1)), "a": 1,
                AnyHashable(NSString(string: "a")): NSNumber(value: 2),
            ]
        )
        let payload = try FixturePayload(rendering: note)
        #expect(
            payload.jsonText == """
                {
                  "name": "Sample",
                  "object": {"FileHandle": "standardError"},
                  "userInfo": [
                    {"key": {"NSString": "a"}, "value": {"NSNumber": {"Int": 2}}},
                    {"key": {"String": "a"}, "value": {"Int": 1}},
                    {"key": {"String": "b"}, "value": {"NSValue": {"CGRect": [0.0, 0.0, 1.0, 1.0]}}}
                  ]
                }
                """
        )
        #expect(try FixturePayload(parsing: Data(payload.jsonText.utf8)) == payload)
        let plain = try FixturePayload(rendering: Notification(name: Notification.Name("P"), userInfo: ["k": "v"]))
        #expect(plain.jsonText.contains(#""userInfo": {"# + "\n" + #"    "k": {"String": "v"}"#))
    }

    // MARK: - Fixture files

    @Test func aBadPayloadFailsOnlyItsOwnCase() throws {
        let file = try FixtureFile(
            parsing: Data(
                #"""
                {"notification": "N", "fixtures": [
                  {"label": "good", "payload": {}, "expect": {"fields": {}}},
                  {"label": "bad", "payload": {"object": {"Nope": 1}}, "expect": {"loadError": "..."}}
                ]}
                """#.utf8
            )
        )
        #expect(file.cases.count == 2)
        #expect(try file.cases[0].payload.get() == FixturePayload())
        #expect(throws: FixtureError.self) { try file.cases[1].payload.get() }
        #expect(file.cases[1].path == "$.fixtures[1]")
    }

    @Test("A fixture without \"expect\" expects its payload to decode; a written one is kept")
    func expectIsOptional() throws {
        let file = try FixtureFile(
            parsing: Data(
                #"""
                {"notification": "N", "fixtures": [
                  {"label": "no expect", "payload": {"userInfo": {"k": {"Int": 1}}}},
                  {"label": "error", "payload": {}, "expect": {"error": "e"}},
                  {"label": "fields", "payload": {}, "expect": {"fields": {}}}
                ]}
                """#.utf8
            )
        )
        #expect(file.cases.map(\.expectation) == [.decodes, .decodingError("e"), .fields([])])
        #expect(file.cases.map(\.expectation.expectsDecoding) == [true, false, true])
        #expect(
            try file.cases[0].payload.get() == FixturePayload(userInfo: [FixtureUserInfoEntry("k", .number(.int(1)))]))
    }

    @Test(arguments: [
        (#"{"fixtures": []}"#, #"$: missing "notification""#),
        (
            #"{"notification": "N", "fixtures": [{"label": "x", "expect": {"fields": {}}}]}"#,
            #"$.fixtures[0]: missing "payload""#
        ),
        (
            #"{"notification": "N", "fixtures": [{"label": "x", "payload": {}, "expect": {"error": 1}}]}"#,
            #"$.fixtures[0].expect.error: expected {"fields": {...}}, {"error": "..."} or {"loadError": "..."}, found an object with keys "error""#
        ),
        (
            #"{"notification": "N", "fixtures": [{"label": "x", "payload": {}, "expect": {"fields": {"a": 1}}}]}"#,
            #"$.fixtures[0].expect.fields.a: expected a tagged value, null (absent) or "object" (the notification's object), found the number 1"#
        ),
        (
            #"{"notification": "N", "fixture": []}"#,
            #"$.fixture: unknown key "fixture"; a fixture file has "notification", "fixtures""#
        ),
    ])
    func fixtureFileErrorsNameTheJSONPath(_ text: String, _ expected: String) {
        let error = #expect(throws: FixtureError.self) { try FixtureFile(parsing: Data(text.utf8)) }
        #expect(error?.description == expected)
    }
}
