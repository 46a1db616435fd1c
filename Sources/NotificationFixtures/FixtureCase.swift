/// One fixture: a label, a payload, and what must come of it (``FixtureExpectation/decodes`` when it has no
/// `"expect"`).
package struct FixtureCase: Sendable {
    /// What the fixture shows, e.g. `iOS shape: NSValue frames, NSNumber values`.
    package var label: String
    /// The parsed payload, or why it could not be parsed (with its path in the file).
    package var payload: Result<FixturePayload, FixtureError>
    /// What loading and decoding the payload must give.
    package var expectation: FixtureExpectation
    /// Where the fixture is in its file, e.g. `$.fixtures[2]`.
    package var path: String

    init(json: FixtureJSON, at path: FixturePath) throws(FixtureError) {
        guard case .object(let members) = json else {
            throw FixtureError(at: path, "expected a fixture {\"label\", \"payload\", \"expect\"}")
        }
        var label: String?
        var payload: Result<FixturePayload, FixtureError>?
        var expectation: FixtureExpectation?
        for member in members {
            let memberPath = path.appending(member.key)
            switch (member.key, member.value) {
            case ("label", .string(let text)):
                label = text
            case ("payload", let value):
                do throws(FixtureError) {
                    payload = .success(try FixturePayload(json: value, at: memberPath))
                } catch {
                    payload = .failure(error)
                }
            case ("expect", let value):
                expectation = try FixtureExpectation(json: value, at: memberPath)
            case ("label", let other):
                throw FixtureError(at: memberPath, "expected a string, found \(other.kindDescription)")
            default:
                throw FixtureError(
                    at: memberPath,
                    "unknown key \(FixtureJSON.quoted(member.key)); a fixture has \"label\", \"payload\", \"expect\""
                )
            }
        }
        guard let label else { throw FixtureError(at: path, "missing \"label\"") }
        guard let payload else { throw FixtureError(at: path, "missing \"payload\"") }
        self.label = label
        self.payload = payload
        // `"expect"` is optional: without it the payload must load and decode.
        self.expectation = expectation ?? .decodes
        self.path = path.description
    }
}
