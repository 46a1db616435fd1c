/// A first-in first-out queue in one growable ring of slots: appending and taking the first element are O(1) and
/// allocate nothing once the ring is large enough.
///
/// Used under a lock by the payload sequences and the main-actor queues. Elements are moved out (never copied and
/// left behind), so a taken payload is released by whoever took it, outside the lock. `@usableFromInline` and
/// `@inlinable` so the hot paths are specialised for the payload type in the client's module.
@usableFromInline
struct PayloadRing<Element> {
    @usableFromInline var slots: ContiguousArray<Element?> = []
    @usableFromInline var head = 0
    @usableFromInline var count = 0

    @inlinable init() {}

    /// A ring that has grown past this many slots shrinks back once it is empty, so a burst's memory goes away.
    @inlinable static var largeCapacity: Int { 4096 }

    @inlinable var isEmpty: Bool { count == 0 }

    @inlinable
    mutating func append(_ element: Element) {
        if count == slots.count { grow() }
        var index = head + count
        if index >= slots.count { index -= slots.count }
        slots[index] = element
        count += 1
    }

    @inlinable
    mutating func popFirst() -> Element? {
        guard count > 0 else { return nil }
        let element = slots[head].take()
        head += 1
        if head == slots.count { head = 0 }
        count -= 1
        if count == 0 {
            head = 0
            if slots.count > Self.largeCapacity { slots = [] }
        }
        return element
    }

    /// Empties the ring and returns what it held, so the caller can release the elements outside its lock.
    @inlinable
    mutating func removeAll() -> PayloadRing {
        defer { self = PayloadRing() }
        return self
    }

    @usableFromInline
    mutating func grow() {
        let capacity = Swift.max(16, slots.count * 2)
        var grown = ContiguousArray<Element?>()
        grown.reserveCapacity(capacity)
        for offset in 0..<count {
            var index = head + offset
            if index >= slots.count { index -= slots.count }
            grown.append(slots[index].take())
        }
        grown.append(contentsOf: repeatElement(nil, count: capacity - count))
        slots = grown
        head = 0
    }
}
