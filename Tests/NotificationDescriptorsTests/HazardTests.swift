import Foundation
import Testing

@testable import NotificationDescriptors

// Foundation's message API (`NotificationCenter.AsyncMessage`) exists only in the 26 SDKs (Xcode 26, Swift 6.2) and
// in swift-corelibs-foundation from Swift 6.2 on: the tests that use it are compiled only from Swift 6.2 and run only
// on OS versions that have it.
#if compiler(>=6.2)
    /// A typed message of Foundation's own API. On Linux, posting one aborts the process if any legacy observer with a
    /// nil name is registered on that center (Foundation force-casts the message to `Notification`).
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    private struct Ping: NotificationCenter.AsyncMessage {
        typealias Subject = NSObject
        var value: Int
    }
#endif

@Suite("Foundation-on-Linux hazards")
struct HazardTests {
    #if compiler(>=6.2)
        @Test("Posting Foundation's typed messages next to our observers does not abort the process")
        func typedMessagesAreSafe() {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let center = NotificationCenter()
            let received = Collected<Reading>()
            let tokens = [
                center.observe(.reading) { received.append($0) },
                center.observe(NotificationDescriptor(carrying: Int.self)) { _ in },
                center.observe(NotificationDescriptor(Notification.Name("Tests.Void"))) {},
            ]
            center.post(Ping(value: 1))
            center.post(Ping(value: 2), subject: NSObject())
            center.post(.reading, Reading(count: 1, label: "a", ratio: 1))
            #expect(received.count == 1)
            #expect(!ObservationRegistry.registeredNames(center: center).contains(""))
            tokens.forEach { $0.cancel() }
        }
    #endif

    @Test("Releasing our token removes the Foundation observer behind it (Foundation's own token would leak it)")
    func releasedTokenRemovesFoundationObserver() {
        let center = NotificationCenter()
        let name = Notification.Name("Tests.Hazard.Release")
        let descriptor = NotificationDescriptor(carrying: Int.self, name: name)
        weak var weakHub: ObservationHub?
        do {
            let token = center.observe(descriptor) { _ in }
            weakHub = ObservationRegistry.hub(center: center, name: name)
            #expect(weakHub != nil)
            center.post(descriptor, 1)
            _ = token
        }
        // Foundation held the hub through its block observer: the hub is gone only if that observer was removed.
        #expect(weakHub == nil)
        #expect(ObservationRegistry.registeredNames(center: center).isEmpty)
    }

    @Test("Cancelling one of several observers keeps the shared Foundation observer for the others")
    func sharedFoundationObserver() {
        let center = NotificationCenter()
        let descriptor = NotificationDescriptor(carrying: Int.self, name: Notification.Name("Tests.Hazard.Shared"))
        let received = Collected<String>()
        let first = center.observe(descriptor) { received.append("first \($0)") }
        let second = center.observe(descriptor) { received.append("second \($0)") }
        first.cancel()
        center.post(descriptor, 1)
        #expect(received.all == ["second 1"])
        #expect(ObservationRegistry.registeredNames(center: center) == [descriptor.name.rawValue])
        second.cancel()
        #expect(ObservationRegistry.registeredNames(center: center).isEmpty)
    }

    @Test("Thousands of observers come and go without leaving holes behind")
    func churn() {
        let center = NotificationCenter()
        let descriptor = NotificationDescriptor(carrying: Int.self, name: Notification.Name("Tests.Hazard.Churn"))
        let received = Collected<Int>()
        var tokens: [Token] = []
        for index in 0..<2_000 {
            tokens.append(center.observe(descriptor) { _ in received.append(index) })
        }
        // Cancel every other one, then all but the last ten: the hub compacts as it goes.
        for (index, token) in tokens.enumerated() where index % 2 == 0 { token.cancel() }
        tokens = tokens.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        tokens.prefix(tokens.count - 10).forEach { $0.cancel() }
        center.post(descriptor, 0)
        #expect(received.all == Array(stride(from: 1981, to: 2000, by: 2)))
        #expect(ObservationRegistry.liveObservations(center: center, name: descriptor.name) == 10)
        tokens.forEach { $0.cancel() }
        #expect(ObservationRegistry.liveObservations(center: center, name: descriptor.name) == 0)
    }
}

#if compiler(>=6.2)
    /// A payload type that is also one of Foundation's messages.
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    struct Both: NotificationCenter.AsyncMessage {
        typealias Subject = NSObject
        var value: Int
    }

    @Suite("Foundation-on-Linux hazards: message names")
    struct MessageNameHazardTests {
        @Test("A carrying: payload that is also a Foundation message gets a name Foundation's message never uses")
        func messageTypesGetTheirOwnName() async {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let descriptor = NotificationDescriptor(carrying: Both.self)
            #expect(descriptor.name.rawValue == "NotificationDescriptorsTests.Both#payload")
            #expect(
                NotificationDescriptor(carrying: Reading.self).name.rawValue == "NotificationDescriptorsTests.Reading")

            // Both kinds of observer on one center, both kinds of post: without the distinct name either post would
            // abort the other side's observers.
            let center = NotificationCenter()
            let typed = Collected<Int>()
            let token = center.observe(descriptor) { typed.append($0.value) }
            let messageToken = center.addObserver(for: Both.self) { (_: Both) async in }
            center.post(descriptor, Both(value: 1))
            center.post(Both(value: 2))
            #expect(typed.all == [1])
            center.removeObserver(messageToken)
            token.cancel()
        }
    }

#endif

@Suite("Foundation-on-Linux hazards: reused addresses")
struct ReusedAddressTests {
    @Test("An observer of a sender that is gone never receives posts from a new object at the same address")
    func deadSenderAddressReuse() throws {
        let center = NotificationCenter()
        let descriptor = NotificationDescriptor(carrying: Int.self, name: Notification.Name("Tests.Hazard.Reuse"))
        let received = Collected<Int>()
        var sender: Sender? = Sender()
        let address = sender.map { ObjectIdentifier($0) }
        let token = try #require(sender.map { center.observe(descriptor, object: $0) { received.append($0) } })
        center.post(descriptor, 1, object: sender)
        sender = nil
        // glibc hands a freed block of this size straight back; keep the candidates alive so each try is new memory.
        var candidates: [Sender] = []
        var reused: Sender?
        for _ in 0..<10_000 {
            let candidate = Sender()
            if ObjectIdentifier(candidate) == address {
                reused = candidate
                break
            }
            candidates.append(candidate)
        }
        let impostor = try #require(reused, "no object reused the address; the test could not run")
        center.post(descriptor, 2, object: impostor)
        #expect(received.all == [1])
        token.cancel()
        _ = candidates
    }
}
