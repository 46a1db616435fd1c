import Foundation

/// The built `notification-catalog` executable run as a child process, for tests that need a process with a real
/// main thread (the demo, `live-probe`) or want to see exit statuses and standard streams as a user does.
///
/// The executable is found next to the running binary (`/proc/self/exe`): `swift test` builds it there when the test
/// target depends on the `notification-catalog` target.
package enum ToolProcess {
    /// What a run of the executable produced.
    package struct Output: Sendable {
        /// The exit status.
        package var status: Int32
        /// Everything written to standard output.
        package var output: String
        /// Everything written to standard error.
        package var errors: String
    }

    /// The executable is not where it should be.
    package struct Missing: Error, Sendable, CustomStringConvertible {
        /// Where it was looked for.
        package let path: String
        package var description: String { "notification-catalog is not built at \(path)" }
    }

    /// The built `notification-catalog`, next to the running binary.
    ///
    /// - Throws: ``Missing`` when it is not there or not executable.
    package static func executable() throws -> URL {
        let running = URL(fileURLWithPath: try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        let url = running.deletingLastPathComponent().appendingPathComponent("notification-catalog")
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw Missing(path: url.path)
        }
        return url
    }

    /// Runs the executable with `arguments` and standard input `input`, and waits for it to exit. Blocks the calling
    /// thread; from async code use ``output(of:input:)``.
    package static func run(_ arguments: [String], input: String = "") throws -> Output {
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
        // The child writes little to standard error, so reading standard output to its end first cannot deadlock.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self)
        )
    }

    /// ``run(_:input:)`` on a thread of its own, so that waiting for the child blocks no Swift concurrency thread.
    package static func output(of arguments: [String], input: String = "") async throws -> Output {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try run(arguments, input: input) })
            }
            thread.start()
        }
    }
}
