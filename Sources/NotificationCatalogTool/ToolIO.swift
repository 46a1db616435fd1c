import Foundation

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
    /// buffering, so the demo shows each notification as it arrives).
    package static func standard() -> ToolIO {
        ToolIO(
            output: { text throws(WriteFailure) in try DescriptorWriter.write(text, to: STDOUT_FILENO, stream: .output)
            },
            error: { text throws(WriteFailure) in try DescriptorWriter.write(text, to: STDERR_FILENO, stream: .error) },
            input: { try FileHandle.standardInput.readToEnd() ?? Data() }
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
    package func printError(_ line: String) {
        guard errorFailure == nil else { return }
        do {
            try writeError(line + "\n")
        } catch {
            errorFailure = error
        }
    }

    /// All of standard input.
    package func readStandardInput() throws -> Data { try readInput() }
}

/// A `ToolIO` that keeps what the tool writes, for tests.
package final class CapturedIO {
    /// Everything written to standard output.
    package private(set) var output = ""
    /// Everything written to standard error.
    package private(set) var errors = ""
    private let input: Data
    private let outputErrno: Int32?
    private let errorErrno: Int32?

    /// Captures output; `input` is what the tool reads as standard input. A stream given an `errno` fails every
    /// write with it, as a closed or full stream does.
    package init(
        input: Data = Data(), failingOutputWith outputErrno: Int32? = nil, failingErrorsWith errorErrno: Int32? = nil
    ) {
        self.input = input
        self.outputErrno = outputErrno
        self.errorErrno = errorErrno
    }

    /// The `ToolIO` to hand to the tool.
    package var io: ToolIO {
        ToolIO(
            output: { [unowned self] text throws(WriteFailure) in
                if let code = outputErrno { throw WriteFailure(stream: .output, code: code) }
                output += text
            },
            error: { [unowned self] text throws(WriteFailure) in
                if let code = errorErrno { throw WriteFailure(stream: .error, code: code) }
                errors += text
            },
            input: { [input] in input }
        )
    }
}
