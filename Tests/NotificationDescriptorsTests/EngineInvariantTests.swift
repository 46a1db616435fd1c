import Foundation
import Testing

@testable import NotificationDescriptors

// The engine reaches some objects without a cast, on invariants the types cannot state: a direct route's members are
// observations of its payload type, and an `_IntactPayload` is exactly one reference, its carrier. A debug build
// checks each at the site and traps with a message naming it; these exit tests break each invariant on purpose (in a
// child process) and read that message. (Decode sharing needs no check: its invariant is the types', see
// `_DecodeKeyOf`.) The layout test checks what `_intactCarrier` relies on, in every build.

/// A payload of several words, so that its `_IntactPayload` still is one reference.
private struct Wide: Sendable {
    var a = 1
    var b = "two"
    var c = [3.0]
    var d: (Int, Int, Int, Int) = (4, 5, 6, 7)
}

@Suite("Engine invariants: checked in debug builds, the layout in every build")
struct EngineInvariantTests {
    @Test("A direct post reaching a member of another payload type traps in a debug build, naming the invariant")
    func directDeliveryChecksItsMembers() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let stranger = TypedObservation<String>(
                hub: ObservationHome(), converter: { _ in "" }, shareKey: nil, onFailure: nil, handler: { _ in })
            let snapshot: ContiguousArray<DirectMember> = [DirectMember(core: stranger, sender: nil)]
            DirectDelivery.run(snapshot, 1, object: nil)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("NotificationDescriptors: broken invariant: a direct route's members are"), "\(text)")
    }

    @Test("A direct mismatch reaching a member of another payload type traps in a debug build, naming the invariant")
    func directMismatchChecksItsMembers() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let route = DirectRoutes.route(name: "Tests.EngineInvariants.Mismatch", payload: Int.self)
            let stranger = TypedObservation<String>(
                hub: ObservationHome(), converter: { _ in "" }, shareKey: nil, onFailure: nil, handler: { _ in })
            route.reportMismatch(to: [DirectMember(core: stranger, sender: nil)], posted: Double.self, object: nil)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("NotificationDescriptors: broken invariant: a direct route's members are"), "\(text)")
    }

    @Test("Reading a carrier out of a value that is no _IntactPayload traps in a debug build, naming the invariant")
    func intactCarrierChecksItsType() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = _intactCarrier(in: NSObject(), ifExactly: NSObject.self)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(
            text.contains(
                "NotificationDescriptors: broken invariant: _intactCarrier(in:ifExactly:) reads an _IntactPayload"),
            "\(text)")
    }

    @Test("An _IntactPayload is exactly one reference, its carrier, whatever the payload")
    func intactPayloadLayout() {
        func check<Payload>(_ payload: Payload) {
            typealias Intact = _IntactPayload<Payload>
            #expect(MemoryLayout<Intact>.size == MemoryLayout<UnsafeRawPointer>.size, "\(Payload.self)")
            #expect(MemoryLayout<Intact>.stride == MemoryLayout<UnsafeRawPointer>.stride, "\(Payload.self)")
            #expect(MemoryLayout<Intact>.alignment == MemoryLayout<UnsafeRawPointer>.alignment, "\(Payload.self)")
            #expect(MemoryLayout<Intact>.offset(of: \Intact.carrier) == 0, "\(Payload.self)")
            // The bits are the carrier's address, so `_intactCarrier` finds the very carrier, held inline in an `Any`.
            let carrier = _IntactCarrierOf<Payload>(payload)
            let intact = Intact(carrier: carrier)
            let bits = withUnsafeBytes(of: intact) { $0.load(as: UnsafeRawPointer.self) }
            #expect(bits == UnsafeRawPointer(Unmanaged.passUnretained(carrier).toOpaque()), "\(Payload.self)")
            let found = _intactCarrier(in: intact as Any, ifExactly: Intact.self)
            #expect(found?.toOpaque() == Unmanaged.passUnretained(carrier).toOpaque(), "\(Payload.self)")
            #expect(_intactCarrier(in: Optional(intact) as Any, ifExactly: Intact.self) == nil, "not exactly the type")
        }
        check(1)
        check("text")
        check(())
        check(Wide())
        check(NSObject())
        check([1, 2, 3] as [Int]?)
    }
}
