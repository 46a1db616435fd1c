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
/// Used by the delivery engine (`DeliveryFrame`, `IntactPost`) and by the coder (the decoder's key-name buffer, used in
/// place through ``current(orMake:)``; the reused top-level encoder, *taken* for the length of one encode with
/// ``take()`` and ``put(_:)``: while taken, the slot is empty, so a nested encode on the same thread makes its own, and
/// an encoder is put back only when nothing but the taker refers to it, checked with ``_isSolelyReferenced(_:)``).
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
        precondition(status == 0, "pthread_key_create failed with error \(status)")
        self.key = key
    }

    /// The calling thread's object, not retained: valid while it stays in the slot (no ``take()`` or ``put(_:)`` on
    /// this thread meanwhile), or `nil` when the thread has none.
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

    /// Takes the calling thread's object out of its slot (the slot is empty until ``put(_:)``), or `nil` when there
    /// is none, or when another owner still refers to it (a payload kept what was made from it): that object is left
    /// to its other owners, and the caller makes a new one.
    @inline(__always)
    func take() -> Object? {
        guard let raw = pthread_getspecific(key) else { return nil }
        setSlot(nil)
        var object = Unmanaged<Object>.fromOpaque(raw).takeRetainedValue()
        return _isSolelyReferenced(&object) ? object : nil
    }

    /// Puts `object` in the calling thread's slot for the next ``take()``, releasing one a nested encode or decode put
    /// there meanwhile. Only the taker calls this, and only with an object no one else refers to (checked by the
    /// caller with ``_isSolelyReferenced(_:)``), so the next user of the slot is its only user.
    @inline(__always)
    func put(_ object: Object) {
        if let previous = pthread_getspecific(key) { Unmanaged<AnyObject>.fromOpaque(previous).release() }
        setSlot(Unmanaged.passRetained(object).toOpaque())
    }

    @inline(__always)
    private func setSlot(_ value: UnsafeMutableRawPointer?) {
        // Fails only for an invalid key (ours is valid once made) or when out of memory for the thread's table.
        let status = pthread_setspecific(key, value)
        precondition(status == 0, "pthread_setspecific failed with error \(status)")
    }
}

/// Whether `object` is the only reference of any kind to its object: no other strong reference
/// (`isKnownUniquelyReferenced`, which does not count the others), and no weak or unowned one, through which a
/// payload that kept it could still write into it once it is reused. (An `unowned(unsafe)` reference cannot be seen;
/// using one past its object's owner is undefined anyway.)
@inline(__always)
func _isSolelyReferenced<Object: AnyObject>(_ object: inout Object) -> Bool {
    // A weak or unowned reference adds one to counts that start at one.
    isKnownUniquelyReferenced(&object) && _getWeakRetainCount(object) <= 1 && _getUnownedRetainCount(object) <= 1
}
