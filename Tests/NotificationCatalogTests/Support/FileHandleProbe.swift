import Foundation
import NotificationCatalogTool
import TestSupport
import ToolTestSupport

/// The FileHandle scenarios' results, from one run of the test-only `LiveProbe` executable shared by every test.
///
/// FileHandle notifications are posted from a block on the main dispatch queue into the `NotificationQueue` of the
/// thread that runs it, and only while that thread runs its run loop. Under Swift Testing on Linux the main thread is
/// parked in `dispatchMain()` and main-queue blocks run on arbitrary worker threads, so no run loop in the test process
/// is sure to post them. The probe is a child process with a synchronous `main` that runs its real main thread's run
/// loop, as a program would.
enum FileHandleProbe {
    /// How long the probe waits for each notification before recording that it did not arrive.
    static let timeoutSeconds = Int(Watchdog.seconds(30))

    /// Started by the first test that asks; the others await the same run.
    private static let run = Task<[LiveProbeResult], any Error> {
        let run = try await ToolProcess.output(of: ["--timeout", String(timeoutSeconds)], executable: "LiveProbe")
        guard run.status == 0 else {
            throw ProbeFailed(description: "LiveProbe exited with status \(run.status): \(run.errors)")
        }
        do {
            return try JSONDecoder().decode([LiveProbeResult].self, from: Data(run.output.utf8))
        } catch {
            throw ProbeFailed(description: "cannot read LiveProbe's output (\(error)):\n\(run.output)\n\(run.errors)")
        }
    }

    /// The result of the scenario `kind`.
    static func result(_ kind: LiveScenario.Kind) async throws -> LiveProbeResult {
        let results = try await run.value
        guard let result = results.first(where: { $0.scenario == kind }) else {
            throw ProbeFailed(description: "LiveProbe did not run \(kind.rawValue)")
        }
        return result
    }

    struct ProbeFailed: Error, CustomStringConvertible {
        let description: String
    }
}
