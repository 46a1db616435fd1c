import Foundation
import TestSupport

/// A built executable of this package (`notification-catalog`, or the test-only `LiveProbe`) run as a child process,
/// for tests that need a process with a real main thread (the demo, the live FileHandle scenarios) or want to see exit
/// statuses and standard streams as a user does.
///
/// The executable is found next to the running test binary (`/proc/self/exe`): `swift test` builds it there when the
/// test target depends on the executable's target.
package enum ToolProcess {
    /// What a run of the executable produced.
    package struct Output: Sendable {
        /// The exit status.
        package var status: Int32
        /// Everything written to standard output.
        package var output: String
        /// Everything written to standard error.
        package var errors: String
        /// Whether the process exited (`true`) or was killed by a signal (`false`, ``status`` is the signal).
        package var exited: Bool
    }

    /// The executable is not where it should be.
    package struct Missing: Error, Sendable, CustomStringConvertible {
        /// Where it was looked for.
        package let path: String
        package var description: String { "the executable is not built at \(path)" }
    }

    /// The built executable `name` (by default `notification-catalog`), next to the running binary; a name with a
    /// slash is a path (`/bin/sh`).
    ///
    /// - Throws: ``Missing`` when it is not there or not executable.
    package static func executable(_ name: String = "notification-catalog") throws -> URL {
        let running = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        let url =
            name.contains("/")
            ? URL(fileURLWithPath: name) : running.deletingLastPathComponent().appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw Missing(path: url.path)
        }
        return url
    }

    /// Runs the executable `name` with `arguments` and standard input `input`, and waits for it to exit. Blocks the
    /// calling thread; from async code use ``output(of:executable:input:)``.
    package static func run(
        _ arguments: [String],
        executable name: String = "notification-catalog",
        input: String = ""
    ) throws -> Output {
        // `Process` exists only on macOS and Linux; these tests do not run on iOS, tvOS, watchOS or visionOS.
        #if os(macOS) || os(Linux)
            try runProcess(arguments, executable: name, input: input)
        #else
            throw Unavailable()
        #endif
    }

    /// Child processes cannot be started on this platform (it has no `Process`).
    package struct Unavailable: Error, Sendable, CustomStringConvertible {
        package var description: String { "this platform cannot run child processes (no Process)" }
    }

    #if os(macOS) || os(Linux)
        private static func runProcess(_ arguments: [String], executable name: String, input: String) throws -> Output {
            let process = Process()
            process.executableURL = try executable(name)
            process.arguments = arguments
            let output = Pipe()
            let errors = Pipe()
            let standardInput = Pipe()
            process.standardOutput = output
            process.standardError = errors
            process.standardInput = standardInput
            try process.run()
            // A watchdog: a child that hangs is killed after two minutes (scaled for slow builds), so the test fails (terminated by a
            // signal) instead of stalling CI.
            let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
            DispatchQueue.global().asyncAfter(deadline: Watchdog.deadline(120), execute: watchdog)
            defer { watchdog.cancel() }
            try standardInput.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try standardInput.fileHandleForWriting.close()
            // The child writes little to standard error, so reading standard output to its end first cannot deadlock.
            let outputData = output.fileHandleForReading.readDataToEndOfFile()
            let errorData = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Output(
                status: process.terminationStatus,
                output: String(decoding: outputData, as: UTF8.self),
                errors: String(decoding: errorData, as: UTF8.self),
                exited: process.terminationReason == .exit
            )
        }
    #endif

    /// ``run(_:executable:input:)`` on a thread of its own, so that waiting for the child blocks no Swift concurrency
    /// thread.
    package static func output(
        of arguments: [String],
        executable name: String = "notification-catalog",
        input: String = ""
    ) async throws -> Output {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try run(arguments, executable: name, input: input) })
            }
            thread.start()
        }
    }
}
