// Combine exists on Apple platforms only; on Linux this file is empty and the publishers do not exist.
#if canImport(Combine)
    import Combine

    /// The subscription a Combine subscriber of ``NotificationPayloadPublisher`` or ``NotificationResultPublisher``
    /// receives: its `request(_:)` adds demand, its `cancel()` cancels the engine's token.
    extension DemandedSubscription: Subscription {
        /// Adds `demand` to what the subscriber asked for.
        package func request(_ demand: Subscribers.Demand) {
            request(SubscriptionDemand(demand))
        }

        /// Makes the subscription for `subscriber`: each delivered value goes to its `receive(_:)`, whose returned
        /// demand is added.
        package convenience init<Downstream: Subscriber>(_ subscriber: Downstream)
        where Downstream.Input == Value, Downstream.Failure == Never {
            self.init { value in SubscriptionDemand(subscriber.receive(value)) }
        }
    }

    extension SubscriptionDemand {
        /// Combine's demand, restated.
        package init(_ demand: Subscribers.Demand) {
            self = demand.max.map { .max($0) } ?? .unlimited
        }
    }
#endif
