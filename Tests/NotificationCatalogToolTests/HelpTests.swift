import Foundation
import NotificationCatalogTool
import Testing
import ToolTestSupport

/// The repository's root, for the fixture files the help's examples name.
private let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Runs the command in-process; `failingOutput` makes every write to standard output fail (ENOSPC).
private func run(
    _ arguments: [String],
    input: String = "",
    failingOutput: Bool = false
) -> (status: ExitCode, output: String, errors: String) {
    let captured = CapturedIO(input: Data(input.utf8), failingOutputWith: failingOutput ? ENOSPC : nil)
    let status = NotificationCatalogCommand.run(arguments, io: captured.io)
    return (status, captured.output, captured.errors)
}

/// The statuses an `EXIT STATUS:` section lists, in order.
private func listedStatuses(_ help: String) -> [Int32] {
    guard let section = help.components(separatedBy: "EXIT STATUS:\n").last else { return [] }
    return section.split(separator: "\n").compactMap { line in
        line.hasPrefix("  ") ? Int32(line.split(separator: " ").first ?? "") : nil
    }
}

/// For each command, arguments (and standard input) that make it exit with each status it can return.
private let statusCases: [String: [Int32: (arguments: [String], input: String, failingOutput: Bool)]] = {
    let fixtureFile = repository.appendingPathComponent("Catalog/Fixtures/fileHandleReadCompletion.json").path
    let payload =
        #"{"object": {"FileHandle": "pipe"}, "userInfo": {"NSFileHandleNotificationDataItem": {"Data": "aGk="}}}"#
    return [
        "list": [
            0: (["list"], "", false), 64: (["list", "--jsn"], "", false), 74: (["list"], "", true),
        ],
        "show": [
            0: (["show", "fileHandleReadCompletion"], "", false),
            64: (["show", "fileHandleReadCompletio"], "", false),
            74: (["show", "fileHandleReadCompletion"], "", true),
        ],
        "decode": [
            0: (["decode", "fileHandleReadCompletion", fixtureFile], "", false),
            1: (["decode", "fileHandleReadCompletion", "-"], #"{"userInfo": null}"#, false),
            64: (["decode", "noSuchNotification", "-"], payload, false),
            65: (["decode", "fileHandleReadCompletion", "-"], "{", false),
            66: (["decode", "fileHandleReadCompletion", "/nonexistent/payload.json"], "", false),
            74: (["decode", "fileHandleReadCompletion", "-"], payload, true),
        ],
        "scaffold": [
            0: (["scaffold", "-", "--name", "N"], #"{"a": 1}"#, false),
            64: (["scaffold", "-"], #"{"a": 1}"#, false),
            65: (["scaffold", "-"], "{", false),
            66: (["scaffold", "/nonexistent/payload.json"], "", false),
            73: (["scaffold", "-", "--name", "N", "--fixture", "/nonexistent/dir/n.json"], #"{"a": 1}"#, false),
            74: (["scaffold", "-", "--name", "N"], #"{"a": 1}"#, true),
        ],
        "demo": [
            // 0 and 1 need the main thread's run loop: the executable test below runs them.
            64: (["demo", "--timeout", "soon"], "", false),
            74: (["demo"], "", true),
        ],
        "help": [
            0: (["help"], "", false), 64: (["help", "dcode"], "", false), 74: (["help", "decode"], "", true),
        ],
    ]
}()

@Suite("notification-catalog help")
struct HelpTests {
    @Test(
        "help <command>, <command> --help and <command> -h print that command's usage", arguments: Invocation.commands)
    func commandHelp(command: String) throws {
        let help = try #require(CommandHelp.named(command))
        for arguments in [["help", command], [command, "--help"], [command, "-h"]] {
            let result = run(arguments)
            #expect(result.status == .success)
            #expect(result.output == help.text + "\n", "\(arguments)")
            #expect(result.errors.isEmpty)
        }
        #expect(help.text.hasPrefix("USAGE: notification-catalog \(command)"))
        #expect(help.text.contains("\nEXAMPLE"))
        #expect(help.text.contains("\n  notification-catalog \(command)"), "an example runs the command itself")
        #expect(!help.text.contains(CommandHelp.general))
        for line in help.text.split(separator: "\n") {
            #expect(line.count <= 120, "\(command): a line of \(line.count) columns: \(line)")
        }
    }

    @Test func generalHelpListsEveryCommandAndPointsToTheirs() {
        let result = run(["--help"])
        #expect(result.status == .success)
        for command in Invocation.commands {
            #expect(result.output.contains("\n  \(command) "), "\(command)")
        }
        #expect(result.output.contains("notification-catalog help <command>"))
        #expect(listedStatuses(result.output) == [0, 1, 64, 65, 66, 73, 74])
        for line in result.output.split(separator: "\n") {
            #expect(line.count <= 120, "a line of \(line.count) columns: \(line)")
        }
    }

    /// Each status a command's help lists is one the command returns (and the table has no status the help omits).
    @Test("Every exit status a command's help lists is what the command does", arguments: Invocation.commands)
    func listedStatusesHappen(command: String) throws {
        let help = try #require(CommandHelp.named(command)).text
        let listed = listedStatuses(help)
        let cases = try #require(statusCases[command])
        let inProcess = command == "demo" ? listed.filter { $0 != 0 && $0 != 1 } : listed
        #expect(Set(cases.keys) == Set(inProcess), "\(command): the help lists \(listed)")
        for status in inProcess {
            let example = try #require(cases[status], "\(command): no case for status \(status)")
            let result = run(example.arguments, input: example.input, failingOutput: example.failingOutput)
            #expect(result.status.rawValue == status, "\(example.arguments): \(result.errors)")
        }
    }

    /// An unknown notification is a usage error: the tool exits 64, as the general help says.
    @Test func anUnknownNotificationIsAUsageErrorAsTheHelpSays() {
        let result = run(["decode", "noSuchNotification", "-"], input: "{}")
        #expect(result.status == .usage)
        #expect(CommandHelp.general.contains("64  usage error: no command, an unknown command, option or notification"))
        #expect(!CommandHelp.general.contains("missing notification"))
    }

    /// The demo's 0 and 1 from the real executable: with a microsecond's timeout the FileHandle reads, which finish on
    /// another thread and arrive through the run loop, cannot arrive in time.
    @Test func demoStatusesFromTheExecutable() throws {
        let help = try #require(CommandHelp.named("demo")).text
        #expect(listedStatuses(help).starts(with: [0, 1]))
        let missed = try ToolProcess.run(["demo", "--timeout", "0.000001"])
        #expect(missed.exited)
        #expect(missed.status == 1, "\(missed.errors)")
        #expect(missed.errors.contains("demo: not posted within"))
        // Status 0 is the demo test of ExecutableTests (it takes seconds; not run twice).
    }

    /// The examples in every command's help work as printed, run from the repository's root.
    @Test("Every example in the help runs and exits 0", arguments: Invocation.commands)
    func examplesRun(command: String) throws {
        let help = try #require(CommandHelp.named(command))
        let tool = try ToolProcess.executable()
        for example in help.examples where !example.hasPrefix("notification-catalog demo") {
            let script = "cd \"$1\" && PATH=\"$2:$PATH\" && \(example)"
            let result = try ToolProcess.run(
                ["-c", script, "sh", repository.path, tool.deletingLastPathComponent().path], executable: "/bin/sh")
            #expect(result.status == 0, "\(example): \(result.errors)")
            #expect(!result.output.isEmpty, "\(example)")
        }
    }
}
