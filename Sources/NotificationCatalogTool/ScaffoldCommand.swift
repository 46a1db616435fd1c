import Foundation
import NotificationFixtures

/// How `scaffold` reads its input.
package enum ScaffoldFormat: String, Equatable, Sendable, CaseIterable {
    /// The tagged fixture format (`{"Int": 1}`): a payload, or a fixture file.
    case fixture
    /// Plain JSON, as logged or written by `JSONSerialization`: one payload's `userInfo` object, or an array of them.
    case plain
}

/// What `scaffold` was asked for beside the file.
package struct ScaffoldOptions: Equatable, Sendable {
    /// The struct's name (`--type`); `nil` to derive it from the notification's name.
    package var typeName: String?
    /// The notification's raw name (`--name`); plain JSON has none of its own.
    package var notification: String?
    /// The input's format (`--format`); `nil` to tell from the input.
    package var format: ScaffoldFormat?
    /// Where to write the captured payloads as a fixture file (`--fixture`); `nil` for none.
    package var fixturePath: String?

    /// Options with the given parts.
    package init(
        typeName: String? = nil,
        notification: String? = nil,
        format: ScaffoldFormat? = nil,
        fixturePath: String? = nil
    ) {
        self.typeName = typeName
        self.notification = notification
        self.format = format
        self.fixturePath = fixturePath
    }
}

/// `scaffold FILE [--type NAME] [--name RAW] [--format fixture|plain] [--fixture PATH]`: reads captured payloads, a
/// fixture file or plain JSON, and prints a `Codable` payload struct; with `--fixture`, also writes the payloads to
/// `PATH` as a fixture file that the printed struct decodes.
enum ScaffoldCommand {
    static func run(path: String, options: ScaffoldOptions, io: ToolIO) throws(ToolError) -> ExitCode {
        if let fixturePath = options.fixturePath {
            // Before anything is read: the input itself, a device or a directory is never the fixture file.
            try FixtureFileWriter.refuseInput(path, as: fixturePath)
        }
        let data = try PayloadDecoding.read(path, io: io)
        let scaffold = try Self.scaffold(
            data, options: options, origin: origin(of: path), displayName: PayloadDecoding.displayName(path))
        if let fixturePath = options.fixturePath {
            let text = scaffold.fixtureFileText
            try checkLoadsBack(text, cases: scaffold.fixtureCases)
            try writeFixtureFile(text, to: fixturePath)
        }
        io.print(String(scaffold.swiftSource.dropLast()))
        return .success
    }

    /// Refuses a fixture file text that would not load back: every case must read back as the payload written and
    /// make a notification (two keys Foundation merges, such as `"e\u{301}"` and `"\u{e9}"`, do not).
    private static func checkLoadsBack(
        _ text: String,
        cases: [(label: String, payload: FixturePayload)]
    ) throws(ToolError) {
        func refuse(_ label: String, _ why: String) -> ToolError {
            ToolError(
                .dataError,
                "scaffold: the fixture \(FixtureValue.quoted(label)) would not load back, so no fixture file is "
                    + "written: \(why)")
        }
        let document: FixtureDocument
        do {
            document = try FixtureDocument(parsing: Data(text.utf8))
        } catch {
            throw ToolError(.dataError, "scaffold: the fixture file would not load, so it is not written: \(error)")
        }
        guard case .file(let file) = document, file.cases.count == cases.count else {
            throw ToolError(.dataError, "scaffold: the fixture file would not load back, so it is not written")
        }
        for (written, read) in zip(cases, file.cases) {
            var expected = written.payload
            expected.name = nil
            let payload: FixturePayload
            do {
                payload = try read.payload.get()
                _ = try payload.notification(defaultName: Notification.Name(file.notification))
            } catch {
                throw refuse(written.label, error.description)
            }
            guard payload.jsonText == expected.jsonText else {
                throw refuse(written.label, "it reads back as \(payload.jsonText), not \(expected.jsonText)")
            }
        }
    }

    /// Writes `text` to the file at `path`, replacing a regular file atomically (``FixtureFileWriter``).
    private static func writeFixtureFile(_ text: String, to path: String) throws(ToolError) {
        try FixtureFileWriter.write(text, to: path)
    }

