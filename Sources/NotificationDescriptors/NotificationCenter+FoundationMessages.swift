public import Foundation

// Foundation's message types (`NotificationCenter.MainActorMessage`, `AsyncMessage`) exist only in the 26 SDKs
// (Xcode 26, the first with Swift 6.2) and in swift-corelibs-foundation from Swift 6.2 on. A payload may conform to
// one of them beside `DescribedNotification`; then everything here makes both APIs deliver each post once to every
// observer, whichever API posted it:
//
// - `center.post(payload)` picks the overloads below, which are more specific than Foundation's `post(_:)` (without
//   them Foundation's would be chosen, and this library's observers would never hear of the post).
// - Apple platforms: Foundation posts a message as a notification named `name`, made by `makeNotification`, and its
//   message observers convert notifications with `makeMessage`. The descriptor supplies all three (the extensions at
//   the end), so one post of either API reaches every observer once, and this library's post posts only once.
// - Linux: Foundation keeps messages apart from notifications (no `name`, `makeMessage` or `makeNotification`), so
//   this library's post posts both the notification and the message, and each center forwards Foundation's own
//   posts of the type to this library's observers (``_FoundationMessageBridge``).

#if compiler(>=6.2)
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    extension NotificationCenter {
        /// Posts `payload`, a ``DescribedNotification`` that is also Foundation's `AsyncMessage`, to every observer
        /// once: this library's, plain `addObserver(forName:)` ones (with the legacy `userInfo` when the descriptor
        /// has an encoder) and Foundation's `addObserver(of:for:using:)` ones.
        ///
        /// More specific than Foundation's `post(_:)`, so `center.post(payload)` always posts through this library.
        /// Foundation delivers to its own message observers asynchronously, as it always does for `AsyncMessage`.
        public func post<P: DescribedNotification & NotificationCenter.AsyncMessage>(_ payload: P) {
            #if canImport(Darwin) || !canImport(FoundationEssentials)
                // One channel: Foundation's message observers read this notification with `makeMessage`.
                post(P.descriptor, payload)
            #else
                post(P.descriptor, payload)
                _FoundationMessageBridge.postingOwnMessage(of: P.self, center: self) {
                    _foundationPost(payload, center: self)
                }
            #endif
        }

        /// Posts `payload` from `subject` to every observer once, like `post(_:)`; `subject` is the
        /// notification's `object` for this library's and plain observers.
        public func post<P: DescribedNotification & NotificationCenter.AsyncMessage>(_ payload: P, subject: P.Subject)
        where P.Subject: AnyObject {
            #if canImport(Darwin) || !canImport(FoundationEssentials)
                post(P.descriptor, payload, object: subject)
            #else
                post(P.descriptor, payload, object: subject)
                _FoundationMessageBridge.postingOwnMessage(of: P.self, center: self) {
                    _foundationPost(payload, subject: subject, center: self)
                }
            #endif
        }

        /// Posts `payload`, a ``DescribedNotification`` that is also Foundation's `MainActorMessage`, to every
        /// observer once: this library's, plain `addObserver(forName:)` ones and Foundation's
        /// `addObserver(of:for:using:)` ones, all before it returns.
        ///
        /// On the main actor, as Foundation's `post(_:)` for such messages; more specific than it, so
        /// `center.post(payload)` always posts through this library.
        @MainActor
        public func post<P: DescribedNotification & NotificationCenter.MainActorMessage>(_ payload: P) {
            #if canImport(Darwin) || !canImport(FoundationEssentials)
                post(P.descriptor, payload)
            #else
                post(P.descriptor, payload)
                _FoundationMessageBridge.postingOwnMessage(of: P.self, center: self) {
                    _foundationPost(payload, center: self)
                }
            #endif
        }

        /// Posts `payload` from `subject` to every observer once, like `post(_:)`; `subject` is the
        /// notification's `object` for this library's and plain observers.
        @MainActor
        public func post<P: DescribedNotification & NotificationCenter.MainActorMessage>(
            _ payload: P,
            subject: P.Subject
        ) where P.Subject: AnyObject {
            #if canImport(Darwin) || !canImport(FoundationEssentials)
                post(P.descriptor, payload, object: subject)
            #else
                post(P.descriptor, payload, object: subject)
                _FoundationMessageBridge.postingOwnMessage(of: P.self, center: self) {
                    _foundationPost(payload, subject: subject, center: self)
                }
            #endif
        }
    }

    // Foundation's own `post` for a message: called where the message type is known only as a message, so that
    // overload resolution cannot pick the ones above again.

    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    private func _foundationPost<M: NotificationCenter.AsyncMessage>(_ message: M, center: NotificationCenter) {
        center.post(message)
    }

    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    private func _foundationPost<M: NotificationCenter.AsyncMessage>(
        _ message: M,
        subject: M.Subject,
        center: NotificationCenter
    ) where M.Subject: AnyObject {
        center.post(message, subject: subject)
    }

    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    @MainActor
    private func _foundationPost<M: NotificationCenter.MainActorMessage>(_ message: M, center: NotificationCenter) {
        center.post(message)
    }

    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    @MainActor
    private func _foundationPost<M: NotificationCenter.MainActorMessage>(
        _ message: M,
        subject: M.Subject,
        center: NotificationCenter
    ) where M.Subject: AnyObject {
        center.post(message, subject: subject)
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
