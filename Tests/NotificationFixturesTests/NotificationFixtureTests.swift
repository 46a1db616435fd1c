import Foundation
import NotificationCatalog
import NotificationDescriptors
import NotificationFixtures
import Testing

private struct Counter: Equatable, Sendable {
    var count: Int
}

private let counterName = Notification.Name("FixtureTests.Counter")

private let counter = NotificationDescriptor<Counter>(counterName) { note in
    Counter(count: try note.value(for: "count"))
}

@Suite("Loading fixtures")
struct NotificationFixtureTests {
    @Test("A lone payload object becomes a Notification with the exact Foundation types it names")
    func lonePayload() throws {
        let note = try NotificationFixture.notification(
            fromJSON: Data(
                #"{"object": {"NSObject": {}}, "userInfo": [{"key": {"NSString": "count"}, "value": {"NSNumber": {"Int": 3}}}]}"#
                    .utf8
            ),
            name: counterName
        )
        #expect(note.name == counterName)
        #expect(note.object is NSObject)
        let value = try #require(note.userInfo?[AnyHashable(NSString(string: "count"))])
        #expect(type(of: value) is NSNumber.Type)
        #expect(try counter.decode(note) == Counter(count: 3))
    }

    @Test("The payload's own name wins over the default; no name at all is an error")
    func names() throws {
        let named = try NotificationFixture.notification(fromJSON: Data(#"{"name": "Other"}"#.utf8), name: counterName)
        #expect(named.name.rawValue == "Other")
        #expect(throws: NotificationFixtureError.self) {
            try NotificationFixture.notification(fromJSON: Data("{}".utf8))
        }
    }

    @Test("A fixture file loads every case with its label and expected error")
    func fixtureFile() throws {
        let json = """
            {"notification": "FixtureTests.Counter", "fixtures": [
              {"label": "a Swift Int", "payload": {"userInfo": {"count": {"Int": 1}}}, "expect": {"fields": {}}},
              {"label": "a string", "payload": {"userInfo": {"count": {"String": "1"}}},
               "expect": {"error": "FixtureTests.Counter: userInfo[\\"count\\"] is String \\"1\\", expected Int; a String is never parsed as a number"}}
            ]}
            """
        let fixtures = try NotificationFixture.load(json: Data(json.utf8))
        #expect(fixtures.map(\.label) == ["a Swift Int", "a string"])
        #expect(try counter.decode(try fixtures[0].notification()) == Counter(count: 1))
        #expect(fixtures[0].expectedErrorDescription == nil)
        #expect(throws: NotificationDecodingError.self) { try counter.decode(try fixtures[1].notification()) }
        let malformed = try fixtures[1].notification()
        do {
            _ = try counter.decode(malformed)
        } catch {
            #expect(error.description == fixtures[1].expectedErrorDescription)
        }
    }

    @Test("A fixture without \"expect\" loads, expecting neither a decoding error nor a load error")
    func fixtureWithoutExpect() throws {
        let json = """
            {"notification": "FixtureTests.Counter", "fixtures": [
              {"label": "no expect", "payload": {"userInfo": {"count": {"Int": 7}}}}
            ]}
            """
        let fixtures = try NotificationFixture.load(json: Data(json.utf8))
        #expect(fixtures.map(\.label) == ["no expect"])
        #expect(fixtures[0].expectedErrorDescription == nil)
        #expect(fixtures[0].expectedLoadErrorDescription == nil)
        #expect(try counter.decode(try fixtures[0].notification()) == Counter(count: 7))
    }

    @Test func theCatalogHasFixtureFiles() {
        // One per catalog entry on Linux (Foundation, keyboard and Apple catalog entries; the count is the catalog's).
        #if !canImport(Darwin)
            #expect(CatalogFixtures.files().count == NotificationCatalog.entries.count)
        #endif
        #expect(CatalogFixtures.files().count >= 21)
    }

    @Test("Every catalog fixture file in the repository loads", arguments: CatalogFixtures.files())
    func catalogFixturesLoad(file: String) throws {
        let fixtures = try NotificationFixture.load(contentsOf: URL(fileURLWithPath: file))
        #expect(!fixtures.isEmpty)
    }

    @Test(
        "Bad input is a one-line error with its position or JSON path",
        arguments: [
            ("{", "invalid JSON at line 1, column 2"),
            (#"{"userInfo": {"count": {"Integer": 1}}}"#, "$.userInfo.count"),
            (#"{"userInfo": {"count": 1}}"#, "$.userInfo.count"),
        ])
    func badInput(json: String, expected: String) {
        do {
            _ = try NotificationFixture.notification(fromJSON: Data(json.utf8), name: counterName)
            Issue.record("loaded \(json)")
        } catch {
            #expect(error.description.contains(expected), "\(error)")
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func missingFileNamesThePath() {
        #expect(throws: NotificationFixtureError.self) {
            try NotificationFixture.load(contentsOf: URL(fileURLWithPath: "/nonexistent/fixtures.json"))
        }
    }

    @Test("A captured notification writes back as fixture JSON that loads to the same values")
    func roundTrip() throws {
        let original = Notification(
            name: counterName,
            object: nil,
            userInfo: ["count": NSNumber(value: 4), "frame": NSValue(rect: CGRect(x: 0, y: 1, width: 2, height: 3))]
        )
        let json = try NotificationFixture.json(for: original)
        #expect(json.contains(#""NSNumber""#))
        let loaded = try NotificationFixture.notification(fromJSON: Data(json.utf8))
        #expect(try counter.decode(loaded) == Counter(count: 4))
        #expect(try loaded.value(for: UserInfoKey<CGRect>("frame")) == CGRect(x: 0, y: 1, width: 2, height: 3))
    }
}
