// SwiftUI (and Combine) exist on Apple platforms only; on Linux this module is empty.
#if canImport(SwiftUI)
    import Combine
    import Foundation
    import NotificationDescriptors

    /// The publisher behind `View.onNotification`: a descriptor's payloads, delivered on the main actor by the engine's
    /// `observeOnMainActor` (a post made on the main actor is delivered before `post` returns, so a keyboard
    /// notification's handler runs inside UIKit's animation; a post made elsewhere is queued for the main actor).
    /// Registers on subscription; demand, serial calls and cancellation as for `NotificationPayloadPublisher`
    /// (SwiftUI's `onReceive` requests `.unlimited`).
    ///
    /// Not `Sendable`: it holds the `object` filter.
    struct MainActorNotificationPublisher<Payload: Sendable>: Publisher {
        typealias Output = Payload
        typealias Failure = Never

        let center: NotificationCenter
        let descriptor: NotificationDescriptor<Payload>
        let object: AnyObject?

        func receive<Downstream: Subscriber>(subscriber: Downstream)
        where Downstream.Input == Payload, Downstream.Failure == Never {
            let subscription = DemandedSubscription(subscriber)
            subscription.observeOnMainActor(descriptor, center: center, object: object)
            subscriber.receive(subscription: subscription)
        }
    }
#endif
