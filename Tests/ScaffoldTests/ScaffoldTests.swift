import Foundation
import NotificationDescriptors
import NotificationFixtures
import Testing
import ToolTestSupport

@testable import NotificationCatalogTool

/// The input files the committed scaffolds in `Generated/` were printed from: every catalog fixture file and the
/// inputs in `Inputs/`.
enum ScaffoldInputs {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let repository = root.deletingLastPathComponent().deletingLastPathComponent()

    static let files: [URL] = {
        let directories = [
            repository.appendingPathComponent("Catalog/Fixtures"), root.appendingPathComponent("Inputs"),
        ]
        return directories.flatMap { directory in
            ((try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? [])
                .filter { $0.pathExtension == "json" }
        }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }()

    static var names: [String] { files.map { $0.deletingPathExtension().lastPathComponent } }

    static func url(_ name: String) -> URL {
        files.first { $0.deletingPathExtension().lastPathComponent == name } ?? root.appendingPathComponent(name)
    }

    static func document(_ name: String) throws -> FixtureDocument {
        try FixtureDocument(parsing: try Data(contentsOf: url(name)))
    }
}

/// Each committed scaffold's descriptor, by input name: the scaffolds are compiled with this target, so this table
/// is where what `scaffold` printed is used as a user would use it.
let scaffoldedDecoders: [String: @Sendable (Notification) throws -> Any] = [
    "calendarDayChanged": { try CalendarDayChanged.descriptor.decode($0) },
    "currentLocaleDidChange": { try LocaleCurrentLocaleDidChange.descriptor.decode($0) },
    "didBecomeSingleThreaded": { try DidBecomeSingleThreaded.descriptor.decode($0) },
    "fileHandleConnectionAccepted": { try FileHandleConnectionAccepted.descriptor.decode($0) },
    "fileHandleDataAvailable": { try FileHandleDataAvailable.descriptor.decode($0) },
    "fileHandleReadCompletion": { try FileHandleReadCompletion.descriptor.decode($0) },
    "fileHandleReadToEndOfFileCompletion": { try FileHandleReadToEndOfFileCompletion.descriptor.decode($0) },
    "httpCookieStorageCookiesChanged": { try HTTPCookieManagerCookiesChanged.descriptor.decode($0) },
    "keyboardDidChangeFrame": { try KeyboardDidChangeFrame.descriptor.decode($0) },
    "keyboardDidHide": { try KeyboardDidHide.descriptor.decode($0) },
    "keyboardDidShow": { try KeyboardDidShow.descriptor.decode($0) },
    "keyboardWillChangeFrame": { try KeyboardWillChangeFrame.descriptor.decode($0) },
    "keyboardWillHide": { try KeyboardWillHide.descriptor.decode($0) },
    "keyboardWillShow": { try KeyboardWillShow.descriptor.decode($0) },
    "legacyUploadFinished": { try LegacyUploadFinished.descriptor.decode($0) },
    "portDidBecomeInvalid": { try PortDidBecomeInvalid.descriptor.decode($0) },
    "processDidTerminate": { try TaskDidTerminate.descriptor.decode($0) },
    "systemTimeZoneDidChange": { try TimeZoneSystemTimeZoneDidChange.descriptor.decode($0) },
    "threadWillExit": { try ThreadWillExit.descriptor.decode($0) },
    "urlCredentialStorageChanged": { try URLCredentialStorageChanged.descriptor.decode($0) },
    "userDefaultsDidChange": { try UserDefaultsDidChange.descriptor.decode($0) },
    "willBecomeMultiThreaded": { try WillBecomeMultiThreaded.descriptor.decode($0) },
]

@Suite("scaffold")
struct ScaffoldTests {
    /// Like swift-format's generated-file test: print every scaffold again in memory and compare it with the
    /// committed copy, which this target compiles.
    @Test(arguments: ScaffoldInputs.names)
    func committedScaffoldIsWhatTheCommandPrints(name: String) throws {
        let scaffold = try ScaffoldCommand.scaffold(
            try ScaffoldInputs.document(name), typeName: nil, origin: "\(name).json")
        let committedURL = ScaffoldInputs.root.appendingPathComponent("Generated/\(name).swift")
        let committed = try? String(contentsOf: committedURL, encoding: .utf8)
        #expect(
            committed == scaffold.swiftSource,
            """
            Tests/ScaffoldTests/Generated/\(name).swift is stale; regenerate it with
            swift run notification-catalog scaffold \(ScaffoldInputs.url(name).path) > \(committedURL.path)
            """
        )
    }

