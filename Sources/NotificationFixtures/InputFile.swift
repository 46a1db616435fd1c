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
///
/// An input larger than ``maximumSize`` is refused: a regular file by its size before anything is read, a pipe or
/// device (`/dev/zero`, a pipe that never ends) after ``maximumSize`` + 1 bytes, so reading takes bounded memory.
package enum InputFile {
    /// The largest input read: 64 MiB. A fixture text is refused above it, whether read from a file or given as
    /// `Data` (``FixtureJSON/parse(_:)``); loading one this large takes about 1.5 GB and 10 s in a release build.
    package static let maximumSize = 64 << 20

    /// `64 MiB`: ``maximumSize`` for messages.
    package static let maximumSizeDescription = "\(maximumSize >> 20) MiB"

    /// Why a file could not be read: one line naming the path.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        /// `cannot open 'x': no such file`, and the like.
        package let description: String
        /// Whether the input was refused for being larger than ``InputFile/maximumSize`` (bad data, not a missing or
        /// unreadable file).
        package var isTooLarge = false
    }

    /// The bytes of the file at `path`, at most ``maximumSize``.
    ///
    /// - Throws: ``Failure``: `cannot open 'x': no such file`, `... permission denied`, `cannot read 'x': it is a
    ///   directory`, `'x' is larger than 64 MiB, the most a fixture may hold` (``Failure/isTooLarge``), or the
    ///   system's reason.
    package static func contents(ofPath path: String) throws(Failure) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Failure(description: "cannot open '\(path)': \(reason(errno))")
        }
        defer { close(descriptor) }
        return try contents(of: descriptor, named: "'\(path)'")
    }

    /// "standard output" or "standard error" when `status` is a pipe or socket that is this process's own standard
    /// output or error (the same device and inode), else nil.
    private static func ownOutputStream(sameAs status: stat) -> String? {
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFIFO || kind == S_IFSOCK else { return nil }
        for (descriptor, stream) in [(Int32(1), "standard output"), (2, "standard error")] {
            var own = stat()
            if fstat(descriptor, &own) == 0, own.st_dev == status.st_dev, own.st_ino == status.st_ino {
                return stream
            }
        }
        return nil
    }

    /// The bytes read from the open file `descriptor` to its end, at most ``maximumSize``; `name` says what it is in
    /// messages (`'payload.json'`, `standard input`). The descriptor is left open.
    ///
    /// - Throws: ``Failure`` as ``contents(ofPath:)`` does.
    package static func contents(of descriptor: Int32, named name: String) throws(Failure) -> Data {
        var status = stat()
        var expected = 0
        if fstat(descriptor, &status) == 0 {
            if status.st_mode & S_IFMT == S_IFDIR {
                throw Failure(description: "cannot read \(name): it is a directory")
            }
            if status.st_mode & S_IFMT == S_IFREG {
                guard Int(status.st_size) <= maximumSize else { throw tooLarge(name) }
                expected = Int(status.st_size)
            }
            if let stream = ownOutputStream(sameAs: status) {
                // This process holds the pipe's write end (`scaffold /dev/stdout | ...`): read(2) would wait for
                // ever for an end of file that only this process can give.
                throw Failure(description: "cannot read \(name): it is this program's own \(stream), a pipe it writes")
            }
        }
        // One buffer, grown by doubling up to the limit + 1 (a byte past the limit proves the input too large).
        var data = Data(count: min(max(expected + 1, 64 * 1024), maximumSize + 1))
        var count = 0
        while true {
            if count == data.count {
                guard count <= maximumSize else { throw tooLarge(name) }
                data.count = min(data.count * 2, maximumSize + 1)
            }
            let got = data.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if got > 0 {
                count += got
            } else if got == 0 {
                guard count <= maximumSize else { throw tooLarge(name) }
                data.count = count
                return data
            } else if errno != EINTR {
                throw Failure(description: "cannot read \(name): \(reason(errno))")
            }
        }
    }

    private static func tooLarge(_ name: String) -> Failure {
        Failure(
            description: "\(name) is larger than \(maximumSizeDescription), the most a fixture may hold",
            isTooLarge: true
        )
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
