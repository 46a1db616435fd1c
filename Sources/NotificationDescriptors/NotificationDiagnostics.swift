import Foundation

/// Where decoding failures go when an observer has no `onFailure` of its own.
public enum NotificationDiagnostics {
    private static let handler = LockedState<@Sendable (NotificationDecodingError) -> Void>(standardErrorHandler)

    /// The sink for decoding failures of observers without `onFailure`. Thread-safe to read and to replace.
    ///
    /// The default, ``standardErrorHandler``, writes one line per failure to standard error.
    public static var decodingFailureHandler: @Sendable (NotificationDecodingError) -> Void {
        get { handler.withLock { $0 } }
        set { handler.withLock { $0 = newValue } }
    }

    /// Writes `NotificationDescriptors: cannot decode <description>` as one line on standard error (`cannot encode`
    /// for a Codable payload that could not be written as `userInfo` and was posted intact). When standard error
    /// cannot be written (closed, full), the line is dropped: a diagnostic never ends the program.
    public static let standardErrorHandler: @Sendable (NotificationDecodingError) -> Void = { error in
        let verb = error.isEncodingFailure ? "cannot encode" : "cannot decode"
        let line = "NotificationDescriptors: \(verb) \(error.description)\n"
        // `write(contentsOf:)` throws on a failed write where `write(_:)` traps.
        try? FileHandle.standardError.write(contentsOf: Data(line.utf8))
    }
}
