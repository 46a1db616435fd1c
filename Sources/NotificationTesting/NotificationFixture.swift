public import Foundation
import NotificationDescriptors

/// A legacy notification written down as JSON in the catalog's fixture format (`Catalog/FORMAT.md`), to test your own
/// descriptors against payloads captured from real code or written by hand.
///
/// The format names every value's exact Foundation type, so a fixture rebuilds what the poster really stored: a Swift
/// `Int` or an `NSNumber`, a `CGRect` or an `NSValue` holding one, a `String` or an `NSString` key.
///
/// ```swift
/// let note = try NotificationFixture.notification(
///     fromJSON: Data(#"{"userInfo": {"count": {"NSNumber": {"Int": 3}}}}"#.utf8),
///     name: .counterDidChange
/// )
/// #expect(try NotificationDescriptor.counterDidChange.decode(note).count == 3)
///
/// for fixture in try NotificationFixture.load(contentsOf: capturedPayloadsURL) {
///     let note = try fixture.notification()
///     do {
///         _ = try NotificationDescriptor.counterDidChange.decode(note)
///         #expect(fixture.expectedErrorDescription == nil, "\(fixture.label) decoded")
///     } catch {
///         #expect(error.description == fixture.expectedErrorDescription, "\(fixture.label)")
///     }
/// }
/// ```
///
/// `Sendable`: it holds the parsed JSON; each call to ``notification()`` makes the Foundation values anew.
public struct NotificationFixture: Sendable {
    /// The fixture's label (`"label"` in a fixture file; empty for a lone payload).
    public let label: String
    /// The exact `NotificationDecodingError` description the fixture expects decoding to fail with, if it expects a
    /// failure (`"expect": {"error": "..."}`); `nil` when it expects the payload to decode.
    public let expectedErrorDescription: String?
    private let payload: Result<FixturePayload, FixtureError>
    private let defaultName: Notification.Name?

    /// The notification the fixture describes, with fresh Foundation values (and fresh objects such as a pipe's
    /// `FileHandle` for `{"FileHandle": "pipe"}`).
    ///
    /// - Throws: ``NotificationFixtureError`` when the payload is not valid fixture JSON or names no notification.
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
    /// - Throws: ``NotificationFixtureError`` naming the line and column of invalid JSON, or the JSON path of a
    ///   value the format does not allow, prefixed with the file's path.
    public static func load(contentsOf url: URL) throws(NotificationFixtureError) -> [NotificationFixture] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw NotificationFixtureError(description: "\(url.path): cannot read: \(error.localizedDescription)")
        }
        do {
            return try load(json: data)
        } catch {
            throw NotificationFixtureError(description: "\(url.path): \(error.description)")
        }
    }

    /// Loads every fixture in `json`: a fixture file or a single payload object.
    ///
    /// - Throws: ``NotificationFixtureError`` for invalid JSON or a structure the format does not allow.
    public static func load(json: Data) throws(NotificationFixtureError) -> [NotificationFixture] {
        do {
            if let file = try? FixtureFile(parsing: json) {
                let name = Notification.Name(file.notification)
                return file.cases.map { fixture in
                    NotificationFixture(
                        label: fixture.label,
                        expectedErrorDescription: fixture.expectation.errorDescription,
                        payload: fixture.payload,
                        defaultName: name
                    )
                }
            }
            let payload = try FixturePayload(parsing: json)
            return [
                NotificationFixture(
                    label: "", expectedErrorDescription: nil, payload: .success(payload), defaultName: nil)
            ]
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

    /// The payload of `notification` written in the fixture format, for capturing real notifications as fixtures.
    ///
    /// - Throws: ``NotificationFixtureError`` when a value has no fixture form (an arbitrary object).
    public static func json(for notification: Notification) throws(NotificationFixtureError) -> String {
        do {
            return try FixturePayload(rendering: notification).jsonText
        } catch {
            throw NotificationFixtureError(description: error.description)
        }
    }
}

extension FixtureExpectation {
    fileprivate var errorDescription: String? {
        if case .decodingError(let description) = self { return description }
        return nil
    }
}
