internal import CNotificationAtomics
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// The delivery engine. The DocC article "How delivery works" (Documentation.docc/HowDeliveryWorks.md) walks through
// the objects, the state word below, who waits for whom and why each atomic is there: read it first.

/// One observation: the gate that makes `cancel()` final, and the delivery of a notification to its handler.
///
/// `state` (a `StateWord`) packs a cancelled bit (bit 0), the number of deliveries that passed the gate and have not
/// returned (bits 1–31, in steps of 2), and the number of those that are parked (bits 32 and up). A delivery adds 2
/// and enters only if the bit was clear; `cancel()` sets the bit and then waits for the deliveries to return, so
/// after it returns no delivery can enter the handler.
///
/// While a thread waits inside `cancel()`, its own deliveries in progress (on any observation) are parked: moved from
/// the in-flight count to the parked count for the length of the wait, and back when it ends. A `cancel()` called from
/// inside a delivery waits only for in-flight deliveries, so cancelling from a handler, even two threads cancelling each
/// other's observations from their handlers, never deadlocks: a thread waiting in `cancel()` counts for no other such
/// thread. A `cancel()` called from outside every delivery cannot be part of such a cycle, so it also waits for parked
/// deliveries: it returns only once every handler of the observation has returned.
///
/// `@unchecked Sendable`: `stateStorage` is read and written only through `state`, atomically (C11 atomics);
/// `slot` is read and written only under the registry lock; `hub` is written at init and then read and cleared only
/// by the one `cancel()` that sets the cancelled bit; `shareKey` is immutable.
@usableFromInline
class ObservationCore: @unchecked Sendable {
    /// The state word. It must stay the first stored property: `state` finds it right after the object's header,
    /// which gives it a fixed address without an allocation of its own or an exclusivity check per access. Never
    /// read or written directly, only through `state`.
    private var stateStorage: Int64 = 0
    /// The hub this observation belongs to (a Foundation hub or a direct one); read and cleared only by the first
    /// `cancel()`.
    var hub: ObservationHome?
    /// Where this observation sits in the hub's list; guarded by the hub's lock.
    var slot = -1
    /// The descriptor's key when its observations share decodes (`_DecodeKey`: observations with the same key share
    /// a post's decode, `HubDelivery`); `nil` when each observation decodes for itself. Always a `_DecodeKeyOf` this
    /// observation's `Payload` (see `init`).
    let shareKey: _DecodeKey?

    /// `fileprivate`: only `DecodingObservation<Payload>` makes an observation, with a key of its own `Payload` (a
    /// `_DecodeKeyOf<Payload>`), so an observation holding a key is a `DecodingObservation` of that key's payload type,
    /// which lets a run of members with one key be reached without a cast (`forEachInRun`).
    fileprivate init(hub: ObservationHome, shareKey: _DecodeKey?) {
        self.hub = hub
        self.shareKey = shareKey
        shareKey?.noteObservation()
        assert(
            _getUnsafePointerToStoredProperties(self) == UnsafeMutableRawPointer(state.word)
                && withUnsafeMutablePointer(to: &stateStorage) { $0 } == state.word,
            "ObservationCore.stateStorage is not its first stored property"
        )
    }

