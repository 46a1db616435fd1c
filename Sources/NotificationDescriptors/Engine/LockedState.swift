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
/// pthread mutex costs a few nanoseconds more and is understood by the sanitizer. It is also available on every
/// platform the package supports (`Mutex` needs macOS 15 / iOS 18). Every pthread call's result is checked, as
/// swift-log's lock does: a failure (an invalid or corrupted mutex) stops the program with the error number instead
/// of running the critical section unlocked.
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
        let error = pthread_mutex_init(mutex, nil)
        _require(error == 0, "pthread_mutex_init failed with error \(error)")
        state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: initialState)
    }

    deinit {
        let error = pthread_mutex_destroy(mutex)
        _require(error == 0, "pthread_mutex_destroy failed with error \(error)")
        mutex.deinitialize(count: 1)
        mutex.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// Runs `body` with exclusive access to the state.
    @inlinable @inline(__always)
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        let error = pthread_mutex_lock(mutex)
        _require(error == 0, "pthread_mutex_lock failed with error \(error)")
        defer {
            let error = pthread_mutex_unlock(mutex)
            _require(error == 0, "pthread_mutex_unlock failed with error \(error)")
        }
        return try body(&state.pointee)
    }
}
