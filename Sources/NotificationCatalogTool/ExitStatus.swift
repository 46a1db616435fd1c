/// The exit statuses of `notification-catalog`, following `sysexits.h`. ``CommandHelp`` lists, for each command, the
/// ones it returns; the help tests run each.
package enum ExitCode: Int32, Sendable {
    /// Everything worked.
    case success = 0
    /// The command ran but its answer is "no": a payload did not decode, a fixture did not hold, or the demo missed a
    /// notification.
    case failure = 1
    /// The command line was wrong (EX_USAGE): an unknown command, option or notification, a missing or extra
    /// argument, a bad option value, or plain JSON for `scaffold` without `--name`.
    case usage = 64
    /// The input was not valid (EX_DATAERR): not UTF-8, malformed JSON, an unknown fixture value, or plain JSON no
    /// scaffold can read.
    case dataError = 65
    /// An input file could not be opened or read (EX_NOINPUT).
    case noInput = 66
    /// An output file (`scaffold --fixture`) could not be written (EX_CANTCREAT).
    case cannotCreate = 73
    /// Standard output or standard error could not be written (EX_IOERR): closed, full, or a pipe with no reader.
    case outputError = 74
}

/// A failure that ends the command with one line on standard error and a status.
package struct ToolError: Error, Sendable, Equatable {
    /// The status to exit with.
    package var status: ExitCode
    /// The one line to print (without the leading `notification-catalog: `).
    package var message: String

    package init(_ status: ExitCode, _ message: String) {
        self.status = status
        self.message = message
    }
}
