import Foundation
import NotificationDescriptors
import Testing

// A Swift 6 client of the direct path through the public API only (no `@testable` in this file): a described payload
// with a direct descriptor, observed from a main-actor model, posted from a detached task, awaited as a sequence.

/// An app-defined payload only Swift code observes: delivered on the direct path.
struct CursorMoved: Sendable, Equatable, DescribedNotification {
    var x: Double
    var y: Double

    static let descriptor = NotificationDescriptor(carrying: CursorMoved.self, delivery: .typedObserversOnly)
}

/// A main-actor model keeping its tokens, as an app's view model would.
@MainActor
final class CursorModel {
    private(set) var positions: [CursorMoved] = []
    private var tokens = Set<Token>()

    init(center: NotificationCenter) {
        center.observeOnMainActor(CursorMoved.self) { [weak self] moved in self?.positions.append(moved) }
            .store(in: &tokens)
    }

    func stop() {
        tokens.forEach { $0.cancel() }
    }
}

@Suite("The direct path from a Swift 6 client")
struct DirectPathClientTests {
    @MainActor
    @Test("Observed by type on the main actor, posted from a task, awaited as a sequence")
    func swift6Client() async {
        let center = NotificationCenter()
        let model = CursorModel(center: center)
        let moves = center.notifications(of: CursorMoved.self)
        center.post(CursorMoved(x: 1, y: 1))
        #expect(model.positions == [CursorMoved(x: 1, y: 1)], "posted on the main actor: handled at once")
        await Task.detached {
            center.post(CursorMoved(x: 2, y: 2))
        }.value
        var received: [CursorMoved] = []
        for await move in moves {
            received.append(move)
            if received.count == 2 { break }
        }
        #expect(received == [CursorMoved(x: 1, y: 1), CursorMoved(x: 2, y: 2)])
        #expect(CursorMoved.descriptor.delivery == .typedObserversOnly)
        model.stop()
    }
}
