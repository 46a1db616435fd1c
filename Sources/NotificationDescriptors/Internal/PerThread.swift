// pthread_key_create / pthread_getspecific come from the C library, which each platform names differently.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The one per-thread mechanism of the library: an object a thread keeps for itself, held by a thread-specific key
/// that holds one retained reference; the key's destructor releases it when the thread exits.
///
/// Used by the delivery engine (`DeliveryFrame`, `IntactPost`) and by the coder (the decoder's key-name buffer, the
/// encoder's remembered room), each in place through ``current(orMake:)``. No object a slot holds is ever handed to a
/// payload, so nothing needs to know whether someone else still refers to it.
struct _PerThread<Object: AnyObject>: Sendable {
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { argument in
            // Glibc and Musl declare the destructor's argument optional, Darwin non-optional: this reads both.
            let raw: UnsafeMutableRawPointer? = argument
            guard let raw else { return }
            Unmanaged<AnyObject>.fromOpaque(raw).release()
        }
        // Only a process out of keys (PTHREAD_KEYS_MAX, at least 128) fails here; the library makes four, once each.
        _require(status == 0, "pthread_key_create failed with error \(status)")
        self.key = key
    }

    /// The calling thread's object, not retained (valid until the thread exits), or `nil` when the thread has none.
    @inline(__always)
    var unretained: Unmanaged<Object>? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<Object>.fromOpaque(raw)
    }

    /// The calling thread's object, not retained, made by `make` on first use.
    @inline(__always)
    func current(orMake make: () -> Object) -> Unmanaged<Object> {
        if let raw = pthread_getspecific(key) { return Unmanaged<Object>.fromOpaque(raw) }
        return install(make())
    }

    @inline(never)
    private func install(_ object: Object) -> Unmanaged<Object> {
        let unmanaged = Unmanaged.passRetained(object)
        setSlot(unmanaged.toOpaque())
        return unmanaged
    }

    @inline(__always)
    private func setSlot(_ value: UnsafeMutableRawPointer?) {
        // Fails only for an invalid key (ours is valid once made) or when out of memory for the thread's table.
        let status = pthread_setspecific(key, value)
        _require(status == 0, "pthread_setspecific failed with error \(status)")
    }
}
