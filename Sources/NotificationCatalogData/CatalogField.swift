internal import NotificationDescriptors
package import NotificationFixtures

/// One field of a decoded catalog payload, in a form that can be printed and compared with a fixture's expectation
/// without knowing the payload's type.
package struct CatalogField: Sendable, Equatable {
    /// What the field holds.
    package enum Value: Sendable, Equatable {
        /// A value the fixture format can write.
        case value(FixtureValue)
        /// An object, by class name (the fixture tag for classes the format knows, so `FileHandle.nullDevice`, a
        /// private subclass on Linux, is a `FileHandle`) and identity.
        case object(type: String, id: ObjectIdentifier)
        /// A non-empty set or array of objects (Core Data's managed objects, metadata items): their class name and
        /// identities, in the collection's order. An empty one is the value `{"Array": []}`.
        case objects(type: String, ids: [ObjectIdentifier])
        /// An optional field that is `nil`.
        case absent
    }

    /// The payload's property name, e.g. `fileHandle`.
    package var name: String
    /// What it holds.
    package var value: Value

    /// A field holding `value`.
    package init(_ name: String, _ value: FixtureValue) {
        self.name = name
        self.value = .value(value)
    }

    /// A field holding `value`, or absent.
    package init(_ name: String, _ value: FixtureValue?) {
        self.name = name
        self.value = value.map(Value.value) ?? .absent
    }

    /// A field holding `object`, or absent.
    package init(_ name: String, object: AnyObject?) {
        self.name = name
        if let object {
            let type = FixtureObject(rendering: object)?.tag ?? _publicTypeName(of: object)
            self.value = .object(type: type, id: ObjectIdentifier(object))
        } else {
            self.value = .absent
        }
    }

    /// A field holding the objects `objects` of class `type`: the empty array when there are none (which a fixture
    /// can write), their identities otherwise.
    package init(_ name: String, objects: [AnyObject], type: String) {
        self.name = name
        self.value =
            objects.isEmpty ? .value(.array([])) : .objects(type: type, ids: objects.map { ObjectIdentifier($0) })
    }

    /// Whether this field holds what `expected` says, given the notification's `object`.
    package func matches(_ expected: FixtureExpectedField.Value, notificationObject: Any?) -> Bool {
        switch (expected, value) {
        case (.absent, .absent):
            return true
        case (.notificationObject, .object(_, let id)):
            return Self.identifier(of: notificationObject) == id
        case (.value(.object(let placeholder)), .object(let type, let id)):
            return placeholder.tag == type && Self.identifier(of: notificationObject) != id
        case (.value(let expectedValue), .value(let actual)):
            return expectedValue == actual
        default:
            return false
        }
    }

    /// `name: value`, e.g. `data: {"Data": "aGVsbG8="}` or `fileHandle: FileHandle (the notification's object)`.
    package func description(notificationObject: Any?) -> String {
        switch value {
        case .value(let value):
            "\(name): \(value.jsonText)"
        case .object(let type, let id) where Self.identifier(of: notificationObject) == id:
            "\(name): \(type) (the notification's object)"
        case .object(let type, _):
            "\(name): \(type)"
        case .objects(let type, let ids):
            "\(name): \(ids.count) \(type)"
        case .absent:
            "\(name): nil"
        }
    }

    private static func identifier(of object: Any?) -> ObjectIdentifier? {
        guard let object, type(of: object) is AnyObject.Type else { return nil }
        return ObjectIdentifier(object as AnyObject)
    }
}
