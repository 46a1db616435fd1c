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
        let root = FixturePath.root
        guard case .object(let members) = try FixtureJSONParser.parse(json) else {
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

/// One fixture: a label, a payload, and what must come of it.
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
        guard let expectation else { throw FixtureError(at: path, "missing \"expect\"") }
        self.label = label
        self.payload = payload
        self.expectation = expectation
        self.path = path.description
    }
}

/// What a fixture must give.
package enum FixtureExpectation: Sendable, Equatable {
    /// `{"fields": {...}}`: the payload decodes, and its fields are exactly these.
    case fields([FixtureExpectedField])
    /// `{"error": "..."}`: decoding fails with a `NotificationDecodingError` of exactly this description.
    case decodingError(String)
    /// `{"loadError": "..."}`: the payload cannot even be loaded; a ``FixtureError`` of exactly this description.
    case loadError(String)

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

/// One field a decoded payload must have.
package struct FixtureExpectedField: Sendable, Equatable {
    /// What the field must hold.
    package enum Value: Sendable, Equatable {
        /// A tagged value: equal to it; for an object tag, an object of that class that is not the notification's
        /// `object`.
        case value(FixtureValue)
        /// `null`: the optional field is `nil`.
        case absent
        /// `"object"`: the very object the notification carries as its `object`.
        case notificationObject
    }

    /// The payload's property name, e.g. `fileHandle`.
    package var name: String
    /// What it must hold.
    package var value: Value

    /// A field named `name` that must hold `value`.
    package init(name: String, value: Value) {
        self.name = name
        self.value = value
    }

    init(name: String, json: FixtureJSON, at path: FixturePath) throws(FixtureError) {
        self.name = name
        switch json {
        case .null: value = .absent
        case .string("object"): value = .notificationObject
        case .object: value = .value(try FixtureValue(json: json, at: path))
        default:
            throw FixtureError(
                at: path,
                "expected a tagged value, null (absent) or \"object\" (the notification's object), found \(json.kindDescription)"
            )
        }
    }
}
