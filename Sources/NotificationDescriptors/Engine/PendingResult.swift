/// A result that arrives once, from any thread, and the tasks that wait for it with a timeout.
///
/// The first ``resolve(_:)`` wins; later ones are ignored. ``value(timeout:timeoutError:)`` returns the result, throws
/// `timeoutError()` when `timeout` passes first, and `CancellationError` as soon as the waiting task is cancelled.
/// Shared by `NotificationCenter.next(_:object:timeout:)` and the NotificationTesting waits.
package final class PendingResult<Value: Sendable>: Sendable {
    private enum State {
        case waiting([UnsafeContinuation<Value, any Error>])
        case resolved(Result<Value, any Error>)
    }

    private let state = LockedState(State.waiting([]))

    /// Timeouts longer than this (about 31,700 years) mean "no timeout": `Task.sleep` traps on far larger ones.
    static var longestTimer: Duration { .seconds(1_000_000_000_000) }

    package init() {}

    /// Whether a result has arrived.
    package var isResolved: Bool {
        state.withLock { state in
            if case .resolved = state { return true }
            return false
        }
    }

    /// Sets the result, unless one was set already; returns whether this call set it.
    @discardableResult
    package func resolve(_ result: Result<Value, any Error>) -> Bool {
        let outcome: (set: Bool, waiters: [UnsafeContinuation<Value, any Error>]) = state.withLock { state in
            guard case .waiting(let waiters) = state else { return (false, []) }
            state = .resolved(result)
            return (true, waiters)
        }
        for waiter in outcome.waiters {
            waiter.resume(with: result)
        }
        return outcome.set
    }

    /// Waits for the result; every waiter gets the same one (a timeout or cancellation of one waiter ends all).
    ///
    /// - Throws: the error the result holds; `timeoutError()` once `timeout` has passed (a negative timeout is
    ///   zero); `CancellationError` when the calling task is or gets cancelled.
    package func value(
        timeout: Duration,
        timeoutError: @escaping @Sendable () -> any Error
    ) async throws -> Value {
        if Task.isCancelled { resolve(.failure(CancellationError())) }
        let timer: Task<Void, Never>? =
            timeout > Self.longestTimer || isResolved
            ? nil
            // Weak: a cancelled timer may sleep on after `value` returned, and must not keep the result (the
            // payload) alive until it wakes. The waiting caller keeps `self` alive while it matters.
            : Task { [weak self] in
                do {
                    try await Task.sleep(for: timeout)
                } catch {
                    return
                }
                self?.resolve(.failure(timeoutError()))
            }
        defer { timer?.cancel() }
        return try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Value, any Error>) in
                let ready: Result<Value, any Error>? = state.withLock { state in
                    switch state {
                    case .waiting(var waiters):
                        waiters.append(continuation)
                        state = .waiting(waiters)
                        return nil
                    case .resolved(let result):
                        return result
                    }
                }
                if let ready { continuation.resume(with: ready) }
            }
        } onCancel: {
            resolve(.failure(CancellationError()))
        }
    }
}