    /// The state word, inside this object (its first stored property, whose address never changes).
    @inline(__always)
    final var state: StateWord {
        StateWord(word: _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: Int64.self))
    }

    /// Decodes `notification` and hands it to the handler or the failure sink. Overridden per payload type.
    func run(_ notification: Notification) {}

    /// Whether a post may reach other observations sharing this one's decode (its descriptor has a key and was
    /// observed more than once).
    @inline(__always)
    final var sharesDecodes: Bool {
        shareKey?.mayHaveSeveralObservations ?? false
    }

    /// `shareKey`'s identity, compared on delivery without a retain (the observation keeps the key alive).
    @inline(__always)
    final var shareKeyID: ObjectIdentifier? {
        shareKey.map(ObjectIdentifier.init)
    }

    /// Delivers the post of `delivery` to this member (at `start`) and to the members of the same descriptor right
    /// after it, from one decode; returns the index of the first member it did not handle. Overridden per payload
    /// type (`DecodingObservation`); only observations with a `shareKey` get here.
    func deliverRun(_ delivery: HubDelivery, from start: Int, decodes: inout SharedDecodes) -> Int {
        deliver(delivery.notification)
        return start + 1
    }

    /// Releases a payload this observation kept in a post's `SharedDecodes` (it alone knows its type).
    func releaseKept(_ payload: UnsafeMutableRawPointer) {}

    var isCancelled: Bool { state.isCancelled }

    /// Called by the hub for every matching post.
    @inline(__always)
    final func deliver(_ notification: Notification) {
        throughGate { run(notification) }
    }

    /// Runs `body` as one delivery of this observation unless it is cancelled; returns whether it ran.
    ///
    /// Every entry into a handler goes through here (the posting thread's, and the main actor's for queued
    /// deliveries), so `cancel()` waits for all of them.
    @inline(__always)
    @discardableResult
    final func throughGate(_ body: () -> Void) -> Bool {
        guard state.enter() else { return false }
        DeliveryFrame.enter(self, body)
        return true
    }

    /// `throughGate(_:)` with this thread's `DeliveryFrame` already at hand.
    @inline(__always)
    @discardableResult
    final func throughGate(in frame: Unmanaged<DeliveryFrame>, _ body: () -> Void) -> Bool {
        guard state.enter() else { return false }
        DeliveryFrame.enter(self, in: frame, body)
        return true
    }

    /// Ends the observation; when it returns, the handler is never entered again.
    ///
    /// The first call also lets go of the handler and everything it captured, once no delivery can read it any more
    /// (a token kept after `cancel()` keeps nothing of the observation alive but this object).
    final func cancel() {
        let state = self.state
        // Cancelled, nothing in flight or parked, the closures released (the first cancel's release counts until it
        // is done; this acquiring load sees its releasing end): there is nothing to wait for.
        if state.isSettled { return }
        // The first call sets the cancelled bit and, in the same atomic step, counts its release of the closures as a
        // parked delivery: every `cancel()` made from outside a delivery waits for it, so whichever call returns, the
        // handler's captures are already gone. (Counted as parked, not in flight, while this call itself waits, so a
        // handler cancelling its own observation meanwhile never waits for it: no deadlock.)
        let isFirst = state.beginCancel()
        if isFirst {
            ObservationRegistry.remove(self)
        }
        // This thread's deliveries in progress, if any (a cancel from inside a handler): parked while it waits.
        let deliveries = DeliveryFrame.currentThreadDeliveries
        let insideDelivery = deliveries != nil
        deliveries?.park(true)
        Self.wait {
            state.hasDrained(
                includingParked: !insideDelivery,
                leaving: isFirst && !insideDelivery ? StateWord.parkedStep : 0
            )
        }
        deliveries?.park(false)
        if isFirst {
            // The pending release becomes a delivery of its own: in flight while the closures (and whatever their
            // captures' deinits do, a cancel of this very token included) run, and gone when they are.
            state.beginRelease()
            DeliveryFrame.enter(self) { releaseClosures() }
        }
    }

    /// Waits, yielding and then sleeping in growing steps, until `done` returns `true`.
    private static func wait(until done: () -> Bool) {
        var rounds = 0
        while !done() {
            rounds += 1
            if rounds < 64 {
                sched_yield()
            } else {
                usleep(UInt32(min(rounds, 1000)))
            }
        }
    }

    /// Decodes `notification` and hands the payload to `deliver`, or the error to exactly one sink: `onFailure`,
    /// else ``NotificationDiagnostics/decodingFailureHandler``.
    ///
    /// The payload goes to a closure rather than out as an `Optional`: the observation classes are generic, their
    /// `run` is not specialized, and wrapping an unknown `Payload` in an `Optional` costs about 500 instructions.
    @inline(__always)
    static func decode<Payload>(
        _ notification: Notification,
        with converter: @Sendable (Notification) throws -> Payload,
        reportingTo onFailure: (@Sendable (NotificationDecodingError) -> Void)?,
        then deliver: (Payload) -> Void
    ) {
        let payload: Payload
        do {
            payload = try NotificationDescriptor<Payload>.decode(notification, with: converter)
        } catch {
            report(error, to: onFailure)
            return
        }
        deliver(payload)
    }

    /// Hands `error` to exactly one sink: `onFailure`, else ``NotificationDiagnostics/decodingFailureHandler``.
    @inline(__always)
    static func report(
        _ error: NotificationDecodingError, to onFailure: (@Sendable (NotificationDecodingError) -> Void)?
    ) {
        if let onFailure {
            onFailure(error)
        } else {
            NotificationDiagnostics.decodingFailureHandler(error)
        }
    }

    /// Drops the closures a delivery calls. Runs once, after every delivery has passed the point where it reads them:
    /// a delivery reads its closures into locals before it calls any of them, and the wait in `cancel()` (an
    /// acquiring load of the count each delivery releases) orders those reads before this write.
    func releaseClosures() {}
}

