import Foundation
import NotificationFixtures
import Testing

/// Keys that are different as `NSString`s (their UTF-16) but equal as Swift `String`s (canonical
/// equivalence: `"é"` and `"e\u0301"`) are two keys wherever an `NSDictionary` keeps them apart, and a clear error
/// (naming the path) wherever what the fixture loads as is a Swift dictionary, which would merge them. Keys with the
/// same UTF-16 are still duplicates.
@Suite struct CanonicalKeyTests {
    /// `"é"` as one scalar and as `e` + U+0301, written with JSON escapes so the source shows which is which.
    static let composed = #"\u00e9"#
    static let decomposed = #"e\u0301"#

    private static func parse(_ text: String) -> Result<FixturePayload, FixtureError> {
        do throws(FixtureError) {
            return .success(try FixturePayload(parsing: Data(text.utf8)))
        } catch {
            return .failure(error)
        }
    }

    private static func load(_ text: String) -> Result<Notification, FixtureError> {
        do throws(FixtureError) {
            return .success(
                try FixturePayload(parsing: Data(text.utf8)).notification(defaultName: Notification.Name("N")))
        } catch {
            return .failure(error)
        }
    }

    @Test func theParserKeepsBothKeysAndRefusesTheSameScalarsTwice() throws {
        let json = try FixtureDocument(
            parsing: Data(
                #"{"name": "N", "userInfo": {"a": {"NSDictionary": {"\#(Self.composed)": {"Int": 1}, "\#(Self.decomposed)": {"Int": 2}}}}}"#
                    .utf8))
        guard case .payload(let payload) = json, case .nsDictionary(let members)? = payload.userInfo?.first?.value
        else {
            Issue.record("expected a payload with an NSDictionary")
            return
        }
        #expect(members.count == 2)
        // Written back in a total order, the decomposed key (`e` first) before the composed one.
        #expect(
            payload.userInfo?.first?.value.jsonText
                == "{\"NSDictionary\": {\"e\u{301}\": {\"Int\": 2}, \"\u{E9}\": {\"Int\": 1}}}")

        // The same scalars, raw and escaped; in a small object and in one past the parser's linear search.
        for padding in [0, 20] {
            let others = (0..<padding).map { #""k\#($0)": {"Int": 0}, "# }.joined()
            let text =
                #"{"userInfo": {"a": {"NSDictionary": {\#(others)"é": {"Int": 1}, "\#(Self.composed)": {"Int": 2}}}}}"#
            switch Self.parse(text) {
            case .success: Issue.record("the same key twice parsed (\(padding) other keys)")
            case .failure(let error): #expect(error.description.contains(#"duplicate key "é""#), "\(error)")
            }
            let apart =
                #"{"userInfo": {"a": {"NSDictionary": {\#(others)"é": {"Int": 1}, "\#(Self.decomposed)": {"Int": 2}}}}}"#
            #expect(throws: Never.self) { try Self.parse(apart).get() }
        }
    }

