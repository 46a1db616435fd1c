import Foundation

/// One subscriber's observation of a notification, delivered as demand allows: the engine's observation (a
/// ``Token``) feeding a ``DemandedDelivery`` kept under a lock. The Combine publishers are this plus Combine's
/// protocols (`DemandedSubscription+Combine.swift`); everything else is here, free of Combine, so Linux tests drive
/// it with real posts, threads and cancels.
///
/// - **Registers when started** (``observe(_:center:object:)``), before the subscriber has demand: values posted
///   then are dropped, as with Combine's own `NotificationCenter.Publisher`.
/// - **The observation holds the subscription weakly.** Whoever holds the subscription keeps it alive; releasing the
///   last reference releases the token, which ends the observation, as `cancel()` does. In Combine the subscription
///   and its subscriber hold each other (the receiver calls the subscriber) until `cancel()`: as with Combine's own
///   publishers, a subscription ends when it is cancelled (an `AnyCancellable` released, `.onReceive`'s view gone),
///   not when its subscriber is merely dropped.
/// - **`cancel()` is `Token.cancel()`**: once it returns, the receiver is never called again, also while other threads
///   are posting (the token waits for a delivery in progress on another thread; see ``Token``).
///
/// `@unchecked Sendable`: all mutable state is in `state`, a ``LockedState`` (a pthread mutex), read and written only
/// inside `withLock`. The receiver, which need not be `Sendable` (a Combine subscriber is not), is called outside the
/// lock, but only by the one thread that ``DemandedDelivery`` made the deliverer, one call at a time: calls are serial,
/// as Combine requires of a publisher, though not always on the same thread. The values cross threads (a value
/// posted on one thread may be delivered by another that is delivering), hence `Value: Sendable`.
package final class DemandedSubscription<Value: Sendable>: @unchecked Sendable {
    /// Called with each delivered value; returns the subscriber's additional demand.
    package typealias Receiver = (Value) -> SubscriptionDemand

    private struct State {
        var delivery: DemandedDelivery<Receiver, Value>
        var token: Token?
    }

    private let state: LockedState<State>

    /// A subscription that will deliver to `receiver`; call one of the `observe` methods to start it.
    package init(receiver: @escaping Receiver) {
        state = LockedState(State(delivery: DemandedDelivery(receiver: receiver), token: nil))
    }

    /// Keeps the engine's token, whose observation calls ``offer(_:)``. Cancelled at once if the subscription was
    /// cancelled first.
    package func attach(_ token: Token) {
        let cancelledFirst = state.withLock { state -> Bool in
            if state.delivery.isCancelled { return true }
            state.token = token
            return false
        }
        if cancelledFirst { token.cancel() }
    }

    /// Adds to the subscriber's demand.
    package func request(_ demand: SubscriptionDemand) {
        state.withLock { $0.delivery.request(demand) }
    }

    /// A posted value: delivered now, handed to the thread that is delivering, or dropped (no demand, or
    /// cancelled). The engine's handler calls it on the posting thread.
    package func offer(_ value: Value) {
        let first = state.withLock { $0.delivery.offer(value) }
        guard case .deliver(var receiver, var next) = first else { return }
        while true {
            let more = receiver(next)
            let action = state.withLock { $0.delivery.finishedDelivery(adding: more) }
            guard case .deliver(let nextReceiver, let nextValue) = action else { return }
            (receiver, next) = (nextReceiver, nextValue)
        }
    }

    /// Ends the subscription: after this returns the receiver is never called again. Idempotent; safe from any thread
    /// and from inside the receiver. Releases the receiver and the token.
    package func cancel() {
        let (action, token) = state.withLock { state in (state.delivery.cancel(), state.token.take()) }
        // Outside the lock: the token may wait for a delivery in progress on another thread (which needs the lock to
        // finish), and releasing the receiver may run a subscriber's deinit.
        token?.cancel()
        withExtendedLifetime(action) {}
    }

    /// Whether ``cancel()`` was called.
    package var isCancelled: Bool { state.withLock { $0.delivery.isCancelled } }

    /// The subscriber's outstanding demand (for tests and debugging).
    package var demand: SubscriptionDemand { state.withLock { $0.delivery.demand } }

    /// How many posted values were dropped because the demand was zero (for tests and debugging).
    package var droppedCount: Int { state.withLock { $0.delivery.droppedCount } }
}

extension DemandedSubscription {
    /// Starts observing `descriptor` on `center` (from `object` only, when given), delivering each payload.
    /// Failures to decode go to ``NotificationDiagnostics/decodingFailureHandler``, as for
    /// ``NotificationCenter/observe(_:object:onFailure:using:)-(NotificationDescriptor<Payload>,_,_,_)``.
    package func observe(_ descriptor: NotificationDescriptor<Value>, center: NotificationCenter, object: AnyObject?) {
        attach(center.observe(descriptor, object: object) { [weak self] payload in self?.offer(payload) })
    }

    /// Starts observing `descriptor` on `center` (from `object` only, when given), delivering each payload as
    /// `.success` and each failure to decode as `.failure`, in posting order; no failure goes to
    /// ``NotificationDiagnostics``.
    package func observeResults<Payload: Sendable>(
        _ descriptor: NotificationDescriptor<Payload>,
        center: NotificationCenter,
        object: AnyObject?
    ) where Value == Result<Payload, NotificationDecodingError> {
        let token = center.observe(
            descriptor, object: object,
            onFailure: { [weak self] error in self?.offer(.failure(error)) },
            using: { [weak self] payload in self?.offer(.success(payload)) }
        )
        attach(token)
    }

    /// Starts observing `descriptor` on `center` (from `object` only, when given) on the main actor, as
    /// ``NotificationCenter/observeOnMainActor(_:object:onFailure:using:)-(NotificationDescriptor<Payload>,_,_,_)`` does: a post
    /// made on the main actor is delivered before `post` returns, others are queued for the main actor. Failures to
    /// decode go to ``NotificationDiagnostics/decodingFailureHandler`` on the posting thread.
    package func observeOnMainActor(
        _ descriptor: NotificationDescriptor<Value>,
        center: NotificationCenter,
        object: AnyObject?
    ) {
        attach(center.observeOnMainActor(descriptor, object: object) { [weak self] payload in self?.offer(payload) })
    }
}
