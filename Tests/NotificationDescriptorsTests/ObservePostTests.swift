import Foundation
import NotificationDescriptors
import Testing

@Suite("Observing and posting")
struct ObservePostTests {
    @Test("A raw legacy post reaches a typed observer, NSNumber and NSString values included")
    func legacyPostReachesTypedObserver() async {
        let center = NotificationCenter()
        let received = Collected<Reading>()
        let token = center.observe(.reading) { received.append($0) }
        center.post(
            name: Notification.Name("Tests.Reading"), object: nil, userInfo: ["count": 1, "label": "a", "ratio": 0.5])
        center.post(
            name: Notification.Name("Tests.Reading"),
            object: nil,
            userInfo: ["count": NSNumber(value: 2), "label": NSString(string: "b"), "ratio": NSNumber(value: 1.5)]
        )
        #expect(received.all == [Reading(count: 1, label: "a", ratio: 0.5), Reading(count: 2, label: "b", ratio: 1.5)])
        token.cancel()
    }

    @Test("Posting through an encoder gives raw observers the documented keys")
    func typedPostReachesRawObserver() {
        let center = NotificationCenter()
        let raw = Collected<String>()
        let rawToken = center.addObserver(forName: Notification.Name("Tests.Reading"), object: nil, queue: nil) {
            note in
            let count = note.userInfo?["count"] as? Int
            let label = note.userInfo?["label"] as? String
            let ratio = note.userInfo?["ratio"] as? Double
            raw.append("\(count ?? -1) \(label ?? "?") \(ratio ?? -1)")
        }
        center.post(.reading, Reading(count: 7, label: "z", ratio: 0.25))
        #expect(raw.all == ["7 z 0.25"])
        center.removeObserver(rawToken)
    }

    @Test("Without an encoder the payload travels intact: the converter is never called")
    func intactPayloadSkipsConverter() {
        let center = NotificationCenter()
        let converterCalls = LockedState(0)
        let descriptor = NotificationDescriptor<Reading>(Notification.Name("Tests.Intact")) { _ in
            converterCalls.withLock { $0 += 1 }
            throw SomeConverterError()
        }
        let received = Collected<Reading>()
        let token = center.observe(descriptor, onFailure: { Issue.record("unexpected failure \($0)") }) {
            received.append($0)
        }
        center.post(descriptor, Reading(count: 5, label: "i", ratio: 2))
        #expect(received.all == [Reading(count: 5, label: "i", ratio: 2)])
        #expect(converterCalls.withLock { $0 } == 0)
        token.cancel()
    }

    @Test("A carrying: payload arrives as the very value posted")
    func carryingPayloadIsIdentical() {
        final class Box: Sendable {}
        let center = NotificationCenter()
        let descriptor = NotificationDescriptor(carrying: Box.self)
        let box = Box()
        let received = Collected<Box>()
        let token = center.observe(descriptor) { received.append($0) }
        center.post(descriptor, box)
        #expect(received.count == 1)
        #expect(received.all.first === box)
        token.cancel()
    }

    @Test("Intact posts reuse one userInfo per thread: nested posts and kept notifications keep their own payloads")
    func intactUserInfoReuse() async {
        final class Payload: Sendable {
            let value: Int
            init(_ value: Int) { self.value = value }
        }
        weak var released: Payload?
        let center = NotificationCenter()
        let descriptor = NotificationDescriptor(carrying: Payload.self, name: Notification.Name("Tests.IntactReuse"))
        let received = Collected<Int>()
        let kept = KeptNotifications()
        // A raw observer that keeps every notification, and a typed one that posts once more from inside a delivery.
        let raw = center.addObserver(forName: descriptor.name, object: nil, queue: nil) { kept.append($0) }
        let token = center.observe(descriptor) { payload in
            received.append(payload.value)
            if payload.value == 1 { center.post(descriptor, Payload(2)) }
        }
        center.post(descriptor, Payload(1))
        center.post(descriptor, Payload(3), object: Sender())
        center.post(descriptor, Payload(4))
        #expect(received.all == [1, 2, 3, 4])
        // Every kept notification still holds its own payload, and decodes to it (sorted: Foundation calls the raw
        // and the typed observer in either order, so the nested post may reach the raw observer first).
        #expect(kept.decoded { try? descriptor.decode($0).value }.sorted() == [1, 2, 3, 4])
        center.removeObserver(raw)
        // Without an observer keeping it, a payload is released when its post returns.
        do {
            let last = Payload(5)
            released = last
            center.post(descriptor, last)
        }
        #expect(released == nil, "the payload outlived its post")
        #expect(received.all == [1, 2, 3, 4, 5])
        // Other threads keep their own userInfo; a thread that ends frees its own.
        await withTaskGroup(of: Void.self) { group in
            for value in 10..<14 {
                group.addTask {
                    let thread = Thread { center.post(descriptor, Payload(value)) }
                    thread.start()
                    while !thread.isFinished { try? await Task.sleep(for: .milliseconds(1)) }
                }
            }
        }
        #expect(received.all.dropFirst(5).sorted() == [10, 11, 12, 13])
        token.cancel()
    }

