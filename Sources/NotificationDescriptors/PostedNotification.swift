public import Foundation

/// A typed payload with the `Notification` it was read from: what a handler receives from a descriptor made by
/// ``NotificationDescriptor/withNotification(_:)``.
///
/// ```swift
/// let token = center.observe(.withNotification(.counterChanged)) { posted in
///     print(posted.payload.count, posted.name, posted.object as Any)
///     forward(posted.notification)  // the very notification that was posted: name, object and userInfo
/// }
/// ```
///
/// For a payload that travelled intact (a `carrying:` descriptor, or a descriptor without an encoder), ``userInfo``
/// holds this library's private box of the payload, not keys of its own: read ``payload`` instead.
///
/// `Sendable` when `Payload` is. Apple's Foundation declares `Notification` `@unchecked Sendable`; on Linux
/// swift-corelibs-foundation marks that conformance unavailable. This type makes Apple's promise on every platform:
/// see the conformance below.
public struct PostedNotification<Payload> {
    /// The payload, as the descriptor read it from ``notification``.
    public let payload: Payload

    /// The notification as it was posted: its `name`, `object` and `userInfo`, for example for Core Data's
    /// `mergeChanges(fromContextDidSave:)`, for logging, or to forward it.
    public let notification: Notification

    /// The notification's name.
    public var name: Notification.Name { notification.name }

    /// The notification's `object`: its sender, when it has one.
    public var object: Any? { notification.object }

    /// The notification's `userInfo`, as posted.
    public var userInfo: [AnyHashable: Any]? { notification.userInfo }

    /// Made by the descriptor's converter only: a payload beside a notification it was not read from would lie.
    init(payload: Payload, notification: Notification) {
        self.payload = payload
        self.notification = notification
    }
}

#if canImport(Darwin)
    // Apple's Foundation declares `Notification` `@unchecked Sendable`, so here the compiler checks the conformance.
    extension PostedNotification: Sendable where Payload: Sendable {}
#else
    // swift-corelibs-foundation marks `Notification`'s `Sendable` conformance unavailable, so the same code needs this
    // declaration to compile on Linux. What makes it true is what makes Apple's true: the payload is `Sendable`; the
    // notification is a value the library never mutates, made by the poster and handed on once, to a synchronous
    // handler on the posting thread or through the observation's locked queue (main actor, `notifications(of:)`, the
    // test helpers), whose lock orders the hand-off; the objects inside `object` and `userInfo` are the poster's to
    // keep thread-safe, as on Apple platforms (Core Data's `mergeChanges(fromContextDidSave:)` is documented to take
    // another context's notification on the receiving context's queue).
    extension PostedNotification: @unchecked Sendable where Payload: Sendable {}
#endif
