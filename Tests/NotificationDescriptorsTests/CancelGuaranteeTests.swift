import Foundation
import TestSupport
import Testing

@testable import NotificationDescriptors

/// The cancel guarantee under load: Foundation itself can still call a block once after `removeObserver` returned,
/// so these tests hammer the gate in ObservationCore with posting threads while cancelling.
@Suite struct CancelGuaranteeTests {
    enum Ending: CaseIterable, Sendable {
        case cancel
        case releaseLastReference
    }

    /// What a handler saw: how often it was entered, and how often after the cancel had returned.
    final class GateProbe: Sendable {
        let entries = LockedState(0)
        let lateEntries = LockedState(0)
        let cancelReturned = LockedState(false)

        func enter() {
            if cancelReturned.withLock({ $0 }) {
                lateEntries.withLock { $0 &+= 1 }
            }
            entries.withLock { $0 &+= 1 }
            // Stay inside for a moment, so cancels often meet a delivery in progress.
            for _ in 0..<20 { sched_yield() }
            if cancelReturned.withLock({ $0 }) {
                lateEntries.withLock { $0 &+= 1 }
            }
        }
    }

    @Test(arguments: Ending.allCases)
    func handlerIsNeverEnteredAfterCancelReturns(_ ending: Ending) {
        let center = NotificationCenter()
        let posters = Posters(center: center, threads: 3)
        defer { posters.stop() }
        var late = 0
        for _ in 0..<150 {
            let probe = GateProbe()
            let holder = Locked<Token?>(center.observe(.count) { _ in probe.enter() })
            while probe.entries.withLock({ $0 }) < 3 { sched_yield() }
            switch ending {
            case .cancel:
                holder.withLock { $0?.cancel() }
            case .releaseLastReference:
                releaseLastReference(in: holder)
            }
            probe.cancelReturned.withLock { $0 = true }
            posters.waitForPosts(300)
            late += probe.lateEntries.withLock { $0 }
        }
        #expect(late == 0)
        #expect(center.liveObservationCount(of: NotificationDescriptor<Int>.count.name) == 0)
    }

    /// Observers come and go on the same name while others are posted to, so hubs are shared, emptied and rebuilt.
    @Test func cancelGuaranteeHoldsWhileOtherObserversComeAndGo() {
        let center = NotificationCenter()
        let posters = Posters(center: center, threads: 2)
        let churn = Locked(true)
        let churned = DispatchSemaphore(value: 0)
        Thread {
            while churn.value {
                let token = center.observe(.count) { _ in }
                token.cancel()
            }
            churned.signal()
        }.start()
        var late = 0
        for _ in 0..<100 {
            let probe = GateProbe()
            let token = center.observe(.count) { _ in probe.enter() }
            while probe.entries.withLock({ $0 }) < 2 { sched_yield() }
            token.cancel()
            probe.cancelReturned.withLock { $0 = true }
            posters.waitForPosts(200)
            late += probe.lateEntries.withLock { $0 }
        }
        churn.value = false
        churned.wait()
        posters.stop()
        #expect(late == 0)
        #expect(center.liveObservationCount(of: NotificationDescriptor<Int>.count.name) == 0)
    }

    @Test(arguments: Ending.allCases)
    func endingFromInsideItsOwnHandlerNeitherDeadlocksNorDeliversAgain(_ ending: Ending) {
        let late = finishes(stallingAfter: 60, "ending an observation from its own handler (a deadlock?)") { progress in
            let center = NotificationCenter()
            let posters = Posters(center: center, threads: 3)
            defer { posters.stop() }
            var late = 0
            for _ in 0..<100 {
                progress.tick()
                let probe = GateProbe()
                let holder = Locked<Token?>(nil)
                holder.withLock { holding in
                    holding = center.observe(.count) { _ in
                        probe.enter()
                        let ended: Bool
                        switch ending {
                        case .cancel:
                            let token = holder.withLock { $0 }
                            token?.cancel()
                            ended = token != nil
                        case .releaseLastReference:
                            ended = releaseLastReference(in: holder)
                        }
                        // Only the thread whose cancel (or release) has returned may say so.
                        if ended { probe.cancelReturned.withLock { $0 = true } }
                    }
                }
                while !probe.cancelReturned.withLock({ $0 }) { sched_yield() }
                posters.waitForPosts(200)
                late += probe.lateEntries.withLock { $0 }
            }
            return late
        }
        guard let late else { return }
        #expect(late == 0)
    }

    /// Two threads, each inside one observation's handler, cancel each other's observation at the same moment:
    /// each cancel must wait for the other handler, which is itself waiting, unless waiting threads count for nobody.
    @Test func handlersCancellingEachOtherDoNotDeadlock() {
        let bothCancelled = finishes(stallingAfter: 60, "handlers cancelling each other's observations (a deadlock?)") {
            progress in
            var bothCancelled = true
            for _ in 0..<50 {
                progress.tick()
                let center = NotificationCenter()
                let tokens = Locked<[Token]>([])
                let insideA = DispatchSemaphore(value: 0)
                let insideB = DispatchSemaphore(value: 0)
                let a = center.observe(.count) { _ in
                    insideA.signal()
                    _ = insideB.wait(timeout: Watchdog.deadline(5))
                    tokens.withLock { $0[1] }.cancel()
                }
                let b = center.observe(.other) { _ in
                    insideB.signal()
                    _ = insideA.wait(timeout: Watchdog.deadline(5))
                    tokens.withLock { $0[0] }.cancel()
                }
                tokens.withLock { $0 = [a, b] }
                let both = DispatchGroup()
                for descriptor in [NotificationDescriptor<Int>.count, .other] {
                    both.enter()
                    Thread {
                        center.post(descriptor, 1)
                        both.leave()
                    }.start()
                }
                both.wait()
                bothCancelled = bothCancelled && a.isCancelled && b.isCancelled
            }
            return bothCancelled
        }
        guard let bothCancelled else { return }
        #expect(bothCancelled)
    }

