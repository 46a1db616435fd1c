import Foundation

#if compiler(>=6.2) && !canImport(Darwin) && canImport(FoundationEssentials)
    internal import CNotificationAtomics

    // The synchronous message observer of swift-corelibs-foundation's NotificationCenter (the one its public
    // `addObserver(of:for:using:)` wraps): Linux only; Apple platforms need no bridge.
    @_spi(SwiftCorelibsFoundation) internal import FoundationEssentials
#endif

/// On Linux, forwards Foundation's own posts of a message type that is also a ``DescribedNotification`` to this
/// library's observers; elsewhere it does nothing.
///
/// swift-corelibs-foundation keeps messages apart from notifications: its `post(_:subject:)` of a message reaches only
/// its message observers, under the message's type name. So when this library first registers an observer of such a
/// type on a center, it adds one Foundation message observer for the type there (kept for the center's life), which
/// posts each message it receives through the descriptor, to this library's observers and plain `addObserver(forName:)`
/// ones alike, as Foundation does on Apple platforms. This library's own post of the type posts the notification and
/// the message itself, and the bridge skips that message, so every observer still hears each post once.
///
/// The bridge observer runs synchronously in Foundation's post, for `AsyncMessage` too, so forwarded payloads keep
/// posting order. Foundation's `subject` does not reach it: this library's observers filtered by an `object` do not
/// receive Foundation's posts with a subject.
@usableFromInline
enum _FoundationMessageBridge {
    /// Called by every descriptor's initializer: records `Payload` when it is a ``DescribedNotification`` and one of
    /// Foundation's message types (Linux only). Checking a type's conformances costs some 600 instructions, so it is
    /// done once per descriptor here, not on every `observe`.
    @usableFromInline
    static func noteDescriptor<Payload>(of type: Payload.Type) {
        #if compiler(>=6.2) && !canImport(Darwin) && canImport(FoundationEssentials)
            guard
                type is any (DescribedNotification & NotificationCenter.AsyncMessage).Type
                    || type is any (DescribedNotification & NotificationCenter.MainActorMessage).Type
            else { return }
            state.noteMessageType(ObjectIdentifier(type))
        #endif
    }

    /// Called for every observer this library registers: installs the bridge on `center` when `Payload` is a
    /// message type a descriptor recorded (Linux only). Costs one atomic load while no descriptor of a message type
    /// was ever made.
    @usableFromInline
    static func observing<Payload>(_ type: Payload.Type, center: NotificationCenter) {
        #if compiler(>=6.2) && !canImport(Darwin) && canImport(FoundationEssentials)
            guard state.mayHaveMessageTypes, state.isMessageType(ObjectIdentifier(type)) else { return }
            if let message = type as? any (DescribedNotification & NotificationCenter.AsyncMessage).Type {
                install(message, center: center)
            } else if let message = type as? any (DescribedNotification & NotificationCenter.MainActorMessage).Type {
                install(message, center: center)
            }
        #endif
    }

    #if compiler(>=6.2) && !canImport(Darwin) && canImport(FoundationEssentials)
        /// Runs `body`, which posts a message of type `type` through Foundation on `center`, so that the bridge skips
        /// it: this library's post already reached this library's observers with the notification.
        static func postingOwnMessage<P>(of type: P.Type, center: NotificationCenter, _ body: () -> Void) {
            $ownPost.withValue(Key(center: center, type: type)) { body() }
        }

        /// A center and a message type.
        struct Key: Hashable, Sendable {
            let center: ObjectIdentifier
            let type: ObjectIdentifier

            init<P>(center: NotificationCenter, type: P.Type) {
                self.center = ObjectIdentifier(center)
                self.type = ObjectIdentifier(type)
            }
        }

        /// The message this thread is posting through Foundation for this library's own post, if any.
        @TaskLocal static var ownPost: Key?

        /// The message types descriptors were made for, and the centers that bridge one already. Each bridged
        /// entry keeps its center weakly, so a new center at a dead one's address is not taken for it.
        private final class State: @unchecked Sendable {
            // `@unchecked Sendable`: `messageTypes`, `bridged` and `pruneAt` are read and written only while `lock` is
            // held; `anyMessageType` only through the C atomics.
            private let lock = NSLock()
            private var messageTypes: Set<ObjectIdentifier> = []
            private var bridged: [Key: WeakCenter] = [:]
            private var pruneAt = 64
            private let anyMessageType: UnsafeMutablePointer<Int64> = {
                let word = UnsafeMutablePointer<Int64>.allocate(capacity: 1)
                word.initialize(to: 0)
                return word
            }()

            private struct WeakCenter {
                weak var center: NotificationCenter?
            }

            /// Whether a descriptor of a message type may have been made: `false` means certainly not.
            var mayHaveMessageTypes: Bool { cnd_load_acquire(anyMessageType) != 0 }

            func noteMessageType(_ type: ObjectIdentifier) {
                lock.lock()
                messageTypes.insert(type)
                lock.unlock()
                cnd_store_release(anyMessageType, 1)
            }

            func isMessageType(_ type: ObjectIdentifier) -> Bool {
                lock.lock()
                defer { lock.unlock() }
                return messageTypes.contains(type)
            }

            /// Records `key` and returns `true` when its center does not bridge the type yet.
            func insert(_ key: Key, center: NotificationCenter) -> Bool {
                lock.lock()
                defer { lock.unlock() }
                if bridged[key]?.center === center { return false }
                if bridged.count >= pruneAt {
                    bridged = bridged.filter { $0.value.center != nil }
                    pruneAt = max(64, bridged.count * 2)
                }
                bridged[key] = WeakCenter(center: center)
                return true
            }
        }

        private static let state = State()

        private static func install<P: DescribedNotification & SendableMetatype>(
            _ type: P.Type,
            center: NotificationCenter
        ) {
            let key = Key(center: center, type: type)
            guard state.insert(key, center: center) else { return }
            // Foundation's name for the message on Linux: the qualified type name, `Swift._typeName(Self.self)` (this
            // module has a `_typeName` of its own, for messages).
            _ = center._addObserver(Swift._typeName(P.self, qualified: true), object: nil) {
                [weak center] (message: P) in
                guard let center, ownPost != key else { return }
                center.post(P.descriptor, message)
            }
        }
    #endif
}
