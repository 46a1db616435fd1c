#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value guarded by a pthread mutex, shared by the library's modules and tests.
///
/// Used instead of `Synchronization.Mutex`: on Linux that locks with raw futex calls, which ThreadSanitizer cannot
/// see, so every access it guards is reported as a race and `swift test --sanitize=thread` could prove nothing. A
/// pthread mutex costs a few nanoseconds more and is understood by the sanitizer.
///
/// `@unchecked Sendable`: `state` is read and written only inside ``withLock(_:)``, while `mutex` is held (as with
/// `Mutex`, what a caller moves in or out of the state is the caller's to make safe; the library keeps only
/// `Sendable` values or values it hands from one owner to the next there).
@usableFromInline
package final class LockedState<State>: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Behind a pointer rather than a stored `var`: the mutex already excludes other threads, and a stored property
    /// would add a dynamic exclusivity check to every lock.
    @usableFromInline let state: UnsafeMutablePointer<State>

    /// A lock guarding `initialState`.
    package init(_ initialState: State) {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: initialState)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Runs `body` with exclusive access to the state.
    @inlinable @inline(__always)
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state.pointee)
    }
}
