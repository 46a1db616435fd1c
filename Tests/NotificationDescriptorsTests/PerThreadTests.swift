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

    @Test("A thread's object is freed when the thread exits, whether used in place or taken and put back")
    func exitingThreadsFreeTheirObjects() throws {
        let before = Counted.freed.withLock { $0 }
        let finished = DispatchSemaphore(value: 0)
        for round in 0..<8 {
            Thread {
                if round % 2 == 0 {
                    _ = Self.perThread.current(orMake: Counted.init)
                } else {
                    let object = Self.perThread.take() ?? Counted()
                    Self.perThread.put(object)
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
        #expect(done.wait(timeout: .now() + 20) == .success)
        #expect(results.withLock { $0 } == [true, true, true, true])
    }
}
