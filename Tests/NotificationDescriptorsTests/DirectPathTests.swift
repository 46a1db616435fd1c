import Foundation
import TestSupport
import Testing

@testable import NotificationDescriptors

// The direct path (`delivery: .typedObserversOnly`). The delivery, cancel, membership, main-actor,
// async and subscription tests run on both paths (`arguments: DirectPath.both`): the direct path keeps every
// guarantee of the interoperable one. The direct-only tests check what it gives up (plain observers and posts) and
// what it adds (one hub for filtered and unfiltered observers, in registration order).

/// Descriptors and counts shared by the direct-path tests.
enum DirectPath {
    static let both: [NotificationDelivery] = [.interoperable, .typedObserversOnly]

    /// A descriptor of `Int` named `Tests.Direct.<tag>`, delivered as `delivery` says.
    static func counter(_ delivery: NotificationDelivery, _ tag: String) -> NotificationDescriptor<Int> {
        NotificationDescriptor(carrying: Int.self, name: Notification.Name("Tests.Direct.\(tag)"), delivery: delivery)
    }

    /// The live observations of `descriptor` on `center`, whichever path it takes.
    static func live<Payload>(_ descriptor: NotificationDescriptor<Payload>, on center: NotificationCenter) -> Int {
        if let route = descriptor.directRoute { return route.liveObservations(center: center) }
        return ObservationRegistry.liveObservations(center: center, name: descriptor.name)
    }
}

/// A payload object that counts how many of its kind are alive.
final class CountedPayload: Sendable {
    static let alive = LockedState(0)
    let value: Int

    init(_ value: Int) {
        self.value = value
        Self.alive.withLock { $0 += 1 }
    }

    deinit {
        Self.alive.withLock { $0 -= 1 }
    }
}

@Suite("Both paths: delivery, membership, cancel, nesting")
struct BothPathsDeliveryTests {
    @Test("Synchronous on the posting thread, in registration order", arguments: DirectPath.both)
    func synchronousInOrder(delivery: NotificationDelivery) {
        let center = NotificationCenter()
        let descriptor = DirectPath.counter(delivery, "Sync")
        let poster = Locked<ObjectIdentifier?>(nil)
        let seen = Collected<String>()
        let tokens = (0..<3).map { index in
            center.observe(descriptor) { value in
                let thread = ObjectIdentifier(Thread.current)
                seen.append("\(index):\(value):\(thread == poster.value ? "poster" : "another thread")")
            }
        }
        let afterPost = Locked<[String]>([])
        let done = DispatchSemaphore(value: 0)
        Thread {
            poster.value = ObjectIdentifier(Thread.current)
            center.post(descriptor, 7)
            afterPost.value = seen.all
            done.signal()
        }.start()
        done.wait()
        #expect(afterPost.value == ["0:7:poster", "1:7:poster", "2:7:poster"])
        tokens.forEach { $0.cancel() }
        #expect(DirectPath.live(descriptor, on: center) == 0)
    }

    @Test(
        "An observation started in any handler gets the next post, never the one being delivered",
        arguments: DirectPath.both, HandlerPosition.allCases)
    func joinsWithTheNextPost(delivery: NotificationDelivery, position: HandlerPosition) {
        let center = NotificationCenter()
        let descriptor = DirectPath.counter(delivery, "Join")
        let seen = Collected<String>()
        let joined = Locked<Token?>(nil)
        let tokens = (0..<3).map { index in
            center.observe(descriptor) { value in
                seen.append("\(index):\(value)")
                guard index == position.index, joined.value == nil else { return }
                joined.value = center.observe(descriptor) { seen.append("joined:\($0)") }
            }
        }
        center.post(descriptor, 1)
        center.post(descriptor, 2)
        #expect(seen.all == ["0:1", "1:1", "2:1", "0:2", "1:2", "2:2", "joined:2"])
        tokens.forEach { $0.cancel() }
        joined.value?.cancel()
        #expect(DirectPath.live(descriptor, on: center) == 0)
    }

