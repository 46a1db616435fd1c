public import Foundation

extension NotificationCenter {
    /// Calls `handler` on the main actor with the payload of every `descriptor` notification posted (from `object`
    /// only, when given), until the returned token is cancelled or released.
    ///
    /// - A post made on the main actor calls `handler` synchronously, before `post` returns.
    /// - A post made elsewhere queues the payload; the main actor runs `handler` later, in posting order (per
    ///   observation, payloads from all threads are handled in the order they were queued).
    /// - After the token is cancelled or released, `handler` is never entered again, even for payloads still queued.
    ///
    /// On Linux the main actor runs only while the main thread drains the main dispatch queue: run `RunLoop.main`
    /// (default or common mode), call `dispatchMain()`, or use an `async` main. A main thread that sleeps, waits on a
    /// semaphore, or runs its run loop in a custom mode delivers nothing from other threads.
    ///
    /// A notification that does not decode goes to `onFailure` when given, else to
    /// ``NotificationDiagnostics/decodingFailureHandler``, on the posting thread.
    ///
    /// To have the original `Notification` beside the payload, observe
    /// ``NotificationDescriptor/withNotification(_:)`` of the descriptor.
    public func observeOnMainActor<Payload: Sendable>(
        _ descriptor: NotificationDescriptor<Payload>,
        object: AnyObject? = nil,
        onFailure: (@Sendable (NotificationDecodingError) -> Void)? = nil,
        using handler: @escaping @MainActor @Sendable (Payload) -> Void
    ) -> Token {
        observeOnMainActor(descriptor, object: object, failureSink: onFailure, handler: handler)
    }

    private func observeOnMainActor<Payload: Sendable>(
        _ descriptor: NotificationDescriptor<Payload>,
        object: AnyObject?,
        failureSink: (@Sendable (NotificationDecodingError) -> Void)?,
        handler: @escaping @MainActor @Sendable (Payload) -> Void
    ) -> Token {
        // One `Token(core:)`, made here: a token that does not escape the caller stays on its stack.
        let core = registerObservation(descriptor, object: object) { hub, shareKey in
            MainActorObservation(
                hub: hub, converter: descriptor.converter, shareKey: shareKey, onFailure: failureSink, handler: handler)
        }
        return Token(core: core)
    }
}
