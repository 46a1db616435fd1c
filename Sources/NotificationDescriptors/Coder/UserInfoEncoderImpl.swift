import Foundation

// The encoding side of ``UserInfoEncoder``: an `Encoder` that writes what legacy code writes and plain `as?` casts
// read. Leaf values are stored as themselves (`Int` as `Int`, `Date` as `Date`, `URL` as `URL`), nested structs as
// `[String: Any]`, arrays as `[Any]`, enums as their raw value; `nil` optionals are not written at all. Built like the
// decoder: one encoder class, its containers nested in an extension (`UserInfoEncodingContainers.swift`), coding
// paths shared with the decoder (`_UserInfoCodingPath`).
//
// As with Foundation's `JSONEncoder`, an encoder or a container a payload keeps writes into that payload's own
// storage: after the encode has finished, nowhere anyone reads. Every encode makes its own encoder, which no later
// encode uses: nothing can prove that a payload kept no reference (strong, weak or unowned) to the encoder it was
// handed, short of reading the runtime's reference counts. What a thread remembers between encodes (the
// room the last payload type needed, and an empty `userInfo` of that room) lives in `_UserInfoEncoderThreadState`,
// which no payload ever sees.

/// The encoder of one value: `userInfo` itself at the top (written as `[AnyHashable: Any]`), a nested value below.
///
/// A class, so the containers a payload's `encode(to:)` gets write into it and the result can be read afterwards.
@usableFromInline
final class _UserInfoEncoder: Encoder {
    enum Kind { case none, keyed, unkeyed, single }

    /// The fields an encode writes are touched only by the one thread encoding with this encoder (an encoder is made
    /// for one encode, and `Encoder` is not `Sendable`), so they skip the dynamic exclusivity checks, which would cost
    /// more than the writes.
    let geometry: UserInfoEncoder.GeometryEncodingStrategy
    let isTopLevel: Bool
    /// Where this encoder's value is; `nil` at the top.
    let path: _UserInfoCodingPath?
    /// How many encoders this one is inside, single-value levels (which add no key to the path) included.
    let nesting: Int
    /// Whether this encoder's value is nested deeper than the decoder reads (``_UserInfoDecoderImpl/maximumDepth``
    /// keys), or inside more than ``maximumNesting`` encoders: it writes nowhere, and its parent fails to finish.
    let isTooDeep: Bool

    /// The most encoders one value may be inside, counting the single-value levels of wrapper types, which the path
    /// does not: each costs stack, and a value of a recursive type written through single-value containers would
    /// otherwise recurse as deep as it is.
    static let maximumNesting = 2 * _UserInfoDecoderImpl.maximumDepth

    /// The payload type being written, for a top-level encoder (its `userInfo`'s room is remembered per type).
    private var payloadType: ObjectIdentifier?

    @exclusivity(unchecked) var kind = Kind.none
    /// A second container of another kind was asked for: the value cannot be written.
    @exclusivity(unchecked) var conflict = false
    /// A value below this one is nested too deep: the error to throw when this value is finished.
    @exclusivity(unchecked) var tooDeepBelow: _UserInfoCodingPath?
    /// Some value is an encoder still being written (a nested container or super encoder), resolved at the end.
    @exclusivity(unchecked) var hasDeferred = false
    @exclusivity(unchecked) var top: [AnyHashable: Any] = [:]
    @exclusivity(unchecked) var keyed: [String: Any] = [:]
    /// The values of a nested `Int`-keyed dictionary, stored under `Int` keys as legacy code reads `[Int: X]`.
    @exclusivity(unchecked) var integerKeyed: [Int: Any] = [:]
    /// Whether the value is a `Dictionary<Int, _>`, whose keys are written as `Int`s. (Its coding keys alone cannot
    /// tell: a `[String: _]` names its key `"1"` with the same `intValue` 1.)
    @exclusivity(unchecked) var writesIntegerKeys = false
    @exclusivity(unchecked) var unkeyed: [Any] = []
    @exclusivity(unchecked) var single: Any?

