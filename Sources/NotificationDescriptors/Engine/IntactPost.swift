import Foundation

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
    /// A thread's dictionary with the one entry, made on the thread's first post and freed when the thread exits.
    private final class Slot {
        /// Touched only by its own thread (a nested post included), so it skips the dynamic exclusivity checks.
        @exclusivity(unchecked) var userInfo: [AnyHashable: Any] = [_intactPayloadHashableKey: ()]
    }

    /// Each thread's slot.
    private static let perThread = _PerThread<Slot>()

    /// Posts `payload` (an `_IntactPayload`, boxed by the caller, which knows its type) under the intact key.
    ///
    /// Not generic, so not inlined into the caller: one call per post.
    @usableFromInline
    static func post(_ payload: consuming Any, center: NotificationCenter, name: Notification.Name, object: Any?) {
        let slot = perThread.current(orMake: Slot.init).takeUnretainedValue()
        slot.userInfo.values[slot.userInfo.startIndex] = payload
        center.post(name: name, object: object, userInfo: slot.userInfo)
        // A nested post may have replaced the storage meanwhile (copy on write); either way it has the one entry.
        slot.userInfo.values[slot.userInfo.startIndex] = ()
    }
}
