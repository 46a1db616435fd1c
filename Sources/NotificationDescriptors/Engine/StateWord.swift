internal import CNotificationAtomics

/// One observation's state word: the atomic 64-bit integer behind its cancel gate, and the named operations on it.
///
/// The DocC article "How delivery works" lists these operations in a table, one row each, with the same names and
/// the same memory orderings. The layout:
///
/// | Bits | Meaning |
/// |---|---|
/// | 0 | cancelled |
/// | 1–31 (step `inFlightStep`) | deliveries in flight: passed the gate, not returned, not parked |
/// | 32–62 (step `parkedStep`) | deliveries parked by a waiting `cancel()`, plus the first cancel's pending release |
///
/// 64 bits on every platform (`Int64`, not `Int`, which is 32 bits on watchOS arm64_32, where `1 << 32` would be 0).
/// The word itself is a plain `Int64` stored inside the observation and accessed only as a C11 `_Atomic(int64_t)`
/// (the `CNotificationAtomics` target, an `internal import`: no C type appears in a declaration, so clients never need
/// that module); this value is only a pointer to it, valid while the observation is alive.
struct StateWord {
    /// The word, inside the observation that owns it.
    let word: UnsafeMutablePointer<Int64>

    /// Bit 0: the observation is cancelled.
    static let cancelledBit: Int64 = 1
    /// One delivery in the in-flight count.
    static let inFlightStep: Int64 = 2
    /// One delivery in the parked count.
    static let parkedStep: Int64 = 1 << 32
    /// The in-flight count's bits.
    static let inFlightMask: Int64 = parkedStep - inFlightStep
    /// Moves one delivery between the in-flight and the parked count.
    static let parkMove: Int64 = parkedStep - inFlightStep
    /// Cancelled, nothing in flight, nothing parked, the closures released: nothing will ever change again.
    static let settled: Int64 = cancelledBit

    /// Gate entry: counts a delivery in flight (`fetch_add(+2, acq_rel)`) and returns `true` if the observation was
    /// not cancelled; otherwise takes the count back (`sub(2, release)`) and returns `false`.
    @inline(__always)
    func enter() -> Bool {
        let before = cnd_fetch_add_acq_rel(word, Self.inFlightStep)
        guard before & Self.cancelledBit == 0 else {
            cnd_subtract_release(word, Self.inFlightStep)
            return false
        }
        return true
    }

    /// Gate exit: the delivery `enter()` let in has returned (`sub(2, release)`), so everything its handler did
    /// happens before any wait that sees the count drop.
    @inline(__always)
    func exit() {
        cnd_subtract_release(word, Self.inFlightStep)
    }

    /// Moves one delivery of the calling thread from in flight to parked (`add(2³² − 2, release)`), in one step so
    /// the sum of both counts never drops in between.
    @inline(__always)
    func park() {
        cnd_add_release(word, Self.parkMove)
    }

    /// Moves one parked delivery back to in flight (`sub(2³² − 2, acq_rel)`).
    @inline(__always)
    func unpark() {
        cnd_subtract_acq_rel(word, Self.parkMove)
    }

    /// Sets the cancelled bit and, in the same compare-exchange (`acq_rel`), adds one parked unit for the caller's
    /// pending release of the closures. Returns `true` for the one call that set the bit, `false` if it was set.
    @inline(__always)
    func beginCancel() -> Bool {
        var current = cnd_load_acquire(word)
        while current & Self.cancelledBit == 0 {
            if cnd_compare_exchange_acq_rel(word, &current, (current | Self.cancelledBit) &+ Self.parkedStep) {
                return true
            }
        }
        return false
    }

    /// The first cancel's pending unit becomes a delivery in flight (`sub(2³² − 2, acq_rel)`) for the length of its
    /// release of the closures, which then leaves through `exit()`.
    @inline(__always)
    func beginRelease() {
        cnd_subtract_acq_rel(word, Self.parkMove)
    }

    /// Whether the word is `settled` (`load(acquire) == 1`): cancelled and nothing left to wait for.
    @inline(__always)
    var isSettled: Bool { cnd_load_acquire(word) == Self.settled }

    /// Whether the cancelled bit is set (`load(acquire)`).
    @inline(__always)
    var isCancelled: Bool { cnd_load_acquire(word) & Self.cancelledBit != 0 }

    /// Whether the deliveries a `cancel()` waits for have returned (`load(acquire)`): the in-flight ones, and the
    /// parked ones too when `includingParked`, apart from `leaving`, the caller's own pending unit (or 0).
    @inline(__always)
    func hasDrained(includingParked: Bool, leaving own: Int64) -> Bool {
        let mask = includingParked ? ~Self.cancelledBit : Self.inFlightMask
        return cnd_load_acquire(word) & mask == own
    }
}