    init(geometry: UserInfoEncoder.GeometryEncodingStrategy) {
        self.geometry = geometry
        self.isTopLevel = true
        self.path = nil
        self.nesting = 0
        self.isTooDeep = false
    }

    /// A nested encoder for the value under `key`. Past the decoder's depth the path stops growing (so no chain of
    /// path nodes or encoders deeper than that is ever made), and the encoder is marked too deep.
    private init(parent: _UserInfoEncoder, key: any CodingKey) {
        self.geometry = parent.geometry
        self.isTopLevel = false
        self.nesting = parent.nesting + 1
        if parent.isTooDeep {
            self.path = parent.path
            self.isTooDeep = true
        } else {
            let path = parent.path.appending(key)
            self.path = path
            self.isTooDeep = path.depth > _UserInfoDecoderImpl.maximumDepth || nesting > Self.maximumNesting
        }
    }

    /// A child encoder at this encoder's own path (the value of a single-value container).
    private init(sameLevelAs parent: _UserInfoEncoder) {
        self.geometry = parent.geometry
        self.isTopLevel = false
        self.path = parent.path
        self.nesting = parent.nesting + 1
        self.isTooDeep = parent.isTooDeep || nesting > Self.maximumNesting
    }

    @usableFromInline
    var codingPath: [any CodingKey] { path.codingPath }

    @usableFromInline
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    @usableFromInline
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        // Room for the payload's keys up front: growing an `[AnyHashable: Any]` rehashes every key.
        if isTopLevel, kind == .none, let payloadType {
            top = _UserInfoEncoderThreadState.emptyUserInfo(for: payloadType)
        }
        begin(.keyed)
        return KeyedEncodingContainer(KeyedContainer<Key>(encoder: self))
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

    /// Stores `value` under `key`, in place of whatever was written there before (the last write wins).
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
    private func stored(forKey key: some CodingKey) -> Any? {
        if let index = integer(key) { return isTopLevel ? top[AnyHashable(index)] : integerKeyed[index] }
        return isTopLevel ? top[key.stringValue] : keyed[key.stringValue]
    }

    /// `value` as it is stored: a leaf as itself, anything else encoded by a child encoder.
    ///
    /// - Throws: `EncodingError.invalidValue` for a value nested deeper than the decoder reads, before its
    ///   `encode(to:)` runs (so no payload, however deep, recurses further than that).
    func box<T: Encodable>(_ value: T, _ key: (any CodingKey)?) throws -> Any {
        if let leaf = value as? any _UserInfoLeaf { return leaf._userInfoValue(geometry) }
        let child = key.map { _UserInfoEncoder(parent: self, key: $0) } ?? _UserInfoEncoder(sameLevelAs: self)
        if child.isTooDeep { throw Self.tooDeepError(T.self, child.path, key) }
        child.writesIntegerKeys = T.self is any _UserInfoIntegerKeyed.Type
        try value.encode(to: child)
        let written = try child.finish(value)
        // A Swift `Set` posts as a set, not as the array its conformance writes (`UserInfoPostedSet.swift`).
        if let set = value as? any _UserInfoEncodableSet, let elements = written as? [Any] {
            return try set._userInfoPosted(elements, codingPath: child.codingPath)
        }
        return written
    }

    /// A child encoder for `key` whose value is resolved at the end (for nested containers and super encoders), put
    /// in place of what was written under `key` before.
    ///
    /// `continuing` a kind (for a nested container), what is already under `key` in that kind is continued, as
    /// Foundation's encoders do: an earlier nested container of the kind, whatever its `CodingKeys`, or a dictionary
    /// (an array) a value was encoded as. Anything else there is replaced. A super encoder (`continuing: nil`)
    /// always starts anew, and its value replaces what was there.
    func deferredChild(forKey key: some CodingKey, continuing kind: Kind?) -> _UserInfoEncoder {
        let existing = kind == nil ? nil : stored(forKey: key)
        if let existing = existing as? _UserInfoEncoder, existing.kind == kind { return existing }
        let child = _UserInfoEncoder(parent: self, key: key)
        guard !child.isTooDeep else {
            // Not linked to this encoder: nothing deeper than the limit is kept, and this value fails to finish.
            tooDeepBelow = tooDeepBelow ?? child.path
            return child
        }
        if let existing, let kind { child.resume(existing, as: kind) }
        hasDeferred = true
        set(child, forKey: key)
        return child
    }

