import Foundation
import NotificationCatalog
import NotificationCatalogTool
import Testing
import ToolTestSupport

/// Runs the command in-process and returns its status and what it wrote.
private func run(_ arguments: String..., input: String = "") -> (status: ExitCode, output: String, errors: String) {
    let captured = CapturedIO(input: Data(input.utf8))
    let status = NotificationCatalogCommand.run(arguments, io: captured.io)
    return (status, captured.output, captured.errors)
}

/// A temporary file holding `contents`, removed when the test's scope ends.
private final class TemporaryFile {
    let path: String
    init(_ contents: String) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("payload-\(UUID()).json").path
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
}

private let validReadCompletion = """
    {"object": {"FileHandle": "pipe"},
     "userInfo": {"NSFileHandleNotificationDataItem": {"Data": "aGVsbG8="}}}
    """

@Suite("notification-catalog commands")
struct CommandTests {
    @Test func help() {
        for arguments in [["--help"], ["help"]] {
            let captured = CapturedIO()
            #expect(NotificationCatalogCommand.run(arguments, io: captured.io) == .success)
            #expect(captured.output.hasPrefix("USAGE: notification-catalog <command>"))
            #expect(captured.errors.isEmpty)
        }
        // No arguments (or only `--`): the same text on standard error, and EX_USAGE.
        for arguments in [[], ["--"]] {
            let captured = CapturedIO()
            #expect(NotificationCatalogCommand.run(arguments, io: captured.io) == .usage)
            #expect(captured.output.isEmpty)
            #expect(captured.errors.hasPrefix("USAGE: notification-catalog <command>"))
        }
    }

    @Test("list: one aligned row per entry, with a header")
    func list() throws {
        let result = run("list")
        #expect(result.status == .success)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == NotificationCatalog.entries.count + 1)
        #expect(lines[0].hasPrefix("MEMBER"))
        let row = try #require(lines.first { $0.hasPrefix(".fileHandleReadCompletion ") })
        #expect(row.contains("NSFileHandleReadCompletionNotification"))
        #expect(row.contains("FileHandleReadCompletion"))
        #expect(row.hasSuffix("yes"))
        #expect(try #require(lines.first { $0.hasPrefix(".processDidTerminate ") }).hasSuffix("no"))
        // Aligned: the raw name starts in the same column on every row.
        let column = lines[0].range(of: "RAW NAME")?.lowerBound.utf16Offset(in: lines[0])
        for (line, entry) in zip(lines.dropFirst(), NotificationCatalog.entries) {
            #expect(line.range(of: entry.name.rawValue)?.lowerBound.utf16Offset(in: line) == column)
        }
    }

