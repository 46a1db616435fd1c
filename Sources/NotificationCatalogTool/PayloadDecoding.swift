import Foundation
import NotificationCatalog
import NotificationCatalogData
import NotificationDescriptors
import NotificationFixtures

/// `decode NAME FILE`: reads a payload, or a catalog fixture file, in the fixture JSON format and decodes it with the
/// entry's descriptor.
enum PayloadDecoding {
    static func decode(entry: CatalogEntry, path: String, io: ToolIO) throws(ToolError) -> ExitCode {
        let data = try read(path, io: io)
        let document: FixtureDocument
        do {
            document = try FixtureDocument(parsing: data)
        } catch {
            throw ToolError(.dataError, "\(displayName(path)): \(error.description)")
        }
        switch document {
        case .payload(let payload):
            return try decode(payload, entry: entry, path: path, io: io)
        case .file(let file):
            return try check(file, entry: entry, path: path, io: io)
        }
    }

    /// One payload: prints the typed payload, or the decoding error with status 1.
    private static func decode(
        _ payload: FixturePayload,
        entry: CatalogEntry,
        path: String,
        io: ToolIO
    ) throws(ToolError) -> ExitCode {
        let notification: Notification
        do {
            notification = try entry.notification(from: payload)
        } catch {
            throw ToolError(.dataError, "\(displayName(path)): \(error.description)")
        }
        do {
            let payload = try entry.describe(notification)
            io.print("\(entry.name.rawValue) (.\(entry.member)) decoded as \(entry.payloadType):")
            for line in payload.split(separator: "\n") { io.print("  " + line) }
            return .success
        } catch {
            io.printError("notification-catalog: \(error.description)")
            return .failure
        }
    }

    /// A fixture file: checks every case against its expectation, one line each; status 1 when one does not hold.
    private static func check(
        _ file: FixtureFile,
        entry: CatalogEntry,
        path: String,
        io: ToolIO
    ) throws(ToolError) -> ExitCode {
        guard file.notification == entry.name.rawValue else {
            throw ToolError(
                .dataError,
                "\(displayName(path)): the fixtures are for \(file.notification), but .\(entry.member) is "
                    + entry.name.rawValue
            )
        }
        guard !file.cases.isEmpty else {
            throw ToolError(.dataError, "\(displayName(path)): $.fixtures: the file has no fixtures")
        }
        var failed: [String] = []
        for fixture in file.cases {
            let check = entry.check(fixture)
            if let mismatch = check.mismatch {
                failed.append(check.label)
                io.print("FAIL \(check.label): \(mismatch)")
            } else {
                io.print("ok   \(check.label): \(check.outcome)")
            }
        }
        let count = file.cases.count
        guard let first = failed.first else {
            io.print("\(entry.name.rawValue) (.\(entry.member)): all \(count) fixtures hold")
            return .success
        }
        let others = failed.count > 1 ? " and \(failed.count - 1) more" : ""
        io.printError(
            "notification-catalog: \(failed.count) of \(count) fixtures do not hold: "
                + "\(FixtureValue.quoted(first))\(others)"
        )
        return .failure
    }

    /// All of `path`: standard input for `-`; any other path is opened and read to its end with `read(2)`, so
    /// `/dev/stdin`, FIFOs and process substitutions (`<(cat payload.json)`) work like regular files.
    ///
    /// At most ``NotificationFixtures/InputFile/maximumSize`` (64 MiB) is read: a larger input, or an endless one
    /// (`/dev/zero`, a pipe that never ends), is bad data (status 65), found in bounded memory. A file that cannot be
    /// opened or read is status 66.
    ///
    /// Empty input (nothing, or only whitespace or a byte order mark) is bad data, said the same way by `decode` and
    /// `scaffold`: `standard input: the input is empty; expected JSON text`; so is a missing file, by ``InputFile``.
    static func read(_ path: String, io: ToolIO) throws(ToolError) -> Data {
        let data = try readAll(path, io: io)
        let text = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        guard text.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
            throw ToolError(.dataError, "\(displayName(path)): the input is empty; expected JSON text")
        }
        return data
    }

    private static func readAll(_ path: String, io: ToolIO) throws(ToolError) -> Data {
        if path == "-" {
            do {
                return try io.readStandardInput()
            } catch let error as InputFile.Failure {
                throw ToolError(error.isTooLarge ? .dataError : .noInput, error.description)
            } catch {
                throw ToolError(.noInput, "cannot read standard input: \(error.localizedDescription)")
            }
        }
        do {
            return try InputFile.contents(ofPath: path)
        } catch {
            throw ToolError(error.isTooLarge ? .dataError : .noInput, error.description)
        }
    }

    static func displayName(_ path: String) -> String {
        path == "-" ? "standard input" : path
    }
}
