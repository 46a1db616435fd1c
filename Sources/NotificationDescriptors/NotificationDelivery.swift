public import Foundation

/// How the posts of a descriptor travel: through `NotificationCenter`, where every observer sees them
/// (``interoperable``, the default), or straight to this library's observers only (``typedObserversOnly``).
///
/// Chosen when the descriptor is made, with ``NotificationDescriptor/init(carrying:name:delivery:)``, so that whoever
/// reads the descriptor sees the trade. See <doc:DirectPath>.
public struct NotificationDelivery: Sendable, Hashable, CustomStringConvertible {
    private let isDirect: Bool

    private init(isDirect: Bool) {
        self.isDirect = isDirect
    }

    /// Posts go through `NotificationCenter`: plain `addObserver(forName:)` observers, Objective-C code and this
    /// library's observers all receive them, and this library's observers receive what those post.
    public static let interoperable = NotificationDelivery(isDirect: false)

    /// Posts skip `NotificationCenter` and reach only this library's observers of descriptors of the same name and
    /// payload type that deliver the same way (`observe`, `observeOnMainActor`, `notifications(of:)`, `next`, the
    /// Combine publishers and the NotificationTesting helpers), with every delivery and cancel guarantee. Plain
    /// `addObserver(forName:)` observers never receive these posts, and a plain `post(name:)` of the name never
    /// reaches these observers. In exchange a post costs a fraction of a `NotificationCenter` post and allocates
    /// nothing.
    public static let typedObserversOnly = NotificationDelivery(isDirect: true)

    /// `interoperable` or `typedObserversOnly`.
    public var description: String {
        isDirect ? "typedObserversOnly" : "interoperable"
    }
}

extension NotificationDescriptor {
    /// An app-defined notification whose payload travels intact, delivered as `delivery` says.
    ///
    /// With ``NotificationDelivery/interoperable`` this is ``init(carrying:name:)``. With
    /// ``NotificationDelivery/typedObserversOnly`` posts go straight to this library's observers of the same name and
    /// payload type on the same center, without `NotificationCenter`: plain `addObserver(forName:)` observers do not
    /// receive them. Use it for notifications only your Swift code observes, where posting speed matters.
    ///
    /// ```swift
    /// extension NotificationDescriptor where Payload == CursorMoved {
    ///     static let cursorMoved = NotificationDescriptor(carrying: CursorMoved.self, delivery: .typedObserversOnly)
    /// }
    /// ```
    ///
    /// ``notification(_:object:)`` and ``decode(_:)`` still make and read the notification such a post would be, for
    /// tests; posting that notification with `post(_:)` reaches only interoperable observers.
    ///
    /// A ``DescribedNotification`` that is also one of Foundation's `NotificationCenter` messages is refused with
    /// ``NotificationDelivery/typedObserversOnly``: it stops the process, in release builds too, with a message that
    /// says why and names the fix. Foundation's message API reads its descriptor and posts and observes it through
    /// `NotificationCenter`, so its posts could never skip it.
    @inlinable
    public init(carrying type: Payload.Type, name: Notification.Name? = nil, delivery: NotificationDelivery) {
        self.init(carrying: type, name: name)
        if delivery == .typedObserversOnly {
            if let refusal = _FoundationMessageBridge.directRefusal(of: Payload.self) { _refuse(refusal) }
            directRoute = DirectRouteOf<Payload>.route(name: self.name)
        }
    }

    /// How this descriptor's posts travel: ``NotificationDelivery/typedObserversOnly`` for a descriptor made so with
    /// ``init(carrying:name:delivery:)``, ``NotificationDelivery/interoperable`` for every other.
    public var delivery: NotificationDelivery {
        directRoute == nil ? .interoperable : .typedObserversOnly
    }
}
