import Foundation
import TestSupport
import Testing

@testable import NotificationDescriptors

// Centers that come and go while observed, on both paths: a center that owns the tokens of its own observations is
// freed with everything its handlers captured; a new center never meets a dead one's observers, even at its address;
// a route keeps no hub of a center that is gone once its observations end.

/// A `NotificationCenter` used as an app's bus: it keeps the tokens of its own observations.
///
/// `@unchecked Sendable`: `tokens` and `farewell` are written only on the test's thread, before the bus is shared;
/// `NotificationCenter` itself is thread-safe.
private final class Bus: NotificationCenter, @unchecked Sendable {
    private(set) var tokens: [Token] = []
    /// Posted from `deinit`, when set.
    var farewell: NotificationDescriptor<Int>?

    /// Observes `descriptor` on this bus and keeps the token.
    func observeOwn(_ descriptor: NotificationDescriptor<Int>, _ handler: @escaping @Sendable (Int) -> Void) {
        tokens.append(observe(descriptor, using: handler))
    }

    deinit {
        // The tokens are still held here: the observers are still registered.
        if let farewell { post(farewell, -1) }
    }
}

/// A unique name per test run, so routes start empty.
private func uniqueName(_ tag: String) -> Notification.Name {
    Notification.Name("Tests.CenterLifetime.\(tag).\(UUID().uuidString)")
}

@Suite("Centers that come and go, on both paths")
struct CenterLifetimeTests {
    @Test(
        "A center that keeps the tokens of its own observations is freed, with what its handlers captured",
        arguments: DirectPath.both)
    func centerOwningItsTokensIsFreed(_ delivery: NotificationDelivery) {
        let descriptor = NotificationDescriptor(
            carrying: Int.self, name: uniqueName("Owner"), delivery: delivery)
        weak var weakBus: Bus?
        weak var weakCaptured: Witness?
        let heard = Collected<Int>()
        do {
            let bus = Bus()
            let captured = Witness()
            weakBus = bus
            weakCaptured = captured
            bus.observeOwn(descriptor) { [captured] value in
                withExtendedLifetime(captured) { heard.append(value) }
            }
            bus.observeOwn(descriptor) { heard.append($0 * 10) }
            bus.post(descriptor, 1)
        }
        #expect(heard.all == [1, 10])
        #expect(weakBus == nil, "the center was freed")
        #expect(weakCaptured == nil, "what its handler captured was freed")
        #expect(descriptor.directRoute?.hubCount ?? 0 == 0, "no hub is left")
    }

    @Test("A post from the center's deinit, on both paths", arguments: DirectPath.both)
    func postFromTheCentersDeinit(_ delivery: NotificationDelivery) {
        let descriptor = NotificationDescriptor(
            carrying: Int.self, name: uniqueName("Farewell"), delivery: delivery)
        let heard = Collected<Int>()
        weak var weakBus: Bus?
        do {
            let bus = Bus()
            bus.farewell = descriptor
            weakBus = bus
            bus.observeOwn(descriptor) { heard.append($0) }
            bus.post(descriptor, 1)
        }
        #expect(weakBus == nil)
        #if canImport(ObjectiveC)
            // Darwin: a direct hub knows its center by a weak reference, already nil in the center's deinit.
            #expect(heard.all == (delivery == .typedObserversOnly ? [1] : [1, -1]))
        #else
            // Linux: the observers are still registered while `deinit` runs, on both paths.
            #expect(heard.all == [1, -1])
        #endif
        #expect(descriptor.directRoute?.hubCount ?? 0 == 0)
    }

