public import Foundation

extension NotificationDescriptor where Payload: Decodable & SendableMetatype {
    /// An observe-only descriptor whose payload is decoded from `userInfo` with ``UserInfoDecoder``: each stored
    /// property is a `userInfo` key, named by the payload's `CodingKeys`.
    ///
    /// Posting through it is still possible: the payload then travels intact to typed observers. For a payload that
    /// is also `Encodable`, the two-way form of this initializer is chosen instead.
    ///
    /// `SendableMetatype` is there because the decoder runs on the posting thread, whatever that is: every concrete
    /// type satisfies it; only a generic caller has to state it.
    @inlinable
    public init(_ name: Notification.Name, userInfo payloadType: Payload.Type) {
        self.init(name, decode: { note in try _decodeUserInfo(note) })
    }
}

extension NotificationDescriptor where Payload: Codable & SendableMetatype {
    /// A two-way descriptor whose payload is decoded from `userInfo` with ``UserInfoDecoder`` and posted as the
    /// `userInfo` that ``UserInfoEncoder`` writes: the keys of the payload's `CodingKeys`, values as legacy code
    /// stores them, so raw observers read them with plain `as?` casts.
    ///
    /// Should the payload fail to encode (its own `encode(to:)` throws, or it does not encode with a keyed
    /// container), nothing is posted: ``NotificationDiagnostics/encodingFailureHandler`` receives a
    /// ``NotificationEncodingError`` that names the notification, the path and why, so that raw and typed observers
    /// never disagree about what was posted.
    @inlinable
    public init(_ name: Notification.Name, userInfo payloadType: Payload.Type) {
        self.init(
            name, decode: { note in try _decodeUserInfo(note) }, refusableEncode: _encodeUserInfo(name),
            decodeKey: _DecodeKey.make(for: Payload.self))
    }
}

extension NotificationDescriptor where Payload: Decodable & Sendable {
    /// An observe-only descriptor of a `Sendable` payload decoded from `userInfo` with ``UserInfoDecoder``, once per
    /// post for all the descriptor's observers on a center (see `NotificationDescriptor+Sendable.swift`).
    ///
    /// The same as the general form of this initializer, which Swift chooses for a payload it does not know to be
    /// `Sendable`; there each observer decodes for itself unless the payload is a ``ValueSemanticPayload``.
    @inlinable
    public init(_ name: Notification.Name, userInfo payloadType: Payload.Type) {
        self.init(
            name, converter: Self.intactFirst { note in try _decodeUserInfo(note) }, decodeKey: _DecodeKeyOf<Payload>(),
            encoder: nil)
    }
}

extension NotificationDescriptor where Payload: Codable & Sendable {
    /// A two-way descriptor of a `Sendable` payload, decoded from `userInfo` with ``UserInfoDecoder`` once per post
    /// for all the descriptor's observers on a center, and posted as the `userInfo` that ``UserInfoEncoder`` writes
    /// (see `NotificationDescriptor+Sendable.swift`).
    ///
    /// The same as the general form of this initializer, which Swift chooses for a payload it does not know to be
    /// `Sendable`; there each observer decodes for itself unless the payload is a ``ValueSemanticPayload``.
    @inlinable
    public init(_ name: Notification.Name, userInfo payloadType: Payload.Type) {
        self.init(
            name, decode: { note in try _decodeUserInfo(note) }, refusableEncode: _encodeUserInfo(name),
            decodeKey: _DecodeKeyOf<Payload>())
    }
}

/// The encoder of a `Codable` descriptor of `name`: the payload as ``UserInfoEncoder`` writes it; a payload that
/// cannot be written is reported to ``NotificationDiagnostics/encodingFailureHandler`` and posts nothing.
@inlinable
func _encodeUserInfo<Payload: Encodable & SendableMetatype>(
    _ name: Notification.Name
) -> @Sendable (Payload) throws -> (object: Any?, userInfo: [AnyHashable: Any]?) {
    { payload in
        do {
            return (object: nil, userInfo: try UserInfoEncoder().encode(payload))
        } catch {
            _reportEncodingFailure(error, payload: payload, name: name)
            throw error
        }
    }
}

/// Tells ``NotificationDiagnostics/encodingFailureHandler`` that a payload could not be encoded as `userInfo`.
@usableFromInline
func _reportEncodingFailure(_ error: any Error, payload: Any, name: Notification.Name) {
    NotificationDiagnostics.encodingFailureHandler(NotificationEncodingError(error, payload: payload, name: name))
}

/// The payload decoded from `note`'s `userInfo`; its type comes from the caller (a closure that names `Payload.self`
/// would capture a metatype that is not `Sendable`).
@inlinable
func _decodeUserInfo<P: Decodable>(_ note: Notification) throws(NotificationDecodingError) -> P {
    try UserInfoDecoder().decode(P.self, from: note)
}
