import Foundation
import NotificationDescriptors
import Testing

struct Counter: Equatable, Sendable {
    var count: Int
    var delta: Int
}

@Test func smoke() async throws {
    let center = NotificationCenter()
    let descriptor = NotificationDescriptor<Counter>(
        Notification.Name("Counter"),
        decode: { Counter(count: try $0.value(for: "count"), delta: try $0.value(for: "delta")) },
        encode: { (nil, ["count": $0.count, "delta": $0.delta]) }
    )
    try await confirmation(expectedCount: 2) { received in
        let token = center.observe(descriptor) { counter in
            #expect(counter == Counter(count: 3, delta: 1))
            received()
        }
        center.post(descriptor, Counter(count: 3, delta: 1))
        center.post(name: descriptor.name, object: nil, userInfo: ["count": NSNumber(value: 3), "delta": 1])
        token.cancel()
        center.post(descriptor, Counter(count: 3, delta: 1))
        _ = try #require(token.isCancelled ? token : nil)
    }
}
