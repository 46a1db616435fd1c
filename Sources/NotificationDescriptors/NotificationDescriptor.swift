public import Foundation

/// A notification name paired with the typed payload it carries, and the conversions between that payload and the
/// notification's `object` and `userInfo`.
///
/// Describe an existing `userInfo` notification once, then observe, post and parse it with types:
///
/// ```swift
/// struct CounterChanged { var count: Int; var delta: Int }
///
/// extension NotificationDescriptor where Payload == CounterChanged {
///     static let counterChanged = NotificationDescriptor(
///         Notification.Name("CounterChanged"),
///         decode: { note in
///             CounterChanged(count: try note.value(for: "count"), delta: try note.value(for: "delta"))
///         },
///         encode: { (object: nil, userInfo: ["count": $0.count, "delta": $0.delta]) }
///     )
/// }
/// ```
///
/// A descriptor is a value: copy it, store it in a `static let`, share it between threads.
public struct NotificationDescriptor<Payload>: Sendable {
    /// The name of the notification this descriptor reads and posts.
    public let name: Notification.Name

    /// Reads a payload from a notification: the intact payload when that is how it travelled, else the legacy
    /// (object + userInfo) form. Built by the `@inlinable` initializers, so the intact check is specialized for
    /// `Payload` in the module that makes the descriptor (no runtime metadata lookup per delivery).
    @usableFromInline
    let converter: @Sendable (Notification) throws -> Payload

    /// This descriptor's identity for sharing decodes, made by every initializer and copied with the descriptor:
    /// the observations of one descriptor on a hub decode a post once between them. Made for every `carrying:`
    /// descriptor and, by the initializers of `NotificationDescriptor+Sendable.swift` (chosen for a `Payload` that
    /// is `Sendable` where the descriptor is made), for every `Sendable` payload; otherwise `nil` unless `Payload`
    /// is a ``ValueSemanticPayload`` (then every observation decodes for itself). See `_DecodeKey`.
    @usableFromInline
    let decodeKey: _DecodeKeyOf<Payload>?

    /// Writes a payload as object + userInfo; `nil` means the payload travels intact. Throws only where a `Codable`
    /// payload could not be written (the encoder has already reported it): then nothing is posted.
    @usableFromInline
    let encoder: (@Sendable (Payload) throws -> (object: Any?, userInfo: [AnyHashable: Any]?))?

    /// The route of a ``NotificationDelivery/typedObserversOnly`` descriptor: posts and observations go through it,
    /// not through `NotificationCenter`. `nil` (every other descriptor) means interoperable. Set only by
    /// ``init(carrying:name:delivery:)``. `DirectPathTests.deliveryKeptByCopies` checks copies of every kind.
    @usableFromInline
    var directRoute: DirectRouteOf<Payload>? = nil

    /// An observe-only descriptor: `decode` reads the payload from a notification's `object` and `userInfo`.
    ///
    /// Posting through it is still possible: the payload then travels intact to typed observers.
    /// `decode` may throw any error; ``decode(_:)`` turns it into a ``NotificationDecodingError``.
    @inlinable
    public init(_ name: Notification.Name, decode: @escaping @Sendable (Notification) throws -> Payload) {
        self.init(
            name, converter: Self.intactFirst(decode), decodeKey: _DecodeKey.make(for: Payload.self), encoder: nil)
    }

    /// A two-way descriptor: `decode` reads the payload, `encode` writes it as the documented `object` and
    /// `userInfo`, so raw `NotificationCenter` observers see the keys they expect.
    @inlinable
    public init(
        _ name: Notification.Name,
        decode: @escaping @Sendable (Notification) throws -> Payload,
        encode: @escaping @Sendable (Payload) -> (object: Any?, userInfo: [AnyHashable: Any]?)
    ) {
        self.init(
            name, converter: Self.intactFirst(decode), decodeKey: _DecodeKey.make(for: Payload.self), encoder: encode)
    }

    /// A two-way descriptor whose `encode` may refuse a payload (a `Codable` payload that cannot be written as
    /// `userInfo`): it reports the failure itself and throws, and the post is dropped. `decodeKey` as the caller
    /// decides it (see ``decodeKey``).
    @usableFromInline
    init(
        _ name: Notification.Name,
        decode: @escaping @Sendable (Notification) throws -> Payload,
        refusableEncode: @escaping @Sendable (Payload) throws -> (object: Any?, userInfo: [AnyHashable: Any]?),
        decodeKey: _DecodeKeyOf<Payload>?
    ) {
        self.init(name, converter: Self.intactFirst(decode), decodeKey: decodeKey, encoder: refusableEncode)
    }

    /// The one initializer every other calls.
    @usableFromInline
    init(
        _ name: Notification.Name,
        converter: @escaping @Sendable (Notification) throws -> Payload,
        decodeKey: _DecodeKeyOf<Payload>?,
        encoder: (@Sendable (Payload) throws -> (object: Any?, userInfo: [AnyHashable: Any]?))?
    ) {
        self.name = name
        self.converter = converter
        self.decodeKey = decodeKey
        self.encoder = encoder
        _FoundationMessageBridge.noteDescriptor(of: Payload.self, name: self.name)
    }

