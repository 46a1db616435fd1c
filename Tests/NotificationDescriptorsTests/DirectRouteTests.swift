import Foundation
import TestSupport
import Testing

@testable import NotificationDescriptors

// The direct path's route (Engine/DirectRoute.swift): many centers on one route (hubs in a table by center),
// and direct routes of one name with different payload types (a post hands the other types' observers the type
// mismatch an interoperable post gives them).

/// A unique name per test run, so routes and groups start empty.
private func uniqueName(_ tag: String) -> Notification.Name {
    Notification.Name("Tests.DirectRoute.\(tag).\(UUID().uuidString)")
}

@Suite("The direct path: many centers on one route")
struct DirectPathManyCentersTests {
    @Test(
        "5,000 centers observe one descriptor: each post reaches its own center's observer only; cancel leaves nothing")
    func manyCenters() {
        let name = uniqueName("ManyCenters")
        weak var weakRoute: _DirectRoute?
        do {
            let descriptor = NotificationDescriptor(carrying: Int.self, name: name, delivery: .typedObserversOnly)
            let route = descriptor.directRoute
            weakRoute = route
            let count = 5_000
            let centers = (0..<count).map { _ in NotificationCenter() }
            let seen = Collected<String>()
            var tokens = centers.indices.map { index in
                centers[index].observe(descriptor) { seen.append("center \(index) got \($0)") }
            }
            #expect(route?.hubCount == count)
            for index in centers.indices { centers[index].post(descriptor, index) }
            #expect(seen.all == centers.indices.map { "center \($0) got \($0)" })
            #expect(centers.allSatisfy { route?.liveObservations(center: $0) == 1 })

            // A second observation on some centers joins that center's hub, in registration order.
            let extra = Collected<Int>()
            let more = [7, 4_999].map { index in centers[index].observe(descriptor) { extra.append($0 * 10) } }
            centers[4_999].post(descriptor, 1)
            #expect(seen.all.last == "center 4999 got 1")
            #expect(extra.all == [10])
            more.forEach { $0.cancel() }

            // Cancel half, then post everywhere: only the others deliver.
            for index in stride(from: 0, to: count, by: 2) { tokens[index].cancel() }
            let before = seen.count
            for index in centers.indices { centers[index].post(descriptor, -index) }
            #expect(
                Array(seen.all.dropFirst(before)) == stride(from: 1, to: count, by: 2).map { "center \($0) got \(-$0)" }
            )
            tokens.forEach { $0.cancel() }
            tokens.removeAll()
            #expect(centers.allSatisfy { route?.liveObservations(center: $0) == 0 })
            #expect(route?.hubCount == 0, "every hub left with its last observation")
            // The route still works after the churn.
            let again = centers[3].observe(descriptor) { seen.append("again \($0)") }
            centers[3].post(descriptor, 3)
            #expect(seen.all.last == "again 3")
            again.cancel()
            #expect(route?.hubCount == 0)
        }
        _ = DirectRoutes.sweptCount()
        #expect(weakRoute == nil, "the route left the table once nothing held it")
    }
}

@Suite("The direct path: one name, different payload types")
struct DirectPathMismatchTests {
    /// Posts an `Int` through one descriptor of `name` on `center`, observed there by a `String` descriptor of the same
    /// name, on the path `delivery` says; returns what each sink received.
    private func mismatch(_ delivery: NotificationDelivery) -> (
        errors: [NotificationDecodingError], delivered: [String]
    ) {
        let name = Notification.Name("Tests.DirectRoute.Parity")
        let center = NotificationCenter()
        let number = NotificationDescriptor(carrying: Int.self, name: name, delivery: delivery)
        let text = NotificationDescriptor(carrying: String.self, name: name, delivery: delivery)
        let errors = Collected<NotificationDecodingError>()
        let delivered = Collected<String>()
        let tokens = [
            center.observe(number, onFailure: { errors.append($0) }) { delivered.append("number \($0)") },
            center.observe(text, onFailure: { errors.append($0) }) { delivered.append("text \($0)") },
        ]
        center.post(number, 1)
        center.post(text, "a")
        tokens.forEach { $0.cancel() }
        return (errors.all, delivered.all)
    }