    /// What the scaffold prints decodes what it was printed from: every payload the file says must decode.
    @Test(arguments: ScaffoldInputs.names)
    func scaffoldDecodesItsOwnPayloads(name: String) throws {
        let decode = try #require(scaffoldedDecoders[name], "add the scaffold of \(name) to scaffoldedDecoders")
        let payloads: [FixturePayload]
        switch try ScaffoldInputs.document(name) {
        case .payload(let payload):
            payloads = [payload]
        case .file(let file):
            payloads = file.cases.compactMap { fixture in
                guard fixture.expectation.expectsDecoding else { return nil }
                return try? fixture.payload.get()
            }
        }
        #expect(!payloads.isEmpty)
        for payload in payloads {
            let notification = try payload.notification(
                defaultName: Notification.Name(payload.name ?? ""), objects: .foundation)
            #expect(throws: Never.self, "\(payload.jsonText)") { _ = try decode(notification) }
        }
    }

    /// The nested example round-trips: posted through its descriptor, a raw observer sees the legacy keys, and a typed
    /// observer gets every value back.
    @Test func nestedScaffoldRoundTrips() throws {
        let document = try ScaffoldInputs.document("legacyUploadFinished")
        guard case .payload(let payload) = document else {
            Issue.record("expected a payload")
            return
        }
        let notification = try payload.notification(defaultName: Notification.Name(""), objects: .foundation)
        let upload = try LegacyUploadFinished.descriptor.decode(notification)
        #expect(upload.fileName == "report.pdf")
        #expect(upload.byteCount == 52000)
        #expect(upload.metadata.class == "bulk")
        #expect(upload.chunks.map(\.length) == [32000, 20000])
        #expect(upload.chunks.map(\.checksum) == ["a1", nil])
        #expect(upload.ratios == [1, 0.5])
        #expect(upload.attempts == [1, nil, 3])
        #expect(upload.sendable.flag)
        #expect(upload.thumbnailFrame == CGRect(x: 0, y: 0, width: 64, height: 64))

        let reposted = LegacyUploadFinished.descriptor.notification(upload)
        let metadata = reposted.userInfo?["LegacyUploadMetadataKey"] as? [String: Any]
        #expect(metadata?["retries"] as? Int == 2)
        let again = try LegacyUploadFinished.descriptor.decode(reposted)
        #expect(again.sourceURL == upload.sourceURL)
        #expect(again.finishedAt == upload.finishedAt)
        #expect(again.chunks.map(\.offset) == [0, 32000])
    }

