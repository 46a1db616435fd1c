// `NotificationDescriptor.withNotification(_:)`: the typed payload beside the notification it was read from, through
// every API, with the wrapped descriptor's failures; refused on the direct path. Public API only.
import Foundation
import NotificationDescriptors
import TestSupport
import Testing

private struct Moved: Sendable, Equatable {
    var x: Int
}

extension NotificationDescriptor where Payload == Moved {
    /// Two-way, legacy keys.
    fileprivate static let moved = NotificationDescriptor(
        Notification.Name("BesidePayload.Moved"),
        decode: { Moved(x: try $0.value(for: "x")) },
        encode: { (object: nil, userInfo: ["x": $0.x]) }
    )
    /// Intact.
    fileprivate static let movedIntact = NotificationDescriptor(
        carrying: Moved.self, name: Notification.Name("BesidePayload.MovedIntact"))
    /// The direct path.
    fileprivate static let movedDirect = NotificationDescriptor(
        carrying: Moved.self, name: Notification.Name("BesidePayload.MovedDirect"), delivery: .typedObserversOnly)
}

/// What a handler saw, behind a lock (handlers run on the posting thread).
private final class Seen: Sendable {
    private let state = Mutexed<[PostedNotification<Moved>]>([])
    private let errors = Mutexed<[NotificationDecodingError]>([])
    func append(_ posted: PostedNotification<Moved>) { state.withLock { $0.append(posted) } }
    func append(_ error: NotificationDecodingError) { errors.withLock { $0.append(error) } }
    var all: [PostedNotification<Moved>] { state.withLock { $0 } }
    var failures: [NotificationDecodingError] { errors.withLock { $0 } }
}

/// A value behind an `NSLock`.
private final class Mutexed<Value>: @unchecked Sendable {  // `lock` guards `value`.
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

@Suite("The notification beside its payload")
struct NotificationBesidePayloadTests {
    @Test func aLegacyPostGivesThePayloadAndTheVeryNotification() {
        let center = NotificationCenter()
        let sender = NSObject()
        let seen = Seen()
        let token = center.observe(.withNotification(.moved)) { seen.append($0) }
        center.post(
            name: NotificationDescriptor<Moved>.moved.name, object: sender, userInfo: ["x": 4, "extra": "kept"])
        token.cancel()
        let posted = seen.all.first
        #expect(seen.all.count == 1)
        #expect(posted?.payload == Moved(x: 4))
        #expect(posted?.name == NotificationDescriptor<Moved>.moved.name)
        #expect(posted?.object as AnyObject? === sender)
        #expect(posted?.userInfo?["extra"] as? String == "kept")  // keys the payload does not read are there too
        #expect(posted?.notification.name == posted?.name)
    }

    @Test func aTypedPostGivesTheLegacyUserInfoItWrote() {
        let center = NotificationCenter()
        let seen = Seen()
        let token = center.observe(.withNotification(.moved)) { seen.append($0) }
        center.post(.moved, Moved(x: 7))
        token.cancel()
        #expect(seen.all.map(\.payload) == [Moved(x: 7)])
        #expect(seen.all.first?.userInfo?["x"] as? Int == 7)
    }

    @Test func anIntactPostGivesThePayloadAndItsSender() {
        let center = NotificationCenter()
        let sender = NSObject()
        let seen = Seen()
        let token = center.observe(.withNotification(.movedIntact)) { seen.append($0) }
        center.post(.movedIntact, Moved(x: 1), object: sender)
        token.cancel()
        #expect(seen.all.map(\.payload) == [Moved(x: 1)])
        #expect(seen.all.first?.object as AnyObject? === sender)
    }

    @Test func failuresGoToTheSinkOnceAndNeverToTheHandler() {
        let center = NotificationCenter()
        let seen = Seen()
        let token = center.observe(.withNotification(.moved), onFailure: { seen.append($0) }) { seen.append($0) }
        center.post(name: NotificationDescriptor<Moved>.moved.name, object: nil, userInfo: ["x": "four"])
        token.cancel()
        #expect(seen.all.isEmpty)
        #expect(seen.failures.count == 1)
        #expect(seen.failures.first?.name == NotificationDescriptor<Moved>.moved.name)
    }

    @Test func theHandlerFirstFormWithOnFailureTrailingTakesItToo() {
        let center = NotificationCenter()
        let seen = Seen()
        let token = center.observe(.withNotification(.moved)) {
            seen.append($0)
        } onFailure: {
            seen.append($0)
        }
        center.post(.moved, Moved(x: 2))
        center.post(name: NotificationDescriptor<Moved>.moved.name, object: nil, userInfo: nil)
        token.cancel()
        #expect(seen.all.map(\.payload) == [Moved(x: 2)])
        #expect(seen.failures.count == 1)
    }

    @MainActor
    @Test func onTheMainActorAPostFromTheMainActorIsHandledAtOnce() {
        let center = NotificationCenter()
        let seen = Seen()
        let token = center.observeOnMainActor(.withNotification(.moved)) { seen.append($0) }
        center.post(.moved, Moved(x: 3))
        token.cancel()
        #expect(seen.all.map(\.payload) == [Moved(x: 3)])
        #expect(seen.all.first?.userInfo?["x"] as? Int == 3)
    }

    @Test func aSequenceAndNextGiveItToo() async throws {
        let center = NotificationCenter()
        let stream = center.notifications(of: .withNotification(.moved))
        center.post(.moved, Moved(x: 5))
        var iterator = stream.makeAsyncIterator()
        let first = await iterator.next()
        #expect(first?.payload == Moved(x: 5))
        #expect(first?.name == NotificationDescriptor<Moved>.moved.name)
        let poster = Task.detached {
            // Posts until the wait below has seen one: `next` observes only from its start.
            for _ in 0..<10_000 {
                center.post(.moved, Moved(x: 6))
                try await Task.sleep(for: .milliseconds(1))
            }
        }
        defer { poster.cancel() }
        let next = try await center.next(.withNotification(.moved), timeout: Watchdog.duration(30))
        #expect(next.payload == Moved(x: 6))
    }

    @Test func decodingAndPostingGoAsTheWrappedDescriptorDoes() throws {
        let withNote = NotificationDescriptor.withNotification(NotificationDescriptor<Moved>.moved)
        #expect(withNote.name == NotificationDescriptor<Moved>.moved.name)
        #expect(withNote.delivery == .interoperable)
        let note = Notification(name: withNote.name, object: nil, userInfo: ["x": 9])
        let decoded = try withNote.decode(note)
        #expect(decoded.payload == Moved(x: 9))
        #expect(decoded.userInfo?["x"] as? Int == 9)
        // Re-posting what was received posts its payload as the wrapped descriptor would.
        let center = NotificationCenter()
        let seen = Seen()
        let token = center.observe(.withNotification(.moved)) { seen.append($0) }
        let plain = Mutexed<[Moved]>([])
        let plainToken = center.observe(.moved) { payload in plain.withLock { $0.append(payload) } }
        center.post(withNote, decoded)
        token.cancel()
        plainToken.cancel()
        #expect(plain.withLock { $0 } == [Moved(x: 9)])
        #expect(seen.all.first?.userInfo?["x"] as? Int == 9)
    }

    @Test func theDirectPathIsRefusedWithAMessage() async {
        await #expect(processExitsWith: .failure) {
            _ = NotificationDescriptor.withNotification(NotificationDescriptor<Moved>.movedDirect)
        }
    }
}
