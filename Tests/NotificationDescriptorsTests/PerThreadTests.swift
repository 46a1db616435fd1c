import Foundation
import TestSupport
import Testing

@testable import NotificationDescriptors

/// An object that reports its own deinitialization to the test that made it: each test has its own counter, so tests
/// running in parallel never see each other's frees.
private final class Counted {
    let freed: DispatchSemaphore?
    init(freed: DispatchSemaphore? = nil) { self.freed = freed }
    deinit { freed?.signal() }
}

@Suite("The one per-thread mechanism")
struct PerThreadTests {
    private static let perThread = _PerThread<Counted>()

    @Test("A thread's object is freed when the thread exits, whether used in place or taken and put back")
    func exitingThreadsFreeTheirObjects() throws {
        // Each Counted made here signals `freed` when it is freed; the threads are new, so every slot starts empty
        // and each object is this test's own.
        let freed = DispatchSemaphore(value: 0)
        for round in 0..<8 {
            Thread {
                if round % 2 == 0 {
                    _ = Self.perThread.current(orMake: { Counted(freed: freed) })
                } else {
                    let object = Self.perThread.take() ?? Counted(freed: freed)
                    Self.perThread.put(object)
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

    @Test("take() empties the slot and never hands out an object someone else refers to, strongly or weakly")
    func takeChecksEveryReference() throws {
        let done = DispatchSemaphore(value: 0)
        let results = LockedState<[Bool]>([])
        Thread {
            Self.perThread.put(Counted())
            var taken = Self.perThread.take()
            results.withLock { $0.append(taken != nil) }  // nothing else refers to it: handed out
            results.withLock { $0.append(Self.perThread.take() == nil) }  // the slot is empty while taken
            weak let watcher = taken
            if let object = taken { Self.perThread.put(object) }
            taken = nil
            results.withLock { $0.append(Self.perThread.take() == nil) }  // a weak reference: not handed out
            _ = watcher
            Self.perThread.put(Counted())
            let strong = Self.perThread.unretained?.takeUnretainedValue()
            results.withLock { $0.append(Self.perThread.take() == nil) }  // a strong one: not handed out
            _ = strong
            done.signal()
        }.start()
        guard done.wait(timeout: Watchdog.deadline(60)) == .success else {
            Issue.record(Comment(rawValue: Watchdog.message("the thread", base: 60)))
            return
        }
        #expect(results.withLock { $0 } == [true, true, true, true])
    }
}
