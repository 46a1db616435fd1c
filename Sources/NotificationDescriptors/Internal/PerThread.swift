// pthread_key_create / pthread_getspecific come from the C library, which each platform names differently.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An object a thread keeps for itself: made on the thread's first use, released when the thread exits.
protocol _PerThreadObject: AnyObject {
    /// A new object for the calling thread.
    static func makeForThread() -> Self
    /// Called as the thread exits, before the object is released: lets go of whatever refers back to the object.
    func threadWillExit()
}

/// One ``_PerThreadObject`` per thread, held by a thread-specific key: the per-thread encoder and decoder state of
/// the `userInfo` coder.
///
/// The key holds a retained reference; its destructor calls ``_PerThreadObject/threadWillExit()`` and releases it.
struct _PerThread<Object: _PerThreadObject>: Sendable {
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { argument in
            // Glibc and Musl declare the destructor's argument optional, Darwin non-optional: this reads both.
            let raw: UnsafeMutableRawPointer? = argument
            guard let raw else { return }
            let object = Unmanaged<AnyObject>.fromOpaque(raw).takeRetainedValue()
            (object as? any _PerThreadObject)?.threadWillExit()
        }
        // Only a process out of keys (PTHREAD_KEYS_MAX, at least 128) fails here, at start-up of the coder.
        precondition(status == 0, "pthread_key_create failed: \(status)")
        self.key = key
    }

    /// The calling thread's object, made on first use.
    @inline(__always)
    var current: Object {
        if let raw = pthread_getspecific(key) { return Unmanaged<Object>.fromOpaque(raw).takeUnretainedValue() }
        return makeCurrent()
    }

    @inline(never)
    private func makeCurrent() -> Object {
        let object = Object.makeForThread()
        pthread_setspecific(key, Unmanaged.passRetained(object).toOpaque())
        return object
    }
}

/// The keyed containers a thread's coder handed out last, boxed, by their `CodingKeys` type: two, so that a class
/// whose coding also codes its superclass's keys (two key types per payload) finds both.
///
/// A container reads or writes through the coder that made it and keeps no state of its own, so the one made for an
/// earlier payload with the same keys serves again, without allocating a box or looking up its generic metadata. The
/// boxes are the coder's own classes, generic over `Key` only (a box generic over the container type would need its
/// metadata looked up at run time to read the container: about 1,000 instructions per post, measured).
struct _RecentContainers {
    private var newest: (key: ObjectIdentifier, box: AnyObject)?
    private var older: (key: ObjectIdentifier, box: AnyObject)?

    /// The box kept for `Key`, if any: the one ``keep(_:for:)`` was given for that very `Key`.
    @inline(__always)
    func box<Key: CodingKey>(for key: Key.Type) -> AnyObject? {
        let id = ObjectIdentifier(key)
        if let newest, newest.key == id { return newest.box }
        if let older, older.key == id { return older.box }
        return nil
    }

    /// Keeps `box`, holding a container made for `Key`, in place of the older of the two.
    mutating func keep<Key: CodingKey>(_ box: AnyObject, for key: Key.Type) {
        older = newest
        newest = (ObjectIdentifier(key), box)
    }

    /// Forgets both (they refer to the coder that keeps them).
    mutating func removeAll() {
        newest = nil
        older = nil
    }
}
