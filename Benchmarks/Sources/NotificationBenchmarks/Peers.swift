import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The peers of the scenarios that need no package download, written here from their ideas (no code copied).

// MARK: - The objc.io `Descriptor<A>` pattern

/// A notification's name and the closures that read its payload out of a `Notification` and write it into a
/// `userInfo`: the pattern objc.io described (Swift Talk, "typed notifications"), observing through plain
/// `addObserver(forName:)` and ending the observation when the token is released.
struct ObjcDescriptor<A>: Sendable {
    let name: Notification.Name
    let convert: @Sendable (Notification) -> A?
    let userInfo: @Sendable (A) -> [AnyHashable: Any]
}

/// Removes the Foundation observer when released.
final class ObjcToken {
    let center: NotificationCenter
    let token: any NSObjectProtocol

    init(center: NotificationCenter, token: any NSObjectProtocol) {
        self.center = center
        self.token = token
    }

    deinit { center.removeObserver(token) }
}

extension NotificationCenter {
    func addObserver<A>(_ descriptor: ObjcDescriptor<A>, using block: @escaping @Sendable (A) -> Void) -> ObjcToken {
        let token = addObserver(forName: descriptor.name, object: nil, queue: nil) { note in
            if let payload = descriptor.convert(note) { block(payload) }
        }
        return ObjcToken(center: self, token: token)
    }

    func post<A>(_ descriptor: ObjcDescriptor<A>, _ payload: A) {
        post(name: descriptor.name, object: nil, userInfo: descriptor.userInfo(payload))
    }
}

// MARK: - The floor: one lock and a dictionary of handlers

/// What a post cannot cost less than: a registry with one lock, `[ObjectIdentifier: [handler box]]` keyed by a key
/// object's identity, the handlers' boxes downcast without a check (a key's boxes are all of its payload type).
final class FloorKey<Payload>: Sendable {}

/// `@unchecked Sendable`: `handlers` is only touched with `mutex` held.
final class FloorRegistry: @unchecked Sendable {
    final class Box<Payload> {
        let handler: @Sendable (Payload) -> Void
        init(_ handler: @escaping @Sendable (Payload) -> Void) { self.handler = handler }
    }

    /// Ends one registration when cancelled.
    struct Registration {
        let registry: FloorRegistry
        let key: ObjectIdentifier
        let box: AnyObject

        func cancel() { registry.remove(self) }
    }

    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        precondition(pthread_mutex_init(mutex, nil) == 0)
        return mutex
    }()
    private var handlers: [ObjectIdentifier: [AnyObject]] = [:]

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    private func locked<R>(_ body: () -> R) -> R {
        precondition(pthread_mutex_lock(mutex) == 0)
        defer { precondition(pthread_mutex_unlock(mutex) == 0) }
        return body()
    }

    func add<P>(_ key: FloorKey<P>, _ handler: @escaping @Sendable (P) -> Void) -> Registration {
        let box = Box(handler)
        locked { handlers[ObjectIdentifier(key), default: []].append(box) }
        return Registration(registry: self, key: ObjectIdentifier(key), box: box)
    }

    fileprivate func remove(_ registration: Registration) {
        locked {
            guard let index = handlers[registration.key]?.firstIndex(where: { $0 === registration.box }) else { return }
            handlers[registration.key]?.remove(at: index)
            if handlers[registration.key]?.isEmpty == true { handlers[registration.key] = nil }
        }
    }

    func post<P>(_ key: FloorKey<P>, _ payload: P) {
        guard let boxes = locked({ handlers[ObjectIdentifier(key)] }) else { return }
        for box in boxes { unsafeDowncast(box, to: Box<P>.self).handler(payload) }
    }
}
