import Foundation
import NotificationCatalog
import NotificationDescriptors

/// `decode NAME FILE`: reads a payload in the fixture JSON format and decodes it with the entry's descriptor.
enum PayloadDecoding {
    static func decode(entry: CatalogEntry, path: String, io: ToolIO) throws(ToolError) -> ExitCode {
        let data = try read(path, io: io)
        let notification: Notification
        do {
            notification = try entry.notification(from: try FixturePayload(parsing: data))
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

    private static func read(_ path: String, io: ToolIO) throws(ToolError) -> Data {
        if path == "-" {
            do {
                return try io.readStandardInput()
            } catch {
                throw ToolError(.noInput, "cannot read standard input: \(error.localizedDescription)")
            }
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ToolError(.noInput, "cannot open '\(path)': no such file")
        }
        guard !isDirectory.boolValue else {
            throw ToolError(.noInput, "cannot read '\(path)': it is a directory")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ToolError(.noInput, "cannot read '\(path)': permission denied or unreadable")
        }
        return data
    }

    private static func displayName(_ path: String) -> String {
        path == "-" ? "standard input" : path
    }
}
