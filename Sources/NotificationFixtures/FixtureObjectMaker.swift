import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Makes the objects that fixtures name (``FixtureObject``), fresh on every load.
package struct FixtureObjectMaker: Sendable {
    private let make: @Sendable (FixtureObject) -> AnyObject?

    /// A maker that asks `make`, which returns `nil` for the kinds it cannot make.
    package init(_ make: @escaping @Sendable (FixtureObject) -> AnyObject?) {
        self.make = make
    }

    /// Makes every object the format names: file handles, socket ports, user defaults, processes, threads, plain
    /// objects, and FoundationNetworking's shared `URLCredentialStorage` and `HTTPCookieStorage`. Socket ports and
    /// processes only on macOS and Linux: the other Apple platforms have neither class.
    package static let foundation = FixtureObjectMaker { object in
        switch object {
        case .fileHandle(.pipe): Pipe().fileHandleForReading
        case .fileHandle(.standardInput): FileHandle.standardInput
        case .fileHandle(.standardOutput): FileHandle.standardOutput
        case .fileHandle(.standardError): FileHandle.standardError
        case .fileHandle(.nullDevice): FileHandle.nullDevice
        case .userDefaults: UserDefaults.standard
        // `SocketPort` and `Process` exist only on macOS and Linux; elsewhere (iOS, tvOS, watchOS, visionOS) loading a
        // fixture that names one fails with "could not make a SocketPort" (or Process).
        #if os(macOS) || os(Linux)
            case .socketPort: SocketPort(remoteWithTCPPort: 9, host: nil)
            case .process: Process()
        #else
            case .socketPort, .process: nil
        #endif
        case .thread: Thread()
        case .nsObject: NSObject()
        case .urlCredentialStorage: URLCredentialStorage.shared
        case .httpCookieStorage: HTTPCookieStorage.shared
        }
    }

    /// The object for `object`, or an error naming `path` when this maker cannot make it.
    func object(for object: FixtureObject, at path: FixturePath) throws(FixtureError) -> AnyObject {
        guard let made = make(object) else {
            throw FixtureError(at: path, "could not make a \(object.tag)")
        }
        return made
    }
}
