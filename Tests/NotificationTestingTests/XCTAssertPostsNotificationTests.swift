#if canImport(XCTest)
    import Foundation
    import NotificationTesting
    import TestSupport
    import XCTest

    @testable import NotificationDescriptors

    /// The one XCTest class: checks the XCTest helper, capturing the failures it records (only while `captured` is
    /// capturing; the test's own assertions fail as usual).
    final class XCTAssertPostsNotificationTests: XCTestCase {
        private let captured = CapturedFailures()

        #if canImport(Darwin)
            override func record(_ issue: XCTIssue) {
                if !captured.capture(issue.compactDescription) { super.record(issue) }
            }
        #else
            override func recordFailure(
                withDescription description: String,
                inFile filePath: String,
                atLine lineNumber: Int,
                expected: Bool
            ) {
                if !captured.capture(description) {
                    super.recordFailure(
                        withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
                }
            }
        #endif

        func testPassesWhenAMatchingPayloadIsPosted() async {
            let center = NotificationCenter()
            captured.isCapturing = true
            let payload = await XCTAssertPostsNotification(.saved, in: center) {
                center.post(.saved, Saved(id: 1, title: "a"))
                center.post(.saved, Saved(id: 2, title: "b"))
            } matching: {
                $0.title == "b"
            }
            captured.isCapturing = false
            XCTAssertEqual(payload, Saved(id: 2, title: "b"))
            XCTAssertEqual(captured.all, [])
        }

        func testPassesForWorkAlreadyUnderWay() async {
            let center = NotificationCenter()
            Thread {
                while center.liveObservationCount(of: NotificationDescriptor<Saved>.saved.name) < 1 { usleep(100) }
                center.post(.saved, Saved(id: 3, title: "c"))
            }.start()
            captured.isCapturing = true
            let payload = await XCTAssertPostsNotification(.saved, in: center, timeout: Watchdog.duration(30)) {
                $0.id == 3
            }
            captured.isCapturing = false
            XCTAssertEqual(payload?.title, "c")
            XCTAssertEqual(captured.all, [])
        }

        func testFailsWithAMessageNamingTheNotificationTimeoutAndDecodingFailures() async {
            let center = NotificationCenter()
            let name = NotificationDescriptor<Saved>.saved.name.rawValue
            captured.isCapturing = true
            let payload = await XCTAssertPostsNotification(
                .saved, in: center, timeout: .milliseconds(50), "after saving"
            ) {
                postMalformedSaved(on: center, ["id": 1, "title": 2])
            }
            captured.isCapturing = false
            XCTAssertNil(payload)
            let failures = captured.all
            XCTAssertEqual(failures.count, 1)
            let message = failures.first ?? ""
            XCTAssertTrue(message.contains("Expected \"\(name)\" within 0.05 seconds: no payload matched"), message)
            // The actual type is whatever Foundation stored (an NSNumber on Linux); the expected one is named.
            XCTAssertTrue(message.contains("1 failed to decode: \(name): userInfo[\"title\"] is "), message)
            XCTAssertTrue(message.contains(", expected String"), message)
            XCTAssertTrue(message.hasSuffix("after saving"), message)
        }

        func testByTypePassesWhenAMatchingPayloadIsPosted() async {
            let center = NotificationCenter()
            captured.isCapturing = true
            let payload = await XCTAssertPostsNotification(Upload.self, in: center) {
                center.post(Upload(fileName: "a", byteCount: 1, isFinal: false))
                center.post(Upload(fileName: "b", byteCount: 2, isFinal: true))
            } matching: {
                $0.byteCount == 2 && $0.fileName == "b" && $0.isFinal
            }
            captured.isCapturing = false
            XCTAssertEqual(payload, Upload(fileName: "b", byteCount: 2, isFinal: true))
            XCTAssertEqual(captured.all, [])
        }

        func testByTypeFailsWithAMessageNamingTheNotification() async {
            let center = NotificationCenter()
            captured.isCapturing = true
            let payload = await XCTAssertPostsNotification(Upload.self, in: center, timeout: .milliseconds(20))
            captured.isCapturing = false
            XCTAssertNil(payload)
            let failures = captured.all
            XCTAssertEqual(failures.count, 1)
            let expected = "Expected \"\(Upload.descriptor.name.rawValue)\" within 0.02 seconds: it was not posted"
            XCTAssertTrue(failures.first?.hasSuffix(expected) ?? false, "\(failures)")
        }

        /// A `@MainActor` test, as an iOS view model's: plain closures that touch main-actor state compile, run on the
        /// main actor, and each helper still fails the test when it should.
        @MainActor
        func testTheHelpersTakeThePlainClosuresOfAMainActorTestAndStillFail() async {
            let model = RenameModel(center: NotificationCenter())
            captured.isCapturing = true
            let renamed = await XCTAssertPostsNotification(TitleChanged.self, in: model.center) {
                model.rename("Draft")
            } matching: {
                $0.title == "Draft"
            }
            let missing = await XCTAssertPostsNotification(
                TitleChanged.descriptor, in: model.center, timeout: .milliseconds(20)
            ) {
                model.rename("Again")
            } matching: {
                $0.title == "Final"
            }
            model.observeItself()
            XCTAssertNoObservations(of: TitleChanged.self, in: model.center, "the model still observes")
            model.stopObserving()
            XCTAssertNoObservations(of: TitleChanged.descriptor, in: model.center)
            captured.isCapturing = false
            XCTAssertEqual(renamed, TitleChanged(title: "Draft"))
            XCTAssertNil(missing)
            XCTAssertEqual(model.title, "Again")
            let failures = captured.all
            XCTAssertEqual(failures.count, 2, "\(failures)")
            XCTAssertTrue(failures.first?.contains("no payload matched; 1 payload did not match") ?? false)
            XCTAssertTrue(
                failures.last?.contains(
                    "Expected no observations of \"Isolation.TitleChanged\", found 1 live observation") ?? false)
            XCTAssertTrue(failures.last?.hasSuffix(" - the model still observes") ?? false, "\(failures)")
        }

        /// The same from an actor's methods.
        func testTheHelpersTakeThePlainClosuresOfAnActorAndStillFail() async {
            let service = RenameService()
            captured.isCapturing = true
            let renamed = await service.assertRenamePosts(expecting: "Draft", timeout: Watchdog.duration(30))
            let missing = await service.assertRenamePosts(expecting: "Final", timeout: .milliseconds(20))
            captured.isCapturing = false
            XCTAssertEqual(renamed?.title, "Draft")
            XCTAssertNil(missing)
            XCTAssertEqual(captured.all.count, 1, "\(captured.all)")
        }
    }

    extension RenameService {
        /// Renames on this actor inside the assertion's action.
        func assertRenamePosts(expecting title: String, timeout: Duration) async -> TitleChanged? {
            await XCTAssertPostsNotification(TitleChanged.self, in: center, timeout: timeout) {
                rename("Draft")
            } matching: {
                $0.title == title
            }
        }
    }

    /// Failures recorded by the test case while capturing (XCTest may record from another thread).
    final class CapturedFailures: Sendable {
        private let state = LockedState((capturing: false, failures: [String]()))

        var isCapturing: Bool {
            get { state.withLock { $0.capturing } }
            set { state.withLock { $0.capturing = newValue } }
        }

        /// Keeps `failure` and returns `true` while capturing; returns `false` otherwise.
        func capture(_ failure: String) -> Bool {
            state.withLock { state in
                guard state.capturing else { return false }
                state.failures.append(failure)
                return true
            }
        }

        var all: [String] { state.withLock { $0.failures } }
    }
#endif