    /// Starts from a dictionary or an array that a value was encoded as under this key, for a nested container of
    /// that kind to add to.
    private func resume(_ written: Any, as requested: Kind) {
        switch requested {
        case .keyed:
            if let dictionary = written as? [String: Any] {
                kind = .keyed
                keyed = dictionary
            } else if let integers = written as? [Int: Any] {
                kind = .keyed
                integerKeyed = integers
            }
        case .unkeyed:
            if let array = written as? [Any] {
                kind = .unkeyed
                unkeyed = array
            }
        case .none, .single: break
        }
    }

    /// A child encoder for the next element of an unkeyed container, resolved at the end.
    func deferredElement() -> _UserInfoEncoder {
        let child = _UserInfoEncoder(parent: self, key: _UserInfoCodingKey(index: unkeyed.count))
        guard !child.isTooDeep else {
            tooDeepBelow = tooDeepBelow ?? child.path
            return child
        }
        hasDeferred = true
        unkeyed.append(child)
        return child
    }

    /// What this nested encoder wrote: `[String: Any]`, `[Any]`, a single value, or an empty dictionary when
    /// nothing was written.
    func finish<T>(_ value: T) throws -> Any {
        try checkFinishable(value)
        switch kind {
        case .none: return [String: Any]()
        case .keyed:
            if !integerKeyed.isEmpty { return try finishIntegerKeyed() }
            return hasDeferred ? try keyed.mapValues(Self.resolve) : keyed
        case .unkeyed: return hasDeferred ? try unkeyed.map(Self.resolve) : unkeyed
        case .single: return try Self.resolve(single ?? NSNull())
        }
    }

    /// Throws when this value cannot be written: containers of two kinds were asked for, or a value below it is
    /// nested deeper than the decoder reads.
    private func checkFinishable<T>(_ value: T) throws {
        if conflict { throw conflictError(value) }
        if let tooDeepBelow { throw Self.tooDeepError(T.self, tooDeepBelow, nil) }
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
        try checkFinishable(value)
        switch kind {
        case .none: return [:]
        case .keyed:
            // Moved out, so the encoder (which a payload may have kept) keeps no reference to the `userInfo` it hands
            // over.
            var userInfo = top
            top = [:]
            if hasDeferred { userInfo = try userInfo.mapValues(Self.resolve) }
            if let payloadType { _UserInfoEncoderThreadState.remember(keyCount: userInfo.count, for: payloadType) }
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

    /// The top-level encoder for one payload of type `payloadType`: a new one, which no other encode ever uses (see
    /// the top of this file).
    @usableFromInline
    static func topLevel(
        geometry: UserInfoEncoder.GeometryEncodingStrategy,
        payloadType: ObjectIdentifier
    ) -> _UserInfoEncoder {
        let encoder = _UserInfoEncoder(geometry: geometry)
        encoder.payloadType = payloadType
        return encoder
    }

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

    /// The error for a value of `type` nested deeper than the decoder reads: its path cut to the top-level key, as
    /// the decoder's. It carries the type's name, not the value: describing a value nested this deep (as printing
    /// an `EncodingError` does) would recurse as deep as the value.
    private static func tooDeepError(
        _ type: Any.Type,
        _ path: _UserInfoCodingPath?,
        _ key: (any CodingKey)?
    ) -> EncodingError {
        let top = path.map { [$0.top.key] } ?? key.map { [$0] } ?? []
        let reason =
            (path?.depth ?? 0) > _UserInfoDecoderImpl.maximumDepth
            ? "the value is nested more than \(_UserInfoDecoderImpl.maximumDepth) levels deep"
            : "the value is nested in more than \(maximumNesting) values (each single-value wrapper counts)"
        return EncodingError.invalidValue(
            _typeName(type),
            EncodingError.Context(
                codingPath: top,
                debugDescription: reason + ", deeper than a notification's userInfo is decoded; nothing is written"
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
