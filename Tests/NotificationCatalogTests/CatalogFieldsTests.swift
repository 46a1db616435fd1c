import Foundation
import NotificationCatalog
import NotificationCatalogData
import NotificationFixtures
import Testing

/// Issue 30 item 5: every catalog entry's payload has its fields listed by `CatalogEntry+Fields.swift`, never by the
/// reflection fallback (which would list a new entry's payload with whatever names its stored properties have).
@Suite struct CatalogFieldsTests {
    /// A notification each entry decodes: its first fixture that decodes, or, for the entries whose required value
    /// has no fixture form, one built from the Linux stand-ins.
    static func decodable(_ entry: CatalogEntry) throws -> Notification? {
        let file = try FixtureFile(parsing: Data(contentsOf: CatalogDirectory.fixture(member: entry.member)))
        for fixture in file.cases {
            if case .decoded(_, let notification) = entry.check(fixture).outcome { return notification }
        }
        #if !canImport(Darwin)
            switch entry.member {
            case "audioSessionRouteChange":
                return Notification(
                    name: entry.name,
                    userInfo: [
                        "AVAudioSessionRouteChangeReasonKey": NSNumber(value: 1),
                        "AVAudioSessionRouteChangePreviousRouteKey": AVAudioSessionRouteDescription(),
                    ])
            case "persistentCloudKitContainerEventChanged":
                let event = NSPersistentCloudKitContainer.Event(
                    identifier: UUID(), storeIdentifier: "s", type: .setup, startDate: Date(), endDate: nil,
                    succeeded: true, error: nil)
                return Notification(name: entry.name, userInfo: ["event": event])
            case "accessoryDidConnect", "accessoryDidDisconnect":
                return Notification(
                    name: entry.name, userInfo: ["EAAccessoryKey": EAAccessory(connectionID: 1, name: "Dock")])
            default:
                return nil
            }
        #else
            return nil
        #endif
    }

    @Test(arguments: NotificationCatalog.entries.map(\.member))
    func everyPayloadHasExplicitFields(member: String) throws {
        let entry = try #require(NotificationCatalog.entry(named: member))
        let notification = try #require(try Self.decodable(entry), "no notification of \(member) decodes")
        let payload = try entry.decodePayload(notification)
        #expect(
            CatalogEntry.explicitFields(of: payload) != nil,
            "Sources/NotificationCatalogData/CatalogEntry+Fields.swift has no case for \(type(of: payload)) (.\(member))"
        )
    }
}
