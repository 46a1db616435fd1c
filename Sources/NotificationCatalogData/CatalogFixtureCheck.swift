package import Foundation
package import NotificationCatalog
internal import NotificationDescriptors
package import NotificationFixtures

/// What came of one fixture of a catalog fixture file when loaded and decoded with an entry's descriptor, and whether
/// that is what the fixture expects.
///
/// Not `Sendable`: it holds the loaded `Notification`.
package struct CatalogFixtureCheck {
    /// What loading and decoding gave.
    package enum Outcome: CustomStringConvertible {
        /// The payload loaded and decoded into these fields.
        case decoded([CatalogField], Notification)
        /// The payload loaded but did not decode: the `NotificationDecodingError` description.
        case decodingError(String)
        /// The payload did not load: the `FixtureError` description.
        case loadError(String)

        /// `decoded fileHandle: FileHandle (the notification's object), ...` (`decoded ()` for a `Void` payload),
        /// `decoding error: ...`, `load error: ...`.
        package var description: String {
            switch self {
            case .decoded(let fields, _) where fields.isEmpty:
                "decoded ()"
            case .decoded(let fields, let notification):
                "decoded "
                    + fields.map { $0.description(notificationObject: notification.object) }.joined(separator: ", ")
            case .decodingError(let text): "decoding error: \(text)"
            case .loadError(let text): "load error: \(text)"
            }
        }
    }

    /// The fixture's label.
    package var label: String
    /// Where the fixture is in its file, e.g. `$.fixtures[2]`.
    package var path: String
    /// What loading and decoding gave.
    package var outcome: Outcome
    /// Why the outcome is not what the fixture expects; `nil` when it is.
    package var mismatch: String?

    /// Whether the outcome is what the fixture expects.
    package var holds: Bool { mismatch == nil }
}

extension CatalogEntry {
    /// Loads `fixture`'s payload (named after this entry, objects made fresh), decodes it with the entry's descriptor,
    /// and compares what came of it with the fixture's expectation.
    package func check(_ fixture: FixtureCase) -> CatalogFixtureCheck {
        let outcome = outcome(of: fixture)
        return CatalogFixtureCheck(
            label: fixture.label,
            path: fixture.path,
            outcome: outcome,
            mismatch: Self.mismatch(between: outcome, and: fixture.expectation)
        )
    }

    private func outcome(of fixture: FixtureCase) -> CatalogFixtureCheck.Outcome {
        let notification: Notification
        do throws(FixtureError) {
            notification = try self.notification(from: fixture.payload.get())
        } catch {
            return .loadError(error.description)
        }
        do throws(NotificationDecodingError) {
            return .decoded(try decodeFields(notification), notification)
        } catch {
            return .decodingError(error.description)
        }
    }

    private static func mismatch(
        between outcome: CatalogFixtureCheck.Outcome,
        and expectation: FixtureExpectation
    ) -> String? {
        switch (expectation, outcome) {
        case (.fields(let expected), .decoded(let fields, let notification)):
            let names = fields.map(\.name).sorted()
            let expectedNames = expected.map(\.name).sorted()
            guard names == expectedNames else {
                return "the payload has \(fieldList(names)), expected \(fieldList(expectedNames))"
            }
            for field in fields {
                guard let expectation = expected.first(where: { $0.name == field.name }),
                    !field.matches(expectation.value, notificationObject: notification.object)
                else { continue }
                return "\(field.description(notificationObject: notification.object)), expected "
                    + describe(expectation.value)
            }
            return nil
        case (.decodes, .decoded):
            return nil
        case (.decodingError(let expected), .decodingError(let actual)),
            (.loadError(let expected), .loadError(let actual)):
            return actual == expected ? nil : "\(outcome), expected \(FixtureValue.quoted(expected))"
        default:
            return "\(outcome), expected \(describe(expectation))"
        }
    }

    /// `fields a, b`, or `no fields`.
    private static func fieldList(_ names: [String]) -> String {
        names.isEmpty ? "no fields" : "fields \(names.joined(separator: ", "))"
    }

    private static func describe(_ expectation: FixtureExpectation) -> String {
        switch expectation {
        case .fields, .decodes: "the payload to decode"
        case .decodingError(let text): "decoding error \(FixtureValue.quoted(text))"
        case .loadError(let text): "load error \(FixtureValue.quoted(text))"
        }
    }

    private static func describe(_ value: FixtureExpectedField.Value) -> String {
        switch value {
        case .value(let value): value.jsonText
        case .absent: "nil"
        case .notificationObject: "the notification's object"
        }
    }
}
