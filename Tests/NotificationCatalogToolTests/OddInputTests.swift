import Foundation
import NotificationCatalogTool
import Testing
import ToolTestSupport

/// A temporary file holding `data`, removed when the test's scope ends.
private final class TemporaryData {
    let path: String
    init(_ data: Data) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("odd-\(UUID()).json").path
        try data.write(to: URL(fileURLWithPath: path))
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// The real executable given what a user's shell may hand it: empty, binary and huge input, deep nesting, `--`,
/// non-ASCII names. Every run ends with a status, never a signal, and an error is one line.
@Suite("notification-catalog with odd input")
struct OddInputTests {
    /// Runs the executable; checks it exited (no crash) and wrote at most one line on standard error.
    private func launch(_ arguments: [String], input: String = "") throws -> ToolProcess.Output {
        let result = try ToolProcess.run(arguments, input: input)
        #expect(result.exited, "\(arguments) was killed by signal \(result.status)")
        #expect(result.errors.split(separator: "\n").count <= 1, "\(arguments): \(result.errors)")
        return result
    }

    @Test("Empty and missing input: decode and scaffold say the same, with the same status")
    func emptyInput() throws {
        let empty = try TemporaryData(Data())
        let blank = try TemporaryData(Data([0xEF, 0xBB, 0xBF, 0x20, 0x0A]))
        for file in [empty.path, blank.path] {
            let scaffold = try launch(["scaffold", file])
            let decode = try launch(["decode", "fileHandleReadCompletion", file])
            #expect(scaffold.status == 65)
            #expect(decode.status == 65)
            #expect(scaffold.errors == "notification-catalog: \(file): the input is empty; expected JSON text\n")
            #expect(decode.errors == scaffold.errors)
        }
        let standardInput = try launch(["scaffold", "-", "--name", "N"])
        #expect(standardInput.status == 65)
        #expect(try launch(["decode", "fileHandleReadCompletion", "-"]).errors == standardInput.errors)
        let missing = "/nonexistent/\(UUID()).json"
        let scaffold = try launch(["scaffold", missing])
        let decode = try launch(["decode", "fileHandleReadCompletion", missing])
        #expect(scaffold.status == 66)
        #expect(decode.status == 66)
        #expect(scaffold.errors == "notification-catalog: cannot open '\(missing)': no such file\n")
        #expect(decode.errors == scaffold.errors)
    }

    @Test func binaryInput() throws {
        var random = SystemRandomNumberGenerator()
        var bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &random) }
        bytes[0] = 0xFF  // never valid UTF-8, whatever the rest is
        let binary = try TemporaryData(Data(bytes))
        let scaffold = try launch(["scaffold", binary.path, "--name", "N"])
        #expect(scaffold.status == 65)
        #expect(scaffold.errors.hasSuffix(": not UTF-8 text, so not JSON\n"))
        #expect(try launch(["decode", "fileHandleReadCompletion", binary.path]).status == 65)
    }

    @Test("A 20 MB line of plain JSON scaffolds", .timeLimit(.minutes(10)))
    func hugeLine() throws {
        let text = #"{"blob": ""# + String(repeating: "x", count: 20_000_000) + #"", "n": 1}"#
        let huge = try TemporaryData(Data(text.utf8))
        let result = try launch(["scaffold", huge.path, "--name", "Huge"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("    var blob: String\n"))
        #expect(result.output.contains("    var n: Int\n"))
    }

    @Test("Nesting 100,000 deep is refused, not a stack overflow", arguments: ["[", #"{"a":"#])
    func deepNesting(opening: String) throws {
        let result = try launch(["scaffold", "-", "--name", "N"], input: String(repeating: opening, count: 100_000))
        #expect(result.status == 65)
        #expect(result.errors.contains("too many nested arrays or objects (at most 512 levels)"))
    }

    @Test func doubleDash() throws {
        #expect(try launch(["--", "list"]).status == 0)
        let file = try launch(["decode", "fileHandleReadCompletion", "--", "-payload.json"])
        #expect(file.status == 66)
        #expect(file.errors.contains("'-payload.json'"))
    }

    @Test func missingArguments() throws {
        for arguments in [["decode"], ["decode", "fileHandleReadCompletion"], ["show"], ["scaffold"], ["help", "x"]] {
            let result = try launch(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.output.isEmpty)
        }
    }

    @Test func unicodeNames() throws {
        let unknown = try launch(["show", "ファイル😀"])
        #expect(unknown.status == 64)
        #expect(unknown.errors.contains("unknown notification 'ファイル😀'"))
        let scaffold = try launch(["scaffold", "-", "--name", "Übertragung😀"], input: #"{"größe": 1, "名前": "x"}"#)
        #expect(scaffold.status == 0, "\(scaffold.errors)")
        #expect(scaffold.output.contains(#"Notification.Name("Übertragung😀")"#))
        #expect(scaffold.output.contains(#"= "größe""#))
        #expect(scaffold.output.contains(#"= "名前""#))
    }
}
