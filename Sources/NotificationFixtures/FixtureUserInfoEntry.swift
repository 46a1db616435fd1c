/// One `userInfo` entry of a ``FixturePayload``: a key and a value, both tagged values so that non-`String` keys
/// (`NSString`, `Int`, ...) can be written too.
package struct FixtureUserInfoEntry: Sendable, Equatable {
    /// The key; in the object form of `userInfo` always a ``FixtureValue/string(_:)``.
    package var key: FixtureValue
    /// The value.
    package var value: FixtureValue
    /// Where the key and the value were written, for errors found while loading; not part of equality.
    var keyPath: FixturePath = .root
    var valuePath: FixturePath = .root

    /// An entry with `key` and `value`.
    package init(key: FixtureValue, value: FixtureValue) {
        self.key = key
        self.value = value
    }

    /// An entry under the `String` key `key`.
    package init(_ key: String, _ value: FixtureValue) {
        self.init(key: .string(key), value: value)
    }

    init(key: FixtureValue, value: FixtureValue, keyPath: FixturePath, valuePath: FixturePath) {
        self.init(key: key, value: value)
        self.keyPath = keyPath
        self.valuePath = valuePath
    }

    /// Entries are equal when their keys and values are; where they were written does not matter.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.key == rhs.key && lhs.value == rhs.value
    }
}

extension FixtureValue {
    /// The text of a `String` or `NSString`; `nil` for any other value.
    package var stringText: String? {
        switch self {
        case .string(let text), .nsString(let text): text
        default: nil
        }
    }
}
