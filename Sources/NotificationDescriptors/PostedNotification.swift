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
/// `Sendable` when `Payload` is. Apple's newer SDKs declare `Notification` `@unchecked Sendable`; the iPhoneOS 17.4 SDK
/// does not, and swift-corelibs-foundation marks that conformance unavailable. This type makes the newer SDKs' promise
/// on every platform: see the conformance below.
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

// The payload is `Sendable`; the notification is a value the library never mutates, made by the poster and handed on
// once: to a synchronous handler on the posting thread, or through the observation's locked queue (main actor,
// `notifications(of:)`, the test helpers), whose lock orders the hand-off. Sending it on is what Apple's Foundation
// allows for every `Notification` (`@unchecked Sendable` in its newer SDKs); as there, the objects inside `object` and
// `userInfo` are the poster's to keep thread-safe (Core Data's `mergeChanges(fromContextDidSave:)` is documented to
// take another context's notification on the receiving context's queue). The iPhoneOS 17.4 SDK has no such
// conformance and swift-corelibs-foundation marks it unavailable, so this declaration makes the same code compile on
// every platform the package supports.
extension PostedNotification: @unchecked Sendable where Payload: Sendable {}

extension NotificationDescriptor {
    /// The descriptor of `base`'s notifications whose payload is a ``PostedNotification``: `base`'s typed payload
    /// beside the original `Notification` (name, `object`, `userInfo`).
    ///
    /// Every API that takes a descriptor takes this one, so the notification is there on `observe`,
    /// `observeOnMainActor`, `notifications(of:)`, `next`, the publishers and the NotificationTesting helpers, with
    /// the same delivery and failure rules as `base`:
    ///
    /// ```swift
    /// let token = center.observeOnMainActor(.withNotification(.counterChanged)) { posted in
    ///     model.apply(posted.payload)
    ///     log.append(posted.notification)
    /// }
    /// let byType = NotificationDescriptor.withNotification(UploadFinished.descriptor)
    /// ```
    ///
    /// `PostedNotification<Base>` is `Sendable` when `Base` is, so a payload that must stay on the posting thread
    /// stays there with its notification: only `observe` takes such a descriptor.
    ///
    /// Posting through it posts the payload as `base` does (``PostedNotification/object`` as the sender when `base`
    /// has no encoder); ``decode(_:)`` gives the payload beside the notification it was handed.
    ///
    /// **The direct path has no notification.** A ``NotificationDelivery/typedObserversOnly`` descriptor hands its
    /// payloads to its observers without ever making a `Notification`, so there is none to give: `base` made so is
    /// refused (the process stops, in release builds too, with a message that says so). This is the one place the direct path and the notification meet;
    /// observe such a descriptor itself (<doc:DirectPath>).
    public static func withNotification<Base>(_ base: NotificationDescriptor<Base>) -> Self
    where Payload == PostedNotification<Base> {
        if base.directRoute != nil {
            _refuse(
                "NotificationDescriptor.withNotification: \"\(base.name.rawValue)\" is delivered .typedObserversOnly, "
                    + "whose posts make no Notification to hand beside the payload; observe the descriptor itself, "
                    + "or make it .interoperable")
        }
        let converter = base.converter
        let encoder = base.encoder
        return NotificationDescriptor(
            name: base.name,
            converter: { note in PostedNotification(payload: try converter(note), notification: note) },
            encoder: { posted in
                if let encoder { return try encoder(posted.payload) }
                return (object: posted.object, userInfo: _IntactPayload.userInfo(carrying: posted.payload))
            }
        )
    }

    /// A descriptor with exactly these conversions, interoperable, without a shared decode; for
    /// ``withNotification(_:)``, whose converter already takes the intact payload first (it is the base's).
    private init(
        name: Notification.Name,
        converter: @escaping @Sendable (Notification) throws -> Payload,
        encoder: @escaping @Sendable (Payload) throws -> (object: Any?, userInfo: [AnyHashable: Any]?)
    ) {
        self.name = name
        self.converter = converter
        self.decodeKey = nil
        self.directRoute = nil
        self.encoder = encoder
    }
}