    @Test func anNSDictionaryKeepsBothAndRoundTrips() throws {
        let text = #"{"NSDictionary": {"\#(Self.composed)": {"Int": 1}, "\#(Self.decomposed)": {"Int": 2}}}"#
        let value = try FixtureValue(parsing: Data(text.utf8))
        // The text written back holds both keys, and reads back as the same value.
        let again = try FixtureValue(parsing: Data(value.jsonText.utf8))
        #expect(again == value)
        guard case .nsDictionary(let members) = again else {
            Issue.record("expected an NSDictionary, found \(again)")
            return
        }
        #expect(members.count == 2)
        // Values under the two keys are told apart by equality.
        let swapped = try FixtureValue(
            parsing: Data(
                #"{"NSDictionary": {"\#(Self.composed)": {"Int": 2}, "\#(Self.decomposed)": {"Int": 1}}}"#.utf8))
        #expect(swapped != value)

        #if canImport(Darwin)
            let loaded = try #require(try value.foundationValue() as? NSDictionary)
            #expect(loaded.count == 2)
        #else
            // Linux Foundation's NSString finds the two equal but hashes them apart: refused, never a coin toss.
            #expect {
                _ = try value.foundationValue()
            } throws: { error in
                (error as? FixtureError)?.description.hasPrefix(
                    "$.NSDictionary[\"e\u{301}\"]: the keys \"\u{E9}\" and \"e\u{301}\" cannot both be in an NSDictionary on Linux"
                )
                    == true
            }
        #endif
    }

    @Test func anNSDictionaryRendersWithBothKeys() throws {
        let dictionary = NSDictionary(objects: [1, 2], forKeys: [NSString(string: "\u{E9}"), NSString(string: "x")])
        let value = try FixtureValue(rendering: dictionary)
        #expect(value.jsonText == #"{"NSDictionary": {"x": {"NSNumber": {"Int": 2}}, "é": {"NSNumber": {"Int": 1}}}}"#)
    }

    @Test(
        "Where a Swift dictionary would merge them, two canonically equivalent keys are an error naming the path",
        arguments: [
            (
                #"{"userInfo": {"k": {"Dictionary": {"\u00e9": {"Int": 1}, "e\u0301": {"Int": 2}}}}}"#,
                "$.userInfo.k.Dictionary[\"e\u{301}\"]: the keys \"\u{E9}\" and \"e\u{301}\" are one key of a Swift "
                    + "[String: Any]: Swift compares strings by canonical equivalence; write an {\"NSDictionary\": ...} "
                    + "to keep both"
            ),
            (
                #"{"userInfo": {"k": {"NSError": {"domain": "D", "code": 1, "userInfo": {"e\u0301": {"Int": 1}, "\u00e9": {"Int": 2}}}}}}"#,
                "$.userInfo.k.NSError.userInfo[\"\u{E9}\"]: the keys \"e\u{301}\" and \"\u{E9}\" are one key of an "
                    + "NSError's userInfo (a [String: Any] in Swift): Swift compares strings by canonical equivalence"
            ),
        ])
    func aSwiftDictionaryRefusesThem(text: String, message: String) {
        switch Self.parse(text) {
        case .success(let payload): Issue.record("parsed: \(payload)")
        case .failure(let error): #expect(error.description == message)
        }
    }

    @Test(
        "A notification's userInfo is a Swift dictionary: the two keys are one, an error naming the second",
        arguments: [
            #"{"userInfo": {"\u00e9": {"Int": 1}, "e\u0301": {"Int": 2}}}"#,
            #"{"userInfo": [{"key": {"NSString": "\u00e9"}, "value": {"Int": 1}}, {"key": {"NSString": "e\u0301"}, "value": {"Int": 2}}]}"#,
            #"{"userInfo": [{"key": {"String": "\u00e9"}, "value": {"Int": 1}}, {"key": {"String": "e\u0301"}, "value": {"Int": 2}}]}"#,
        ])
    func aUserInfoRefusesThem(text: String) {
        // Run many times: on Linux two such NSString keys hash apart at random, and a dictionary of both can trap.
        for _ in 0..<50 {
            switch Self.load(text) {
            case .success(let notification): Issue.record("loaded \(notification.userInfo ?? [:])")
            case .failure(let error):
                #expect(
                    error.description.contains("the userInfo keys \"\u{E9}\" and \"e\u{301}\" are one key"), "\(error)")
            }
        }
    }

    @Test func aStringAndAnNSStringKeyStayTwoKeysOnLinux() {
        #if !canImport(Darwin)
            // On Linux a String and an NSString key never equal each other: both load, as before.
            let text =
                #"{"userInfo": [{"key": {"String": "\u00e9"}, "value": {"Int": 1}}, {"key": {"NSString": "e\u0301"}, "value": {"Int": 2}}]}"#
            #expect(throws: Never.self) { try Self.load(text).get() }
        #endif
    }
}
