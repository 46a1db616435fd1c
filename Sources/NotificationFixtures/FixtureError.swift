import Foundation

/// Why a fixture could not be read or loaded: invalid JSON (with its line and column), or valid JSON that is not a
/// fixture (with the JSON path of the offending value, such as `$.userInfo.NSFileHandleNotificationDataItem.Data`).
///
/// Bad input always ends in this error, never in a trap.
package struct FixtureError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A place in a JSON text: 1-based line and column, the column counted in characters.
    package struct Position: Sendable, Equatable {
        /// The 1-based line.
        package var line: Int
        /// The 1-based column, in characters.
        package var column: Int

        /// Line `line`, column `column`.
        package init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }

        /// The line and column of the byte at `offset` (0-based) in `data`; the end of the text for an offset past it.
        package init(offset: Int, in data: Data) {
            let bytes = data.prefix(max(0, min(offset, data.count)))
            let lastNewline = bytes.lastIndex(of: UInt8(ascii: "\n"))
            line = bytes.lazy.filter { $0 == UInt8(ascii: "\n") }.count + 1
            let lineStart = lastNewline.map { bytes.index(after: $0) } ?? bytes.startIndex
            column = String(decoding: bytes[lineStart...], as: UTF8.self).count + 1
        }
    }

    /// What went wrong, and where.
    package enum Kind: Sendable, Equatable {
        /// The bytes are not JSON; `position`, when Foundation gives one, points at the first problem.
        case invalidJSON(Position?, message: String)
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

    /// One line: `invalid JSON at line 3, column 7: invalid value`, or `$.userInfo.count: unknown tag "Integer"`.
    ///
    /// Control characters in a message (Foundation's own messages quote the offending input, newlines included) are
    /// written as escapes, so the description stays on one line whatever the input held.
    package var description: String {
        let text =
            switch kind {
            case .invalidJSON(let position?, let message):
                "invalid JSON at line \(position.line), column \(position.column): \(message)"
            case .invalidJSON(nil, let message):
                "invalid JSON: \(message)"
            case .invalidFixture(let path, let message):
                "\(path): \(message)"
            }
        return escapingControlCharacters(text)
    }
}
