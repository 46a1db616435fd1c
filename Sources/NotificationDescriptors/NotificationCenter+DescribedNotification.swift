public import Foundation

// The descriptor-taking API once more, with a `DescribedNotification` payload type in the descriptor's place. Each
// method forwards to its descriptor form with `P.descriptor`, so both behave exactly alike.
//
// Why these overloads stay: `center.observe(UploadFinished.self)` passes a metatype, and Swift can make neither a
// metatype conform to a protocol nor convert one to a descriptor, so no single generic method takes both; without
// these, every call by type would not compile.

extension NotificationCenter {
    /// Calls `handler` with every `P` notification posted (from `object` only, when given), synchronously on the
    /// posting thread, until the returned token is cancelled or released.
    ///
    /// ```swift
    /// let token = center.observe(UploadFinished.self) { upload in print(upload.fileName) }
    /// ```
    ///
    /// A notification that does not decode never reaches `handler`; it goes to `onFailure` when given, else to
    /// ``NotificationDiagnostics/decodingFailureHandler``. See
    /// ``observe(_:object:onFailure:using:)-(NotificationDescriptor<Payload>,_,_,_)``.
    @inlinable
    public func observe<P: DescribedNotification>(
        _ type: P.Type,
        object: AnyObject? = nil,
        onFailure: (@Sendable (NotificationDecodingError) -> Void)? = nil,
        using handler: @escaping @Sendable (P) -> Void
    ) -> Token {
        observe(P.descriptor, object: object, failureSink: onFailure, handler: handler)
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
    /// the returned token is cancelled or released; delivery and failures as for the descriptor form,
    /// ``observeOnMainActor(_:object:onFailure:using:)-(NotificationDescriptor<Payload>,_,_,_)``.
    @inlinable
    public func observeOnMainActor<P: DescribedNotification & Sendable>(
        _ type: P.Type,
        object: AnyObject? = nil,
        onFailure: (@Sendable (NotificationDecodingError) -> Void)? = nil,
        using handler: @escaping @MainActor @Sendable (P) -> Void
    ) -> Token {
        observeOnMainActor(P.descriptor, object: object, onFailure: onFailure, using: handler)
    }

    /// The `P` notifications posted (from `object` only, when given) from now on, as an asynchronous sequence:
    /// registered before this method returns, in posting order, buffered as `bufferingPolicy` says. See
    /// ``notifications(of:object:bufferingPolicy:onFailure:)-(NotificationDescriptor<Payload>,_,_,_)``.
    @inlinable
    public func notifications<P: DescribedNotification & Sendable>(
        of type: P.Type,
        object: AnyObject? = nil,
        bufferingPolicy: NotificationPayloads<P>.BufferingPolicy = .unbounded,
        onFailure: (@Sendable (NotificationDecodingError) -> Void)? = nil
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
