import Foundation
import TestSupport
import Testing

@testable import NotificationDescriptors

// The Combine publishers (`publisher(for:)`, `resultPublisher(for:)`, SwiftUI's `onNotification`) are
// `DemandedSubscription` behind Combine's protocols. Combine does not exist on Linux, so these tests drive the same
// subscription, and its state machine, directly: demand, dropping, serial calls, re-entrancy and cancellation.

@Suite("Subscription demand")
struct SubscriptionDemandTests {
    @Test(
        "Demand adds as Combine's does: unlimited absorbs, overflow saturates, negative counts as zero",
        arguments: [
            (SubscriptionDemand.max(1), SubscriptionDemand.max(2), SubscriptionDemand.max(3)),
            (.none, .none, .none),
            (.unlimited, .max(3), .unlimited),
            (.max(3), .unlimited, .unlimited),
            (.max(Int.max), .max(1), .unlimited),
            (.max(Int.max - 1), .max(1), .max(Int.max)),
            (.max(-5), .max(2), .max(2)),
        ]
    )
    func addition(lhs: SubscriptionDemand, rhs: SubscriptionDemand, sum: SubscriptionDemand) {
        #expect(lhs + rhs == sum)
    }

    @Test func takingOne() {
        #expect(SubscriptionDemand.max(2).afterOne == .max(1))
        #expect(SubscriptionDemand.max(1).afterOne == .none)
        #expect(SubscriptionDemand.none.afterOne == .none)
        #expect(SubscriptionDemand.unlimited.afterOne == .unlimited)
        #expect(!SubscriptionDemand.none.wantsMore && SubscriptionDemand.max(1).wantsMore)
        #expect(SubscriptionDemand.unlimited.wantsMore)
        #expect(SubscriptionDemand.max(-1) == .none)
        #expect("\(SubscriptionDemand.max(4))" == "max(4)" && "\(SubscriptionDemand.unlimited)" == "unlimited")
    }
}

@Suite("Demanded delivery (the subscription's state machine)")
struct DemandedDeliveryTests {
    typealias Delivery = DemandedDelivery<String, Int>

    /// The value an offer or a finished delivery says to deliver, if any.
    static func delivered(_ action: Delivery.OfferAction) -> Int? {
        if case .deliver(_, let value) = action { return value }
        return nil
    }

    static func delivered(_ action: Delivery.NextAction) -> Int? {
        if case .deliver(_, let value) = action { return value }
        return nil
    }

    @Test("Before any request, every value is dropped and counted (Combine's NotificationCenter.Publisher drops too)")
    func nothingBeforeRequest() {
        var delivery = Delivery(receiver: "r")
        for value in 0..<3 {
            guard case .droppedForLackOfDemand = delivery.offer(value) else {
                Issue.record("value \(value) was not dropped")
                return
            }
        }
        #expect(delivery.droppedCount == 3)
        #expect(!delivery.isDelivering)
    }

    @Test("Each accepted value takes one from the demand before delivery; what the receiver returns is added after")
    func demandIsHonoured() {
        var delivery = Delivery(receiver: "r")
        delivery.request(.max(2))
        #expect(Self.delivered(delivery.offer(1)) == 1)
        #expect(delivery.demand == .max(1))
        #expect(delivery.isDelivering)
        guard case .done = delivery.finishedDelivery(adding: .none) else {
            Issue.record("nothing was handed over")
            return
        }
        #expect(Self.delivered(delivery.offer(2)) == 2)
        #expect(delivery.demand == .none)
        _ = delivery.finishedDelivery(adding: .max(1))  // the receiver asks for one more
        #expect(delivery.demand == .max(1))
        #expect(Self.delivered(delivery.offer(3)) == 3)
        _ = delivery.finishedDelivery(adding: .none)
        guard case .droppedForLackOfDemand = delivery.offer(4) else {
            Issue.record("a value beyond the demand was not dropped")
            return
        }
        #expect(delivery.droppedCount == 1)
        #expect(!delivery.isDelivering)
    }

