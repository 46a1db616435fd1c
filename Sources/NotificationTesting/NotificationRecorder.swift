public import Foundation
public import NotificationDescriptors

/// Records every payload of one notification from the moment it is created, for tests.
///
/// ```swift
/// let recorder = NotificationRecorder(.counterDidChange, center: center)
/// model.increment()
/// model.increment()
/// try await recorder.waitFor(count: 2, timeout: .seconds(1))
/// #expect(recorder.payloads.map(\.count) == [1, 2])
/// #expect(recorder.failures.isEmpty)
/// ```
///
/// The recorder observes until it is released. Payloads are kept in posting order; notifications of the same name
/// that fail to decode are kept in ``failures`` instead (and reach no other failure sink).
///
/// `Sendable`: its state is behind a lock; read it and wait on it from any task or thread.
public final class NotificationRecorder<Payload: Sendable>: Sendable {
    private let log: RecorderLog<Payload>
    private let token: Token

    /// The name of the notification being recorded.
    public let name: Notification.Name

    /// Starts recording `descriptor` notifications posted on `center` (from `object` only, when given).
    public init(_ descriptor: NotificationDescriptor<Payload>, center: NotificationCenter, object: AnyObject? = nil) {
        let log = RecorderLog<Payload>()
        self.log = log
        self.name = descriptor.name
        self.token = center.observe(descriptor, object: object, onFailure: { log.record(failure: $0) }) { payload in
            log.record(payload)
        }
    }

    /// Every payload recorded so far, in posting order.
    public var payloads: [Payload] { log.state.withLock { $0.payloads } }

    /// Every notification of this name recorded so far that failed to decode, in posting order.
    public var failures: [NotificationDecodingError] { log.state.withLock { $0.failures } }

    /// Returns once at least `count` payloads have been recorded (at once if they have been already).
    ///
    /// - Throws: `NotificationTimeoutError` when fewer than `count` payloads have arrived
    ///   after `timeout`; `CancellationError` when the calling task is cancelled.
    public func waitFor(count: Int, timeout: Duration) async throws {
        guard let pending = log.waiter(forCount: count) else { return }
        defer { log.remove(pending) }
        let name = self.name
        try await pending.value(timeout: timeout) {
            NotificationTimeoutError(name: name, timeout: timeout)
        }
    }
}

/// A recorder's state, shared with its observation's closures (which must not keep the recorder itself alive).
final class RecorderLog<Payload: Sendable>: Sendable {
    struct State {
        var payloads: [Payload] = []
        var failures: [NotificationDecodingError] = []
        var waiters: [(count: Int, pending: PendingResult<Void>)] = []
    }

    let state = LockedState(State())

    func record(_ payload: Payload) {
        let satisfied: [PendingResult<Void>] = state.withLock { state in
            state.payloads.append(payload)
            let recorded = state.payloads.count
            let ready = state.waiters.filter { $0.count <= recorded }.map(\.pending)
            if !ready.isEmpty { state.waiters.removeAll { $0.count <= recorded } }
            return ready
        }
        for pending in satisfied {
            pending.resolve(.success(()))
        }
    }

    func record(failure: NotificationDecodingError) {
        state.withLock { $0.failures.append(failure) }
    }

    /// A result that resolves when `count` payloads are recorded, or `nil` when they are already.
    func waiter(forCount count: Int) -> PendingResult<Void>? {
        state.withLock { state in
            guard state.payloads.count < count else { return nil }
            let pending = PendingResult<Void>()
            state.waiters.append((count, pending))
            return pending
        }
    }

    func remove(_ pending: PendingResult<Void>) {
        state.withLock { $0.waiters.removeAll { $0.pending === pending } }
    }
}
