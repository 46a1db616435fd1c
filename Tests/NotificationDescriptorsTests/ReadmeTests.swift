import Foundation
import NotificationDescriptors
import Testing

// The README's Quick Start, verbatim but for the center, run: `scripts/check-readme` builds it as pasted, this checks
// that it also does what it says.

private struct CounterChanged { var count: Int; var delta: Int }

extension NotificationDescriptor where Payload == CounterChanged {
    fileprivate static let counterChanged = NotificationDescriptor(
        Notification.Name("CounterChanged"),
        decode: { CounterChanged(count: try $0.value(for: "count"), delta: try $0.value(for: "delta")) },
        encode: { (object: nil, userInfo: ["count": $0.count, "delta": $0.delta]) }
    )
}

@Test("The README's Quick Start compiles and works")
func readmeQuickStart() async {
    let center = NotificationCenter()
    await confirmation { printed in
        let token = center.observe(.counterChanged) { change in
            #expect(change.count == 3)
            printed()
        }
        center.post(.counterChanged, CounterChanged(count: 3, delta: 1))
        token.cancel()
    }
}
