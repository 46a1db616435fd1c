import Foundation

/// Runs the run loop of the thread that runs main-queue work until `done()` is true or `timeout` has passed;
/// returns whether `done()` became true.
///
/// FileHandle's background notifications are enqueued, from a block on the main dispatch queue, into the
/// `NotificationQueue` of the thread that runs that block, and are posted only when that thread's run loop runs in
/// the default mode. Under Swift Testing on Linux the main thread is parked in `dispatchMain()` and main-queue work
/// (main-actor jobs included) runs on a worker thread, so `RunLoop.main.run(...)` returns `false` at once (it runs
/// only on its own thread). Running `RunLoop.current` inside a main-actor job runs the right thread's run loop; on
/// Apple platforms that thread is the main thread and the run loop is `RunLoop.main`.
@discardableResult
func runMainQueueRunLoop(timeout: Duration, until done: @escaping @Sendable () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !done() {
        guard clock.now < deadline else { return false }
        await MainActor.run { spinCurrentRunLoop(seconds: 0.01) }
    }
    return true
}

/// Runs the current thread's run loop in the default mode for about `seconds`.
@MainActor
private func spinCurrentRunLoop(seconds: TimeInterval) {
    let runLoop = RunLoop.current
    // A mode with no timer or source counts as finished and returns at once, before the NotificationQueue's run
    // loop observer is called; a far-off timer keeps it running until the limit date.
    let keepAlive = Timer(timeInterval: 3600, repeats: false) { _ in }
    runLoop.add(keepAlive, forMode: .default)
    _ = runLoop.run(mode: .default, before: Date(timeIntervalSinceNow: seconds))
    keepAlive.invalidate()
}