    @Test("Unlimited demand never drops")
    func unlimited() {
        var delivery = Delivery(receiver: "r")
        delivery.request(.unlimited)
        for value in 0..<1000 {
            #expect(Self.delivered(delivery.offer(value)) == value)
            _ = delivery.finishedDelivery(adding: .none)
        }
        #expect(delivery.demand == .unlimited && delivery.droppedCount == 0)
    }

    @Test("Values arriving during a delivery are handed to the delivering thread, in order, within the demand")
    func handedOverInOrder() {
        var delivery = Delivery(receiver: "r")
        delivery.request(.max(3))
        #expect(Self.delivered(delivery.offer(1)) == 1)
        guard case .handedOver = delivery.offer(2), case .handedOver = delivery.offer(3) else {
            Issue.record("values offered during a delivery were not handed over")
            return
        }
        guard case .droppedForLackOfDemand = delivery.offer(4) else {
            Issue.record("the hand-over queue grew beyond the demand")
            return
        }
        #expect(delivery.pendingCount == 2)
        #expect(Self.delivered(delivery.finishedDelivery(adding: .none)) == 2)
        #expect(Self.delivered(delivery.finishedDelivery(adding: .none)) == 3)
        guard case .done = delivery.finishedDelivery(adding: .none) else {
            Issue.record("the delivering thread did not finish")
            return
        }
        #expect(!delivery.isDelivering && delivery.pendingCount == 0)
        // A new round starts cleanly after the queue drained.
        delivery.request(.max(2))
        #expect(Self.delivered(delivery.offer(5)) == 5)
        guard case .handedOver = delivery.offer(6) else {
            Issue.record("not handed over")
            return
        }
        #expect(Self.delivered(delivery.finishedDelivery(adding: .none)) == 6)
    }

    @Test("Cancel returns the receiver and the undelivered values, and everything after it does nothing")
    func cancelIsFinal() {
        var delivery = Delivery(receiver: "r")
        delivery.request(.max(5))
        #expect(Self.delivered(delivery.offer(1)) == 1)
        _ = delivery.offer(2)
        _ = delivery.offer(3)
        guard case .end(let receiver, let undelivered) = delivery.cancel() else {
            Issue.record("the first cancel did not end the subscription")
            return
        }
        #expect(receiver == "r" && undelivered == [2, 3])
        #expect(delivery.isCancelled && delivery.demand == .none && delivery.pendingCount == 0)
        // The delivering thread comes back from the receiver: it must stop, not deliver what was handed over.
        guard case .done = delivery.finishedDelivery(adding: .unlimited) else {
            Issue.record("delivered after cancel")
            return
        }
        #expect(!delivery.isDelivering)
        delivery.request(.unlimited)
        #expect(delivery.demand == .none)
        guard case .droppedAfterCancel = delivery.offer(4), case .none = delivery.cancel() else {
            Issue.record("an offer or a second cancel after cancel did something")
            return
        }
        #expect(delivery.droppedCount == 0, "values refused after cancel are not counted as lack of demand")
    }
}

@Suite("Demanded subscription (what the Combine publishers are), driven by real posts")
struct DemandedSubscriptionTests {
    let descriptor = NotificationDescriptor(carrying: Int.self, name: Notification.Name("Tests.Demanded"))

    @Test("Registers when started; drops while demand is zero; delivers what was requested, plus what receive returns")
    func registersAndHonoursDemand() {
        let center = NotificationCenter()
        let received = Collected<Int>()
        let subscription = DemandedSubscription<Int> { value in
            received.append(value)
            return value == 2 ? .max(1) : .none
        }
        #expect(ObservationRegistry.liveObservations(center: center, name: descriptor.name) == 0)
        subscription.observe(descriptor, center: center, object: nil)
        #expect(ObservationRegistry.liveObservations(center: center, name: descriptor.name) == 1)
        center.post(descriptor, 0)  // before any request: dropped, as Foundation's publisher does
        subscription.request(.max(2))
        for value in 1...5 { center.post(descriptor, value) }
        #expect(received.all == [1, 2, 3], "two requested, one more returned by receive for 2")
        #expect(subscription.droppedCount == 3)
        subscription.cancel()
        #expect(ObservationRegistry.liveObservations(center: center, name: descriptor.name) == 0)
    }

