import Foundation

/// Posts a payload intact through a one-entry `userInfo` that each thread keeps and reuses, in a carrier that the
/// thread reuses too once nothing can reach it.
///
/// A fresh `[intactKey: payload]` per post costs an allocation of dictionary storage, a hash of the key and a free;
/// a payload wider than three words, boxed into the `Any`, one more allocation and free. Each thread instead keeps
/// one dictionary with the single entry and, between posts, the carrier (`_IntactCarrierOf<Payload>`) of its last
/// post whose payload type is the next post's: a post moves the payload into that carrier (or a new one), writes the
/// carrier's one reference (`_IntactPayload`) into the dictionary's entry in place (`values[index] = ...`: no
/// hashing, no box), hands the dictionary to Foundation, and afterwards overwrites the entry with `()`.
///
/// The proofs that nothing a posted notification carries ever changes:
///
/// - The dictionary: copy-on-write. While Foundation's `Notification` holds it, it is not uniquely referenced, so a
///   post nested in a handler, or one after an observer kept a notification, copies the storage before writing.
/// - The carrier: kept for reuse only when `isKnownUniquelyReferenced` says this post's reference is the only one
///   left, the same proof (and the same memory ordering) that copy-on-write relies on. Everything that can reach a
///   carrier holds a strong reference to it: a kept notification, dictionary or value holds a copy of
///   `_IntactPayload`, whose one field is that reference; `_IntactPayload` is not public, and its mirror shows the
///   payload, never the carrier, so no weak or unowned reference to a carrier can be made. A carrier that is still
///   referenced keeps its payload and is left to its holders.
///
/// The payload is released when the post returns (the carrier's `value` set to `nil` before it is kept), as before;
/// a carrier that is still referenced is left to its holders, with its payload.
@usableFromInline
enum IntactPost {
    /// A thread's dictionary with the one entry and its spare carrier, made on the thread's first post and freed when
    /// the thread exits.
    @usableFromInline
    final class Slot {
        /// Touched only by its own thread (a nested post included), so these skip the dynamic exclusivity checks.
        @exclusivity(unchecked) var userInfo: [AnyHashable: Any] = [_intactPayloadHashableKey: ()]
        /// The carrier of an earlier post, which nothing else refers to and whose payload is released; `nil` while
        /// a post uses it.
        @exclusivity(unchecked) @usableFromInline var spare: _IntactCarrier?
    }

    /// Each thread's slot.
    private static let perThread = _PerThread<Slot>()

    /// This thread's slot (not retained: only the thread's exit frees it).
    @usableFromInline
    static var slot: Unmanaged<Slot> {
        perThread.current(orMake: Slot.init)
    }

    /// The spare carrier of `slot` when it carries payloads of exactly `type`, taken out of the slot.
    @usableFromInline
    static func takeSpare(_ slot: Unmanaged<Slot>, ifOf type: _IntactCarrier.Type) -> _IntactCarrier? {
        slot._withUnsafeGuaranteedRef { slot in
            guard let spare = slot.spare, ObjectIdentifier(Swift.type(of: spare)) == ObjectIdentifier(type) else {
                return nil
            }
            // Moved out, not copied: the slot's reference becomes the caller's.
            return slot.spare.take()
        }
    }

    /// Posts `payload` intact. Inlined where the payload's type is known, so the carrier is allocated (when no spare
    /// one fits), filled and emptied without runtime metadata lookups.
    @inlinable
    static func post<Payload>(
        _ payload: consuming Payload, center: NotificationCenter, name: Notification.Name, object: Any?
    ) {
        let slot = Self.slot
        var carrier: _IntactCarrierOf<Payload>
        if let spare = takeSpare(slot, ifOf: _IntactCarrierOf<Payload>.self) {
            // Exactly that class (compared above), so no cast.
            carrier = unsafeDowncast(spare, to: _IntactCarrierOf<Payload>.self)
            carrier.value = consume payload
        } else {
            carrier = _IntactCarrierOf(consume payload)
        }
        post(_IntactPayload(carrier: carrier), slot: slot, center: center, name: name, object: object)
        // Only this reference left: no notification, dictionary or value refers to the carrier (see the type's
        // comment), so nothing can see it change.
        guard isKnownUniquelyReferenced(&carrier) else { return }
        // Releases the payload now, as a carrier that is not reused would; this may run a deinit that posts again
        // (that post uses another carrier: this one is not in the slot yet, and is replaced there below).
        carrier.value = nil
        // Moved in, not copied: this reference becomes the slot's.
        slot.takeUnretainedValue().spare = consume carrier
    }

    /// Posts `entry` (an `_IntactPayload`) under the intact key, in this thread's dictionary.
    ///
    /// Not generic, so not inlined into the caller: one call per post.
    @usableFromInline
    static func post(
        _ entry: consuming Any, slot: Unmanaged<Slot>, center: NotificationCenter, name: Notification.Name,
        object: Any?
    ) {
        let slot = slot.takeUnretainedValue()
        setEntry(of: &slot.userInfo, to: entry)
        center.post(name: name, object: object, userInfo: slot.userInfo)
        // A nested post may have replaced the storage meanwhile (copy on write); either way it has the one entry.
        setEntry(of: &slot.userInfo, to: ())
    }

    /// Writes the one entry's value in place. Through `inout`, so finding the entry reads the dictionary where it is
    /// instead of a copy of it (a retain and a release each).
    @inline(__always)
    private static func setEntry(of userInfo: inout [AnyHashable: Any], to value: consuming Any) {
        userInfo.values[userInfo.startIndex] = value
    }
}