    /// An app-defined notification whose payload travels intact, without a `userInfo` format.
    ///
    /// The default name is the module-qualified type name, such as `MyApp.CounterDidChange`, so payload types of
    /// the same name in two modules never meet. Observers receive the very value that was posted, all of them the
    /// same one: the observers of one descriptor read a post's payload once between them.
    ///
    /// One exception: when `Payload` is also one of Foundation's `NotificationCenter.MainActorMessage` or
    /// `AsyncMessage` types, the default name is `MyApp.CounterDidChange#payload`. Foundation registers messages under
    /// their qualified type name in the same table as notifications and force-casts what it finds there, so a
    /// notification under exactly that name would abort the process in the message's observers (and a message post
    /// would abort ours). An explicit `name:` equal to the message type's name stops the process (in release builds
    /// too) with a message that says so and names the fix, as in every initializer. (On Apple platforms the
    /// descriptor's name is the message's name: see `NotificationCenter+FoundationMessages.swift`.)
    @inlinable
    public init(carrying type: Payload.Type, name: Notification.Name? = nil) {
        let converter: @Sendable (Notification) throws -> Payload = { note in
            if let intact = _IntactPayload<Payload>.payload(in: note) { return intact }
            #if canImport(Darwin)
                // Foundation's post of a payload that is also its message (Apple 26) adds the message itself under a
                // key of its own: the payload then is one of two entries.
                if note.userInfo?.count == 2, let values = note.userInfo?.values {
                    for case let intact as _IntactPayload<Payload> in values {
                        if let payload = intact.value { return payload }
                    }
                }
            #endif
            throw _IntactPayload<Payload>.missing(in: note)
        }
        // Always a key: every observer receives the posted value itself, so one read of it serves them all.
        self.init(
            name ?? Self.defaultName(for: type), converter: converter, decodeKey: _DecodeKeyOf<Payload>(), encoder: nil)
    }

    /// The module-qualified type name, kept apart from Foundation's name for the same type when it is also a message.
    @usableFromInline
    static func defaultName(for type: Payload.Type) -> Notification.Name {
        let qualified = String(reflecting: type)
        // Foundation's message protocols exist only in the 26 SDKs (Xcode 26, the first with Swift 6.2) and in
        // swift-corelibs-foundation from Swift 6.2 on; older SDKs do not declare them, and no type can conform there.
        #if compiler(>=6.2)
            if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
                if type is any NotificationCenter.MainActorMessage.Type
                    || type is any NotificationCenter.AsyncMessage.Type
                {
                    return Notification.Name(qualified + "#payload")
                }
            }
        #endif
        return Notification.Name(qualified)
    }

    /// `convert`, after a check for an intact payload (a one-entry `userInfo`, so the legacy path pays a `count`).
    @inlinable
    static func intactFirst(
        _ convert: @escaping @Sendable (Notification) throws -> Payload
    ) -> @Sendable (Notification) throws -> Payload {
        { note in
            if let intact = _IntactPayload<Payload>.payload(in: note) { return intact }
            return try convert(note)
        }
    }

    /// Reads the payload of `notification`, whether it was posted in the legacy format or intact.
    ///
    /// - Throws: a ``NotificationDecodingError`` naming the notification. A `DecodingError` thrown by the converter
    ///   becomes one with its coding path; an error of any other type is wrapped as
    ///   ``NotificationDecodingError/Reason/invalidValue(key:message:)``.
    public func decode(_ notification: Notification) throws(NotificationDecodingError) -> Payload {
        try Self.decode(notification, with: converter)
    }

    /// Reads the payload of a notification with this descriptor's name and the given `object` and `userInfo`, for
    /// example a payload captured in a log or written by hand in a test.
    public func decode(object: Any? = nil, userInfo: [AnyHashable: Any]?) throws(NotificationDecodingError) -> Payload {
        try decode(Notification(name: name, object: object, userInfo: userInfo))
    }

    /// The notification that posting `payload` produces: the legacy `object` and `userInfo` when the descriptor
    /// has an encoder, the intact payload otherwise. A non-nil `object` replaces the one the encoder gives.
    ///
    /// A `Codable` payload that cannot be written as `userInfo` is reported to
    /// ``NotificationDiagnostics/encodingFailureHandler`` (where a post would post nothing) and carried intact here,
    /// so that a test can still see the value.
    public func notification(_ payload: Payload, object: Any? = nil) -> Notification {
        let parts = encoded(payload, object: object)
        return Notification(name: name, object: parts.object, userInfo: parts.userInfo)
    }

    /// The `object` and `userInfo` that posting `payload` produces.
    ///
    /// Always inlined: a call would pass `NotificationDescriptor<Payload>`'s metadata, a runtime lookup per post.
    @inline(__always)
    package func encoded(_ payload: Payload, object: Any?) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
        guard let encoder, let parts = try? encoder(payload) else {
            return (object, _IntactPayload.userInfo(carrying: payload))
        }
        return (object ?? parts.object, parts.userInfo)
    }

    /// Whether this descriptor writes a legacy `userInfo` when posting (it has an encoder). For the package's catalog
    /// tool and tests; not API.
    package var hasEncoder: Bool { encoder != nil }

    /// The one decoding path: the converter (which takes an intact payload first); any error it throws comes out as
    /// a ``NotificationDecodingError`` naming the notification.
    static func decode(
        _ notification: Notification,
        with converter: @Sendable (Notification) throws -> Payload
    ) throws(NotificationDecodingError) -> Payload {
        do {
            return try converter(notification)
        } catch {
            // The one place an error becomes a `NotificationDecodingError` naming the notification: a converter's own
            // error, or a `DecodingError` of the userInfo coder (with its path, preview and rule).
            var named = _UserInfoDecoderImpl.notificationError(error, userInfoIsNil: notification.userInfo == nil)
            named.name = notification.name
            throw named
        }
    }
}

extension NotificationDescriptor where Payload == Void {
    /// A notification without payload: observers are told only that it was posted.
    public init(_ name: Notification.Name) {
        self.init(name, decode: { _ in () }, encode: { _ in (object: nil, userInfo: nil) })
    }
}