    @Test("The object filter applies")
    func objectFilter() {
        let center = NotificationCenter()
        let sender = NSObject()
        let received = Collected<Int>()
        let subscription = DemandedSubscription<Int> { value in
            received.append(value)
            return .none
        }
        subscription.observe(descriptor, center: center, object: sender)
        subscription.request(.unlimited)
        center.post(descriptor, 1, object: NSObject())
        center.post(descriptor, 2, object: sender)
        center.post(descriptor, 3)
        #expect(received.all == [2])
        subscription.cancel()
    }

    @Test("A post made from inside the receiver is delivered after it returns, never nested, in order")
    func reentrantPostIsSerial() {
        let center = NotificationCenter()
        let descriptor = self.descriptor
        let log = Collected<String>()
        let subscription = DemandedSubscription<Int> { value in
            log.append("enter \(value)")
            if value < 3 { center.post(descriptor, value + 1) }
            log.append("leave \(value)")
            return .none
        }
        subscription.observe(descriptor, center: center, object: nil)
        subscription.request(.unlimited)
        center.post(descriptor, 1)
        #expect(log.all == ["enter 1", "leave 1", "enter 2", "leave 2", "enter 3", "leave 3"])
        subscription.cancel()
    }

    @Test("Cancelling from inside the receiver stops at once: nothing handed over is delivered, the observation ends")
    func cancelFromInsideTheReceiver() {
        let center = NotificationCenter()
        let descriptor = self.descriptor
        let received = Collected<Int>()
        let box = LockedState<DemandedSubscription<Int>?>(nil)
        let subscription = DemandedSubscription<Int> { value in
            received.append(value)
            center.post(descriptor, value + 100)  // handed over, then cancelled before delivery
            box.withLock { $0 }?.cancel()
            return .unlimited
        }
        box.withLock { $0 = subscription }
        subscription.observe(descriptor, center: center, object: nil)
        subscription.request(.unlimited)
        center.post(descriptor, 1)
        center.post(descriptor, 2)
        #expect(received.all == [1])
        #expect(subscription.isCancelled)
        #expect(ObservationRegistry.liveObservations(center: center, name: descriptor.name) == 0)
        box.withLock { $0 = nil }
    }

    @Test("Releasing the subscription without cancelling ends the observation and frees the receiver")
    func releaseEnds() {
        let center = NotificationCenter()
        weak var weakWitness: Witness?
        weak var weakSubscription: DemandedSubscription<Int>?
        do {
            let witness = Witness()
            weakWitness = witness
            let subscription = DemandedSubscription<Int> { _ in
                _ = witness
                return .none
            }
            weakSubscription = subscription
            subscription.observe(descriptor, center: center, object: nil)
            subscription.request(.unlimited)
            center.post(descriptor, 1)
        }
        #expect(weakSubscription == nil, "the observation must not keep the subscription alive")
        #expect(weakWitness == nil)
        #expect(ObservationRegistry.liveObservations(center: center, name: descriptor.name) == 0)
        center.post(descriptor, 2)
    }

    @Test("Cancel releases the receiver (breaking the subscriber-subscription cycle) and is idempotent")
    func cancelReleasesTheReceiver() {
        let center = NotificationCenter()
        weak var weakWitness: Witness?
        let subscription: DemandedSubscription<Int>
        do {
            let witness = Witness()
            weakWitness = witness
            subscription = DemandedSubscription<Int> { _ in
                _ = witness
                return .none
            }
        }
        subscription.observe(descriptor, center: center, object: nil)
        #expect(weakWitness != nil)
        subscription.cancel()
        #expect(weakWitness == nil)
        subscription.cancel()
        subscription.request(.unlimited)
        #expect(subscription.demand == .none)
    }

