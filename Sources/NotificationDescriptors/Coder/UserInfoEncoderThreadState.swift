import Foundation

/// What a thread remembers between the top-level encodes of payloads: the payload type encoded last, the most keys it
/// wrote (at most ``maximumRememberedKeyCount``), and an empty `userInfo` with that room.
///
/// Never handed to a payload: an encoder reads it once, when its keyed container is first asked for, and writes it
/// once, when its `userInfo` is handed over, so an encoder a payload keeps can neither read nor change it. Each
/// encode makes its own encoder (see `UserInfoEncoderImpl.swift`); this is all that one encode leaves to the next.
final class _UserInfoEncoderThreadState {
    /// How many keys the top-level dictionary has room for before it grows, for a payload type not seen last.
    static let expectedKeyCount = 4
    /// The most room the thread remembers for a payload type: after a payload of any size, a small one costs what it
    /// costs on a new thread (one `userInfo` of at most this room).
    static let maximumRememberedKeyCount = 16

    // Touched only by this thread, each for one statement (a nested encode on the thread reads and writes between
    // them, never during one), so they skip the dynamic exclusivity checks.

    /// The payload type encoded last on this thread, and the most keys written for it: its next `userInfo` is made
    /// with exactly that room (a dictionary sized for more touches more memory, and one sized for fewer rehashes every
    /// key when it grows).
    @exclusivity(unchecked) private var lastPayloadType: ObjectIdentifier?
    @exclusivity(unchecked) private var lastKeyCount = 0
    /// An empty dictionary with room for `spareCapacity` keys, copied for each `userInfo`: the first key written
    /// copies the storage (copy on write) in code specialized for `[AnyHashable: Any]`, which costs less than
    /// `init(minimumCapacity:)`, a generic call that looks up the metadata of the dictionary's storage every time.
    @exclusivity(unchecked) private var spareUserInfo: [AnyHashable: Any] = [:]
    @exclusivity(unchecked) private var spareCapacity = -1

    private init() {}

    /// Each thread's state.
    private static let perThread = _PerThread<_UserInfoEncoderThreadState>()

    /// An empty `userInfo` with the room a payload of `payloadType` needs: the most keys written for it last time on
    /// this thread, or ``expectedKeyCount`` for a type not encoded last.
    @inline(__always)
    static func emptyUserInfo(for payloadType: ObjectIdentifier) -> [AnyHashable: Any] {
        perThread.current(orMake: _UserInfoEncoderThreadState.init)._withUnsafeGuaranteedRef { state in
            let capacity = payloadType == state.lastPayloadType ? state.lastKeyCount : Self.expectedKeyCount
            if capacity != state.spareCapacity {
                state.spareUserInfo = [AnyHashable: Any](minimumCapacity: capacity)
                state.spareCapacity = capacity
            }
            return state.spareUserInfo
        }
    }

    /// Records that a payload of `payloadType` wrote `keyCount` keys, for the room of its next `userInfo`.
    @inline(__always)
    static func remember(keyCount: Int, for payloadType: ObjectIdentifier) {
        perThread.current(orMake: _UserInfoEncoderThreadState.init)._withUnsafeGuaranteedRef { state in
            let keyCount = min(keyCount, Self.maximumRememberedKeyCount)
            if payloadType == state.lastPayloadType {
                state.lastKeyCount = max(state.lastKeyCount, keyCount)
            } else {
                state.lastPayloadType = payloadType
                state.lastKeyCount = keyCount
            }
        }
    }
}
