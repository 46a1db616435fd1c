public import Foundation
public import NotificationDescriptors

/// A thread is about to exit: the payload of `NSThreadWillExitNotification`.
///
/// **Not `Sendable`:** Foundation on Linux marks `Thread`'s `Sendable` conformance unavailable, so a payload holding
/// one cannot promise more. Observe it with `NotificationCenter.observe(_:object:using:)`; pass on only `Sendable`
/// facts such as `ObjectIdentifier(payload.thread)` or its `name`.
public struct ThreadWillExit: Equatable {
    /// The exiting thread: the notification's `object`.
    public var thread: Thread

    /// The payload for `thread`.
    public init(thread: Thread) {
        self.thread = thread
    }
}

extension NotificationDescriptor where Payload == ThreadWillExit {
    /// A thread is about to exit.
    ///
    /// - **Posted on Linux:** **no**. Foundation declares the name but never posts it. On Apple platforms the
    ///   exiting `Thread` posts it on itself, before it exits.
    /// - **Object:** the `Thread`.
    /// - **userInfo:** none (`nil`).
    /// - **Foundation constant:** `Notification.Name.NSThreadWillExit`.
    /// - **On Linux use instead:** put the clean-up at the end of the thread's block (a `defer` in the closure given
    ///   to `Thread(block:)`).
    public static var threadWillExit: Self { _threadWillExit }
}

private let _threadWillExit = NotificationDescriptor<ThreadWillExit>(
    CatalogNames.threadWillExit,
    decode: { note in ThreadWillExit(thread: try note.object(as: Thread.self)) },
    encode: { payload in (object: payload.thread, userInfo: nil) }
)

extension CatalogEntry {
    package static let threadWillExit = CatalogEntry(
        .threadWillExit,
        payload: .notSendable,
        member: "threadWillExit",
        foundationConstant: "Notification.Name.NSThreadWillExit",
        declaredIn: "Foundation",
        objectType: "Thread",
        keys: [],
        isPostedOnLinux: false,
        postedBy: "Nobody on Linux (declared only). On Apple platforms, the exiting Thread, on itself.",
        useInstead: "Clean up at the end of the thread's block (a defer in the closure given to Thread(block:)).",
        summary: "A thread is about to exit.",
        fields: { (exiting: ThreadWillExit) in [Field("thread", object: exiting.thread)] }
    )
}
