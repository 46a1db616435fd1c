/// What a fixture must give.
package enum FixtureExpectation: Sendable, Equatable {
    /// No `"expect"` in the fixture: the payload loads and decodes; its fields are not compared.
    case decodes
    /// `{"fields": {...}}`: the payload decodes, and its fields are exactly these.
    case fields([FixtureExpectedField])
    /// `{"error": "..."}`: decoding fails with a `NotificationDecodingError` of exactly this description.
    case decodingError(String)
    /// `{"loadError": "..."}`: the payload cannot even be loaded; a ``FixtureError`` of exactly this description.
    case loadError(String)

    /// Whether the fixture says its payload decodes (``fields(_:)`` or ``decodes``): a valid sample of the payload.
    package var expectsDecoding: Bool {
        switch self {
        case .fields, .decodes: true
        case .decodingError, .loadError: false
        }
    }

    init(json: FixtureJSON, at path: FixturePath) throws(FixtureError) {
        guard case .object(let members) = json, members.count == 1, let member = members.first else {
            throw FixtureError(
                at: path,
                "expected one of {\"fields\": {...}}, {\"error\": \"...\"}, {\"loadError\": \"...\"}, found \(json.kindDescription)"
            )
        }
        let memberPath = path.appending(member.key)
        switch (member.key, member.value) {
        case ("fields", .object(let fields)):
            var expected: [FixtureExpectedField] = []
            for field in fields {
                expected.append(
                    try FixtureExpectedField(name: field.key, json: field.value, at: memberPath.appending(field.key)))
            }
            self = .fields(expected)
        case ("error", .string(let description)):
            self = .decodingError(description)
        case ("loadError", .string(let description)):
            self = .loadError(description)
        default:
            throw FixtureError(
                at: memberPath,
                "expected {\"fields\": {...}}, {\"error\": \"...\"} or {\"loadError\": \"...\"}, found \(json.kindDescription)"
            )
        }
    }
}
