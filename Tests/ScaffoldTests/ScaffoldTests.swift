import Foundation
import NotificationDescriptors
import NotificationFixtures
import NotificationTesting
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
        let decode = try #require(
            scaffoldedDecoders[name] ?? appleCatalogScaffoldedDecoders[name],
            "add the scaffold of \(name) to scaffoldedDecoders")
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
        #expect(payloads.isEmpty == appleCatalogInputsWithoutValidPayload.contains(name))
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

    /// Issue 23: a property's name is the same from a capture of one key and of three.
    @Test func aPropertysNameDoesNotDependOnHowManyKeysTheCaptureHad() throws {
        func properties(_ userInfo: String) throws -> [String] {
            let json = #"{"name": "AVAudioSessionInterruptionNotification", "userInfo": {\#(userInfo)}}"#
            let source = try ScaffoldCommand.scaffold(
                try FixtureDocument(parsing: Data(json.utf8)), typeName: nil, origin: "n.json"
            ).swiftSource
            return source.split(separator: "\n").filter { $0.hasPrefix("    var ") }.map { String($0.dropFirst(8)) }
        }
        let one = try properties(#""AVAudioSessionInterruptionTypeKey": {"NSNumber": {"Int": 1}}"#)
        let three = try properties(
            #""AVAudioSessionInterruptionTypeKey": {"NSNumber": {"Int": 1}}, "#
                + #""AVAudioSessionInterruptionOptionKey": {"NSNumber": {"Int": 1}}, "#
                + #""AVAudioSessionInterruptionWasSuspendedKey": {"NSNumber": {"Bool": false}}"#)
        #expect(one == ["type: Int"])
        #expect(three == ["option: Int", "type: Int", "wasSuspended: Bool"])
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

/// The plain JSON inputs in `Inputs/Plain/`, by file name, with the raw notification name each is scaffolded for
/// (plain JSON does not say it, so the command takes `--name`).
enum PlainInputs {
    static let notifications = ["uploadFinishedCases": "UploadFinished", "uploadProgress": "UploadProgress"]
    static var names: [String] { notifications.keys.sorted() }

    static func url(_ name: String) -> URL {
        ScaffoldInputs.root.appendingPathComponent("Inputs/Plain/\(name).json")
    }

    static func scaffold(_ name: String) throws -> Scaffold {
        let data = try Data(contentsOf: url(name))
        return try ScaffoldCommand.scaffold(
            data, options: ScaffoldOptions(notification: notifications[name]), origin: "\(name).json",
            displayName: "\(name).json")
    }

    /// The input as a user's program has it: each payload object read by `JSONSerialization`, posted as `userInfo`.
    static func notifications(_ name: String) throws -> [Notification] {
        let json = try JSONSerialization.jsonObject(with: try Data(contentsOf: url(name)))
        let objects = (json as? [Any]) ?? [json]
        return objects.map { object in
            Notification(
                name: Notification.Name(notifications[name] ?? ""), object: nil,
                userInfo: object as? [AnyHashable: Any])
        }
    }
}

/// Each committed plain-JSON scaffold's descriptor, by input name.
let plainDecoders: [String: @Sendable (Notification) throws -> Any] = [
    "uploadFinishedCases": { try UploadFinished.descriptor.decode($0) },
    "uploadProgress": { try UploadProgress.descriptor.decode($0) },
]

@Suite("scaffold from plain JSON")
struct PlainScaffoldTests {
    @Test(arguments: PlainInputs.names)
    func committedScaffoldIsWhatTheCommandPrints(name: String) throws {
        let scaffold = try PlainInputs.scaffold(name)
        let committedURL = ScaffoldInputs.root.appendingPathComponent("Generated/\(name).swift")
        let committed = try? String(contentsOf: committedURL, encoding: .utf8)
        #expect(
            committed == scaffold.swiftSource,
            """
            Tests/ScaffoldTests/Generated/\(name).swift is stale; regenerate it with
            swift run notification-catalog scaffold \(PlainInputs.url(name).path) \
            --name \(PlainInputs.notifications[name] ?? "") > \(committedURL.path)
            """
        )
    }

    /// The compiled scaffold decodes every payload of the JSON it was printed from, as `JSONSerialization` reads it.
    @Test(arguments: PlainInputs.names)
    func scaffoldDecodesItsInput(name: String) throws {
        let decode = try #require(plainDecoders[name], "add the scaffold of \(name) to plainDecoders")
        let notifications = try PlainInputs.notifications(name)
        #expect(!notifications.isEmpty)
        for notification in notifications {
            #expect(throws: Never.self, "\(notification.userInfo ?? [:])") { _ = try decode(notification) }
        }
    }

    /// Issue 22 item 7: keys an `NSDictionary` keeps apart (`"é"` and `"e\u0301"`, different UTF-16) stay apart: two
    /// properties whose raw values, escaped so they read apart, are the two keys; the committed copy compiles with this
    /// target. Swift's own `String ==` finds them equal, so the decoder reads either key for both.
    @Test func keysThatAnNSDictionaryKeepsApartStayApart() throws {
        let url = ScaffoldInputs.root.appendingPathComponent("Inputs/Plain/accentedKeys.json")
        let scaffold = try ScaffoldCommand.scaffold(
            try Data(contentsOf: url), options: ScaffoldOptions(notification: "LegacyAccent"),
            origin: "accentedKeys.json", displayName: "accentedKeys.json")
        let committedURL = ScaffoldInputs.root.appendingPathComponent("Generated/accentedKeys.swift")
        #expect(
            (try? String(contentsOf: committedURL, encoding: .utf8)) == scaffold.swiftSource,
            """
            Tests/ScaffoldTests/Generated/accentedKeys.swift is stale; regenerate it with
            swift run notification-catalog scaffold \(url.path) --name LegacyAccent > \(committedURL.path)
            """)
        #expect(scaffold.record.fields.count == 4)
        #expect(scaffold.swiftSource.contains(#"case accent = "LegacyAccente\u{301}Key""#))
        #expect(scaffold.swiftSource.contains(#"case accent2 = "LegacyAccent\u{e9}Key""#))
        #expect(scaffold.swiftSource.contains(#"userInfo keys "cafe\u{301}" and "caf\u{e9}" are different keys"#))

        // Swift compiles two raw values that its `==` calls equal, and keeps each as written.
        func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }
        #expect(scalars(LegacyAccent.CodingKeys.accent.rawValue) == scalars("LegacyAccente\u{301}Key"))
        #expect(scalars(LegacyAccent.CodingKeys.accent2.rawValue) == scalars("LegacyAccent\u{E9}Key"))
        #expect(scalars(LegacyAccent.Details.CodingKeys.caf.rawValue) == scalars("cafe\u{301}"))
        #expect(scalars(LegacyAccent.Details.CodingKeys.caf2.rawValue) == scalars("caf\u{E9}"))

        // A payload holding one of the two decodes, both properties reading it (as the note says).
        let payload = try LegacyAccent.descriptor.decode(
            Notification(
                name: Notification.Name("LegacyAccent"), object: nil,
                userInfo: [
                    "LegacyAccent\u{E9}Key": 1, "LegacyAccentNameKey": "x",
                    "LegacyAccentDetailsKey": ["caf\u{E9}": "a"],
                ]))
        #expect(payload.accent == 1 && payload.accent2 == 1)
        #expect(payload.details.caf == "a" && payload.details.caf2 == "a")

        // The same scalars twice is still a duplicate.
        let result = run(["-", "--name", "N"], input: "{\"\u{E9}\": 1, \"\\u00e9\": 2}")
        #expect(result.status == .dataError)
        #expect(result.errors.contains(#"duplicate key "é""#), "\(result.errors)")
    }

    @Test func valuesArriveAsWritten() throws {
        let progress = try UploadProgress.descriptor.decode(
            try #require(PlainInputs.notifications("uploadProgress").first))
        #expect(progress.fileName == "report.pdf")
        #expect(progress.bytesSent == 1024)
        #expect(progress.fraction == 0.25)
        #expect(progress.isResumed == false)
        #expect(progress.finishedAt == "2024-05-01T10:00:00Z")
        #expect(progress.server.tags == ["a", "b"])
        #expect(progress.chunks.map(\.checksum) == [nil, "ab"])
        #expect(progress.ratios == [1, 0.5])
        #expect(progress.attempts == [1, nil, 3])
        #expect(progress.class == "bulk")
        #expect(progress.retryAfter == 30)

        let cases = try PlainInputs.notifications("uploadFinishedCases").map {
            try UploadFinished.descriptor.decode($0)
        }
        #expect(cases.map(\.byteCount) == [100, 2500, 7])
        #expect(cases.map(\.error?.code) == [nil, 3, 4])
        #expect(cases.map(\.error?.message) == [nil, "disk full", nil])
        #expect(cases.map(\.protocol) == ["https", nil, nil])
        #expect(cases.map(\.tags) == [[], nil, ["retried"]])
    }

    @Test func theCommentsSayWherePlainJSONCannotTell() throws {
        let source = try PlainInputs.scaffold("uploadProgress").swiftSource
        #expect(source.contains("Read from plain JSON, which cannot tell every type apart: a Date, Data or URL"))
        let lines = source.split(separator: "\n").map(String.init)
        func remark(above property: String) throws -> String {
            lines[try #require(lines.firstIndex(of: "    var \(property)")) - 1]
        }
        #expect(
            try remark(above: "finishedAt: String").contains(
                "reads as an ISO 8601 date: if the notification posts a Date"))
        #expect(try remark(above: "thumbnail: String").contains("reads as base64: if the notification posts a Data"))
        // Issue 23: plain identifiers carry no remark.
        for property in ["fileName: String", "`class`: String", "bytesSent: Int"] {
            #expect(try !remark(above: property).contains("A string in the JSON"), "\(property)")
        }
        #expect(source.components(separatedBy: "A string in the JSON").count == 3)
    }

    static let stringSamples: [(String, ScaffoldStringLooks)] = [
        ("2024-05-01T10:00:00Z", .date), ("2024-05-01", .date), ("2024-05-01T10:00:00.250+02:00", .date),
        ("https://example.com/a?b=c", .url), ("file:///tmp/a", .url), ("aGVsbG8=", .data), ("AAECAwQFBgc=", .data),
        ("report.pdf", []), ("eu-1", []), ("complete", []), ("a1", []), ("bulk", []), ("2024", []),
        ("disk full", []), ("E621E1F8-C36C-495A", []),
    ]

    @Test("A string looks like a Date, URL or Data only when its text does", arguments: stringSamples)
    func stringLooks(text: String, looks: ScaffoldStringLooks) {
        #expect(ScaffoldStringLooks(text: text) == looks)
    }

    @Test func codingKeysOnlyWhereAKeyIsNotItsPropertysName() throws {
        let mixed = try PlainInputs.scaffold("uploadProgress").swiftSource
        #expect(mixed.contains("        case retryAfter = \"retry-after\"\n"))
        #expect(mixed.contains("        case fileName\n"), "no raw value Swift would infer")
        #expect(!mixed.contains("case fileName = "))
        let same = try PlainInputs.scaffold("uploadFinishedCases").swiftSource
        #expect(!same.contains("CodingKeys"), "every key is its property's name")
    }

    @Test("Colliding keys: fileName keeps its name, FileName and file_name get distinct ones, and all decode")
    func collidingKeys() throws {
        let result = run(
            ["-", "--name", "N", "--format", "plain"],
            input: #"{"file_name": "c", "fileName": "a", "FileName": "b"}"#)
        #expect(result.status == .success, "\(result.errors)")
        #expect(result.output.contains("    var fileName: String\n"))
        #expect(result.output.contains("        case fileName\n"))
        #expect(result.output.contains("        case fileName2 = \"FileName\"\n"))
        #expect(result.output.contains("        case fileName3 = \"file_name\"\n"))
    }

    @Test("A value with no scaffold inside a nested dictionary or array names its real path")
    func nestedNotScaffoldedNamesThePath() throws {
        let result = run(
            ["-", "--name", "N", "--format", "plain"],
            input: #"{"outer": {"z": null, "inner": [{"y": []}]}}"#)
        #expect(result.status == .success, "\(result.errors)")
        #expect(result.output.contains("// Not scaffolded: userInfo[\"outer\"][\"z\"]: NSNull in every capture"))
        #expect(
            result.output.contains(
                "// Not scaffolded: userInfo[\"outer\"][\"inner\"][*][\"y\"]: an empty array in every capture"),
            "\(result.output)")
        #expect(!result.output.contains("userInfo[\"z\"]"))
    }

    @Test("A 30-digit integer scaffolds as Decimal and its fixture keeps every digit; past a Decimal it is refused")
    func hugeIntegers() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("huge-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixture = directory.appendingPathComponent("f.json").path
        let digits = "123456789012345678901234567890"
        let result = run(["-", "--name", "N", "--fixture", fixture], input: #"{"big": \#(digits)}"#)
        #expect(result.status == .success, "\(result.errors)")
        #expect(result.output.contains("    var big: Decimal\n"))
        let text = try String(contentsOfFile: fixture, encoding: .utf8)
        #expect(text.contains(#"{"NSDecimalNumber": "\#(digits)"}"#), "\(text)")
        let loaded = try #require(try NotificationFixture.load(contentsOf: URL(fileURLWithPath: fixture)).first)
        let value = try loaded.notification().userInfo?["big"] as? NSDecimalNumber
        #expect(value?.decimalValue.description == digits)
        // The scaffolded property's type reads it, every digit.
        let read = try loaded.notification().value(for: UserInfoKey<Decimal>("big"))
        #expect(read.description == digits)
        // 45 digits, not a Decimal's: refused with the path and why; 1e400: refused, saying why.
        let tooLong = run(["-", "--name", "N"], input: #"{"a": {"b": \#(String(repeating: "7", count: 45))}}"#)
        #expect(tooLong.status == .dataError)
        #expect(tooLong.errors.contains("$.a.b: the integer 7777"), "\(tooLong.errors)")
        #expect(tooLong.errors.contains("more than any Swift number holds exactly"))
        let huge = run(["-", "--name", "N"], input: #"{"a": 1e400}"#)
        #expect(huge.status == .dataError)
        #expect(huge.errors.contains("beyond a Double's range"), "\(huge.errors)")
    }

    /// Runs `scaffold` in-process on standard input.
    private func run(_ arguments: [String], input: String) -> (status: ExitCode, output: String, errors: String) {
        let captured = CapturedIO(input: Data(input.utf8))
        let status = NotificationCatalogCommand.run(["scaffold"] + arguments, io: captured.io)
        return (status, captured.output, captured.errors)
    }

    @Test(
        "The format is told from the input, or given with --format",
        arguments: [
            // Plain: keys a fixture payload does not have, an array of objects.
            (#"{"a": 1}"#, [String](), true),
            (#"[{"a": 1}, {"b": "x"}]"#, [], true),
            (#"{"name": "report.pdf", "size": 3}"#, [], true),
            // Fixture: only "name", "object", "userInfo", or a fixture file.
            (#"{"name": "N", "userInfo": {"a": {"Int": 1}}}"#, [], false),
            (
                #"{"notification": "N", "fixtures": [{"label": "x", "payload": {"userInfo": {"a": {"Int": 1}}}, "#
                    + #""expect": {"fields": {}}}]}"#,
                [], false
            ),
            // --format overrides: a user's payload whose only key is "userInfo".
            (#"{"userInfo": {"a": 1}}"#, ["--format", "plain"], true),
        ])
    func formatDetection(input: String, arguments: [String], isPlain: Bool) throws {
        let result = run(["-", "--name", "N"] + arguments, input: input)
        #expect(result.status == .success, "\(result.errors)")
        #expect(result.output.contains("Read from plain JSON") == isPlain)
        #expect(result.output.contains(#"Notification.Name("N")"#))
    }

    @Test(
        "Input that is neither format, or that no scaffold can read, is one clear line",
        arguments: [
            ("", ExitCode.dataError, "standard input: the input is empty; expected JSON text"),
            (" \n\t", ExitCode.dataError, "standard input: the input is empty; expected JSON text"),
            ("not json", .dataError, "standard input: invalid JSON"),
            ("\u{FF}\u{FE}binary", .dataError, "standard input: invalid JSON"),
            ("42", .dataError, "$: expected a payload object (its userInfo) or an array of them, found the number 42"),
            ("[]", .dataError, "$: an empty array; expected one payload object or more"),
            (#"[{"a": 1}, 2]"#, .dataError, "$[1]: expected a payload object (its userInfo), found the number 2"),
            (#"{"a": 1, "a": 2}"#, .dataError, #"duplicate key "a""#),
            // The same scalars, written raw and escaped: a duplicate (`"é"` and `"e\u0301"` are not, see below).
            ("{\"caf\u{E9}\": 1, \"caf\\u00e9\": 2}", .dataError, #"duplicate key "café""#),
            ("{\"e\\u0301\": 1, \"\u{65}\u{301}\": 2}", .dataError, "duplicate key \"e\u{301}\""),
            (#"{"a": 1e400}"#, .dataError, "number 1e400 is not representable"),
            (#"{"a": "\udc00"}"#, .dataError, "a lone low surrogate"),
            (#"{"a": 1} x"#, .dataError, "unexpected 'x'"),
            (String(repeating: "[", count: 100_000), .dataError, "(at most 512 levels)"),
            (
                #"{"a": "#
                    + String(repeating: "[", count: 65) + String(repeating: "]", count: 65) + "}", .dataError,
                "$.a[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0]"
            ),
            (
                #"{"userInfo": {"a": 1}}"#, .dataError,
                "(read as the tagged fixture format for its top-level keys; --format plain reads plain JSON)"
            ),
        ])
    func badInput(input: String, status: ExitCode, message: String) {
        let result = run(["-", "--name", "N"], input: input)
        #expect(result.status == status)
        #expect(result.errors.hasPrefix("notification-catalog: "), "\(result.errors)")
        #expect(result.errors.contains(message), "\(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
        #expect(result.output.isEmpty)
    }

    @Test(
        "Bytes that are not UTF-8 (a binary file) are one line, exit 65",
        arguments: [[0xFF], [0x7B, 0xC3], [0, 1, 2]])
    func binaryInput(bytes: [UInt8]) {
        let captured = CapturedIO(input: Data(bytes + Array(repeating: 0x80, count: 3)))
        let status = NotificationCatalogCommand.run(["scaffold", "-", "--name", "N"], io: captured.io)
        #expect(status == .dataError)
        #expect(captured.errors == "notification-catalog: standard input: not UTF-8 text, so not JSON\n")
        #expect(captured.output.isEmpty)
    }

    @Test func plainJSONNeedsTheNotificationsName() {
        let result = run(["-"], input: #"{"a": 1}"#)
        #expect(result.status == .usage)
        #expect(
            result.errors
                == "notification-catalog: scaffold: standard input is plain JSON, which does not name the "
                + "notification; add --name with its raw name, for example --name LegacyUploadFinished\n")
    }

    @Test func nameFillsInAFixturePayloadWithoutOneAndMustAgreeWithAGivenOne() {
        let unnamed = run(["-", "--name", "Given"], input: #"{"userInfo": {"a": {"Int": 1}}}"#)
        #expect(unnamed.status == .success)
        #expect(unnamed.output.contains(#"Notification.Name("Given")"#))
        let named = run(["-", "--name", "Other"], input: #"{"name": "N", "userInfo": {"a": {"Int": 1}}}"#)
        #expect(named.status == .usage)
        #expect(named.errors.contains(#"--name "Other" disagrees with the name in standard input, "N""#))
        #expect(named.errors.contains("--format plain reads plain JSON"))
        // A user's plain payload that happens to have only a "name" key: --format plain reads it as one.
        let plain = run(["-", "--name", "Other", "--format", "plain"], input: #"{"name": "N"}"#)
        #expect(plain.status == .success)
        #expect(plain.output.contains("    var name: String\n"))
    }
}

/// `scaffold --fixture` (issue 23): the committed fixture files in `Generated/Fixtures/` are what the command wrote,
/// and the committed structs, printed by the same command, decode every case of them.
@Suite("scaffold --fixture")
struct ScaffoldFixtureTests {
    /// The inputs, their arguments, and the names of their committed outputs.
    static let inputs: [String: (path: String, arguments: [String])] = [
        "uploadProgress": ("Inputs/Plain/uploadProgress.json", ["--name", "UploadProgress"]),
        "uploadFinishedCases": ("Inputs/Plain/uploadFinishedCases.json", ["--name", "UploadFinished"]),
        "legacyUploadFinished": ("Inputs/legacyUploadFinished.json", []),
    ]

    static func committedFixture(_ name: String) -> URL {
        ScaffoldInputs.root.appendingPathComponent("Generated/Fixtures/\(name).json")
    }

    @Test(
        "The fixture file written is the committed one, and the struct printed beside it is unchanged",
        arguments: inputs.keys.sorted())
    func writesTheCommittedFixture(name: String) throws {
        let input = try #require(Self.inputs[name])
        let written = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: written) }
        let captured = CapturedIO(input: Data())
        let arguments =
            ["scaffold", ScaffoldInputs.root.appendingPathComponent(input.path).path]
            + input.arguments + ["--fixture", written.path]
        #expect(NotificationCatalogCommand.run(arguments, io: captured.io) == .success, "\(captured.errors)")
        let committedSwift = try String(
            contentsOf: ScaffoldInputs.root.appendingPathComponent("Generated/\(name).swift"), encoding: .utf8)
        #expect(captured.output == committedSwift, "the struct is what scaffold prints without --fixture")
        let committedFixture = try? String(contentsOf: Self.committedFixture(name), encoding: .utf8)
        #expect(
            try String(contentsOf: written, encoding: .utf8) == committedFixture,
            """
            Tests/ScaffoldTests/Generated/Fixtures/\(name).json is stale; regenerate it with
            swift run notification-catalog scaffold Tests/ScaffoldTests/\(input.path) \
            \(input.arguments.joined(separator: " ")) --fixture Tests/ScaffoldTests/Generated/Fixtures/\(name).json
            """)
    }

    @Test("expectFixtures over each written file passes with the printed struct")
    func thePrintedStructPassesExpectFixtures() {
        let progress = expectFixtures(UploadProgress.self, in: Self.committedFixture("uploadProgress"))
        #expect(progress.map(\.fileName) == ["report.pdf"])
        #expect(progress.first?.server.tags == ["a", "b"])
        let finished = expectFixtures(UploadFinished.self, in: Self.committedFixture("uploadFinishedCases"))
        #expect(finished.map(\.byteCount) == [100, 2500, 7])
        let legacy = expectFixtures(LegacyUploadFinished.self, in: Self.committedFixture("legacyUploadFinished"))
        #expect(legacy.map(\.fileName) == ["report.pdf"])
    }

    @Test func plainValuesAreWrittenAsALegacyPostHoldsThem() throws {
        let text = try String(contentsOf: Self.committedFixture("uploadProgress"), encoding: .utf8)
        #expect(text.contains(#""fileName": {"NSString": "report.pdf"}"#))
        #expect(text.contains(#""bytesSent": {"NSNumber": {"Int": 1024}}"#))
        #expect(text.contains(#""isResumed": {"NSNumber": {"Bool": false}}"#))
        #expect(text.contains(#""note": {"NSNull": null}"#))
        #expect(text.contains(#""server": {"NSDictionary": {"#))
        #expect(text.contains(#""ratios": {"NSArray": [{"NSNumber": {"Int": 1}}, {"NSNumber": {"Double": 0.5}}]}"#))
    }

    @Test func aFixtureFileThatCannotBeWrittenIsStatus73AndNothingIsPrinted() {
        let captured = CapturedIO(input: Data(#"{"a": 1}"#.utf8))
        let status = NotificationCatalogCommand.run(
            ["scaffold", "-", "--name", "N", "--fixture", "/nonexistent/dir/n.json"], io: captured.io)
        #expect(status == .cannotCreate)
        #expect(captured.output.isEmpty)
        #expect(
            captured.errors.hasPrefix(
                "notification-catalog: scaffold: cannot write the fixture file '/nonexistent/dir/n.json': "))
        #expect(captured.errors.split(separator: "\n").count == 1)
    }
}
