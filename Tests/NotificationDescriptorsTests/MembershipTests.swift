import Foundation
import Testing

@testable import NotificationDescriptors

/// Where, among three observers of one name, the handler that registers or cancels during a delivery sits.
enum HandlerPosition: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case first, middle, last

    var index: Int {
        switch self {
        case .first: 0
        case .middle: 1
        case .last: 2
        }
    }

    var testDescription: String { rawValue }
}

/// The kind of observation a handler starts during a delivery.
enum JoiningKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// `observe(_:using:)`, on the same hub as the posting observers.
    case closure
    /// `observe(_:object:using:)` filtered by the sender: a hub (and Foundation observer) of its own.
    case filteredClosure
    /// `observeOnMainActor(_:using:)`; the post runs on the main actor, so the handler runs in the post.
    case mainActor
    /// `notifications(of:)`.
    case sequence

    var testDescription: String { rawValue }
}

/// What an observation started inside a handler receives, and how to read it after the posts.
@MainActor
final class Joiner {
    let received = Collected<Int>()
    var token: Token?
    var sequence: NotificationPayloads<Int>?

    func start(_ kind: JoiningKind, center: NotificationCenter, sender: Sender) {
        let received = received
        switch kind {
        case .closure:
            token = center.observe(MembershipTests.counter) { received.append($0) }
        case .filteredClosure:
            token = center.observe(MembershipTests.counter, object: sender) { received.append($0) }
        case .mainActor:
            token = center.observeOnMainActor(MembershipTests.counter) { received.append($0) }
        case .sequence:
            sequence = center.notifications(of: MembershipTests.counter)
        }
    }

    /// What it received, once `count` posts were made after it started: for a sequence, the first element only
    /// (an in-flight delivery would be buffered before the later post, so it would come first).
    func firstReceived() async -> Int? {
        if let sequence {
            var iterator = sequence.makeAsyncIterator()
            return await iterator.next()
        }
        return received.all.first
    }

    func end() {
        token?.cancel()
        sequence = nil
    }
}

/// A reference the handlers share with the test body (always touched on the main actor, where every post runs).
final class Box<Value>: @unchecked Sendable {
    // `@unchecked Sendable`: used only on the main actor (the tests post on it, so the handlers run on it).
    var value: Value
    init(_ value: Value) { self.value = value }
}

@Suite("Foundation's membership rule: a post goes to the observers registered when it began", .timeLimit(.minutes(10)))
@MainActor
struct MembershipTests {
    nonisolated static let counter = NotificationDescriptor(
        carrying: Int.self, name: Notification.Name("Tests.Membership"))

    @Test(
        "An observation started in any handler gets the next post, never the one being delivered",
        arguments: HandlerPosition.allCases, JoiningKind.allCases)
    func joinsWithTheNextPost(position: HandlerPosition, kind: JoiningKind) async {
        let center = NotificationCenter()
        let sender = Sender()
        let joiner = Joiner()
        let started = Box(false)
        let seen = Collected<String>()
        var tokens: [Token] = []
        for index in 0..<3 {
            tokens.append(
                center.observe(Self.counter) { value in
                    seen.append("\(index):\(value)")
                    guard index == position.index, !started.value else { return }
                    started.value = true
                    MainActor.assumeIsolated { joiner.start(kind, center: center, sender: sender) }
                })
        }
        center.post(Self.counter, 1, object: sender)
        center.post(Self.counter, 2, object: sender)
        #expect(seen.all == ["0:1", "1:1", "2:1", "0:2", "1:2", "2:2"])
        #expect(await joiner.firstReceived() == 2)
        if kind != .sequence {
            #expect(joiner.received.all == [2])
        }
        joiner.end()
        tokens.forEach { $0.cancel() }
    }

    @Test("An observation started while the only one cancels itself gets the next post (a new hub)")
    func replacingTheOnlyObserver() {
        let center = NotificationCenter()
        let received = Collected<String>()
        let replacement = Box<Token?>(nil)
        let original = Box<Token?>(nil)
        original.value = center.observe(Self.counter) { value in
            received.append("original \(value)")
            original.value?.cancel()
            replacement.value = center.observe(Self.counter) { received.append("replacement \($0)") }
        }
        center.post(Self.counter, 1)
        center.post(Self.counter, 2)
        #expect(received.all == ["original 1", "replacement 2"])
        replacement.value?.cancel()
    }

    @Test("Plain Foundation follows the same rule (the reference this library matches)")
    func plainFoundationReference() {
        // Linux: swift-corelibs-foundation copies the observers under its lock before calling any. Darwin: the same
        // (NSNotificationCenter snapshots its observers per post).
        let center = NotificationCenter()
        let name = Notification.Name("Tests.Membership.Plain")
        let received = Collected<String>()
        let late = Box<(any NSObjectProtocol)?>(nil)
        let early = center.addObserver(forName: name, object: nil, queue: nil) { note in
            received.append("early \(note.object as? Int ?? -1)")
            guard late.value == nil else { return }
            late.value = center.addObserver(forName: name, object: nil, queue: nil) { note in
                received.append("late \(note.object as? Int ?? -1)")
            }
        }
        center.post(name: name, object: 1)
        center.post(name: name, object: 2)
        // Linux Foundation calls the observers of one name in hash order, not registration order: compare as sets.
        #expect(received.all.count == 3)
        #expect(Set(received.all) == ["early 1", "early 2", "late 2"])
        center.removeObserver(early)
        late.value.map(center.removeObserver)
    }

    @Test(
        "An observer cancelled from any handler gets nothing after cancel() returns, in this post too",
        arguments: HandlerPosition.allCases)
    func cancelledDuringDelivery(position: HandlerPosition) {
        let center = NotificationCenter()
        let seen = Collected<String>()
        let tokens = Box<[Token]>([])
        // Each handler at `position` cancels every other observer; the victims that come later in this post must not
        // run, and none runs in the next post.
        for index in 0..<3 {
            tokens.value.append(
                center.observe(Self.counter) { value in
                    seen.append("\(index):\(value)")
                    guard index == position.index, value == 1 else { return }
                    for (other, token) in tokens.value.enumerated() where other != index { token.cancel() }
                })
        }
        center.post(Self.counter, 1)
        center.post(Self.counter, 2)
        let before = (0..<position.index).map { "\($0):1" }
        #expect(seen.all == before + ["\(position.index):1", "\(position.index):2"])
        tokens.value.forEach { $0.cancel() }
    }
}