    @Test("A mismatched pair reports the same errors on both paths")
    func sameErrorOnBothPaths() {
        let interoperable = mismatch(.interoperable)
        let direct = mismatch(.typedObserversOnly)
        #expect(interoperable.errors.count == 2)
        #expect(direct.errors == interoperable.errors)
        #expect(direct.errors.map(\.description) == interoperable.errors.map(\.description))
        #expect(direct.delivered == ["number 1", "text a"])
        #expect(direct.delivered == interoperable.delivered)
        let expected = NotificationDecodingError(
            name: Notification.Name("Tests.DirectRoute.Parity"),
            reason: .typeMismatch(key: _IntactPayloadKey.rawName, expected: "String", actual: "Int"))
        #expect(direct.errors.first == expected)
    }

    @Test(
        "An other-typed observer added by a handler during the post gets the next post's mismatch, not this one's",
        arguments: [NotificationDelivery.interoperable, .typedObserversOnly])
    func joinsWithTheNextMismatch(_ delivery: NotificationDelivery) {
        let name = uniqueName("JoinsNext")
        let center = NotificationCenter()
        let number = NotificationDescriptor(carrying: Int.self, name: name, delivery: delivery)
        let text = NotificationDescriptor(carrying: String.self, name: name, delivery: delivery)
        let real = NotificationDescriptor(carrying: Double.self, name: name, delivery: delivery)
        let seen = Collected<String>()
        let added = LockedState<[Token]>([])
        // A `Double` observer is there from the start, so the name already has another payload type on the direct
        // path; the handler adds a `String` one (a route with observers of its own) during the first post.
        let realToken = center.observe(real, onFailure: { _ in seen.append("real sink") }) { _ in }
        let first = center.observe(number) { value in
            seen.append("number \(value)")
            if value == 1 {
                let token = center.observe(text, onFailure: { _ in seen.append("text sink \(value)") }) { _ in }
                added.withLock { $0.append(token) }
            }
        }
        // Sorted: the order across payload types differs between the paths (interoperable: registration order;
        // direct: the post's own observers, then the other types' routes), and is not what this test is about.
        center.post(number, 1)
        #expect(seen.all.sorted() == ["number 1", "real sink"], "\(delivery)")
        center.post(number, 2)
        #expect(seen.all.dropFirst(2).sorted() == ["number 2", "real sink", "text sink 1"], "\(delivery)")
        first.cancel()
        realToken.cancel()
        added.withLock { $0 }.forEach { $0.cancel() }
    }

    @Test("Each other-typed observer's own sink gets the mismatch once, after the post's members; the handler never")
    func eachSinkOnce() {
        let name = uniqueName("Sinks")
        let center = NotificationCenter()
        let other = NotificationCenter()
        let number = NotificationDescriptor(carrying: Int.self, name: name, delivery: .typedObserversOnly)
        let text = NotificationDescriptor(carrying: String.self, name: name, delivery: .typedObserversOnly)
        let real = NotificationDescriptor(carrying: Double.self, name: name, delivery: .typedObserversOnly)
        let interoperableText = NotificationDescriptor(carrying: String.self, name: name, delivery: .interoperable)
        let handled = Collected<String>()
        let previous = NotificationDiagnostics.decodingFailureHandler
        NotificationDiagnostics.decodingFailureHandler = { error in
            if error.name == name { handled.append(error.description) } else { previous(error) }
        }
        defer { NotificationDiagnostics.decodingFailureHandler = previous }

        let seen = Collected<String>()
        func sink(_ tag: String) -> @Sendable (NotificationDecodingError) -> Void {
            { error in
                guard case .typeMismatch(_, let expected, let actual) = error.reason else {
                    seen.append("\(tag) unexpected \(error)")
                    return
                }
                seen.append("\(tag) failed: \(expected) <- \(actual)")
            }
        }
        let tokens = [
            center.observe(text, onFailure: sink("text 1")) { seen.append("text 1 \($0)") },
            center.observe(number, onFailure: sink("number 1")) { seen.append("number 1 \($0)") },
            center.observe(real, onFailure: sink("real")) { seen.append("real \($0)") },
            center.observe(text, onFailure: sink("text 2")) { seen.append("text 2 \($0)") },
            center.observe(number, onFailure: sink("number 2")) { seen.append("number 2 \($0)") },
            other.observe(text, onFailure: sink("other center")) { seen.append("other center \($0)") },
            center.observe(interoperableText, onFailure: sink("interoperable")) { seen.append("interoperable \($0)") },
        ]
        center.post(number, 5)
        #expect(
            seen.all == [
                "number 1 5", "number 2 5",
                "text 1 failed: String <- Int", "text 2 failed: String <- Int",
                "real failed: Double <- Int",
            ])
        #expect(handled.all.isEmpty, "every observer had its own sink")
        tokens.forEach { $0.cancel() }

