import Foundation
import NotificationCatalog

/// The `notification-catalog` command: parses the arguments, runs the subcommand, and returns the exit status.
///
/// `main.swift` only calls ``main(arguments:)``; tests call ``run(_:io:)`` with the `CapturedIO` of
/// their support target.
package enum NotificationCatalogCommand {
    /// Runs the command on the process's standard streams and returns its exit status.
    package static func main(arguments: [String]) -> Int32 {
        DescriptorWriter.ignoreBrokenPipeSignal()
        return run(arguments, io: .standard()).rawValue
    }

    /// Runs the command for `arguments` (without the program name).
    ///
    /// When a write to standard output or standard error failed, the status is ``ExitCode/outputError`` whatever
    /// the command returned, and a failure of standard output is said on standard error (unless its reader has
    /// gone, as with `| head -1`, which is not worth a message).
    package static func run(_ arguments: [String], io: ToolIO) -> ExitCode {
        let status = execute(arguments, io: io)
        if let failure = io.outputFailure {
            if !failure.isBrokenPipe { io.printError("notification-catalog: \(failure)") }
            return .outputError
        }
        return io.errorFailure == nil ? status : .outputError
    }

    private static func execute(_ arguments: [String], io: ToolIO) -> ExitCode {
        do {
            switch try Invocation.parse(arguments) {
            case .help(let command):
                io.print(command.flatMap(CommandHelp.named)?.text ?? CommandHelp.general)
                return .success
            case .missingCommand:
                io.printError(CommandHelp.general)
                return .usage
            case .list(let json):
                try CatalogListing.list(json: json, io: io)
                return .success
            case .show(let name, let json):
                try CatalogListing.show(try entry(named: name), json: json, io: io)
                return .success
            case .decode(let name, let path):
                return try PayloadDecoding.decode(entry: try entry(named: name), path: path, io: io)
            case .scaffold(let path, let options):
                return try ScaffoldCommand.run(path: path, options: options, io: io)
            case .demo(let timeout):
                return LiveDemo(timeout: timeout, io: io).run()
            case .version:
                io.print("notification-catalog \(ToolVersion.current)")
                return .success
            }
        } catch {
            io.printError("notification-catalog: \(error.message)")
            return error.status
        }
    }

    /// The catalog entry for a member (with or without a leading dot) or a raw notification name.
    static func entry(named name: String) throws(ToolError) -> CatalogEntry {
        if let entry = NotificationCatalog.entry(named: name) { return entry }
        let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
        let candidates = NotificationCatalog.entries.flatMap { [$0.member, $0.name.rawValue] }
        if let closest = Suggestion.closest(to: bare, among: candidates) {
            let member = NotificationCatalog.entry(named: closest)?.member ?? closest
            throw ToolError(.usage, "unknown notification '\(name)'; did you mean '\(member)'?")
        }
        throw ToolError(.usage, "unknown notification '\(name)'; 'notification-catalog list' shows them all")
    }
}
