import Foundation
import NotificationDescriptors

/// Watches for the first payload of a notification that matches a predicate, remembering what else it saw, so a
/// failed expectation can say what happened. Shared by the Swift Testing and XCTest helpers.
struct NotificationProbe<Payload: Sendable>: Sendable {
    /// How a wait ended.
    enum Outcome: Sendable {
        case matched(Payload)
        case timedOut(ProbeReport)
        case cancelled(ProbeReport)
    }

    private let seen: ProbeLog
    private let match: PendingResult<Payload>
    private let token: Token
    let name: Notification.Name

    /// Starts watching at once: anything posted after this returns is seen.
    init(
        _ descriptor: NotificationDescriptor<Payload>,
        center: NotificationCenter,
        object: AnyObject?,
        matching predicate: @escaping @Sendable (Payload) -> Bool
    ) {
        let seen = ProbeLog()
        let match = PendingResult<Payload>()
        self.seen = seen
        self.match = match
        self.name = descriptor.name
        self.token = center.observe(descriptor, object: object, onFailure: { seen.record(failure: $0) }) { payload in
            guard !match.isResolved else { return }
            if predicate(payload) {
                match.resolve(.success(payload))
            } else {
                seen.recordMismatch()
            }
        }
    }

    /// Waits up to `timeout` for a matching payload, then stops watching.
    func wait(timeout: Duration) async -> Outcome {
        defer { token.cancel() }
        do {
            return .matched(try await match.value(timeout: timeout) { ProbeTimeout() })
        } catch is ProbeTimeout {
            return .timedOut(seen.report(name: name, timeout: timeout, cancelled: false))
        } catch {
            return .cancelled(seen.report(name: name, timeout: timeout, cancelled: true))
        }
    }
}

private struct ProbeTimeout: Error {}

/// What a probe saw besides a match.
final class ProbeLog: Sendable {
    private let state = LockedState((mismatches: 0, failures: [NotificationDecodingError]()))

    func recordMismatch() {
        state.withLock { $0.mismatches += 1 }
    }

    func record(failure: NotificationDecodingError) {
        state.withLock { $0.failures.append(failure) }
    }

    func report(name: Notification.Name, timeout: Duration, cancelled: Bool) -> ProbeReport {
        state.withLock {
            ProbeReport(
                name: name,
                timeout: timeout,
                cancelled: cancelled,
                mismatches: $0.mismatches,
                failures: $0.failures
            )
        }
    }
}

/// Why an expected notification did not arrive, as one failure message.
struct ProbeReport: Sendable, Equatable, CustomStringConvertible {
    var name: Notification.Name
    var timeout: Duration
    var cancelled: Bool
    /// Payloads that decoded but did not match the predicate.
    var mismatches: Int
    /// Notifications of this name that failed to decode.
    var failures: [NotificationDecodingError]

    /// For example: `Expected "CounterDidChange" within 0.5 seconds: 2 payloads did not match; 1 failed to decode:
    /// CounterDidChange: userInfo["count"] is String, expected Int`.
    var description: String {
        var message = "Expected \"\(name.rawValue)\" within \(timeout): "
        if cancelled {
            message += "the wait was cancelled"
        } else if mismatches == 0 && failures.isEmpty {
            message += "it was not posted"
        } else {
            message += "no payload matched"
        }
        if mismatches > 0 {
            message += "; \(mismatches) \(mismatches == 1 ? "payload" : "payloads") did not match"
        }
        if !failures.isEmpty {
            message += "; \(failures.count) failed to decode: "
            message += failures.map(\.description).joined(separator: "; ")
        }
        return message
    }
}
