import Foundation
import NotificationDescriptors
import Testing

@testable import NotificationDescriptors

/// The registry's key: hashed once when made, equal only with an equal hash.
@Suite("Registry keys")
struct HubKeyTests {
    final class Payload: Sendable {}

    @Test("Equal keys hash alike and compare equal; a different center, object or name does not")
    func equality() {
        // Both kept alive for the whole test: a freed center's address can come back as the other's.
        let centers = [NotificationCenter(), NotificationCenter()]
        let center = ObjectIdentifier(centers[0])
        let other = ObjectIdentifier(centers[1])
        let key = HubKey(center: center, name: "Tests.Key", object: nil)
        // The same name in another storage (a Substring made String), hashed from its own bytes.
        let same = HubKey(center: center, name: String("xTests.Key".dropFirst()), object: nil)
        #expect(key == same && key.hashValue == same.hashValue)
        #expect(key != HubKey(center: other, name: "Tests.Key", object: nil))
        #expect(key != HubKey(center: center, name: "Tests.Key2", object: nil))
        #expect(key != HubKey(center: center, name: "Tests.Key", object: other))
        var table: [HubKey: Int] = [key: 1]
        table[same, default: 0] += 1
        #expect(table.count == 1 && table[key] == 2)
        withExtendedLifetime(centers) {}
    }

    @Test(
        "Names equal as Strings but not in bytes (é, e + U+0301): each observer gets what a raw observer of its name gets, once per post, and nothing is left"
    )
    func canonicallyEquivalentNames() {
        let center = NotificationCenter()
        let composed = Notification.Name("Tests.caf\u{E9}")
        let decomposed = Notification.Name("Tests.cafe\u{301}")
        let first = NotificationDescriptor(carrying: Payload.self, name: composed)
        let second = NotificationDescriptor(carrying: Payload.self, name: decomposed)
        let typed = [Collected<Int>(), Collected<Int>()]
        let raw = [Collected<Int>(), Collected<Int>()]
        let tokens = [
            center.observe(first) { _ in typed[0].append(1) }, center.observe(second) { _ in typed[1].append(1) },
        ]
        let rawTokens = [
            center.addObserver(forName: composed, object: nil, queue: nil) { _ in raw[0].append(1) },
            center.addObserver(forName: decomposed, object: nil, queue: nil) { _ in raw[1].append(1) },
        ]
        center.post(first, Payload())
        center.post(second, Payload())
        for index in 0..<2 {
            #expect(typed[index].count >= 1)
            #expect(typed[index].count == raw[index].count, "observer \(index)")
        }
        for token in tokens { token.cancel() }
        for token in rawTokens { center.removeObserver(token) }
        #expect(ObservationRegistry.registeredNames(center: center).isEmpty)
        #expect(center.liveObservationCount(of: composed) == 0)
        #expect(center.liveObservationCount(of: decomposed) == 0)
    }
}
