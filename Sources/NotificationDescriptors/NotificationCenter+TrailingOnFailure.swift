public import Foundation

// The `observe` forms with `onFailure` once more, handler first, so that the natural trailing-closure call compiles:
//
//     center.observe(UploadFinished.self) { upload in ... } onFailure: { error in ... }
//
// Why these overloads stay: in `observe(_:object:onFailure:using:)` the defaulted `onFailure` comes before the
// handler (so that `observe(d, onFailure: { ... }) { payload in ... }` reads as Foundation's block API does), and a
// labelled trailing closure must follow the unlabelled one in parameter order: without these, the call above would
// not compile. Each forwards to that form, so both behave exactly alike. `onFailure` has no default here, so a call
// with one trailing closure never matches these.

extension NotificationCenter {
    /// Like ``observe(_:object:onFailure:using:)-(NotificationDescriptor<Payload>,_,_,_)``, with the handler first,
    /// so that both closures can trail:
    ///
    /// ```swift
    /// let token = center.observe(.counterChanged) { change in
    ///     print(change.count)
    /// } onFailure: { error in
    ///     print("ignored: \(error)")
    /// }
    /// ```
    @inlinable
    public func observe<Payload>(
        _ descriptor: NotificationDescriptor<Payload>,
        object: AnyObject? = nil,
        using handler: @escaping @Sendable (Payload) -> Void,
        onFailure: @escaping @Sendable (NotificationDecodingError) -> Void
    ) -> Token {
        observe(descriptor, object: object, onFailure: onFailure, using: handler)
    }

    /// Like ``observe(_:object:onFailure:using:)-(P.Type,_,_,_)``, with the handler first, so that both closures can
    /// trail:
    ///
    /// ```swift
    /// let token = center.observe(UploadFinished.self) { upload in
    ///     print(upload.fileName)
    /// } onFailure: { error in
    ///     print("ignored: \(error)")
    /// }
    /// ```
    @inlinable
    public func observe<P: DescribedNotification>(
        _ type: P.Type,
        object: AnyObject? = nil,
        using handler: @escaping @Sendable (P) -> Void,
        onFailure: @escaping @Sendable (NotificationDecodingError) -> Void
    ) -> Token {
        observe(P.descriptor, object: object, onFailure: onFailure, using: handler)
    }

    /// Like ``observeOnMainActor(_:object:onFailure:using:)-(NotificationDescriptor<Payload>,_,_,_)``, with the
    /// handler first, so that both closures can trail.
    @inlinable
    public func observeOnMainActor<Payload: Sendable>(
        _ descriptor: NotificationDescriptor<Payload>,
        object: AnyObject? = nil,
        using handler: @escaping @MainActor @Sendable (Payload) -> Void,
        onFailure: @escaping @Sendable (NotificationDecodingError) -> Void
    ) -> Token {
        observeOnMainActor(descriptor, object: object, onFailure: onFailure, using: handler)
    }

    /// Like ``observeOnMainActor(_:object:onFailure:using:)-(P.Type,_,_,_)``, with the handler first, so that both
    /// closures can trail.
    @inlinable
    public func observeOnMainActor<P: DescribedNotification & Sendable>(
        _ type: P.Type,
        object: AnyObject? = nil,
        using handler: @escaping @MainActor @Sendable (P) -> Void,
        onFailure: @escaping @Sendable (NotificationDecodingError) -> Void
    ) -> Token {
        observeOnMainActor(P.descriptor, object: object, onFailure: onFailure, using: handler)
    }
}
