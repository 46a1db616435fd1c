import Foundation
import NotificationCatalogTool
import Testing
import ToolTestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh directory for one test, removed afterwards; world-writable so an unprivileged child can use it.
private func scratchDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-write-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    chmod(url.path, 0o777)
    return url
}

private let payload = #"{"count": 3}"#

/// Runs `scaffold - --name N --fixture <path>` on `payload` in this process.
private func scaffold(fixture path: String, input: String = "-") -> (status: ExitCode, errors: String) {
    let captured = CapturedIO(input: Data(payload.utf8))
    let status = NotificationCatalogCommand.run(
        ["scaffold", input, "--name", "N", "--format", "plain", "--fixture", path], io: captured.io)
    return (status, captured.errors)
}

private func mode(_ path: String) -> mode_t? {
    var status = stat()
    return lstat(path, &status) == 0 ? status.st_mode : nil
}

@Suite("scaffold --fixture writes regular files, and only those")
struct FixtureFileWriteTests {
    @Test("A regular file is replaced, keeping its permissions, and nothing else is left beside it")
    func regularFile() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("f.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: file))
        chmod(file, 0o640)
        let result = scaffold(fixture: file)
        #expect(result.status == .success, "\(result.errors)")
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains(#""fixtures""#))
        #expect(mode(file).map { $0 & 0o7777 } == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["f.json"])
    }

    @Test("A symbolic link is written through: the link stays, its target gets the fixture")
    func symbolicLink() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("target.json").path
        let link = directory.appendingPathComponent("link.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        #expect(symlink("target.json", link) == 0)
        let result = scaffold(fixture: link)
        #expect(result.status == .success, "\(result.errors)")
        #expect(mode(link).map { $0 & S_IFMT } == S_IFLNK)
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains(#""fixtures""#))
    }

    @Test("A symbolic link to a file that does not exist yet is written through: the file is created, the link stays")
    func danglingLink() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("link.json").path
        let target = directory.appendingPathComponent("missing.json").path
        #expect(symlink("missing.json", link) == 0)
        let result = scaffold(fixture: link)
        #expect(result.status == .success, "\(result.errors)")
        #expect(mode(link).map { $0 & S_IFMT } == S_IFLNK)
        #expect(mode(target).map { $0 & S_IFMT } == S_IFREG)
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains(#""fixtures""#))
        // Nothing else is left beside them (the temporary file was renamed).
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                "link.json", "missing.json",
            ])
        // Through a chain of two links, to a directory that does not exist: refused with the system's reason.
        let chain = directory.appendingPathComponent("chain.json").path
        #expect(symlink("link2.json", chain) == 0)
        #expect(symlink("nowhere/x.json", directory.appendingPathComponent("link2.json").path) == 0)
        let refused = scaffold(fixture: chain)
        #expect(refused.status == .cannotCreate)
        #expect(refused.errors.contains("No such file or directory"), "\(refused.errors)")
        #expect(mode(chain).map { $0 & S_IFMT } == S_IFLNK)
    }

    @Test("The real process, through a dangling link as a shell's > would: exit 0, the target created, the link kept")
    func danglingLinkAsAProcess() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("out.json").path
        #expect(symlink(directory.appendingPathComponent("real.json").path, link) == 0)
        let result = try ToolProcess.run(
            ["scaffold", "-", "--name", "N", "--format", "plain", "--fixture", link], input: payload)
        #expect(result.status == 0, "\(result.errors)")
        #expect(mode(link).map { $0 & S_IFMT } == S_IFLNK)
        let written = try String(contentsOfFile: directory.appendingPathComponent("real.json").path, encoding: .utf8)
        #expect(written.contains(#""fixtures""#))
    }

    @Test("A directory, a FIFO and a device are refused, say what they are, and stay (as root too)")
    func notFiles() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o666) == 0)
        let cases: [(path: String, kind: String, type: mode_t)] = [
            (directory.path, "a directory", S_IFDIR),
            (fifo, "a FIFO", S_IFIFO),
            ("/dev/null", "a character device", S_IFCHR),
            ("/dev/full", "a character device", S_IFCHR),
        ]
        for (path, kind, type) in cases {
            let result = scaffold(fixture: path)
            #expect(result.status == .cannotCreate, "\(path)")
            #expect(result.errors.contains("it is \(kind)"), "\(result.errors)")
            #expect(!result.errors.contains("permission"), "\(result.errors)")
            #expect(mode(path).map { $0 & S_IFMT } == type, "\(path) was replaced")
        }
    }

    @Test("The input file itself, however spelled (a link, a hard link, ./), is refused before anything is read")
    func theInputItself() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.json").path
        try Data(payload.utf8).write(to: URL(fileURLWithPath: input))
        let symbolic = directory.appendingPathComponent("link.json").path
        let hard = directory.appendingPathComponent("hard.json").path
        #expect(symlink(input, symbolic) == 0)
        #expect(link(input, hard) == 0)
        for spelling in [input, symbolic, hard, directory.path + "/./in.json"] {
            let result = scaffold(fixture: spelling, input: input)
            #expect(result.status == .cannotCreate, "\(spelling)")
            #expect(result.errors.contains("it is the input file"), "\(result.errors)")
            #expect(try String(contentsOfFile: input, encoding: .utf8) == payload)
        }
    }

    @Test("A directory that cannot be written gives the system's reason")
    func unwritableDirectory() throws {
        let result = scaffold(fixture: "/nonexistent/dir/n.json")
        #expect(result.status == .cannotCreate)
        #expect(result.errors.contains("No such file or directory"), "\(result.errors)")
    }

    // Linux-only as written (setpriv); on Darwin the same refusals hold without it. Needs root to drop privileges.
    @Test(
        "As an unprivileged user: devices are refused by kind, not with a false permission error",
        .enabled(if: geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func unprivileged() throws {
        let executable = try ToolProcess.executable()
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.json").path
        try Data(payload.utf8).write(to: URL(fileURLWithPath: input))
        chmod(input, 0o644)
        let written = directory.appendingPathComponent("out.json").path
        func run(_ fixture: String) throws -> (status: Int32, errors: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments =
                [
                    "--reuid=65534", "--regid=65534", "--clear-groups", executable.path, "scaffold", input, "--name",
                    "N",
                    "--format", "plain", "--fixture", fixture,
                ]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }
        for device in ["/dev/null", "/dev/full"] {
            let result = try run(device)
            #expect(result.status == 73, "\(result.errors)")
            #expect(result.errors.contains("it is a character device"), "\(result.errors)")
        }
        let refused = try run(input)
        #expect(refused.status == 73)
        #expect(refused.errors.contains("it is the input file"), "\(refused.errors)")
        let ok = try run(written)
        #expect(ok.status == 0, "\(ok.errors)")
        #expect(try String(contentsOfFile: written, encoding: .utf8).contains(#""fixtures""#))
        let denied = try run("/root/no-access/out.json")
        #expect(denied.status == 73)
        #expect(
            denied.errors.contains("Permission denied") || denied.errors.contains("No such file"), "\(denied.errors)")
    }
}
