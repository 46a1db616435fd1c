import Foundation

/// A file of labelled fixtures for one notification, each a payload and what decoding it must give:
///
/// ```json
/// {
///   "notification": "NSFileHandleReadCompletionNotification",
///   "fixtures": [
///     {"label": "data read", "payload": {...}, "expect": {"fields": {"fileHandle": "object", ...}}},
///     {"label": "data is a string", "payload": {...}, "expect": {"error": "NSFileHandle...: ..."}}
///   ]
/// }
/// ```
///
/// A payload that cannot be parsed fails only its own case (``FixtureCase/payload``), so a file can also hold
/// fixtures that show the loader's errors (`"expect": {"loadError": "..."}`).
package struct FixtureFile: Sendable {
    /// The raw name of the notification every payload defaults to.
    package var notification: String
    /// The fixtures, in written order.
    package var cases: [FixtureCase]

    /// Parses a fixture file.
    ///
    /// - Throws: ``FixtureError`` for invalid JSON or a file whose structure (not payload) is wrong.
    package init(parsing json: Data) throws(FixtureError) {
        try self.init(json: try FixtureJSON.parse(json))
    }

    init(json: FixtureJSON) throws(FixtureError) {
        let root = FixturePath.root
        guard case .object(let members) = json else {
            throw FixtureError(at: root, "expected an object {\"notification\", \"fixtures\"}")
        }
        var notification: String?
        var cases: [FixtureCase]?
        for member in members {
            let path = root.appending(member.key)
            switch (member.key, member.value) {
            case ("notification", .string(let name)):
                notification = name
            case ("fixtures", .array(let elements)):
                var parsed: [FixtureCase] = []
                for (index, element) in elements.enumerated() {
                    parsed.append(try FixtureCase(json: element, at: path.appending(index: index)))
                }
                cases = parsed
            case ("notification", let other):
                throw FixtureError(at: path, "expected a string, found \(other.kindDescription)")
            case ("fixtures", let other):
                throw FixtureError(at: path, "expected an array of fixtures, found \(other.kindDescription)")
            default:
                throw FixtureError(
                    at: path,
                    "unknown key \(FixtureJSON.quoted(member.key)); a fixture file has \"notification\", \"fixtures\""
                )
            }
        }
        guard let notification else { throw FixtureError(at: root, "missing \"notification\"") }
        guard let cases else { throw FixtureError(at: root, "missing \"fixtures\"") }
        self.notification = notification
        self.cases = cases
    }
}
