import Foundation
import NotificationCatalog
import NotificationCatalogData
import NotificationDescriptors
import NotificationFixtures
import Testing

/// Every fixture in `Catalog/Fixtures/` loads and decodes (or fails) exactly as it says.
@Suite struct FixtureTests {
    @Test func everyEntryHasOneFixtureFileAndEveryFileAnEntry() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: CatalogDirectory.fixtures.path)
        #expect(Set(files) == Set(NotificationCatalog.entries.map { "\($0.member).json" }))
    }

    @Test(arguments: NotificationCatalog.entries.map(\.member))
    func fixturesDecodeAsTheySay(member: String) throws {
        let entry = try #require(NotificationCatalog.entry(named: member))
        let file = try FixtureFile(parsing: Data(contentsOf: CatalogDirectory.fixture(member: member)))
        #expect(file.notification == entry.name.rawValue)

        var outcomes: [CatalogFixtureCheck.Outcome] = []
        for fixture in file.cases {
            let check = entry.check(fixture)
            outcomes.append(check.outcome)
            let context = Comment(rawValue: "\(member).json \(fixture.path): \(fixture.label)")
            #expect(check.mismatch == nil, context)
            if case .decoded(let fields, let notification) = check.outcome, check.holds {
                // Round trip: what the encoder writes for this payload decodes to the same fields.
                let reencoded = try entry.reencode(notification)
                #expect(try entry.decodeFields(reencoded) == fields, context)
            }
        }
        let decodes = outcomes.contains { if case .decoded = $0 { true } else { false } }
        if AppleCatalog.withoutValidFixture.contains(member) {
            // Its required value has no fixture form; its valid payloads are built in Swift (AppleCatalogTests).
            #expect(!decodes, "\(member): a case that expects an error decodes")
        } else {
            #expect(decodes, "no valid fixture")
        }
        if entry.payloadType == "Void" {
            // A Void descriptor reads nothing, so no payload can fail to decode; its malformed fixtures are ones the
            // loader rejects.
            #expect(outcomes.contains { if case .loadError = $0 { true } else { false } }, "no malformed fixture")
        } else {
            #expect(outcomes.contains { if case .decodingError = $0 { true } else { false } }, "no malformed fixture")
        }
    }

    /// `"expect": {"fields": {}}` on a payload with fields says what was expected, not "expected " and nothing.
    @Test func expectingNoFieldsSaysSo() throws {
        let entry = try #require(NotificationCatalog.entry(named: "keyboardWillShow"))
        let json = """
            {"notification": "UIKeyboardWillShowNotification", "fixtures": [{"label": "none", "payload": {"userInfo": {
              "UIKeyboardFrameBeginUserInfoKey": {"CGRect": [0, 0, 1, 1]},
              "UIKeyboardFrameEndUserInfoKey": {"CGRect": [0, 0, 1, 1]},
              "UIKeyboardAnimationDurationUserInfoKey": {"Double": 0.25},
              "UIKeyboardAnimationCurveUserInfoKey": {"Int": 7}}},
             "expect": {"fields": {}}}]}
            """
        let file = try FixtureFile(parsing: Data(json.utf8))
        let fixture = try #require(file.cases.first)
        let mismatch = try #require(entry.check(fixture).mismatch)
        #expect(mismatch.hasPrefix("the payload has fields animationCurve, "), "\(mismatch)")
        #expect(mismatch.hasSuffix(", expected no fields"), "\(mismatch)")
    }

    /// A field expected as `{"Double": "NaN"}` matches a decoded NaN (NaN is not `==` to itself as a
    /// `Double`); any other number, and a NaN of another type, still does not.
    @Test func aNaNExpectationMatchesANaNValue() throws {
        let entry = try #require(NotificationCatalog.entry(named: "keyboardWillShow"))
        func check(posted duration: String, expected: String) throws -> CatalogFixtureCheck {
            let json = """
                {"notification": "UIKeyboardWillShowNotification", "fixtures": [{"label": "NaN", "payload": {"userInfo": {
                  "UIKeyboardFrameBeginUserInfoKey": {"CGRect": [0, 0, 1, 1]},
                  "UIKeyboardFrameEndUserInfoKey": {"CGRect": [0, 0, 1, 1]},
                  "UIKeyboardAnimationDurationUserInfoKey": \(duration),
                  "UIKeyboardAnimationCurveUserInfoKey": {"Int": 7}}},
                 "expect": {"fields": {"frameBegin": {"CGRect": [0, 0, 1, 1]}, "frameEnd": {"CGRect": [0, 0, 1, 1]},
                   "animationDuration": \(expected), "animationCurve": {"Int": 7}, "isLocal": null,
                   "screen": null}}}]}
                """
            let file = try FixtureFile(parsing: Data(json.utf8))
            return entry.check(try #require(file.cases.first))
        }
        #expect(try check(posted: #"{"Double": "NaN"}"#, expected: #"{"Double": "NaN"}"#).mismatch == nil)
        #expect(try check(posted: #"{"NSNumber": {"Double": "NaN"}}"#, expected: #"{"Double": "NaN"}"#).mismatch == nil)
        #expect(try check(posted: #"{"Double": 0.25}"#, expected: #"{"Double": "NaN"}"#).mismatch != nil)
        #expect(try check(posted: #"{"Double": "NaN"}"#, expected: #"{"Double": 0.25}"#).mismatch != nil)
        #expect(try check(posted: #"{"Double": "NaN"}"#, expected: #"{"Double": "Infinity"}"#).mismatch != nil)

        #expect(FixtureValue.number(.double(.nan)) == .number(.double(-.nan)))
        #expect(FixtureValue.number(.float(.nan)) == .number(.float(.signalingNaN)))
        #expect(FixtureValue.number(.cgFloat(.nan)) == .number(.cgFloat(.nan)))
        #expect(FixtureValue.nsNumber(.double(.nan)) == .nsNumber(.double(.nan)))
        #expect(FixtureValue.array([.number(.double(.nan))]) == .array([.number(.double(.nan))]))
        #expect(FixtureValue.number(.double(.nan)) != .number(.float(.nan)))
        #expect(FixtureValue.number(.double(.nan)) != .nsNumber(.double(.nan)))
        #expect(FixtureValue.number(.double(.nan)) != .number(.double(0)))
        #expect(FixtureValue.number(.double(0)) == .number(.double(-0.0)))
    }
}
