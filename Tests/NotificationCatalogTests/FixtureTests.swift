import Foundation
import NotificationCatalog
import NotificationDescriptors
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

        var outcomes: [Outcome] = []
        for fixture in file.cases {
            let outcome = Self.outcome(of: fixture, for: entry)
            outcomes.append(outcome)
            let context = Comment(rawValue: "\(member).json \(fixture.path): \(fixture.label)")
            switch (fixture.expectation, outcome) {
            case (.fields(let expected), .decoded(let fields, let notification)):
                Self.expect(fields, match: expected, notificationObject: notification.object, context)
                // Round trip: what the encoder writes for this payload decodes to the same fields.
                let reencoded = try entry.reencode(notification)
                #expect(try entry.decodeFields(reencoded) == fields, context)
            case (.decodingError(let expected), .decodingError(let actual)):
                #expect(actual == expected, context)
            case (.loadError(let expected), .loadError(let actual)):
                #expect(actual == expected, context)
            default:
                Issue.record("\(context): expected \(fixture.expectation), got \(outcome)")
            }
        }
        #expect(outcomes.contains { if case .decoded = $0 { true } else { false } }, "no valid fixture")
        if entry.payloadType == "Void" {
            // A Void descriptor reads nothing, so no payload can fail to decode; its malformed fixtures are ones the
            // loader rejects.
            #expect(outcomes.contains { if case .loadError = $0 { true } else { false } }, "no malformed fixture")
        } else {
            #expect(outcomes.contains { if case .decodingError = $0 { true } else { false } }, "no malformed fixture")
        }
    }

    enum Outcome: CustomStringConvertible {
        case decoded([CatalogField], Notification)
        case decodingError(String)
        case loadError(String)

        var description: String {
            switch self {
            case .decoded(let fields, let notification):
                "decoded "
                    + fields.map { $0.description(notificationObject: notification.object) }.joined(separator: ", ")
            case .decodingError(let text): "decoding error: \(text)"
            case .loadError(let text): "load error: \(text)"
            }
        }
    }

    static func outcome(of fixture: FixtureCase, for entry: CatalogEntry) -> Outcome {
        let notification: Notification
        do throws(FixtureError) {
            notification = try entry.notification(from: fixture.payload.get())
        } catch {
            return .loadError(error.description)
        }
        do throws(NotificationDecodingError) {
            return .decoded(try entry.decodeFields(notification), notification)
        } catch {
            return .decodingError(error.description)
        }
    }

    static func expect(
        _ fields: [CatalogField],
        match expected: [FixtureExpectedField],
        notificationObject: Any?,
        _ context: Comment
    ) {
        #expect(fields.map(\.name).sorted() == expected.map(\.name).sorted(), context)
        for field in fields {
            guard let expectation = expected.first(where: { $0.name == field.name }) else { continue }
            #expect(
                field.matches(expectation.value, notificationObject: notificationObject),
                "\(context): \(field.description(notificationObject: notificationObject)) is not \(expectation.value)"
            )
        }
    }
}
