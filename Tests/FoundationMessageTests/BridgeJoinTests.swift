import Foundation
import Testing

@testable import NotificationDescriptors

#if compiler(>=6.2)
    /// The message observer must not depend on which descriptor made a hub: if it were added only for the hub's first
    /// observation's descriptor, an observation of the message type's own descriptor that joined a hub made by
    /// another descriptor of the same name would never hear Foundation's posts of the message (Linux).
    @Suite("Message bridge: hubs made by another descriptor")
    struct BridgeJoinTests {
        @Test("Foundation's post reaches an observer of the type that joined a hub another descriptor made")
        func bridgeWhenHubMadeByAnotherDescriptor() {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let center = NotificationCenter()
            // Any other descriptor of the same name (a raw logger, say), observed first.
            let raw = NotificationDescriptor<String>(UploadFinished.descriptor.name) { _ in "raw" }
            let rawSeen = Collected<String>()
            let rawToken = center.observe(raw) { rawSeen.append($0) }
            let library = Collected<UploadFinished>()
            let token = center.observe(UploadFinished.descriptor) { library.append($0) }
            let message = UploadFinished(fileName: "late.txt", byteCount: 1)
            foundationPost(message, on: center)
            #expect(library.all == [message], "the typed observer missed Foundation's post of its message")
            token.cancel()
            rawToken.cancel()
        }

        @Test("Control: the same with the typed observer first")
        func bridgeWhenHubMadeByTheType() {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let center = NotificationCenter()
            let library = Collected<UploadFinished>()
            let token = center.observe(UploadFinished.descriptor) { library.append($0) }
            let message = UploadFinished(fileName: "first.txt", byteCount: 1)
            foundationPost(message, on: center)
            #expect(library.all == [message])
            token.cancel()
        }
    }
#endif
