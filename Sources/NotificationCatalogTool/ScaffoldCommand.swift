import Foundation
import NotificationFixtures

/// `scaffold FILE [--type NAME]`: reads a captured payload, or a fixture file, and prints a `Codable` payload struct.
enum ScaffoldCommand {
    static func run(path: String, typeName: String?, io: ToolIO) throws(ToolError) -> ExitCode {
        let data = try PayloadDecoding.read(path, io: io)
        let document: FixtureDocument
        do {
            document = try FixtureDocument(parsing: data)
        } catch {
            throw ToolError(.dataError, "\(PayloadDecoding.displayName(path)): \(error.description)")
        }
        let scaffold = try Self.scaffold(document, typeName: typeName, origin: origin(of: path))
        io.print(String(scaffold.swiftSource.dropLast()))
        return .success
    }

    /// The scaffold for a parsed document: its one payload, or every payload of a file that must decode (every
    /// payload that loads, when the file marks none as valid).
    static func scaffold(_ document: FixtureDocument, typeName: String?, origin: String) throws(ToolError) -> Scaffold {
        switch document {
        case .payload(let payload):
            guard let name = payload.name else {
                throw ToolError(
                    .dataError,
                    "\(origin): the payload has no \"name\"; add the notification's raw name, "
                        + "for example \"name\": \"LegacyUploadFinished\"")
            }
            return Scaffold(notification: name, typeName: typeName, samples: [payload], origin: origin)
        case .file(let file):
            let loaded = file.cases.compactMap { try? $0.payload.get() }
            let valid = file.cases.compactMap { fixture -> FixturePayload? in
                guard fixture.expectation.expectsDecoding else { return nil }
                return try? fixture.payload.get()
            }
            let samples = valid.isEmpty ? loaded : valid
            guard !samples.isEmpty else {
                throw ToolError(.dataError, "\(origin): no fixture in the file has a payload that loads")
            }
            return Scaffold(notification: file.notification, typeName: typeName, samples: samples, origin: origin)
        }
    }

    /// How the header comment names the input: the file's name, or standard input.
    static func origin(of path: String) -> String {
        path == "-" ? "standard input" : URL(fileURLWithPath: path).lastPathComponent
    }
}
