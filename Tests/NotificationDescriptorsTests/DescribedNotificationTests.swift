import Foundation
import Testing

@testable import NotificationDescriptors

/// A small described notification, so payloads are easy to compare.
struct Pong: Codable, Sendable, Equatable, DescribedNotification {
    var number: Int
    enum CodingKeys: String, CodingKey { case number = "PingNumberKey" }
    static let descriptor = NotificationDescriptor(Notification.Name("Tests.Described.Pong"), userInfo: Pong.self)
}

/// Posts a raw `Pong` notification whose number is not a number.
private func postMalformedPong(_ center: NotificationCenter) {
    center.post(name: Pong.descriptor.name, object: nil, userInfo: ["PingNumberKey": "one"])
}

@Suite("Observing and posting by type")
struct DescribedNotificationTests {
    @Test("observe(_:) with a trailing closure, and post(_:)")
    func observeAndPost() {
        let center = NotificationCenter()
        let received = Collected<Pong>()
        let token = center.observe(Pong.self) { ping in
            received.append(ping)
        }
        center.post(Pong(number: 1))
        center.post(Pong.descriptor, Pong(number: 2))
        center.post(name: Pong.descriptor.name, object: nil, userInfo: ["PingNumberKey": NSNumber(value: 3)])
        #expect(received.all.map(\.number) == [1, 2, 3])
        token.cancel()
        center.post(Pong(number: 4))
        #expect(received.count == 3)
    }

    @Test("post(_:object:) passes the sender, and observe(_:object:) filters by it")
    func senders() {
        let center = NotificationCenter()
        let sender = Sender()
        let received = Collected<Pong>()
        let token = center.observe(Pong.self, object: sender) { received.append($0) }
        center.post(Pong(number: 1), object: Sender())
        center.post(Pong(number: 2), object: sender)
        #expect(received.all == [Pong(number: 2)])
        token.cancel()
    }

    @Test("post(_ notification:) is still Foundation's, post(payload) is ours: no ambiguity")
    func foundationPostStillWorks() {
        let center = NotificationCenter()
        let received = Collected<Pong>()
        let token = center.observe(Pong.self) { received.append($0) }
        let note = Notification(name: Pong.descriptor.name, object: nil, userInfo: ["PingNumberKey": 5])
        center.post(note)
        center.post(Pong(number: 6))
        #expect(received.all.map(\.number) == [5, 6])
        token.cancel()
    }

    @Test("observe(_:onFailure:) sends failures to onFailure only")
    func onFailure() {
        let center = NotificationCenter()
        let received = Collected<Pong>()
        let failures = Collected<NotificationDecodingError>()
        let token = center.observe(Pong.self, onFailure: { failures.append($0) }) { received.append($0) }
        postMalformedPong(center)
        center.post(Pong(number: 1))
        #expect(received.all == [Pong(number: 1)])
        #expect(
            failures.all.map(\.description) == [
                #"Tests.Described.Pong: userInfo["PingNumberKey"] is String "one", expected Int; "#
                    + "a String is never parsed as a number"
            ])
        token.cancel()
    }

    @MainActor
    @Test("observeOnMainActor(_:) and its onFailure form, by type")
    func mainActor() {
        let center = NotificationCenter()
        var received: [Int] = []
        var failed = 0
        let plain = center.observeOnMainActor(Pong.self) { received.append($0.number) }
        let withSink = center.observeOnMainActor(
            Pong.self, onFailure: { _ in MainActor.assumeIsolated { failed += 1 } }
        ) {
            received.append($0.number * 10)
        }
        center.post(Pong(number: 1))
        postMalformedPongWithSinkOnly(center, plain: plain)
        #expect(received == [1, 10])
        #expect(failed == 1)
        withSink.cancel()
    }

    /// Posts a malformed ping with only the onFailure observer left, so the global handler is not involved.
    @MainActor
    private func postMalformedPongWithSinkOnly(_ center: NotificationCenter, plain: Token) {
        plain.cancel()
        postMalformedPong(center)
    }

    @Test("notifications(of:) in all four forms, by type")
    func sequences() async {
        let center = NotificationCenter()
        let plain = center.notifications(of: Pong.self)
        let failures = Collected<NotificationDecodingError>()
        let withSink = center.notifications(of: Pong.self, onFailure: { failures.append($0) })
        let bounded = center.notifications(of: Pong.self, bufferingPolicy: .bufferingNewest(1))
        let boundedWithSink = center.notifications(
            of: Pong.self, bufferingPolicy: .bufferingOldest(1), onFailure: { failures.append($0) })
        postMalformedPongWithSinks(center, plain: plain, bounded: bounded)
        center.post(Pong(number: 1))
        center.post(Pong(number: 2))
        var withSinkIterator = withSink.makeAsyncIterator()
        #expect(await withSinkIterator.next() == Pong(number: 1))
        #expect(await withSinkIterator.next() == Pong(number: 2))
        var oldest = boundedWithSink.makeAsyncIterator()
        #expect(await oldest.next() == Pong(number: 1))
        #expect(boundedWithSink.droppedCount == 1)
        #expect(failures.count == 2)
        #expect(plain.name == Pong.descriptor.name)
        #expect(bounded.name == Pong.descriptor.name)
    }

    /// Ends the sequences without onFailure before a malformed post, so only the onFailure sinks see it.
    private func postMalformedPongWithSinks(
        _ center: NotificationCenter,
        plain: NotificationPayloads<Pong>,
        bounded: NotificationPayloads<Pong>
    ) {
        _ = consume plain
        _ = consume bounded
        postMalformedPong(center)
    }

    @Test("next(_:timeout:) by type returns the next payload, or times out")
    func next() async throws {
        let center = NotificationCenter()
        let waiter = Task { try await center.next(Pong.self, timeout: .seconds(10)) }
        while center.liveObservationCount(of: Pong.descriptor.name) == 0 { await Task.yield() }
        center.post(Pong(number: 9))
        #expect(try await waiter.value == Pong(number: 9))
        await #expect(throws: NotificationTimeoutError.self) {
            try await center.next(Pong.self, timeout: .milliseconds(10))
        }
    }
}
