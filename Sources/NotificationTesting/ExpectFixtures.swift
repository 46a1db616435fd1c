#if canImport(Testing)
    public import Foundation
    public import NotificationDescriptors
    import NotificationFixtures
    public import Testing

    /// Loads every fixture of the fixture file at `url` (see `NotificationFixture` in `NotificationFixtures`) and
    /// decodes it with `descriptor`, recording one Swift Testing `Issue` for each fixture that does not give what it
    /// expects, named by its label:
    ///
    /// - `"expect": {"error": "..."}`: decoding must fail with a `NotificationDecodingError` of exactly that
    ///   description;
    /// - `"expect": {"loadError": "..."}`: the payload must fail to load, with exactly that description;
    /// - anything else: the payload must load and decode. Field expectations (`{"fields": ...}`) are not compared;
    ///   check the returned payloads.
    ///
    /// ```swift
    /// @Test func capturedPayloadsDecode() throws {
    ///     let url = try #require(Bundle.module.url(forResource: "saved", withExtension: "json"))
    ///     let payloads = expectFixtures(.saved, in: url)
    ///     #expect(payloads.map(\.id) == [1, 2])
    /// }
    /// ```
    ///
    /// A file that cannot be read or parsed is one issue.
    ///
    /// - Returns: The payloads that decoded, in file order.
    @discardableResult
    public func expectFixtures<Payload>(
        _ descriptor: NotificationDescriptor<Payload>,
        in url: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [Payload] {
        let fixtures: [NotificationFixture]
        do {
            fixtures = try NotificationFixture.load(contentsOf: url)
        } catch {
            Issue.record("\(error.description)", sourceLocation: sourceLocation)
            return []
        }
        var payloads: [Payload] = []
        for fixture in fixtures {
            let label = fixture.label.isEmpty ? url.lastPathComponent : "\(url.lastPathComponent) \"\(fixture.label)\""
            let notification: Notification
            do {
                notification = try fixture.notification()
            } catch {
                if error.description != fixture.expectedLoadErrorDescription {
                    let expected = fixture.expectedLoadErrorDescription.map { "load error \"\($0)\"" } ?? "it to load"
                    Issue.record(
                        "\(label): load error \"\(error)\", expected \(expected)", sourceLocation: sourceLocation)
                }
                continue
            }
            if let expected = fixture.expectedLoadErrorDescription {
                Issue.record("\(label): loaded, expected load error \"\(expected)\"", sourceLocation: sourceLocation)
                continue
            }
            do {
                let payload = try descriptor.decode(notification)
                if let expected = fixture.expectedErrorDescription {
                    Issue.record("\(label): decoded, expected error \"\(expected)\"", sourceLocation: sourceLocation)
                } else {
                    payloads.append(payload)
                }
            } catch {
                if error.description != fixture.expectedErrorDescription {
                    let expected = fixture.expectedErrorDescription.map { "error \"\($0)\"" } ?? "it to decode"
                    Issue.record("\(label): error \"\(error)\", expected \(expected)", sourceLocation: sourceLocation)
                }
            }
        }
        return payloads
    }
#endif
