import Foundation

/// What a thread keeps between the top-level decodes of `userInfo` payloads: the buffer of the last small
/// `userInfo`'s key names, and whether the payload type decoded last is a Swift dictionary.
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
        return (_UserInfoDictionary(userInfo, reusing: &names), lastPayloadIsDictionary)
    }
}
