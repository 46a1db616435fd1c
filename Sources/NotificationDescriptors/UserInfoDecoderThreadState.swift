import Foundation

/// What a thread keeps between the top-level decodes of `userInfo` payloads, so that decoding a payload allocates
/// nothing of its own: the names of the last `userInfo`'s keys (the buffer is refilled for the next one), and the last
/// two keyed containers it handed out (two, for a class that also decodes its superclass's keys), each reading
/// `userInfo` through this object. A keyed container boxes itself, so without these a payload cost two allocations
/// more than a raw observer's `as?` reads.
///
/// Used by one top-level decode at a time (``begin()``, ``end()``); a decode nested in a payload's `init(from:)` on
/// the same thread gets a decoder of its own. Touched only by its own thread, so its fields skip the dynamic
/// exclusivity checks. A container kept past its payload's `init(from:)` reads an empty `userInfo` once the decode
/// ends (so the thread keeps no payload values alive).
final class _UserInfoDecoderThreadState {
    /// Whether a top-level decode on this thread is using this now.
    @exclusivity(unchecked) private var inUse = false
    /// The `userInfo` being decoded; empty between decodes.
    @exclusivity(unchecked) private(set) var userInfo: [AnyHashable: Any] = [:]
    /// `userInfo` as the reused containers read it; empty between decodes.
    @exclusivity(unchecked) private(set) var dictionary = _UserInfoDictionary.strings([:])
    /// Whether ``dictionary`` holds this decode's `userInfo` yet (made once, by the first container asked for).
    @exclusivity(unchecked) private var isPrepared = false
    /// The names of the last `userInfo`'s keys; its buffer is reused.
    @exclusivity(unchecked) private var names: [_NamedKey] = []
    /// The payload type decoded last, and whether it is a Swift dictionary (a conformance lookup, done once per type).
    @exclusivity(unchecked) private var lastPayloadType: ObjectIdentifier?
    @exclusivity(unchecked) private var lastPayloadIsDictionary = false
    /// The keyed containers handed out last.
    @exclusivity(unchecked) private var recentContainers = _RecentContainers()

    /// This thread's state for a top-level decode of `userInfo`, or `nil` when an enclosing decode on this thread is
    /// using it. Pair with ``end()``.
    @inline(__always)
    static func begin(_ userInfo: [AnyHashable: Any]) -> _UserInfoDecoderThreadState? {
        let state = perThread.current
        guard !state.inUse else { return nil }
        state.inUse = true
        state.userInfo = userInfo
        return state
    }

    /// Ends a top-level decode, finished or thrown: lets go of its `userInfo`.
    @inline(__always)
    func end() {
        if isPrepared {
            dictionary = .strings([:])
            isPrepared = false
        }
        userInfo = [:]
        inUse = false
    }

    /// A keyed container over ``userInfo``, for the top-level decoder of `payloadType`; for a payload that is itself
    /// a Swift dictionary every key is checked first.
    @inline(__always)
    func container<Key: CodingKey>(
        keyedBy type: Key.Type,
        payloadType: Any.Type
    ) throws(DecodingError) -> KeyedDecodingContainer<Key> {
        let payload = ObjectIdentifier(payloadType)
        if payload != lastPayloadType {
            lastPayloadType = payload
            lastPayloadIsDictionary = _UserInfoShape.isDictionaryType(payloadType)
        }
        let checkKeys = lastPayloadIsDictionary
        if !isPrepared {
            // Dropped first, so the names buffer is this object's alone and is refilled in place.
            dictionary = .strings([:])
            dictionary = _UserInfoDictionary(userInfo, reusing: &names)
            isPrepared = true
        }
        if checkKeys { try dictionary.checkKeys([]) }
        if let box = recentContainers.box(for: Key.self) {
            return unsafeDowncast(box, to: _KeyedDecodingContainerBox<Key>.self).container
        }
        let container = KeyedDecodingContainer(_UserInfoDecoderImpl.KeyedContainer<Key>(threadState: self))
        recentContainers.keep(_KeyedDecodingContainerBox(container), for: Key.self)
        return container
    }

    /// Each thread's state.
    private static let perThread = _PerThread<_UserInfoDecoderThreadState>()
}

extension _UserInfoDecoderThreadState: _PerThreadObject {
    /// A thread's state, with nothing kept yet.
    static func makeForThread() -> _UserInfoDecoderThreadState {
        _UserInfoDecoderThreadState()
    }

    /// The kept containers refer to the state: let go of them so the state is freed.
    func threadWillExit() {
        recentContainers.removeAll()
    }
}

/// A keyed container kept by a thread's decoder state for the next payload with the same `CodingKeys`.
final class _KeyedDecodingContainerBox<Key: CodingKey> {
    let container: KeyedDecodingContainer<Key>

    init(_ container: KeyedDecodingContainer<Key>) {
        self.container = container
    }
}
