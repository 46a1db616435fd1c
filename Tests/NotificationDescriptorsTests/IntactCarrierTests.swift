import Foundation
import NotificationDescriptors
import TestSupport
import Testing

/// The intact post reuses a thread's carrier once nothing refers to it (`IntactPost`), and the typed observer
/// recognises it by its exact type instead of a cast (`_IntactPayload.payload(inOneEntry:)`): what they must keep.
@Suite("Intact payloads: carrier reuse and the exact-type check")
struct IntactCarrierTests {
    struct Point: Equatable, Sendable {
        var x: Int
        var y: Int
        var label: String  // four words: wider than an existential's inline buffer
    }

    struct Other: Equatable, Sendable {
        var value: Int
    }

    @Test("Notifications kept by an observer still hold their own payloads after many later posts")
    func keptNotificationsKeepTheirPayloads() {
        let center = NotificationCenter()
        let descriptor = NotificationDescriptor(carrying: Point.self, name: Notification.Name("Tests.Carrier.kept"))
        let kept = Kept<Notification>()
        // Keeps every third notification: the carriers of the others are reused by the next post.
        let raw = center.addObserver(forName: descriptor.name, object: nil, queue: nil) { note in
            if let point = try? descriptor.decode(note), point.x % 3 == 0 { kept.append(note) }
        }
        let received = Collected<Int>()
        let token = center.observe(descriptor) { received.append($0.x) }
        for x in 0..<300 { center.post(descriptor, Point(x: x, y: -x, label: "p\(x)")) }
        #expect(received.all == Array(0..<300))
        let expected = stride(from: 0, to: 300, by: 3).map { Point(x: $0, y: -$0, label: "p\($0)") }
        #expect(kept.all.map { try? descriptor.decode($0) } == expected)
        center.removeObserver(raw)
        token.cancel()
    }

    @Test(
        "A huge payload first, then notifications read on another thread while this one keeps posting: each holds its own"
    )
    func keptNotificationsReadOnAnotherThread() {
        let center = NotificationCenter()
        let name = Notification.Name("Tests.Carrier.otherThread")
        let big = NotificationDescriptor(carrying: [Int].self, name: name)
        let descriptor = NotificationDescriptor(carrying: Point.self, name: name)
        // Handed to the reader in order, under a lock; the reader keeps each one until the end, so no carrier it
        // reads can be reused while it reads it (what `isKnownUniquelyReferenced` must see).
        let inbox = LockedState<[Notification]>([])
        let raw = center.addObserver(forName: name, object: nil, queue: nil) { note in
            inbox.withLock { $0.append(note) }
        }
        let huge = Array(0..<1_000_000)
        center.post(big, huge)
        let count = 3_000
        let mismatches = finishes(stallingAfter: 60, "a reader thread checking kept notifications") { progress in
            let readerDone = DispatchSemaphore(value: 0)
            let wrong = LockedState(0)
            Thread {
                var kept: [Notification] = []
                while kept.count < count + 1 {
                    let batch = inbox.withLock { notes -> [Notification] in
                        defer { notes = [] }
                        return notes
                    }
                    for note in batch {
                        kept.append(note)
                        let index = kept.count - 2
                        if index < 0 {
                            if (try? big.decode(note)) != huge { wrong.withLock { $0 += 1 } }
                        } else if (try? descriptor.decode(note)) != Point(x: index, y: -index, label: "p\(index)") {
                            wrong.withLock { $0 += 1 }
                        }
                    }
                    progress.tick()
                    if batch.isEmpty {
                        sched_yield()
                        continue
                    }
                    // Every 97th kept one again, after each new batch, while the poster goes on: none has changed.
                    // Only after a new batch: re-reading on every empty poll would make the loop quadratic in the
                    // polls, minutes under a sanitizer.
                    for offset in stride(from: 97, to: kept.count, by: 97) {
                        let index = offset - 1
                        if (try? descriptor.decode(kept[offset])) != Point(x: index, y: -index, label: "p\(index)") {
                            wrong.withLock { $0 += 1 }
                        }
                    }
                }
                if (try? big.decode(kept[0])) != huge { wrong.withLock { $0 += 1 } }
                readerDone.signal()
            }.start()
            for x in 0..<count {
                center.post(descriptor, Point(x: x, y: -x, label: "p\(x)"))
                progress.tick()
            }
            readerDone.wait()
            return wrong.withLock { $0 }
        }
        #expect(mismatches == 0)
        center.removeObserver(raw)
    }

    @Test("A userInfo value copied out of a notification keeps its payload")
    func keptValuesKeepTheirPayloads() throws {
        let center = NotificationCenter()
        let descriptor = NotificationDescriptor(carrying: Point.self, name: Notification.Name("Tests.Carrier.value"))
        let kept = Kept<KeptEntry>()
        let raw = center.addObserver(forName: descriptor.name, object: nil, queue: nil) { note in
            guard let entry = note.userInfo?.first else { return }
            kept.append(KeptEntry(key: entry.key, value: entry.value))
        }
        for x in 0..<10 { center.post(descriptor, Point(x: x, y: x, label: "v")) }
        center.removeObserver(raw)
        let decoded = try kept.all.map { try descriptor.decode(userInfo: [$0.key: $0.value]).x }
        #expect(decoded == Array(0..<10))
    }