    @Test(
        "An observer cancelled from any handler gets nothing after cancel() returns, in this post too",
        arguments: DirectPath.both, HandlerPosition.allCases)
    func cancelledDuringDelivery(delivery: NotificationDelivery, position: HandlerPosition) {
        let center = NotificationCenter()
        let descriptor = DirectPath.counter(delivery, "CancelMid")
        let seen = Collected<String>()
        let tokens = Locked<[Token]>([])
        tokens.value = (0..<3).map { index in
            center.observe(descriptor) { value in
                seen.append("\(index):\(value)")
                guard index == position.index, value == 1 else { return }
                for (other, token) in tokens.value.enumerated() where other != index { token.cancel() }
            }
        }
        center.post(descriptor, 1)
        center.post(descriptor, 2)
        let before = (0..<position.index).map { "\($0):1" }
        #expect(seen.all == before + ["\(position.index):1", "\(position.index):2"])
        tokens.value.forEach { $0.cancel() }
        #expect(DirectPath.live(descriptor, on: center) == 0)
    }

    @Test("A handler cancels its own observation: no deadlock, nothing after", arguments: DirectPath.both)
    func cancelFromOwnHandler(delivery: NotificationDelivery) {
        let center = NotificationCenter()
        let descriptor = DirectPath.counter(delivery, "SelfCancel")
        let seen = Collected<Int>()
        let token = Locked<Token?>(nil)
        token.value = center.observe(descriptor) { value in
            seen.append(value)
            token.value?.cancel()
        }
        let finished = finishes(within: 30, "a post whose handler cancels itself") {
            center.post(descriptor, 1)
            center.post(descriptor, 2)
            return true
        }
        #expect(finished == true)
        #expect(seen.all == [1])
        #expect(token.value?.isCancelled == true)
        #expect(DirectPath.live(descriptor, on: center) == 0)
    }

    @Test("A post from inside a handler is delivered at once, nested, to every observer", arguments: DirectPath.both)
    func nestedPost(delivery: NotificationDelivery) {
        let center = NotificationCenter()
        let descriptor = DirectPath.counter(delivery, "Nested")
        let seen = Collected<String>()
        let first = center.observe(descriptor) { value in
            seen.append("A\(value)")
            if value < 3 { center.post(descriptor, value + 1) }
        }
        let second = center.observe(descriptor) { seen.append("B\($0)") }
        center.post(descriptor, 1)
        #expect(seen.all == ["A1", "A2", "A3", "B3", "B2", "B1"])
        first.cancel()
        second.cancel()
    }

    @Test("Releasing the last token reference ends the observation and frees the handler", arguments: DirectPath.both)
    func releaseEnds(delivery: NotificationDelivery) {
        let center = NotificationCenter()
        let descriptor = DirectPath.counter(delivery, "Release")
        let seen = Collected<Int>()
        let weakWitness: WeakBox<Witness>
        do {
            let witness = Witness()
            weakWitness = WeakBox(witness)
            let token = center.observe(descriptor) { value in
                _ = witness
                seen.append(value)
            }
            center.post(descriptor, 1)
            withExtendedLifetime(token) {}
        }
        center.post(descriptor, 2)
        #expect(seen.all == [1])
        #expect(weakWitness.value == nil)
        #expect(DirectPath.live(descriptor, on: center) == 0)
    }

    @Test("cancel() from outside returns only after a running handler returned", arguments: DirectPath.both)
    func cancelWaitsForTheHandler(delivery: NotificationDelivery) {
        let center = NotificationCenter()
        let descriptor = DirectPath.counter(delivery, "Wait")
        let entered = DispatchSemaphore(value: 0)
        let proceed = DispatchSemaphore(value: 0)
        let returned = Locked(false)
        let token = center.observe(descriptor) { _ in
            entered.signal()
            proceed.wait()
            returned.value = true
        }
        Thread { center.post(descriptor, 1) }.start()
        entered.wait()
        // Whenever the handler is let go (before or after cancel() starts waiting), cancel() returns after it.
        Thread { proceed.signal() }.start()
        let sawReturn = finishes(within: 30, "cancel() of a handler that returns") {
            token.cancel()
            return returned.value
        }
        #expect(sawReturn == true)
    }

