public import Foundation

// Decode once for every `Sendable` payload. A `Sendable` value is one that may be shared, and observers of a
// descriptor already share what a post carries (as Foundation hands every observer the same `userInfo`), so the
// observers of one descriptor on a center share one decode of each post.
//
// Why these overloads stay: whether `Payload` is `Sendable` cannot be asked at run time (`Sendable` leaves no trace in a type's metadata), so
// it is decided where the descriptor is made: these initializers have the same signatures as the general ones and,
// being more constrained, are the ones Swift picks whenever the code making a descriptor knows its payload to be
// `Sendable`. Generic code that makes a descriptor of an unconstrained `Payload` gets the general initializer and its
// rule (shared only for a ``ValueSemanticPayload``); a generic caller states `Payload: Sendable` to share.

extension NotificationDescriptor where Payload: Sendable {
    /// An observe-only descriptor of a `Sendable` payload: `decode` reads the payload from a notification's `object`
    /// and `userInfo`, once per post for all the descriptor's observers on a center.
    ///
    /// The same as the general form of this initializer, which Swift chooses for a payload it does not know to be
    /// `Sendable`; there each observer decodes for itself unless the payload is a ``ValueSemanticPayload``.
    @inlinable
    public init(_ name: Notification.Name, decode: @escaping @Sendable (Notification) throws -> Payload) {
        self.init(name, converter: Self.intactFirst(decode), decodeKey: _DecodeKeyOf<Payload>(), encoder: nil)
    }

    /// A two-way descriptor of a `Sendable` payload: `decode` reads the payload, once per post for all the
    /// descriptor's observers on a center, and `encode` writes it as the documented `object` and `userInfo`.
    ///
    /// The same as the general form of this initializer, which Swift chooses for a payload it does not know to be
    /// `Sendable`; there each observer decodes for itself unless the payload is a ``ValueSemanticPayload``.
    @inlinable
    public init(
        _ name: Notification.Name,
        decode: @escaping @Sendable (Notification) throws -> Payload,
        encode: @escaping @Sendable (Payload) -> (object: Any?, userInfo: [AnyHashable: Any]?)
    ) {
        self.init(name, converter: Self.intactFirst(decode), decodeKey: _DecodeKeyOf<Payload>(), encoder: encode)
    }
}
