/// The deliveries in progress on one thread, innermost last, so `cancel()` can tell which deliveries are its own
/// thread's.
///
/// One per thread (``_PerThread``), made on the thread's first delivery and freed when the thread exits. A delivery
/// costs one `pthread_getspecific` and a push and pop of a plain array that only its own thread touches (no
/// thread-specific write, no atomic, no retain: the frame is used unretained, and only its own thread's exit frees it).
final class DeliveryFrame {
    /// The cores being delivered to on this thread, outermost first. Touched only by the frame's own thread, so its
    /// fields skip the dynamic exclusivity checks.
    @exclusivity(unchecked) private var cores: UnsafeMutablePointer<Unmanaged<ObservationCore>>
    @exclusivity(unchecked) private var count = 0
    @exclusivity(unchecked) private var capacity = 8

    private init() {
        cores = .allocate(capacity: capacity)
    }

    deinit {
        cores.deallocate()
    }

    /// Each thread's frame.
    private static let perThread = _PerThread<DeliveryFrame>()

    /// Makes room for one more delivery (a nesting deeper than any before on this thread).
    @inline(never)
    private func grow() {
        let newCapacity = capacity * 2
        let newCores = UnsafeMutablePointer<Unmanaged<ObservationCore>>.allocate(capacity: newCapacity)
        newCores.moveInitialize(from: cores, count: count)
        cores.deallocate()
        cores = newCores
        capacity = newCapacity
    }

    /// This thread's frame, made on first use. It never moves and only this thread's exit frees it, so a caller on
    /// this thread may keep it (unretained) for the length of a post: one `pthread_getspecific` for a whole run of
    /// observers sharing a decode.
    @inline(__always)
    static var current: Unmanaged<DeliveryFrame> {
        perThread.current(orMake: DeliveryFrame.init)
    }

    /// Runs `body` as a delivery of `core` on this thread, then leaves the gate `throughGate` opened
    /// (`StateWord.exit()`).
    @inline(__always)
    static func enter(_ core: ObservationCore, _ body: () -> Void) {
        enter(core, in: current, body)
    }

    /// `enter(_:_:)` with this thread's frame already at hand (`current`, read on this thread).
    @inline(__always)
    static func enter(_ core: ObservationCore, in frame: Unmanaged<DeliveryFrame>, _ body: () -> Void) {
        let depth = push(core, in: frame)
        body()
        leave(core, at: depth, in: frame)
    }

    /// The first half of `enter(_:in:_:)`, for a caller that cannot wrap its delivery in a closure: records `core`
    /// as delivered to on this thread and returns the depth to hand to `leave(_:at:in:)`, which must follow on every
    /// path.
    @inline(__always)
    static func push(_ core: ObservationCore, in frame: Unmanaged<DeliveryFrame>) -> Int {
        frame._withUnsafeGuaranteedRef { frame in
            let depth = frame.count
            if depth == frame.capacity { frame.grow() }
            (frame.cores + depth).initialize(to: .passUnretained(core))
            frame.count = depth + 1
            return depth
        }
    }

    /// The second half of `enter(_:in:_:)`: forgets the delivery `push` recorded and leaves the gate
    /// (`StateWord.exit()`).
    @inline(__always)
    static func leave(_ core: ObservationCore, at depth: Int, in frame: Unmanaged<DeliveryFrame>) {
        // Nested deliveries pushed and popped above this one; the frame may have moved its array, never itself.
        frame._withUnsafeGuaranteedRef { $0.count = depth }
        core.state.exit()
    }

    /// Takes every delivery on this thread out of its observation's count (`parked == true`), or puts them back.
    ///
    /// `cancel()` parks for exactly the length of its wait: the parked deliveries are inside their handlers already
    /// and this thread runs none of them while it waits, so nobody has to wait for them; once the wait is over they
    /// count again, so a concurrent `cancel()` of one of them still waits for its handler to return.
    func park(_ parked: Bool) {
        for index in 0..<count {
            let core = cores[index].takeUnretainedValue()
            if parked {
                core.state.park()
            } else {
                core.state.unpark()
            }
        }
    }

    /// This thread's frame when it is inside a delivery (of any observation), else `nil`.
    static var currentThreadDeliveries: DeliveryFrame? {
        guard let frame = perThread.unretained?.takeUnretainedValue() else { return nil }
        return frame.count > 0 ? frame : nil
    }
}
