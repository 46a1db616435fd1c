import NotificationDescriptors

/// Collects values from observer callbacks on any thread.
final class Recorder<Element: Sendable>: Sendable {
    private let storage = LockedState<[Element]>([])

    func append(_ element: Element) {
        storage.withLock { $0.append(element) }
    }

    var all: [Element] { storage.withLock { $0 } }
    var count: Int { storage.withLock { $0.count } }
}
