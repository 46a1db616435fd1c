import Foundation
import NotificationDescriptors
import Testing

@testable import NotificationDescriptors

/// After an observation ends, nothing of it stays behind: not in the center, and not what its handler captured.
@Suite("No leaked observers")
struct LeakTests {
    final class Payload: Sendable {}

    let descriptor = NotificationDescriptor(carrying: Payload.self, name: Notification.Name("Tests.Leak"))

    @Test("Cancelling frees what the handler captured, even while the token itself is still held")
    func cancelFreesCaptures() {
        let center = NotificationCenter()
        weak var weakWitness: Witness?
        let token: Token
        do {
            let witness = Witness()
            weakWitness = witness
            token = center.observe(descriptor) { _ in _ = witness }
        }
        #expect(weakWitness != nil)
        token.cancel()
        #expect(weakWitness == nil)
        #expect(center.liveObservationCount(of: descriptor.name) == 0)
        #expect(ObservationRegistry.registeredNames(center: center).isEmpty)
    }

    @Test("The same for main-actor observations and their failure sinks")
    func cancelFreesMainActorCaptures() {
        let center = NotificationCenter()
        weak var weakWitness: Witness?
        let token: Token
        do {
            let witness = Witness()
            weakWitness = witness
            token = center.observeOnMainActor(descriptor, onFailure: { _ in _ = witness }) { _ in _ = witness }
        }
        #expect(weakWitness != nil)
        token.cancel()
        #expect(weakWitness == nil)
        #expect(center.liveObservationCount(of: descriptor.name) == 0)
    }

    @Test("A sequence dropped with payloads still buffered frees them and unregisters")
    func droppedSequenceFreesBufferedPayloads() {
        let center = NotificationCenter()
        weak var weakPayload: Payload?
        do {
            let payloads = center.notifications(of: descriptor)
            let payload = Payload()
            weakPayload = payload
            center.post(descriptor, payload)
            #expect(center.liveObservationCount(of: descriptor.name) == 1)
            _ = payloads
        }
        #expect(weakPayload == nil)
        #expect(center.liveObservationCount(of: descriptor.name) == 0)
    }

    @Test("A sequence whose task is cancelled frees its buffer and unregisters")
    func cancelledSequenceFreesBufferedPayloads() async {
        let center = NotificationCenter()
        weak var weakPayload: Payload?
        let descriptor = self.descriptor
        let task = Task {
            var count = 0
            for await _ in center.notifications(of: descriptor) { count += 1 }
            return count
        }
        while center.liveObservationCount(of: descriptor.name) == 0 { await Task.yield() }
        do {
            let payload = Payload()
            weakPayload = payload
            center.post(descriptor, payload)
        }
        task.cancel()
        _ = await task.value
        #expect(center.liveObservationCount(of: descriptor.name) == 0)
        #expect(weakPayload == nil)
    }

    @Test("next(timeout:) leaves nothing behind when it returns, times out, or is cancelled")
    func nextLeavesNothing() async throws {
        let center = NotificationCenter()
        let descriptor = self.descriptor
        await #expect(throws: NotificationTimeoutError.self) {
            _ = try await center.next(descriptor, timeout: .milliseconds(20))
        }
        #expect(center.liveObservationCount(of: descriptor.name) == 0)

        let waiting = Task { try await center.next(descriptor, timeout: .seconds(60)) }
        while center.liveObservationCount(of: descriptor.name) == 0 { await Task.yield() }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { _ = try await waiting.value }
        #expect(center.liveObservationCount(of: descriptor.name) == 0)

        weak var weakPayload: Payload?
        // The task drops the payload it receives: only a leak inside the library could keep it alive.
        let receiving = Task { _ = try await center.next(descriptor, timeout: .seconds(60)) }
        while center.liveObservationCount(of: descriptor.name) == 0 { await Task.yield() }
        do {
            let payload = Payload()
            weakPayload = payload
            center.post(descriptor, payload)
        }
        try await receiving.value
        #expect(weakPayload == nil)
        #expect(center.liveObservationCount(of: descriptor.name) == 0)
        #expect(ObservationRegistry.registeredNames(center: center).isEmpty)
    }
}
