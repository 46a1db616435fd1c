import Foundation
import NotificationCatalog
import NotificationDescriptors
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// Each catalog entry states whether its payload type is `Sendable` (`CatalogEntry(descriptor, payload: .sendable,
// ...)`, `PayloadSendability`). The compiler refuses `.sendable` for a payload that is not; these tests catch the
// other mistake, `.notSendable` for a payload that is, by comparing every entry with the compiler's answer for its
// descriptor.

/// What the compiler says of one descriptor: its notification's name, its exact type, and whether its payload type is
/// `Sendable`.
struct CompilerVerdict {
    let name: Notification.Name
    let descriptorType: ObjectIdentifier
    let isPayloadSendable: Bool
}

/// The compiler's answer for a descriptor whose payload type is `Sendable`. The two `verdict` overloads differ in that
/// constraint only (no other parameter, no default value), so the constrained one is chosen exactly when it applies;
/// `theVerdictIsTheCompilers` checks both.
func verdict<Payload: Sendable>(_ descriptor: NotificationDescriptor<Payload>) -> CompilerVerdict {
    CompilerVerdict(
        name: descriptor.name, descriptorType: ObjectIdentifier(type(of: descriptor)), isPayloadSendable: true)
}

/// The compiler's answer for a descriptor whose payload type is not `Sendable`.
func verdict<Payload>(_ descriptor: NotificationDescriptor<Payload>) -> CompilerVerdict {
    CompilerVerdict(
        name: descriptor.name, descriptorType: ObjectIdentifier(type(of: descriptor)), isPayloadSendable: false)
}

/// A class that is not `Sendable`.
private final class NotSendableBox {}

@Suite struct PayloadSendabilityTests {
    @Test("The verdict is the compiler's: Sendable payloads, and payloads that are not")
    func theVerdictIsTheCompilers() {
        let name = Notification.Name("PayloadSendabilityTests")
        #expect(verdict(NotificationDescriptor<Int>(name) { _ in 1 }).isPayloadSendable)
        #expect(verdict(NotificationDescriptor<Void>(name)).isPayloadSendable)
        #expect(verdict(NotificationDescriptor<[String: Data]>(name) { _ in [:] }).isPayloadSendable)
        #expect(!verdict(NotificationDescriptor<NotSendableBox>(name) { _ in NotSendableBox() }).isPayloadSendable)
        #expect(!verdict(NotificationDescriptor<[NotSendableBox]>(name) { _ in [] }).isPayloadSendable)
        #expect(!verdict(NotificationDescriptor<Any>(name) { _ in 1 }).isPayloadSendable)
    }

    @Test("Every entry records the Sendable-ness the compiler gives its descriptor's payload")
    func everyEntryHasAVerdict() {
        var unmatched = Self.verdicts
        for entry in NotificationCatalog.entries {
            let type = ObjectIdentifier(Swift.type(of: entry.descriptor))
            guard let index = unmatched.firstIndex(where: { $0.name == entry.name && $0.descriptorType == type }) else {
                Issue.record(
                    """
                    PayloadSendabilityTests.verdicts lacks .\(entry.member) (\(entry.sourceFile)): run \
                    swift run notification-catalog-generate
                    """)
                continue
            }
            let compiler = unmatched.remove(at: index).isPayloadSendable
            #expect(
                entry.isPayloadSendable == compiler,
                """
                \(entry.sourceFile) declares .\(entry.member) with payload: \
                .\(entry.isPayloadSendable ? "sendable" : "notSendable"), but the compiler says \(entry.payloadType) \
                is \(compiler ? "" : "not ")Sendable
                """)
        }
        #expect(unmatched.isEmpty, "verdicts for no entry: \(unmatched.map(\.name.rawValue))")
    }
}