    /// The scaffold for `data` in either format; `displayName` names the input in errors.
    ///
    /// Without a format, the input is read as the fixture format when its top level is an object with a
    /// `"fixtures"` or `"notification"` key, or whose keys are all among `"name"`, `"object"` and `"userInfo"`; as
    /// plain JSON otherwise. An error in the format it was read as says how to ask for the other.
    static func scaffold(
        _ data: Data,
        options: ScaffoldOptions,
        origin: String,
        displayName: String
    ) throws(ToolError) -> Scaffold {
        let plain: FixtureJSON?
        let plainError: PlainJSON.ParseError?
        do {
            plain = try PlainJSON.parse(Array(data))
            plainError = nil
        } catch {
            plain = nil
            plainError = error
        }
        // Not JSON to this parser, and no format given: the fixture reader has the last word (it reads what
        // `JSONSerialization` reads), but its error is this parser's, which says more.
        let format = options.format ?? plain.map(detectedFormat) ?? .fixture
        switch format {
        case .fixture:
            let document: FixtureDocument
            do {
                document = try FixtureDocument(parsing: data)
            } catch {
                if options.format == nil, let plainError {
                    throw ToolError(.dataError, "\(displayName): \(plainError.message)")
                }
                let hint = options.format == nil ? Self.fixtureHint : ""
                throw ToolError(.dataError, "\(displayName): \(error.description)\(hint)")
            }
            do {
                return try scaffold(document, options: options, origin: origin)
            } catch  where options.format == nil && error.status == .usage {
                // `{"name": "report.pdf"}` is a fixture payload too: say how to read it as plain JSON instead.
                throw ToolError(error.status, error.message + Self.fixtureHint)
            }
        case .plain:
            guard let plain else {
                throw ToolError(.dataError, "\(displayName): \(plainError?.message ?? "not JSON")")
            }
            return try scaffold(plain: plain, options: options, origin: origin, displayName: displayName)
        }
    }

    /// The fixture label of the plain JSON payload at `index`, one of `count` in `origin`.
    private static func label(index: Int, among count: Int, origin: String) -> String {
        count == 1 ? "the capture in \(origin)" : "\(origin) $[\(index)]"
    }

    /// What an error about input read as the fixture format, without `--format`, adds.
    static let fixtureHint =
        " (read as the tagged fixture format for its top-level keys; --format plain reads plain JSON)"

    /// The format an untagged read of the input suggests: see ``scaffold(_:options:origin:displayName:)``.
    static func detectedFormat(_ json: FixtureJSON) -> ScaffoldFormat {
        guard case .object(let members) = json, !members.isEmpty else { return .plain }
        let keys = Set(members.map(\.key))
        if keys.contains("fixtures") || keys.contains("notification") { return .fixture }
        return keys.isSubset(of: ["name", "object", "userInfo"]) ? .fixture : .plain
    }

    /// The scaffold for plain JSON: one object, or an array of objects (one per captured payload).
    private static func scaffold(
        plain: FixtureJSON,
        options: ScaffoldOptions,
        origin: String,
        displayName: String
    ) throws(ToolError) -> Scaffold {
        let objects: [(path: String, members: [FixtureJSONMember])]
        switch plain {
        case .object(let members):
            objects = [("$", members)]
        case .array(let elements):
            guard !elements.isEmpty else {
                throw ToolError(.dataError, "\(displayName): $: an empty array; expected one payload object or more")
            }
            var list: [(path: String, members: [FixtureJSONMember])] = []
            for (index, element) in elements.enumerated() {
                guard case .object(let members) = element else {
                    throw ToolError(
                        .dataError,
                        "\(displayName): $[\(index)]: expected a payload object (its userInfo), "
                            + "found \(kindDescription(element))")
                }
                list.append(("$[\(index)]", members))
            }
            objects = list
        default:
            throw ToolError(
                .dataError,
                "\(displayName): $: expected a payload object (its userInfo) or an array of them, "
                    + "found \(kindDescription(plain))")
        }
        guard let notification = options.notification else {
            throw ToolError(
                .usage,
                "scaffold: \(displayName) is plain JSON, which does not name the notification; add --name with its "
                    + "raw name, for example --name LegacyUploadFinished")
        }
        var samples: [FixturePayload] = []
        for object in objects {
            do {
                var entries: [FixtureUserInfoEntry] = []
                for member in object.members {
                    entries.append(
                        FixtureUserInfoEntry(
                            member.key,
                            try PlainJSON.fixtureValue(of: member.value, at: PlainJSON.path(object.path, member.key))))
                }
                samples.append(FixturePayload(name: notification, userInfo: entries))
            } catch {
                throw ToolError(.dataError, "\(displayName): \(error.message)")
            }
        }
        // Strings that are surely a URL, a date or data in every capture become NSURL, NSDate and NSData, in the
        // struct's types and the fixture's values alike.
        samples = PlainStringPromotion.promoting(samples)
        var scaffold = Scaffold(
            notification: notification, typeName: options.typeName, samples: samples, origin: origin)
        scaffold.isPlainJSON = true
        for (index, sample) in samples.enumerated() {
            scaffold.fixtureCases.append((label(index: index, among: samples.count, origin: origin), sample))
        }
        return scaffold
    }

