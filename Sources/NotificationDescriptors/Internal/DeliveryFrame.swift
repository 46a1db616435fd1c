// pthread_getspecific / pthread_key_create come from the C library, which each platform names differently.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
        pthread_key_create(&key) { argument in
            // Glibc and Musl declare the destructor's argument optional, Darwin non-optional: this reads both.
            let raw: UnsafeMutableRawPointer? = argument
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

    /// Runs `body` as a delivery of `core` on this thread, then leaves the gate `throughGate` opened
    /// (`StateWord.exit()`).
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
        core.state.exit()
    }

    /// Takes every delivery on this thread out of its observation's count (`parked == true`), or puts them back.
    ///
    /// `cancel()` parks for exactly the length of its wait: the parked deliveries are inside their handlers already
    /// and this thread runs none of them while it waits, so nobody has to wait for them; once the wait is over they
    /// count again, so a concurrent `cancel()` of one of them still waits for its handler to return.
    static func park(_ record: UnsafeMutablePointer<DeliveryFrame>, _ parked: Bool) {
        for index in 0..<record.pointee.count {
            let core = record.pointee.cores[index].takeUnretainedValue()
            if parked {
                core.state.park()
            } else {
                core.state.unpark()
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
