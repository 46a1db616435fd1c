import Foundation
import NotificationCatalogTool

// `LiveProbe`, for the test suite only (an executable target that is not a product, built by `swift test` because
// the catalog's test target depends on it): runs the FileHandle scenarios of `LiveScenario.Kind.probe` on this
// process's main thread and prints one `LiveProbeResult` per scenario as a JSON array on standard output.
//
// It exits 0 whenever it ran, whatever arrived: the catalog's live tests read the results and judge them. Under
// Swift Testing the test process has no thread whose run loop reliably posts FileHandle notifications, so the tests
// launch this instead (see the `FileHandleDelivery` article). Synchronous on purpose: the scenarios run the real main
// thread's run loop.
//
//     LiveProbe [--timeout <seconds per scenario>]     (default 10)

func timeout(from arguments: [String]) -> Double? {
    if arguments.isEmpty { return 10 }
    guard arguments.count == 2, arguments[0] == "--timeout", let seconds = Double(arguments[1]), seconds > 0,
        seconds.isFinite
    else { return nil }
    return seconds
}

DescriptorWriter.ignoreBrokenPipeSignal()
let io = ToolIO.standard()
guard let seconds = timeout(from: Array(CommandLine.arguments.dropFirst())) else {
    io.printError("LiveProbe: usage: LiveProbe [--timeout <seconds>]")
    exit(ExitCode.usage.rawValue)
}
let runner = LiveScenarioRunner(timeout: seconds)
let results = LiveScenario.Kind.probe.map { runner.run($0) }
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
do {
    io.print(String(decoding: try encoder.encode(results), as: UTF8.self))
} catch {
    io.printError("LiveProbe: cannot encode the results: \(error)")
    exit(ExitCode.failure.rawValue)
}
exit(io.outputFailure == nil && io.errorFailure == nil ? 0 : ExitCode.outputError.rawValue)
