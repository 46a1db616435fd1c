import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole input file with `open(2)` and `read(2)` until end of file, so that anything `cat` can read works:
/// regular files, `/dev/stdin`, FIFOs, and the `/dev/fd/N` pipes of a shell's process substitution, which
/// `FileManager.contents(atPath:)` cannot read. Shared by ``NotificationFixture/load(contentsOf:)`` and the
/// `notification-catalog` tool.
package enum InputFile {
    /// Why a file could not be read: one line naming the path.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        /// `cannot open 'x': no such file`, and the like.
        package let description: String
    }

    /// The bytes of the file at `path`.
    ///
    /// - Throws: ``Failure``: `cannot open 'x': no such file`, `... permission denied`, `cannot read 'x': it is a
    ///   directory`, or the system's reason.
    package static func contents(ofPath path: String) throws(Failure) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Failure(description: "cannot open '\(path)': \(reason(errno))")
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw Failure(description: "cannot read '\(path)': it is a directory")
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count == 0 {
                return data
            } else if errno != EINTR {
                throw Failure(description: "cannot read '\(path)': \(reason(errno))")
            }
        }
    }

    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case EACCES: "permission denied"
        case EISDIR: "it is a directory"
        default: String(cString: strerror(code))
        }
    }
}
