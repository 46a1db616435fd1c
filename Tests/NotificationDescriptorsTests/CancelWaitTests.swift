import Foundation
import NotificationDescriptors
import Testing

@Suite("cancel() waits for running handlers")
struct CancelWaitTests {
    @Test("A cancel from outside every handler waits even for a handler that is itself waiting in a cancel")
    func outsideCancelWaitsForParkedHandler() throws {
        let center = NotificationCenter()
        let x = NotificationDescriptor(carrying: Int.self, name: Notification.Name("Tests.Wait.X"))
        let y = NotificationDescriptor(carrying: Int.self, name: Notification.Name("Tests.Wait.Y"))
        let yEntered = DispatchSemaphore(value: 0)
        let xEntered = DispatchSemaphore(value: 0)
        let xReturned = LockedState(false)
        let tokenY = center.observe(y) { _ in
            yEntered.signal()
            Thread.sleep(forTimeInterval: 0.3)
        }
        let tokenX = center.observe(x) { _ in
            xEntered.signal()
            // Waits for Y's handler on the other thread: this thread is now parked in cancel().
            tokenY.cancel()
            xReturned.withLock { $0 = true }
        }
        Thread { center.post(y, 1) }.start()
        yEntered.wait()
        Thread { center.post(x, 1) }.start()
        xEntered.wait()
        Thread.sleep(forTimeInterval: 0.05)

        let returnedBeforeHandler = finishes(within: 30, "cancel() of a handler parked in another cancel") {
            tokenX.cancel()
            return !xReturned.withLock { $0 }
        }
        guard let returnedBeforeHandler else { return }
        #expect(!returnedBeforeHandler, "cancel() returned while X's handler was still running")
    }
}

@Suite("A second cancel() waits for the first one's release")
struct SecondCancelTests {
    @Test("Whichever cancel() returns, the handler's captures are already freed")
    func secondCancelSeesCapturesFreed() throws {
        for _ in 0..<20 {
            let center = NotificationCenter()
            let descriptor = NotificationDescriptor(carrying: Int.self, name: Notification.Name("Tests.Wait.Second"))
            let entered = DispatchSemaphore(value: 0)
            let weakWitness: WeakBox<Witness>
            let token: Token
            do {
                let witness = Witness()
                weakWitness = WeakBox(witness)
                token = center.observe(descriptor) { _ in
                    _ = witness
                    entered.signal()
                    Thread.sleep(forTimeInterval: 0.05)
                }
            }
            // A handler runs on one thread; the first cancel waits for it on another; the second comes from here.
            Thread { center.post(descriptor, 1) }.start()
            entered.wait()
            let firstReturned = DispatchSemaphore(value: 0)
            Thread {
                token.cancel()
                firstReturned.signal()
            }.start()
            while !token.isCancelled { sched_yield() }
            let freed = finishes(within: 30, "the second cancel()") {
                token.cancel()
                return weakWitness.value == nil
            }
            guard let freed else { return }
            #expect(freed, "the second cancel() returned with the handler's captures still alive")
            firstReturned.wait()
        }
    }
}

/// A weak reference that `@Sendable` closures can share.
final class WeakBox<Object: AnyObject & Sendable>: Sendable {
    weak let value: Object?
    init(_ value: Object) { self.value = value }
}
