public import Foundation
public import NotificationDescriptors

/// A thread is about to exit: the payload of `NSThreadWillExitNotification`.
///
/// `Sendable`: it holds the thread's identity, never the thread. Foundation on Linux marks `Thread`'s `Sendable`
/// conformance unavailable, so the thread itself comes with ``OnPostingThread``, whose handler runs synchronously on
/// the exiting thread.
public struct ThreadWillExit: Sendable, Equatable {
    /// The identity of the exiting thread (`ObjectIdentifier(thread)`): compare it with a thread you hold.
    public var threadIdentifier: ObjectIdentifier

    /// The payload for the thread whose identity is `threadIdentifier`.
    public init(threadIdentifier: ObjectIdentifier) {
        self.threadIdentifier = threadIdentifier
    }

    /// The payload with the thread, which is not `Sendable`: the payload of
    /// ``NotificationDescriptors/NotificationDescriptor/threadWillExitOnPostingThread``, for
    /// `observe(_:object:onFailure:using:)`'s handler only, synchronously on the posting thread.
    ///
    /// Not `Sendable`: `Thread` is not, on Linux.
    public struct OnPostingThread: PostingThreadPayload, CatalogPayload, Equatable {
        /// The exiting thread: the notification's `object`.
        public var thread: Thread

        /// The payload for `thread`.
        public init(thread: Thread) {
            self.thread = thread
        }

        /// What can leave the posting thread: the thread's identity.
        public var payload: ThreadWillExit { ThreadWillExit(threadIdentifier: ObjectIdentifier(thread)) }

        package static func decode(_ note: Notification) throws -> Self {
            Self(thread: try note.object(as: Thread.self))
        }

        /// Writes what Foundation writes on Apple platforms: the thread as the object, no `userInfo`.
        package static func encode(_ payload: Self) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.thread, userInfo: nil)
        }
    }
}

extension NotificationDescriptor where Payload == ThreadWillExit {
    /// A thread is about to exit.
    ///
    /// - **Posted on Linux:** **no**. Foundation declares the name but never posts it. On Apple platforms the
    ///   exiting `Thread` posts it on itself, before it exits.
    /// - **Object:** the `Thread`; the payload keeps only its identity (observe ``threadWillExitOnPostingThread`` to
    ///   get the thread).
    /// - **userInfo:** none (`nil`).
    /// - **Foundation constant:** `Notification.Name.NSThreadWillExit`.
    /// - **On Linux use instead:** put the clean-up at the end of the thread's block (a `defer` in the closure given
    ///   to `Thread(block:)`).
    ///
    /// Observe-only: post through ``threadWillExitOnPostingThread``.
    public static var threadWillExit: Self { _threadWillExit }
}

extension NotificationDescriptor where Payload == ThreadWillExit.OnPostingThread {
    /// ``threadWillExit`` with the thread, for `observe(_:object:onFailure:using:)` only: its handler gets it synchronously on
    /// the exiting thread.
    public static var threadWillExitOnPostingThread: Self { _threadWillExitOnPostingThread }
}

private let (_threadWillExit, _threadWillExitOnPostingThread) =
    ThreadWillExit.OnPostingThread.descriptors(CatalogNames.threadWillExit)
