import Foundation
import NotificationCatalog
import NotificationCatalogData
import NotificationFixtures
import Testing

/// Every catalog entry lists its payload's fields in its own declaration (`CatalogEntry`'s `fields:`
/// argument, which the compiler requires; there is no reflection fallback), and the list it declares is usable: one
/// name per field, and a field for every payload but `Void`.
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
    func everyEntryDeclaresItsFields(member: String) throws {
        let entry = try #require(NotificationCatalog.entry(named: member))
        let notification = try #require(try Self.decodable(entry), "no notification of \(member) decodes")
        let names = try entry.decodeFields(notification).map(\.name)
        #expect(
            Set(names).count == names.count,
            "\(entry.sourceFile) lists a field twice for .\(member): \(names)"
        )
        #expect(
            names.isEmpty == (entry.payloadType == "Void"),
            "\(entry.sourceFile) lists \(names.count) fields for .\(member), whose payload is \(entry.payloadType)"
        )
    }

    /// An entry without a posting-thread descriptor lists its descriptor's payload; a `fields` closure over another
    /// type compiles (the one initializer cannot tie the two), so every decode of it fails, naming the entry and its
    /// file, instead of listing nothing.
    @Test func fieldsOfAnotherTypeFailEveryDecode() throws {
        let entry = CatalogEntry(
            .fileHandleDataAvailable, payload: .sendable, member: "misdeclared", foundationConstant: nil,
            declaredIn: "Foundation",
            objectType: "FileHandle", keys: [], isPostedOnLinux: true, postedBy: "", useInstead: nil, summary: "",
            fields: { (_: FileHandleReadCompletion) in [] }
        )
        #expect(entry.postingThreadMember == nil)
        let notification = Notification(name: entry.name, object: FileHandle.nullDevice)
        #expect(try CatalogEntry.fileHandleDataAvailable.decodeFields(notification).map(\.name) == ["fileHandle"])
        let error = #expect(throws: NotificationDecodingError.self) { try entry.decodeFields(notification) }
        let description = error.map { "\($0)" } ?? ""
        #expect(description.contains(".misdeclared"), "\(description)")
        #expect(description.contains("CatalogFieldsTests.swift"), "\(description)")
        #expect(description.contains("FileHandleReadCompletion"), "\(description)")
        // The entry still re-encodes what its descriptor decodes: only the listing fails.
        #expect(try entry.reencode(notification).object as? FileHandle === FileHandle.nullDevice)
    }
}
