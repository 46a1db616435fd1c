import Foundation
import NotificationDescriptors
import Synchronization
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
        let xReturned = Atomic<Bool>(false)
        let tokenY = center.observe(y) { _ in
            yEntered.signal()
            Thread.sleep(forTimeInterval: 0.3)
        }
        let tokenX = center.observe(x) { _ in
            xEntered.signal()
            // Waits for Y's handler on the other thread: this thread is now parked in cancel().
            tokenY.cancel()
            xReturned.store(true, ordering: .releasing)
        }
        Thread { center.post(y, 1) }.start()
        yEntered.wait()
        Thread { center.post(x, 1) }.start()
        xEntered.wait()
        Thread.sleep(forTimeInterval: 0.05)

        let returnedBeforeHandler = finishes(within: 10) {
            tokenX.cancel()
            return !xReturned.load(ordering: .acquiring)
        }
        #expect(returnedBeforeHandler == false, "cancel() returned while X's handler was still running (or hung)")
    }
}
