/// The state of one publisher subscription, as a value that returns what to do: the demand the subscriber asked
/// for, who is calling it, and whether it is cancelled. ``DemandedSubscription`` keeps it under a lock and carries
/// out the actions outside the lock (the swift-async-algorithms style), so every rule lives here, free of Combine,
/// locks and threads, and is unit-tested on Linux.
///
/// The rules, which are those of Combine's own `NotificationCenter.Publisher` except where said:
/// - **No buffer beyond demand.** A value offered while the demand is zero is dropped (and counted in
///   ``droppedCount``); each accepted value takes one from the demand *before* the subscriber is called, and what the
///   subscriber's `receive(_:)` returns is added after it returns.
/// - **One call at a time.** Combine requires a subscriber's `receive(_:)` calls to be serial. A value accepted while
///   another thread (or, re-entrantly, the same one) is inside `receive(_:)` is handed over: it waits in a queue that
///   only holds values demand was already taken for, and the thread that is calling the subscriber delivers it next,
///   in arrival order. Nobody waits for the subscriber on a lock. (Foundation's publisher serializes with a recursive
///   lock instead: a concurrent post waits, and a post made from inside `receive(_:)` is delivered nested in it.)
/// - **Cancel is final.** After ``cancel()`` no value is delivered: handed-over values are returned to be released,
///   the receiver is returned to be released (outside the lock: its deinit may run user code), and later offers,
///   requests and cancels do nothing.
///
/// Not `Sendable` by itself: it is only ever mutated under its owner's lock.
package struct DemandedDelivery<Receiver, Value> {
    /// Whether the subscription still has its receiver.
    package enum Phase {
        /// Delivering to `Receiver` as demand allows.
        case active(Receiver)
        /// Cancelled: nothing is delivered any more.
        case cancelled
    }

    /// What the offering thread does with a value it offered.
    package enum OfferAction {
        /// Call the receiver with the value now, then report with ``DemandedDelivery/finishedDelivery(adding:)``.
        case deliver(Receiver, Value)
        /// Nothing: another call to the receiver is in progress, and the value will be delivered after it.
        case handedOver
        /// Nothing: the demand was zero, so the value is dropped.
        case droppedForLackOfDemand
        /// Nothing: the subscription is cancelled.
        case droppedAfterCancel
    }

    /// What the delivering thread does after the receiver returned.
    package enum NextAction {
        /// Call the receiver with this handed-over value, then report again.
        case deliver(Receiver, Value)
        /// Nothing more to deliver: the thread is done.
        case done
    }

    /// What ``cancel()`` leaves for the caller to release outside the lock.
    package enum CancelAction {
        /// End the observation: the receiver and the values handed over but never delivered are released by the
        /// caller.
        case end(releasing: Receiver, undelivered: [Value])
        /// Already cancelled: nothing to do.
        case none
    }

    /// Whether the subscription is active (with its receiver) or cancelled.
    package private(set) var phase: Phase
    /// What the subscriber still wants; zero until it first requests.
    package private(set) var demand = SubscriptionDemand.none
    /// Whether some thread is inside the receiver (and will deliver what is handed over).
    package private(set) var isDelivering = false
    /// Values the demand was taken for, waiting for the delivering thread; `handedOver[handedOverStart...]` are
    /// pending, in arrival order.
    private var handedOver: [Value] = []
    private var handedOverStart = 0
    /// How many offered values were dropped because the demand was zero.
    package private(set) var droppedCount = 0

    /// A subscription that delivers to `receiver` once it has demand.
    package init(receiver: Receiver) {
        phase = .active(receiver)
    }

    /// How many handed-over values wait for the delivering thread.
    package var pendingCount: Int { handedOver.count - handedOverStart }

    /// Whether the subscription was cancelled.
    package var isCancelled: Bool {
        if case .cancelled = phase { return true }
        return false
    }

    /// Adds to the demand (nothing after ``cancel()``). Nothing is delivered in response: with no buffer beyond
    /// demand, there is nothing waiting for it.
    package mutating func request(_ more: SubscriptionDemand) {
        guard case .active = phase else { return }
        demand = demand + more
    }

    /// A value arrived (a notification was posted): deliver it, hand it over, or drop it.
    package mutating func offer(_ value: Value) -> OfferAction {
        guard case .active(let receiver) = phase else { return .droppedAfterCancel }
        guard demand.wantsMore else {
            droppedCount += 1
            return .droppedForLackOfDemand
        }
        demand = demand.afterOne
        if isDelivering {
            handedOver.append(value)
            return .handedOver
        }
        isDelivering = true
        return .deliver(receiver, value)
    }

    /// The receiver returned `more` (its additional demand) for the value it was given: deliver the next handed-over
    /// value, if any, else the delivering thread is done.
    package mutating func finishedDelivery(adding more: SubscriptionDemand) -> NextAction {
        guard case .active(let receiver) = phase else {
            isDelivering = false
            return .done
        }
        demand = demand + more
        guard handedOverStart < handedOver.count else {
            isDelivering = false
            return .done
        }
        let value = handedOver[handedOverStart]
        handedOverStart += 1
        if handedOverStart == handedOver.count {
            // Drained: start over, keeping the capacity (contention tends to repeat).
            handedOver.removeAll(keepingCapacity: true)
            handedOverStart = 0
        }
        return .deliver(receiver, value)
    }

    /// Ends the subscription: nothing is delivered from now on.
    package mutating func cancel() -> CancelAction {
        guard case .active(let receiver) = phase else { return .none }
        phase = .cancelled
        demand = .none
        let undelivered = Array(handedOver[handedOverStart...])
        handedOver = []
        handedOverStart = 0
        return .end(releasing: receiver, undelivered: undelivered)
    }
}
