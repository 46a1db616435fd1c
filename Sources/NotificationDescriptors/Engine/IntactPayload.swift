import Foundation

/// The one `userInfo` key under which a payload posted without an encoder travels.
///
/// Its hash is constant and cheap; readers never look it up: a one-entry `userInfo` whose value is an
/// `_IntactPayload<Payload>` is recognised by its type, so the legacy path pays only a `count` check.
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

/// Where an intact payload lives while notifications hold it: one heap object, so that `userInfo` holds the payload
/// as one reference (an `_IntactPayload`, stored inline in the `Any`, whatever the payload's size) and a post can
/// reuse the object of an earlier post once nothing can reach it any more (`IntactPost`).
///
/// Never handed out as an object: only `_IntactPayload` refers to it (its mirror shows the payload, not this), so
/// every reference to it outside `IntactPost` is a strong one held by a copy of an `_IntactPayload`, and
/// `isKnownUniquelyReferenced` proves that none is left.
@usableFromInline
class _IntactCarrier {
    @usableFromInline
    init() {}
}

/// The carrier of a `Payload`: `value` is set before the post and never changes while anything else refers to it.
@usableFromInline
final class _IntactCarrierOf<Payload>: _IntactCarrier {
    /// `nil` only in a carrier that `IntactPost` keeps for reuse, which nothing else refers to. Written only while
    /// nothing but the posting thread refers to the carrier (before its post, and once it is proven the only
    /// reference left), read only while it does not change: so it skips the dynamic exclusivity checks.
    @exclusivity(unchecked) @usableFromInline
    var value: Payload?

    @usableFromInline
    init(_ value: Payload?) {
        self.value = value
    }
}

/// A payload travelling intact in `userInfo`, typed by its payload so its type alone recognises it.
///
/// One reference wide, so an `Any` holds it inline: posting it allocates nothing but, at most, its carrier.
@usableFromInline
package struct _IntactPayload<Payload>: _AnyIntactPayload, CustomReflectable {
    @usableFromInline
    let carrier: _IntactCarrierOf<Payload>

    @usableFromInline
    init(carrier: _IntactCarrierOf<Payload>) {
        self.carrier = carrier
    }

    /// The payload (`nil` never happens for a value that `userInfo` holds: see `_IntactCarrierOf.value`).
    @inlinable
    package var value: Payload? { carrier.value }

    @inlinable
    package static func userInfo(carrying payload: Payload) -> [AnyHashable: Any] {
        [_intactPayloadHashableKey: _IntactPayload(carrier: _IntactCarrierOf(payload))]
    }

    /// The intact payload in `notification`, if that is how it travelled.
    @inlinable
    package static func payload(in notification: Notification) -> Payload? {
        guard let userInfo = notification.userInfo, userInfo.count == 1 else { return nil }
        return payload(inOneEntry: userInfo)
    }

    /// The intact payload in a one-entry `userInfo`, if it is one.
    ///
    /// The entry's type is compared with `_IntactPayload<Payload>` (one metadata pointer, made a constant by
    /// specialization) instead of a dynamic cast (about 400 instructions). Only a value that is not stored as itself
    /// (wrapped in an `Optional` or another existential, or bridged on Apple platforms) takes the cast, which unwraps
    /// those as before: the answer is the cast's in every case.
    ///
    /// Never inlined: unspecialized, the type needs a runtime metadata lookup that the compiler hoists to the top of
    /// the caller, where the legacy path (several keys) would pay it on every delivery.
    @inlinable @inline(never)
    package static func payload(inOneEntry userInfo: [AnyHashable: Any]) -> Payload? {
        guard let value = userInfo.values.first else { return nil }
        if let carrier = _intactCarrier(in: value, ifExactly: _IntactPayload<Payload>.self) {
            // The entry is exactly an `_IntactPayload<Payload>`, whose carrier is exactly this final class;
            // `userInfo` (this call's argument) holds it meanwhile.
            return carrier._withUnsafeGuaranteedRef { unsafeDowncast($0, to: _IntactCarrierOf<Payload>.self).value }
        }
        return (value as? _IntactPayload<Payload>)?.value
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

    /// What `Mirror`, `dump` and `print` show: the payload, never the carrier (see `_IntactCarrier`).
    @usableFromInline
    package var customMirror: Mirror {
        guard let value = carrier.value else { return Mirror(self, children: [:], displayStyle: .struct) }
        return Mirror(self, children: ["value": value], displayStyle: .struct)
    }
}

/// The carrier of the `_IntactPayload` that `value` holds when its type is exactly `type` (an `_IntactPayload`, not an
/// `Optional` or existential around one): a comparison of two metadata pointers where `as?` runs the runtime's
/// general cast. Not generic in the payload, so nothing here needs the payload type's metadata.
/// `type` is an `_IntactPayload` type. The carrier is not retained: whatever holds `value` holds it.
///
/// Right only while every `_IntactPayload` is exactly one stored reference, its carrier (`IntactCarrierTests`
/// checks the layout for several payloads; `unsafeBitCast` checks the size in every build, and a debug build checks
/// here that `type` is an `_IntactPayload`).
@usableFromInline
func _intactCarrier(in value: Any, ifExactly type: Any.Type) -> Unmanaged<_IntactCarrier>? {
    func open<Stored>(_ stored: Stored) -> Unmanaged<_IntactCarrier>? {
        guard Stored.self == type else { return nil }
        assert(
            stored is any _AnyIntactPayload,
            "NotificationDescriptors: broken invariant: _intactCarrier(in:ifExactly:) reads an _IntactPayload (one "
                + "stored reference, its carrier), not a \(Stored.self)")
        // Any `_IntactPayload` is a struct whose one stored property is its carrier: its bits are the reference.
        return Unmanaged.fromOpaque(unsafeBitCast(stored, to: UnsafeRawPointer.self))
    }
    return open(value)
}

/// Any intact payload, whatever its type: lets an error message name the payload type that did arrive.
package protocol _AnyIntactPayload {
    var payloadTypeName: String { get }
}

extension _IntactPayload {
    package var payloadTypeName: String { _typeName(Payload.self) }
}
