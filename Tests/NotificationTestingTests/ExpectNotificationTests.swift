import Foundation
import TestSupport
import Testing

@testable import NotificationDescriptors
@testable import NotificationTesting

@Suite struct ExpectNotificationTests {
    @Test func passesWhenTheActionPostsAMatchingPayload() async {
        let center = NotificationCenter()
        let payload = await expectNotification(.saved, in: center) {
            center.post(.saved, Saved(id: 1, title: "first"))
            center.post(.saved, Saved(id: 2, title: "second"))
        } matching: {
            $0.id == 2
        }
        #expect(payload == Saved(id: 2, title: "second"))
        #expect(center.liveObservationCount(of: NotificationDescriptor<Saved>.saved.name) == 0)
    }

    @Test func passesForWorkAlreadyUnderWay() async {
        let center = NotificationCenter()
        let recorder = NotificationRecorder(.saved, center: center)
        Thread {
            // Posts only once the expectation below is observing (the recorder shows a second observer).
            while center.liveObservationCount(of: NotificationDescriptor<Saved>.saved.name) < 2 { usleep(100) }
            center.post(.saved, Saved(id: 1, title: "a"))
            center.post(.saved, Saved(id: 2, title: "b"))
        }.start()
        let payload = await expectNotification(.saved, in: center, timeout: Watchdog.duration(30)) { $0.title == "b" }
        #expect(payload?.id == 2)
        #expect(recorder.payloads.count == 2)
    }

    @Test func passesForAPostFromAnotherThreadAfterTheActionReturns() async {
        let center = NotificationCenter()
        await expectNotification(.saved, in: center, timeout: Watchdog.duration(30)) {
            Thread {
                Thread.sleep(forTimeInterval: 0.05)
                center.post(.saved, Saved(id: 1, title: "later"))
            }.start()
        }
    }

    @Test func recordsAnIssueNamingTheNotificationTimeoutAndDecodingFailures() async {
        let center = NotificationCenter()
        let name = NotificationDescriptor<Saved>.saved.name.rawValue
        await withKnownIssue {
            await expectNotification(.saved, in: center, timeout: .milliseconds(50)) {
                center.post(.saved, Saved(id: 1, title: "not this one"))
                postMalformedSaved(on: center, ["id": 9])
            } matching: {
                $0.id == 9
            }
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("Expected \"\(name)\" within 0.05 seconds: no payload matched")
                && text.contains("1 payload did not match")
                && text.contains("1 failed to decode: \(name): userInfo[\"title\"] is missing")
        }
        #expect(center.liveObservationCount(of: NotificationDescriptor<Saved>.saved.name) == 0)
    }

    @Test func recordsAnIssueWhenNothingIsPosted() async {
        let center = NotificationCenter()
        await withKnownIssue {
            let payload = await expectNotification(.saved, in: center, timeout: .milliseconds(20))
            #expect(payload == nil)
        } matching: { issue in
            String(describing: issue).contains("within 0.02 seconds: it was not posted")
        }
    }

    @Test func rethrowsWhatTheActionThrows() async {
        struct Boom: Error {}
        let center = NotificationCenter()
        await #expect(throws: Boom.self) {
            try await expectNotification(.saved, in: center) { throw Boom() }
        }
        #expect(center.liveObservationCount(of: NotificationDescriptor<Saved>.saved.name) == 0)
    }

    @Test(arguments: [
        (
            ProbeReport(name: .init("N"), timeout: .seconds(1), cancelled: false, mismatches: 0, failures: []),
            "Expected \"N\" within 1.0 seconds: it was not posted"
        ),
        (
            ProbeReport(name: .init("N"), timeout: .seconds(1), cancelled: false, mismatches: 2, failures: []),
            "Expected \"N\" within 1.0 seconds: no payload matched; 2 payloads did not match"
        ),
        (
            ProbeReport(name: .init("N"), timeout: .seconds(2), cancelled: true, mismatches: 0, failures: []),
            "Expected \"N\" within 2.0 seconds: the wait was cancelled"
        ),
        (
            ProbeReport(
                name: .init("N"), timeout: .seconds(1), cancelled: false, mismatches: 0,
                failures: [
                    NotificationDecodingError(name: .init("N"), reason: .missingKey("a")),
                    NotificationDecodingError(name: .init("N"), reason: .missingUserInfo),
                ]),
            "Expected \"N\" within 1.0 seconds: no payload matched; 2 failed to decode: "
                + "N: userInfo[\"a\"] is missing; N: userInfo is nil, expected a dictionary"
        ),
    ])
    func failureMessages(report: ProbeReport, message: String) {
        #expect(report.description == message)
    }
}
