import Foundation
import NotificationCatalog
import NotificationCatalogTool
import NotificationFixtures
import Testing
import ToolTestSupport

/// `decode NAME FILE` run as the real executable: a payload or a whole catalog fixture file, from a file, standard
/// input, `/dev/stdin` or a pipe, with a clear error and status for every bad input and never a crash.
@Suite("notification-catalog decode")
struct DecodeTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Catalog/Fixtures", isDirectory: true)

    static func fixture(_ member: String) -> String {
        fixtures.appendingPathComponent("\(member).json").path
    }

    /// Runs `script` with `bash -c`, with `$0` the executable and `$1`... `arguments`: for process substitution.
    static func shell(_ script: String, _ arguments: String...) throws -> (
        status: Int32, output: String, errors: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script, try ToolProcess.executable().path] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outputData, as: UTF8.self),
            String(decoding: errorData, as: UTF8.self)
        )
    }

    /// A temporary file holding `contents`, removed when the test's scope ends.
    final class TemporaryFile {
        let path: String
        init(_ contents: String) throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("decode-\(UUID()).json").path
            try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    @Test(
        "Every catalog fixture file decodes case by case, one line per case, exit 0",
        arguments: NotificationCatalog.entries.map(\.member))
    func catalogFixtureFiles(member: String) throws {
        let path = Self.fixture(member)
        let cases = try FixtureFile(parsing: Data(contentsOf: URL(fileURLWithPath: path))).cases
        let result = try ToolProcess.run(["decode", member, path])
        #expect(result.status == 0, "\(result.errors)")
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == cases.count + 1)
        for (line, fixture) in zip(lines, cases) {
            #expect(line.hasPrefix("ok   \(fixture.label): "))
            #expect(!line.hasSuffix(" "))
        }
        #expect(lines.last?.hasSuffix("all \(cases.count) fixtures hold") == true)
        #expect(result.errors.isEmpty)
    }

    @Test("A case that does not hold is a FAIL line, exit 1, and standard error names its label")
    func aFailingCase() throws {
        let file = try TemporaryFile(
            #"""
            {"notification": "NSFileHandleReadCompletionNotification", "fixtures": [
              {"label": "holds", "payload": {"object": {"FileHandle": "pipe"}, "userInfo": {"NSFileHandleNotificationDataItem": {"Data": ""}}},
               "expect": {"fields": {"fileHandle": "object", "data": {"Data": ""}, "errorCode": null}}},
              {"label": "wrong data", "payload": {"object": {"FileHandle": "pipe"}, "userInfo": {"NSFileHandleNotificationDataItem": {"Data": "aGk="}}},
               "expect": {"fields": {"fileHandle": "object", "data": {"Data": ""}, "errorCode": null}}},
              {"label": "wrong error", "payload": {"userInfo": {}}, "expect": {"error": "something else"}}
            ]}
            """#
        )
        let result = try ToolProcess.run(["decode", "fileHandleReadCompletion", file.path])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("ok   holds: decoded"))
        #expect(lines[1] == #"FAIL wrong data: data: {"Data": "aGk="}, expected {"Data": ""}"#)
        #expect(
            lines[2].hasPrefix(
                "FAIL wrong error: decoding error: NSFileHandleReadCompletionNotification: object is nil"))
        #expect(lines[2].hasSuffix(#", expected "something else""#))
        #expect(result.errors == "notification-catalog: 2 of 3 fixtures do not hold: \"wrong data\" and 1 more\n")
    }

    @Test("A case without \"expect\" holds when its payload decodes, and fails when it does not")
    func aCaseWithoutExpect() throws {
        let file = try TemporaryFile(
            #"""
            {"notification": "NSFileHandleReadCompletionNotification", "fixtures": [
              {"label": "decodes", "payload": {"object": {"FileHandle": "pipe"}, "userInfo": {"NSFileHandleNotificationDataItem": {"Data": "aGk="}}}},
              {"label": "does not decode", "payload": {"userInfo": {}}}
            ]}
            """#
        )
        let result = try ToolProcess.run(["decode", "fileHandleReadCompletion", file.path])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(
            lines.first?.hasPrefix(
                #"ok   decodes: decoded fileHandle: FileHandle (the notification's object), data: {"Data": "aGk="}"#)
                == true)
        #expect(
            lines.last?.hasPrefix("FAIL does not decode: decoding error: NSFileHandleReadCompletionNotification: ")
                == true)
        #expect(lines.last?.hasSuffix(", expected the payload to decode") == true)
        #expect(result.errors == "notification-catalog: 1 of 2 fixtures do not hold: \"does not decode\"\n")
    }

    @Test("Standard input as -, /dev/stdin, and a pipe path from process substitution")
    func pipes() throws {
        let payload =
            #"{"object": {"FileHandle": "pipe"}, "userInfo": {"NSFileHandleNotificationDataItem": {"Data": "aGk="}}}"#
        for path in ["-", "/dev/stdin"] {
            let result = try ToolProcess.run(["decode", "fileHandleReadCompletion", path], input: payload)
            #expect(result.status == 0, "\(path): \(result.errors)")
            #expect(result.output.contains(#"data: {"Data": "aGk="}"#), "\(path)")
        }
        let file = Self.fixture("fileHandleReadCompletion")
        let stdinFile = try ToolProcess.run(
            ["decode", "fileHandleReadCompletion", "/dev/stdin"],
            input: try String(contentsOfFile: file, encoding: .utf8))
        #expect(stdinFile.status == 0, "\(stdinFile.errors)")
        #expect(stdinFile.output.contains("all 11 fixtures hold"))
        let substituted = try Self.shell(#""$0" decode fileHandleReadCompletion <(cat "$1")"#, file)
        #expect(substituted.status == 0, "\(substituted.errors)")
        #expect(substituted.output.contains("all 11 fixtures hold"))
        let piped = try Self.shell(#"cat "$1" | "$0" decode fileHandleReadCompletion /dev/stdin"#, file)
        #expect(piped.status == 0, "\(piped.errors)")
    }

    @Test("Missing, directory, empty, binary and invalid inputs: one line on standard error, 65 or 66, never a crash")
    func badInputs() throws {
        let empty = try TemporaryFile("")
        let binary = try TemporaryFile(String(decoding: [0xFF, 0x00, 0xFE, 0x7B], as: UTF8.self))
        let wrongFile = try TemporaryFile(#"{"notification": "NSThreadWillExitNotification", "fixtures": []}"#)
        let noFixtures = try TemporaryFile(
            #"{"notification": "NSFileHandleReadCompletionNotification", "fixtures": []}"#)
        let badStructure = try TemporaryFile(
            #"{"notification": "NSFileHandleReadCompletionNotification", "fixtures": [{}]}"#)
        let cases: [(path: String, status: Int32, message: String)] = [
            ("/nonexistent/payload.json", 66, "cannot open '/nonexistent/payload.json': no such file"),
            ("/", 66, "cannot read '/': it is a directory"),
            (empty.path, 65, "\(empty.path): the input is empty; expected JSON text"),
            (binary.path, 65, "\(binary.path): invalid JSON at line 1, column 1"),
            (wrongFile.path, 65, "\(wrongFile.path): the fixtures are for NSThreadWillExitNotification, but "),
            (noFixtures.path, 65, "\(noFixtures.path): $.fixtures: the file has no fixtures"),
            (badStructure.path, 65, #"\#(badStructure.path): $.fixtures[0]: missing "label""#),
        ]
        for (path, status, message) in cases {
            let result = try ToolProcess.run(["decode", "fileHandleReadCompletion", path])
            #expect(result.status == status, "\(path): \(result.errors)")
            #expect(result.errors.hasPrefix("notification-catalog: \(message)"), "\(path): \(result.errors)")
            #expect(result.errors.split(separator: "\n").count == 1, "\(path)")
            #expect(result.output.isEmpty, "\(path)")
        }
    }

    @Test("An unreadable file is 66 and says so", .enabled(if: geteuid() != 0, "root can read anything"))
    func unreadableFile() throws {
        let file = try TemporaryFile("{}")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
        let result = try ToolProcess.run(["decode", "fileHandleReadCompletion", file.path])
        #expect(result.status == 66)
        #expect(result.errors == "notification-catalog: cannot open '\(file.path)': permission denied\n")
    }

    /// The newcomer trial's hang: with standard output a pipe, `/dev/stdout` as the input opened the pipe this process
    /// writes, and read(2) waited for ever. Now it is refused, for both commands that read a file (Linux: /dev/stdout
    /// is /proc/self/fd/1; on Darwin it is the same descriptor, and the same check applies).
    @Test(arguments: [
        ["scaffold", "/dev/stdout", "--name", "U"], ["decode", "fileHandleReadCompletion", "/dev/stdout"],
    ])
    func readingItsOwnStandardOutputIsRefused(_ arguments: [String]) throws {
        let result = try ToolProcess.run(arguments)
        #expect(result.status == 66)
        #expect(result.errors.contains("it is this program's own standard output, a pipe it writes"))
    }
}
