import Foundation
import NotificationDescriptors
import TestSupport
import Testing

/// A payload with a sequence number and the id of the thread (or task) that posted it.
struct Tick: Equatable, Sendable {
    var source: Int
    var number: Int
}

extension NotificationDescriptor where Payload == Tick {
    /// A legacy (userInfo) descriptor, so the converter path and decoding failures are exercised.
    static let tick = NotificationDescriptor(
        Notification.Name("AsyncTests.Tick"),
        decode: { Tick(source: try $0.value(for: "source"), number: try $0.value(for: "number")) },
        encode: { (object: nil, userInfo: ["source": $0.source, "number": $0.number]) }
    )
}

extension NotificationDescriptor where Payload == Int {
    /// An app-defined notification whose payload travels intact.
    static let count = NotificationDescriptor(carrying: Int.self, name: Notification.Name("AsyncTests.Count"))
    static let other = NotificationDescriptor(carrying: Int.self, name: Notification.Name("AsyncTests.Other"))
}

/// Runs `body` on a new thread and returns its result, or `nil` when it did not finish within `seconds` scaled by
/// ``Watchdog/scale``: it is stuck (a deadlock, say), the thread is left behind, and one issue naming `what` and the
/// limit is recorded, so the caller can return at once instead of failing each expectation after it.
func finishes<Result: Sendable>(
    within seconds: Double,
    _ what: String = "the test body",
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable () -> Result
) -> Result? {
    let done = DispatchSemaphore(value: 0)
    let result = Locked<Result?>(nil)
    let thread = Thread {
        let value = body()
        result.value = value
        done.signal()
    }
    thread.start()
    guard done.wait(timeout: Watchdog.deadline(seconds)) == .success else {
        Issue.record(Comment(rawValue: Watchdog.message(what, base: seconds)), sourceLocation: sourceLocation)
        return nil
    }
    return result.value
}

/// Counts a long test's steps, so that its watchdog tells a slow machine (steps still coming) from a hang (none).
final class Progress: Sendable {
    private let steps = LockedState(0)

    /// One more step done.
    func tick() { steps.withLock { $0 &+= 1 } }

    var count: Int { steps.withLock { $0 } }

    /// Runs `round(worker, index)` `rounds` times on each of `workers` new threads at once, one step per round;
    /// returns once every thread is done.
    func onThreads(_ workers: Int, rounds: Int, _ round: @escaping @Sendable (_ worker: Int, _ index: Int) -> Void) {
        let done = DispatchSemaphore(value: 0)
        for worker in 0..<workers {
            Thread {
                for index in 0..<rounds {
                    round(worker, index)
                    self.tick()
                }
                done.signal()
            }.start()
        }
        for _ in 0..<workers { done.wait() }
    }
}

/// Runs `body` on a new thread and returns its result, or `nil` when it made no progress (no `tick()`) for `seconds`
/// scaled by ``Watchdog/scale``: it is stuck, the thread is left behind, and one issue naming `what` is recorded. However
/// slow the machine, a body that keeps ticking is waited for: only a hang fails.
func finishes<Result: Sendable>(
    stallingAfter seconds: Double,
    _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable (Progress) -> Result
) -> Result? {
    let done = DispatchSemaphore(value: 0)
    let result = Locked<Result?>(nil)
    let progress = Progress()
    Thread {
        let value = body(progress)
        result.value = value
        done.signal()
    }.start()
    var seen = progress.count
    var lastChange = ContinuousClock.now
    while done.wait(timeout: .now() + 1) == .timedOut {
        let now = progress.count
        if now != seen {
            seen = now
            lastChange = .now
        } else if ContinuousClock.now - lastChange > Watchdog.duration(seconds) {
            let message = Watchdog.message("\(what), stuck after \(now) steps,", base: seconds)
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return nil
        }
    }
    return result.value
}

/// Threads posting `.count` payloads on `center` in a loop until stopped; counts the posts.
final class Posters: Sendable {
    let posted = LockedState(0)
    private let stopped = LockedState(false)
    private let finished = DispatchGroup()

    init(center: NotificationCenter, threads: Int, descriptor: NotificationDescriptor<Int> = .count) {
        for _ in 0..<threads {
            finished.enter()
            Thread { [self] in
                while !stopped.withLock({ $0 }) {
                    // Numbered under the lock, posted outside it, so the posting threads still deliver concurrently.
                    let number = posted.withLock { posted in
                        posted &+= 1
                        return posted
                    }
                    center.post(descriptor, number)
                }
                finished.leave()
            }.start()
        }
    }

    /// Waits until `count` more posts have been made than when called.
    func waitForPosts(_ count: Int) {
        let target = posted.withLock { $0 } + count
        while posted.withLock({ $0 }) < target { sched_yield() }
    }

    func stop() {
        stopped.withLock { $0 = true }
        finished.wait()
    }
}

/// A value behind a lock, as a class so escaping closures and arrays can share it.
final class Locked<Value: Sendable>: Sendable {
    private let mutex: LockedState<Value>

    init(_ value: Value) {
        mutex = LockedState(value)
    }

    func withLock<Result: Sendable>(_ body: (inout Value) -> Result) -> Result {
        mutex.withLock { body(&$0) }
    }

    var value: Value {
        get { mutex.withLock { $0 } }
        set { mutex.withLock { $0 = newValue } }
    }
}
