import Foundation
import NotificationCatalogTool
import Testing

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
