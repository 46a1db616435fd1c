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