    @Test(
        "Threads posting while the observation is cancelled: nothing enters the handler after cancel() returns",
        arguments: DirectPath.both)
    func cancelRace(delivery: NotificationDelivery) {
        let result = finishes(stallingAfter: 60, "the cancel race") { progress -> Int in
            var late = 0
            for round in 0..<50 {
                let center = NotificationCenter()
                let descriptor = DirectPath.counter(delivery, "Race")
                let cancelled = Locked(false)
                let lateEntries = Locked(0)
                let deliveries = Locked(0)
                let token = center.observe(descriptor) { _ in
                    if cancelled.value { lateEntries.withLock { $0 += 1 } }
                    deliveries.withLock { $0 += 1 }
                }
                let stop = Locked(false)
                let stopped = DispatchSemaphore(value: 0)
                for _ in 0..<2 {
                    Thread {
                        while !stop.value { center.post(descriptor, round) }
                        stopped.signal()
                    }.start()
                }
                // Cancels once deliveries are under way (counted, not timed).
                while deliveries.value < 10 { sched_yield() }
                token.cancel()
                cancelled.value = true
                stop.value = true
                stopped.wait()
                stopped.wait()
                late += lateEntries.value
                progress.tick()
            }
            return late
        }
        #expect(result == 0)
    }
}

@Suite("Both paths: main actor, async, subscriptions")
struct BothPathsIsolationTests {
    @MainActor
    @Test(
        "An observation of any kind started in a handler gets the next post, never the one being delivered",
        arguments: DirectPath.both, JoiningKind.allCases)
    func anyKindJoinsWithTheNextPost(delivery: NotificationDelivery, kind: JoiningKind) async {
        let center = NotificationCenter()
        let descriptor = DirectPath.counter(delivery, "JoinKind")
        let sender = Sender()
        let received = Collected<Int>()
        let joined = Box<Token?>(nil)
        let sequence = Box<NotificationPayloads<Int>?>(nil)
        let token = center.observe(descriptor) { _ in
            MainActor.assumeIsolated {
                guard joined.value == nil, sequence.value == nil else { return }
                switch kind {
                case .closure: joined.value = center.observe(descriptor) { received.append($0) }
                case .filteredClosure:
                    joined.value = center.observe(descriptor, object: sender) { received.append($0) }
                case .mainActor: joined.value = center.observeOnMainActor(descriptor) { received.append($0) }
                case .sequence: sequence.value = center.notifications(of: descriptor)
                }
            }
        }
        // Posted on the main actor: a main-actor handler runs within the post.
        center.post(descriptor, 1, object: sender)
        center.post(descriptor, 2, object: sender)
        if let payloads = sequence.value {
            var iterator = payloads.makeAsyncIterator()
            #expect(await iterator.next() == 2)
        } else {
            #expect(received.all == [2])
        }
        token.cancel()
        joined.value?.cancel()
        sequence.value = nil
        #expect(DirectPath.live(descriptor, on: center) == 0)
    }

    @MainActor
    @Test(
        "A main-actor observer: at once for a post on the main actor, in order for posts from another thread",
        arguments: DirectPath.both)
    func mainActor(delivery: NotificationDelivery) async {
        let center = NotificationCenter()
        let descriptor = DirectPath.counter(delivery, "MainActor")
        let total = 500
        let collected = Collected<Int>()
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let token = center.observeOnMainActor(descriptor) { value in
            MainActor.preconditionIsolated()
            collected.append(value)
            continuation.yield(value)
        }
        center.post(descriptor, 0)
        #expect(collected.all == [0], "a post on the main actor is handled before post returns")
        Thread {
            for value in 1...total { center.post(descriptor, value) }
        }.start()
        var received: [Int] = []
        for await value in stream {
            received.append(value)
            if received.count == total + 1 { break }
        }
        #expect(received == Array(0...total))
        token.cancel()
        #expect(DirectPath.live(descriptor, on: center) == 0)
    }