    @Test("list --json: the same rows as JSON")
    func listJSON() throws {
        let result = run("list", "--json")
        #expect(result.status == .success)
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]]
        )
        #expect(rows.count == NotificationCatalog.entries.count)
        #expect(rows.map { $0["member"] as? String } == NotificationCatalog.entries.map(\.member))
        #expect(rows.first?["name"] as? String == "NSFileHandleReadCompletionNotification")
        #expect(rows.first?["payloadType"] as? String == "FileHandleReadCompletion")
        #expect(rows.first?["postedOnLinux"] as? Bool == true)
    }

    @Test(
        "show: summary, object, keys, Linux status and a snippet, by member or raw name",
        arguments: [
            "fileHandleReadCompletion", ".fileHandleReadCompletion", "NSFileHandleReadCompletionNotification",
        ])
    func show(name: String) {
        let result = run("show", name)
        #expect(result.status == .success)
        #expect(result.output.hasPrefix(".fileHandleReadCompletion: "))
        #expect(result.output.contains("Object:          FileHandle"))
        #expect(result.output.contains("NSFileHandleNotificationDataItem"))
        #expect(result.output.contains("required"))
        #expect(result.output.contains("NSFileHandleError"))
        #expect(result.output.contains("optional"))
        #expect(result.output.contains("Posted on Linux: yes."))
        #expect(result.output.contains("NotificationCenter.default.observe(.fileHandleReadCompletion) { payload in"))
    }

    @Test(
        "list, show and their JSON give iOS's name beside Linux's where the two differ, and show finds either",
        arguments: [
            "systemTimeZoneDidChange", "kCFTimeZoneSystemTimeZoneDidChangeNotification",
            "NSSystemTimeZoneDidChangeNotification", "Notification.Name.NSSystemTimeZoneDidChange",
        ])
    func eachPlatformsName(name: String) throws {
        let linux = "kCFTimeZoneSystemTimeZoneDidChangeNotification"
        let iOS = "NSSystemTimeZoneDidChangeNotification"
        let shown = run("show", name)
        #expect(shown.status == .success)
        #expect(shown.output.hasPrefix(".systemTimeZoneDidChange: "))
        #expect(shown.output.contains("Raw name:        \(linux) ("))
        #expect(shown.output.contains("On iOS:          \(iOS) "))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(run("show", "--json", name).output.utf8)) as? [String: Any])
        #expect(json["name"] as? String == linux)
        #expect(json["iOSName"] as? String == iOS)

        let listed = run("list").output.split(separator: "\n")
        #expect(listed.contains { $0.hasPrefix(".systemTimeZoneDidChange ") && $0.contains("\(linux) (iOS: \(iOS))") })
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(run("list", "--json").output.utf8)) as? [[String: Any]])
        let row = try #require(rows.first { $0["member"] as? String == "systemTimeZoneDidChange" })
        #expect(row["name"] as? String == linux)
        #expect(row["iOSName"] as? String == iOS)
        // Where the two are one, nothing more is shown.
        #expect(rows.filter { $0["iOSName"] != nil }.count == 1)
        #expect(!run("show", "calendarDayChanged").output.contains("On iOS:"))
    }

    @Test("show names what to use instead when Linux never posts it")
    func showDeclaredOnly() {
        let result = run("show", "processDidTerminate")
        #expect(result.status == .success)
        #expect(result.output.contains("Posted on Linux: no."))
        #expect(result.output.contains("Use instead:"))
        #expect(result.output.contains("terminationHandler"))
    }

    @Test func showJSON() throws {
        let result = run("show", "--json", "keyboardWillShow")
        #expect(result.status == .success)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(document["member"] as? String == "keyboardWillShow")
        #expect(document["name"] as? String == "UIKeyboardWillShowNotification")
        #expect(document["postedOnLinux"] as? Bool == false)
        let keys = try #require(document["userInfo"] as? [[String: Any]])
        #expect(
            keys.contains {
                $0["key"] as? String == "UIKeyboardFrameEndUserInfoKey" && $0["required"] as? Bool == true
            })
        #expect(
            keys.contains {
                $0["key"] as? String == "UIKeyboardIsLocalUserInfoKey" && $0["required"] as? Bool == false
            })
        #expect((document["snippet"] as? String)?.contains(".observe(.keyboardWillShow)") == true)
        #expect(document.keys.contains("useInstead"))
    }

    @Test("decode FILE prints the typed payload")
    func decodeFile() throws {
        let file = try TemporaryFile(validReadCompletion)
        let result = run("decode", "fileHandleReadCompletion", file.path)
        #expect(result.status == .success, "\(result.errors)")
        #expect(result.output.contains("decoded as FileHandleReadCompletion"))
        #expect(result.output.contains(#"data: {"Data": "aGVsbG8="}"#))
        #expect(result.output.contains("errorCode: nil"))
        #expect(result.errors.isEmpty)
    }

    @Test("decode - reads standard input")
    func decodeStandardInput() {
        let result = run("decode", "NSFileHandleReadCompletionNotification", "-", input: validReadCompletion)
        #expect(result.status == .success)
        #expect(result.output.contains("fileHandle: FileHandle"))
    }

    @Test("A payload that does not decode prints the error and exits 1")
    func decodeFailure() throws {
        let file = try TemporaryFile(
            #"{"object": {"FileHandle": "pipe"}, "userInfo": {"NSFileHandleNotificationDataItem": {"String": "x"}}}"#
        )
        let result = run("decode", "fileHandleReadCompletion", file.path)
        #expect(result.status == .failure)
        #expect(result.output.isEmpty)
        #expect(
            result.errors
                == "notification-catalog: NSFileHandleReadCompletionNotification: "
                + #"userInfo["NSFileHandleNotificationDataItem"] is String "x", expected Data"# + "\n"
        )
    }

    @Test("A missing file is 66 and names the file")
    func missingFile() {
        let result = run("decode", "fileHandleReadCompletion", "/nonexistent/payload.json")
        #expect(result.status == .noInput)
        #expect(result.errors == "notification-catalog: cannot open '/nonexistent/payload.json': no such file\n")
        let directory = run("decode", "fileHandleReadCompletion", "/")
        #expect(directory.status == .noInput)
        #expect(directory.errors.contains("'/'"))
    }

    @Test("Invalid JSON is 65 with the position")
    func invalidJSON() throws {
        let file = try TemporaryFile("{\n  \"userInfo\": {,}\n}")
        let result = run("decode", "fileHandleReadCompletion", file.path)
        #expect(result.status == .dataError)
        #expect(result.errors.hasPrefix("notification-catalog: \(file.path): invalid JSON at line 2, column 16"))
        #expect(result.errors.split(separator: "\n").count == 1)
    }

    @Test("A value the fixture format does not know is 65 with its JSON path")
    func unknownTag() {
        let result = run("decode", "fileHandleReadCompletion", "-", input: #"{"userInfo": {"k": {"Integer": 1}}}"#)
        #expect(result.status == .dataError)
        #expect(result.errors.contains("standard input: $.userInfo.k"))
    }

    @Test(
        "An unknown notification is a usage error that suggests the closest member",
        arguments: [
            ("fileHandleReadCompletio", "fileHandleReadCompletion"),
            ("NSFileHandleReadCompletion", "fileHandleReadCompletion"),
            ("keyboardWillShw", "keyboardWillShow"),
        ])
    func unknownNotification(name: String, suggestion: String) {
        for result in [run("show", name), run("decode", name, "-")] {
            #expect(result.status == .usage)
            #expect(
                result.errors == "notification-catalog: unknown notification '\(name)'; did you mean '\(suggestion)'?\n"
            )
            #expect(result.output.isEmpty)
        }
    }

    @Test func usageErrorsAreOneLineOnStandardError() {
        let result = run("lst")
        #expect(result.status == .usage)
        #expect(result.errors == "notification-catalog: unknown command 'lst'; did you mean 'list'?\n")
        #expect(result.output.isEmpty)
    }

    @Test("demo --timeout 1e300 is a usage error, not a trap")
    func absurdTimeout() {
        let result = run("demo", "--timeout", "1e300")
        #expect(result.status == .usage)
        #expect(
            result.errors == "notification-catalog: demo: --timeout is at most 86400 seconds (a day), not '1e300'\n")
        #expect(result.output.isEmpty)
    }
}

