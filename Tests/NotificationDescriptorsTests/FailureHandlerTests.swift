import Foundation
import NotificationDescriptors
import TestSupport
import Testing

/// The process-wide failure handler costs constant memory and stack however often it is read, replaced and called
/// (a handler kept at the generic closure representation would overflow the stack after about 25,000 rounds).
extension GlobalFailureHandlerTests {
    @Test("Saving and restoring the decoding-failure handler a million times, then calling it, works")
    func saveAndRestoreAMillionTimes() {
        let calls = Collected<String>()
        let previous = NotificationDiagnostics.decodingFailureHandler
        NotificationDiagnostics.decodingFailureHandler = { error in
            if error.name.rawValue.hasPrefix("Tests.SaveRestore") { calls.append(error.name.rawValue) }
        }
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

    @Test("Replacing a handler whose captures read the handler in their deinit does not deadlock")
    func replacedHandlerIsReleasedOutsideTheLock() {
        final class ReadsTheHandlerWhenFreed: Sendable {
            deinit { _ = NotificationDiagnostics.decodingFailureHandler }
        }
        let previous = NotificationDiagnostics.decodingFailureHandler
        let finished = DispatchSemaphore(value: 0)
        Thread {
            do {
                let witness = ReadsTheHandlerWhenFreed()
                NotificationDiagnostics.decodingFailureHandler = { _ in _ = witness }
            }
            // Frees the closure above, and with it the witness, whose deinit reads the handler.
            NotificationDiagnostics.decodingFailureHandler = previous
            finished.signal()
        }.start()
        #expect(
            finished.wait(timeout: Watchdog.deadline(60)) == .success,
            "deadlock: the old handler was freed under the lock")
    }
}

/// A payload whose nested value refuses to be written.
private struct RefusingUpload: Codable, Sendable, DescribedNotification {
    struct Meta: Codable, Sendable {
        func encode(to encoder: any Encoder) throws {
            throw EncodingError.invalidValue(
                0, EncodingError.Context(codingPath: encoder.codingPath, debugDescription: "refused"))
        }
    }
    var meta: Meta

    static let descriptor = NotificationDescriptor(
        Notification.Name("Tests.RefusingUpload"), userInfo: RefusingUpload.self)
}

extension GlobalFailureHandlerTests {
    @Test("Saving and restoring the encoding-failure handler a million times, then calling it, works")
    func saveAndRestoreTheEncodingHandler() {
        let calls = Collected<String>()
        let previous = NotificationDiagnostics.encodingFailureHandler
        NotificationDiagnostics.encodingFailureHandler = { error in calls.append(error.name.rawValue) }
        defer { NotificationDiagnostics.encodingFailureHandler = previous }
        for _ in 0..<1_000_000 {
            let saved = NotificationDiagnostics.encodingFailureHandler
            NotificationDiagnostics.encodingFailureHandler = saved
        }
        NotificationDiagnostics.encodingFailureHandler(
            NotificationEncodingError(name: Notification.Name("Tests.Encoding"), payloadType: "P", message: "m"))
        #expect(calls.all == ["Tests.Encoding"])
    }

    @Test("An encoding failure names where in userInfo the value is that could not be written, on one line")
    func encodingFailureNamesThePath() throws {
        let failures = Collected<NotificationEncodingError>()
        let previous = NotificationDiagnostics.encodingFailureHandler
        NotificationDiagnostics.encodingFailureHandler = { error in
            if error.name == RefusingUpload.descriptor.name { failures.append(error) }
        }
        defer { NotificationDiagnostics.encodingFailureHandler = previous }
        let decodingFailures = Collected<NotificationDecodingError>()
        let previousDecoding = NotificationDiagnostics.decodingFailureHandler
        NotificationDiagnostics.decodingFailureHandler = { error in
            if error.name == RefusingUpload.descriptor.name { decodingFailures.append(error) }
        }
        defer { NotificationDiagnostics.decodingFailureHandler = previousDecoding }

        NotificationCenter().post(RefusingUpload(meta: .init()))
        let failure = try #require(failures.all.first)
        #expect(failures.count == 1)
        #expect(decodingFailures.count == 0)
        #expect(
            failure
                == NotificationEncodingError(
                    name: RefusingUpload.descriptor.name, payloadType: "RefusingUpload", path: ["meta"],
                    message: "refused"))
        #expect(
            failure.description
                == #"Tests.RefusingUpload: RefusingUpload could not be encoded as userInfo: userInfo["meta"] is invalid: "#
                + "refused; nothing was posted")
    }
}
