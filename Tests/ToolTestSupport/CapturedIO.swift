import Foundation
import NotificationCatalogTool

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