    @Test("Another payload type under the same name is a type mismatch naming both, whatever the spare carrier")
    func otherTypeUnderTheSameName() {
        let center = NotificationCenter()
        let name = Notification.Name("Tests.Carrier.mismatch")
        let points = NotificationDescriptor(carrying: Point.self, name: name)
        let others = NotificationDescriptor(carrying: Other.self, name: name)
        let receivedPoints = Collected<Point>()
        let receivedOthers = Collected<Other>()
        let pointFailures = Collected<NotificationDecodingError>()
        let otherFailures = Collected<NotificationDecodingError>()
        let pointToken = center.observe(points, onFailure: { pointFailures.append($0) }) { receivedPoints.append($0) }
        let otherToken = center.observe(others, onFailure: { otherFailures.append($0) }) { receivedOthers.append($0) }
        // Alternating types on one thread: each post finds the other type's carrier spare, or its own.
        center.post(points, Point(x: 1, y: 1, label: "a"))
        center.post(others, Other(value: 2))
        center.post(points, Point(x: 3, y: 3, label: "b"))
        center.post(points, Point(x: 4, y: 4, label: "c"))
        center.post(others, Other(value: 5))
        #expect(receivedPoints.all.map(\.x) == [1, 3, 4])
        #expect(receivedOthers.all.map(\.value) == [2, 5])
        // Both Other posts reached the Point observer's own sink as a type mismatch naming both types.
        #expect(pointFailures.count == 2)
        for failure in pointFailures.all {
            guard case .typeMismatch(let key, let expected, let actual) = failure.reason else {
                Issue.record("not a type mismatch: \(failure)")
                continue
            }
            #expect(key == "NotificationDescriptors.payload")
            #expect(expected.hasSuffix("Point") && actual.hasSuffix("Other"))
        }
        #expect(otherFailures.count == 3)
        pointToken.cancel()
        otherToken.cancel()
    }

    @Test("Posts nested in handlers and in a payload's deinit deliver their own payloads")
    func nestedPosts() {
        final class Payload: Sendable {
            let value: Int
            let onDeinit: @Sendable () -> Void
            init(_ value: Int, onDeinit: @escaping @Sendable () -> Void = {}) {
                self.value = value
                self.onDeinit = onDeinit
            }
            deinit { onDeinit() }
        }
        let center = NotificationCenter()
        let descriptor = NotificationDescriptor(carrying: Payload.self, name: Notification.Name("Tests.Carrier.nested"))
        let received = Collected<Int>()
        let token = center.observe(descriptor) { payload in
            received.append(payload.value)
            // Two levels of nesting from handlers, with the outer carriers in use.
            if payload.value < 3 { center.post(descriptor, Payload(payload.value + 1)) }
        }
        center.post(descriptor, Payload(1))
        #expect(received.all == [1, 2, 3])
        // The payload is released when its post returns, before its carrier is kept: its deinit posts again, and
        // that post (finding no spare carrier) delivers its own payload.
        center.post(descriptor, Payload(10) { center.post(descriptor, Payload(20)) })
        #expect(received.all == [1, 2, 3, 10, 20])
        center.post(descriptor, Payload(30))
        #expect(received.all == [1, 2, 3, 10, 20, 30])
        token.cancel()
    }

    @Test("A payload stored as something else than itself still decodes (the cast's answer)")
    func wrappedValuesTakeTheCast() throws {
        let descriptor = NotificationDescriptor(carrying: Point.self, name: Notification.Name("Tests.Carrier.wrapped"))
        let point = Point(x: 7, y: 8, label: "w")
        let entry = try #require(descriptor.notification(point).userInfo?.first)
        let wrapped: Any? = entry.value
        let note = Notification(name: descriptor.name, object: nil, userInfo: [entry.key: wrapped as Any])
        #expect(try descriptor.decode(note) == point)
    }

    @Test("What reflection shows of a userInfo value is the payload, never the object that carries it")
    func reflectionShowsThePayload() throws {
        let center = NotificationCenter()
        let descriptor = NotificationDescriptor(carrying: Point.self, name: Notification.Name("Tests.Carrier.mirror"))
        let point = Point(x: 1, y: 2, label: "m")
        let children = Kept<String>()
        let raw = center.addObserver(forName: descriptor.name, object: nil, queue: nil) { note in
            guard let value = note.userInfo?.first?.value else { return }
            for child in Mirror(reflecting: value).children {
                children.append("\(child.label ?? "-"): \(type(of: child.value)) \(child.value)")
            }
        }
        center.post(descriptor, point)
        center.removeObserver(raw)
        #expect(children.all == ["value: Point \(point)"])
    }
}

/// A kept `userInfo` entry (a test keeps only what it posted itself).
private struct KeptEntry: @unchecked Sendable {
    let key: AnyHashable
    let value: Any
}

private final class Kept<Element>: @unchecked Sendable {
    // @unchecked Sendable: every access goes through `lock`.
    private let lock = NSLock()
    private var elements: [Element] = []

    func append(_ element: Element) { lock.withLock { elements.append(element) } }
    var all: [Element] { lock.withLock { elements } }
}
