public import Foundation

extension NotificationCenter {
    /// The payloads of every `descriptor` notification posted (from `object` only, when given) from now on, as an
    /// asynchronous sequence.
    ///
    /// The observation is registered before this method returns, so nothing posted after the call is lost, even if
    /// iteration starts later. Payloads arrive in posting order and wait in a buffer until taken: without limit by
    /// default, or as `bufferingPolicy` says (payloads it drops are counted in
    /// ``NotificationPayloads/droppedCount``, never dropped silently). A notification that does not decode is skipped
    /// and goes to `onFailure` (called on the posting thread) when given, else to
    /// ``NotificationDiagnostics/decodingFailureHandler``. The observation ends when iteration ends, when the
    /// iterating task is cancelled, or when the sequence is dropped unused.
    ///
    /// ```swift
    /// let changes = center.notifications(of: .counterDidChange)
    /// model.increment()                       // posts; the payload waits in the buffer
    /// for await change in changes { ... }
    /// let latest = center.notifications(of: .counterDidChange, bufferingPolicy: .bufferingNewest(1))
    /// ```
    @inlinable
    public func notifications<Payload: Sendable>(
        of descriptor: NotificationDescriptor<Payload>,
        object: AnyObject? = nil,
        bufferingPolicy: NotificationPayloads<Payload>.BufferingPolicy = .unbounded,
        onFailure: (@Sendable (NotificationDecodingError) -> Void)? = nil
    ) -> NotificationPayloads<Payload> {
        notifications(of: descriptor, object: object, policy: bufferingPolicy, failureSink: onFailure)
    }

    /// Builds the sequence; `@inlinable` so the closure that feeds the channel is specialised for the payload type.
    @inlinable
    func notifications<Payload: Sendable>(
        of descriptor: NotificationDescriptor<Payload>,
        object: AnyObject?,
        policy: NotificationPayloads<Payload>.BufferingPolicy,
        failureSink: (@Sendable (NotificationDecodingError) -> Void)?
    ) -> NotificationPayloads<Payload> {
        let channel = PayloadChannel<Payload>(policy: policy)
        return _payloads(of: descriptor, object: object, channel: channel, failureSink: failureSink) { payload in
            channel.push(payload)
        }
    }

    @usableFromInline
    func _payloads<Payload: Sendable>(
        of descriptor: NotificationDescriptor<Payload>,
        object: AnyObject?,
        channel: PayloadChannel<Payload>,
        failureSink: (@Sendable (NotificationDecodingError) -> Void)?,
        push: @escaping @Sendable (Payload) -> Void
    ) -> NotificationPayloads<Payload> {
        let token = observe(descriptor, object: object, failureSink: failureSink, handler: push)
        return NotificationPayloads(
            name: descriptor.name,
            subscription: PayloadSubscription(channel: channel, token: token)
        )
    }

    /// The payload of the next `descriptor` notification posted (from `object` only, when given).
    ///
    /// The observation starts when this method starts running and is removed when it returns or throws, whatever
    /// the outcome. A notification that does not decode is skipped (it goes to
    /// ``NotificationDiagnostics/decodingFailureHandler``) and the wait goes on.
    ///
    /// ```swift
    /// let next = try await center.next(.counterDidChange, timeout: .seconds(2))
    /// ```
    ///
    /// To wait for a notification that your own code is about to post, create the wait first: use
    /// ``notifications(of:object:bufferingPolicy:onFailure:)-(NotificationDescriptor<Payload>,_,_,_)`` (registered when it returns), or start this call in a task that is known to
    /// be running before the post.
    ///
    /// - Throws: ``NotificationTimeoutError`` when nothing arrives within `timeout` (a negative timeout counts as
    ///   zero; one beyond about 31,000 years means no limit); `CancellationError` as soon as the calling task is
    ///   cancelled.
    public func next<Payload: Sendable>(
        _ descriptor: NotificationDescriptor<Payload>,
        object: AnyObject? = nil,
        timeout: Duration
    ) async throws -> Payload {
        let pending = PendingResult<Payload>()
        let token = observe(descriptor, object: object, failureSink: nil) { payload in
            pending.resolve(.success(payload))
        }
        defer { token.cancel() }
        let name = descriptor.name
        return try await pending.value(timeout: timeout) {
            NotificationTimeoutError(name: name, timeout: timeout)
        }
    }

    /// The number of live typed observations of `name` on this center: for the leak tests, which reach it with
    /// `@testable import`.
    func liveObservationCount(of name: Notification.Name) -> Int {
        ObservationRegistry.liveObservations(center: self, name: name)
    }

    /// The number of live observations of `descriptor` on this center (made and not yet cancelled or released), on
    /// the path its posts take: its direct route, or the hubs of its name. For NotificationTesting's leak checks.
    package func liveObservationCount<Payload>(of descriptor: NotificationDescriptor<Payload>) -> Int {
        if let route = descriptor.directRoute { return route.liveObservations(center: self) }
        return ObservationRegistry.liveObservations(center: self, name: descriptor.name)
    }
}
