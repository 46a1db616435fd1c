import Foundation
import NotificationFixtures

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes `scaffold --fixture`'s file, and only a file: a regular file is replaced atomically (a new file written
/// beside it, then renamed over it, keeping its permissions); a symbolic link is written through, its target replaced
/// the same way, or created atomically when it does not exist yet (the link stays); a directory, device, FIFO or socket is refused, saying what it is, and never replaced. Errors carry
/// the system's reason (`errno`).
enum FixtureFileWriter {
    /// Where a write to a path lands: the path itself or the regular file a symbolic link leads to, with that file's
    /// status when it exists.
    struct Target {
        /// The path that is replaced.
        var path: String
        /// The status of the file at ``path``; `nil` when there is none yet.
        var status: stat?
    }

    /// Where a write to `path` lands.
    ///
    /// - Throws: ``ToolError`` (``ExitCode/cannotCreate``) when `path` is, or leads to, anything but a regular file or
    ///   a new file's name.
    static func target(of path: String) throws(ToolError) -> Target {
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFREG else {
                var link = stat()
                let viaLink = lstat(path, &link) == 0 && link.st_mode & S_IFMT == S_IFLNK
                throw refusal(path, "it is \(kind(of: status.st_mode))\(viaLink ? " (through a symbolic link)" : "")")
            }
            guard let resolved = realpath(path, nil) else { throw failure(path, errno) }
            defer { free(resolved) }
            return Target(path: String(cString: resolved), status: status)
        }
        let code = errno
        var link = stat()
        if code == ENOENT, lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
            // A link to a file that does not exist yet: written through, as a shell's `>` would, creating the file
            // it names; the link stays.
            return Target(path: try danglingTarget(of: path), status: nil)
        }
        guard code == ENOENT else { throw failure(path, code) }
        return Target(path: path, status: nil)
    }

    /// The missing file that the symbolic link `path` leads to, through any further links (at most 40, as the
    /// kernel's own limit for a path, then `ELOOP`).
    private static func danglingTarget(of path: String) throws(ToolError) -> String {
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count >= 0 else { throw failure(path, errno) }
            let destination = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let directory = (current as NSString).deletingLastPathComponent
            current =
                destination.hasPrefix("/") || directory.isEmpty ? destination : directory + "/" + destination
            var status = stat()
            guard lstat(current, &status) == 0 else {
                let code = errno
                guard code == ENOENT else { throw failure(path, code) }
                return current
            }
            // Something appeared meanwhile: only a further link is followed here.
            guard status.st_mode & S_IFMT == S_IFLNK else {
                throw refusal(path, "it is \(kind(of: status.st_mode)) (through a symbolic link)")
            }
        }
        throw failure(path, ELOOP)
    }

    /// Writes `text` to `path` (see ``FixtureFileWriter``).
    static func write(_ text: String, to path: String) throws(ToolError) {
        let target = try target(of: path)
        let directory = (target.path as NSString).deletingLastPathComponent
        let name = (target.path as NSString).lastPathComponent
        let temporary =
            (directory.isEmpty ? "" : directory + "/") + ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            let code = errno
            let place = directory.isEmpty ? "the current directory" : "'\(escapingControlCharacters(directory))'"
            throw ToolError(
                .cannotCreate,
                "scaffold: cannot write the fixture file '\(escapingControlCharacters(path))': cannot create a file in "
                    + "\(place): \(reason(code))")
        }
        var succeeded = false
        defer {
            if !succeeded { unlink(temporary) }
        }
        if let existing = target.status {
            // The replacement keeps the replaced file's permissions (and, for root, its owner).
            _ = fchmod(descriptor, existing.st_mode & 0o7777)
            if geteuid() == 0 { _ = fchown(descriptor, existing.st_uid, existing.st_gid) }
        }
        do {
            try DescriptorWriter.write(text, to: descriptor, stream: .output)
        } catch {
            close(descriptor)
            throw failure(path, error.code)
        }
        guard fsync(descriptor) == 0 else {
            let code = errno
            close(descriptor)
            throw failure(path, code)
        }
        guard close(descriptor) == 0 else { throw failure(path, errno) }
        // What was a regular file (or nothing) might have become something else meanwhile: check once more.
        var now = stat()
        if lstat(target.path, &now) == 0, now.st_mode & S_IFMT != S_IFREG {
            throw refusal(path, "it is \(kind(of: now.st_mode))")
        }
        guard rename(temporary, target.path) == 0 else { throw failure(path, errno) }
        succeeded = true
    }

    /// Refuses `fixturePath` when it is the input file itself, by identity (device and inode), whatever the
    /// spelling: `input` is its path, or `-` for standard input.
    static func refuseInput(_ input: String, as fixturePath: String) throws(ToolError) {
        guard let output = try target(of: fixturePath).status else { return }
        var status = stat()
        let found = input == "-" ? fstat(STDIN_FILENO, &status) : stat(input, &status)
        guard found == 0, status.st_dev == output.st_dev, status.st_ino == output.st_ino else { return }
        let shown = input == "-" ? "standard input" : "'\(escapingControlCharacters(input))'"
        throw refusal(fixturePath, "it is the input file, \(shown); write the fixture file elsewhere")
    }

    /// What a file of `mode` is: `a directory`, `a character device`, ...
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFIFO: "a FIFO (a pipe)"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    private static func refusal(_ path: String, _ why: String) -> ToolError {
        ToolError(
            .cannotCreate,
            "scaffold: will not write the fixture file '\(escapingControlCharacters(path))': \(why); --fixture writes "
                + "regular files only")
    }

    private static func failure(_ path: String, _ code: Int32) -> ToolError {
        ToolError(
            .cannotCreate,
            "scaffold: cannot write the fixture file '\(escapingControlCharacters(path))': \(reason(code))")
    }

    private static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