@Suite("notification-catalog when a write fails")
struct WriteFailureTests {
    @Test("A failed standard output: EX_IOERR and one line on standard error, whatever the command returned")
    func output() {
        for arguments in [["list"], ["--help"], ["show", "fileHandleReadCompletion"], ["--version"]] {
            let captured = CapturedIO(failingOutputWith: ENOSPC)
            #expect(NotificationCatalogCommand.run(arguments, io: captured.io) == .outputError)
            #expect(
                captured.errors == "notification-catalog: cannot write to standard output: No space left on device\n")
        }
    }

    @Test("A reader that has gone (EPIPE): EX_IOERR without a message")
    func brokenPipe() {
        let captured = CapturedIO(failingOutputWith: EPIPE)
        #expect(NotificationCatalogCommand.run(["list"], io: captured.io) == .outputError)
        #expect(captured.errors.isEmpty)
    }

    @Test("A failed standard error: EX_IOERR instead of the usage status")
    func errors() {
        let captured = CapturedIO(failingErrorsWith: EBADF)
        #expect(NotificationCatalogCommand.run(["--bogus"], io: captured.io) == .outputError)
        let quiet = CapturedIO(failingErrorsWith: EBADF)
        #expect(NotificationCatalogCommand.run(["list"], io: quiet.io) == .success, "nothing written to it")
    }

    @Test("The writer writes everything, and reports the errno of a failed write")
    func descriptorWriter() throws {
        let text = String(repeating: "0123456789abcdef", count: 20_000)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("written-\(UUID())").path
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #expect(file >= 0)
        try DescriptorWriter.write(text, to: file, stream: .output)
        close(file)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileManager.default.contents(atPath: path) == Data(text.utf8))
        let full = open("/dev/full", O_WRONLY)
        defer { close(full) }
        #expect(throws: WriteFailure(stream: .error, code: ENOSPC)) {
            try DescriptorWriter.write("x", to: full, stream: .error)
        }
    }

    @Test("A non-blocking pipe: partial writes and EAGAIN are waited out, every byte arrives in order")
    func nonBlockingPipe() throws {
        let text = String((0..<100_000).map { _ in "0123456789abcdef".randomElement() ?? "0" })  // > a pipe's 64 KiB
        let pipe = Pipe()
        let writer = pipe.fileHandleForWriting.fileDescriptor
        #expect(fcntl(writer, F_SETFL, fcntl(writer, F_GETFL) | O_NONBLOCK) == 0)
        let received = Received()
        let done = DispatchSemaphore(value: 0)
        let reader = pipe.fileHandleForReading
        Thread {
            Thread.sleep(forTimeInterval: 0.05)  // let the writer fill the pipe and meet EAGAIN first
            received.withLock { $0 = reader.readDataToEndOfFile() }
            done.signal()
        }.start()
        try DescriptorWriter.write(text, to: writer, stream: .output)
        try pipe.fileHandleForWriting.close()
        done.wait()
        #expect(received.withLock { $0 } == Data(text.utf8))
    }
}

/// What the reader thread of a test read. A lock of its own: this target does not depend on NotificationDescriptors,
/// whose `LockedState` the other test targets use.
// @unchecked Sendable: `data` is only read and written under `lock`.
private final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func withLock<Result>(_ body: (inout Data) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&data)
    }
}
