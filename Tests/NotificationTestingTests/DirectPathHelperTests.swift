import Foundation
import NotificationTesting
import TestSupport
import Testing

@testable import NotificationDescriptors

#if canImport(XCTest)
    import XCTest
#endif

/// A payload delivered on the direct path (`delivery: .typedObserversOnly`): the helpers observe it like any other.
extension NotificationDescriptor where Payload == Saved {
    static let savedDirect = NotificationDescriptor(
        carrying: Saved.self, name: Notification.Name("TestingTests.SavedDirect"), delivery: .typedObserversOnly)
}

@Suite("The NotificationTesting helpers on the direct path")
struct DirectPathHelperTests {
    @Test func recorderRecordsDirectPostsInOrderAndHonoursTheObjectFilter() {
        let center = NotificationCenter()
        let sender = NSObject()
        let recorder = NotificationRecorder(.savedDirect, center: center)
        let filtered = NotificationRecorder(.savedDirect, center: center, object: sender)
        center.post(.savedDirect, Saved(id: 1, title: "a"))
        center.post(.savedDirect, Saved(id: 2, title: "b"), object: sender)
        #expect(recorder.payloads.map(\.id) == [1, 2])
        #expect(filtered.payloads.map(\.id) == [2])
        #expect(recorder.failures.isEmpty)
    }

    @Test func expectNotificationSeesADirectPost() async {
        let center = NotificationCenter()
        let payload = await expectNotification(.savedDirect, in: center) {
            center.post(.savedDirect, Saved(id: 1, title: "skip"))
            center.post(.savedDirect, Saved(id: 2, title: "take"))
        } matching: {
            $0.title == "take"
        }
        #expect(payload == Saved(id: 2, title: "take"))
        #expect(NotificationDescriptor<Saved>.savedDirect.directRoute?.liveObservations(center: center) == 0)
    }
}

#if canImport(XCTest)
    /// `XCTAssertPostsNotification` on the direct path.
    final class DirectPathXCTestHelperTests: XCTestCase {
        func testPassesForADirectPost() async {
            let center = NotificationCenter()
            let payload = await XCTAssertPostsNotification(.savedDirect, in: center) {
                center.post(.savedDirect, Saved(id: 3, title: "direct"))
            }
            XCTAssertEqual(payload, Saved(id: 3, title: "direct"))
        }
    }
#endif
