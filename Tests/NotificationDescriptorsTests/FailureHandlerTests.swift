import Foundation
import NotificationDescriptors
import Testing

/// The process-wide failure handler costs constant memory and stack however often it is read, replaced and called
/// (issue 16: it crashed after about 25,000 save/restore rounds or failures).
extension GlobalFailureHandlerTests {
    @Test("Saving and restoring the decoding-failure handler a million times, then calling it, works")
    func saveAndRestoreAMillionTimes() {
        let calls = Collected<String>()
        let previous = NotificationDiagnostics.decodingFailureHandler
        NotificationDiagnostics.decodingFailureHandler = { error in calls.append(error.name.rawValue) }
        defer { NotificationDiagnostics.decodingFailureHandler = previous }
        for _ in 0..<1_000_000 {
            let saved = NotificationDiagnostics.decodingFailureHandler
            NotificationDiagnostics.decodingFailureHandler = saved
        }
        let handler = NotificationDiagnostics.decodingFailureHandler
        handler(NotificationDecodingError(name: Notification.Name("Tests.SaveRestore"), reason: .missingUserInfo))
        #expect(calls.all == ["Tests.SaveRestore"])
    }

    @Test("A million failures through an observer without onFailure all reach the handler")
    func aMillionFailures() {
        let center = NotificationCenter()
        let name = Notification.Name("Tests.MillionFailures.\(UUID())")
        let descriptor = NotificationDescriptor<Int>(name) { try $0.value(for: .count) }
        let failures = LockedState(0)
        let previous = NotificationDiagnostics.decodingFailureHandler
        NotificationDiagnostics.decodingFailureHandler = { error in
            if error.name == name { failures.withLock { $0 += 1 } }
        }
        defer { NotificationDiagnostics.decodingFailureHandler = previous }
        let token = center.observe(descriptor) { _ in Issue.record("a notification without userInfo decoded") }
        defer { token.cancel() }
        for _ in 0..<1_000_000 {
            center.post(name: name, object: nil)
        }
        #expect(failures.withLock { $0 } == 1_000_000)
    }
}