    @Test(
        "A new center never meets the observers of a dead one, even at its address; those end when cancelled",
        arguments: DirectPath.both)
    func deadCentersObserversAreNeverMet(_ delivery: NotificationDelivery) {
        let descriptor = NotificationDescriptor(
            carrying: Int.self, name: uniqueName("Reuse"), delivery: delivery)
        let dead = Collected<Int>()
        let alive = Collected<Int>()
        var kept: [Token] = []
        var deadIdentities = Set<ObjectIdentifier>()
        var reused = 0
        for round in 0..<2_000 {
            do {
                // A center whose observation outlives it: the token is kept here.
                let center = NotificationCenter()
                deadIdentities.insert(ObjectIdentifier(center))
                kept.append(center.observe(descriptor) { dead.append($0) })
            }
            let fresh = NotificationCenter()
            if deadIdentities.contains(ObjectIdentifier(fresh)) { reused += 1 }
            fresh.post(descriptor, round)
            let token = fresh.observe(descriptor) { alive.append($0) }
            fresh.post(descriptor, round)
            token.cancel()
        }
        #expect(dead.count == 0, "a dead center's observers were reached")
        #expect(alive.all == Array(0..<2_000))
        #if !canImport(ObjectiveC)
            if delivery == .typedObserversOnly {
                // Linux: a hub's unowned reference keeps its dead center's memory, so no new center took a dead one's
                // address while its hub lived. (Darwin: addresses may be reused; the hub's weak reference then tells
                // the centers apart, and a new center's hub replaces the dead one's in the table, as this test's
                // deliveries check.)
                #expect(reused == 0)
                #expect(descriptor.directRoute?.hubCount == 2_000, "one hub per dead center, held by its observation")
            }
        #endif
        kept.forEach { $0.cancel() }
        kept.removeAll()
        #expect(descriptor.directRoute?.hubCount ?? 0 == 0, "every dead center's hub left with its observation")
        #expect(descriptor.directRoute?.hubCapacity ?? 0 == 0, "the route's table shrank to nothing")
    }

    @Test(
        "Centers made and dropped 200,000 times, each owning its observation: the route never holds more than one hub")
    func manyCentersMadeAndDropped() {
        let descriptor = NotificationDescriptor(
            carrying: Int.self, name: uniqueName("Churn"), delivery: .typedObserversOnly)
        let route = descriptor.directRoute
        let heard = Collected<Int>()
        var mostHubs = 0
        var mostSlots = 0
        for round in 0..<200_000 {
            let bus = Bus()
            bus.observeOwn(descriptor) { if $0 % 10_000 == 0 { heard.append($0) } }
            bus.post(descriptor, round)
            if round % 97 == 0 {
                mostHubs = max(mostHubs, route?.hubCount ?? -1)
                mostSlots = max(mostSlots, route?.hubCapacity ?? -1)
            }
        }
        #expect(heard.all == Array(stride(from: 0, to: 200_000, by: 10_000)))
        #expect(mostHubs == 1, "one hub at a time: each center's hub left with it")
        #expect(mostSlots == DirectHubTable.minimumCapacity)
        #expect(route?.hubCount == 0)
        #expect(route?.hubCapacity == 0)
    }

    @Test("10,000 centers observed, dropped in a scattered order: the table finds every live one and shrinks")
    func tableUnderScatteredRemoval() {
        let descriptor = NotificationDescriptor(
            carrying: Int.self, name: uniqueName("Scatter"), delivery: .typedObserversOnly)
        let route = descriptor.directRoute
        let count = 10_000
        let centers = (0..<count).map { _ in NotificationCenter() }
        let heard = Collected<Int>()
        var tokens: [Token?] = centers.indices.map { index in centers[index].observe(descriptor) { heard.append($0) } }
        #expect(route?.hubCount == count)
        // Cancel in a scattered order (a multiplicative permutation), checking every so often that each live center
        // still reaches exactly its own observer.
        var order = (0..<count).map { ($0 &* 7_919) % count }
        order.reverse()
        for (step, index) in order.enumerated() {
            tokens[index]?.cancel()
            tokens[index] = nil
            if step % 2_000 == 1_999 {
                let before = heard.count
                for live in centers.indices where tokens[live] != nil { centers[live].post(descriptor, live) }
                let expected = centers.indices.filter { tokens[$0] != nil }
                #expect(Array(heard.all.dropFirst(before)) == expected)
                #expect(route?.hubCount == expected.count)
            }
        }
        #expect(route?.hubCount == 0)
        #expect(route?.hubCapacity == 0)
    }
}