    @Test("notifications(of:) receives every post in order; next(timeout:) the next one", arguments: DirectPath.both)
    func asyncSequenceAndNext(delivery: NotificationDelivery) async throws {
        let center = NotificationCenter()
        let descriptor = DirectPath.counter(delivery, "Async")
        var received: [Int] = []
        do {
            let payloads = center.notifications(of: descriptor)
            for value in 1...3 { center.post(descriptor, value) }
            for await value in payloads {
                received.append(value)
                if received.count == 3 { break }
            }
        }
        #expect(received == [1, 2, 3])
        #expect(DirectPath.live(descriptor, on: center) == 0)

        let stop = Locked(false)
        defer { stop.value = true }
        Thread {
            // Posts only once `next` is observing, until it has its value.
            while !stop.value {
                if DirectPath.live(descriptor, on: center) > 0 { center.post(descriptor, 42) }
                usleep(100)
            }
        }.start()
        let next = try await center.next(descriptor, timeout: Watchdog.duration(30))
        #expect(next == 42)
        #expect(DirectPath.live(descriptor, on: center) == 0)
    }

    @Test("What the Combine publishers are: demand honoured, the object filter applied", arguments: DirectPath.both)
    func demandedSubscription(delivery: NotificationDelivery) {
        let center = NotificationCenter()
        let descriptor = DirectPath.counter(delivery, "Demanded")
        let sender = NSObject()
        let received = Collected<Int>()
        let subscription = DemandedSubscription<Int> { value in
            received.append(value)
            return .none
        }
        subscription.observe(descriptor, center: center, object: sender)
        #expect(DirectPath.live(descriptor, on: center) == 1)
        center.post(descriptor, 0, object: sender)  // before any request: dropped
        subscription.request(.max(2))
        center.post(descriptor, 1, object: NSObject())
        for value in 2...4 { center.post(descriptor, value, object: sender) }
        #expect(received.all == [2, 3])
        subscription.cancel()
        #expect(DirectPath.live(descriptor, on: center) == 0)
    }
}

@Suite("The direct path: what it gives up, what it keeps")
struct DirectPathTests {
    @Test("Plain observers never see direct posts; plain posts and interoperable posts never reach direct observers")
    func noFoundationInterop() {
        let center = NotificationCenter()
        let direct = DirectPath.counter(.typedObserversOnly, "Interop")
        let interoperable = DirectPath.counter(.interoperable, "Interop")
        #expect(direct.name == interoperable.name)
        let raw = Collected<String>()
        let typed = Collected<String>()
        let rawToken = center.addObserver(forName: direct.name, object: nil, queue: nil) { _ in raw.append("raw") }
        let directToken = center.observe(direct) { typed.append("direct \($0)") }
        let interopToken = center.observe(interoperable) { typed.append("interoperable \($0)") }

        center.post(direct, 1)
        #expect(raw.all.isEmpty)
        #expect(typed.all == ["direct 1"])

        // What an interoperable post of the same name and payload would be: it reaches the raw and interoperable
        // observers only.
        center.post(direct.notification(2))
        center.post(interoperable, 3)
        #expect(raw.all == ["raw", "raw"])
        #expect(typed.all == ["direct 1", "interoperable 2", "interoperable 3"])
        #expect(ObservationRegistry.liveObservations(center: center, name: direct.name) == 1, "the interop one only")
        center.removeObserver(rawToken)
        directToken.cancel()
        interopToken.cancel()
    }

    @Test("Direct descriptors of one name and payload type meet on one center; another type or center does not")
    func sameNameAndTypeMeet() {
        let center = NotificationCenter()
        let other = NotificationCenter()
        let name = Notification.Name("Tests.Direct.Meet")
        let one = NotificationDescriptor(carrying: Int.self, name: name, delivery: .typedObserversOnly)
        let two = NotificationDescriptor(carrying: Int.self, name: name, delivery: .typedObserversOnly)
        let text = NotificationDescriptor(carrying: String.self, name: name, delivery: .typedObserversOnly)
        #expect(one.directRoute === two.directRoute)
        let seen = Collected<String>()
        let tokens = [
            center.observe(one) { seen.append("one \($0)") },
            center.observe(two) { seen.append("two \($0)") },
            center.observe(text) { seen.append("text \($0)") },
            other.observe(one) { seen.append("other center \($0)") },
        ]
        center.post(two, 1)
        center.post(text, "a")
        #expect(seen.all == ["one 1", "two 1", "text a"])
        tokens.forEach { $0.cancel() }
    }

