import Foundation
import Testing

@testable import NotificationDescriptors

@Suite struct NextNotificationTests {
    /// Starts `next` in a task and waits until its observation is registered, so a post cannot come too early.
    private func waitingTask(
        _ center: NotificationCenter,
        timeout: Duration
    ) async -> Task<Int, any Error> {
        let task = Task { try await center.next(.count, timeout: timeout) }
        while center.liveObservationCount(of: NotificationDescriptor<Int>.count.name) == 0 { await Task.yield() }
        return task
    }

    @Test func returnsTheNextPayloadAndUnregisters() async throws {
        let center = NotificationCenter()
        let task = await waitingTask(center, timeout: .seconds(60))
        center.post(.count, 7)
        center.post(.count, 8)
        #expect(try await task.value == 7)
        #expect(center.liveObservationCount(of: NotificationDescriptor<Int>.count.name) == 0)
    }

    @Test func skipsPayloadsThatDoNotDecode() async throws {
        let center = NotificationCenter()
        let task = Task { try await center.next(.tick, timeout: .seconds(60)) }
        while center.liveObservationCount(of: NotificationDescriptor<Tick>.tick.name) == 0 { await Task.yield() }
        // Goes to NotificationDiagnostics' handler (standard error by default) and is skipped.
        center.post(name: NotificationDescriptor<Tick>.tick.name, object: nil, userInfo: ["number": 1])
        center.post(.tick, Tick(source: 2, number: 3))
        #expect(try await task.value == Tick(source: 2, number: 3))
    }

    @Test func timesOutWithAnErrorNamingTheNotificationAndTheTimeout() async {
        let center = NotificationCenter()
        let timeout = Duration.milliseconds(50)
        do {
            _ = try await center.next(.count, timeout: timeout)
            Issue.record("expected a timeout")
        } catch let error as NotificationTimeoutError {
            #expect(error == NotificationTimeoutError(name: NotificationDescriptor<Int>.count.name, timeout: timeout))
            #expect(error.description == "AsyncTests.Count: not posted within 0.05 seconds")
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(center.liveObservationCount(of: NotificationDescriptor<Int>.count.name) == 0)
    }

    @Test func aNegativeTimeoutTimesOutAtOnce() async {
        let center = NotificationCenter()
        await #expect(throws: NotificationTimeoutError.self) {
            try await center.next(.count, timeout: .seconds(-1))
        }
    }

    @Test(arguments: [Duration.seconds(3600), .seconds(Int64.max)])
    func cancellationThrowsCancellationErrorPromptlyAndUnregisters(timeout: Duration) async {
        let center = NotificationCenter()
        let task = await waitingTask(center, timeout: timeout)
        let clock = ContinuousClock()
        let start = clock.now
        task.cancel()
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        // "Promptly": far below the timeout (an hour, or no limit at all).
        #expect(clock.now - start < .seconds(30))
        #expect(center.liveObservationCount(of: NotificationDescriptor<Int>.count.name) == 0)
    }

    @Test func anAlreadyCancelledTaskThrowsCancellationErrorWithoutWaiting() async {
        let center = NotificationCenter()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await center.next(.count, timeout: .seconds(3600))
        }
        let result = await task.result
        #expect(throws: CancellationError.self) { try result.get() }
        #expect(center.liveObservationCount(of: NotificationDescriptor<Int>.count.name) == 0)
    }

    @Test func timeoutErrorDescriptionNamesBoth() {
        let error = NotificationTimeoutError(name: Notification.Name("Saved"), timeout: .seconds(2))
        #expect(error.description == "Saved: not posted within 2.0 seconds")
        #expect(error.name.rawValue == "Saved")
        #expect(error.timeout == .seconds(2))
    }
}
