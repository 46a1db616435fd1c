import Foundation

/// Where the tool writes and reads: the process's standard streams, or strings that tests inspect.
///
/// Not `Sendable`: one command runs on one thread and owns its `ToolIO`.
package final class ToolIO {
    private let writeOutput: (String) -> Void
    private let writeError: (String) -> Void
    private let readInput: () throws -> Data

    /// A `ToolIO` over the given functions.
    package init(
        output: @escaping (String) -> Void,
        error: @escaping (String) -> Void,
        input: @escaping () throws -> Data
    ) {
        self.writeOutput = output
        self.writeError = error
        self.readInput = input
    }

    /// The process's standard output, standard error and standard input, written as they come (no buffering, so
    /// the demo shows each notification as it arrives).
    package static func standard() -> ToolIO {
        ToolIO(
            output: { FileHandle.standardOutput.write(Data($0.utf8)) },
            error: { FileHandle.standardError.write(Data($0.utf8)) },
            input: { try FileHandle.standardInput.readToEnd() ?? Data() }
        )
    }

    /// Writes one line to standard output.
    package func print(_ line: String = "") { writeOutput(line + "\n") }

    /// Writes one line to standard error.
    package func printError(_ line: String) { writeError(line + "\n") }

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

    /// Captures output; `input` is what the tool reads as standard input.
    package init(input: Data = Data()) {
        self.input = input
    }

    /// The `ToolIO` to hand to the tool.
    package var io: ToolIO {
        ToolIO(
            output: { [unowned self] in output += $0 },
            error: { [unowned self] in errors += $0 },
            input: { [input] in input }
        )
    }
}
