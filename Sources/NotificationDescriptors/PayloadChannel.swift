import Synchronization

/// The buffer between an observation (the producer, on posting threads) and the iterators of one
/// ``NotificationPayloads`` (the consumers, in tasks).
///
/// One lock guards a ring of payloads and the continuations of iterators waiting for one. A post hands its payload
/// straight to the first waiting iterator, else appends it to the ring; an iterator takes the oldest payload, else
/// waits. Payloads therefore come out in the order they went in, and none is lost unless the buffering policy says
/// so, in which case ``droppedCount`` counts it.
final class PayloadChannel<Payload: Sendable>: Sendable {
    struct State {
        var buffer = PayloadRing<Payload>()
        /// The iterator waiting longest; `moreWaiters` holds the others (only when several tasks iterate at once).
        var waiter: UnsafeContinuation<Payload?, Never>?
        var moreWaiters: [UnsafeContinuation<Payload?, Never>] = []
        var finished = false
        var dropped = 0
        var iterators = 0
    }

    /// What a post did, decided under the lock and carried out after it.
    private enum Push {
        case resume(UnsafeContinuation<Payload?, Never>)
        case buffered
        case evicted(Payload?)
        case discarded
    }

    let state = Mutex(State())
    /// How many payloads the buffer holds at most, and which end gives way when it is full.
    let limit: Int
    let keepsNewest: Bool

    init(policy: NotificationPayloads<Payload>.BufferingPolicy) {
        switch policy {
        case .unbounded:
            limit = .max
            keepsNewest = false
        case .bufferingNewest(let count):
            limit = Swift.max(0, count)
            keepsNewest = true
        case .bufferingOldest(let count):
            limit = Swift.max(0, count)
            keepsNewest = false
        }
    }

    /// Called by the observation for every payload, on the posting thread.
    func push(_ payload: Payload) {
        let push: Push = state.withLock { state in
            if state.finished { return .discarded }
            if let waiter = state.waiter {
                state.waiter = state.moreWaiters.isEmpty ? nil : state.moreWaiters.removeFirst()
                return .resume(waiter)
            }
            if state.buffer.count < limit {
                state.buffer.append(payload)
                return .buffered
            }
            state.dropped += 1
            guard keepsNewest, limit > 0 else { return .discarded }
            let oldest = state.buffer.popFirst()
            state.buffer.append(payload)
            return .evicted(oldest)
        }
        // A waiter resumes, and an evicted payload is released, only now that the lock is free.
        if case .resume(let waiter) = push {
            waiter.resume(returning: payload)
        }
    }

    /// The next payload, or `nil` once finished. `subscription` is finished when the calling task is cancelled.
    func next(
        isolation actor: isolated (any Actor)?,
        subscription: PayloadSubscription<Payload>
    ) async -> Payload? {
        let polled: Payload?? = state.withLock { state in
            if let payload = state.buffer.popFirst() { return .some(payload) }
            return state.finished ? .some(nil) : nil
        }
        if Task.isCancelled {
            subscription.finish()
            return nil
        }
        if let polled { return polled }
        return await withTaskCancellationHandler {
            await withUnsafeContinuation(isolation: actor) { (continuation: UnsafeContinuation<Payload?, Never>) in
                let ready: Payload?? = state.withLock { state in
                    if let payload = state.buffer.popFirst() { return .some(payload) }
                    if state.finished { return .some(nil) }
                    if state.waiter == nil {
                        state.waiter = continuation
                    } else {
                        state.moreWaiters.append(continuation)
                    }
                    return nil
                }
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            subscription.finish()
        }
    }

    /// Ends the channel: waiting iterators get `nil`, buffered payloads are released, later posts are ignored.
    func finish() {
        let (waiters, released): ([UnsafeContinuation<Payload?, Never>], PayloadRing<Payload>) = state.withLock {
            state in
            state.finished = true
            var waiters = state.moreWaiters
            if let first = state.waiter { waiters.insert(first, at: 0) }
            state.waiter = nil
            state.moreWaiters = []
            return (waiters, state.buffer.removeAll())
        }
        withExtendedLifetime(released) {}
        for waiter in waiters {
            waiter.resume(returning: nil)
        }
    }

    /// The number of payloads the buffering policy dropped so far.
    var droppedCount: Int { state.withLock { $0.dropped } }

    /// Counts an iterator in.
    func iteratorStarted() {
        state.withLock { $0.iterators += 1 }
    }

    /// Counts an iterator out; returns whether it was the last one.
    func iteratorEnded() -> Bool {
        state.withLock { state in
            state.iterators -= 1
            return state.iterators == 0
        }
    }
}

/// What keeps one ``NotificationPayloads`` registered: its channel and the observation token that feeds it.
///
/// Held by the sequence and its iterators; when the last of them goes away the token is released, which removes the
/// observation. `finish()` ends it early (iteration ended, or its task was cancelled).
final class PayloadSubscription<Payload: Sendable>: Sendable {
    let channel: PayloadChannel<Payload>
    let token: Token

    init(channel: PayloadChannel<Payload>, token: Token) {
        self.channel = channel
        self.token = token
    }

    func finish() {
        token.cancel()
        channel.finish()
    }
}

/// One iterator's hold on a subscription: when the last iterator of a sequence is dropped, iteration has ended, so
/// the subscription finishes.
final class IteratorLease<Payload: Sendable>: Sendable {
    let subscription: PayloadSubscription<Payload>

    init(_ subscription: PayloadSubscription<Payload>) {
        self.subscription = subscription
        subscription.channel.iteratorStarted()
    }

    deinit {
        if subscription.channel.iteratorEnded() {
            subscription.finish()
        }
    }
}
