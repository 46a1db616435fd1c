import Foundation
import NotificationCatalogTool
import Testing
import ToolTestSupport

/// Runs the built executable with `arguments` and standard input `input`; returns its status and output.
private func launch(_ arguments: [String], input: String = "") throws -> ToolProcess.Output {
    try ToolProcess.run(arguments, input: input)
}

/// The real executable, in its own process: the demo needs the main thread's run loop, which only a real `main` has.
@Suite("notification-catalog executable")
struct ExecutableTests {
    @Test("demo makes Foundation post all seven notifications and exits 0")
    func demo() throws {
        let result = try launch(["demo", "--timeout", "10"])
        #expect(result.status == 0, "\(result.errors)")
        for name in [
            "NSFileHandleReadCompletionNotification", "NSFileHandleReadToEndOfFileCompletionNotification",
            "NSFileHandleDataAvailableNotification", "NSFileHandleConnectionAcceptedNotification",
            "NSPortDidBecomeInvalidNotification", "NSUserDefaultsDidChangeNotification",
            "NSURLCredentialStorageChangedNotification",
        ] {
            #expect(result.output.contains(name))
        }
        #expect(result.output.components(separatedBy: "arrived, decoded as").count == 8)
        #expect(result.output.contains(#"(17 bytes: "hello from a pipe")"#))
        #expect(result.output.contains(#"is String "oops", expected Data"#))
        #expect(result.output.contains(#"animationCurve: {"Int": 7}"#))
        #expect(result.output.contains("All 7 notifications arrived and decoded."))
        #expect(result.errors.isEmpty)
    }

    @Test("Exit statuses and one-line errors from the real process")
    func statuses() throws {
        // No arguments: the usage on standard error and EX_USAGE, nothing on standard output.
        let bare = try launch([])
        #expect(bare.status == 64)
        #expect(bare.output.isEmpty)
        #expect(bare.errors.hasPrefix("USAGE:"))
        #expect(try launch(["--help"]).output.hasPrefix("USAGE:"))
        let usage = try launch(["bogus"])
        #expect(usage.status == 64)
        #expect(
            usage.errors
                == "notification-catalog: unknown command 'bogus'; 'notification-catalog help' lists the commands\n")
        #expect(try launch(["decode", "fileHandleReadCompletion", "/nonexistent"]).status == 66)
        let invalid = try launch(["decode", "fileHandleReadCompletion", "-"], input: "{")
        #expect(invalid.status == 65)
        #expect(invalid.errors.hasPrefix("notification-catalog: standard input: invalid JSON at line 1, column 2"))
        #expect(!invalid.errors.contains("Backtrac"))
        let failed = try launch(["decode", "fileHandleReadCompletion", "-"], input: #"{"userInfo": null}"#)
        #expect(failed.status == 1)
    }
}

/// The real executable with standard output or standard error closed, full, or a pipe with no reader: never a crash
/// (SIGILL from a trapping write, SIGPIPE), always `EX_IOERR` (74), and a one-line message where one can be written.
@Suite("notification-catalog with output it cannot write")
struct OutputErrorTests {
    /// Runs the executable through `/bin/sh` with `redirections` applied, e.g. `>&-`.
    private func shell(_ arguments: String, _ redirections: String) throws -> ToolProcess.Output {
        let tool = try ToolProcess.executable().path
        return try ToolProcess.run(["-c", "exec \"$0\" \(arguments) \(redirections)", tool], executable: "/bin/sh")
    }

    @Test(
        "Standard output closed or full: status 74 and one line on standard error",
        arguments: [
            ("list", ">&-", "Bad file descriptor"),
            ("list", ">/dev/full", "No space left on device"),
            ("--help", ">&-", "Bad file descriptor"),
            ("--version", ">/dev/full", "No space left on device"),
            ("show fileHandleReadCompletion --json", ">/dev/full", "No space left on device"),
        ])
    func standardOutput(arguments: String, redirection: String, reason: String) throws {
        let result = try shell(arguments, redirection)
        #expect(result.exited, "killed by signal \(result.status)")
        #expect(result.status == 74)
        #expect(result.errors == "notification-catalog: cannot write to standard output: \(reason)\n")
    }

    @Test(
        "Standard error closed or full: status 74, no crash, standard output untouched",
        arguments: [
            ("--bogus", "2>&-"), ("--bogus", "2>/dev/full"), ("decode fileHandleReadCompletion /nonexistent", "2>&-"),
        ])
    func standardError(arguments: String, redirection: String) throws {
        let result = try shell(arguments, redirection)
        #expect(result.exited, "killed by signal \(result.status)")
        #expect(result.status == 74)
        #expect(result.output.isEmpty)
    }

    @Test("Both closed: status 74, no crash")
    func both() throws {
        let result = try shell("list", ">&- 2>&-")
        #expect(result.exited, "killed by signal \(result.status)")
        #expect(result.status == 74)
    }

    @Test("A pipe whose reader has gone: status 74 without a message, not killed by SIGPIPE")
    func brokenPipe() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])  // no reader from the start: the first write fails with EPIPE
        let writer = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        let errors = Pipe()
        let process = Process()
        process.executableURL = try ToolProcess.executable()
        process.arguments = ["list"]
        process.standardOutput = writer
        process.standardError = errors
        try process.run()
        try writer.close()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "killed by signal \(process.terminationStatus)")
        #expect(process.terminationStatus == 74)
        #expect(message.isEmpty)
    }

    @Test("A pipe closed early, as by `| head -1`: the first line arrives, then a clean end")
    func headOfPipe() throws {
        // `demo` writes its first line at once, then keeps writing while it runs its scenarios: by then `head` has
        // gone. The tool's status goes to standard error, past `head`.
        let tool = try ToolProcess.executable().path
        let script = #"{ "$0" demo --timeout 1; echo "status $?" >&2; } | head -1"#
        let result = try ToolProcess.run(["-c", script, tool], executable: "/bin/sh")
        #expect(result.exited)
        #expect(result.output.hasPrefix("Making Foundation post"))
        #expect(result.output.split(separator: "\n").count == 1)
        // 74 once a write meets the closed pipe; 0 only if `head` was so slow to exit that every write went into the
        // pipe's buffer first (the closed-reader test above pins 74 down). Never 141 (SIGPIPE) or 132 (SIGILL), and
        // no message for a reader that went away.
        #expect(["status 74\n", "status 0\n"].contains(result.errors), "\(result.errors)")
    }

    @Test func version() throws {
        let result = try ToolProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.output == "notification-catalog \(ToolVersion.current)\n")
    }
}
