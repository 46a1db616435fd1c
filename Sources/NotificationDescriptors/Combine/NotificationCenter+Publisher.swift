// Combine exists on Apple platforms only; on Linux this file is empty and these methods do not exist.
#if canImport(Combine)
    public import Foundation

    // Why the `P.Type` forms stay: a metatype converts to no descriptor, so `publisher(for: UploadFinished.self)`
    // would not compile without them. `resultPublisher` is a method of its own because its output type differs.

    extension NotificationCenter {
        /// The payloads of every `descriptor` notification posted (from `object` only, when given), as a Combine
        /// publisher that never fails. Each subscriber registers its own observation when it subscribes.
        ///
        /// ```swift
        /// center.publisher(for: .keyboardWillShow)
        ///     .sink { keyboard in print(keyboard.frameEnd) }
        ///     .store(in: &cancellables)
        /// ```
        ///
        /// A notification posted while the subscriber's demand is zero is dropped, as with Foundation's
        /// `publisher(for:object:)`; failures to decode go to ``NotificationDiagnostics/decodingFailureHandler``.
        /// See ``NotificationPayloadPublisher``.
        public func publisher<Payload: Sendable>(
            for descriptor: NotificationDescriptor<Payload>,
            object: AnyObject? = nil
        ) -> NotificationPayloadPublisher<Payload> {
            NotificationPayloadPublisher(center: self, descriptor: descriptor, object: object)
        }

        /// The `P` notifications posted (from `object` only, when given), as a Combine publisher that never fails;
        /// as ``publisher(for:object:)-(NotificationDescriptor<Payload>,_)`` with `P.descriptor`.
        ///
        /// ```swift
        /// center.publisher(for: UploadFinished.self)
        ///     .sink { upload in print(upload.fileName) }
        ///     .store(in: &cancellables)
        /// ```
        public func publisher<P: DescribedNotification & Sendable>(
            for type: P.Type,
            object: AnyObject? = nil
        ) -> NotificationPayloadPublisher<P> {
            publisher(for: P.descriptor, object: object)
        }

        /// Every `descriptor` notification posted (from `object` only, when given) as the result of decoding it:
        /// `.success(payload)` or `.failure(error)`, in posting order, never failing the stream. Failures go into
        /// the stream instead of ``NotificationDiagnostics``. See ``NotificationResultPublisher``.
        public func resultPublisher<Payload: Sendable>(
            for descriptor: NotificationDescriptor<Payload>,
            object: AnyObject? = nil
        ) -> NotificationResultPublisher<Payload> {
            NotificationResultPublisher(center: self, descriptor: descriptor, object: object)
        }

        /// Every `P` notification posted (from `object` only, when given) as the result of decoding it; as
        /// ``resultPublisher(for:object:)-(NotificationDescriptor<Payload>,_)`` with `P.descriptor`.
        public func resultPublisher<P: DescribedNotification & Sendable>(
            for type: P.Type,
            object: AnyObject? = nil
        ) -> NotificationResultPublisher<P> {
            resultPublisher(for: P.descriptor, object: object)
        }
    }
#endif