        // Without a sink of its own, the observer's failure goes to the handler, once.
        let plain = center.observe(text) { seen.append("plain \($0)") }
        center.post(number, 6)
        #expect(handled.count == 1)
        #expect(handled.all.first?.contains("Int") == true)
        plain.cancel()
    }

    @Test("No other payload type of the name on the center: nothing is reported")
    func noSiblingNoReport() {
        let name = uniqueName("Alone")
        let center = NotificationCenter()
        let number = NotificationDescriptor(carrying: Int.self, name: name, delivery: .typedObserversOnly)
        let failures = Collected<NotificationDecodingError>()
        let seen = Collected<Int>()
        let token = center.observe(number, onFailure: { failures.append($0) }) { seen.append($0) }
        center.post(number, 1)
        // A route of another type exists but observes nothing on this center.
        let text = NotificationDescriptor(carrying: String.self, name: name, delivery: .typedObserversOnly)
        let elsewhere = NotificationCenter().observe(text, onFailure: { failures.append($0) }) { _ in }
        center.post(number, 2)
        #expect(seen.all == [1, 2])
        #expect(failures.all.isEmpty)
        token.cancel()
        elsewhere.cancel()
    }

    @Test("Object filters apply to the mismatch as to the handler")
    func objectFilters() {
        let name = uniqueName("Filters")
        let center = NotificationCenter()
        let number = NotificationDescriptor(carrying: Int.self, name: name, delivery: .typedObserversOnly)
        let text = NotificationDescriptor(carrying: String.self, name: name, delivery: .typedObserversOnly)
        let first = Sender()
        let second = Sender()
        let seen = Collected<String>()
        let tokens = [
            center.observe(text, object: first, onFailure: { _ in seen.append("first") }) { _ in },
            center.observe(text, onFailure: { _ in seen.append("any") }) { _ in },
            center.observe(text, object: second, onFailure: { _ in seen.append("second") }) { _ in },
        ]
        center.post(number, 1, object: first)
        center.post(number, 2, object: second)
        center.post(number, 3)
        center.post(number, 4, object: 99)  // not an object: matches no filter
        #expect(seen.all == ["first", "any", "any", "second", "any", "any"])
        tokens.forEach { $0.cancel() }
    }

    @Test("An other-typed observer cancelled during the post is not entered after cancel()")
    func cancelledMidDelivery() {
        let name = uniqueName("Cancel")
        let center = NotificationCenter()
        let number = NotificationDescriptor(carrying: Int.self, name: name, delivery: .typedObserversOnly)
        let text = NotificationDescriptor(carrying: String.self, name: name, delivery: .typedObserversOnly)
        let victims = Locked<[Token]>([])
        let late = Locked(false)
        let cancelled = Locked(false)
        let canceller = center.observe(number) { _ in
            for token in victims.value { token.cancel() }
            cancelled.value = true
        }
        let first = center.observe(text, onFailure: { _ in if cancelled.value { late.value = true } }) { _ in }
        // One text observer cancels the next one from its own sink, during the mismatch reports.
        let second = center.observe(text, onFailure: { _ in if cancelled.value { late.value = true } }) { _ in }
        victims.value = [first, second]
        center.post(number, 1)
        #expect(late.value == false, "no sink entered after its cancel()")

        canceller.cancel()
        #expect(DirectPath.live(text, on: center) == 0)
        #expect(DirectPath.live(number, on: center) == 0)
    }

    @Test("A sink that cancels a later other-typed observer: that one is never entered")
    func sinkCancelsLaterSibling() {
        let name = uniqueName("SinkCancels")
        let center = NotificationCenter()
        let number = NotificationDescriptor(carrying: Int.self, name: name, delivery: .typedObserversOnly)
        let text = NotificationDescriptor(carrying: String.self, name: name, delivery: .typedObserversOnly)
        let seen = Collected<String>()
        let later = Locked<Token?>(nil)
        let first = center.observe(
            text,
            onFailure: { _ in
                seen.append("first")
                later.value?.cancel()
            }
        ) { _ in }
        later.value = center.observe(text, onFailure: { _ in seen.append("second") }) { _ in }
        center.post(number, 1)
        center.post(number, 2)
        #expect(seen.all == ["first", "first"])
        first.cancel()
        #expect(DirectPath.live(text, on: center) == 0)
    }

    @Test("With 40 centers on both routes the mismatch reaches the posting center's observers only")
    func manyCentersWithSiblings() {
        let name = uniqueName("ManySiblings")
        let number = NotificationDescriptor(carrying: Int.self, name: name, delivery: .typedObserversOnly)
        let text = NotificationDescriptor(carrying: String.self, name: name, delivery: .typedObserversOnly)
        let centers = (0..<40).map { _ in NotificationCenter() }
        let seen = Collected<String>()
        let tokens = centers.indices.flatMap { index in
            [
                centers[index].observe(text, onFailure: { _ in seen.append("text \(index) failed") }) { _ in },
                centers[index].observe(number) { seen.append("number \(index) got \($0)") },
            ]
        }
        #expect(text.directRoute?.hubCount == 40)
        #expect(number.directRoute?.hubCount == 40)
        for index in centers.indices { centers[index].post(number, index) }
        #expect(seen.all == centers.indices.flatMap { ["number \($0) got \($0)", "text \($0) failed"] })
        tokens.forEach { $0.cancel() }
        #expect(text.directRoute?.hubCount == 0)
        #expect(number.directRoute?.hubCount == 0)
    }

    @Test("Routes of one name are swept once every descriptor and observation of them is gone")
    func siblingsAreSwept() {
        let name = uniqueName("Swept")
        weak var weakNumber: _DirectRoute?
        weak var weakText: _DirectRoute?
        weak var weakCenter: NotificationCenter?
        do {
            let center = NotificationCenter()
            weakCenter = center
            let number = NotificationDescriptor(carrying: Int.self, name: name, delivery: .typedObserversOnly)
            let text = NotificationDescriptor(carrying: String.self, name: name, delivery: .typedObserversOnly)
            weakNumber = number.directRoute
            weakText = text.directRoute
            let failures = Collected<NotificationDecodingError>()
            let tokens = [
                center.observe(number, onFailure: { failures.append($0) }) { _ in },
                center.observe(text, onFailure: { failures.append($0) }) { _ in },
            ]
            center.post(number, 1)
            center.post(text, "a")
            #expect(failures.count == 2)
            tokens.forEach { $0.cancel() }
        }
        #expect(weakCenter == nil)
        _ = DirectRoutes.sweptCount()
        #expect(weakNumber == nil, "a sibling link does not keep a route")
        #expect(weakText == nil, "a sibling link does not keep a route")
        // The name works again, with a new pair of routes.
        let center = NotificationCenter()
        let number = NotificationDescriptor(carrying: Int.self, name: name, delivery: .typedObserversOnly)
        let text = NotificationDescriptor(carrying: String.self, name: name, delivery: .typedObserversOnly)
        let failures = Collected<String>()
        let token = center.observe(text, onFailure: { failures.append($0.description) }) { _ in }
        center.post(number, 1)
        #expect(failures.count == 1)
        token.cancel()
        // Half of a pair swept: the other still posts, and reports to nothing.
        withExtendedLifetime(number) {}
    }

    @Test("Threads posting both types and observing, cancelling at once: no late entry, nothing left")
    func concurrentSiblings() {
        let name = uniqueName("Chaos")
        let number = NotificationDescriptor(carrying: Int.self, name: name, delivery: .typedObserversOnly)
        let text = NotificationDescriptor(carrying: String.self, name: name, delivery: .typedObserversOnly)
        let center = NotificationCenter()
        let late = finishes(stallingAfter: 60, "observe, cancel and post two types of one name from four threads") {
            progress -> Int in
            let lateEntries = Locked(0)
            progress.onThreads(4, rounds: 300) { worker, _ in
                let cancelled = Locked(false)
                let onFailure: @Sendable (NotificationDecodingError) -> Void = { _ in
                    if cancelled.value { lateEntries.withLock { $0 += 1 } }
                }
                let token =
                    worker.isMultiple(of: 2)
                    ? center.observe(text, onFailure: onFailure) { _ in }
                    : center.observe(number, onFailure: onFailure) { _ in }
                center.post(number, worker)
                center.post(text, "\(worker)")
                token.cancel()
                cancelled.value = true
                center.post(number, worker)
                center.post(text, "\(worker)")
            }
            return lateEntries.value
        }
        #expect(late == 0)
        #expect(DirectPath.live(number, on: center) == 0)
        #expect(DirectPath.live(text, on: center) == 0)
    }
}
