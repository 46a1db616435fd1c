import Foundation

/// What a fixture JSON text holds: a catalog-style fixture file (`{"notification": ..., "fixtures": [...]}`) or a
/// single payload (`{"name"?, "object"?, "userInfo"?}`), told apart by the keys of the top-level object.
package enum FixtureDocument: Sendable {
    /// A single payload.
    case payload(FixturePayload)
    /// A file of labelled fixtures.
    case file(FixtureFile)

    /// Parses `json` once and reads it as a fixture file when its top-level object has a `"fixtures"` or
    /// `"notification"` key, as a payload otherwise, so that each kind's errors name its own keys.
    ///
    /// - Throws: ``FixtureError`` for invalid JSON, or a structure neither kind allows.
    package init(parsing json: Data) throws(FixtureError) {
        let parsed = try FixtureJSON.parse(json)
        if case .object(let members) = parsed,
            members.contains(where: { $0.key == "fixtures" || $0.key == "notification" })
        {
            self = .file(try FixtureFile(json: parsed))
        } else {
            self = .payload(try FixturePayload(json: parsed, at: .root))
        }
    }
}
