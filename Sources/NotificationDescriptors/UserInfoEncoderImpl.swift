import Foundation

// The encoding side of ``UserInfoEncoder``: an `Encoder` that writes what legacy code writes and plain `as?` casts
// read. Leaf values are stored as themselves (`Int` as `Int`, `Date` as `Date`, `URL` as `URL`), nested structs as
// `[String: Any]`, arrays as `[Any]`, enums as their raw value; `nil` optionals are not written at all. Built like the
// decoder: one encoder class, its containers nested in an extension (`UserInfoEncodingContainers.swift`), coding
// paths shared with the decoder (`_UserInfoCodingPath`).

/// The encoder of one value: `userInfo` itself at the top (written as `[AnyHashable: Any]`), a nested value below.
///
/// A class, so the containers a payload's `encode(to:)` gets write into it and the result can be read afterwards.
///
/// Each thread keeps one top-level encoder and reuses it (``topLevel(geometry:payloadType:)``), with the keyed
/// container it made last: a post through a `Codable` descriptor then allocates no encoder and no container (nor looks
/// up their generic metadata), only the `userInfo` it posts. Nested values get encoders of their own, as before.
@usableFromInline
final class _UserInfoEncoder: Encoder {
    enum Kind { case none, keyed, unkeyed, single }

    /// Not a `let` only so the thread's reused top-level encoder can take each call's setting.
    @exclusivity(unchecked) var geometry: UserInfoEncoder.GeometryEncodingStrategy
    let isTopLevel: Bool
    /// Where this encoder's value is; `nil` at the top.
    let path: _UserInfoCodingPath?

    /// How many keys the top-level dictionary has room for before it grows, for a payload type not seen last.
    static let expectedKeyCount = 4

    /// The payload type this (reused, top-level) encoder wrote last, and the most keys it wrote for it: the next
    /// `userInfo` of that type is made with exactly that room (a dictionary sized for more touches more memory, and
    /// one sized for fewer rehashes every key when it grows).
    ///
    /// This encoder's state is touched only by the one thread encoding with it (a reused encoder is its thread's
    /// own), so the fields a post writes skip the dynamic exclusivity checks, which would cost more than the writes.
    @exclusivity(unchecked) private var lastPayloadType: ObjectIdentifier?
    @exclusivity(unchecked) private var lastKeyCount = 0
    /// The payload type being written, set when a reused top-level encoder is handed out.
    @exclusivity(unchecked) private var payloadType: ObjectIdentifier?
    /// Whether this is a thread's reused encoder, and whether an encode on its thread is using it now.
    private var isThreadEncoder = false
    @exclusivity(unchecked) private var inUse = false
    /// The keyed containers this thread's encoder made last.
    @exclusivity(unchecked) private var recentContainers = _RecentContainers()
    /// An empty dictionary with room for `spareCapacity` keys, copied for each `userInfo` (see `emptyUserInfo`).
    @exclusivity(unchecked) private var spareUserInfo: [AnyHashable: Any] = [:]
    @exclusivity(unchecked) private var spareCapacity = 0

    @exclusivity(unchecked) var kind = Kind.none
    /// A second container of another kind was asked for: the value cannot be written.
    var conflict = false
    /// Some value is an encoder still being written (a nested container or super encoder), resolved at the end.
    var hasDeferred = false
    @exclusivity(unchecked) var top: [AnyHashable: Any] = [:]
    var keyed: [String: Any] = [:]
    /// The values of a nested `Int`-keyed dictionary, stored under `Int` keys as legacy code reads `[Int: X]`.
    var integerKeyed: [Int: Any] = [:]
    /// Whether the value is a `Dictionary<Int, _>`, whose keys are written as `Int`s. (Its coding keys alone cannot
    /// tell: a `[String: _]` names its key `"1"` with the same `intValue` 1.)
    var writesIntegerKeys = false
    var unkeyed: [Any] = []
    var single: Any?

    @usableFromInline
    init(geometry: UserInfoEncoder.GeometryEncodingStrategy) {
        self.geometry = geometry
        self.isTopLevel = true
        self.path = nil
    }

    init(parent: _UserInfoEncoder, key: any CodingKey) {
        self.geometry = parent.geometry
        self.isTopLevel = false
        self.path = parent.path.appending(key)
    }

    @usableFromInline
    var codingPath: [any CodingKey] { path.codingPath }

