import Foundation
import NotificationCatalog
import NotificationCatalogTool
import NotificationDescriptors
import NotificationFixtures
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// Proof of `isPostedOnLinux`, both ways: Foundation really posts the 7 "yes" notifications (each test makes it
/// post one and checks the typed payload and that the descriptor's encoder writes the same object and userInfo), and
/// posts none of the 8 "no" ones when doing what posts them on Apple platforms.
///
/// Foundation posts these on `NotificationCenter.default`, so the tests observe it (filtering by the object
/// involved where there is one). Serialized: they share that center.
///
/// The FileHandle notifications are made and observed in a child process, the test-only `LiveProbe` executable, run
/// once for all of them (``FileHandleProbe``): they are posted only while the thread that ran Foundation's main-queue block
/// runs its run loop, and only a process with a real main thread has one such thread for sure. The probe observes each
/// through its catalog descriptor and with a plain observer, and reports what arrived; these tests judge it.
@Suite(.serialized) struct LiveFoundationTests {
    /// How long the "never posted" tests watch (running the main queue's run loop all the while).
    static let quietPeriod: Duration = .milliseconds(300)

    // MARK: - Posted on Linux: FileHandle (in the LiveProbe child process)

    @Test(arguments: LiveScenario.Kind.probe)
    func fileHandleNotificationArrivesOnceAndMatchesTheEncoder(_ kind: LiveScenario.Kind) async throws {
        let result = try await FileHandleProbe.result(kind)
        #expect(result.setUpError == nil)
        #expect(result.arrived, "\(result.name) did not arrive within \(FileHandleProbe.timeoutSeconds) s")
        #expect(result.payloads.count == 1)
        #expect(result.decodeFailures.isEmpty)
        #expect(result.raw.count == 1)
        // The payload's handle is the very handle the scenario used, and so is the notification's object.
        #expect(result.payloads.first?.first?.isScenarioObject == true)
        for raw in result.raw {
            #expect(raw.objectIsScenarioObject)
            #expect(raw.renderError == nil)
            // Foundation's own object and userInfo are what the encoder writes for the decoded payload.
            #expect(
                raw.equalsEncoding,
                "Foundation posted\n\(raw.payload ?? "?")\nthe encoder writes\n\(raw.encoded ?? "?")")
        }
    }

    @Test func readCompletionCarriesTheBytesRead() async throws {
        let result = try await FileHandleProbe.result(.readCompletion)
        let written = try #require(result.bytesWritten)
        #expect(!written.isEmpty)
        #expect(result.field("fileHandle")?.isScenarioObject == true)
        #expect(result.field("data")?.fixtureValue == .data(written))
        #expect(result.field("errorCode")?.isAbsent == true)
    }

    @Test func readToEndOfFileCarriesEverythingUntilTheWriterCloses() async throws {
        let result = try await FileHandleProbe.result(.readToEndOfFile)
        let written = try #require(result.bytesWritten)
        #expect(written == Data("everything until the end".utf8), "written in two parts, then the writer closed")
        #expect(result.field("fileHandle")?.isScenarioObject == true)
        #expect(result.field("data")?.fixtureValue == .data(written))
        #expect(result.field("errorCode")?.isAbsent == true)
    }

    @Test(arguments: [LiveScenario.Kind.failedRead, .failedReadToEndOfFile])
    func aFailedReadCarriesTheErrorCodeAndEmptyData(_ kind: LiveScenario.Kind) async throws {
        let result = try await FileHandleProbe.result(kind)
        #expect(result.field("fileHandle")?.isScenarioObject == true)
        #expect(result.field("data")?.fixtureValue == .data(Data()))
        #expect(result.field("errorCode")?.fixtureValue == .number(.int(Int(EISDIR))))
    }

    @Test func aFailedReadToEndOfFileLeavesTheDataKeyOut() async throws {
        let result = try await FileHandleProbe.result(.failedReadToEndOfFile)
        let posted = try #require(result.raw.first?.fixturePayload)
        // Foundation leaves the data key out on this error; the encoder does the same (checked above).
        #expect(posted.userInfo?.map(\.key) == [.string("NSFileHandleError")])
    }

    @Test func fileHandleNotificationsWaitForTheRunLoop() async throws {
        let result = try await FileHandleProbe.result(.waitsForRunLoop)
        #expect(
            result.arrivedBeforeRunLoop == false,
            "nothing is posted until the main queue's thread runs its run loop (the probe waited 200 ms first)")
        #expect(result.arrived)
        let written = try #require(result.bytesWritten)
        #expect(result.field("data")?.fixtureValue == .data(written))
    }

    @Test func dataAvailableNamesTheHandleWithEmptyUserInfo() async throws {
        let result = try await FileHandleProbe.result(.dataAvailable)
        #expect(result.field("fileHandle")?.isScenarioObject == true)
        let posted = try #require(result.raw.first?.fixturePayload)
        #expect(posted.userInfo == [])  // [:], not nil
    }

    @Test func connectionAcceptedDropsTheAcceptedHandle() async throws {
        let result = try await FileHandleProbe.result(.connectionAccepted)
        #expect(result.field("listeningHandle")?.isScenarioObject == true)
        #expect(result.field("acceptedHandle")?.isAbsent == true, "Foundation on Linux drops the accepted handle")
        #expect(result.field("errorCode")?.isAbsent == true)
        let posted = try #require(result.raw.first?.fixturePayload)
        #expect(posted.userInfo == [])
    }

    // MARK: - Posted on Linux, synchronously (in this process)

    @Test func portInvalidationIsPostedSynchronously() throws {
        let port = try #require(SocketPort(tcpPort: 0))
        let identity = ObjectIdentifier(port)
        let received = Recorder<ObjectIdentifier>()
        let raw = Recorder<FixturePayload>()
        let rawToken = RawObserver(Port.didBecomeInvalidNotification, object: port, into: raw)
        defer { rawToken.cancel() }
        let token = NotificationCenter.default.observe(.portDidBecomeInvalid, object: port) { invalid in
            received.append(invalid.portIdentifier)
        }
        defer { token.cancel() }

        port.invalidate()

        #expect(received.all == [identity])  // no run loop needed: posted before invalidate() returns
        let encoded = try FixturePayload(
            rendering: NotificationDescriptor.portDidBecomeInvalidOnPostingThread.notification(.init(port: port))
        )
        #expect(raw.all == [encoded])
    }

    @Test func anUninvalidatedLocalPortPostsFromItsDeinit() throws {
        let received = Recorder<String>()
        // Observe by name only: the port is gone by the time anyone could filter on it. The handler keeps nothing
        // of the port (keeping it past deinit aborts the process).
        let token = NotificationCenter.default.observe(.portDidBecomeInvalidOnPostingThread) { invalid in
            received.append(String(describing: type(of: invalid.port)))
        }
        defer { token.cancel() }
        do {
            let port = SocketPort(tcpPort: 0)
            #expect(port?.isValid == true)
        }
        #expect(received.all.contains("SocketPort"))
    }

    @Test func persistentDomainChangesPostAndPlainSetsDoNot() throws {
        let suite = "NotificationCatalogTests.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        let identity = ObjectIdentifier(defaults)
        let received = Recorder<ObjectIdentifier>()
        let raw = Recorder<FixturePayload>()
        let rawToken = RawObserver(UserDefaults.didChangeNotification, object: defaults, into: raw)
        defer { rawToken.cancel() }
        let token = NotificationCenter.default.observe(.userDefaultsDidChange, object: defaults) { change in
            received.append(change.defaultsIdentifier)
        }
        defer { token.cancel() }

        defaults.set(1, forKey: "plain")
        defaults.removeObject(forKey: "plain")
        defaults.register(defaults: ["registered": 1])
        #expect(received.all.isEmpty, "set(_:forKey:), removeObject(forKey:), register(defaults:) post nothing")

        defaults.setPersistentDomain(["key": 1], forName: suite)
        #expect(received.all == [identity])
        defaults.removePersistentDomain(forName: suite)
        #expect(received.all == [identity, identity])

        let encoded = try FixturePayload(
            rendering: NotificationDescriptor.userDefaultsDidChangeOnPostingThread.notification(
                .init(defaults: defaults))
        )
        #expect(raw.all == [encoded, encoded])
    }

    @Test func storingACredentialPostsAndStoringItAgainDoesNot() throws {
        let storage = URLCredentialStorage.shared
        let watch = Watch(.urlCredentialStorageChanged, object: storage)
        defer { watch.cancel() }
        let space = URLProtectionSpace(
            host: "catalog-\(UUID().uuidString.lowercased()).invalid", port: 443, protocol: "https", realm: nil,
            authenticationMethod: NSURLAuthenticationMethodDefault
        )
        let credential = URLCredential(user: "user", password: "secret", persistence: .forSession)

        storage.set(credential, for: space)
        #expect(watch.payloads.count == 1)
        storage.set(credential, for: space)
        #expect(watch.payloads.count == 1, "an unchanged set posts nothing")
        storage.remove(credential, for: space)
        #expect(watch.payloads.count == 2)

        #expect(watch.payloads.all.allSatisfy { $0.storage === storage })
        #expect(watch.failures.all.isEmpty)
        try watch.expectRawEqualsEncoding(
            of: URLCredentialStorageChanged(storage: storage), using: .urlCredentialStorageChanged)
    }

    // MARK: - Declared on Linux, never posted

    @Test func settingACookiePostsNothing() async throws {
        let watch = QuietWatch(.httpCookieStorageCookiesChanged)
        defer { watch.cancel() }
        let storage = HTTPCookieStorage.shared
        let cookie = try #require(
            HTTPCookie(properties: [
                .name: "catalog", .value: "1", .domain: "catalog-\(UUID().uuidString.lowercased()).invalid",
                .path: "/",
            ])
        )
        storage.setCookie(cookie)
        #expect(storage.cookies?.contains(cookie) == true)
        storage.deleteCookie(cookie)
        try await watch.expectSilence()
    }

    @Test func aProcessEndingPostsNothing() async throws {
        let watch = QuietWatch(.processDidTerminate)
        defer { watch.cancel() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 3"]
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            process.terminationHandler = { _ in finished.resume() }
            do {
                try process.run()
            } catch {
                Issue.record(error)
                finished.resume()
            }
        }
        #expect(process.terminationStatus == 3)
        try await watch.expectSilence()
    }

    @Test func startingAndEndingAThreadPostsNothing() async throws {
        let watches = [
            QuietWatch(.threadWillExit), QuietWatch(.willBecomeMultiThreaded), QuietWatch(.didBecomeSingleThreaded),
        ]
        defer { watches.forEach { $0.cancel() } }
        await withCheckedContinuation { (finished: CheckedContinuation<Void, Never>) in
            let thread = Thread { finished.resume() }
            thread.start()
        }
        Thread.detachNewThread {}
        for watch in watches {
            try await watch.expectSilence()
        }
    }

    @Test func resettingTheSystemTimeZonePostsNothing() async throws {
        let watch = QuietWatch(.systemTimeZoneDidChange)
        defer { watch.cancel() }
        NSTimeZone.resetSystemTimeZone()
        _ = TimeZone.current.identifier
        _ = TimeZone.autoupdatingCurrent.identifier
        try await watch.expectSilence()
    }

    /// Apple platforms post this when the user changes the locale; no program can do that, so this test reads the
    /// locale APIs and shows that nothing arrives meanwhile.
    @Test func readingTheLocalePostsNothing() async throws {
        let watch = QuietWatch(.currentLocaleDidChange)
        defer { watch.cancel() }
        _ = Locale.current.identifier
        _ = Locale.autoupdatingCurrent.identifier
        _ = NSLocale.current.identifier
        try await watch.expectSilence()
    }

    /// Apple platforms post this at midnight; a test cannot move the clock, so it shows that nothing arrives while the
    /// run loop runs and calendar APIs are used.
    @Test func usingTheCalendarPostsNothing() async throws {
        let watch = QuietWatch(.calendarDayChanged)
        defer { watch.cancel() }
        _ = Calendar.current.startOfDay(for: Date())
        _ = Calendar.autoupdatingCurrent.isDateInToday(Date())
        try await watch.expectSilence()
    }
}

