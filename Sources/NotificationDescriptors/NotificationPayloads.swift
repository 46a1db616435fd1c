public import Foundation

/// The payloads of one notification, as an asynchronous sequence: what
/// `NotificationCenter.notifications(of:object:)` returns.
///
/// ```swift
/// for await change in center.notifications(of: .counterDidChange) {
///     print(change.count)
/// }
/// ```
///
/// - **Registered when created.** The observation starts when `notifications(of:object:)` returns, not when
///   iteration starts: a payload posted between the two is buffered, not lost.
/// - **Ordered and lossless.** Payloads arrive in the order they were posted (for posts from one thread; posts
///   racing on several threads arrive in the order they reached the center). By default the buffer grows as
///   needed; with a ``BufferingPolicy`` limit, every payload it drops is counted in ``droppedCount``.
/// - **Decoding failures** never end the sequence: a notification that does not decode is skipped and reported to
///   the `onFailure` closure, else to ``NotificationDiagnostics/decodingFailureHandler``.
/// - **Ends** when iteration ends (the loop exits or the last iterator is dropped), when the iterating task is
///   cancelled (the pending `next()` returns `nil` at once, buffered payloads are dropped), or when the sequence is
///   dropped without being iterated. Each of these removes the observation.
///
/// A sequence is single-pass: once its iteration has ended, a new iterator returns `nil` at once. Iterating one
/// sequence from several tasks at the same time splits the payloads between them (each payload goes to exactly one
/// iterator, the one waiting longest, and cancelling any of the tasks ends the sequence for all); to give several
/// tasks every payload, call `notifications(of:object:)` once per task.
///
/// `Sendable`: a sequence is a reference to a lock-protected buffer, so it can be handed to another task.
public struct NotificationPayloads<Payload: Sendable>: AsyncSequence, Sendable {
    /// Each element is one posted payload.
    public typealias Element = Payload
    /// Iteration never throws: decoding failures go to a failure sink, cancellation ends the sequence.
    public typealias Failure = Never

    /// How many payloads a sequence buffers while nobody is waiting for one, and what gives way when it is full.
    public enum BufferingPolicy: Sendable, Hashable {
        /// Buffer every payload (the default): nothing is ever dropped.
        case unbounded
        /// Keep at most this many payloads, dropping the oldest buffered one to make room (a limit below zero
        /// counts as zero).
        case bufferingNewest(Int)
        /// Keep at most this many payloads, dropping newly posted ones while the buffer is full (a limit below zero
        /// counts as zero).
        case bufferingOldest(Int)
    }

    /// The name of the notification whose payloads this sequence delivers.
    public let name: Notification.Name
    @usableFromInline let subscription: PayloadSubscription<Payload>

    init(name: Notification.Name, subscription: PayloadSubscription<Payload>) {
        self.name = name
        self.subscription = subscription
    }

    /// The number of payloads the buffering policy has dropped so far; always zero for
    /// ``BufferingPolicy/unbounded``.
    public var droppedCount: Int { subscription.channel.droppedCount }

    /// Creates the iterator that `for await` uses.
    public func makeAsyncIterator() -> Iterator {
        Iterator(lease: IteratorLease(subscription))
    }

    /// Takes payloads from a ``NotificationPayloads`` one at a time, in posting order.
    ///
    /// Not `Sendable`: iterate in one task (other tasks can make their own iterator from the sequence).
    public struct Iterator: AsyncIteratorProtocol {
        /// Each element is one posted payload.
        public typealias Element = Payload
        /// Iteration never throws.
        public typealias Failure = Never

        @usableFromInline let lease: IteratorLease<Payload>

        init(lease: IteratorLease<Payload>) {
            self.lease = lease
        }

        /// The next payload, waiting for one to be posted if none is buffered; `nil` once the sequence has ended
        /// (including when the calling task is cancelled).
        @inlinable
        public mutating func next() async -> Payload? {
            await lease.subscription.channel.next(isolation: nil, subscription: lease.subscription)
        }

        /// The next payload, staying on the caller's actor while waiting; `nil` once the sequence has ended
        /// (including when the calling task is cancelled).
        @inlinable
        public mutating func next(isolation actor: isolated (any Actor)?) async -> Payload? {
            await lease.subscription.channel.next(isolation: actor, subscription: lease.subscription)
        }
    }
}

@available(*, unavailable, message: "iterate in one task; make one iterator per task from the sequence")
extension NotificationPayloads.Iterator: Sendable {}