    @usableFromInline
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    @usableFromInline
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        // Room for a typical payload's keys up front: growing an `[AnyHashable: Any]` rehashes every key.
        if isTopLevel, kind == .none { top = emptyUserInfo(capacity: expectedTopLevelKeyCount) }
        begin(.keyed)
        guard isThreadEncoder else { return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self)) }
        if let box = recentContainers.box(for: Key.self) {
            return unsafeDowncast(box, to: _KeyedEncodingContainerBox<Key>.self).container
        }
        let container = KeyedEncodingContainer(KeyedContainer<Key>(encoder: self))
        recentContainers.keep(_KeyedEncodingContainerBox(container), for: Key.self)
        return container
    }

    @usableFromInline
    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        begin(.unkeyed)
        return UnkeyedContainer(encoder: self)
    }

    @usableFromInline
    func singleValueContainer() -> any SingleValueEncodingContainer {
        begin(.single)
        return SingleValueContainer(encoder: self)
    }

    /// An empty `userInfo` with room for `capacity` keys.
    ///
    /// A thread's encoder keeps one empty dictionary of that room and hands out a copy of it: the first key written
    /// copies the storage (copy on write) in code specialized for `[AnyHashable: Any]`, which costs less than
    /// `init(minimumCapacity:)`, a generic call that looks up the metadata of the dictionary's storage every time.
    private func emptyUserInfo(capacity: Int) -> [AnyHashable: Any] {
        guard isThreadEncoder else { return [AnyHashable: Any](minimumCapacity: capacity) }
        if capacity != spareCapacity {
            spareUserInfo = [AnyHashable: Any](minimumCapacity: capacity)
            spareCapacity = capacity
        }
        return spareUserInfo
    }

    /// The room to make in `userInfo`: the most keys written for this payload type last time, or a typical count.
    private var expectedTopLevelKeyCount: Int {
        if let payloadType, payloadType == lastPayloadType { return lastKeyCount }
        return Self.expectedKeyCount
    }

    private func begin(_ requested: Kind) {
        if kind == .none {
            kind = requested
        } else if kind != requested {
            conflict = true
        }
    }

    /// Whether `key` is written under its `Int` (in a `Dictionary<Int, _>`, so `[Int: String]` is written as
    /// `[Int: String]`, what legacy code casts to, not `["1": …]`).
    @inline(__always)
    private func integer(_ key: some CodingKey) -> Int? {
        guard writesIntegerKeys, let index = key.intValue, key.stringValue == String(index) else { return nil }
        return index
    }

    /// Stores `value` under `key`.
    @inline(__always)
    func set(_ value: Any, forKey key: some CodingKey) {
        if let index = integer(key) {
            if isTopLevel {
                top[AnyHashable(index)] = value
            } else {
                integerKeyed[index] = value
            }
        } else if isTopLevel {
            top[key.stringValue] = value
        } else {
            keyed[key.stringValue] = value
        }
    }

    /// What is stored under `key` so far.
    func stored(forKey key: some CodingKey) -> Any? {
        if let index = integer(key) { return isTopLevel ? top[AnyHashable(index)] : integerKeyed[index] }
        return isTopLevel ? top[key.stringValue] : keyed[key.stringValue]
    }

    /// `value` as it is stored: a leaf as itself, anything else encoded by a child encoder.
    func box<T: Encodable>(_ value: T, _ key: (any CodingKey)?) throws -> Any {
        if let leaf = value as? any _UserInfoLeaf { return leaf._userInfoValue(geometry) }
        let child = key.map { _UserInfoEncoder(parent: self, key: $0) } ?? self.sameLevelChild()
        child.writesIntegerKeys = T.self is any _UserInfoIntegerKeyed.Type
        try value.encode(to: child)
        return try child.finish(value)
    }

    /// A child encoder at this encoder's own path (the value of a single-value container).
    private func sameLevelChild() -> _UserInfoEncoder {
        let child = _UserInfoEncoder(geometry: geometry, path: path)
        return child
    }

    private init(geometry: UserInfoEncoder.GeometryEncodingStrategy, path: _UserInfoCodingPath?) {
        self.geometry = geometry
        self.isTopLevel = false
        self.path = path
    }

    /// A child encoder for `key` whose value is resolved at the end (for nested containers and super encoders).
    ///
    /// Asking again for the same key continues what was written there, as Foundation's encoders do: a second
    /// `nestedContainer(forKey:)`, or one after a struct was encoded under the key, adds to the same dictionary or
    /// array instead of replacing it.
    func deferredChild(forKey key: some CodingKey) -> _UserInfoEncoder {
        hasDeferred = true
        if let existing = stored(forKey: key) as? _UserInfoEncoder { return existing }
        let child = _UserInfoEncoder(parent: self, key: key)
        child.resume(stored(forKey: key))
        set(child, forKey: key)
        return child
    }

    /// A child encoder for the next element of an unkeyed container, resolved at the end.
    func deferredElement() -> _UserInfoEncoder {
        hasDeferred = true
        let child = _UserInfoEncoder(parent: self, key: _UserInfoCodingKey(index: unkeyed.count))
        unkeyed.append(child)
        return child
    }

    /// Starts from what was already written for this value: a dictionary or an array a nested container continues.
    private func resume(_ written: Any?) {
        guard let written else { return }
        if let dictionary = written as? [String: Any] {
            kind = .keyed
            keyed = dictionary
        } else if let integers = written as? [Int: Any] {
            kind = .keyed
            integerKeyed = integers
        } else if let array = written as? [Any] {
            kind = .unkeyed
            unkeyed = array
        }
    }

    /// What this nested encoder wrote: `[String: Any]`, `[Any]`, a single value, or an empty dictionary when
    /// nothing was written.
    func finish<T>(_ value: T) throws -> Any {
        if conflict { throw conflictError(value) }
        switch kind {
        case .none: return [String: Any]()
        case .keyed:
            if !integerKeyed.isEmpty { return try finishIntegerKeyed() }
            return hasDeferred ? try keyed.mapValues(Self.resolve) : keyed
        case .unkeyed: return hasDeferred ? try unkeyed.map(Self.resolve) : unkeyed
        case .single: return try Self.resolve(single ?? NSNull())
        }
    }

    /// A keyed value with integer keys: `[Int: Any]`, or `[AnyHashable: Any]` when it has `String` keys too.
    private func finishIntegerKeyed() throws -> Any {
        let integers = hasDeferred ? try integerKeyed.mapValues(Self.resolve) : integerKeyed
        guard !keyed.isEmpty else { return integers }
        var mixed = [AnyHashable: Any](minimumCapacity: keyed.count + integers.count)
        for (key, value) in integers { mixed[AnyHashable(key)] = value }
        for (key, value) in keyed { mixed[AnyHashable(key)] = hasDeferred ? try Self.resolve(value) : value }
        return mixed
    }

    /// What the top-level encoder wrote, as `userInfo`.
    @usableFromInline
    func finishTopLevel<T>(_ value: T) throws -> [AnyHashable: Any] {
        if conflict { throw conflictError(value) }
        switch kind {
        case .none: return [:]
        case .keyed:
            if hasDeferred { return try top.mapValues(Self.resolve) }
            // Moved out, so the reused encoder keeps no reference to the `userInfo` it hands over, and left as new.
            let userInfo = top
            top = [:]
            kind = .none
            remember(keyCount: userInfo.count)
            return userInfo
        case .unkeyed, .single:
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [],
                    debugDescription:
                        "\(_typeName(T.self)) encodes as \(kind == .single ? "a single value" : "an array"), "
                        + "but a payload is written as userInfo keys: it must encode with a keyed container"
                )
            )
        }
    }

    /// Records how many keys the payload type being written had, for the room of its next `userInfo`.
    private func remember(keyCount: Int) {
        guard let payloadType else { return }
        if payloadType == lastPayloadType {
            lastKeyCount = max(lastKeyCount, keyCount)
        } else {
            lastPayloadType = payloadType
            lastKeyCount = keyCount
        }
    }

    /// The top-level encoder for one payload: this thread's own, reset, unless an enclosing encode on this thread is
    /// using it (a payload whose `encode(to:)` encodes another), a new one then. Pair with ``endTopLevel()``.
    @usableFromInline
    static func topLevel(
        geometry: UserInfoEncoder.GeometryEncodingStrategy,
        payloadType: ObjectIdentifier
    ) -> _UserInfoEncoder {
        let encoder = perThread.current
        guard !encoder.inUse else { return _UserInfoEncoder(geometry: geometry) }
        encoder.inUse = true
        // A payload may have kept its container and written through it after its encode returned.
        encoder.reset()
        encoder.geometry = geometry
        encoder.payloadType = payloadType
        return encoder
    }

    /// Ends a top-level encode, finished or thrown: forgets what it wrote, so the thread's encoder keeps no payload
    /// values alive, and frees the thread's encoder for the next payload.
    @usableFromInline
    func endTopLevel() {
        reset()
        inUse = false
    }

    /// Back to an encoder that has written nothing. (Whatever a kept container writes only with `kind` still `.none`
    /// lands in `top`, or in `unkeyed` or `single`, which a top-level encode never reads.)
    @inline(__always)
    private func reset() {
        guard kind != .none || !top.isEmpty else { return }
        kind = .none
        conflict = false
        hasDeferred = false
        writesIntegerKeys = false
        top = [:]
        keyed = [:]
        integerKeyed = [:]
        unkeyed = []
        single = nil
    }

    /// Each thread's reused top-level encoder.
    private static let perThread = _PerThread<_UserInfoEncoder>()

    private func conflictError(_ value: Any) -> EncodingError {
        EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: codingPath,
                debugDescription:
                    "\(_typeName(Swift.type(of: value))) asked for containers of different kinds for one value"
            )
        )
    }

    private static func resolve(_ value: Any) throws -> Any {
        guard let child = value as? _UserInfoEncoder else { return value }
        return try child.finish(NSNull())
    }
}

/// `Dictionary<Int, _>`, recognized at run time: the encoder writes its keys as `Int`s.
protocol _UserInfoIntegerKeyed {}

extension Dictionary: _UserInfoIntegerKeyed where Key == Int {}

extension _UserInfoEncoder: _PerThreadObject {
    /// A thread's reused top-level encoder.
    static func makeForThread() -> _UserInfoEncoder {
        let encoder = _UserInfoEncoder(geometry: .values)
        encoder.isThreadEncoder = true
        return encoder
    }

    /// The kept containers refer to the encoder: let go of them so the encoder is freed.
    func threadWillExit() {
        recentContainers.removeAll()
    }
}

/// A keyed container kept by a thread's encoder for the next payload with the same `CodingKeys`.
final class _KeyedEncodingContainerBox<Key: CodingKey> {
    let container: KeyedEncodingContainer<Key>

    init(_ container: KeyedEncodingContainer<Key>) {
        self.container = container
    }
}
