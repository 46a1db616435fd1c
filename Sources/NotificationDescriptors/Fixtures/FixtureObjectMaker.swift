import Foundation

/// Makes the objects that fixtures name (``FixtureObject``), fresh on every load.
///
/// ``foundation`` makes everything but FoundationNetworking's storages, so that this module need not link
/// FoundationNetworking; a module that does (the catalog) extends it with ``adding(_:)``.
package struct FixtureObjectMaker: Sendable {
    private let make: @Sendable (FixtureObject) -> AnyObject?

    /// A maker that asks `make`, which returns `nil` for the kinds it cannot make.
    package init(_ make: @escaping @Sendable (FixtureObject) -> AnyObject?) {
        self.make = make
    }

    /// Makes file handles, socket ports, user defaults, processes, threads and plain objects.
    package static let foundation = FixtureObjectMaker { object in
        switch object {
        case .fileHandle(.pipe): Pipe().fileHandleForReading
        case .fileHandle(.standardInput): FileHandle.standardInput
        case .fileHandle(.standardOutput): FileHandle.standardOutput
        case .fileHandle(.standardError): FileHandle.standardError
        case .fileHandle(.nullDevice): FileHandle.nullDevice
        case .socketPort: SocketPort(remoteWithTCPPort: 9, host: nil)
        case .userDefaults: UserDefaults.standard
        case .process: Process()
        case .thread: Thread()
        case .nsObject: NSObject()
        case .urlCredentialStorage, .httpCookieStorage: nil
        }
    }

    /// A maker that asks `make` first and this maker for the kinds `make` returns `nil` for.
    package func adding(_ make: @escaping @Sendable (FixtureObject) -> AnyObject?) -> FixtureObjectMaker {
        let fallback = self.make
        return FixtureObjectMaker { object in make(object) ?? fallback(object) }
    }

    /// The object for `object`, or an error naming `path` when this maker cannot make it.
    func object(for object: FixtureObject, at path: FixturePath) throws(FixtureError) -> AnyObject {
        guard let made = make(object) else {
            switch object {
            case .urlCredentialStorage, .httpCookieStorage:
                throw FixtureError(
                    at: path,
                    "cannot make a \(object.tag) without FoundationNetworking (load with the catalog's object maker)"
                )
            default:
                throw FixtureError(at: path, "Foundation could not make a \(object.tag)")
            }
        }
        return made
    }
}
