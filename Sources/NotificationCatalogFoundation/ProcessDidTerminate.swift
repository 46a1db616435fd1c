// `Process` exists only on macOS and Linux: on iOS, tvOS, watchOS and visionOS this payload and its descriptor do not
// exist (so the catalog has one entry fewer there).
#if os(macOS) || os(Linux)
    public import Foundation
    public import NotificationDescriptors

    /// A process ended: the payload of `NSTaskDidTerminateNotification`.
    ///
    /// Only on macOS and Linux, which have `Process`.
    ///
    /// `Sendable`, because `Process` is.
    public struct ProcessDidTerminate: Sendable, Equatable {
        /// The process that ended: the notification's `object`.
        public var process: Process

        /// The payload for `process`.
        public init(process: Process) {
            self.process = process
        }
    }

    extension NotificationDescriptor where Payload == ProcessDidTerminate {
        /// A launched process ended.
        ///
        /// - **Posted on Linux:** **no**. Foundation declares the name but never posts it. On Apple platforms `Process`
        ///   posts it when the process exits.
        /// - **Object:** the `Process`.
        /// - **userInfo:** none (`nil`).
        /// - **Foundation constant:** `Process.didTerminateNotification`.
        /// - **On Linux use instead:** `Process.terminationHandler`, or `waitUntilExit()` off the main thread.
        public static var processDidTerminate: Self { _processDidTerminate }
    }

    private let _processDidTerminate = NotificationDescriptor<ProcessDidTerminate>(
        CatalogNames.processDidTerminate,
        decode: { note in ProcessDidTerminate(process: try note.object(as: Process.self)) },
        encode: { payload in (object: payload.process, userInfo: nil) }
    )
#endif
