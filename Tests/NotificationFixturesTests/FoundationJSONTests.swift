import Foundation
import NotificationFixtures
import Testing

/// The fixture codec reads JSON with its own parser (`FixtureJSON.parse`), which does what Foundation's
/// `JSONSerialization` does where the format depends on it, and more
/// where Foundation falls short. These tests pin both sides: what Foundation does, and what the codec does instead.
@Suite("Reading fixture JSON with Foundation")
struct FoundationJSONTests {
    private static func foundation(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    private static func loadError(_ text: String) -> String? {
        do {
            _ = try FixturePayload(parsing: Data(text.utf8)).notification(defaultName: Notification.Name("Test"))
            return nil
        } catch {
            return error.description
        }
    }

    @Test("A broken \\u escape before a newline is a one-line error at the escape")
    func brokenEscapeStaysOnOneLine() throws {
        // Found by the fixture fuzz test when Foundation read the text: its message quoted the input, newline and all.
        let description = try #require(Self.loadError("{\"name\": \"\\ut\"}\n"))
        #expect(description == #"invalid JSON at line 1, column 11: invalid escape sequence: \u needs 4 hex digits"#)
        #expect(!description.contains("\n"), "\(description)")
    }

    // MARK: - Where Foundation is enough

    @Test("1, 1.0 and true stay apart: an integer, a Double and a Boolean NSNumber")
    func integersFractionsAndBooleansStayApart() throws {
        let values = try #require(try Self.foundation("[1, 1.0, true]") as? [NSNumber])
        #expect(values.map { String(cString: $0.objCType) }.prefix(2) == ["i", "d"])
        #expect(type(of: values[2]) == type(of: NSNumber(value: true)))
        #expect(type(of: values[0]) != type(of: NSNumber(value: true)))
        // So the tags are judged exactly.
        #expect(Self.loadError(#"{"userInfo": {"k": {"Int": 1}}}"#) == nil)
        #expect(
            Self.loadError(#"{"userInfo": {"k": {"Int": 1.0}}}"#) == "$.userInfo.k.Int: expected an integer, found 1.0")
        #expect(Self.loadError(#"{"userInfo": {"k": {"Bool": 1}}}"#)?.contains("expected true or false") == true)
        #expect(Self.loadError(#"{"userInfo": {"k": {"Double": 1}}}"#) == nil)
    }

    @Test("Integers beyond Int64 come exact (UInt64, or NSDecimalNumber), so every integer tag's range is checked")
    func bigIntegersAreExact() throws {
        let note = try FixturePayload(
            parsing: Data(
                #"""
                {"userInfo": {"max": {"UInt64": 18446744073709551615}, "min": {"Int64": -9223372036854775808},
                 "big": {"NSNumber": {"UInt64": 18446744073709551615}}}}
                """#.utf8
            )
        ).notification(defaultName: Notification.Name("Test"))
        #expect(note.userInfo?["max"] as? UInt64 == .max)
        #expect(note.userInfo?["min"] as? Int64 == .min)
        #expect((note.userInfo?["big"] as? NSNumber)?.uint64Value == .max)
        #expect(try Self.foundation("18446744073709551616") is NSDecimalNumber)
        #expect(
            Self.loadError(#"{"userInfo": {"k": {"UInt64": 18446744073709551616}}}"#)
                == "$.userInfo.k.UInt64: 18446744073709551616 is out of range for UInt64 (0...18446744073709551615)"
        )
    }

    @Test(
        "Foundation rejects what RFC 8259 forbids: leading zeros, bad escapes, lone surrogates, bad UTF-8, deep nesting"
    )
    func foundationIsStrictEnough() {
        var invalidUTF8 = Array(#"{"name": ""#.utf8)
        invalidUTF8 += [0xFF, 0xFE]
        invalidUTF8 += Array(#""}"#.utf8)
        let inputs = [
            Data("01".utf8), Data(#""\q""#.utf8), Data(#""\ud800""#.utf8), Data(invalidUTF8),
            Data(String(repeating: "[", count: 100_000).utf8), Data("NaN".utf8), Data("{".utf8),
        ]
        for input in inputs {
            #expect(throws: FixtureError.self) { try FixturePayload(parsing: input) }
        }
    }

    // MARK: - Where Foundation is not enough, and what the codec adds

    @Test("Foundation silently keeps the last of duplicate keys; the codec rejects them with the key's position")
    func duplicateKeys() throws {
        let text = #"{"userInfo": {"k": {"Int": 1}, "k": {"String": "x"}}}"#
        let kept = try #require(try Self.foundation(text) as? [String: Any])
        #expect((kept["userInfo"] as? [String: Any])?.count == 1, "Foundation loses one value without a word")
        #expect(Self.loadError(text) == #"invalid JSON at line 1, column 32: duplicate key "k""#)
        // Escapes are decoded before comparing, and a key may repeat in another object.
        #expect(
            Self.loadError(#"{"userInfo": {"k": {"Int": 1}, "\u006b": {"Int": 2}}}"#)?.contains("duplicate key") == true
        )
        #expect(Self.loadError(#"{"userInfo": {"k": {"Dictionary": {"k": {"Int": 1}}}}}"#) == nil)
    }

    @Test("Foundation accepts trailing commas; the codec does not")
    func trailingCommas() throws {
        #expect(try Self.foundation(#"{"a": [1,],}"#) is [String: Any])
        #expect(Self.loadError(#"{"userInfo": {},}"#)?.contains("no trailing commas") == true)
        // A comma inside a string is text.
        #expect(Self.loadError(#"{"userInfo": {"k,": {"String": ",]"}}}"#) == nil)
    }

    @Test("Foundation returns objects as dictionaries; the codec keeps the written order of userInfo and of errors")
    func writtenOrderIsKept() throws {
        let keys = (0..<50).map { "key\(49 - $0)" }
        let text = "{\"userInfo\": {" + keys.map { "\"\($0)\": {\"Int\": 1}" }.joined(separator: ", ") + "}}"
        let payload = try FixturePayload(parsing: Data(text.utf8))
        #expect(payload.userInfo?.map(\.key) == keys.map { .string($0) })
        // With two bad values, the first written is the one reported, in every process.
        #expect(
            Self.loadError(#"{"userInfo": {"z": {"Int": "1"}, "a": {"Int": "2"}}}"#)
                == #"$.userInfo.z.Int: expected an integer, found the string "1""#
        )
    }
}