// MARK: - Helpers

/// Observes one descriptor on `NotificationCenter.default` twice: typed (payloads and failures) and raw (the
/// notification as Foundation posted it, rendered as a fixture payload so that exact types can be compared).
private final class Watch<Payload: Sendable>: Sendable {
    let payloads = Recorder<Payload>()
    let failures = Recorder<NotificationDecodingError>()
    let raw = Recorder<FixturePayload>()
    private let typed: Token
    private let rawObserver: RawObserver

    init(_ descriptor: NotificationDescriptor<Payload>, object: AnyObject) {
        let payloads = payloads
        let failures = failures
        typed = NotificationCenter.default.observe(descriptor, object: object, onFailure: { failures.append($0) }) {
            payloads.append($0)
        }
        rawObserver = RawObserver(descriptor.name, object: object, into: raw)
    }

    func cancel() {
        typed.cancel()
        rawObserver.cancel()
    }

    /// Every raw notification equals what the descriptor's encoder writes for `payload`, type for type.
    func expectRawEqualsEncoding(
        of payload: Payload,
        using descriptor: NotificationDescriptor<Payload>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let encoded = try FixturePayload(rendering: descriptor.notification(payload))
        #expect(!raw.all.isEmpty, sourceLocation: sourceLocation)
        for posted in raw.all {
            #expect(
                posted == encoded, "Foundation posted\n\(posted.jsonText)\nthe encoder writes\n\(encoded.jsonText)",
                sourceLocation: sourceLocation)
        }
    }
}

