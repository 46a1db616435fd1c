import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An object a fixture names by its class, made fresh each time the fixture is loaded: `{"FileHandle": "pipe"}`,
/// `{"SocketPort": "tcp"}`, `{"UserDefaults": "standard"}`, `{"Thread": {}}`.
///
/// Identity and state cannot be written down, so an object in a fixture is a placeholder of the right class; a test
/// that needs "the very object" compares with the notification's `object` after loading.
package enum FixtureObject: Sendable, Equatable {
    /// Which `FileHandle` to make.
    package enum FileHandleKind: String, Sendable, CaseIterable {
        /// The reading end of a new `Pipe`.
        case pipe
        /// `FileHandle.standardInput`.
        case standardInput
        /// `FileHandle.standardOutput`.
        case standardOutput
        /// `FileHandle.standardError`.
        case standardError
        /// `FileHandle.nullDevice`.
        case nullDevice
    }

    /// `{"FileHandle": "pipe" | "standardInput" | "standardOutput" | "standardError" | "nullDevice"}`.
    case fileHandle(FileHandleKind)
    /// `{"SocketPort": "tcp"}`: a TCP `SocketPort` for a port on the loopback host. It is a *remote* port, so making
    /// it opens no socket and releasing it posts nothing (a local `SocketPort` posts
    /// `NSPortDidBecomeInvalidNotification` from its `deinit` on Linux).
    case socketPort
    /// `{"UserDefaults": "standard"}`: `UserDefaults.standard`.
    case userDefaults
    /// `{"URLCredentialStorage": "shared"}`: `URLCredentialStorage.shared` (FoundationNetworking).
    case urlCredentialStorage
    /// `{"HTTPCookieStorage": "shared"}`: `HTTPCookieStorage.shared` (FoundationNetworking).
    case httpCookieStorage
    /// `{"Process": {}}`: a new, unlaunched `Process`.
    case process
    /// `{"Thread": {}}`: a new, unstarted `Thread`.
    case thread
    /// `{"NSObject": {}}`: a plain `NSObject`, for "some object of the wrong class".
    case nsObject

    /// The tags of the object kinds.
    package static let tags = [
        "FileHandle", "SocketPort", "UserDefaults", "URLCredentialStorage", "HTTPCookieStorage", "Process", "Thread",
        "NSObject",
    ]

    /// The tag (the class name) that writes this object.
    package var tag: String {
        switch self {
        case .fileHandle: "FileHandle"
        case .socketPort: "SocketPort"
        case .userDefaults: "UserDefaults"
        case .urlCredentialStorage: "URLCredentialStorage"
        case .httpCookieStorage: "HTTPCookieStorage"
        case .process: "Process"
        case .thread: "Thread"
        case .nsObject: "NSObject"
        }
    }

    /// The JSON after the tag: `"pipe"`, `"shared"`, `{}`.
    var json: FixtureJSON {
        switch self {
        case .fileHandle(let kind): .string(kind.rawValue)
        case .socketPort: .string("tcp")
        case .userDefaults: .string("standard")
        case .urlCredentialStorage, .httpCookieStorage: .string("shared")
        case .process, .thread, .nsObject: .object([])
        }
    }

    /// Reads the object written under `tag`; `nil` when `tag` is not an object tag.
    static func parse(tag: String, _ json: FixtureJSON, at path: FixturePath) throws(FixtureError) -> FixtureObject? {
        func argument(_ allowed: [String]) throws(FixtureError) -> String {
            guard case .string(let text) = json, allowed.contains(text) else {
                let choices = allowed.map(FixtureJSON.quoted).joined(separator: ", ")
                throw FixtureError(at: path, "expected one of \(choices), found \(json.kindDescription)")
            }
            return text
        }
        func noArgument() throws(FixtureError) {
            guard case .object(let members) = json, members.isEmpty else {
                throw FixtureError(at: path, "expected {}, found \(json.kindDescription)")
            }
        }
        switch tag {
        case "FileHandle":
            let kinds = FileHandleKind.allCases
            let name = try argument(kinds.map(\.rawValue))
            return kinds.first { $0.rawValue == name }.map { .fileHandle($0) }
        case "SocketPort":
            _ = try argument(["tcp"])
            return .socketPort
        case "UserDefaults":
            _ = try argument(["standard"])
            return .userDefaults
        case "URLCredentialStorage":
            _ = try argument(["shared"])
            return .urlCredentialStorage
        case "HTTPCookieStorage":
            _ = try argument(["shared"])
            return .httpCookieStorage
        case "Process":
            try noArgument()
            return .process
        case "Thread":
            try noArgument()
            return .thread
        case "NSObject":
            try noArgument()
            return .nsObject
        default:
            return nil
        }
    }

    /// The placeholder for `object`, judged by its class; `nil` for classes the format has no tag for.
    ///
    /// A `FileHandle` other than the standard ones and the null device is written `"pipe"`: the placeholder keeps
    /// the class, not what the handle is connected to.
    package init?(rendering object: AnyObject) {
        switch object {
        case let handle as FileHandle:
            if handle === FileHandle.standardInput {
                self = .fileHandle(.standardInput)
            } else if handle === FileHandle.standardOutput {
                self = .fileHandle(.standardOutput)
            } else if handle === FileHandle.standardError {
                self = .fileHandle(.standardError)
            } else if handle === FileHandle.nullDevice {
                self = .fileHandle(.nullDevice)
            } else {
                self = .fileHandle(.pipe)
            }
        case is UserDefaults: self = .userDefaults
        // `SocketPort` and `Process` exist only on macOS and Linux, not on iOS, tvOS, watchOS or visionOS.
        #if os(macOS) || os(Linux)
            case is SocketPort: self = .socketPort
            case is Process: self = .process
        #endif
        case is Thread: self = .thread
        case is URLCredentialStorage: self = .urlCredentialStorage
        case is HTTPCookieStorage: self = .httpCookieStorage
        default:
            guard type(of: object) == NSObject.self else { return nil }
            self = .nsObject
        }
    }
}
