import Foundation

#if compiler(>=6.2) && !canImport(Darwin) && canImport(FoundationEssentials)
    internal import CNotificationAtomics

    // The one use of swift-corelibs-foundation's SPI in this library (Linux only; Apple platforms need no bridge):
    // `_addObserver(_:object:using:)` and `_removeObserver(_:)`, the synchronous observer that Foundation's public
    // `addObserver(of:for:using:)` wraps. Everything that depends on its shape is in this file, and
    // `MessageHazardTests.bridgeSPIShape` fails when its behaviour changes (a change of signature fails the build).
    @_spi(SwiftCorelibsFoundation) internal import FoundationEssentials
#endif

/// How this library's notifications meet Foundation's messages (`NotificationCenter.AsyncMessage`,
/// `MainActorMessage`): the checks every descriptor's initializer makes, and on Linux the one-way bridge that brings
/// Foundation's own posts of a message to this library's observers.
///
/// What holds where (the DocC article "Foundation's messages" gives the reasons):
///
/// - Apple platforms: Foundation posts a message as the notification the descriptor makes, and reads one back with
///   the descriptor, so every post of either API reaches every observer once. No bridge.
/// - Linux: swift-corelibs-foundation keeps messages and notifications in one table and force-casts whatever it finds
///   there to the observer's type: a message post aborts the process when any `forName: nil` observer is on the
///   center, and nothing public tells whether one is. So this library never posts a message through Foundation:
///   its posts reach this library's and plain observers, not Foundation's message observers. Foundation's own
///   `post(_:subject:)` of a ``DescribedNotification`` that is a message reaches Foundation's message observers and,
///   through this bridge, this library's observers (not plain ones: Foundation does not post a notification).
///
/// The bridge: every hub (center, name, object) of a ``DescribedNotification`` message type named by its own
/// descriptor adds one Foundation message observer for the type, with the hub's object as its subject filter, and
/// removes it with the hub's last observation. Its closure takes `Any` (Foundation force-casts to the closure's
/// parameter type, and the cast to `Any` cannot fail), so a notification posted under the message's name is ignored
/// rather than aborting. A message it receives is delivered through the hub as the notification the descriptor
/// makes, synchronously in Foundation's post, for `AsyncMessage` too: posting order is kept.
@usableFromInline
enum _FoundationMessageBridge {
    /// Called by every descriptor's initializer. Refuses (`_refuse`: a message naming this library, the type and the
    /// fix) a descriptor of one of Foundation's message types named with the message's own name, the qualified type
    /// name: on Linux a notification under that name aborts the process in the message's observers. On Linux, records
    /// the message types, so hubs of other types skip the bridge with one atomic load.
    ///
    /// Checking a type's conformances and writing its name cost some 1,300 instructions: done once per type (see
    /// `kind(of:)`), so a descriptor made per call costs a lock and a lookup here.
    @usableFromInline
    static func noteDescriptor<Payload>(of type: Payload.Type, name: Notification.Name) {
        let kind = kind(of: type)
        guard let messageName = kind.messageName else { return }
        if name.rawValue == messageName, let refusal = refusal(of: type, name: name) {
            _refuse(refusal)
        }
        #if compiler(>=6.2) && !canImport(Darwin) && canImport(FoundationEssentials)
            if kind.isDescribed {
                state.noteMessageType(ObjectIdentifier(type))
            }
        #endif
    }

    /// What a payload type is to Foundation's message API.
    struct MessageKind {
        /// The name Foundation files the type under as a message; `nil` when it is not one of Foundation's messages.
        let messageName: String?
        /// Whether it is also a ``DescribedNotification``.
        let isDescribed: Bool
    }

    /// The kind of each payload type a descriptor was made for: one entry per type, for the process's life.
    private static let kinds = LockedState<[ObjectIdentifier: MessageKind]>([:])

