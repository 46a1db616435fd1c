internal import CNotificationAtomics
import Foundation

/// One descriptor's identity for sharing decodes, made by every `carrying:` initializer, by every initializer of a
/// `Payload` known to be `Sendable` where the descriptor is made, and by the others when `Payload` conforms to
/// ``ValueSemanticPayload`` (no key otherwise: each observation then decodes for itself); copied with the descriptor.
///
/// Observations holding the same key were made from the same descriptor value (or copies of it), so they have the
/// same converter and the same `Payload`: the payload one of them decodes from a post is the one each other would
/// decode, and it is handed over without a cast. That the payload types agree is the types' doing, not a convention:
/// every key is a `_DecodeKeyOf<Payload>`, a descriptor of `Payload` holds only a key of its own `Payload`, and only
/// `DecodingObservation<Payload>` can give an observation a key, one of its `Payload` (`ObservationCore`'s initializer
/// is `fileprivate`): so an observation holding a given key is a `DecodingObservation` of that key's `Payload`. Two descriptors never share a key, even of the same name and type.
/// Observations keep their key alive (a strong reference), so its identity is never reused while a delivery compares
/// it.
///
/// `@unchecked Sendable`: `observationsStorage` is accessed only atomically (C11 atomics), through `observations`.
@usableFromInline
class _DecodeKey: @unchecked Sendable {
    /// How many observations were ever made with this key; never decreases. It must stay the first stored property
    /// (`observations` finds it right after the object's header).
    private var observationsStorage: Int64 = 0

    @usableFromInline
    init() {
        assert(
            withUnsafeMutablePointer(to: &observationsStorage) { $0 } == observations,
            "_DecodeKey.observationsStorage is not its first stored property"
        )
    }

    /// The key for a descriptor of a `Payload` not known to be `Sendable`: `nil` unless `Payload` conforms to
    /// ``ValueSemanticPayload``.
    ///
    /// Inlinable: in the module that makes the descriptor the check is specialized for the concrete `Payload`, a
    /// constant there.
    @inlinable
    static func make<Payload>(for _: Payload.Type) -> _DecodeKeyOf<Payload>? {
        Payload.self is any ValueSemanticPayload.Type ? _DecodeKeyOf<Payload>() : nil
    }

    @inline(__always)
    private var observations: UnsafeMutablePointer<Int64> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: Int64.self)
    }

    /// Counts one more observation made with this key (before it joins its hub, so a post that sees the observation
    /// sees the count too: the hub's lock orders them).
    func noteObservation() {
        cnd_add_release(observations, 1)
    }

    /// Whether two or more observations were ever made with this key: only then can a post meet two of them.
    @inline(__always)
    var mayHaveSeveralObservations: Bool {
        cnd_load_acquire(observations) > 1
    }
}

/// The decode key of a descriptor of `Payload`: its type says which payload type the observations holding it decode.
@usableFromInline
final class _DecodeKeyOf<Payload>: _DecodeKey, @unchecked Sendable {
    // @unchecked Sendable: as for `_DecodeKey`; it adds no state.
    @usableFromInline
    override init() { super.init() }
}

/// The members of a hub a post is delivered to, in registration order: the first observation, then the others as
/// they were when the post began (`others`, a snapshot its caller holds for the whole post).
struct HubDelivery {
    let first: Unmanaged<ObservationCore>?
    let others: UnsafeBufferPointer<ObservationCore?>
    /// The post, borrowed from the hub's block for the length of the loop (a copy would retain its three parts).
    let post: UnsafePointer<Notification>

    /// The post being delivered.
    @inline(__always)
    var notification: Notification { post.pointee }

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

    /// Delivers the post to every member, in order, with one loop: stack use does not grow with the number of
    /// members or descriptors.
    ///
    /// A member whose descriptor shares decodes (`ObservationCore.sharesDecodes`) starts a *run*: its observation
    /// decodes the post once (inside its own gate) and hands the result to it and to every following member of the
    /// same descriptor, up to the first member of another one (`DecodingObservation.deliverRun`), then returns where
    /// the run ended. When members of that descriptor may follow further on, the result is kept in `decodes` for
    /// them until the post ends. Every other member decodes for itself, as with one observer.
    func run() {
        var decodes = SharedDecodes()
        var index = 0
        while index < count {
            guard let member = member(at: index) else {
                index += 1
                continue
            }
            let next = member._withUnsafeGuaranteedRef { core -> Int in
                guard core.sharesDecodes else {
                    core.deliver(notification)
                    return index + 1
                }
                return core.deliverRun(self, from: index, decodes: &decodes)
            }
            index = max(next, index + 1)
        }
        decodes.release()
    }
}

/// The decodes of one post kept for members further on than the run that made them: a payload copy or an error per
/// descriptor, owned by the loop (`HubDelivery.run`) and released when the post ends. Empty, it allocates nothing.
struct SharedDecodes {
    struct Entry {
        /// The descriptor's key (`_DecodeKey`), kept alive by the observations that hold it.
        let key: ObjectIdentifier
        /// The payload, typed by the descriptor's `Payload`; `nil` when decoding failed.
        let payload: UnsafeMutableRawPointer?
        /// The decoding error, when decoding failed.
        let failure: UnsafeMutablePointer<NotificationDecodingError>?
        /// The observation that made the entry, which knows `payload`'s type and releases it (the hub or the
        /// snapshot keeps it alive for the whole post).
        let owner: Unmanaged<ObservationCore>
    }

    private var entries: ContiguousArray<Entry> = []
    /// Where each key's entry is, once there are more than a few (a linear search below that).
    private var positions: [ObjectIdentifier: Int]?

    /// The entry kept for `key`, if a run of its descriptor kept one in this post.
    @inline(__always)
    func entry(for key: ObjectIdentifier) -> Entry? {
        if entries.isEmpty { return nil }
        if let positions { return positions[key].map { entries[$0] } }
        return entries.first { $0.key == key }
    }

    /// Keeps `entry` until the post ends.
    mutating func keep(_ entry: Entry) {
        entries.append(entry)
        if positions != nil {
            positions?[entry.key] = entries.count - 1
        } else if entries.count > 8 {
            positions = Dictionary(
                entries.indices.map { (entries[$0].key, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Releases every kept payload and error.
    func release() {
        for entry in entries {
            if let payload = entry.payload {
                entry.owner._withUnsafeGuaranteedRef { $0.releaseKept(payload) }
            }
            if let failure = entry.failure {
                failure.deinitialize(count: 1)
                failure.deallocate()
            }
        }
    }
}
