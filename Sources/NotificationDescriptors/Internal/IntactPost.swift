import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Posts a payload intact through a one-entry `userInfo` that each thread keeps and reuses.
///
/// A fresh `[intactKey: payload]` per post costs an allocation of dictionary storage, a hash of the key and a free.
/// Each thread instead keeps one dictionary with the single entry; a post writes the payload into that entry in place
/// (`values[index] = ...`: no hashing), hands the dictionary to Foundation, and afterwards overwrites the entry with
/// `()` so the payload is released when the post returns, as before.
///
/// Copy-on-write keeps this correct whatever observers do: while Foundation's `Notification` holds the dictionary it
/// is not uniquely referenced, so a post nested in a handler on the same thread, or an observer that kept the
/// notification, makes the next write copy the storage first (one allocation, as a fresh dictionary would). Nothing
/// a notification carries ever changes after it was posted.
@usableFromInline
enum IntactPost {
    /// The thread-specific key; its destructor frees a thread's dictionary when the thread exits.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { argument in
            // Glibc and Musl declare the destructor's argument optional, Darwin non-optional: this reads both.
            let raw: UnsafeMutableRawPointer? = argument
            guard let raw else { return }
            let slot = raw.assumingMemoryBound(to: [AnyHashable: Any].self)
            slot.deinitialize(count: 1)
            slot.deallocate()
        }
        return key
    }()

    /// Posts `payload` (an `_IntactPayload`, boxed by the caller, which knows its type) under the intact key.
    ///
    /// Not generic, so not inlined into the caller: one call per post.
    @usableFromInline
    static func post(_ payload: consuming Any, center: NotificationCenter, name: Notification.Name, object: Any?) {
        let slot = current()
        slot.pointee.values[slot.pointee.startIndex] = payload
        center.post(name: name, object: object, userInfo: slot.pointee)
        // A nested post may have replaced the storage meanwhile (copy on write); either way it has the one entry.
        slot.pointee.values[slot.pointee.startIndex] = ()
    }

    /// This thread's dictionary, made on first use.
    @inline(__always)
    private static func current() -> UnsafeMutablePointer<[AnyHashable: Any]> {
        if let raw = pthread_getspecific(key) {
            return raw.assumingMemoryBound(to: [AnyHashable: Any].self)
        }
        return make()
    }

    @inline(never)
    private static func make() -> UnsafeMutablePointer<[AnyHashable: Any]> {
        let slot = UnsafeMutablePointer<[AnyHashable: Any]>.allocate(capacity: 1)
        slot.initialize(to: [_intactPayloadHashableKey: ()])
        pthread_setspecific(key, slot)
        return slot
    }
}
