/// The path of a value inside a fixture document, written the JSONPath way: `$`, `$.userInfo.count`, `$.fixtures[2]`,
/// `$.userInfo["key with spaces"]`.
package struct FixturePath: Sendable, Hashable, CustomStringConvertible {
    private enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    private var components: [Component] = []

    /// The document itself: `$`.
    package static let root = FixturePath()

    /// This path followed by the object member `key`.
    package func appending(_ key: String) -> FixturePath {
        var path = self
        path.components.append(.key(key))
        return path
    }

    /// This path followed by the array element at `index`.
    package func appending(index: Int) -> FixturePath {
        var path = self
        path.components.append(.index(index))
        return path
    }

    /// `$.userInfo.count`; keys that are not plain identifiers are written `["like this"]`.
    package var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where Self.isIdentifier(key):
                text += "." + key
            case .key(let key):
                text += "[" + FixtureJSON.quoted(key) + "]"
            }
        }
        return text
    }

    private static func isIdentifier(_ key: String) -> Bool {
        func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        }
        guard let first = key.unicodeScalars.first, isLetter(first) else { return false }
        return key.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
    }
}
