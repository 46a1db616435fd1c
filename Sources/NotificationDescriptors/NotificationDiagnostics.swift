import Foundation

/// Where decoding failures go when an observer has no `onFailure` of its own.
public enum NotificationDiagnostics {
    /// The current decoding-failure handler, boxed: see ``_DecodingFailureHandlerBox``.
    private static let decodingHandler = LockedState(_DecodingFailureHandlerBox(standardDecodingFailureHandler))

    /// The sink for decoding failures of observers without `onFailure`. Thread-safe to read and to replace.
    ///
    /// The default, ``standardDecodingFailureHandler``, writes one line per failure to standard error. Reading, replacing and
    /// calling the handler costs the same memory and stack the millionth time as the first.
    public static var decodingFailureHandler: @Sendable (NotificationDecodingError) -> Void {
        get { decodingHandler.withLock { $0 }.handler }
        set {
            // The old box is swapped out under the lock and released after it: a handler whose captures read or
            // replace the handler in their deinit must not find the lock still held.
            var box = _DecodingFailureHandlerBox(newValue)
            decodingHandler.withLock { swap(&$0, &box) }
            _ = box
        }
    }

    /// The default ``decodingFailureHandler``: writes `NotificationDescriptors: cannot decode <description>` as one
    /// line on standard error. When standard error cannot be written (closed, full), the line is dropped: a
    /// diagnostic never ends the program. Assign it to put the default back.
    public static let standardDecodingFailureHandler: @Sendable (NotificationDecodingError) -> Void = { error in
        writeLine("NotificationDescriptors: cannot decode \(error.description)")
    }

    /// The default ``decodingFailureHandler``; renamed ``standardDecodingFailureHandler``, beside
    /// ``standardEncodingFailureHandler``.
    @available(*, deprecated, renamed: "standardDecodingFailureHandler")
    public static var standardErrorHandler: @Sendable (NotificationDecodingError) -> Void {
        standardDecodingFailureHandler
    }

    /// The current encoding-failure handler, boxed: see ``_EncodingFailureHandlerBox``.
    private static let encodingHandler = LockedState(_EncodingFailureHandlerBox(standardEncodingFailureHandler))

    /// The sink for `Codable` payloads that could not be written as `userInfo` when posted (nothing is posted).
    /// Thread-safe to read and to replace, at constant cost.
    ///
    /// The default, ``standardEncodingFailureHandler``, writes one line per failure to standard error.
    public static var encodingFailureHandler: @Sendable (NotificationEncodingError) -> Void {
        get { encodingHandler.withLock { $0 }.handler }
        set {
            // The old box is swapped out under the lock and released after it: a handler whose captures read or
            // replace the handler in their deinit must not find the lock still held.
            var box = _EncodingFailureHandlerBox(newValue)
            encodingHandler.withLock { swap(&$0, &box) }
            _ = box
        }
    }

    /// The default ``encodingFailureHandler``: writes `NotificationDescriptors: cannot encode <description>` as one
    /// line on standard error, or drops it when standard error cannot be written. Assign it to put the default back.
    public static let standardEncodingFailureHandler: @Sendable (NotificationEncodingError) -> Void = { error in
        writeLine("NotificationDescriptors: cannot encode \(error.description)")
    }

    /// Writes `line` and a newline to standard error, or drops it when standard error cannot be written.
    static func writeLine(_ line: String) {
        // `write(contentsOf:)` throws on a failed write where `write(_:)` traps.
        try? FileHandle.standardError.write(contentsOf: Data((line + "\n").utf8))
    }
}

/// A failure handler stored at its exact function type.
///
/// Kept in a class because a closure stored as a generic value (`LockedState<(E) -> Void>`) is held at its most
/// general representation: each read out of it and write back into it adds one reabstraction thunk, so a handler
/// saved and restored many times would grow without bound and overflow the stack when called. A class reference
/// passes through the generic lock as it is, and the closure inside it is never converted.
/// Not generic: a generic box would store the closure at the general `(Failure) -> Void` representation and bring
/// the thunks back.
final class _DecodingFailureHandlerBox: Sendable {
    /// The handler, exactly as it was set.
    let handler: @Sendable (NotificationDecodingError) -> Void

    init(_ handler: @escaping @Sendable (NotificationDecodingError) -> Void) {
        self.handler = handler
    }
}

/// The encoding-failure handler at its exact function type; see ``_DecodingFailureHandlerBox``.
final class _EncodingFailureHandlerBox: Sendable {
    /// The handler, exactly as it was set.
    let handler: @Sendable (NotificationEncodingError) -> Void

    init(_ handler: @escaping @Sendable (NotificationEncodingError) -> Void) {
        self.handler = handler
    }
}
