import Foundation

/// The one `userInfo` key under which a payload posted without an encoder travels.
///
/// Its hash is constant and cheap; readers never look it up: a one-entry `userInfo` whose value is an
/// `_IntactPayload<Payload>` is recognised by a single cast, so the legacy path pays only a `count` check.
package struct _IntactPayloadKey: Hashable, Sendable, CustomStringConvertible {
    package init() {}
    package func hash(into hasher: inout Hasher) {}
    package static func == (lhs: Self, rhs: Self) -> Bool { true }
    /// How the key appears in messages and when a raw observer prints `userInfo`.
    package var description: String { _IntactPayloadKey.rawName }
    /// The key's name in messages.
    package static let rawName = "NotificationDescriptors.payload"
}

/// The intact payload's key as `userInfo` holds it, made once: wrapping it anew costs a conformance lookup per post.
// nonisolated(unsafe): an immutable `let` wrapping a stateless Sendable struct; AnyHashable is only not declared
// Sendable because it could wrap anything.
@usableFromInline
nonisolated(unsafe) let _intactPayloadHashableKey = AnyHashable(_IntactPayloadKey())

/// A payload travelling intact in `userInfo`, typed by its payload so a cast recognises it exactly.
@usableFromInline
package struct _IntactPayload<Payload>: _AnyIntactPayload {
    @usableFromInline
    package let value: Payload

    @usableFromInline
    package init(value: Payload) {
        self.value = value
    }

    @inlinable
    package static func userInfo(carrying payload: Payload) -> [AnyHashable: Any] {
        [_intactPayloadHashableKey: _IntactPayload(value: payload)]
    }

    /// The intact payload in `notification`, if that is how it travelled.
    @inlinable
    package static func payload(in notification: Notification) -> Payload? {
        // Counted in place (a borrow, not a copy of the dictionary): the legacy path pays no retain for the check.
        guard notification.userInfo?.count == 1, let userInfo = notification.userInfo else { return nil }
        return payload(inOneEntry: userInfo)
    }

    /// The intact payload in a one-entry `userInfo`, if it is one.
    ///
    /// Never inlined: unspecialized, the cast needs `_IntactPayload<Payload>`'s metadata, a runtime lookup that the
    /// compiler hoists to the top of the caller, where the legacy path (several keys) would pay it on every delivery.
    @inlinable @inline(never)
    package static func payload(inOneEntry userInfo: [AnyHashable: Any]) -> Payload? {
        guard let intact = userInfo.first?.value as? _IntactPayload<Payload> else { return nil }
        return intact.value
    }

    /// The error for a `carrying:` descriptor handed a notification that does not hold its payload intact.
    @usableFromInline
    static func missing(in notification: Notification) -> NotificationDecodingError {
        let expected = _typeName(Payload.self)
        guard let userInfo = notification.userInfo else {
            return NotificationDecodingError(name: notification.name, reason: .missingUserInfo)
        }
        if userInfo.count == 1, let entry = userInfo.first, entry.key.base is _IntactPayloadKey {
            let actual = (entry.value as? any _AnyIntactPayload)?.payloadTypeName ?? _describeType(of: entry.value)
            return NotificationDecodingError(
                name: notification.name,
                reason: .typeMismatch(key: _IntactPayloadKey.rawName, expected: expected, actual: actual)
            )
        }
        return NotificationDecodingError(name: notification.name, reason: .missingKey(_IntactPayloadKey.rawName))
    }
}

/// Any intact payload, whatever its type: lets an error message name the payload type that did arrive.
package protocol _AnyIntactPayload {
    var payloadTypeName: String { get }
}

extension _IntactPayload {
    package var payloadTypeName: String { _typeName(Payload.self) }
}