    @Test("Filtered and unfiltered observers share one hub: registration order, the filter by identity")
    func objectFilterInOrder() {
        let center = NotificationCenter()
        let descriptor = DirectPath.counter(.typedObserversOnly, "Filter")
        let first = Sender()
        let second = Sender()
        let seen = Collected<String>()
        let tokens = [
            center.observe(descriptor) { seen.append("A\($0)") },
            center.observe(descriptor, object: first) { seen.append("B\($0)") },
            center.observe(descriptor) { seen.append("C\($0)") },
            center.observe(descriptor, object: second) { seen.append("D\($0)") },
        ]
        center.post(descriptor, 1, object: first)
        center.post(descriptor, 2, object: second)
        center.post(descriptor, 3)
        center.post(descriptor, 4, object: 99)  // not an object: matches no filter
        #expect(seen.all == ["A1", "B1", "C1", "A2", "C2", "D2", "A3", "C3", "A4", "C4"])
        tokens.forEach { $0.cancel() }
    }

    @Test("A filter on an object that is gone matches nothing, not a new object at its address")
    func deadSenderMatchesNothing() {
        let center = NotificationCenter()
        let descriptor = DirectPath.counter(.typedObserversOnly, "DeadSender")
        let seen = Collected<Int>()
        var token: Token?
        var address: ObjectIdentifier?
        do {
            let sender = Sender()
            address = ObjectIdentifier(sender)
            token = center.observe(descriptor, object: sender) { seen.append($0) }
            center.post(descriptor, 1, object: sender)
        }
        // New objects, often at the dead one's address (malloc reuses it): none is the observed object.
        var reused = false
        var keep: [Sender] = []
        for value in 2..<200 {
            let candidate = Sender()
            reused = reused || ObjectIdentifier(candidate) == address
            center.post(descriptor, value, object: candidate)
            keep.append(candidate)
        }
        #expect(seen.all == [1])
        // Not asserted (it is the allocator's choice), only said: whether the address was reused.
        if !reused { print("DirectPathTests.deadSenderMatchesNothing: the address was not reused in this run") }
        token?.cancel()
    }

    @Test("A million posts: every one delivered, nothing kept, the hub as before")
    func millionPosts() {
        let center = NotificationCenter()
        let descriptor = DirectPath.counter(.typedObserversOnly, "Million")
        let objects = NotificationDescriptor(
            carrying: CountedPayload.self, name: Notification.Name("Tests.Direct.Million.Objects"),
            delivery: .typedObserversOnly)
        let delivered = Locked(0)
        let token = center.observe(descriptor) { _ in delivered.withLock { $0 += 1 } }
        let objectToken = center.observe(objects) { _ in delivered.withLock { $0 += 1 } }
        for value in 0..<1_000_000 { center.post(descriptor, value) }
        let aliveBefore = CountedPayload.alive.withLock { $0 }
        for value in 0..<100_000 { center.post(objects, CountedPayload(value)) }
        #expect(delivered.value == 1_100_000)
        #expect(CountedPayload.alive.withLock { $0 } == aliveBefore, "every posted payload freed")
        #expect(descriptor.directRoute?.liveObservations(center: center) == 1)
        #expect(DeliveryFrame.currentThreadDeliveries == nil, "no delivery left on this thread's frame")
        token.cancel()
        objectToken.cancel()
        #expect(DirectPath.live(descriptor, on: center) == 0)
    }

    @Test("Threads observing, cancelling and posting on one route and center at once: no late entry, nothing left")
    func concurrentObserveCancelPost() {
        let descriptor = DirectPath.counter(.typedObserversOnly, "Chaos")
        let center = NotificationCenter()
        let late = finishes(stallingAfter: 60, "observe, cancel and post on one route from four threads") {
            progress -> Int in
            let lateEntries = Locked(0)
            progress.onThreads(4, rounds: 300) { worker, round in
                let cancelled = Locked(false)
                let token = center.observe(descriptor, object: round.isMultiple(of: 2) ? nil : center) { _ in
                    if cancelled.value { lateEntries.withLock { $0 += 1 } }
                }
                center.post(descriptor, worker, object: center)
                token.cancel()
                cancelled.value = true
                center.post(descriptor, worker)
            }
            return lateEntries.value
        }
        #expect(late == 0)
        #expect(DirectPath.live(descriptor, on: center) == 0)
        #expect(descriptor.directRoute?.hubCount == 0, "the hub left the route with its last observation")
    }