/// Counts every notification of a name on `NotificationCenter.default`, from any object, both through the typed
/// descriptor and through a raw observer.
private final class QuietWatch: Sendable {
    private let name: Notification.Name
    private let typedCount = Recorder<Bool>()
    private let raw = Recorder<FixturePayload>()
    private let typed: Token
    private let rawObserver: RawObserver

    init<Payload>(_ descriptor: NotificationDescriptor<Payload>) {
        name = descriptor.name
        let typedCount = typedCount
        typed = NotificationCenter.default.observe(descriptor, onFailure: { _ in typedCount.append(false) }) { _ in
            typedCount.append(true)
        }
        rawObserver = RawObserver(descriptor.name, object: nil, into: raw)
    }

    func cancel() {
        typed.cancel()
        rawObserver.cancel()
    }

    /// Runs the main queue's run loop for the quiet period and expects that nothing arrived.
    func expectSilence(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let raw = raw
        let arrived = await runMainQueueRunLoop(timeout: LiveFoundationTests.quietPeriod) { raw.count > 0 }
        #expect(!arrived, "\(name.rawValue) was posted: \(raw.all.map(\.jsonText))", sourceLocation: sourceLocation)
        #expect(typedCount.count == 0, sourceLocation: sourceLocation)
    }
}

/// A plain Foundation block observer that records each notification rendered as a fixture payload.
private final class RawObserver: Sendable {
    // Foundation's observer token is not Sendable; it is only handed back to removeObserver, which is thread-safe.
    private nonisolated(unsafe) let observer: any NSObjectProtocol

    init(_ name: Notification.Name, object: AnyObject?, into recorder: Recorder<FixturePayload>) {
        observer = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { note in
            do {
                recorder.append(try FixturePayload(rendering: note))
            } catch {
                Issue.record(error, "cannot render \(note)")
            }
        }
    }

    func cancel() {
        NotificationCenter.default.removeObserver(observer)
    }
}