    /// The kind of `type`, worked out on its first descriptor.
    static func kind<Payload>(of type: Payload.Type) -> MessageKind {
        let id = ObjectIdentifier(type)
        if let known = kinds.withLock({ $0[id] }) { return known }
        var kind = MessageKind(messageName: nil, isDescribed: false)
        #if compiler(>=6.2)
            if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *),
                type is any NotificationCenter.AsyncMessage.Type || type is any NotificationCenter.MainActorMessage.Type
            {
                kind = MessageKind(
                    messageName: messageName(of: type), isDescribed: type is any DescribedNotification.Type)
            }
        #endif
        kinds.withLock { $0[id] = kind }
        return kind
    }

    /// The name Foundation gives a message type: its qualified type name, as `Swift._typeName` writes it (this module
    /// has a `_typeName` of its own).
    static func messageName<Payload>(of type: Payload.Type) -> String {
        Swift._typeName(type, qualified: true)
    }

    /// Why a direct descriptor (``NotificationDelivery/typedObserversOnly``) of `type` is refused, or `nil` when it is
    /// not: a ``DescribedNotification`` that is one of Foundation's messages is posted and observed through
    /// Foundation's message API too, which reads its descriptor and goes through `NotificationCenter`, so its posts
    /// could never skip it. (A message type that is no ``DescribedNotification`` has no descriptor Foundation reads:
    /// a direct descriptor of it, under its `#payload` name, meets nothing of Foundation's.)
    @usableFromInline
    static func directRefusal<Payload>(of type: Payload.Type) -> String? {
        let kind = kind(of: type)
        guard kind.messageName != nil, kind.isDescribed else { return nil }
        let typeName = messageName(of: type)
        return """
            NotificationDescriptors: \(typeName) is one of Foundation's NotificationCenter messages, so its posts \
            and observers go through NotificationCenter (Foundation's message API reads its descriptor); a \
            descriptor with delivery: .typedObserversOnly would split them. Fix: use \
            NotificationDescriptor(carrying:name:) (interoperable) for it, or a payload type that is no message.
            """
    }

    /// Why a descriptor of the message type `type` named `name` is refused, or `nil` when it is not.
    static func refusal<Payload>(of type: Payload.Type, name: Notification.Name) -> String? {
        let messageName = messageName(of: type)
        guard name.rawValue == messageName else { return nil }
        return """
            NotificationDescriptors: the descriptor of \(messageName) is named "\(messageName)", which is the name \
            Foundation gives \(messageName) as a NotificationCenter message. On Linux, Foundation keeps messages and \
            notifications under one name table and force-casts between them, so posting would abort the process. \
            Fix: give the descriptor another name, such as "\(messageName).notification" \
            (NotificationDescriptor(carrying:) without a name picks "\(messageName)#payload").
            """
    }

    /// Called when a hub is made for `descriptor` (registry lock held): on Linux, when `Payload` is a
    /// ``DescribedNotification`` message type and this is its own descriptor, adds the hub's Foundation message
    /// observer and returns what removes it. Costs one atomic load while no descriptor of a message type was ever
    /// made; elsewhere it does nothing.
    @usableFromInline
    static func messageObserver<Payload>(
        for descriptor: NotificationDescriptor<Payload>,
        hub: ObservationHub,
        center: NotificationCenter,
        object: AnyObject?
    ) -> FoundationMessageObserver? {
        #if compiler(>=6.2) && !canImport(Darwin) && canImport(FoundationEssentials)
            guard state.mayHaveMessageTypes, state.isMessageType(ObjectIdentifier(Payload.self)),
                let described = Payload.self as? any (DescribedNotification & SendableMetatype).Type
            else { return nil }
            return install(described, name: descriptor.name, hub: hub, center: center, object: object)
        #else
            return nil
        #endif
    }

    #if compiler(>=6.2) && !canImport(Darwin) && canImport(FoundationEssentials)
        /// Adds the Foundation message observer of `hub`, when `name` is the type's own descriptor's name.
        private static func install<P: DescribedNotification & SendableMetatype>(
            _ type: P.Type,
            name: Notification.Name,
            hub: ObservationHub,
            center: NotificationCenter,
            object: AnyObject?
        ) -> FoundationMessageObserver? {
            let descriptor = P.descriptor
            guard descriptor.name == name else { return nil }
            // The closure takes `Any`: Foundation's forced cast to it never fails, whatever is posted under the name.
            let token = center._addObserver(messageName(of: P.self), object: object) { [hub] (value: Any) in
                guard let message = value as? P else { return }
                // A filtered hub is reached only for posts whose subject is its object: the notification carries it.
                hub.deliver(descriptor.notification(message, object: hub.object))
            }
            return FoundationMessageObserver { [weak center] in center?._removeObserver(token) }
        }

        /// The message types descriptors were made for.
        private final class State: @unchecked Sendable {
            // `@unchecked Sendable`: `messageTypes` is read and written only while `lock` is held; `anyMessageType`
            // only through the C atomics.
            private let lock = NSLock()
            private var messageTypes: Set<ObjectIdentifier> = []
            private let anyMessageType: UnsafeMutablePointer<Int64> = {
                let word = UnsafeMutablePointer<Int64>.allocate(capacity: 1)
                word.initialize(to: 0)
                return word
            }()

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
        }

        private static let state = State()
    #endif
}

/// What removes a hub's Foundation message observer (Linux): called once, outside the registry lock, when the hub's
/// last observation ends. A class, so that a hub without one holds and moves a single nil pointer.
@usableFromInline
final class FoundationMessageObserver: Sendable {
    let remove: @Sendable () -> Void

    init(remove: @escaping @Sendable () -> Void) {
        self.remove = remove
    }
}