    private static func kindDescription(_ json: FixtureJSON) -> String {
        switch json {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .number(let text): "the number \(text)"
        case .string(let text): "the string \(FixtureValue.quoted(text))"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The scaffold for a parsed fixture document (see ``scaffold(_:options:origin:)``).
    static func scaffold(_ document: FixtureDocument, typeName: String?, origin: String) throws(ToolError) -> Scaffold {
        try scaffold(document, options: ScaffoldOptions(typeName: typeName), origin: origin)
    }

    /// The scaffold for a parsed document: its one payload, or every payload of a file that must decode (every
    /// payload that loads, when the file marks none as valid). `--name` names a payload without a `"name"`, and must
    /// agree with a name the input gives.
    static func scaffold(
        _ document: FixtureDocument,
        options: ScaffoldOptions,
        origin: String
    ) throws(ToolError) -> Scaffold {
        switch document {
        case .payload(let payload):
            guard let name = try name(payload.name, options: options, origin: origin) else {
                throw ToolError(
                    .dataError,
                    "\(origin): the payload has no \"name\"; add the notification's raw name, "
                        + "for example \"name\": \"LegacyUploadFinished\", or pass --name")
            }
            var scaffold = Scaffold(
                notification: name, typeName: options.typeName, samples: [payload], origin: origin)
            scaffold.fixtureCases = [("the capture in \(origin)", payload)]
            return scaffold
        case .file(let file):
            let name = try name(file.notification, options: options, origin: origin) ?? file.notification
            var loaded: [(label: String, payload: FixturePayload)] = []
            var valid: [(label: String, payload: FixturePayload)] = []
            for fixture in file.cases {
                guard let payload = try? fixture.payload.get() else { continue }
                loaded.append((fixture.label, payload))
                if fixture.expectation.expectsDecoding { valid.append((fixture.label, payload)) }
            }
            let cases = valid.isEmpty ? loaded : valid
            guard !cases.isEmpty else {
                throw ToolError(.dataError, "\(origin): no fixture in the file has a payload that loads")
            }
            var scaffold = Scaffold(
                notification: name, typeName: options.typeName, samples: cases.map(\.payload), origin: origin)
            scaffold.fixtureCases = cases
            return scaffold
        }
    }

    /// The notification's name: the input's, or `--name`'s; both must agree when both are given.
    private static func name(
        _ written: String?,
        options: ScaffoldOptions,
        origin: String
    ) throws(ToolError) -> String? {
        if let written, let given = options.notification, written != given {
            throw ToolError(
                .usage,
                "scaffold: --name \(FixtureValue.quoted(given)) disagrees with the name in \(origin), "
                    + "\(FixtureValue.quoted(written)); leave --name out")
        }
        return written ?? options.notification
    }

    /// How the header comment names the input: the file's name, or standard input.
    static func origin(of path: String) -> String {
        path == "-" ? "standard input" : URL(fileURLWithPath: path).lastPathComponent
    }
}
