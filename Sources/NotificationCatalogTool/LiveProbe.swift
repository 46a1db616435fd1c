import Foundation

/// `live-probe` (for the test suite, not in the usage text): runs the FileHandle scenarios of
/// ``LiveScenario/Kind/probe`` on this process's main thread and prints one ``LiveProbeResult`` per scenario as a
/// JSON array on standard output.
///
/// It exits 0 whenever it ran, whatever arrived: the catalog's live tests read the results and judge them. Under
/// Swift Testing the test process has no thread whose run loop reliably posts FileHandle notifications, so the tests
/// launch this instead (see the `FileHandleDelivery` article).
enum LiveProbe {
    static func run(timeout: Double, io: ToolIO) throws(ToolError) -> ExitCode {
        let runner = LiveScenarioRunner(timeout: timeout)
        let results = LiveScenario.Kind.probe.map { runner.run($0) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            io.print(String(decoding: try encoder.encode(results), as: UTF8.self))
        } catch {
            throw ToolError(.failure, "live-probe: cannot encode the results: \(error)")
        }
        return .success
    }
}
