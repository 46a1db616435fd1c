import Foundation
import Synchronization

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
/// `state` packs a cancelled bit (bit 0), the number of deliveries that passed the gate and have not returned
/// (bits 1–31, in steps of 2), and the number of those that are parked (bits 32 and up). A delivery adds 2 and enters
/// only if the bit was clear; `cancel()` sets the bit and then waits for the deliveries to return, so after it returns
/// no delivery can enter the handler.
///
/// While a thread waits inside `cancel()`, its own deliveries in progress (on any observation) are parked: moved from
/// the in-flight count to the parked count for the length of the wait, and back when it ends. A `cancel()` called from
/// inside a delivery waits only for in-flight deliveries, so cancelling from a handler, even two threads cancelling each
/// other's observations from their handlers, never deadlocks: a thread waiting in `cancel()` counts for no other such
/// thread. A `cancel()` called from outside every delivery cannot be part of such a cycle, so it also waits for parked
/// deliveries: it returns only once every handler of the observation has returned.
///
/// `@unchecked Sendable`: `state` is atomic; `slot` is read and written only under the registry lock; `hub`
/// is written at init and then read and cleared only by the one `cancel()` that sets the cancelled bit.
@usableFromInline
class ObservationCore: @unchecked Sendable {
    let state = Atomic<Int>(0)
    /// The hub this observation belongs to; read and cleared only by the first `cancel()`.
    var hub: ObservationHub?
    /// Where this observation sits in the hub's list; guarded by the hub's lock.
    var slot = -1

    init(hub: ObservationHub) {
        self.hub = hub
    }

    /// Decodes `notification` and hands it to the handler or the failure sink. Overridden per payload type.
    func run(_ notification: Notification) {}

    var isCancelled: Bool { state.load(ordering: .acquiring) & 1 != 0 }

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
        let before = state.wrappingAdd(2, ordering: .acquiringAndReleasing).oldValue
        guard before & 1 == 0 else {
            state.wrappingSubtract(2, ordering: .releasing)
            return false
        }
        DeliveryFrame.enter(self, body)
        return true
    }

    /// Ends the observation; when it returns, the handler is never entered again.
    ///
    /// The first call also lets go of the handler and everything it captured, once no delivery can read it any more
    /// (a token kept after `cancel()` keeps nothing of the observation alive but this object).
    final func cancel() {
        // The first call sets the cancelled bit and, in the same atomic step, counts its release of the closures as a
        // parked delivery: every `cancel()` made from outside a delivery waits for it, so whichever call returns, the
        // handler's captures are already gone. (Counted as parked, not in flight, while this call itself waits, so a
        // handler cancelling its own observation meanwhile never waits for it: no deadlock.)
        var current = state.load(ordering: .acquiring)
        // Cancelled, nothing in flight or parked, the closures released (the first cancel's release counts until it
        // is done; this acquiring load sees its releasing end): there is nothing to wait for.
        if current == 1 { return }
        var isFirst = false
        while current & 1 == 0 {
            let (exchanged, original) = state.compareExchange(
                expected: current,
                desired: (current | 1) &+ Self.parkedStep,
                ordering: .acquiringAndReleasing
            )
            if exchanged {
                isFirst = true
                break
            }
            current = original
        }
        if isFirst {
            ObservationRegistry.remove(self)
        }
        // This thread's deliveries in progress, if any (a cancel from inside a handler): parked while it waits.
        let deliveries = DeliveryFrame.currentThreadDeliveries
        let insideDelivery = deliveries != nil
        if let deliveries { DeliveryFrame.park(deliveries, true) }
        waitForDeliveriesToReturn(
            includingParked: !insideDelivery,
            leaving: isFirst && !insideDelivery ? Self.parkedStep : 0
        )
        if let deliveries { DeliveryFrame.park(deliveries, false) }
        if isFirst {
            // The pending release becomes a delivery of its own: in flight while the closures (and whatever their
            // captures' deinits do, a cancel of this very token included) run, and gone when they are.
            state.wrappingSubtract(Self.parkedStep - Self.inFlightStep, ordering: .acquiringAndReleasing)
            DeliveryFrame.enter(self) { releaseClosures() }
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
            if let onFailure {
                onFailure(error)
            } else {
                NotificationDiagnostics.decodingFailureHandler(error)
            }
            return
        }
        deliver(payload)
    }

    /// Drops the closures a delivery calls. Runs once, after every delivery has passed the point where it reads them:
    /// a delivery reads its closures into locals before it calls any of them, and the wait in `cancel()` (an
    /// acquiring load of the count each delivery releases) orders those reads before this write.
    func releaseClosures() {}

    /// One delivery in the in-flight count.
    static let inFlightStep = 2
    /// One delivery in the parked count.
    static let parkedStep = 1 << 32
    /// The in-flight count's bits.
    static let inFlightMask = parkedStep - inFlightStep

    /// Waits until the deliveries counted under the mask are `leaving` (this call's own pending release) or none.
    private func waitForDeliveriesToReturn(includingParked: Bool, leaving own: Int) {
        let mask = includingParked ? ~1 : Self.inFlightMask
        var rounds = 0
        while state.load(ordering: .acquiring) & mask != own {
            rounds += 1
            if rounds < 64 {
                sched_yield()
            } else {
                usleep(UInt32(min(rounds, 1000)))
            }
        }
    }
}

