import Foundation
import Testing

@testable import NotificationDescriptors

@Suite("Token")
struct TokenTests {
    let descriptor = NotificationDescriptor(carrying: Int.self, name: Notification.Name("Tests.Token"))

    @Test func cancelEndsTheObservationAndIsIdempotent() {
        let center = NotificationCenter()
        let received = Collected<Int>()
        let token = center.observe(descriptor) { received.append($0) }
        center.post(descriptor, 1)
        #expect(!token.isCancelled)
        token.cancel()
        #expect(token.isCancelled)
        token.cancel()
        center.post(descriptor, 2)
        #expect(received.all == [1])
        #expect(ObservationRegistry.liveObservations(center: center, name: descriptor.name) == 0)
    }

    @Test("Releasing the last reference ends the observation and frees what the handler captured")
    func releaseEnds() {
        let center = NotificationCenter()
        let received = Collected<Int>()
        weak var weakToken: Token?
        weak var weakWitness: Witness?
        do {
            let witness = Witness()
            weakWitness = witness
            let token = center.observe(descriptor) { value in
                _ = witness
                received.append(value)
            }
            weakToken = token
            center.post(descriptor, 1)
            #expect(ObservationRegistry.liveObservations(center: center, name: descriptor.name) == 1)
        }
        #expect(weakToken == nil)
        #expect(weakWitness == nil)
        center.post(descriptor, 2)
        #expect(received.all == [1])
        #expect(ObservationRegistry.liveObservations(center: center, name: descriptor.name) == 0)
    }

    @Test func storeKeepsTheObservationAlive() {
        let center = NotificationCenter()
        let received = Collected<Int>()
        var tokens = Set<Token>()
        center.observe(descriptor) { received.append($0) }.store(in: &tokens)
        center.observe(descriptor) { received.append($0 * 10) }.store(in: &tokens)
        #expect(tokens.count == 2)
        center.post(descriptor, 1)
        tokens.removeAll()
        center.post(descriptor, 2)
        #expect(received.all == [1, 10])
    }

    @Test func hashableByIdentity() {
        let center = NotificationCenter()
        let a = center.observe(descriptor) { _ in }
        let b = center.observe(descriptor) { _ in }
        #expect(a == a)
        #expect(a != b)
        var set = Set<Token>()
        a.store(in: &set)
        a.store(in: &set)
        #expect(set.count == 1)
    }

    @Test("A center that goes away first leaves tokens that cancel and release without crashing")
    func centerGoesAwayFirst() {
        var center: NotificationCenter? = NotificationCenter()
        weak let weakCenter = center
        let token = center?.observe(descriptor) { _ in }
        let released = center?.observe(descriptor) { _ in }
        center = nil
        #expect(weakCenter == nil)
        token?.cancel()
        #expect(token?.isCancelled == true)
        _ = released
    }

    @Test("Cancelling or releasing from inside the handler does not deadlock, and the handler runs no more")
    func cancelFromInsideHandler() {
        let center = NotificationCenter()
        let received = Collected<Int>()
        let holder = TokenHolder()
        holder.token = center.observe(descriptor) { value in
            received.append(value)
            holder.token?.cancel()
            holder.token = nil
        }
        center.post(descriptor, 1)
        center.post(descriptor, 2)
        #expect(received.all == [1])
        #expect(ObservationRegistry.liveObservations(center: center, name: descriptor.name) == 0)
    }

    @Test("Posting from inside a handler delivers the nested post at once")
    func reentrantPost() {
        let center = NotificationCenter()
        let received = Collected<Int>()
        let token = center.observe(descriptor) { [descriptor] value in
            received.append(value)
            if value < 3 { center.post(descriptor, value + 1) }
        }
        center.post(descriptor, 1)
        #expect(received.all == [1, 2, 3])
        token.cancel()
    }

    @Test("Deliveries nested deeper than a thread's first record, cancelled from the innermost, unwind cleanly")
    func deeplyNestedDeliveriesCancelFromTheInnermost() {
        let center = NotificationCenter()
        let received = Collected<Int>()
        let other = NotificationDescriptor(carrying: Int.self, name: Notification.Name("Tests.Token.Nested"))
        let holder = TokenHolder()
        // Two observations of two names, each posting the other's name one level deeper: 40 deliveries in progress
        // on this thread at the innermost level, where the first observation is cancelled from inside its handler.
        holder.token = center.observe(descriptor) { value in
            received.append(value)
            if value >= 40 {
                holder.token?.cancel()
            } else {
                center.post(other, value + 1)
            }
        }
        let second = center.observe(other) { [descriptor] value in
            received.append(value)
            center.post(descriptor, value + 1)
        }
        center.post(descriptor, 0)
        #expect(received.all == Array(0...40))
        #expect(holder.token?.isCancelled == true)
        center.post(descriptor, 100)
        #expect(received.count == 41)
        second.cancel()
        #expect(ObservationRegistry.registeredNames(center: center).isEmpty)
    }

    @Test("Our observers never register a nil name with Foundation")
    func oneHubPerName() {
        let center = NotificationCenter()
        let before = ObservationRegistry.liveObservations(center: center, name: descriptor.name)
        let token = center.observe(descriptor) { _ in }
        #expect(ObservationRegistry.liveObservations(center: center, name: descriptor.name) == before + 1)
        #expect(ObservationRegistry.registeredNames(center: center) == [descriptor.name.rawValue])
        token.cancel()
        #expect(ObservationRegistry.registeredNames(center: center).isEmpty)
    }
}

/// Lets a handler reach the token that observes it.
final class TokenHolder: @unchecked Sendable {
    // @unchecked Sendable: tests set `token` before posting and clear it from the handler on the posting thread.
    var token: Token?
}
