import Foundation
import NotificationFixtures

/// Where the tool writes and reads: the process's standard streams, or strings that tests inspect.
///
/// A write that fails (standard output closed, a full disk, a pipe whose reader has gone) never traps: the first
/// failure on a stream is kept in ``outputFailure`` or ``errorFailure``, later writes to that stream are skipped, and
/// ``NotificationCatalogCommand/run(_:io:)`` turns it into a one-line message and ``ExitCode/outputError``.
///
/// Not `Sendable`: one command runs on one thread and owns its `ToolIO`.
package final class ToolIO {
    private let writeOutput: (String) throws(WriteFailure) -> Void
    private let writeError: (String) throws(WriteFailure) -> Void
    private let readInput: () throws -> Data

    /// The first write to standard output that failed; `nil` while every write has worked.
    package private(set) var outputFailure: WriteFailure?
    /// The first write to standard error that failed; `nil` while every write has worked.
    package private(set) var errorFailure: WriteFailure?

    /// A `ToolIO` over the given functions.
    package init(
        output: @escaping (String) throws(WriteFailure) -> Void,
        error: @escaping (String) throws(WriteFailure) -> Void,
        input: @escaping () throws -> Data
    ) {
        self.writeOutput = output
        self.writeError = error
        self.readInput = input
    }

    /// The process's standard output, standard error and standard input, written as they come with `write(2)` (no
    /// buffering, so the demo shows each notification as it arrives); standard input is read up to
    /// ``NotificationFixtures/InputFile/maximumSize`` (an endless one ends in an error, in bounded memory).
    package static func standard() -> ToolIO {
        ToolIO(
            output: { text throws(WriteFailure) in try DescriptorWriter.write(text, to: STDOUT_FILENO, stream: .output)
            },
            error: { text throws(WriteFailure) in try DescriptorWriter.write(text, to: STDERR_FILENO, stream: .error) },
            input: { () throws(InputFile.Failure) in
                try InputFile.contents(of: STDIN_FILENO, named: "standard input")
            }
        )
    }

    /// Writes one line to standard output; does nothing once a write to it has failed.
    package func print(_ line: String = "") {
        guard outputFailure == nil else { return }
        do {
            try writeOutput(line + "\n")
        } catch {
            outputFailure = error
        }
    }

    /// Writes one line to standard error; does nothing once a write to it has failed.
    ///
    /// Control characters in `line` (a file name or a notification name can hold a newline or an escape sequence) are
    /// written as escapes, so an error stays one line and cannot drive the terminal.
    package func printError(_ line: String) {
        guard errorFailure == nil else { return }
        do {
            try writeError(escapingControlCharacters(line) + "\n")
        } catch {
            errorFailure = error
        }
    }

    /// All of standard input.
    package func readStandardInput() throws -> Data { try readInput() }
}
