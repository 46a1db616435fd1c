/// An observation that lasts as long as this token: `cancel()` ends it, and so does releasing the last reference.
///
/// After `cancel()` returns (or the last reference goes away), the handler is never entered again, even while
/// other threads are posting. If a handler is running on another thread at that moment, `cancel()` waits for it to
/// return. Cancelling from inside a handler never waits for its own delivery, nor for a handler on another thread
/// that is itself waiting in a `cancel()` (that is what keeps two handlers that cancel each other from deadlocking).
/// Keep tokens in a property or in a `Set<Token>` with ``store(in:)``.
public final class Token: Hashable, Sendable {
    let core: ObservationCore

    @usableFromInline
    init(core: ObservationCore) {
        self.core = core
    }

    deinit {
        core.cancel()
    }

    /// Ends the observation. Idempotent and safe from any thread, including from inside the handler.
    public func cancel() {
        core.cancel()
    }

    /// Whether ``cancel()`` has been called.
    public var isCancelled: Bool { core.isCancelled }

    /// Keeps this token (and so its observation) alive as long as `set` holds it.
    public func store(in set: inout Set<Token>) {
        set.insert(self)
    }

    /// Tokens are equal only to themselves.
    public static func == (lhs: Token, rhs: Token) -> Bool { lhs === rhs }

    /// Hashes the token's identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
