import Foundation
import NotificationTesting
import TestSupport
import Testing

@testable import NotificationDescriptors

@Suite struct NotificationRecorderTests {
    @Test func recordsPayloadsInPostingOrderFromCreationOn() {
        let center = NotificationCenter()
        center.post(.saved, Saved(id: 0, title: "before"))
        let recorder = NotificationRecorder(.saved, center: center)
        for id in 1...3 { center.post(.saved, Saved(id: id, title: "t\(id)")) }
        #expect(recorder.payloads.map(\.id) == [1, 2, 3])
        #expect(recorder.failures.isEmpty)
        #expect(recorder.name == NotificationDescriptor<Saved>.saved.name)
    }

    @Test func recordsDecodingFailuresSeparately() {
        let center = NotificationCenter()
        let recorder = NotificationRecorder(.saved, center: center)
        postMalformedSaved(on: center, ["id": "seven", "title": "x"])
        postMalformedSaved(on: center, nil)
        center.post(.saved, Saved(id: 1, title: "ok"))
        #expect(recorder.payloads == [Saved(id: 1, title: "ok")])
        #expect(
            recorder.failures.map(\.reason) == [
                .typeMismatch(key: "id", expected: "Int", actual: "String"), .missingUserInfo,
            ]
        )
    }

    @Test func filtersBySender() {
        let center = NotificationCenter()
        let sender = NSObject()
        let recorder = NotificationRecorder(.saved, center: center, object: sender)
        center.post(.saved, Saved(id: 1, title: "other"), object: NSObject())
        center.post(.saved, Saved(id: 2, title: "mine"), object: sender)
        #expect(recorder.payloads.map(\.id) == [2])
    }

    @Test func waitForReturnsOnceEnoughPayloadsArrive() async throws {
        let center = NotificationCenter()
        let recorder = NotificationRecorder(.saved, center: center)
        center.post(.saved, Saved(id: 1, title: "a"))
        Thread {
            for id in 2...5 { center.post(.saved, Saved(id: id, title: "b")) }
        }.start()
        try await recorder.waitFor(count: 5, timeout: Watchdog.duration(30))
        #expect(recorder.payloads.map(\.id) == [1, 2, 3, 4, 5])
        // Already there: returns at once.
        try await recorder.waitFor(count: 2, timeout: .zero)
        try await recorder.waitFor(count: 0, timeout: .zero)
    }

    @Test func waitForThrowsATimeoutErrorNamingTheNotification() async {
        let center = NotificationCenter()
        let recorder = NotificationRecorder(.saved, center: center)
        center.post(.saved, Saved(id: 1, title: "only one"))
        await #expect(
            throws: NotificationTimeoutError(name: NotificationDescriptor<Saved>.saved.name, timeout: .milliseconds(50))
        ) {
            try await recorder.waitFor(count: 2, timeout: .milliseconds(50))
        }
    }

    @Test func waitForThrowsCancellationErrorWhenCancelled() async {
        let center = NotificationCenter()
        let recorder = NotificationRecorder(.saved, center: center)
        let waiting = Task { try await recorder.waitFor(count: 1, timeout: .seconds(3600)) }
        waiting.cancel()
        let result = await waiting.result
        #expect(throws: CancellationError.self) { try result.get() }
    }

    @Test func concurrentWaitsForDifferentCountsAllReturn() async throws {
        let center = NotificationCenter()
        let recorder = NotificationRecorder(.saved, center: center)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for count in [1, 3, 5] {
                group.addTask { try await recorder.waitFor(count: count, timeout: Watchdog.duration(30)) }
            }
            for id in 1...5 { center.post(.saved, Saved(id: id, title: "")) }
            try await group.waitForAll()
        }
        #expect(recorder.payloads.count == 5)
    }

    @Test func releasingTheRecorderStopsObserving() {
        let center = NotificationCenter()
        let name = NotificationDescriptor<Saved>.saved.name
        do {
            let recorder = NotificationRecorder(.saved, center: center)
            #expect(center.liveObservationCount(of: name) == 1)
            withExtendedLifetime(recorder) {}
        }
        #expect(center.liveObservationCount(of: name) == 0)
    }
}

@Suite struct RecorderMembershipTests {
    @Test("A recorder made in any observer's handler records the next post, never the one being delivered")
    func recorderMadeDuringDelivery() {
        for position in 0..<3 {
            let center = NotificationCenter()
            let made = LockedState<NotificationRecorder<Saved>?>(nil)
            let tokens = (0..<3).map { index in
                center.observe(.saved) { _ in
                    guard index == position else { return }
                    made.withLock { recorder in
                        if recorder == nil { recorder = NotificationRecorder(.saved, center: center) }
                    }
                }
            }
            center.post(.saved, Saved(id: 1, title: "in flight"))
            center.post(.saved, Saved(id: 2, title: "next"))
            #expect(made.withLock { $0?.payloads.map(\.id) } == [2], "made by handler \(position)")
            tokens.forEach { $0.cancel() }
        }
    }
}
