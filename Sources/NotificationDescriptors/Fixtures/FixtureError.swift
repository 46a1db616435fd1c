/// Why a fixture could not be read or loaded: invalid JSON (with its line and column), or valid JSON that is not a
/// fixture (with the JSON path of the offending value, such as `$.userInfo.NSFileHandleNotificationDataItem.Data`).
///
/// Bad input always ends in this error, never in a trap.
package struct FixtureError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, and where.
    package enum Kind: Sendable, Equatable {
        /// The bytes are not JSON; `line` and `column` (1-based, in characters) point at the first problem.
        case invalidJSON(line: Int, column: Int, message: String)
        /// The JSON is valid but the value at `path` is not what the fixture format allows there, or cannot be
        /// made into a Foundation value.
        case invalidFixture(path: String, message: String)
    }

    /// What went wrong, and where.
    package var kind: Kind

    /// Creates an error of `kind`.
    package init(_ kind: Kind) {
        self.kind = kind
    }

    /// An error about the value at `path`.
    package init(at path: FixturePath, _ message: String) {
        self.kind = .invalidFixture(path: path.description, message: message)
    }

    /// One line: `invalid JSON at line 3, column 7: unexpected '}', expected a JSON value`, or
    /// `$.userInfo.count: unknown tag "Integer"`.
    package var description: String {
        switch kind {
        case .invalidJSON(let line, let column, let message):
            "invalid JSON at line \(line), column \(column): \(message)"
        case .invalidFixture(let path, let message):
            "\(path): \(message)"
        }
    }
}
