public import Foundation

// Foundation's message types (`NotificationCenter.MainActorMessage`, `AsyncMessage`) exist only in the 26 SDKs
// (Xcode 26, the first with Swift 6.2) and in swift-corelibs-foundation from Swift 6.2 on. A payload may conform to
// one of them beside `DescribedNotification`:
//
// - `center.post(payload)` and `post(payload, subject:)` pick the overloads below, which are more specific than
//   Foundation's `post(_:)` and `post(_:subject:)` (without them Foundation's would be chosen, and this library's and
//   plain observers would never hear of the post on Linux).
// - Why these overloads stay: each is a call that must resolve to this library, or must not compile off the main
//   actor: without the `AsyncMessage` pair `post(payload)` is Foundation's; without the `MainActorMessage` forms
//   `post(payload, object:)` and `post(descriptor, payload)` of a main-actor message would compile anywhere.
// - Every post of a `MainActorMessage` through this library is main-actor isolated (`post(payload)`,
//   `post(payload, object:)`, `post(descriptor, payload)`), as Foundation's is: Foundation's message observers of
//   such a type run on the main actor without a hop (on Apple platforms they receive this library's posts).
// - Apple platforms: Foundation posts a message as a notification named `name`, made by `makeNotification`, and its
//   message observers convert notifications with `makeMessage`. The descriptor supplies all three (the extensions at
//   the end), so one post of either API reaches every observer once.
// - Linux: this library posts the notification only (a message posted through Foundation there can abort the
//   process); Foundation's own posts reach this library's observers through `_FoundationMessageBridge`. The DocC
//   article "Foundation's messages" has the table and the reasons.

#if compiler(>=6.2)
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    extension NotificationCenter {
        /// Posts `payload`, a ``DescribedNotification`` that is also Foundation's `AsyncMessage`, as its descriptor
        /// says: to this library's observers and plain `addObserver(forName:)` ones (with the legacy `userInfo` when
        /// the descriptor has an encoder); on Apple platforms also to Foundation's `addObserver(of:for:using:)` ones,
        /// which Foundation calls asynchronously. On Linux Foundation's message observers do not receive it: see the
        /// article "Foundation's messages".
        ///
        /// More specific than Foundation's `post(_:)`, so `center.post(payload)` always posts through this library.
        public func post<P: DescribedNotification & NotificationCenter.AsyncMessage>(_ payload: P) {
            post(P.descriptor, payload)
        }

        /// Posts `payload` from `subject`, like `post(_:)`; `subject` is the notification's `object`.
        public func post<P: DescribedNotification & NotificationCenter.AsyncMessage>(_ payload: P, subject: P.Subject)
        where P.Subject: AnyObject {
            post(P.descriptor, payload, object: subject)
        }

        /// Posts `payload`, a ``DescribedNotification`` that is also Foundation's `MainActorMessage`, as its
        /// descriptor says, before it returns: to this library's observers and plain `addObserver(forName:)` ones; on
        /// Apple platforms also to Foundation's `addObserver(of:for:using:)` ones. On Linux Foundation's message
        /// observers do not receive it: see the article "Foundation's messages".
        ///
        /// On the main actor, as Foundation's `post(_:)` for such messages; more specific than it, so
        /// `center.post(payload)` always posts through this library.
        @MainActor
        public func post<P: DescribedNotification & NotificationCenter.MainActorMessage>(_ payload: P) {
            post(P.descriptor, payload)
        }

        /// Posts `payload` from `subject`, like `post(_:)`; `subject` is the notification's `object`.
        @MainActor
        public func post<P: DescribedNotification & NotificationCenter.MainActorMessage>(
            _ payload: P,
            subject: P.Subject
        ) where P.Subject: AnyObject {
            post(P.descriptor, payload, object: subject)
        }

        /// Posts `payload` from `object` (when not `nil`), like `post(_:)`: on the main actor, so that
        /// `post(payload, object:)` of a `MainActorMessage` compiles only where `post(payload)` does.
        @MainActor
        public func post<P: DescribedNotification & NotificationCenter.MainActorMessage>(_ payload: P, object: Any?) {
            post(P.descriptor, payload, object: object)
        }

        /// Posts `payload` through `descriptor`, as the descriptor form for any payload does: on the main actor, so
        /// that a ``DescribedNotification`` that is a `MainActorMessage` is posted by descriptor only where
        /// `post(payload)` compiles. (A `MainActorMessage` that is no ``DescribedNotification`` has no descriptor
        /// Foundation reads, so its posts by descriptor reach no message observer and need no main actor.)
        @MainActor
        public func post<P: DescribedNotification & NotificationCenter.MainActorMessage>(
            _ descriptor: NotificationDescriptor<P>,
            _ payload: P,
            object: Any? = nil
        ) {
            _postThroughDescriptor(descriptor, payload, object: object, center: self)
        }
    }

    // The descriptor form for any payload, called where the payload type is not known to be a `MainActorMessage`, so
    // that overload resolution cannot pick the main-actor form above again.
    @inline(__always)
    private func _postThroughDescriptor<Payload>(
        _ descriptor: NotificationDescriptor<Payload>,
        _ payload: Payload,
        object: Any?,
        center: NotificationCenter
    ) {
        center.post(descriptor, payload, object: object)
    }

    #if canImport(Darwin)
        // Apple platforms: the descriptor is the message's notification form. These are more specific than
        // Foundation's defaults (`name` = the type name, `makeMessage` = nil, `makeNotification` = a bare
        // notification), so they are the witnesses of a payload that declares the conformance and nothing else.

        @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
        extension NotificationCenter.AsyncMessage where Self: DescribedNotification {
            /// The descriptor's name: Foundation posts and observes this message under it.
            public static var name: Notification.Name { descriptor.name }

            /// The payload a notification of this message's name holds, read by the descriptor; `nil` when it does not
            /// decode (Foundation then skips its message observers).
            public static func makeMessage(_ notification: Notification) -> Self? {
                try? descriptor.decode(notification)
            }

            /// The notification the descriptor posts for `message`: its legacy `object` and `userInfo`.
            public static func makeNotification(_ message: Self) -> Notification {
                descriptor.notification(message)
            }
        }

        @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
        extension NotificationCenter.MainActorMessage where Self: DescribedNotification {
            /// The descriptor's name: Foundation posts and observes this message under it.
            public static var name: Notification.Name { descriptor.name }

            /// The payload a notification of this message's name holds, read by the descriptor; `nil` when it does not
            /// decode (Foundation then skips its message observers).
            public static func makeMessage(_ notification: Notification) -> Self? {
                try? descriptor.decode(notification)
            }

            /// The notification the descriptor posts for `message`: its legacy `object` and `userInfo`.
            public static func makeNotification(_ message: Self) -> Notification {
                descriptor.notification(message)
            }
        }
    #endif
#endif
