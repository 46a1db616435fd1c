import Foundation
import Testing

@testable import NotificationDescriptors

/// The main actor is driven by the test runner's async main here (on Linux its jobs then run on a worker thread,
/// so these tests also check that "on the main actor" is not mistaken for "on the main thread").
@Suite struct MainActorObservationTests {
    /// Posts `values` from a new thread and returns once they are all posted.
    private func postFromAnotherThread(_ center: NotificationCenter, _ values: ClosedRange<Int>) {
        let done = DispatchSemaphore(value: 0)
        Thread {
            for value in values { center.post(.count, value) }
            done.signal()
        }.start()
        done.wait()
    }

    @MainActor
    @Test func aPostOnTheMainActorIsHandledBeforePostReturns() {
        let center = NotificationCenter()
        var received: [Int] = []
        let token = center.observeOnMainActor(.count) { received.append($0) }
        center.post(.count, 1)
        #expect(received == [1])
        token.cancel()
    }

    @Test func postsFromOtherThreadsAreHandledOnTheMainActorInOrder() async {
        let center = NotificationCenter()
        let total = 2000
        let received = await withCheckedContinuation { (continuation: CheckedContinuation<[Int], Never>) in
            let collected = Collected<Int>()
            let token = Locked<Token?>(nil)
            token.value = center.observeOnMainActor(.count) { value in
                MainActor.preconditionIsolated()
                collected.append(value)
                if collected.count == total {
                    token.value = nil
                    continuation.resume(returning: collected.all)
                }
            }
            Thread {
                for value in 1...total { center.post(.count, value) }
            }.start()
        }
        #expect(received == Array(1...total))
        #expect(center.liveObservationCount(of: NotificationDescriptor<Int>.count.name) == 0)
    }

    /// While the main actor is busy (this test holds it without suspending), posts from another thread queue up;
    /// a post on the main actor then handles the queued ones first, in order, then its own.
    @MainActor
    @Test func aPostOnTheMainActorHandlesQueuedPayloadsFirst() {
        let center = NotificationCenter()
        var received: [Int] = []
        let token = center.observeOnMainActor(.count) { received.append($0) }
        postFromAnotherThread(center, 1...100)
        #expect(received.isEmpty)
        center.post(.count, 101)
        #expect(received == Array(1...101))
        token.cancel()
    }

    @MainActor
    @Test func cancellingDropsPayloadsStillQueued() async {
        let center = NotificationCenter()
        var received: [Int] = []
        let token = center.observeOnMainActor(.count) { received.append($0) }
        postFromAnotherThread(center, 1...10)
        token.cancel()
        // Let the scheduled drain run: it must find the observation cancelled.
        for _ in 0..<10 { await Task.yield() }
        try? await Task.sleep(for: .milliseconds(20))
        #expect(received.isEmpty)
        #expect(center.liveObservationCount(of: NotificationDescriptor<Int>.count.name) == 0)
    }

    @MainActor
    @Test func releasingTheTokenFromItsOwnHandlerEndsTheObservation() {
        let center = NotificationCenter()
        var received: [Int] = []
        var token: Token?
        token = center.observeOnMainActor(.count) { value in
            received.append(value)
            token = nil
        }
        center.post(.count, 1)
        center.post(.count, 2)
        #expect(received == [1])
        #expect(token == nil)
    }

    @Test func decodingFailuresGoToOnFailureOnThePostingThread() async {
        let center = NotificationCenter()
        let failures = Collected<NotificationDecodingError>()
        let token = center.observeOnMainActor(.tick, onFailure: { failures.append($0) }) { _ in
            Issue.record("a payload that does not decode reached the handler")
        }
        center.post(name: NotificationDescriptor<Tick>.tick.name, object: nil, userInfo: ["source": 1])
        // onFailure ran synchronously, before post returned.
        #expect(failures.all.map(\.reason) == [.missingKey("number")])
        token.cancel()
    }

    @Test func filtersBySender() async {
        let center = NotificationCenter()
        let sender = NSObject()
        let values = await withCheckedContinuation { (continuation: CheckedContinuation<Int, Never>) in
            let token = Locked<Token?>(nil)
            token.value = center.observeOnMainActor(.count, object: sender) { value in
                token.value = nil
                continuation.resume(returning: value)
            }
            center.post(.count, 1, object: NSObject())
            center.post(.count, 2, object: sender)
        }
        #expect(values == 2)
    }
}
