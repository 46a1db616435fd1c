import Foundation
import Testing

@testable import NotificationDescriptors

// The refusals a user can reach stop the process with their message on standard error (`_refuse`: `fatalError`,
// whose message `-O` keeps, where `precondition`'s is dropped). These exit tests run in the debug build `swift test`
// makes; Benchmarks/README.md (*Refusals in a release build*) shows the same messages from a release build.

#if compiler(>=6.2)
    @Suite("Refusals print their message")
    struct RefusalMessageTests {
        @Test("A descriptor named after its own message type stops the process, saying why and naming the fix")
        func descriptorNamedAfterItsMessageType() async {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = NotificationDescriptor(
                    carrying: CounterChanged.self,
                    name: Notification.Name("FoundationMessageTests.CounterChanged"))
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(
                text.contains(
                    "NotificationDescriptors: the descriptor of FoundationMessageTests.CounterChanged is named "
                        + "\"FoundationMessageTests.CounterChanged\""), "\(text)")
            #expect(text.contains("Fix: give the descriptor another name"), "\(text)")
        }

        @Test("A direct descriptor of a described message type stops the process, saying why and naming the fix")
        func directDescriptorOfAMessageType() async {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                _ = NotificationDescriptor(
                    carrying: CounterChanged.self, delivery: .typedObserversOnly)
            }
            let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(text.contains("one of Foundation's NotificationCenter messages"), "\(text)")
            #expect(text.contains("Fix: use NotificationDescriptor(carrying:name:) (interoperable)"), "\(text)")
        }
    }
#endif

@Suite("Refusals print their message: the direct path")
struct DirectRefusalMessageTests {
    @Test("withNotification of a direct descriptor stops the process, saying why and what to do instead")
    func withNotificationOfADirectDescriptor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let direct = NotificationDescriptor(
                carrying: Int.self, name: Notification.Name("Tests.Refusal.Direct"), delivery: .typedObserversOnly)
            _ = NotificationDescriptor<PostedNotification<Int>>.withNotification(direct)
        }
        let text = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(text.contains("\"Tests.Refusal.Direct\" is delivered .typedObserversOnly"), "\(text)")
        #expect(text.contains("observe the descriptor itself, or make it .interoperable"), "\(text)")
    }
}