/// The observation of one descriptor: its converter, handler and failure sink.
@usableFromInline
final class TypedObservation<Payload>: ObservationCore, @unchecked Sendable {
    // @unchecked Sendable: as for ObservationCore; the closures are @Sendable, written at init and once more (to nil)
    // by `releaseClosures()`, ordered after every read by the cancel gate.
    /// The descriptor's converter: it belongs to the descriptor, which outlives the observation anyway.
    private let converter: @Sendable (Notification) throws -> Payload
    private var handler: (@Sendable (Payload) -> Void)?
    private var onFailure: (@Sendable (NotificationDecodingError) -> Void)?

    @usableFromInline
    init(
        hub: ObservationHub,
        converter: @escaping @Sendable (Notification) throws -> Payload,
        onFailure: (@Sendable (NotificationDecodingError) -> Void)?,
        handler: @escaping @Sendable (Payload) -> Void
    ) {
        self.converter = converter
        self.handler = handler
        self.onFailure = onFailure
        super.init(hub: hub)
    }

    override func run(_ notification: Notification) {
        // Read once, before any of them runs: `releaseClosures()` may clear them as soon as user code cancels.
        guard let handler else { return }
        let onFailure = self.onFailure
        Self.decode(notification, with: converter, reportingTo: onFailure, then: handler)
    }

    override func releaseClosures() {
        handler = nil
        onFailure = nil
    }
}

/// The deliveries in progress on one thread, innermost last, so `cancel()` can tell which deliveries are its own
/// thread's.
///
/// One per thread, made on the thread's first delivery and freed when the thread exits; found through a
/// thread-specific pointer. A delivery costs one `pthread_getspecific` and a push and pop of a plain array that only
/// its own thread touches (no thread-specific write, no atomic).
struct DeliveryFrame {
    /// The cores being delivered to on this thread, outermost first.
    var cores: UnsafeMutablePointer<Unmanaged<ObservationCore>>
    var count: Int
    var capacity: Int

    /// The thread-specific key; its destructor frees a thread's record when the thread exits.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            guard let raw else { return }
            let record = raw.assumingMemoryBound(to: DeliveryFrame.self)
            record.pointee.cores.deallocate()
            record.deallocate()
        }
        return key
    }()

    /// This thread's record, made on first use.
    @inline(__always)
    private static func current(_ key: pthread_key_t) -> UnsafeMutablePointer<DeliveryFrame> {
        if let raw = pthread_getspecific(key) {
            return raw.assumingMemoryBound(to: DeliveryFrame.self)
        }
        return make(key)
    }

    @inline(never)
    private static func make(_ key: pthread_key_t) -> UnsafeMutablePointer<DeliveryFrame> {
        let record = UnsafeMutablePointer<DeliveryFrame>.allocate(capacity: 1)
        record.initialize(to: DeliveryFrame(cores: .allocate(capacity: 8), count: 0, capacity: 8))
        pthread_setspecific(key, record)
        return record
    }

    /// Makes room for one more delivery (a nesting deeper than any before on this thread).
    @inline(never)
    private static func grow(_ record: UnsafeMutablePointer<DeliveryFrame>) {
        let capacity = record.pointee.capacity * 2
        let cores = UnsafeMutablePointer<Unmanaged<ObservationCore>>.allocate(capacity: capacity)
        cores.moveInitialize(from: record.pointee.cores, count: record.pointee.count)
        record.pointee.cores.deallocate()
        record.pointee.cores = cores
        record.pointee.capacity = capacity
    }

    /// Runs `body` as a delivery of `core` on this thread, then leaves the gate `throughGate` opened.
    @inline(__always)
    static func enter(_ core: ObservationCore, _ body: () -> Void) {
        let record = current(Self.key)
        let depth = record.pointee.count
        if depth == record.pointee.capacity { grow(record) }
        (record.pointee.cores + depth).initialize(to: .passUnretained(core))
        record.pointee.count = depth + 1
        body()
        // Nested deliveries pushed and popped above this one; the record may have moved its array, never itself.
        record.pointee.count = depth
        core.state.wrappingSubtract(ObservationCore.inFlightStep, ordering: .releasing)
    }

    /// Takes every delivery on this thread out of its observation's count (`parked == true`), or puts them back.
    ///
    /// `cancel()` parks for exactly the length of its wait: the parked deliveries are inside their handlers already
    /// and this thread runs none of them while it waits, so nobody has to wait for them; once the wait is over they
    /// count again, so a concurrent `cancel()` of one of them still waits for its handler to return.
    static func park(_ record: UnsafeMutablePointer<DeliveryFrame>, _ parked: Bool) {
        // One atomic step moves a delivery between the two counts, so their sum never drops to zero in between.
        let move = ObservationCore.parkedStep - ObservationCore.inFlightStep
        for index in 0..<record.pointee.count {
            let core = record.pointee.cores[index].takeUnretainedValue()
            if parked {
                core.state.wrappingAdd(move, ordering: .releasing)
            } else {
                core.state.wrappingSubtract(move, ordering: .acquiringAndReleasing)
            }
        }
    }

    /// This thread's record when it is inside a delivery (of any observation), else `nil`.
    static var currentThreadDeliveries: UnsafeMutablePointer<DeliveryFrame>? {
        guard let raw = pthread_getspecific(key) else { return nil }
        let record = raw.assumingMemoryBound(to: DeliveryFrame.self)
        return record.pointee.count > 0 ? record : nil
    }
}
