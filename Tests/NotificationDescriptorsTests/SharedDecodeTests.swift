import Foundation
import TestSupport
import Testing

@testable import NotificationDescriptors

/// Decoding once per post keeps three promises: a post's stack does not grow with the number of descriptors on a
/// hub, each observer of a class payload gets its own object, and `cancel()` does not return while a shared decode
/// runs on the observation's account.
@Suite("Decode once: constant stack, an object per observer, cancel waits for a shared decode")
struct SharedDecodeTests {
    /// Posts `name` on a thread with a 512 KiB stack (a secondary thread's on Darwin) and waits, with a watchdog.
    static func postOnSmallStack(_ center: NotificationCenter, _ name: Notification.Name) -> Bool {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            center.post(name: name, object: nil, userInfo: ["n": 1])
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        return done.wait(timeout: .now() + 120 * Watchdog.scale) == .success
    }

    /// The idiomatic `static var x: NotificationDescriptor<...> { .init(...) }` makes a fresh descriptor (a fresh
    /// key) per `observe`; a post must not nest one stack frame per distinct key.
    @Test("Observers of distinct descriptors on one name: the stack a post uses does not grow with their number")
    func stackDoesNotGrowWithDistinctDescriptors() {
        let center = NotificationCenter()
        let name = Notification.Name("SharedDecode.depth")
        let addresses = Collected<Int>()
        let count = 2000
        let tokens = (0..<count).map { index in
            // A fresh descriptor per observe, as a computed `static var` gives; two observers each, interleaved.
            let descriptor = NotificationDescriptor<Int>(name) { _ in 1 }
            return [descriptor, descriptor].map {
                center.observe($0) { _ in
                    var local = 0
                    addresses.append(withUnsafeMutablePointer(to: &local) { Int(bitPattern: $0) })
                }
            }
        }
        center.post(name: name, object: nil)
        let all = addresses.all
        #expect(all.count == 2 * count)
        let spread = (all.max() ?? 0) - (all.min() ?? 0)
        // 4 KiB: every handler runs at (nearly) the same depth.
        #expect(spread < 4 * 1024, "stack used by one post grows with the observer count: \(spread) bytes")
        withExtendedLifetime(tokens) {}
    }

    /// 20,000 observers on a 512 KiB stack: distinct descriptors (each decodes for itself), two descriptors
    /// alternating (runs of one, the decode kept for later members), and 10,000 descriptors observed twice, in two
    /// rounds (10,000 decodes kept for the second round).
    @Test(
        "A post to 20,000 observers on a 512 KiB stack thread completes, every observer once, one decode per descriptor",
        arguments: ["distinct", "alternating", "twoRounds"]
    )
    func twentyThousandObserversOnSmallStack(layout: String) {
        let center = NotificationCenter()
        let name = Notification.Name("SharedDecode.overflow.\(layout)")
        let decodes = DecodeCounter()
        let received = Collected<Int>()
        let observers = 20_000
        func descriptor() -> NotificationDescriptor<Int> {
            NotificationDescriptor<Int>(name) { note in
                decodes.tick()
                return try note.value(for: UserInfoKey<Int>("n"))
            }
        }
        let descriptors: [NotificationDescriptor<Int>]
        let distinct: Int
        switch layout {
        case "distinct":
            descriptors = (0..<observers).map { _ in descriptor() }
            distinct = observers
        case "alternating":
            let pair = [descriptor(), descriptor()]
            descriptors = (0..<observers).map { pair[$0 % 2] }
            distinct = 2
        default:
            let half = (0..<observers / 2).map { _ in descriptor() }
            descriptors = half + half
            distinct = observers / 2
        }
        let tokens = descriptors.map { center.observe($0) { received.append($0) } }
        #expect(Self.postOnSmallStack(center, name), "the post did not finish (a crash would end the process)")
        #expect(received.count == observers)
        #expect(decodes.count == distinct)
        withExtendedLifetime(tokens) {}
    }

    @Test("An optional class payload: each observer gets its own object, as for a class payload")
    func optionalClassPayloadNotShared() {
        let center = NotificationCenter()
        let descriptor = NotificationDescriptor<MutableBox?>(Notification.Name("SharedDecode.optionalBox")) { _ in
            MutableBox(value: 1)
        }
        let seen = Collected<Int>()
        let tokens = (0..<3).map { _ in
            center.observe(descriptor) { box in
                seen.append(box?.value ?? -1)
                box?.value += 100
            }
        }
        center.post(name: descriptor.name, object: nil)
        #expect(seen.all == [1, 1, 1])
        withExtendedLifetime(tokens) {}
    }

    /// The decode shared by a run of observations runs inside the gate of the observation it is made for, so a
    /// `cancel()` of that observation waits for it, as for its handler.
    @Test("cancel() waits for a decode running on the observation's account", arguments: [false, true])
    func cancelWaitsForConverter(cancelOnlyTheDecoder: Bool) {
        let center = NotificationCenter()
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let running = LockedState(false)
        let descriptor = NotificationDescriptor<Int>(Notification.Name("SharedDecode.converterGate")) { _ in
            running.withLock { $0 = true }
            entered.signal()
            _ = release.wait(timeout: .now() + 30)
            running.withLock { $0 = false }
            return 1
        }
        let received = Collected<Int>()
        let tokens = (0..<2).map { _ in center.observe(descriptor) { received.append($0) } }
        let posted = DispatchSemaphore(value: 0)
        Thread {
            center.post(name: descriptor.name, object: nil)
            posted.signal()
        }.start()
        entered.wait()
        let cancelled = DispatchSemaphore(value: 0)
        let runningAtReturn = LockedState(false)
        Thread {
            // Both: the second first (nothing of it runs: it returns at once), then the decoding one (it waits).
            for token in cancelOnlyTheDecoder ? [tokens[0]] : tokens.reversed() { token.cancel() }
            runningAtReturn.withLock { $0 = running.withLock { $0 } }
            cancelled.signal()
        }.start()
        // If cancel() waits properly this times out (then the converter is let go); if not, it returns at once.
        let returnedEarly = cancelled.wait(timeout: .now() + 3) == .success
        release.signal()
        if !returnedEarly { cancelled.wait() }
        posted.wait()
        #expect(!returnedEarly)
        #expect(runningAtReturn.withLock { $0 } == false, "cancel() returned while the converter ran")
        // The decoding observation was cancelled mid-decode: its handler is never called; the other one, when still
        // live, receives the payload decoded on the first one's account.
        #expect(received.all == (cancelOnlyTheDecoder ? [1] : []))
        withExtendedLifetime(tokens) {}
    }
}
