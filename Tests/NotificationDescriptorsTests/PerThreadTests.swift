import Foundation
import Testing

@testable import NotificationDescriptors

/// An object that counts its own deinitialization, for the per-thread slot's tests.
private final class Counted {
    static let freed = LockedState(0)
    deinit { Counted.freed.withLock { $0 += 1 } }
}

@Suite("The one per-thread mechanism")
struct PerThreadTests {
    private static let perThread = _PerThread<Counted>()

    @Test("A thread's object is freed when the thread exits")
    func exitingThreadsFreeTheirObjects() throws {
        let before = Counted.freed.withLock { $0 }
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<8 {
            Thread {
                let first = Self.perThread.current(orMake: Counted.init).toOpaque()
                // Made once per thread: a second use finds the same object.
                if Self.perThread.current(orMake: Counted.init).toOpaque() != first {
                    Issue.record("a second use made another object")
                }
                finished.signal()
            }.start()
        }
        for _ in 0..<8 { #expect(finished.wait(timeout: .now() + 20) == .success) }
        // The thread-specific destructor runs as each thread exits, just after its block returns.
        let deadline = Date(timeIntervalSinceNow: 10)
        while Counted.freed.withLock({ $0 }) - before < 8, Date() < deadline { usleep(1_000) }
        #expect(Counted.freed.withLock { $0 } - before == 8)
    }
}
