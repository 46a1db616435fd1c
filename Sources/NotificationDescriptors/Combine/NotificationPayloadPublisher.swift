// Combine exists on Apple platforms only; on Linux this file is empty and the publisher does not exist.
#if canImport(Combine)
    public import Combine
    public import Foundation

    /// The payloads of one notification, as a Combine publisher that never fails: what
    /// `NotificationCenter.publisher(for:object:)` returns for a descriptor or a ``DescribedNotification`` type.
    ///
    /// ```swift
    /// center.publisher(for: .keyboardWillChangeFrame)
    ///     .map(\.frameEnd)
    ///     .debounce(for: .milliseconds(100), scheduler: DispatchQueue.main)
    ///     .sink { frame in print(frame) }
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// It is the engine's ``NotificationCenter/observe(_:object:onFailure:using:)-(NotificationDescriptor<Payload>,_,_,_)``
    /// behind Combine's protocols, so its guarantees are the engine's:
    /// - **Registers on subscription**, not when created: each subscriber gets its own observation, made before the
    ///   subscriber receives its subscription. Creating the publisher registers nothing.
    /// - **Delivers on the posting thread**, synchronously within `post`, in posting order; use `receive(on:)` to
    ///   move elsewhere. Calls to the subscriber are serial: a payload posted while another thread is inside the
    ///   subscriber's `receive(_:)` (or posted from inside it) is delivered by that thread right after, so the
    ///   subscriber is never entered twice at once and nobody blocks on it.
    /// - **Honours demand without buffering, as Combine's own `NotificationCenter.Publisher` does**: that publisher
    ///   drops a notification posted while its subscriber's demand is zero (including before the first `request`),
    ///   and so does this one. `sink`, `assign` and SwiftUI's `onReceive` request `.unlimited`, so they lose nothing;
    ///   to bound a slow subscriber without losing, put Combine's `buffer(size:prefetch:whenFull:)` in between.
    /// - **Decoding failures** never reach the stream and never end it: they go to
    ///   ``NotificationDiagnostics/decodingFailureHandler``, as for `observe`. To see them in the stream, use
    ///   `resultPublisher(for:object:)` (``NotificationResultPublisher``).
    /// - **Cancelling is `Token.cancel()`**: once the subscription's `cancel()` returns, nothing more is delivered,
    ///   also while other threads are posting; a delivery in progress on another thread is waited for. Releasing the
    ///   subscription (as `AnyCancellable` does) cancels it too.
    ///
    /// Not `Sendable`: it holds the `object` filter, which need not be `Sendable` (Foundation's
    /// `NotificationCenter.Publisher` is not `Sendable` either). Build it where it is subscribed.
    public struct NotificationPayloadPublisher<Payload: Sendable>: Publisher {
        /// Each element is one posted payload.
        public typealias Output = Payload
        /// Never fails: decoding failures go to ``NotificationDiagnostics``.
        public typealias Failure = Never

        /// The center each subscriber observes.
        public let center: NotificationCenter
        /// The notification observed, and how its payload is read.
        public let descriptor: NotificationDescriptor<Payload>
        /// Only notifications from this sender are published; `nil` for any sender.
        public let object: AnyObject?

        /// A publisher of `descriptor`'s payloads posted on `center` (from `object` only, when given).
        public init(center: NotificationCenter, descriptor: NotificationDescriptor<Payload>, object: AnyObject? = nil) {
            self.center = center
            self.descriptor = descriptor
            self.object = object
        }

        /// Registers an observation for `subscriber`, then hands it its subscription.
        public func receive<Downstream: Subscriber>(subscriber: Downstream)
        where Downstream.Input == Payload, Downstream.Failure == Never {
            let subscription = DemandedSubscription(subscriber)
            subscription.observe(descriptor, center: center, object: object)
            subscriber.receive(subscription: subscription)
        }
    }

    /// A notification's payloads and its failures to decode, as a Combine publisher that never fails: what
    /// `NotificationCenter.resultPublisher(for:object:)` returns.
    ///
    /// ```swift
    /// center.resultPublisher(for: UploadFinished.self)
    ///     .sink { result in
    ///         switch result {
    ///         case .success(let upload): print(upload.fileName)
    ///         case .failure(let error): print("unreadable:", error)  // names the notification, key and types
    ///         }
    ///     }
    ///     .store(in: &cancellables)
    /// ```
    ///
    /// Each posted notification of the name is one element, in posting order: `.success` with the payload, or
    /// `.failure` with the ``NotificationDecodingError`` that ``NotificationPayloadPublisher`` would have sent to
    /// ``NotificationDiagnostics`` (nothing goes there). A failure is an element, not a completion: the stream goes
    /// on. Everything else (registration on subscription, demand without buffering, serial calls, cancellation) is
    /// as for ``NotificationPayloadPublisher``; a failure takes one from the demand like a payload.
    ///
    /// Not `Sendable`: it holds the `object` filter.
    public struct NotificationResultPublisher<Payload: Sendable>: Publisher {
        /// Each element is one posted notification: its payload, or why it did not decode.
        public typealias Output = Result<Payload, NotificationDecodingError>
        /// Never fails: a failure to decode is an element.
        public typealias Failure = Never

        /// The center each subscriber observes.
        public let center: NotificationCenter
        /// The notification observed, and how its payload is read.
        public let descriptor: NotificationDescriptor<Payload>
        /// Only notifications from this sender are published; `nil` for any sender.
        public let object: AnyObject?

        /// A publisher of the results of decoding `descriptor`'s notifications posted on `center` (from `object`
        /// only, when given).
        public init(center: NotificationCenter, descriptor: NotificationDescriptor<Payload>, object: AnyObject? = nil) {
            self.center = center
            self.descriptor = descriptor
            self.object = object
        }

        /// Registers an observation for `subscriber`, then hands it its subscription.
        public func receive<Downstream: Subscriber>(subscriber: Downstream)
        where Downstream.Input == Output, Downstream.Failure == Never {
            let subscription = DemandedSubscription(subscriber)
            subscription.observeResults(descriptor, center: center, object: object)
            subscriber.receive(subscription: subscription)
        }
    }

    // Not `Sendable`, said explicitly (as Foundation says it of its `NotificationCenter.Publisher`): both hold the
    // `object` filter, an `AnyObject?`.
    @available(*, unavailable)
    extension NotificationPayloadPublisher: Sendable {}

    @available(*, unavailable)
    extension NotificationResultPublisher: Sendable {}
#endif