    /// A handler that cancels some other observation is still inside its own handler afterwards: a concurrent
    /// `cancel()` of its own observation must wait for it to return.
    @Test(arguments: Ending.allCases)
    func cancelWaitsForAHandlerThatCancelledSomethingElse(_ ending: Ending) {
        let center = NotificationCenter()
        let handlerReturned = Locked(false)
        let otherEnded = DispatchSemaphore(value: 0)
        let other = Locked<Token?>(center.observe(.other) { _ in })
        let token = center.observe(.count) { _ in
            switch ending {
            case .cancel:
                other.withLock { $0 }?.cancel()
            case .releaseLastReference:
                releaseLastReference(in: other)
            }
            otherEnded.signal()
            Thread.sleep(forTimeInterval: 0.2)
            handlerReturned.value = true
        }
        Thread { center.post(.count, 1) }.start()
        otherEnded.wait()
        token.cancel()
        #expect(handlerReturned.value, "cancel() returned while the handler was still running")
    }

    @Test func postingFromInsideAHandlerDoesNotDeadlock() {
        let delivered = finishes(stallingAfter: 60, "posting from inside a handler (a deadlock?)") { progress in
            let center = NotificationCenter()
            let nested = Collected<Int>()
            let outer = center.observe(.count) { value in
                // Posts another name and, up to a depth, the same name again, while other threads post too.
                center.post(.other, value)
                if value < 3 { center.post(.count, value + 1) }
            }
            let inner = center.observe(.other) { value in nested.append(value) }
            let group = DispatchGroup()
            for _ in 0..<3 {
                group.enter()
                Thread {
                    for _ in 0..<500 {
                        center.post(.count, 1)
                        progress.tick()
                    }
                    group.leave()
                }.start()
            }
            group.wait()
            withExtendedLifetime((outer, inner)) {}
            return nested.count
        }
        guard let delivered else { return }
        #expect(delivered == 3 * 500 * 3)
    }

    /// Handlers that register and cancel observations of the name being delivered, while other threads do the same:
    /// the registry's locks and Foundation's must never be taken in opposite orders.
    @Test func observingAndCancellingFromHandlersDoesNotDeadlock() {
        let finished = finishes(stallingAfter: 60, "observing and cancelling from inside handlers (a deadlock?)") {
            progress in
            let center = NotificationCenter()
            let keep = center.observe(.count) { _ in
                let inner = center.observe(.count) { _ in }
                center.post(.other, 0)
                inner.cancel()
            }
            let group = DispatchGroup()
            for worker in 0..<3 {
                group.enter()
                Thread {
                    for round in 0..<400 {
                        progress.tick()
                        if worker == 0 {
                            let token = center.observe(.other) { _ in }
                            center.post(.count, round)
                            token.cancel()
                        } else {
                            center.post(.count, round)
                        }
                    }
                    group.leave()
                }.start()
            }
            group.wait()
            withExtendedLifetime(keep) {}
            return true
        }
        // Finishing is what this test asserts: when it does not, `finishes` records the one issue.
        _ = finished
    }

    @Test func postsFromOneThreadArriveInOrder() {
        let center = NotificationCenter()
        let threads = 3
        let perThread = 3000
        // Two observers of one name (one hub); each must see every thread's ticks in that thread's order.
        let lastSeen = (0..<2).map { _ in Locked(Array(repeating: -1, count: threads)) }
        let outOfOrder = Locked(0)
        let tokens = lastSeen.map { seen in
            center.observe(.tick) { tick in
                seen.withLock { last in
                    if tick.number <= last[tick.source] { outOfOrder.withLock { $0 += 1 } }
                    last[tick.source] = tick.number
                }
            }
        }
        let group = DispatchGroup()
        for source in 0..<threads {
            group.enter()
            Thread {
                for number in 0..<perThread { center.post(.tick, Tick(source: source, number: number)) }
                group.leave()
            }.start()
        }
        group.wait()
        withExtendedLifetime(tokens) {}
        #expect(outOfOrder.value == 0)
        for seen in lastSeen {
            #expect(seen.value == Array(repeating: perThread - 1, count: threads))
        }
    }
}

/// Takes the token out of `holder` and releases it (outside the lock: its deinit may wait for other threads'
/// deliveries, which may want the lock); returns whether there was one.
@discardableResult
func releaseLastReference(in holder: Locked<Token?>) -> Bool {
    var token = holder.withLock { $0.take() }
    guard token != nil else { return false }
    token = nil
    return true
}
