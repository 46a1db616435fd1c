import Foundation
import NotificationCatalog
import NotificationCatalogData
import NotificationDescriptors
import NotificationFixtures

/// What happened when one ``LiveScenario`` ran: whether the notification arrived (and whether it arrived before the
/// run loop ran), what the catalog descriptor decoded, and what Foundation posted, rendered as fixture JSON.
///
/// The test-only `LiveProbe` executable prints an array of these as JSON; the catalog's live tests read it and judge each scenario.
///
/// `Sendable`: strings, flags and bytes only. Objects are recorded by class name and by whether they are identical
/// (`===`) to the scenario's object.
package struct LiveProbeResult: Codable, Sendable, Equatable {
    /// One field of a decoded payload.
    package struct Field: Codable, Sendable, Equatable {
        /// The payload's property name, e.g. `data`.
        package var name: String
        /// The value as fixture JSON text, e.g. `{"Data": "aGVsbG8="}`; `nil` for an object or an absent value.
        package var value: String?
        /// The object's class, e.g. `FileHandle`; `nil` for a value or an absent object.
        package var objectType: String?
        /// For an object: whether it is the scenario's object itself (`===`); `nil` otherwise.
        package var isScenarioObject: Bool?

        /// `field` made printable, its object (if any) compared with the scenario's object.
        init(_ field: CatalogField, scenarioObject: ObjectIdentifier) {
            name = field.name
            switch field.value {
            case .value(let value):
                self.value = value.jsonText
            case .object(let type, let id):
                objectType = type
                isScenarioObject = id == scenarioObject
            case .objects(let type, _):
                objectType = type
            case .absent:
                break
            }
        }

        /// The value parsed back into a ``NotificationDescriptors/FixtureValue``; `nil` for an object, an absent
        /// value, or text that does not parse.
        package var fixtureValue: FixtureValue? {
            value.flatMap { try? FixtureValue(parsing: Data($0.utf8)) }
        }

        /// Whether the field holds nothing (an optional that is `nil`).
        package var isAbsent: Bool { value == nil && objectType == nil }

        /// `name: value` as `demo` prints it, with bytes also shown as text when they are UTF-8.
        package var description: String {
            if let value {
                guard case .data(let bytes)? = fixtureValue, let text = String(data: bytes, encoding: .utf8) else {
                    return "\(name): \(value)"
                }
                return "\(name): \(value)  (\(bytes.count) bytes: \"\(text)\")"
            }
            guard let objectType else { return "\(name): nil" }
            return isScenarioObject == true
                ? "\(name): \(objectType) (the notification's object)" : "\(name): \(objectType)"
        }
    }

    /// One notification as Foundation posted it, seen by a plain `addObserver(forName:object:queue:)` observer.
    package struct RawNotification: Codable, Sendable, Equatable {
        /// The notification rendered by `FixturePayload(rendering:)`, as fixture JSON text; `nil` when it cannot be
        /// rendered (see ``renderError``).
        package var payload: String?
        /// Whether its `object` is the scenario's object itself (`===`).
        package var objectIsScenarioObject: Bool
        /// The rendering of what the descriptor's encoder writes for the payload it decoded from this notification;
        /// `nil` when it does not decode or cannot be rendered.
        package var encoded: String?
        /// Whether ``payload`` and ``encoded`` are the same payload, type for type.
        package var equalsEncoding: Bool
        /// Why rendering or decoding failed, if it did.
        package var renderError: String?

        /// ``payload`` parsed back into a ``NotificationDescriptors/FixturePayload``.
        package var fixturePayload: FixturePayload? {
            payload.flatMap { try? FixturePayload(parsing: Data($0.utf8)) }
        }
    }

    /// Which scenario ran.
    package var scenario: LiveScenario.Kind
    /// The catalog member of the notification, e.g. `fileHandleReadCompletion`.
    package var member: String
    /// The notification's raw name.
    package var name: String
    /// All the bytes the scenario wrote, in order; `nil` when it wrote none.
    package var bytesWritten: Data?
    /// Whether the notification reached both observers (typed and raw) before the timeout.
    package var arrived: Bool
    /// For a scenario that waits before running the run loop: whether anything arrived during that wait.
    package var arrivedBeforeRunLoop: Bool?
    /// The fields of each payload the catalog descriptor decoded, in order of arrival.
    package var payloads: [[Field]]
    /// The descriptions of the decoding errors the catalog descriptor reported, in order of arrival.
    package var decodeFailures: [String]
    /// Each notification the raw observer saw, in order of arrival.
    package var raw: [RawNotification]
    /// Why the scenario could not be set up or triggered; `nil` when it ran.
    package var setUpError: String?

    /// The field named `name` of the first decoded payload.
    package func field(_ name: String) -> Field? {
        payloads.first?.first { $0.name == name }
    }

    /// A result for a scenario that could not be set up or triggered.
    init(kind: LiveScenario.Kind, name: String, bytesWritten: Data? = nil, setUpError: String) {
        self.init(
            scenario: kind, member: kind.member, name: name, bytesWritten: bytesWritten, arrived: false,
            arrivedBeforeRunLoop: nil, payloads: [], decodeFailures: [], raw: [], setUpError: setUpError
        )
    }

    init(
        scenario: LiveScenario.Kind,
        member: String,
        name: String,
        bytesWritten: Data?,
        arrived: Bool,
        arrivedBeforeRunLoop: Bool?,
        payloads: [[Field]],
        decodeFailures: [String],
        raw: [RawNotification],
        setUpError: String?
    ) {
        self.scenario = scenario
        self.member = member
        self.name = name
        self.bytesWritten = bytesWritten
        self.arrived = arrived
        self.arrivedBeforeRunLoop = arrivedBeforeRunLoop
        self.payloads = payloads
        self.decodeFailures = decodeFailures
        self.raw = raw
        self.setUpError = setUpError
    }
}