/// An observation of one descriptor of `Payload`: its converter and failure sink, and the delivery of one decode to a
/// run of observations of the same descriptor. `TypedObservation` and `MainActorObservation` say what a delivery of a
/// payload does.
///
/// `@unchecked Sendable`: as for ``ObservationCore``; `onFailure` is `@Sendable`, written at init and once more (to
/// nil) by `releaseClosures()`, ordered after every read by the cancel gate.
@usableFromInline
class DecodingObservation<Payload>: ObservationCore, @unchecked Sendable {
    /// The descriptor's converter: it belongs to the descriptor, which outlives the observation anyway.
    let converter: @Sendable (Notification) throws -> Payload
    var onFailure: (@Sendable (NotificationDecodingError) -> Void)?

    init(
        hub: ObservationHome,
        converter: @escaping @Sendable (Notification) throws -> Payload,
        shareKey: _DecodeKeyOf<Payload>?,
        onFailure: (@Sendable (NotificationDecodingError) -> Void)?
    ) {
        self.converter = converter
        self.onFailure = onFailure
        super.init(hub: hub, shareKey: shareKey)
    }

    /// Hands `payload`, decoded once for this post by an observation of the same descriptor, to this observation,
    /// through its gate.
    @inline(__always)
    final func deliverDecoded(_ payload: Payload, in frame: Unmanaged<DeliveryFrame>) {
        throughGate(in: frame) { handleDecoded(payload) }
    }

    /// What a delivery of `payload` does, inside the gate: overridden by each kind of observation.
    func handleDecoded(_ payload: Payload) {}

    /// Hands `error`, the one decoding failure of this post for this descriptor, to this observation's own sink,
    /// through its gate.
    final func reportDecoded(_ error: NotificationDecodingError, in frame: Unmanaged<DeliveryFrame>) {
        throughGate(in: frame) {
            // Read once, before it runs: `releaseClosures()` may clear it as soon as user code cancels.
            let onFailure = self.onFailure
            Self.report(error, to: onFailure)
        }
    }

    override func releaseClosures() {
        onFailure = nil
    }

    /// Decodes the post once, inside this observation's gate (so a `cancel()` of it waits for the converter, as it
    /// waits for a handler), and hands the result to the run of members of this descriptor starting here. Nothing is
    /// decoded when this observation is already cancelled: the next member of the descriptor decodes instead.
    override final func deliverRun(_ delivery: HubDelivery, from start: Int, decodes: inout SharedDecodes) -> Int {
        guard let key = shareKeyID else { return super.deliverRun(delivery, from: start, decodes: &decodes) }
        let frame = DeliveryFrame.current
        if let kept = decodes.entry(for: key) {
            if let payload = kept.payload {
                return deliverToRun(payload.assumingMemoryBound(to: Payload.self).pointee, delivery, start, key, frame)
            }
            if let failure = kept.failure {
                return reportToRun(failure.pointee, delivery, start, key, frame)
            }
        }
        // The decode and this observation's own delivery, in one pass of its gate (written out, not in a closure:
        // the payload stays a local, handed on without a copy). The converter runs inside the gate, so a `cancel()`
        // of this observation waits for it as for its handler.
        guard state.enter() else { return start + 1 }
        let depth = DeliveryFrame.push(self, in: frame)
        let payload: Payload
        do {
            payload = try NotificationDescriptor<Payload>.decode(delivery.notification, with: converter)
        } catch {
            // Read after the converter ran: a cancel from inside it (this thread) has released it, and nothing then
            // reaches the sink. Another thread's cancel waits for this pass.
            let onFailure = self.onFailure
            if !state.isCancelled { Self.report(error, to: onFailure) }
            DeliveryFrame.leave(self, at: depth, in: frame)
            let end = reportToRun(error, delivery, start + 1, key, frame)
            if end < delivery.count {
                let kept = UnsafeMutablePointer<NotificationDecodingError>.allocate(capacity: 1)
                kept.initialize(to: error)
                decodes.keep(.init(key: key, payload: nil, failure: kept, owner: .passUnretained(self)))
            }
            return end
        }
        if !state.isCancelled { handleDecoded(payload) }
        DeliveryFrame.leave(self, at: depth, in: frame)
        let end = deliverToRun(payload, delivery, start + 1, key, frame)
        if end < delivery.count {
            // Members of this descriptor may follow after others': they get this payload, not a decode.
            let kept = UnsafeMutablePointer<Payload>.allocate(capacity: 1)
            kept.initialize(to: payload)
            decodes.keep(
                .init(key: key, payload: UnsafeMutableRawPointer(kept), failure: nil, owner: .passUnretained(self)))
        }
        return end
    }