    @Test func mergedSamplesMakeMissingKeysOptionalAndWidenNumbers() throws {
        let json = """
            {"notification": "Sample", "fixtures": [
              {"label": "a", "payload": {"userInfo": {"count": {"Int": 1}, "label": {"String": "x"}}},
               "expect": {"fields": {}}},
              {"label": "b", "payload": {"userInfo": {"count": {"NSNumber": {"Double": 1.5}}, "note": {"NSNull": null}}},
               "expect": {"fields": {}}},
              {"label": "c", "payload": {"userInfo": {"count": {"String": "bad"}}}, "expect": {"error": "x"}}
            ]}
            """
        let scaffold = try ScaffoldCommand.scaffold(
            try FixtureDocument(parsing: Data(json.utf8)), typeName: "Sample", origin: "sample.json")
        #expect(
            scaffold.record.fields == [
                .init(key: "count", type: .leaf("Double"), isOptional: false),
                .init(key: "label", type: .leaf("String"), isOptional: true),
                .init(key: "note", type: .unknown, isOptional: true),
            ])
    }

    @Test func conflictingTypesAreLeftOutWithTheReason() throws {
        let json = """
            {"notification": "Sample", "fixtures": [
              {"label": "a", "payload": {"userInfo": {"value": {"Int": 1}}}, "expect": {"fields": {}}},
              {"label": "b", "payload": {"userInfo": {"value": {"String": "one"}}}, "expect": {"fields": {}}}
            ]}
            """
        let scaffold = try ScaffoldCommand.scaffold(
            try FixtureDocument(parsing: Data(json.utf8)), typeName: nil, origin: "sample.json")
        #expect(
            scaffold.swiftSource.contains(
                "// Not scaffolded: userInfo[\"value\"]: Int in one capture, String in another."))
        #expect(!scaffold.swiftSource.contains("enum CodingKeys"))
    }

    @Test func aNameWithANewlineStaysInsideTheComment() throws {
        let json = #"{"name": "A\nfunc oops( {", "userInfo": {"k": {"Int": 1}}}"#
        let scaffold = try ScaffoldCommand.scaffold(
            try FixtureDocument(parsing: Data(json.utf8)), typeName: "Sample", origin: "n\u{1B}.json")
        let lines = scaffold.swiftSource.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!lines.contains { $0.hasPrefix("func") })
        #expect(scaffold.swiftSource.contains(#"`A\nfunc oops( {`"#))
        #expect(scaffold.swiftSource.contains(#"`n\u{1b}.json`"#))
        #expect(scaffold.swiftSource.contains(#"Notification.Name("A\nfunc oops( {")"#))
    }

    @Test func wideUnsignedAndSignedIntegersFitNoOneType() throws {
        let json = """
            {"name": "N", "userInfo": {
              "unsigned": {"Array": [{"Bool": true}, {"UInt64": 18446744073709551615}]},
              "mixed": {"Array": [{"Int": -1}, {"UInt64": 18446744073709551615}]},
              "holes": {"Array": [{"NSNull": null}, {"Int": 2}]}
            }}
            """
        let scaffold = try ScaffoldCommand.scaffold(
            try FixtureDocument(parsing: Data(json.utf8)), typeName: nil, origin: "n.json")
        #expect(scaffold.swiftSource.contains("var unsigned: [UInt64]"))
        #expect(scaffold.swiftSource.contains("var holes: [Int?]"))
        #expect(scaffold.swiftSource.contains(#"userInfo["mixed"]: Int in one capture, UInt64 in another."#))
    }

    @Test func keysWithQuotesAndBackslashesAreEscaped() throws {
        let json = #"{"name": "N", "userInfo": {"a \"quoted\" \\ key": {"Int": 1}}}"#
        let scaffold = try ScaffoldCommand.scaffold(
            try FixtureDocument(parsing: Data(json.utf8)), typeName: nil, origin: "n.json")
        #expect(scaffold.swiftSource.contains(#"case aQuotedKey = "a \"quoted\" \\ key""#))
    }

    @Test func anErrorNamingAFileWithANewlineIsOneLine() {
        let captured = CapturedIO(input: Data())
        let status = NotificationCatalogCommand.run(["scaffold", "/nonexistent\n\u{1B}[31mred.json"], io: captured.io)
        #expect(status == .noInput)
        #expect(
            captured.errors == #"notification-catalog: cannot open '/nonexistent\n\u{1b}[31mred.json': no such file"#
                + "\n")
    }

    @Test func commandPrintsTheScaffoldAndTakesTheTypeName() throws {
        let path = ScaffoldInputs.url("keyboardWillShow").path
        let captured = CapturedIO(input: Data())
        let status = NotificationCatalogCommand.run(["scaffold", path, "--type", "KeyboardInfo"], io: captured.io)
        #expect(status == .success)
        #expect(captured.output.contains("struct KeyboardInfo: Codable, Sendable, DescribedNotification {"))
        #expect(captured.output.contains("    userInfo: KeyboardInfo.self\n"))
        #expect(captured.errors.isEmpty)
    }

    @Test(arguments: [
        (["scaffold"], ExitCode.usage, "scaffold: missing <file>"),
        (["scaffold", "x.json", "--type"], .usage, "scaffold: --type needs a value"),
        (["scaffold", "x.json", "--type", "2fast"], .usage, "--type needs a Swift type name"),
        (["scaffold", "/nonexistent.json"], .noInput, "cannot open '/nonexistent.json': no such file"),
        (["scaffold", "-"], .dataError, "standard input"),
    ])
    func badInvocations(arguments: [String], status: ExitCode, message: String) {
        let captured = CapturedIO(input: Data(#"{"userInfo": {"k": {"Int": 1}}}"#.utf8))
        #expect(NotificationCatalogCommand.run(arguments, io: captured.io) == status)
        #expect(captured.errors.contains(message), "\(captured.errors)")
        #expect(captured.output.isEmpty)
    }
}