    @Test(
        "The result form delivers failures to decode as elements, in posting order, and not to NotificationDiagnostics")
    func resultsIncludeFailures() {
        let center = NotificationCenter()
        let name = Notification.Name("Tests.Demanded.Results")
        let descriptor = NotificationDescriptor<Int>(name) { try $0.value(for: .count) }
        let received = Collected<Result<Int, NotificationDecodingError>>()
        let subscription = DemandedSubscription<Result<Int, NotificationDecodingError>> { result in
            received.append(result)
            return .none
        }
        subscription.observeResults(descriptor, center: center, object: nil)
        subscription.request(.max(3))
        center.post(name: name, object: nil, userInfo: ["count": 1])
        center.post(name: name, object: nil, userInfo: ["count": "one"])
        center.post(name: name, object: nil, userInfo: nil)
        center.post(name: name, object: nil, userInfo: ["count": 4])  // beyond the demand: failures took their share
        let results = received.all
        #expect(results.count == 3)
        #expect((try? results.first?.get()) == 1)
        guard results.count == 3, case .failure(let mismatch) = results[1], case .failure(let missing) = results[2]
        else {
            Issue.record("failures were not delivered as elements: \(results)")
            return
        }
        #expect(mismatch.name == name && missing.reason == .missingUserInfo)
        subscription.cancel()
    }

    @Test("A post from another thread during a delivery returns at once; the delivering thread delivers it next")
    func concurrentPostIsHandedOver() {
        let center = NotificationCenter()
        let descriptor = self.descriptor
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let log = Collected<String>()
        let deliverer = LockedState<pthread_t?>(nil)
        let subscription = DemandedSubscription<Int> { value in
            if value == 1 {
                deliverer.withLock { $0 = pthread_self() }
                log.append("enter 1")
                entered.signal()
                // Watchdog only: the test thread signals as soon as the other post has returned.
                if proceed.wait(timeout: Watchdog.deadline(60)) == .timedOut { log.append("watchdog") }
            } else {
                let same = deliverer.withLock { $0.map { pthread_equal($0, pthread_self()) != 0 } } ?? false
                log.append("enter \(value) on \(same ? "the delivering thread" : "another thread")")
            }
            return .none
        }
        subscription.observe(descriptor, center: center, object: nil)
        subscription.request(.unlimited)
        let firstPosted = DispatchSemaphore(value: 0)
        Thread {
            center.post(descriptor, 1)  // returns once it has delivered 1 and what was handed over meanwhile
            log.append("first post returned")
            firstPosted.signal()
        }.start()
        #expect(entered.wait(timeout: Watchdog.deadline(60)) == .success, "watchdog: the first delivery never started")
        let secondPosted = DispatchSemaphore(value: 0)
        Thread {
            center.post(descriptor, 2)  // must not wait for the receiver that is busy with 1
            log.append("second post returned")
            secondPosted.signal()
        }.start()
        let returned = secondPosted.wait(timeout: Watchdog.deadline(60))
        proceed.signal()
        #expect(returned == .success, "the second post blocked on the busy receiver")
        #expect(firstPosted.wait(timeout: Watchdog.deadline(60)) == .success, "watchdog: the first post never returned")
        #expect(
            log.all == [
                "enter 1", "second post returned", "enter 2 on the delivering thread", "first post returned",
            ]
        )
        subscription.cancel()
    }

    @Test("A value handed over but not yet delivered when cancel() is called is dropped, like a queued main-actor one")
    func cancelDropsWhatWasHandedOver() {
        let center = NotificationCenter()
        let descriptor = self.descriptor
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let received = Collected<Int>()
        let subscription = DemandedSubscription<Int> { value in
            received.append(value)
            if value == 1 {
                entered.signal()
                if proceed.wait(timeout: Watchdog.deadline(60)) == .timedOut { received.append(-1) }  // watchdog only
            }
            return .none
        }
        subscription.observe(descriptor, center: center, object: nil)
        subscription.request(.unlimited)
        Thread { center.post(descriptor, 1) }.start()
        #expect(entered.wait(timeout: Watchdog.deadline(60)) == .success, "watchdog: the first delivery never started")
        center.post(descriptor, 2)  // handed over to the busy thread; returns at once
        let cancelled = DispatchSemaphore(value: 0)
        Thread {
            subscription.cancel()  // waits for the busy thread, which must then not deliver 2
            cancelled.signal()
        }.start()
        // The cancelling thread marks the subscription cancelled before it waits; let the receiver go only then.
        while !subscription.isCancelled {}
        proceed.signal()
        #expect(cancelled.wait(timeout: Watchdog.deadline(60)) == .success, "watchdog: cancel() never returned")
        #expect(received.all == [1])
    }

    // Long tests below: a watchdog that fails on a stall (no progress for 60 s, x10 under TSan), never on a deadline a
    // loaded machine can exceed (a 2-minute limit is not enough at load average 28).
    @Test("Posts from many threads: every one delivered exactly once, the receiver never entered twice at once")
    func concurrentPostsAreSerial() {
        let center = NotificationCenter()
        let descriptor = self.descriptor
        let threads = 8
        let perThread = 20_000
        let state = LockedState((inside: 0, overlaps: 0, count: 0, sum: 0))
        let subscription = DemandedSubscription<Int> { value in
            state.withLock {
                if $0.inside != 0 { $0.overlaps += 1 }
                $0.inside += 1
            }
            state.withLock {
                $0.inside -= 1
                $0.count += 1
                $0.sum &+= value
            }
            return .none
        }
        subscription.observe(descriptor, center: center, object: nil)
        subscription.request(.unlimited)
        let finished = finishes(stallingAfter: 60, "posting from \(threads) threads (a deadlock?)") { progress in
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for index in 0..<perThread {
                    center.post(descriptor, thread * perThread + index)
                    if index % 256 == 0 { progress.tick() }
                }
            }
            return true
        }
        guard finished != nil else { return }
        let total = threads * perThread
        let final = state.withLock { $0 }
        #expect(final.overlaps == 0)
        #expect(final.count == total)
        #expect(final.sum == total * (total - 1) / 2)
        subscription.cancel()
    }

    @Test("Cancelling while other threads post: once cancel() returns, the receiver is never called again")
    func nothingAfterCancelReturns() {
        let descriptor = self.descriptor
        let late = finishes(stallingAfter: 60, "200 rounds of cancelling under posts (a deadlock?)") { progress in
            var late = 0
            for _ in 0..<200 {
                let center = NotificationCenter()
                let cancelReturned = LockedState(false)
                let lateCalls = LockedState(0)
                let calls = LockedState(0)
                let subscription = DemandedSubscription<Int> { _ in
                    if cancelReturned.withLock({ $0 }) { lateCalls.withLock { $0 += 1 } }
                    calls.withLock { $0 += 1 }
                    return .none
                }
                subscription.observe(descriptor, center: center, object: nil)
                subscription.request(.unlimited)
                let posters = DispatchGroup()
                for _ in 0..<3 {
                    posters.enter()
                    Thread {
                        for index in 0..<2_000 { center.post(descriptor, index) }
                        posters.leave()
                    }.start()
                }
                // Cancels once deliveries are under way (waits for the posters' progress, not for time).
                while calls.withLock({ $0 }) < 50, posters.wait(timeout: .now()) == .timedOut {}
                subscription.cancel()
                cancelReturned.withLock { $0 = true }
                posters.wait()
                late += lateCalls.withLock { $0 }
                progress.tick()
            }
            return late
        }
        guard let late else { return }
        #expect(late == 0)
    }
}

