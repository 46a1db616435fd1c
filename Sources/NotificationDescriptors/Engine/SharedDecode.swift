import Foundation

/// One descriptor's identity for decoding: made with the descriptor (every initializer), copied with it, never
/// shared by two descriptors.
///
/// Observations made from the same descriptor value (or copies of it) hold the same key, so they have the same
/// converter and the same `Payload` type: a post's payload decoded by one of them is the payload every other would
/// decode. That is what lets a hub decode a post once per descriptor (`SharedDecode`) and hand the result to the
/// others without a cast. Two descriptors of one name, even of the same payload type, have different keys and decode
/// apart. Observations keep their key alive (a strong reference), so a key's identity is never reused while a
/// delivery compares it.
///
/// A key made for a class payload shares nothing (`sharesDecodes == false`): each observation decodes its own
/// object, so a handler that changes the object it receives changes no other handler's. Decided once, when the
/// descriptor is made, so an `observe` pays no dynamic type check.
@usableFromInline
final class _DecodeKey: Sendable {
    let sharesDecodes: Bool

    @usableFromInline
    init<Payload>(for _: Payload.Type) {
        sharesDecodes = !(Payload.self is AnyObject.Type)
    }
}

/// One post's decoded payload (or its decoding error), for one descriptor, alive on the decoding core's stack while
/// the hub delivers the rest of the post; a chain of them, innermost first, one per descriptor met so far.
///
/// Made only inside `ObservationHub.deliverToAll`'s loop, for the length of one post: nothing is kept across posts,
/// across hubs (another center, another `object:` filter, another name) or across descriptors.
struct SharedDecode {
    /// The descriptor's key (`_DecodeKey`); the cores holding it keep it alive for the whole post.
    let key: ObjectIdentifier
    /// The decoded payload, typed by the descriptor's `Payload`; `nil` when decoding failed.
    let payload: UnsafeRawPointer?
    /// The decoding error, when decoding failed.
    let failure: UnsafePointer<NotificationDecodingError>?
    /// The decodes of other descriptors earlier in this post.
    let parent: UnsafePointer<SharedDecode>?

    /// The decode of `key` in `chain`, if one of its observations already decoded this post.
    @inline(__always)
    static func find(_ key: ObjectIdentifier, in chain: UnsafePointer<SharedDecode>?) -> UnsafePointer<SharedDecode>? {
        var link = chain
        while let current = link {
            if current.pointee.key == key { return current }
            link = current.pointee.parent
        }
        return nil
    }
}

/// The delivery of one post to a hub's members, in registration order: the first observation, then the others as
/// they were when the post began (`snapshot`, held by the caller for the whole loop).
struct HubDeliveryLoop {
    let first: Unmanaged<ObservationCore>?
    let others: UnsafeBufferPointer<ObservationCore?>
    let notification: Notification
    /// The posting thread's delivery frame, read once per post.
    let frame: Unmanaged<DeliveryFrame>

    var count: Int { others.count + 1 }

    /// The member at `index` (0 is the first observation), unretained: the hub or the snapshot holds it.
    @inline(__always)
    func member(at index: Int) -> Unmanaged<ObservationCore>? {
        guard index > 0 else { return first }
        guard let base = UnsafeRawPointer(others.baseAddress) else { return nil }
        return base.load(
            fromByteOffset: (index - 1) * MemoryLayout<ObservationCore?>.stride,
            as: Unmanaged<ObservationCore>?.self
        )
    }

    /// Delivers to the members from `start` on. A member whose descriptor decoded this post already (found in
    /// `chain`) gets that result; the first live member of a descriptor not yet decoded decodes it and carries the
    /// rest of the loop on itself (`ObservationCore.decodeOnce`), with its result added to the chain, so the loop
    /// continues inside the stack frame that holds the payload. Order is registration order throughout.
    func run(from start: Int, _ chain: UnsafePointer<SharedDecode>?) {
        var index = start
        while index < count {
            if let member = member(at: index) {
                let handedOn = member._withUnsafeGuaranteedRef { core in
                    deliver(to: core, at: index, chain)
                }
                if handedOn { return }
            }
            index += 1
        }
    }

    /// Delivers to one member; returns `true` when that member took over the rest of the loop.
    @inline(__always)
    private func deliver(to core: ObservationCore, at index: Int, _ chain: UnsafePointer<SharedDecode>?) -> Bool {
        guard let key = core.decodeKey.map(ObjectIdentifier.init) else {
            // A class payload: every observation decodes its own (a handler may change the object it gets).
            core.deliver(notification)
            return false
        }
        if let decoded = SharedDecode.find(key, in: chain) {
            core.deliverDecoded(decoded, in: frame)
            return false
        }
        // Cancelled already: no decode on its account (a race with a cancel is settled by the gate, as ever).
        if core.isCancelled { return false }
        core.decodeOnce(self, from: index, chain)
        return true
    }
}
