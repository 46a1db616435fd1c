import Foundation
import NotificationCatalog
import NotificationCatalogData
import NotificationDescriptors

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// One notification to make Foundation post: the catalog entry, the object to filter on, what makes Foundation post
/// it, what to close afterwards, and the bytes written (if any) so that what arrives can be checked against them.
///
/// Run it with ``LiveScenarioRunner`` on the main thread of a process with a synchronous `main`: FileHandle
/// notifications are posted only while the thread that runs the main dispatch queue runs its run loop.
///
/// Not `Sendable`: it holds the very objects Foundation posts about and closures over them; it lives on the thread
/// that runs it.
package struct LiveScenario {
    /// The scenarios there are; the raw value names one in the test-only `LiveProbe`'s output.
    package enum Kind: String, Codable, Sendable, CaseIterable {
        /// `readInBackgroundAndNotify()` on a pipe, then a write.
        case readCompletion
        /// `readToEndOfFileInBackgroundAndNotify()` on a pipe, two writes, then the writer closes.
        case readToEndOfFile
        /// `waitForDataInBackgroundAndNotify()` on a pipe, then a write.
        case dataAvailable
        /// `acceptConnectionInBackgroundAndNotify()` on a loopback listener, then a client connects.
        case connectionAccepted
        /// `readInBackgroundAndNotify()` on a handle for the directory `/`: the read fails with `EISDIR`.
        case failedRead
        /// `readToEndOfFileInBackgroundAndNotify()` on a handle for `/`: the read fails with `EISDIR`.
        case failedReadToEndOfFile
        /// `readCompletion`, but waiting about 200 ms without running the run loop before running it.
        case waitsForRunLoop
        /// A local `SocketPort` invalidated (posted synchronously).
        case portInvalidated
        /// A persistent domain set on a suite's `UserDefaults` (posted synchronously).
        case persistentDomainSet
        /// A credential stored in `URLCredentialStorage.shared` (posted synchronously).
        case credentialStored

        /// What `demo` shows: each of the seven notifications Foundation posts on Linux, once.
        package static let demo: [Kind] = [
            .readCompletion, .readToEndOfFile, .dataAvailable, .connectionAccepted, .portInvalidated,
            .persistentDomainSet, .credentialStored,
        ]

        /// What the test suite's `LiveProbe` executable runs: the FileHandle notifications, their failures, and the proof
        /// that they wait for the run loop.
        package static let probe: [Kind] = [
            .readCompletion, .readToEndOfFile, .dataAvailable, .connectionAccepted, .failedRead,
            .failedReadToEndOfFile, .waitsForRunLoop,
        ]

        /// The catalog member of the notification this scenario makes Foundation post.
        package var member: String {
            switch self {
            case .readCompletion, .failedRead, .waitsForRunLoop: "fileHandleReadCompletion"
            case .readToEndOfFile, .failedReadToEndOfFile: "fileHandleReadToEndOfFileCompletion"
            case .dataAvailable: "fileHandleDataAvailable"
            case .connectionAccepted: "fileHandleConnectionAccepted"
            case .portInvalidated: "portDidBecomeInvalid"
            case .persistentDomainSet: "userDefaultsDidChange"
            case .credentialStored: "urlCredentialStorageChanged"
            }
        }
    }

    /// A scenario that could not be set up: what could not be opened or found.
    package struct SetUpError: Error, Sendable, CustomStringConvertible {
        /// What went wrong.
        package let description: String

        /// An error saying `description`.
        package init(_ description: String) { self.description = description }
    }

    /// Which scenario this is.
    package let kind: Kind
    /// The notification's catalog entry.
    package let entry: CatalogEntry
    /// The object Foundation posts the notification about, to filter on and to compare with (`===`).
    package let object: AnyObject
    /// All the bytes the trigger writes, in order; `nil` when it writes none.
    package let bytesWritten: Data?
    /// How long to wait, without running the run loop, after triggering and before running it; `0` for not at all.
    package let waitBeforeRunLoop: TimeInterval
    /// Makes Foundation post the notification.
    let trigger: () throws -> Void
    /// Closes what the scenario opened; called once the scenario has run.
    let cleanUp: () -> Void

    /// Sets up the scenario `kind` (opens its pipe, socket, file, ...) without triggering it.
    ///
    /// - Throws: ``SetUpError`` when something it needs cannot be opened.
    package init(_ kind: Kind) throws {
        guard let entry = NotificationCatalog.entry(named: kind.member) else {
            throw SetUpError("the catalog has no .\(kind.member)")
        }
        let parts = try Self.parts(of: kind)
        self.kind = kind
        self.entry = entry
        self.object = parts.object
        self.bytesWritten = parts.bytes
        self.waitBeforeRunLoop = kind == .waitsForRunLoop ? 0.2 : 0
        self.trigger = parts.trigger
        self.cleanUp = parts.cleanUp
    }

    private typealias Parts = (object: AnyObject, bytes: Data?, trigger: () throws -> Void, cleanUp: () -> Void)

    private static func parts(of kind: Kind) throws -> Parts {
        switch kind {
        case .readCompletion: pipeRead(Data("hello from a pipe".utf8))
        case .waitsForRunLoop: pipeRead(Data("waiting".utf8))
        case .readToEndOfFile: pipeReadToEnd([Data("everything ".utf8), Data("until the end".utf8)])
        case .dataAvailable: pipeDataAvailable()
        case .connectionAccepted: try connectionAccepted()
        case .failedRead: try directoryRead(toEnd: false)
        case .failedReadToEndOfFile: try directoryRead(toEnd: true)
        case .portInvalidated: try portInvalidated()
        case .persistentDomainSet: try persistentDomainSet()
        case .credentialStored: credentialStored()
        }
    }

    // MARK: - FileHandle

    private static func pipeRead(_ bytes: Data) -> Parts {
        let pipe = Pipe()
        return (
            pipe.fileHandleForReading, bytes,
            {
                pipe.fileHandleForReading.readInBackgroundAndNotify()
                try pipe.fileHandleForWriting.write(contentsOf: bytes)
            },
            { try? pipe.fileHandleForWriting.close() }
        )
    }

    private static func pipeReadToEnd(_ chunks: [Data]) -> Parts {
        let pipe = Pipe()
        return (
            pipe.fileHandleForReading, chunks.reduce(Data(), +),
            {
                pipe.fileHandleForReading.readToEndOfFileInBackgroundAndNotify()
                for chunk in chunks { try pipe.fileHandleForWriting.write(contentsOf: chunk) }
                try pipe.fileHandleForWriting.close()
            },
            {}
        )
    }

    private static func pipeDataAvailable() -> Parts {
        let pipe = Pipe()
        let bytes = Data("x".utf8)
        return (
            pipe.fileHandleForReading, bytes,
            {
                pipe.fileHandleForReading.waitForDataInBackgroundAndNotify()
                try pipe.fileHandleForWriting.write(contentsOf: bytes)
            },
            { try? pipe.fileHandleForWriting.close() }
        )
    }

    private static func connectionAccepted() throws -> Parts {
        let listener = try LoopbackListener()
        let listening = FileHandle(fileDescriptor: listener.descriptor, closeOnDealloc: true)
        let client = LockedState<Int32>(-1)
        return (
            listening, nil,
            {
                listening.acceptConnectionInBackgroundAndNotify()
                let descriptor = try listener.connectClient()
                client.withLock { $0 = descriptor }
            },
            {
                let descriptor = client.withLock { $0 }
                if descriptor >= 0 { close(descriptor) }
            }
        )
    }

    /// A handle for the directory `/`: opening it works, reading it fails with `EISDIR`.
    private static func directoryRead(toEnd: Bool) throws -> Parts {
        guard let directory = FileHandle(forReadingAtPath: "/") else {
            throw SetUpError("cannot open / for reading")
        }
        return (
            directory, nil,
            {
                if toEnd {
                    directory.readToEndOfFileInBackgroundAndNotify()
                } else {
                    directory.readInBackgroundAndNotify()
                }
            },
            {}
        )
    }

    // MARK: - Posted synchronously

    private static func portInvalidated() throws -> Parts {
        // `SocketPort` exists only on macOS and Linux, not on iOS, tvOS, watchOS or visionOS.
        #if os(macOS) || os(Linux)
            guard let port = SocketPort(tcpPort: 0) else { throw SetUpError("cannot open a local SocketPort") }
            return (port, nil, { port.invalidate() }, {})
        #else
            throw SetUpError("SocketPort is not available on this platform")
        #endif
    }

    private static func persistentDomainSet() throws -> Parts {
        let suite = "notification-catalog-demo.\(UUID().uuidString)"
        guard let defaults = UserDefaults(suiteName: suite) else {
            throw SetUpError("cannot open defaults \(suite)")
        }
        return (
            defaults, nil,
            { defaults.setPersistentDomain(["demo": 1], forName: suite) },
            { defaults.removePersistentDomain(forName: suite) }
        )
    }

    private static func credentialStored() -> Parts {
        let storage = URLCredentialStorage.shared
        let space = URLProtectionSpace(
            host: "demo-\(UUID().uuidString.lowercased()).invalid",
            port: 443,
            protocol: "https",
            realm: nil,
            authenticationMethod: NSURLAuthenticationMethodDefault
        )
        let credential = URLCredential(user: "demo", password: "secret", persistence: .forSession)
        return (storage, nil, { storage.set(credential, for: space) }, { storage.remove(credential, for: space) })
    }
}