    @Test func voidNotifications() async {
        let center = NotificationCenter()
        let ping = NotificationDescriptor(Notification.Name("Tests.Ping"))
        await confirmation(expectedCount: 3) { pinged in
            let token = center.observe(ping) { pinged() }
            center.post(ping, ())
            center.post(ping, (), object: Sender())
            center.post(name: ping.name, object: nil, userInfo: ["extra": 1])
            token.cancel()
        }
    }

    @Test("object: filters by the sender's identity")
    func objectFiltering() {
        let center = NotificationCenter()
        let first = Sender()
        let second = Sender()
        let descriptor = NotificationDescriptor<Int>(Notification.Name("Tests.Filter")) { try $0.value(for: .count) }
        let fromFirst = Collected<Int>()
        let fromAny = Collected<Int>()
        let tokens = [
            center.observe(descriptor, object: first) { fromFirst.append($0) },
            center.observe(descriptor) { fromAny.append($0) },
        ]
        center.post(name: descriptor.name, object: first, userInfo: ["count": 1])
        center.post(name: descriptor.name, object: second, userInfo: ["count": 2])
        center.post(name: descriptor.name, object: nil, userInfo: ["count": 3])
        center.post(descriptor, 4, object: first)
        #expect(fromFirst.all == [1, 4])
        #expect(fromAny.all == [1, 2, 3, 4])
        tokens.forEach { $0.cancel() }
    }

    @Test("Observers of one name are called in registration order")
    func registrationOrder() {
        let center = NotificationCenter()
        let order = Collected<Int>()
        var tokens = Set<Token>()
        for index in 0..<20 {
            center.observe(.reading) { _ in order.append(index) }.store(in: &tokens)
        }
        center.post(.reading, Reading(count: 0, label: "", ratio: 0))
        #expect(order.all == Array(0..<20))
    }

    @Test("Posts from one thread arrive in posting order")
    func postingOrder() {
        let center = NotificationCenter()
        let descriptor = NotificationDescriptor(carrying: Int.self, name: Notification.Name("Tests.Order"))
        let received = Collected<Int>()
        let token = center.observe(descriptor) { received.append($0) }
        for value in 0..<1000 { center.post(descriptor, value) }
        #expect(received.all == Array(0..<1000))
        token.cancel()
    }
}

@Suite("Failure sinks")
struct FailureSinkTests {
    @Test("A notification that fails to decode reaches onFailure only, never the handler")
    func onFailureOnly() {
        let center = NotificationCenter()
        let failures = Collected<NotificationDecodingError>()
        let handled = Collected<Reading>()
        let token = center.observe(.reading, onFailure: { failures.append($0) }) { handled.append($0) }
        center.post(
            name: Notification.Name("Tests.Reading"), object: nil,
            userInfo: ["count": "three", "label": "a", "ratio": 1])
        center.post(name: Notification.Name("Tests.Reading"), object: nil, userInfo: nil)
        #expect(handled.all.isEmpty)
        #expect(
            failures.all == [
                NotificationDecodingError(
                    name: Notification.Name("Tests.Reading"),
                    reason: .typeMismatch(key: "count", expected: "Int", actual: "String"),
                    path: ["count"],
                    valuePreview: "\"three\"",
                    explanation: "a String is never parsed as a number"
                ),
                NotificationDecodingError(name: Notification.Name("Tests.Reading"), reason: .missingUserInfo),
            ]
        )
        token.cancel()
    }
}

/// Tests that replace the process-wide failure handler run one at a time.
@Suite("Global failure handler", .serialized)
struct GlobalFailureHandlerTests {
    @Test("Without onFailure, failures go to NotificationDiagnostics.decodingFailureHandler, exactly once each")
    func globalHandler() {
        let center = NotificationCenter()
        let name = Notification.Name("Tests.Global.\(UUID())")
        let descriptor = NotificationDescriptor<Int>(name) { try $0.value(for: .count) }
        let failures = Collected<NotificationDecodingError>()
        let previous = NotificationDiagnostics.decodingFailureHandler
        NotificationDiagnostics.decodingFailureHandler = { error in
            if error.name == name { failures.append(error) }
        }
        defer { NotificationDiagnostics.decodingFailureHandler = previous }

        let handled = Collected<Int>()
        let withoutSink = center.observe(descriptor) { handled.append($0) }
        let withSink = center.observe(descriptor, onFailure: { _ in }) { handled.append($0) }
        center.post(name: name, object: nil, userInfo: ["count": 1.5])
        #expect(handled.all.isEmpty)
        #expect(
            failures.all == [
                NotificationDecodingError(
                    name: name, reason: .typeMismatch(key: "count", expected: "Int", actual: "Double"), path: ["count"],
                    valuePreview: "1.5", explanation: "1.5 is not exactly an Int")
            ])
        withoutSink.cancel()
        withSink.cancel()
    }
}

/// Notifications a raw observer keeps past their post (`Notification` is not `Sendable`).
// @unchecked Sendable: `notifications` is only read and written under `lock`.
private final class KeptNotifications: @unchecked Sendable {
    private let lock = NSLock()
    private var notifications: [Notification] = []

    func append(_ notification: Notification) {
        lock.withLock { notifications.append(notification) }
    }

    func decoded<T>(_ decode: (Notification) -> T?) -> [T] {
        lock.withLock { notifications.compactMap(decode) }
    }
}