extension GlobalFailureHandlerTests {
    @Test("The payload form sends failures to decode to NotificationDiagnostics, exactly once each, and skips them")
    func publisherFailuresGoToDiagnostics() {
        let center = NotificationCenter()
        let name = Notification.Name("Tests.Demanded.Diagnostics.\(UUID())")
        let descriptor = NotificationDescriptor<Int>(name) { try $0.value(for: .count) }
        let failures = Collected<NotificationDecodingError>()
        let previous = NotificationDiagnostics.decodingFailureHandler
        NotificationDiagnostics.decodingFailureHandler = { error in
            if error.name == name { failures.append(error) }
        }
        defer { NotificationDiagnostics.decodingFailureHandler = previous }
        let received = Collected<Int>()
        let subscription = DemandedSubscription<Int> { value in
            received.append(value)
            return .none
        }
        subscription.observe(descriptor, center: center, object: nil)
        subscription.request(.max(2))
        center.post(name: name, object: nil, userInfo: ["count": "one"])
        center.post(name: name, object: nil, userInfo: ["count": 1])
        center.post(name: name, object: nil, userInfo: ["count": 2])
        #expect(received.all == [1, 2], "a failure takes no demand in the payload form")
        #expect(failures.all.count == 1)
        subscription.cancel()
    }
}
