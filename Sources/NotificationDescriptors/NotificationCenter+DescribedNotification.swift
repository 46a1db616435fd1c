public import Foundation

// The descriptor-taking API once more, with a `DescribedNotification` payload type in the descriptor's place. Each
// method forwards to its descriptor form with `P.descriptor`, so both behave exactly alike.

extension NotificationCenter {
    /// Calls `handler` with every `P` notification posted (from `object` only, when given), synchronously on the
    /// posting thread, until the returned token is cancelled or released.
    ///
    /// ```swift
    /// let token = center.observe(UploadFinished.self) { upload in print(upload.fileName) }
    /// ```
    ///
    /// A notification that does not decode never reaches `handler`; it goes to
    /// ``NotificationDiagnostics/decodingFailureHandler``. See ``observe(_:object:using:)-(NotificationDescriptor<Payload>,_,_)``.
    @inlinable
    public func observe<P: DescribedNotification>(
        _ type: P.Type,
        object: AnyObject? = nil,
        using handler: @escaping @Sendable (P) -> Void
    ) -> Token {
        observe(P.descriptor, object: object, using: handler)
    }

    /// Like ``observe(_:object:using:)-(P.Type,_,_)``, with failures to decode going to `onFailure` instead of
    /// ``NotificationDiagnostics/decodingFailureHandler``.
    @inlinable
    public func observe<P: DescribedNotification>(
        _ type: P.Type,
        object: AnyObject? = nil,
        onFailure: @escaping @Sendable (NotificationDecodingError) -> Void,
        using handler: @escaping @Sendable (P) -> Void
    ) -> Token {
        observe(P.descriptor, object: object, onFailure: onFailure, using: handler)
    }

    /// Posts `payload` as its ``DescribedNotification/descriptor`` says: in the legacy format when the descriptor
    /// has an encoder (raw observers read the documented keys), intact otherwise. A non-nil `object` replaces the one
    /// the encoder gives.
    ///
    /// ```swift
    /// center.post(UploadFinished(fileName: "a.txt", byteCount: 42))
    /// ```
    @inlinable
    public func post<P: DescribedNotification>(_ payload: P, object: Any? = nil) {
        post(P.descriptor, payload, object: object)
    }

    /// Calls `handler` on the main actor with every `P` notification posted (from `object` only, when given), until
    /// the returned token is cancelled or released; delivery as for the descriptor form,
    /// ``observeOnMainActor(_:object:using:)-(NotificationDescriptor<Payload>,_,_)``.
    @inlinable
    public func observeOnMainActor<P: DescribedNotification & Sendable>(
        _ type: P.Type,
        object: AnyObject? = nil,
        using handler: @escaping @MainActor @Sendable (P) -> Void
    ) -> Token {
        observeOnMainActor(P.descriptor, object: object, using: handler)
    }

    /// Like ``observeOnMainActor(_:object:using:)-(P.Type,_,_)``, with failures to decode going to `onFailure`
    /// (called on the posting thread) instead of ``NotificationDiagnostics/decodingFailureHandler``.
    @inlinable
    public func observeOnMainActor<P: DescribedNotification & Sendable>(
        _ type: P.Type,
        object: AnyObject? = nil,
        onFailure: @escaping @Sendable (NotificationDecodingError) -> Void,
        using handler: @escaping @MainActor @Sendable (P) -> Void
    ) -> Token {
        observeOnMainActor(P.descriptor, object: object, onFailure: onFailure, using: handler)
    }

    /// The `P` notifications posted (from `object` only, when given) from now on, as an asynchronous sequence:
    /// registered before this method returns, in posting order, unbounded. See
    /// ``notifications(of:object:)-(NotificationDescriptor<Payload>,_)``.
    @inlinable
    public func notifications<P: DescribedNotification & Sendable>(
        of type: P.Type,
        object: AnyObject? = nil
    ) -> NotificationPayloads<P> {
        notifications(of: P.descriptor, object: object)
    }

    /// Like ``notifications(of:object:)-(P.Type,_)``, with failures to decode going to `onFailure` (called on the
    /// posting thread).
    @inlinable
    public func notifications<P: DescribedNotification & Sendable>(
        of type: P.Type,
        object: AnyObject? = nil,
        onFailure: @escaping @Sendable (NotificationDecodingError) -> Void
    ) -> NotificationPayloads<P> {
        notifications(of: P.descriptor, object: object, onFailure: onFailure)
    }

    /// Like ``notifications(of:object:)-(P.Type,_)``, with a bounded buffer: payloads the policy drops are counted
    /// in ``NotificationPayloads/droppedCount``.
    @inlinable
    public func notifications<P: DescribedNotification & Sendable>(
        of type: P.Type,
        object: AnyObject? = nil,
        bufferingPolicy: NotificationPayloads<P>.BufferingPolicy
    ) -> NotificationPayloads<P> {
        notifications(of: P.descriptor, object: object, bufferingPolicy: bufferingPolicy)
    }

    /// Like ``notifications(of:object:bufferingPolicy:)-(P.Type,_,_)``, with failures to decode going to
    /// `onFailure` (called on the posting thread).
    @inlinable
    public func notifications<P: DescribedNotification & Sendable>(
        of type: P.Type,
        object: AnyObject? = nil,
        bufferingPolicy: NotificationPayloads<P>.BufferingPolicy,
        onFailure: @escaping @Sendable (NotificationDecodingError) -> Void
    ) -> NotificationPayloads<P> {
        notifications(of: P.descriptor, object: object, bufferingPolicy: bufferingPolicy, onFailure: onFailure)
    }

    /// The next `P` notification posted (from `object` only, when given).
    ///
    /// - Throws: ``NotificationTimeoutError`` when nothing arrives within `timeout`; `CancellationError` when the
    ///   calling task is cancelled. See ``next(_:object:timeout:)-(NotificationDescriptor<Payload>,_,_)``.
    @inlinable
    public func next<P: DescribedNotification & Sendable>(
        _ type: P.Type,
        object: AnyObject? = nil,
        timeout: Duration
    ) async throws -> P {
        try await next(P.descriptor, object: object, timeout: timeout)
    }
}