    override final func releaseKept(_ payload: UnsafeMutableRawPointer) {
        let typed = payload.assumingMemoryBound(to: Payload.self)
        typed.deinitialize(count: 1)
        typed.deallocate()
    }

    /// Hands `payload` to the members from `start` on while they observe the descriptor of `key`; returns where
    /// the run ends.
    @inline(__always)
    private func deliverToRun(
        _ payload: Payload, _ delivery: HubDelivery, _ start: Int, _ key: ObjectIdentifier,
        _ frame: Unmanaged<DeliveryFrame>
    ) -> Int {
        forEachInRun(delivery, from: start, key: key) { $0.deliverDecoded(payload, in: frame) }
    }

    /// Hands `error` to the own sink of each member from `start` on while they observe the descriptor of `key`;
    /// returns where the run ends.
    private func reportToRun(
        _ error: NotificationDecodingError, _ delivery: HubDelivery, _ start: Int, _ key: ObjectIdentifier,
        _ frame: Unmanaged<DeliveryFrame>
    ) -> Int {
        forEachInRun(delivery, from: start, key: key) { $0.reportDecoded(error, in: frame) }
    }

    /// Calls `body` with each member from `start` on while they observe the descriptor of `key` (skipping members
    /// already gone); returns where the run ends. A member with the same key is a `DecodingObservation<Payload>`: the
    /// key is this observation's `_DecodeKeyOf<Payload>`, and only a `DecodingObservation<Payload>` can hold one (see
    /// `ObservationCore.init`), so it is reached without a cast.
    @inline(__always)
    private func forEachInRun(
        _ delivery: HubDelivery, from start: Int, key: ObjectIdentifier,
        _ body: (DecodingObservation<Payload>) -> Void
    ) -> Int {
        var index = start
        while index < delivery.count {
            if let member = delivery.member(at: index) {
                let inRun = member._withUnsafeGuaranteedRef { core -> Bool in
                    guard core.shareKeyID == key else { return false }
                    body(unsafeDowncast(core, to: DecodingObservation<Payload>.self))
                    return true
                }
                if !inRun { break }
            }
            index += 1
        }
        return index
    }
}

/// The observation of one descriptor: its converter, handler and failure sink.
@usableFromInline
final class TypedObservation<Payload>: DecodingObservation<Payload>, @unchecked Sendable {
    // @unchecked Sendable: as for DecodingObservation; the handler is @Sendable, written at init and once more (to
    // nil) by `releaseClosures()`, ordered after every read by the cancel gate.
    private var handler: (@Sendable (Payload) -> Void)?

    @usableFromInline
    init(
        hub: ObservationHome,
        converter: @escaping @Sendable (Notification) throws -> Payload,
        shareKey: _DecodeKeyOf<Payload>?,
        onFailure: (@Sendable (NotificationDecodingError) -> Void)?,
        handler: @escaping @Sendable (Payload) -> Void
    ) {
        self.handler = handler
        super.init(hub: hub, converter: converter, shareKey: shareKey, onFailure: onFailure)
    }

    override func run(_ notification: Notification) {
        // Read once, before any of them runs: `releaseClosures()` may clear them as soon as user code cancels.
        guard let handler else { return }
        let onFailure = self.onFailure
        Self.decode(notification, with: converter, reportingTo: onFailure, then: handler)
    }

    override func handleDecoded(_ payload: Payload) {
        // Read once, before it runs: `releaseClosures()` may clear it as soon as user code cancels.
        guard let handler else { return }
        handler(payload)
    }

    override func releaseClosures() {
        handler = nil
        super.releaseClosures()
    }
}
