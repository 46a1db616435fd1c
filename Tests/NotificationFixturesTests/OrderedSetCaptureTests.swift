import Foundation
import NotificationFixtures
import TestSupport
import Testing

// Capturing an `NSOrderedSet` in a cycle or a deep chain is an
// error naming the path. Linux-only fact: swift-corelibs-foundation hands every element of an `NSOrderedSet` out
// converted, an `NSArray`, `NSDictionary` or `NSSet` element to a Swift collection with everything below it (an
// `NSOrderedSet` below it stays itself); so a cycle that passes through an ordered set is captured one level at a
// time, and a cyclic `NSArray` or `NSDictionary` held directly by one cannot be read at all there (Darwin: an error,
// `cyclicFoundationElement`).

private let name = Notification.Name("OrderedSetCaptureTests")

/// Captures `userInfo` and returns the error's description, or `nil` when it captured.
private func captureError(_ userInfo: [AnyHashable: Any]) -> String? {
    do {
        _ = try NotificationFixture.json(for: Notification(name: name, object: nil, userInfo: userInfo))
        return nil
    } catch {
        return error.description
    }
}

@Suite("Capturing NSOrderedSet graphs: cycles and depth through an ordered set are errors naming the path")
struct OrderedSetCaptureTests {
    @Test("An ordered set in a cycle with an NSMutableArray, an NSMutableDictionary or itself is an error")
    func cyclesThroughAnOrderedSet() {
        let graphs = OrderedSetGraphs()
        defer { graphs.dismantle() }
        for (label, cyclic) in graphs.cycles() + [
            ("ordered set holding itself", graphs.orderedSetHoldingItself(after: [1]))
        ] {
            let message = captureError(["o": cyclic])
            #expect(message?.contains("a cycle") == true, "\(label): \(message ?? "captured")")
            #expect(message?.hasPrefix("$.userInfo.o") == true, "\(label): \(message ?? "captured")")
        }
    }

    @Test("Ordered sets and NSArrays alternating 100,000 deep are an error naming the path")
    func alternatingDeepChain() {
        let graphs = OrderedSetGraphs()
        defer { graphs.dismantle() }
        let message = captureError(["deep": graphs.alternatingChain(depth: 100_000)])
        #expect(message?.contains("nested too deep") == true, "\(message ?? "captured")")
        #expect(message?.hasPrefix("$.userInfo.deep") == true, "\(message ?? "captured")")
    }

    @Test(
        "An ordered set holding a cyclic NSMutableArray or NSMutableDictionary is an error (Darwin)",
        .enabled(
            if: OrderedSetGraphs.cyclicElementsReadable, Comment(rawValue: OrderedSetGraphs.cyclicElementsUnreadable)))
    func cyclicFoundationElement() {
        let graphs = OrderedSetGraphs()
        defer { graphs.dismantle() }
        for (_, cyclic) in graphs.orderedSetsHoldingCyclicCollections() {
            let message = captureError(["o": cyclic])
            #expect(message?.contains("a cycle") == true, "\(message ?? "captured")")
            #expect(message?.hasPrefix("$.userInfo.o") == true, "\(message ?? "captured")")
        }
    }
}
