import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes text to a file descriptor with `write(2)`, reporting failures as errors: `FileHandle.write(_:)` traps
/// when a write fails (a closed descriptor, a full disk), which would end the tool with SIGILL.
package enum DescriptorWriter {
    /// Makes a write to a pipe whose reader has gone fail with `EPIPE` instead of killing the process with SIGPIPE.
    /// Call it once, before the first write.
    package static func ignoreBrokenPipeSignal() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// Writes all of `text` to `descriptor`: retries when interrupted (`EINTR`), continues after a partial write,
    /// and waits for a non-blocking descriptor to accept more (`EAGAIN`).
    ///
    /// - Throws: ``WriteFailure`` for `stream` with the `errno` of the first write that failed.
    package static func write(_ text: String, to descriptor: Int32, stream: WriteFailure.Stream) throws(WriteFailure) {
        var bytes = Array(text.utf8)
        let code: Int32? = bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                    continue
                }
                if written == 0 { return EIO }  // no progress and no error: give up rather than spin
                let failure = errno
                switch failure {
                case EINTR:
                    continue
                case EAGAIN, EWOULDBLOCK:
                    var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&poller, 1, -1)
                default:
                    return failure
                }
            }
            return nil
        }
        if let code { throw WriteFailure(stream: stream, code: code) }
    }

    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, bytes, count)
        #elseif canImport(Musl)
            Musl.write(descriptor, bytes, count)
        #else
            Darwin.write(descriptor, bytes, count)
        #endif
    }
}
