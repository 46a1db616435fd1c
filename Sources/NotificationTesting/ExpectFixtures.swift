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
    /// When `url` is a directory, every `.json` file directly inside it is checked, in name order. A file that cannot
    /// be read or parsed is one issue, and so is a directory without any `.json` file. To find a fixture file among
    /// a test target's resources, however the manifest declares them, use
    /// ``expectFixtures(_:named:in:sourceLocation:)-(NotificationDescriptor<Payload>,_,_,_)``.
    ///
    /// - Returns: The payloads that decoded, in file order.
    @discardableResult
    public func expectFixtures<Payload>(
        _ descriptor: NotificationDescriptor<Payload>,
        in url: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [Payload] {
        let files: [URL]
        do {
            files = try fixtureFiles(at: url)
        } catch {
            Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
            return []
        }
        return files.flatMap { checkFixtures(descriptor, inFile: $0, sourceLocation: sourceLocation) }
    }

    /// Checks the fixtures of one file, as ``expectFixtures(_:in:sourceLocation:)-(NotificationDescriptor<Payload>,_,_)``
    /// describes.
    private func checkFixtures<Payload>(
        _ descriptor: NotificationDescriptor<Payload>,
        inFile url: URL,
        sourceLocation: SourceLocation
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
            // A descriptor decodes whatever it is given; a fixture captured for another notification is a mistake.
            guard notification.name == descriptor.name else {
                let mismatch = "the fixture is for \(notification.name.rawValue), but the descriptor is for "
                Issue.record("\(label): \(mismatch)\(descriptor.name.rawValue)", sourceLocation: sourceLocation)
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

    /// Like ``expectFixtures(_:in:sourceLocation:)-(NotificationDescriptor<Payload>,_,_)``, decoding with `Payload`'s
    /// own `DescribedNotification.descriptor`:
    ///
    /// ```swift
    /// let payloads = expectFixtures(UploadFinished.self, in: url)
    /// ```
    ///
    /// - Returns: The payloads that decoded, in file order.
    @discardableResult
    public func expectFixtures<Payload: DescribedNotification>(
        _ type: Payload.Type,
        in url: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [Payload] {
        expectFixtures(Payload.descriptor, in: url, sourceLocation: sourceLocation)
    }

    /// Finds the fixture file `name` (`.json` added when it has no extension) among `bundle`'s resources and checks
    /// it as ``expectFixtures(_:in:sourceLocation:)-(NotificationDescriptor<Payload>,_,_)`` does.
    ///
    /// The file is looked for at the top of the bundle's resources and in every directory below, so both ways a
    /// test target can declare a fixture directory find it: `.process("Fixtures")` (its files copied to the top) and
    /// `.copy("Fixtures")` (the directory kept as it is).
    ///
    /// ```swift
    /// // Package.swift: .testTarget(name: "AppTests", dependencies: [...], resources: [.copy("Fixtures")])
    /// @Test func capturedPayloadsDecode() {
    ///     let payloads = expectFixtures(.saved, named: "saved", in: .module)
    ///     #expect(payloads.map(\.id) == [1, 2])
    /// }
    /// ```
    ///
    /// No such file is one issue, naming where it was looked for; so are two files of that name in different
    /// directories (which one was meant cannot be told).
    ///
    /// - Returns: The payloads that decoded, in file order.
    @discardableResult
    public func expectFixtures<Payload>(
        _ descriptor: NotificationDescriptor<Payload>,
        named name: String,
        in bundle: Bundle,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [Payload] {
        switch fixtureFile(named: name, in: bundle) {
        case .success(let url):
            return expectFixtures(descriptor, in: url, sourceLocation: sourceLocation)
        case .failure(let error):
            Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
            return []
        }
    }

    /// Like ``expectFixtures(_:named:in:sourceLocation:)-(NotificationDescriptor<Payload>,_,_,_)``, decoding with
    /// `Payload`'s own `DescribedNotification.descriptor`:
    ///
    /// ```swift
    /// let payloads = expectFixtures(UploadFinished.self, named: "uploads", in: .module)
    /// ```
    ///
    /// - Returns: The payloads that decoded, in file order.
    @discardableResult
    public func expectFixtures<Payload: DescribedNotification>(
        _ type: Payload.Type,
        named name: String,
        in bundle: Bundle,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> [Payload] {
        expectFixtures(Payload.descriptor, named: name, in: bundle, sourceLocation: sourceLocation)
    }
#endif
