import Foundation
import TestSupport
import Testing

@testable import NotificationDescriptors

/// An object that reports its own deinitialization to the test that made it: each test has its own semaphore, so
/// tests running in parallel never see each other's frees.
private final class Counted {
    let freed: DispatchSemaphore
    init(freed: DispatchSemaphore) { self.freed = freed }
    deinit { freed.signal() }
}

@Suite("The one per-thread mechanism")
struct PerThreadTests {
    private static let perThread = _PerThread<Counted>()

    @Test("A thread's object is made once and freed when the thread exits")
    func exitingThreadsFreeTheirObjects() throws {
        // The threads are new, so every slot starts empty and each object is this test's own.
        let freed = DispatchSemaphore(value: 0)
        for _ in 0..<8 {
            Thread {
                let first = Self.perThread.current(orMake: { Counted(freed: freed) }).toOpaque()
                // Made once per thread: a second use finds the same object.
                if Self.perThread.current(orMake: { Counted(freed: freed) }).toOpaque() != first {
                    Issue.record("a second use made another object")
                }
            }.start()
        }
        // The thread-specific destructor runs as each thread exits, just after its block returns: wait for the eight
        // frees themselves, each under a generous watchdog.
        for count in 0..<8 {
            guard freed.wait(timeout: Watchdog.deadline(60)) == .success else {
                Issue.record(
                    Comment(rawValue: Watchdog.message("freeing object \(count + 1) of 8 at thread exit", base: 60)))
                return
            }
        }
        // No ninth free: each thread made exactly one object.
        #expect(freed.wait(timeout: .now()) == .timedOut)
    }
}
