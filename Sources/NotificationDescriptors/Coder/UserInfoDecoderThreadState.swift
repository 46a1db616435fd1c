import Foundation

/// What a thread keeps between the top-level decodes of `userInfo` payloads: the buffer for a small `userInfo`'s key
/// names (emptied when each decode ends), and whether the payload type decoded last is a Swift dictionary.
///
/// Nothing here is read by a decoder or a container: each holds its own `userInfo` and names (``_UserInfoDictionary``
/// is a value), so a decoder or container a payload kept reads that payload, whatever the thread decodes later, and
/// from any thread. The names buffer is reused only when no container still holds it: `[_NamedKey]` is copied on
/// write, so refilling a buffer that a kept container (or an enclosing decode on this thread) shares allocates a new
/// one instead. Its capacity never exceeds ``_UserInfoDictionary/scanLimit`` keys.
final class _UserInfoDecoderThreadState {
    /// The names of the last small `userInfo`'s keys; its buffer is refilled for the next one. Touched only by this
    /// thread, between the statements of one container request, so it skips the dynamic exclusivity checks.
    @exclusivity(unchecked) private var names: [_NamedKey] = []
    /// The payload type decoded last, and whether it is a Swift dictionary (a conformance lookup, done once per type).
    @exclusivity(unchecked) private var lastPayloadType: ObjectIdentifier?
    @exclusivity(unchecked) private var lastPayloadIsDictionary = false

    private init() {}

    /// Each thread's state.
    private static let perThread = _PerThread<_UserInfoDecoderThreadState>()

    /// `userInfo` as a keyed container of the top-level decoder of `payloadType` reads it, indexed with this thread's
    /// names buffer; for a payload that is itself a Swift dictionary, every key is checked first.
    @inline(__always)
    static func dictionary(
        for userInfo: [AnyHashable: Any],
        payloadType: Any.Type
    ) throws(DecodingError) -> _UserInfoDictionary {
        let (dictionary, checkKeys) = perThread.current(orMake: _UserInfoDecoderThreadState.init)
            ._withUnsafeGuaranteedRef { $0.dictionary(for: userInfo, payloadType: payloadType) }
        if checkKeys { try dictionary.checkKeys([]) }
        return dictionary
    }

    /// `userInfo` indexed, and whether `payloadType` is a Swift dictionary (whose keys must all be checked).
    @inline(__always)
    private func dictionary(
        for userInfo: [AnyHashable: Any],
        payloadType: Any.Type
    ) -> (_UserInfoDictionary, checkKeys: Bool) {
        let payload = ObjectIdentifier(payloadType)
        if payload != lastPayloadType {
            lastPayloadType = payload
            lastPayloadIsDictionary = _UserInfoShape.isDictionaryType(payloadType)
        }
        // Filled while the state holds an empty array: reading a key can run code (an `NSString` subclass's), and a
        // decode it starts on this thread then fills a buffer of its own, never this one half-way.
        var buffer: [_NamedKey] = []
        swap(&buffer, &names)
        let dictionary = _UserInfoDictionary(userInfo, reusing: &buffer)
        names = buffer
        return (dictionary, lastPayloadIsDictionary)
    }

    /// Ends a top-level decode: lets go of the key names (in place when no container a payload kept still shares the
    /// buffer), so the thread keeps no payload's strings alive, however long.
    @inline(__always)
    static func endDecode() {
        perThread.unretained?._withUnsafeGuaranteedRef { state in
            if !state.names.isEmpty { state.names.removeAll(keepingCapacity: true) }
        }
    }
}
