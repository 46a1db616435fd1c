import Foundation
import NotificationCatalog
import NotificationCatalogData
import Testing

/// Issue 32 item 3: the typed publisher works with every catalog entry. Combine exists on Apple platforms only, so
/// `Sources/NotificationDescriptorsExamples/CatalogPublishers.swift` subscribes to every entry with a `Sendable` payload
/// and the iOS type-check compiles it; this test keeps that list complete (it fails naming the file and the entry).
@Suite struct CatalogPublisherListTests {
    @Test func everySendableIOSEntryIsSubscribedInTheExamples() throws {
        let path = "Sources/NotificationDescriptorsExamples/CatalogPublishers.swift"
        let url = CatalogDirectory.url.deletingLastPathComponent().appendingPathComponent(path)
        let source = try String(contentsOf: url, encoding: .utf8)
        let entries = NotificationCatalog.entries.map(CatalogManifest.Entry.init)
        let expected = entries.filter { $0.payloadIsSendable && $0.platforms.contains("iOS") }
        #expect(expected.count > 30)
        for entry in expected {
            #expect(
                source.contains("center.publisher(for: .\(entry.member))"),
                "\(path) is stale: it should subscribe to .\(entry.member)")
        }
    }
}
