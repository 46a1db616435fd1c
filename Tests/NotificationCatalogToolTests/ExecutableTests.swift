import Foundation
import Testing

/// The built `notification-catalog` executable, next to the test bundle.
private func executable() throws -> URL {
    let testBinary = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
    let url = testBinary.deletingLastPathComponent().appendingPathComponent("notification-catalog")
    guard FileManager.default.isExecutableFile(atPath: url.path) else {
        throw ExecutableMissing(path: url.path)
    }
    return url
}

private struct ExecutableMissing: Error, CustomStringConvertible {
    let path: String
    var description: String { "notification-catalog is not built at \(path)" }
}

/// Runs the executable with `arguments` and standard input `input`; returns its status and output.
private func launch(_ arguments: [String], input: String = "") throws -> (status: Int32, output: String, errors: String)
{
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    let standardInput = Pipe()
    process.standardOutput = output
    process.standardError = errors
    process.standardInput = standardInput
    try process.run()
    try standardInput.fileHandleForWriting.write(contentsOf: Data(input.utf8))
    try standardInput.fileHandleForWriting.close()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
        process.terminationStatus, String(decoding: outputData, as: UTF8.self),
        String(decoding: errorData, as: UTF8.self)
    )
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
        #expect(result.output.contains(#"is String, expected Data"#))
        #expect(result.output.contains(#"animationCurve: {"Int": 7}"#))
        #expect(result.output.contains("All 7 notifications arrived and decoded."))
        #expect(result.errors.isEmpty)
    }

    @Test("Exit statuses and one-line errors from the real process")
    func statuses() throws {
        #expect(try launch([]).status == 0)
        #expect(try launch(["--help"]).output.hasPrefix("USAGE:"))
        let usage = try launch(["bogus"])
        #expect(usage.status == 64)
        #expect(usage.errors == "notification-catalog: unknown command 'bogus'\n")
        #expect(try launch(["decode", "fileHandleReadCompletion", "/nonexistent"]).status == 66)
        let invalid = try launch(["decode", "fileHandleReadCompletion", "-"], input: "{")
        #expect(invalid.status == 65)
        #expect(invalid.errors.hasPrefix("notification-catalog: standard input: invalid JSON at line 1, column 2"))
        #expect(!invalid.errors.contains("Backtrac"))
        let failed = try launch(["decode", "fileHandleReadCompletion", "-"], input: #"{"userInfo": null}"#)
        #expect(failed.status == 1)
    }
}
