import Foundation
import NotificationCatalog
import NotificationCatalogData
import NotificationCatalogSpec
import NotificationDescriptors
import NotificationFixtures
import Testing

/// `NotificationCatalog.entries` and `Catalog/manifest.json` say the same thing, both ways, and the entries are
/// complete enough to print and to document.
@Suite struct CatalogDataTests {
    static func committedManifest() throws -> CatalogManifest {
        try CatalogManifest(json: Data(contentsOf: CatalogDirectory.manifest))
    }

    @Test func everyEntryIsInTheManifestAsItIs() throws {
        let committed = try Self.committedManifest()
        for entry in CatalogManifest(compiled: NotificationCatalog.entries).entries {
            let inFile = committed.entries.first { $0.member == entry.member }
            #expect(inFile != nil, "manifest.json lacks .\(entry.member)")
            if let inFile { #expect(inFile == entry, "manifest.json differs from the code for .\(entry.member)") }
        }
    }

    @Test func everyManifestEntryIsInTheCatalog() throws {
        for entry in try Self.committedManifest().entries {
            let inCode = NotificationCatalog.entry(named: entry.member)
            #expect(inCode != nil, "manifest.json has .\(entry.member), which the catalog lacks")
            #expect(inCode?.name.rawValue == entry.name)
            #expect(inCode?.isPostedOnLinux == entry.postedOnLinux)
            #expect(inCode?.userInfoKeys == entry.userInfo.map(\.key))
        }
        #expect(try Self.committedManifest().entries.map(\.member) == NotificationCatalog.entries.map(\.member))
    }

    @Test func membersAndNamesAreUnique() {
        let entries = NotificationCatalog.entries
        #expect(Set(entries.map(\.member)).count == entries.count)
        #expect(Set(entries.map(\.name)).count == entries.count)
        #expect(Set(entries.map(\.id)).count == entries.count)
    }

    @Test func exactlySevenArePostedOnLinux() {
        let posted = NotificationCatalog.entries.filter(\.isPostedOnLinux).map(\.member)
        #expect(
            posted == [
                "fileHandleReadCompletion", "fileHandleReadToEndOfFileCompletion", "fileHandleDataAvailable",
                "fileHandleConnectionAccepted", "portDidBecomeInvalid", "userDefaultsDidChange",
                "urlCredentialStorageChanged",
            ]
        )
    }

    @Test(arguments: NotificationCatalog.entries.map(\.member))
    func entryIsDocumented(_ member: String) throws {
        let entry = try #require(NotificationCatalog.entry(named: member))
        #expect(!entry.summary.isEmpty && entry.summary.hasSuffix("."))
        #expect(!entry.postedBy.isEmpty)
        #expect(
            [
                "Foundation", "FoundationNetworking", "UIKit", "AVFAudio", "CoreData", "AVFoundation",
                "ExternalAccessory",
            ].contains(
                entry.declaredIn))
        if !entry.isPostedOnLinux {
            #expect(entry.useInstead != nil, "a notification Linux never posts says what to use instead")
            #expect(entry.postedBy.hasPrefix("Nobody"))
        }
        for key in entry.keys {
            #expect(!key.valueType.isEmpty && !key.summary.isEmpty)
        }
        #expect(entry.payloadType == "Void" ? entry.objectType == nil : true)
        #expect(!entry.platforms.isEmpty && entry.platforms.allSatisfy(CatalogEntry.everyPlatform.contains))
        #expect(entry.platforms.contains("Linux"), "every entry exists on Linux, where the catalog is tested")
    }

    @Test func lookupsAcceptMembersDottedMembersAndRawNames() {
        #expect(NotificationCatalog.entry(named: "fileHandleReadCompletion")?.member == "fileHandleReadCompletion")
        #expect(NotificationCatalog.entry(named: ".calendarDayChanged")?.member == "calendarDayChanged")
        #expect(NotificationCatalog.entry(named: "NSTaskDidTerminateNotification")?.member == "processDidTerminate")
        #expect(NotificationCatalog.entry(for: .NSThreadWillExit)?.member == "threadWillExit")
        #expect(NotificationCatalog.entry(named: "noSuchNotification") == nil)
    }

    @Test func acceptedHandleIsDocumentedAsNilOnLinux() throws {
        let entry = try #require(NotificationCatalog.entry(named: "fileHandleConnectionAccepted"))
        let key = try #require(entry.keys.first { $0.name == "NSFileHandleNotificationFileHandleItem" })
        #expect(key.summary.contains("Never present on Linux"))
        #expect(entry.summary.contains("nil on Linux"))
    }

    // MARK: - What the command-line tool builds on

    @Test func describePrintsOneLinePerField() throws {
        let entry = try #require(NotificationCatalog.entry(named: "fileHandleReadCompletion"))
        let payload = try FixturePayload(
            parsing: Data(
                #"{"object": {"FileHandle": "pipe"}, "userInfo": {"NSFileHandleNotificationDataItem": {"Data": "aGk="}}}"#
                    .utf8
            )
        )
        let notification = try entry.notification(from: payload)
        #expect(
            try entry.describe(notification) == """
                fileHandle: FileHandle (the notification's object)
                data: {"Data": "aGk="}
                errorCode: nil
                """
        )
        let void = try #require(NotificationCatalog.entry(named: "calendarDayChanged"))
        #expect(try void.describe(void.notification(from: FixturePayload())) == "()")
    }

    @Test func observingThroughAnEntryUsesItsDescriptor() async throws {
        let center = NotificationCenter()
        let entry = try #require(NotificationCatalog.entry(named: "keyboardDidShow"))
        let received = Recorder<Result<[CatalogField], NotificationDecodingError>>()
        let token = entry.observe(on: center) { received.append($0) }
        defer { token.cancel() }
        center.post(name: entry.name, object: nil, userInfo: ["UIKeyboardAnimationCurveUserInfoKey": 7])
        let payload = KeyboardPayload(frameBegin: .zero, frameEnd: .zero, animationDuration: 0, animationCurve: .linear)
        center.post(.keyboardDidShow, payload)
        let results = received.all
        #expect(results.count == 2)
        if case .failure(let error)? = results.first {
            #expect(error.reason == .missingKey("UIKeyboardFrameBeginUserInfoKey"))
        } else {
            Issue.record("expected a decoding failure first, got \(String(describing: results.first))")
        }
        if case .success(let fields)? = results.last {
            #expect(fields.first { $0.name == "animationCurve" }?.value == .value(.number(.int(3))))
        } else {
            Issue.record("expected fields second, got \(String(describing: results.last))")
        }
        #expect(entry.descriptor is NotificationDescriptor<KeyboardPayload>)
    }

    @Test func fixturesNamingAnotherNotificationAreRejected() throws {
        let entry = try #require(NotificationCatalog.entry(named: "processDidTerminate"))
        let payload = FixturePayload(name: "NSThreadWillExitNotification", object: .object(.thread))
        #expect(throws: FixtureError.self) { try entry.notification(from: payload) }
    }
}
