public import Foundation

extension NotificationCenter {
    /// Calls `handler` with the payload of every `descriptor` notification posted (from `object` only, when given),
    /// synchronously on the posting thread, until the returned token is cancelled or released.
    ///
    /// A notification that does not decode never reaches `handler`; it goes to `onFailure` when given, else to
    /// ``NotificationDiagnostics/decodingFailureHandler``.
    ///
    /// ```swift
    /// let token = center.observe(.counterChanged) { change in print(change.count) }
    /// let strict = center.observe(.counterChanged, onFailure: { error in print(error) }) { change in ... }
    /// ```
    ///
    /// To have the original `Notification` (its `object` and `userInfo`) beside the payload, observe
    /// ``NotificationDescriptor/withNotification(_:)`` of the descriptor.
    @inlinable
    public func observe<Payload>(
        _ descriptor: NotificationDescriptor<Payload>,
        object: AnyObject? = nil,
        onFailure: (@Sendable (NotificationDecodingError) -> Void)? = nil,
        using handler: @escaping @Sendable (Payload) -> Void
    ) -> Token {
        observe(descriptor, object: object, failureSink: onFailure, handler: handler)
    }

    /// Posts `payload`: in the legacy format when the descriptor has an encoder (raw observers read the documented
    /// keys), intact otherwise. A non-nil `object` replaces the one the encoder gives.
    ///
    /// Inlinable, so the intact payload's wrapper is specialized for `Payload` where it is posted.
    @inlinable
    public func post<Payload>(_ descriptor: NotificationDescriptor<Payload>, _ payload: Payload, object: Any? = nil) {
        if let route = descriptor.directRoute {
            route.post(payload, center: self, object: object)  // The direct path: no `NotificationCenter`.
            return
        }
        // Branches instead of `descriptor.encoded(_:object:)`: no tuple of optionals to copy on every post.
        guard let encoder = descriptor.encoder else {
            // Inlined here, where the payload's type is known; the post reuses this thread's one-entry userInfo.
            IntactPost.post(payload, center: self, name: descriptor.name, object: object)
            return
        }
        let encodedObject: Any?
        let userInfo: [AnyHashable: Any]?
        do {
            (encodedObject, userInfo) = try encoder(payload)
        } catch {
            return  // A Codable payload that cannot be written as userInfo: reported by the encoder, nothing posted.
        }
        // `!= nil` rather than `if let`: the parameter is passed on as it is, without a copy of the existential.
        if object != nil {
            post(name: descriptor.name, object: object, userInfo: userInfo)
        } else {
            post(name: descriptor.name, object: encodedObject, userInfo: userInfo)
        }
    }

    /// Registers the observation. Inlinable, so the observation class is specialized for `Payload` where it is
    /// made: its generic metadata is then a cached reference, not a runtime lookup on every `observe`.
    @inlinable
    package func observe<Payload>(
        _ descriptor: NotificationDescriptor<Payload>,
        object: AnyObject?,
        failureSink: (@Sendable (NotificationDecodingError) -> Void)?,
        handler: @escaping @Sendable (Payload) -> Void
    ) -> Token {
        // One `Token(core:)`, made here: a token that does not escape the caller stays on its stack.
        let core = registerObservation(descriptor, object: object) { hub, shareKey in
            TypedObservation(
                hub: hub, converter: descriptor.converter, shareKey: shareKey, onFailure: failureSink, handler: handler)
        }
        return Token(core: core)
    }

    /// Registers the observation `make` builds for `descriptor` on this center, on either path: in the descriptor's
    /// direct route when it has one (no Foundation observer; no key to share decodes under, since the payload is
    /// handed on as posted), else on the hub of its name and object, with that hub's Foundation observer.
    ///
    /// Inlinable, so the observation class `make` builds is specialized where it is made.
    @inlinable
    func registerObservation<Payload>(
        _ descriptor: NotificationDescriptor<Payload>,
        object: AnyObject?,
        make: (ObservationHome, _DecodeKeyOf<Payload>?) -> DecodingObservation<Payload>
    ) -> ObservationCore {
        if let route = descriptor.directRoute {
            return route.register(center: self, object: object) { hub in make(hub, nil) }
        }
        return ObservationRegistry.register(
            center: self,
            name: descriptor.name,
            object: object,
            // Foundation's own posts of a message type reach the hub (Linux only; see `_FoundationMessageBridge`).
            bridge: { hub in
                _FoundationMessageBridge.messageObserver(for: descriptor, hub: hub, center: self, object: object)
            }
        ) { hub in make(hub, descriptor.decodeKey) }
    }
}
