import Foundation
import Testing

@testable import NotificationDescriptors

#if compiler(>=6.2)
    /// Found by review (issue 28): the message observer was added only when a hub was made, for its first
    /// observation's descriptor, so an observation of the message type's own descriptor that joined a hub made by
    /// another descriptor of the same name never heard Foundation's posts of the message (Linux).
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
