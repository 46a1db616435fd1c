import Foundation
import NotificationCatalog
import NotificationDescriptors
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// `demo`: makes Foundation on this machine post each notification it posts on Linux, observes each through its
/// catalog descriptor, and prints the typed payloads as they arrive; then shows a malformed payload's error and an
/// iOS-shaped keyboard payload decoded.
///
/// Run it on the main thread: FileHandle notifications are posted only while the main thread runs its run loop,
/// which this type does while it waits (`RunLoop.current` in the default mode).
struct LiveDemo {
    let timeout: Double
    let io: ToolIO

    /// One notification to make Foundation post: the object to filter on, and what makes it post.
    private struct Scenario {
        let entry: CatalogEntry
        let object: AnyObject
        let trigger: () throws -> Void
        let cleanUp: () -> Void
    }

    func run() -> ExitCode {
        let scenarios: [() throws -> Scenario] = [
            readCompletion, readToEndOfFile, dataAvailable, connectionAccepted, portInvalidated, persistentDomainSet,
            credentialStored,
        ]
        io.print("Making Foundation post the \(scenarios.count) notifications it posts on Linux,")
        io.print("each observed through its catalog descriptor (timeout \(format(timeout)) s each):")
        var missing: [String] = []
        for (index, make) in scenarios.enumerated() {
            do {
                let scenario = try make()
                defer { scenario.cleanUp() }
                if !observe(scenario, number: index + 1, of: scenarios.count) {
                    missing.append(scenario.entry.name.rawValue)
                }
            } catch {
                io.print()
                io.print("[\(index + 1)/\(scenarios.count)] could not set up: \(error)")
                missing.append("scenario \(index + 1) (\(error))")
            }
        }
        showMalformedPayload()
        showKeyboardPayload()
        io.print()
        guard missing.isEmpty else {
            io.printError(
                "notification-catalog: demo: not posted within \(format(timeout)) s: "
                    + missing.joined(separator: ", ")
            )
            return .failure
        }
        io.print("All \(scenarios.count) notifications arrived and decoded.")
        return .success
    }

    /// Observes the scenario's notification, triggers it, and runs the run loop until it arrives or time is up.
    private func observe(_ scenario: Scenario, number: Int, of total: Int) -> Bool {
        let arrivals = LockedState<[Result<[CatalogField], NotificationDecodingError>]>([])
        let token = scenario.entry.observe(on: .default, object: scenario.object) { result in
            arrivals.withLock { $0.append(result) }
        }
        defer { token.cancel() }
        io.print()
        io.print("[\(number)/\(total)] \(scenario.entry.name.rawValue)  (.\(scenario.entry.member))")
        do {
            try scenario.trigger()
        } catch {
            io.print("      could not trigger it: \(error)")
            return false
        }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while arrivals.withLock({ $0.isEmpty }) && Date() < deadline {
            Self.runRunLoop(seconds: 0.01)
        }
        guard let first = arrivals.withLock({ $0.first }) else {
            io.print("      did not arrive within \(format(timeout)) s")
            return false
        }
        switch first {
        case .success(let fields):
            io.print("      arrived, decoded as \(scenario.entry.payloadType):")
            for field in fields {
                io.print("      " + Self.describe(field, object: scenario.object))
            }
            return true
        case .failure(let error):
            io.print("      arrived but did not decode: \(error)")
            return false
        }
    }

