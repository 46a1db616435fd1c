public import Foundation

/// A legacy notification written down as JSON in the fixture format, to test descriptors against payloads captured
/// from real code or written by hand.
///
/// The format names every value's exact Foundation type, so a fixture rebuilds what the poster really stored: a Swift
/// `Int` or an `NSNumber`, a `CGRect` or an `NSValue` holding one, a `String` or an `NSString` key.
///
/// ```swift
/// let note = try NotificationFixture.notification(
///     fromJSON: Data(#"{"userInfo": {"count": {"NSNumber": {"Int": 3}}}}"#.utf8),
///     name: Notification.Name("CounterDidChange")
/// )
/// let count = note.userInfo?["count"] as? Int  // 3
/// ```
///
/// A fixture file holds many labelled fixtures with what decoding each must give; ``load(contentsOf:)`` reads one,
/// and ``json(for:)`` writes a captured notification in the same format.
///
/// `Sendable`: it holds the parsed JSON; each call to ``notification()`` makes the Foundation values anew.
public struct NotificationFixture: Sendable {
    /// The fixture's label (`"label"` in a fixture file; empty for a lone payload).
    public let label: String
    /// The exact `NotificationDecodingError` description the fixture expects decoding to fail with, if it expects a
    /// failure (`"expect": {"error": "..."}`); `nil` when it expects the payload to decode (`"expect": {"fields":
    /// ...}`, or no `"expect"` at all), or not to load at all.
    public let expectedErrorDescription: String?
    /// The exact ``NotificationFixtureError`` description the fixture expects ``notification()`` to throw, if it
    /// expects the payload not to load (`"expect": {"loadError": "..."}`); `nil` otherwise.
    public let expectedLoadErrorDescription: String?
    private let payload: Result<FixturePayload, FixtureError>
    private let defaultName: Notification.Name?

    /// The notification the fixture describes, with fresh Foundation values (and fresh objects such as a pipe's
    /// `FileHandle` for `{"FileHandle": "pipe"}`).
    ///
    /// - Throws: ``NotificationFixtureError`` when the payload is not valid fixture JSON, names no notification, or
    ///   holds two equal `userInfo` keys.
    public func notification() throws(NotificationFixtureError) -> Notification {
        do {
            return try payload.get().notification(defaultName: defaultName)
        } catch {
            throw NotificationFixtureError(description: error.description)
        }
    }

    /// Loads every fixture of a fixture file (`{"notification": ..., "fixtures": [...]}`) or a single payload
    /// object (`{"name"?, "object"?, "userInfo"?}`).
    ///
    /// The file is read with `read(2)` to its end, so `/dev/stdin`, FIFOs and `/dev/fd/N` pipes load like regular
    /// files. At most 64 MiB is read: a larger regular file is refused by its size, a pipe or device after 64 MiB
    /// and one byte, so an endless one (`/dev/zero`) ends in an error in bounded memory.
    ///
    /// - Throws: ``NotificationFixtureError`` naming the line and column of invalid JSON, or the JSON path of a
    ///   value the format does not allow, prefixed with the file's path; or one line such as
    ///   `cannot open 'x.json': no such file`, `... permission denied`, `cannot read 'x': it is a directory`,
    ///   `'x.json' is larger than 64 MiB, the most a fixture may hold`.
    public static func load(contentsOf url: URL) throws(NotificationFixtureError) -> [NotificationFixture] {
        guard url.isFileURL else {
            throw NotificationFixtureError(description: "cannot read '\(url.absoluteString)': not a file URL")
        }
        let data: Data
        do {
            data = try InputFile.contents(ofPath: url.path)
        } catch {
            throw NotificationFixtureError(description: error.description)
        }
        do {
            return try load(json: data)
        } catch {
            throw NotificationFixtureError(description: "\(url.path): \(error.description)")
        }
    }

    /// Loads every fixture in `json`: a fixture file or a single payload object.
    ///
    /// - Throws: ``NotificationFixtureError`` for invalid JSON, a structure the format does not allow, or a text
    ///   larger than 64 MiB.
    public static func load(json: Data) throws(NotificationFixtureError) -> [NotificationFixture] {
        do {
            switch try FixtureDocument(parsing: json) {
            case .file(let file):
                let name = Notification.Name(file.notification)
                return file.cases.map { fixture in
                    NotificationFixture(
                        label: fixture.label,
                        expectation: fixture.expectation,
                        payload: fixture.payload,
                        defaultName: name
                    )
                }
            case .payload(let payload):
                return [NotificationFixture(label: "", expectation: nil, payload: .success(payload), defaultName: nil)]
            }
        } catch {
            throw NotificationFixtureError(description: error.description)
        }
    }

    /// The notification described by one payload object in the fixture format, named by its `"name"` or else
    /// `name`.
    ///
    /// - Throws: ``NotificationFixtureError`` for invalid JSON, an unknown value tag, or no name at all.
    public static func notification(
        fromJSON json: Data,
        name: Notification.Name? = nil
    ) throws(NotificationFixtureError) -> Notification {
        do {
            return try FixturePayload(parsing: json).notification(defaultName: name)
        } catch {
            throw NotificationFixtureError(description: error.description)
        }
    }

    /// The payload of `notification` written in the fixture format, for capturing real notifications as fixtures:
    /// its name, `object` and `userInfo`, each value tagged with its exact type, `userInfo` sorted by key.
    ///
    /// What it writes loads back equal: a value that would not (two set elements Foundation merges, a collection that
    /// holds itself, a value nested deeper than the loader reads) is refused, never written.
    ///
    /// - Throws: ``NotificationFixtureError`` naming the value that has no fixture form (an object of a class the
    ///   format does not know, a closure, `nil`, a cycle) with its path.
    public static func json(for notification: Notification) throws(NotificationFixtureError) -> String {
        do {
            let payload = try FixturePayload(rendering: notification)
            try payload.checkLoadsBack()
            return payload.jsonText
        } catch {
            throw NotificationFixtureError(description: error.description)
        }
    }

    private init(
        label: String,
        expectation: FixtureExpectation?,
        payload: Result<FixturePayload, FixtureError>,
        defaultName: Notification.Name?
    ) {
        self.label = label
        switch expectation {
        case .decodingError(let description)?:
            expectedErrorDescription = description
            expectedLoadErrorDescription = nil
        case .loadError(let description)?:
            expectedErrorDescription = nil
            expectedLoadErrorDescription = description
        case .fields?, .decodes?, nil:
            expectedErrorDescription = nil
            expectedLoadErrorDescription = nil
        }
        self.payload = payload
        self.defaultName = defaultName
    }
}
