import Foundation
import TestSupport
import Testing

/// The by-type helpers keep the type checker's work small: a test with a three-clause `matching:` closure
/// type-checks in milliseconds. (Before they existed, `expectNotification(UploadFinished.self, ...)` with three
/// clauses ran 22 s and ended in "unable to type-check this expression in reasonable time".)
///
/// The test type-checks a snippet with `swiftc` against the modules this test run was built with, asking the compiler
/// to warn about any expression that takes over 3 s and any function body over 5 s, and to give up on an expression
/// after 10 s: limits a busy machine (other builds, a sanitized test run beside it) stays far below, that the 22 s
/// regression still crosses. Linux only: it finds the modules where SwiftPM puts them on Linux (`<build>/Modules`, next
/// to the test executable) and runs `swiftc` from `PATH`. On Darwin the same snippet is expected to type-check as
/// fast; run it by hand with `xcrun swiftc -typecheck -I .build/debug/Modules ...`.
@Suite struct TypeCheckTimeTests {
    static let snippet = #"""
        import Foundation
        import NotificationDescriptors
        import NotificationTesting
        import Testing
        import XCTest

        struct UploadFinished: Codable, Sendable, DescribedNotification {
            var a: Int
            var b: String
            var c: Bool
            static let descriptor = NotificationDescriptor(
                Notification.Name("UploadFinished"), userInfo: UploadFinished.self)
        }

        extension NotificationDescriptor where Payload == UploadFinished {
            static let uploadFinished = UploadFinished.descriptor
        }

        @Test func byType() async throws {
            let center = NotificationCenter()
            await expectNotification(UploadFinished.self, in: center) {
                center.post(UploadFinished(a: 1, b: "x", c: true))
            } matching: { $0.a == 1 && $0.b == "x" && $0.c }
            await expectNotification(UploadFinished.self, in: center) { $0.a == 1 && $0.b == "x" && $0.c }
            await expectNotification(.uploadFinished, in: center) {
                center.post(UploadFinished(a: 1, b: "x", c: true))
            } matching: { $0.a == 1 && $0.b == "x" && $0.c }
            let recorder = NotificationRecorder(UploadFinished.self, center: center)
            try await recorder.waitFor(count: 1, timeout: .seconds(1))
            _ = expectFixtures(UploadFinished.self, named: "uploads", in: .main)
            let token = center.observe(UploadFinished.self) { upload in
                print(upload.a == 1 && upload.b == "x" && upload.c)
            } onFailure: { error in
                print(error)
            }
            token.cancel()
        }

        final class UploadTests: XCTestCase {
            func testByType() async {
                let center = NotificationCenter()
                await XCTAssertPostsNotification(UploadFinished.self, in: center) {
                    center.post(UploadFinished(a: 1, b: "x", c: true))
                } matching: { $0.a == 1 && $0.b == "x" && $0.c }
            }
        }
        """#

    /// The directory holding this test run's `.swiftmodule` files: `Modules` in the build directory, which holds the
    /// test executable (or, in a bundle, one of its parents).
    static func modulesDirectory() throws -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        for _ in 0..<5 {
            directory = directory.deletingLastPathComponent()
            let modules = directory.appendingPathComponent("Modules")
            if FileManager.default.fileExists(
                atPath: modules.appendingPathComponent("NotificationTesting.swiftmodule").path)
            {
                return modules
            }
        }
        throw ModulesNotFound(executable: CommandLine.arguments[0])
    }

    struct ModulesNotFound: Error, CustomStringConvertible {
        var executable: String
        var description: String { "no Modules/NotificationTesting.swiftmodule above \(executable)" }
    }

    #if os(Linux)
        @Test(
            .timeLimit(.minutes(10)),
            .enabled(if: Toolchain.has("swiftc"), Comment(rawValue: Toolchain.missing("swiftc")))
        )
        func aThreeClauseMatchingClosureTypeChecksInMilliseconds() async throws {
            let modules = try Self.modulesDirectory()
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typecheck-\(UUID())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let source = directory.appendingPathComponent("Snippet.swift")
            try Data(Self.snippet.utf8).write(to: source)

            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [
                "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path,
                // NotificationDescriptors imports the engine's C target; SwiftPM writes its module map here.
                "-Xcc",
                "-fmodule-map-file="
                    + modules.deletingLastPathComponent()
                    .appendingPathComponent("CNotificationAtomics.build/module.modulemap").path,
                "-Xfrontend", "-warn-long-expression-type-checking=3000",
                "-Xfrontend", "-warn-long-function-bodies=5000",
                "-Xfrontend", "-solver-expression-time-threshold=10",
                source.path,
            ]
            let output = directory.appendingPathComponent("output.txt")
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            let handle = try FileHandle(forWritingTo: output)
            defer { try? handle.close() }
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
            // The watchdog: a type checker that runs away is killed and reported, never waited for. (swiftc is not
            // sanitized, but the machine may be busy: the limit is scaled like every other.)
            let deadline = Date(timeIntervalSinceNow: min(Watchdog.seconds(120), 480))
            while process.isRunning && Date() < deadline {
                try await Task.sleep(for: .milliseconds(50))
            }
            let timedOut = process.isRunning
            if timedOut { process.terminate() }
            process.waitUntilExit()
            let diagnostics = String(decoding: try Data(contentsOf: output), as: UTF8.self)

            #expect(!timedOut, "swiftc -typecheck ran over \(Int(min(Watchdog.seconds(120), 480))) s")
            #expect(process.terminationStatus == 0, "swiftc -typecheck failed:\n\(diagnostics)")
            #expect(!diagnostics.contains("to type-check"), "slow to type-check:\n\(diagnostics)")
        }
    #endif
}