    @Test("A route nothing holds any more leaves the table; its center is let go with its last observation")
    func routesAndCentersAreReleased() {
        let name = Notification.Name("Tests.Direct.Released.\(UUID().uuidString)")
        weak var weakCenter: NotificationCenter?
        weak var weakRoute: _DirectRoute?
        do {
            let center = NotificationCenter()
            weakCenter = center
            let descriptor = NotificationDescriptor(carrying: Int.self, name: name, delivery: .typedObserversOnly)
            weakRoute = descriptor.directRoute
            let token = center.observe(descriptor) { _ in }
            center.post(descriptor, 1)
            token.cancel()
        }
        #expect(weakCenter == nil, "the hub let go of its center with its last observation")
        _ = DirectRoutes.sweptCount()
        #expect(weakRoute == nil, "the route left the table once nothing held it")
        // A new descriptor of the name makes a new route, which works.
        let center = NotificationCenter()
        let again = NotificationDescriptor(carrying: Int.self, name: name, delivery: .typedObserversOnly)
        let seen = Collected<Int>()
        let token = center.observe(again) { seen.append($0) }
        center.post(again, 2)
        #expect(seen.all == [2])
        token.cancel()
    }

    @Test("notification(_:) and decode(_:) still make and read the payload; the trade is visible")
    func notificationAndDecode() throws {
        let direct = DirectPath.counter(.typedObserversOnly, "Decode")
        let plain = NotificationDescriptor(carrying: Int.self, name: direct.name)
        #expect(direct.delivery == .typedObserversOnly)
        #expect(plain.delivery == .interoperable)
        #expect(DirectPath.counter(.interoperable, "Decode").delivery == .interoperable)
        #expect(direct.delivery.description == "typedObserversOnly")
        let note = direct.notification(5)
        #expect(note.name == direct.name)
        #expect(try direct.decode(note) == 5)
        #expect(try plain.decode(note) == 5)
        #expect(throws: NotificationDecodingError.self) { try direct.decode(object: nil, userInfo: nil) }
    }
    @Test("Every kind of descriptor keeps its delivery through copies: arrays, optionals, generic code, closures")
    func deliveryKeptByCopies() {
        let name = Notification.Name("Tests.Direct.Copies")
        let direct = NotificationDescriptor(carrying: Int.self, name: name, delivery: .typedObserversOnly)
        let kinds: [(NotificationDescriptor<Int>, NotificationDelivery)] = [
            (NotificationDescriptor(carrying: Int.self, name: name), .interoperable),
            (NotificationDescriptor(carrying: Int.self, name: name, delivery: .interoperable), .interoperable),
            (direct, .typedObserversOnly),
            (NotificationDescriptor(name, decode: { _ in 1 }), .interoperable),
            (NotificationDescriptor(name, decode: { _ in 1 }, encode: { _ in (nil, nil) }), .interoperable),
        ]
        func passedGenerically<Payload>(_ descriptor: NotificationDescriptor<Payload>) -> NotificationDelivery {
            let copy = descriptor
            return copy.delivery
        }
        for (descriptor, expected) in kinds {
            let boxed: Any = descriptor
            let optional: NotificationDescriptor<Int>? = descriptor
            let captured = { descriptor }
            #expect(descriptor.delivery == expected)
            #expect(passedGenerically(descriptor) == expected)
            #expect((boxed as? NotificationDescriptor<Int>)?.delivery == expected)
            #expect(optional?.delivery == expected)
            #expect(captured().delivery == expected)
            #expect((descriptor.directRoute != nil) == (expected == .typedObserversOnly))
        }
        #expect(NotificationDescriptor<Void>(name).delivery == .interoperable)
    }
}