    /// Runs the current thread's run loop in the default mode for about `seconds`.
    static func runRunLoop(seconds: TimeInterval) {
        // A mode without timers or sources returns at once; a far-off timer keeps it running until the limit date.
        let keepAlive = Timer(timeInterval: 3600, repeats: false) { _ in }
        RunLoop.current.add(keepAlive, forMode: .default)
        _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: seconds))
        keepAlive.invalidate()
    }

    // MARK: - The seven notifications Foundation posts on Linux

    private func readCompletion() throws -> Scenario {
        let pipe = Pipe()
        return Scenario(
            entry: try entry(.fileHandleReadCompletion),
            object: pipe.fileHandleForReading,
            trigger: {
                pipe.fileHandleForReading.readInBackgroundAndNotify()
                try pipe.fileHandleForWriting.write(contentsOf: Data("hello from a pipe".utf8))
            },
            cleanUp: { try? pipe.fileHandleForWriting.close() }
        )
    }

    private func readToEndOfFile() throws -> Scenario {
        let pipe = Pipe()
        return Scenario(
            entry: try entry(.fileHandleReadToEndOfFileCompletion),
            object: pipe.fileHandleForReading,
            trigger: {
                pipe.fileHandleForReading.readToEndOfFileInBackgroundAndNotify()
                try pipe.fileHandleForWriting.write(contentsOf: Data("everything ".utf8))
                try pipe.fileHandleForWriting.write(contentsOf: Data("until the end".utf8))
                try pipe.fileHandleForWriting.close()
            },
            cleanUp: {}
        )
    }

    private func dataAvailable() throws -> Scenario {
        let pipe = Pipe()
        return Scenario(
            entry: try entry(.fileHandleDataAvailable),
            object: pipe.fileHandleForReading,
            trigger: {
                pipe.fileHandleForReading.waitForDataInBackgroundAndNotify()
                try pipe.fileHandleForWriting.write(contentsOf: Data("x".utf8))
            },
            cleanUp: { try? pipe.fileHandleForWriting.close() }
        )
    }

    private func connectionAccepted() throws -> Scenario {
        let listener = try LoopbackListener()
        let listening = FileHandle(fileDescriptor: listener.descriptor, closeOnDealloc: true)
        let client = LockedState<Int32>(-1)
        return Scenario(
            entry: try entry(.fileHandleConnectionAccepted),
            object: listening,
            trigger: {
                listening.acceptConnectionInBackgroundAndNotify()
                let descriptor = try listener.connectClient()
                client.withLock { $0 = descriptor }
            },
            cleanUp: {
                let descriptor = client.withLock { $0 }
                if descriptor >= 0 { close(descriptor) }
            }
        )
    }

    private func portInvalidated() throws -> Scenario {
        guard let port = SocketPort(tcpPort: 0) else { throw DemoError("cannot open a local SocketPort") }
        return Scenario(
            entry: try entry(.portDidBecomeInvalid),
            object: port,
            trigger: { port.invalidate() },
            cleanUp: {}
        )
    }

    private func persistentDomainSet() throws -> Scenario {
        let suite = "notification-catalog-demo.\(UUID().uuidString)"
        guard let defaults = UserDefaults(suiteName: suite) else { throw DemoError("cannot open defaults \(suite)") }
        return Scenario(
            entry: try entry(.userDefaultsDidChange),
            object: defaults,
            trigger: { defaults.setPersistentDomain(["demo": 1], forName: suite) },
            cleanUp: { defaults.removePersistentDomain(forName: suite) }
        )
    }

    private func credentialStored() throws -> Scenario {
        let storage = URLCredentialStorage.shared
        let space = URLProtectionSpace(
            host: "demo-\(UUID().uuidString.lowercased()).invalid",
            port: 443,
            protocol: "https",
            realm: nil,
            authenticationMethod: NSURLAuthenticationMethodDefault
        )
        let credential = URLCredential(user: "demo", password: "secret", persistence: .forSession)
        return Scenario(
            entry: try entry(.urlCredentialStorageChanged),
            object: storage,
            trigger: { storage.set(credential, for: space) },
            cleanUp: { storage.remove(credential, for: space) }
        )
    }

    // MARK: - Payloads that did not come from Foundation

    private func showMalformedPayload() {
        let json =
            #"{"object": {"FileHandle": "pipe"}, "userInfo": {"NSFileHandleNotificationDataItem": {"String": "oops"}}}"#
        io.print()
        io.print("A malformed payload: \(json)")
        do {
            let entry = try entry(.fileHandleReadCompletion)
            let notification = try entry.notification(from: try FixturePayload(parsing: Data(json.utf8)))
            _ = try entry.decodeFields(notification)
            io.print("      decoded, which it should not have")
        } catch let error as NotificationDecodingError {
            io.print("      NotificationDecodingError: \(error)")
        } catch {
            io.print("      \(error)")
        }
    }

    private func showKeyboardPayload() {
        // What UIKit puts in userInfo: NSValue frames and NSNumber values, curve 7 (undocumented, kept as is).
        let json = """
            {"userInfo": {
              "UIKeyboardFrameBeginUserInfoKey": {"NSValue": {"CGRect": [0, 812, 375, 336]}},
              "UIKeyboardFrameEndUserInfoKey": {"NSValue": {"CGRect": [0, 476, 375, 336]}},
              "UIKeyboardAnimationDurationUserInfoKey": {"NSNumber": {"Double": 0.25}},
              "UIKeyboardAnimationCurveUserInfoKey": {"NSNumber": {"Int": 7}},
              "UIKeyboardIsLocalUserInfoKey": {"NSNumber": {"Bool": true}}
            }}
            """
        io.print()
        io.print("An iOS-shaped keyboard payload (NSValue frames, NSNumber values), decoded with .keyboardWillShow:")
        do {
            let entry = try entry(.keyboardWillShow)
            let notification = try entry.notification(from: try FixturePayload(parsing: Data(json.utf8)))
            for line in try entry.describe(notification).split(separator: "\n") { io.print("      " + line) }
        } catch {
            io.print("      \(error)")
        }
    }

    // MARK: - Helpers

    /// A field as `name: value`, with bytes also shown as text when they are UTF-8.
    static func describe(_ field: CatalogField, object: AnyObject) -> String {
        let plain = field.description(notificationObject: object)
        guard case .value(.data(let bytes)) = field.value, let text = String(data: bytes, encoding: .utf8) else {
            return plain
        }
        return plain + "  (\(bytes.count) bytes: \"\(text)\")"
    }

    private enum Member: String {
        case fileHandleReadCompletion, fileHandleReadToEndOfFileCompletion, fileHandleDataAvailable
        case fileHandleConnectionAccepted, portDidBecomeInvalid, userDefaultsDidChange, urlCredentialStorageChanged
        case keyboardWillShow
    }

    private func entry(_ member: Member) throws -> CatalogEntry {
        guard let entry = NotificationCatalog.entry(named: member.rawValue) else {
            throw DemoError("the catalog has no .\(member.rawValue)")
        }
        return entry
    }

    private func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}

/// A demo step that could not be set up.
struct DemoError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
