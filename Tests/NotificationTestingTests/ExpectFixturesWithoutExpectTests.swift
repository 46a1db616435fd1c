import Foundation
import NotificationDescriptors
import NotificationTesting
import Testing

/// A fixture without `"expect"` says its payload decodes: `expectFixtures` returns its payload, and records an issue
/// naming it when it does not decode.
@Suite("Fixtures without \"expect\"")
struct ExpectFixturesWithoutExpectTests {
    @Test func aFixtureWithoutExpectThatDecodesIsReturned() throws {
        let file = try ExpectFixturesTests.FixtureFile(
            """
            {"notification": "TestingTests.Saved", "fixtures": [
              {"label": "plain", "payload": {"userInfo": {"id": {"Int": 1}, "title": {"String": "a"}}}},
              {"label": "with fields", "payload": {"userInfo": {"id": {"Int": 2}, "title": {"String": "b"}}}, "expect": {"fields": {}}}
            ]}
            """
        )
        #expect(expectFixtures(.saved, in: file.url) == [Saved(id: 1, title: "a"), Saved(id: 2, title: "b")])
    }

    @Test func aFixtureWithoutExpectThatDoesNotDecodeIsOneIssue() throws {
        let file = try ExpectFixturesTests.FixtureFile(
            """
            {"notification": "TestingTests.Saved", "fixtures": [
              {"label": "string id", "payload": {"userInfo": {"id": {"String": "1"}, "title": {"String": "a"}}}},
              {"label": "fine", "payload": {"userInfo": {"id": {"Int": 5}, "title": {"String": "e"}}}}
            ]}
            """
        )
        var payloads: [Saved] = []
        withKnownIssue {
            payloads = expectFixtures(.saved, in: file.url)
        } matching: { issue in
            String(describing: issue).contains("\"string id\"")
        }
        #expect(payloads == [Saved(id: 5, title: "e")])
    }

    @Test func aFixtureForAnotherNotificationIsOneIssueEvenWhenItWouldDecode() throws {
        let file = try ExpectFixturesTests.FixtureFile(
            """
            {"notification": "TestingTests.SomethingElse", "fixtures": [
              {"label": "other", "payload": {"userInfo": {"id": {"Int": 1}, "title": {"String": "a"}}}}
            ]}
            """
        )
        var payloads: [Saved] = [Saved(id: 0, title: "")]
        withKnownIssue {
            payloads = expectFixtures(.saved, in: file.url)
        } matching: { issue in
            String(describing: issue).contains(
                "the fixture is for TestingTests.SomethingElse, but the descriptor is for")
        }
        #expect(payloads.isEmpty)
    }
}
