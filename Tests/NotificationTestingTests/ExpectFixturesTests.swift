import Foundation
import NotificationDescriptors
import NotificationTesting
import Testing

/// `expectFixtures(_:in:)`: every fixture of a file checked against a descriptor, one issue per fixture that does not
/// give what it expects.
@Suite("Checking fixture files")
struct ExpectFixturesTests {
    /// A temporary fixture file holding `json`, removed when the test's scope ends.
    final class FixtureFile {
        let url: URL
        init(_ json: String) throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("saved-\(UUID()).json")
            try Data(json.utf8).write(to: url)
        }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    static let holding = """
        {"notification": "TestingTests.Saved", "fixtures": [
          {"label": "ok", "payload": {"userInfo": {"id": {"Int": 1}, "title": {"String": "a"}}}, "expect": {"fields": {}}},
          {"label": "NSNumber id", "payload": {"userInfo": {"id": {"NSNumber": {"Int": 2}}, "title": {"NSString": "b"}}},
           "expect": {"fields": {}}},
          {"label": "string id", "payload": {"userInfo": {"id": {"String": "3"}, "title": {"String": "c"}}},
           "expect": {"error": "TestingTests.Saved: userInfo[\\"id\\"] is String \\"3\\", expected Int; a String is never parsed as a number"}},
          {"label": "bad tag", "payload": {"userInfo": {"id": {"Integer": 4}}},
           "expect": {"loadError": "$.fixtures[3].payload.userInfo.id: unknown tag \\"Integer\\"; the tags are Int, Int8, Int16, Int32, Int64, UInt, UInt8, UInt16, UInt32, UInt64, Double, Float, CGFloat, Bool, NSNumber, String, NSString, Data, Date, URL, NSNull, CGRect, CGPoint, CGSize, NSRange, NSValue, Array, Dictionary, NSArray, NSDictionary, Set, NSSet, NSOrderedSet, Decimal, NSDecimalNumber, UUID, NSUUID, NSData, NSDate, NSURL, NSError, FileHandle, SocketPort, UserDefaults, URLCredentialStorage, HTTPCookieStorage, Process, Thread, NSObject"}}
        ]}
        """

    @Test func aFileThatHoldsRecordsNothingAndReturnsThePayloads() throws {
        let file = try FixtureFile(Self.holding)
        let payloads = expectFixtures(.saved, in: file.url)
        #expect(payloads == [Saved(id: 1, title: "a"), Saved(id: 2, title: "b")])
    }

    @Test func eachFixtureThatDoesNotHoldIsOneIssueNamingIt() throws {
        let file = try FixtureFile(
            """
            {"notification": "TestingTests.Saved", "fixtures": [
              {"label": "should fail", "payload": {"userInfo": {"id": {"Int": 1}, "title": {"String": "a"}}},
               "expect": {"error": "anything"}},
              {"label": "wrong message", "payload": {"userInfo": {"id": {"String": "1"}, "title": {"String": "a"}}},
               "expect": {"error": "another message"}},
              {"label": "fine", "payload": {"userInfo": {"id": {"Int": 5}, "title": {"String": "e"}}}, "expect": {"fields": {}}}
            ]}
            """
        )
        var payloads: [Saved] = []
        withKnownIssue {
            payloads = expectFixtures(.saved, in: file.url)
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains(#""should fail": decoded, expected error "anything""#)
                || text.contains(#""wrong message": error "TestingTests.Saved: userInfo["id"] is String"#)
        }
        #expect(payloads == [Saved(id: 5, title: "e")])
    }

    @Test func anUnreadableFileIsOneIssue() {
        withKnownIssue {
            _ = expectFixtures(.saved, in: URL(fileURLWithPath: "/nonexistent/saved.json"))
        } matching: { issue in
            String(describing: issue).contains("cannot open '/nonexistent/saved.json': no such file")
        }
    }
}
