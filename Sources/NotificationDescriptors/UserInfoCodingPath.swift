import Foundation

/// Where a nested value is, as a chain up to `userInfo`: made only when decoding or encoding descends into a value
/// (a nested struct, array or enum), never for the leaf values of a payload's own keys.
@usableFromInline
final class _UserInfoPathNode: Sendable {
    let parent: _UserInfoPathNode?
    let component: NotificationDecodingError.PathComponent
    /// How many components the path has, this one included.
    let depth: Int

    init(parent: _UserInfoPathNode?, component: NotificationDecodingError.PathComponent) {
        self.parent = parent
        self.component = component
        self.depth = (parent?.depth ?? 0) + 1
    }

    /// The components from `userInfo` down to this node.
    var components: [NotificationDecodingError.PathComponent] {
        var reversed: [NotificationDecodingError.PathComponent] = []
        var node: _UserInfoPathNode? = self
        while let current = node {
            reversed.append(current.component)
            node = current.parent
        }
        return reversed.reversed()
    }

    /// The same path as `Codable` coding keys.
    var codingKeys: [any CodingKey] {
        components.map(_UserInfoCodingKey.init)
    }
}

extension Optional where Wrapped == _UserInfoPathNode {
    /// The components of the path, empty at the top.
    var components: [NotificationDecodingError.PathComponent] { self?.components ?? [] }

    /// This path extended by `component`.
    func appending(_ component: NotificationDecodingError.PathComponent) -> _UserInfoPathNode {
        _UserInfoPathNode(parent: self, component: component)
    }

    /// The components of this path extended by `component`, without making a node.
    func components(appending component: NotificationDecodingError.PathComponent)
        -> [NotificationDecodingError.PathComponent]
    {
        components + [component]
    }
}

/// A coding key for a path component: a dictionary key, or an array index (with the `Index N` text Foundation's
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

    init(_ component: NotificationDecodingError.PathComponent) {
        switch component {
        case .key(let key): self.init(stringValue: key)
        case .index(let index): self.init(intValue: index)
        }
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
}

/// The innermost dictionary key of a path, for the reason of an error at that path.
func _innermostKey(_ path: [NotificationDecodingError.PathComponent]) -> String? {
    for component in path.reversed() {
        if case .key(let key) = component { return key }
    }
    return nil
}
