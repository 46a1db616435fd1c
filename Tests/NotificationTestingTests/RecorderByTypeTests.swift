import Foundation
import NotificationDescriptors
import NotificationTesting
import TestSupport
import Testing

struct Renamed: Codable, Sendable, Equatable, DescribedNotification {
    var title: String
    enum CodingKeys: String, CodingKey { case title = "RenamedTitleKey" }
    static let descriptor = NotificationDescriptor(Notification.Name("TestingTests.Renamed"), userInfo: Renamed.self)
}

@Suite struct RecorderByTypeTests {
    @Test("NotificationRecorder(_ type:center:) records payloads and failures of a described notification")
    func recordsByType() async throws {
        let center = NotificationCenter()
        let sender = NSObject()
        let recorder = NotificationRecorder(Renamed.self, center: center)
        let filtered = NotificationRecorder(Renamed.self, center: center, object: sender)
        center.post(Renamed(title: "a"))
        center.post(name: Renamed.descriptor.name, object: nil, userInfo: ["RenamedTitleKey": 7])
        center.post(Renamed(title: "b"), object: sender)
        try await recorder.waitFor(count: 2, timeout: Watchdog.duration(30))
        #expect(recorder.payloads == [Renamed(title: "a"), Renamed(title: "b")])
        #expect(
            recorder.failures.map(\.reason) == [
                .typeMismatch(key: "RenamedTitleKey", expected: "String", actual: "Int")
            ])
        #expect(filtered.payloads == [Renamed(title: "b")])
        #expect(recorder.name == Renamed.descriptor.name)
    }
}
