import Foundation
import NotificationCatalog
import NotificationCatalogData
import NotificationDescriptors
import NotificationFixtures
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Each descriptor's encoder writes the object and userInfo Foundation writes (for the 7 names Linux posts, the live
/// tests also compare with what Foundation really posted), type for type: a Swift `Int` is not an `NSNumber`.
@Suite struct EncoderTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let label: String
        let expectedJSON: String
        var testDescription: String { label }
    }

    static let rows: [Row] = [
        Row(
            label: "fileHandleReadCompletion",
            expectedJSON:
                #"{"object": {"FileHandle": "pipe"}, "userInfo": {"NSFileHandleNotificationDataItem": {"Data": "aGk="}}}"#
        ),
        Row(
            label: "fileHandleReadCompletion, failed",
            expectedJSON:
                #"{"object": {"FileHandle": "pipe"}, "userInfo": [{"key": {"String": "NSFileHandleError"}, "value": {"Int": 21}}, {"key": {"String": "NSFileHandleNotificationDataItem"}, "value": {"Data": ""}}]}"#
        ),
        Row(
            label: "fileHandleReadToEndOfFileCompletion",
            expectedJSON:
                #"{"object": {"FileHandle": "pipe"}, "userInfo": {"NSFileHandleNotificationDataItem": {"Data": "aGk="}}}"#
        ),
        Row(
            label: "fileHandleReadToEndOfFileCompletion, failed",
            expectedJSON: #"{"object": {"FileHandle": "pipe"}, "userInfo": {"NSFileHandleError": {"Int": 21}}}"#
        ),
        Row(
            label: "fileHandleDataAvailable",
            expectedJSON: #"{"object": {"FileHandle": "pipe"}, "userInfo": {}}"#
        ),
        Row(
            label: "fileHandleConnectionAccepted, Linux",
            expectedJSON: #"{"object": {"FileHandle": "pipe"}, "userInfo": {}}"#
        ),
        Row(
            label: "fileHandleConnectionAccepted, Apple",
            expectedJSON:
                #"{"object": {"FileHandle": "pipe"}, "userInfo": {"NSFileHandleNotificationFileHandleItem": {"FileHandle": "pipe"}}}"#
        ),
        Row(
            label: "fileHandleConnectionAccepted, Apple failure",
            expectedJSON:
                #"{"object": {"FileHandle": "pipe"}, "userInfo": {"NSFileHandleError": {"NSNumber": {"Int": 24}}}}"#
        ),
        Row(label: "portDidBecomeInvalid", expectedJSON: #"{"object": {"SocketPort": "tcp"}, "userInfo": null}"#),
        Row(
            label: "userDefaultsDidChange", expectedJSON: #"{"object": {"UserDefaults": "standard"}, "userInfo": null}"#
        ),
        Row(
            label: "urlCredentialStorageChanged",
            expectedJSON: #"{"object": {"URLCredentialStorage": "shared"}, "userInfo": null}"#
        ),
        Row(
            label: "httpCookieStorageCookiesChanged",
            expectedJSON: #"{"object": {"HTTPCookieStorage": "shared"}, "userInfo": null}"#
        ),
        Row(label: "processDidTerminate", expectedJSON: #"{"object": {"Process": {}}, "userInfo": null}"#),
        Row(label: "threadWillExit", expectedJSON: #"{"object": {"Thread": {}}, "userInfo": null}"#),
        Row(label: "willBecomeMultiThreaded", expectedJSON: #"{"object": null, "userInfo": null}"#),
        Row(label: "didBecomeSingleThreaded", expectedJSON: #"{"object": null, "userInfo": null}"#),
        Row(label: "currentLocaleDidChange", expectedJSON: #"{"object": null, "userInfo": null}"#),
        Row(label: "systemTimeZoneDidChange", expectedJSON: #"{"object": null, "userInfo": null}"#),
        Row(label: "calendarDayChanged", expectedJSON: #"{"object": null, "userInfo": null}"#),
    ]

    @Test(arguments: rows)
    func encoderWritesFoundationsShape(_ row: Row) throws {
        let (notification, object) = try Self.encode(row.label)
        var expected = try FixturePayload(parsing: Data(row.expectedJSON.utf8))
        expected.userInfo = expected.userInfo?.sorted { $0.key.jsonText < $1.key.jsonText }
        var rendered = try FixturePayload(rendering: notification)
        rendered.name = nil
        #expect(rendered == expected)
        if let object {
            #expect(notification.object as AnyObject === object, "the object is the payload's own, not a copy")
        }
        // What was written reads back.
        let member = String(row.label.prefix { $0 != "," })
        let entry = try #require(NotificationCatalog.entry(named: member))
        #expect(throws: Never.self) { try entry.decodeFields(notification) }
    }

    /// The notification the descriptor writes for a sample payload, and the payload's object.
    static func encode(_ label: String) throws -> (Notification, AnyObject?) {
        let handle = Pipe().fileHandleForReading
        let data = Data("hi".utf8)
        switch label {
        case "fileHandleReadCompletion":
            return (.init(.fileHandleReadCompletion, FileHandleReadCompletion(fileHandle: handle, data: data)), handle)
        case "fileHandleReadCompletion, failed":
            let payload = FileHandleReadCompletion(fileHandle: handle, data: Data(), errorCode: 21)
            return (.init(.fileHandleReadCompletion, payload), handle)
        case "fileHandleReadToEndOfFileCompletion":
            let payload = FileHandleReadCompletion(fileHandle: handle, data: data)
            return (.init(.fileHandleReadToEndOfFileCompletion, payload), handle)
        case "fileHandleReadToEndOfFileCompletion, failed":
            let payload = FileHandleReadCompletion(fileHandle: handle, data: Data(), errorCode: 21)
            return (.init(.fileHandleReadToEndOfFileCompletion, payload), handle)
        case "fileHandleDataAvailable":
            return (.init(.fileHandleDataAvailable, FileHandleDataAvailable(fileHandle: handle)), handle)
        case "fileHandleConnectionAccepted, Linux":
            return (.init(.fileHandleConnectionAccepted, FileHandleConnectionAccepted(listeningHandle: handle)), handle)
        case "fileHandleConnectionAccepted, Apple":
            let payload = FileHandleConnectionAccepted(
                listeningHandle: handle, acceptedHandle: Pipe().fileHandleForReading
            )
            return (.init(.fileHandleConnectionAccepted, payload), handle)
        case "fileHandleConnectionAccepted, Apple failure":
            let payload = FileHandleConnectionAccepted(listeningHandle: handle, errorCode: 24)
            return (.init(.fileHandleConnectionAccepted, payload), handle)
        case "portDidBecomeInvalid":
            let port = try #require(SocketPort(remoteWithTCPPort: 9, host: nil))
            return (.init(.portDidBecomeInvalidOnPostingThread, .init(port: port)), port)
        case "userDefaultsDidChange":
            let defaults = UserDefaults.standard
            return (.init(.userDefaultsDidChangeOnPostingThread, .init(defaults: defaults)), defaults)
        case "urlCredentialStorageChanged":
            let storage = URLCredentialStorage.shared
            return (.init(.urlCredentialStorageChanged, URLCredentialStorageChanged(storage: storage)), storage)
        case "httpCookieStorageCookiesChanged":
            let storage = HTTPCookieStorage.shared
            return (.init(.httpCookieStorageCookiesChanged, HTTPCookieStorageCookiesChanged(storage: storage)), storage)
        case "processDidTerminate":
            let process = Process()
            return (.init(.processDidTerminate, ProcessDidTerminate(process: process)), process)
        case "threadWillExit":
            let thread = Thread()
            return (.init(.threadWillExitOnPostingThread, .init(thread: thread)), thread)
        case "willBecomeMultiThreaded": return (.init(.willBecomeMultiThreaded, ()), nil)
        case "didBecomeSingleThreaded": return (.init(.didBecomeSingleThreaded, ()), nil)
        case "currentLocaleDidChange": return (.init(.currentLocaleDidChange, ()), nil)
        case "systemTimeZoneDidChange": return (.init(.systemTimeZoneDidChange, ()), nil)
        case "calendarDayChanged": return (.init(.calendarDayChanged, ()), nil)
        default:
            Issue.record("no sample for \(label)")
            return (Notification(name: Notification.Name(label)), nil)
        }
    }

    @Test func everyCatalogDescriptorHasAnEncoder() {
        #expect(NotificationDescriptor.fileHandleReadCompletion.hasEncoder)
        #expect(NotificationDescriptor.fileHandleReadToEndOfFileCompletion.hasEncoder)
        #expect(NotificationDescriptor.fileHandleDataAvailable.hasEncoder)
        #expect(NotificationDescriptor.fileHandleConnectionAccepted.hasEncoder)
        #expect(NotificationDescriptor.portDidBecomeInvalidOnPostingThread.hasEncoder)
        #expect(NotificationDescriptor.userDefaultsDidChangeOnPostingThread.hasEncoder)
        #expect(NotificationDescriptor.urlCredentialStorageChanged.hasEncoder)
        #expect(NotificationDescriptor.httpCookieStorageCookiesChanged.hasEncoder)
        #expect(NotificationDescriptor.processDidTerminate.hasEncoder)
        #expect(NotificationDescriptor.threadWillExitOnPostingThread.hasEncoder)
        #expect(NotificationDescriptor.willBecomeMultiThreaded.hasEncoder)
        #expect(NotificationDescriptor.didBecomeSingleThreaded.hasEncoder)
        #expect(NotificationDescriptor.currentLocaleDidChange.hasEncoder)
        #expect(NotificationDescriptor.systemTimeZoneDidChange.hasEncoder)
        #expect(NotificationDescriptor.calendarDayChanged.hasEncoder)
        #expect(NotificationDescriptor.keyboardWillShow.hasEncoder)
        // The identity-only payloads cannot name the object to post: their posting-thread twins write it.
        #expect(!NotificationDescriptor.portDidBecomeInvalid.hasEncoder)
        #expect(!NotificationDescriptor.userDefaultsDidChange.hasEncoder)
        #expect(!NotificationDescriptor.threadWillExit.hasEncoder)
    }

    @Test func everySampleRowNamesACatalogEntry() {
        let members = Set(Self.rows.map { String($0.label.prefix { $0 != "," }) })
        let expected = Set(
            NotificationCatalog.entries.filter { $0.declaredIn != "UIKit" && !AppleCatalog.contains($0.member) }
                .map(\.member))
        #expect(members == expected)
    }
}

extension Notification {
    /// The notification `descriptor` writes for `payload`.
    fileprivate init<Payload>(_ descriptor: NotificationDescriptor<Payload>, _ payload: Payload) {
        self = descriptor.notification(payload)
    }
}
