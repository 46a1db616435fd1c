import Foundation

/// Where a nested value is, as a chain of coding keys up to `userInfo`, shared by the encoder and the decoder: made
/// only when coding descends into a value (a nested struct, array or enum), never for the leaf values of a payload's
/// own keys.
///
/// The keys are kept as they were given, so a `codingPath` keeps an `Int`-backed key's `intValue`.
@usableFromInline
final class _UserInfoCodingPath: Sendable {
    let parent: _UserInfoCodingPath?
    /// The key, as the payload's `CodingKeys` (or the coder) made it.
    let key: any CodingKey
    /// How many keys the path has, this one included.
    let depth: Int

    init(parent: _UserInfoCodingPath?, key: any CodingKey) {
        self.parent = parent
        self.key = key
        self.depth = (parent?.depth ?? 0) + 1
    }

    /// The keys from `userInfo` down to this node.
    var codingPath: [any CodingKey] {
        var reversed: [any CodingKey] = []
        var node: _UserInfoCodingPath? = self
        while let current = node {
            reversed.append(current.key)
            node = current.parent
        }
        return reversed.reversed()
    }

    /// The path cut to its first key.
    var top: _UserInfoCodingPath {
        var top = self
        while let parent = top.parent { top = parent }
        return top
    }
}

extension Optional where Wrapped == _UserInfoCodingPath {
    /// The coding keys of the path, empty at the top.
    var codingPath: [any CodingKey] { self?.codingPath ?? [] }

    /// This path extended by `key`.
    func appending(_ key: any CodingKey) -> _UserInfoCodingPath {
        _UserInfoCodingPath(parent: self, key: key)
    }

    /// The coding keys of this path extended by `key`, without making a node.
    func codingPath(appending key: any CodingKey) -> [any CodingKey] {
        codingPath + [key]
    }
}

/// A coding key the coder makes itself: a dictionary key, or an array index (with the `Index N` text Foundation's
/// coders use).
struct _UserInfoCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = "Index \(intValue)"
        self.intValue = intValue
    }

    init(index: Int) {
        self.init(intValue: index)
    }

    static let superKey = _UserInfoCodingKey(stringValue: "super")
}

extension NotificationDecodingError.PathComponent {
    /// The component a coding key stands for: an index key from an array, a dictionary key otherwise.
    init(_ key: any CodingKey) {
        if let index = key.intValue, key.stringValue == "Index \(index)" {
            self = .index(index)
        } else {
            self = .key(key.stringValue)
        }
    }

    /// The components a coding path stands for.
    static func components(_ codingPath: [any CodingKey]) -> [Self] {
        codingPath.map(Self.init)
    }
}

/// The innermost dictionary key of a path, for the reason of an error at that path.
func _innermostKey(_ path: [NotificationDecodingError.PathComponent]) -> String? {
    for component in path.reversed() {
        if case .key(let key) = component { return key }
    }
    return nil
}
