import Foundation

extension NotificationDecodingError {
    /// One step on the way from `userInfo` to a nested value: a dictionary key or an array index.
    ///
    /// Printed the way the value is reached in Swift: `["LegacyUploadMetadataKey"]`, `[1]`.
    public enum PathComponent: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral,
        ExpressibleByIntegerLiteral
    {
        /// A dictionary key (a `userInfo` key, or a key of a nested `[String: Any]`).
        case key(String)
        /// An index into a nested array.
        case index(Int)

        /// A key from a string literal, so a path reads `["LegacyUploadChunksKey", 1]`.
        public init(stringLiteral key: String) {
            self = .key(key)
        }

        /// An index from an integer literal, so a path reads `["LegacyUploadChunksKey", 1]`.
        public init(integerLiteral index: Int) {
            self = .index(index)
        }

        /// The subscript that reaches the value: `["key"]` or `[1]`.
        public var description: String {
            switch self {
            case .key(let key): "[\(Self.quoted(key))]"
            case .index(let index): "[\(index)]"
            }
        }

        /// `key` in double quotes, on one line, with quotes inside escaped.
        static func quoted(_ key: String) -> String {
            "\"" + oneLine(key).replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
    }
}
