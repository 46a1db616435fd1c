import Foundation
import TestSupport
import Testing

@testable import NotificationDescriptors

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Cancelling a task that iterates `notifications(of:)` while other threads post.
///
/// `task.cancel()` runs the iterator's cancellation handler while it holds the task's status lock. A delivery in
/// flight on a posting thread may at that moment be resuming that task's continuation, which needs the same lock. The
/// handler therefore must not cancel the observation's token, which waits for deliveries in flight: both threads would
/// hang forever (within 3–213 rounds). The handler only ends the sequence; the iterating task cancels the token itself.
@Suite("Cancelling the iterating task")
struct TaskCancelTests {
    /// The outcome of `rounds` subscribe / cancel-the-task rounds.
    struct Outcome: Sendable {
        /// Rounds whose task ended after its cancel.
        var completed = 0
        /// Rounds that did not end within the round's time limit (a deadlock): 0 is the only passing value.
        var hangs = 0
        /// Payloads the iterators received in all, so a test can tell that deliveries really raced the cancels.
        var received = 0
        /// Observations still registered after the last round: each cancelled task ends its observation before its
        /// `for await` loop ends, so 0.
        var liveObservations = 0
    }

    /// Runs the rounds: each one subscribes, starts a task iterating the sequence, lets posts arrive for a random
    /// moment (0 to `maxPauseMicroseconds`), cancels the task and waits for it to end.
    ///
    /// The rounds run on a thread of their own, watched from here: when no round ends for `stallSeconds`, the run
    /// counts as hung and returns at once (the stuck threads are left behind), so a deadlock fails the test instead
    /// of hanging the suite. The watch sleeps rather than blocks: a test blocking a thread of the cooperative pool
    /// (two threads on two cores) could starve the very tasks it waits for.
    static func run(rounds: Int, maxPauseMicroseconds: Int, stallSeconds: Double = Watchdog.seconds(30)) async
        -> Outcome
    {
        let center = NotificationCenter()
        let posters = StoppablePosters(center: center, threads: 2)
        defer { posters.stop() }
        let progress = Locked(Outcome())
        let finished = Locked(false)
        Thread {
            var random = SystemRandomNumberGenerator()
            for _ in 0..<rounds {
                let sequence = center.notifications(of: .count)
                let started = DispatchSemaphore(value: 0)
                let ended = DispatchSemaphore(value: 0)
                let received = Locked(0)
                let task = Task.detached {
                    started.signal()
                    for await _ in sequence {
                        received.withLock { $0 += 1 }
                    }
                    ended.signal()
                }
                started.wait()
                let pause = Int.random(in: 0...maxPauseMicroseconds, using: &random)
                if pause > 0 { usleep(UInt32(pause)) }
                // Before the fix, this call (or the task's end) never returned.
                task.cancel()
                ended.wait()
                let count = received.value
                progress.withLock {
                    $0.completed += 1
                    $0.received += count
                }
            }
            let live = center.liveObservationCount(of: NotificationDescriptor<Int>.count.name)
            progress.withLock { $0.liveObservations = live }
            finished.value = true
        }.start()
        var last = -1
        var lastChange = Date()
        while !finished.value {
            try? await Task.sleep(for: .milliseconds(100))
            let completed = progress.value.completed
            if completed != last {
                last = completed
                lastChange = Date()
            } else if Date().timeIntervalSince(lastChange) > stallSeconds {
                var outcome = progress.value
                outcome.hangs = 1
                return outcome
            }
        }
        return progress.value
    }

    @Test("Cancelling a task suspended in `for await` while two threads post never hangs (with a watchdog)")
    func cancellingTheIteratingTaskWhilePostingNeverHangs() async {
        // Before the fix, 10,000 rounds hung every time (after 175 to 7,553 rounds).
        let rounds = Self.rounds(dividingFuzzCasesBy: 10, atLeast: 1_000)
        let outcome = await Self.run(rounds: rounds, maxPauseMicroseconds: 100)
        #expect(outcome.hangs == 0, "deadlock after \(outcome.completed) rounds: no round ended within 10 s")
        #expect(outcome.completed == rounds)
        #expect(outcome.liveObservations == 0)
    }

    /// `FUZZ_CASES / divisor` rounds, at least `minimum`: the knob the fuzz tests use, so CI's sanitizer run (which
    /// sets `FUZZ_CASES=20000` instead of the default 100,000) runs a fifth of the rounds.
    static func rounds(dividingFuzzCasesBy divisor: Int, atLeast minimum: Int) -> Int {
        let cases = ProcessInfo.processInfo.environment["FUZZ_CASES"].flatMap { Int($0) } ?? 100_000
        return max(minimum, cases / divisor)
    }

    @Test("Thousands of subscribe / cancel-the-task rounds with two posting threads: 0 hangs")
    func stress() async {
        // 20,000 rounds by default (2-6 s on 2 busy cores); 4,000 under ThreadSanitizer in CI (about 30 s).
        let rounds = Self.rounds(dividingFuzzCasesBy: 5, atLeast: 2_000)
        let started = Date()
        let outcome = await Self.run(rounds: rounds, maxPauseMicroseconds: 300)
        let seconds = Date().timeIntervalSince(started)
        print(
            "TaskCancelTests.stress: \(outcome.completed) of \(rounds) rounds, \(outcome.hangs) hangs, "
                + "\(outcome.received) payloads received, \(String(format: "%.1f", seconds)) s"
        )
        #expect(outcome.hangs == 0, "deadlock after \(outcome.completed) rounds: no round ended within 10 s")
        #expect(outcome.completed == rounds)
        #expect(outcome.liveObservations == 0)
        // The deliveries really raced the cancels: the iterators got payloads.
        #expect(outcome.received > 0)
    }
}

/// Threads posting `.count` payloads on a center until stopped, which can be stopped without waiting forever for a
/// thread stuck in a deadlocked delivery.
final class StoppablePosters: Sendable {
    private let stopped = Locked(false)

    init(center: NotificationCenter, threads: Int) {
        for _ in 0..<threads {
            Thread { [self] in
                var count = 0
                while !stopped.value {
                    center.post(NotificationDescriptor<Int>.count, count)
                    count += 1
                    // A short breath now and then: with the posters never yielding, the iterating task waited for a
                    // thread for milliseconds each round (on 2 cores), and the rounds ran 8x slower with no more
                    // deadlocks found per second.
                    if count % 4 == 0 { sched_yield() }
                }
            }.start()
        }
    }

    /// Stops the posters without waiting for them: one stuck in a deadlocked delivery is left behind.
    func stop() {
        stopped.value = true
    }
}
