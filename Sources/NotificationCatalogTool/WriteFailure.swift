import Foundation

/// A write to standard output or standard error that failed, with its `errno`.
package struct WriteFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The two streams the tool writes.
    package enum Stream: Sendable, Equatable {
        /// Standard output.
        case output
        /// Standard error.
        case error
    }

    /// Which stream the write was for.
    package var stream: Stream
    /// The `errno` of the failed `write(2)`, e.g. `EBADF` for a closed stream, `ENOSPC` for a full one.
    package var code: Int32

    /// A failure of `stream` with `errno` `code`.
    package init(stream: Stream, code: Int32) {
        self.stream = stream
        self.code = code
    }

    /// Whether the stream is a pipe or socket whose reader has gone (`EPIPE`), as with `| head -1`.
    package var isBrokenPipe: Bool { code == EPIPE }

    /// `cannot write to standard output: No space left on device`.
    package var description: String {
        let name = stream == .output ? "standard output" : "standard error"
        return "cannot write to \(name): \(String(cString: strerror(code)))"
    }
}
