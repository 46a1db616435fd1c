// Every NotificationTesting helper, called as an app's tests call it: with plain closures (no `@Sendable`), from a
// `@MainActor` suite, a nonisolated suite and an actor's methods, through the public API only (no `@testable`). That
// this file compiles in Swift 6 mode is half of what it proves; each helper's failing case shows it still records
// its issue from there.
import Foundation
import NotificationDescriptors
import NotificationTesting
import TestSupport
import Testing

/// An app-defined notification posted by main-actor state, as a view model's would be.
struct TitleChanged: Sendable, Equatable, DescribedNotification {
    var title: String
    static let descriptor = NotificationDescriptor(
        carrying: TitleChanged.self, name: Notification.Name("Isolation.TitleChanged"))
}

/// A main-actor view model: not `Sendable` beyond the main actor, so a closure that touches it is main-actor bound.
@MainActor
final class RenameModel {
    let center: NotificationCenter
    private(set) var title = ""
    private var observations: [Token] = []

    init(center: NotificationCenter) { self.center = center }

    func rename(_ title: String) {
        self.title = title
        center.post(TitleChanged(title: title))
    }

    /// Observes its own notification and keeps the token: the leak the leak check is for.
    func observeItself() {
        observations.append(center.observe(TitleChanged.self) { _ in })
    }

    func stopObserving() { observations.removeAll() }
}

/// A fixture file for `expectFixtures`, removed when released.
final class IsolationFixtureFile: Sendable {
    let url: URL
    init(_ json: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("isolation-\(UUID()).json")
        try Data(json.utf8).write(to: url)
    }
    deinit { try? FileManager.default.removeItem(at: url) }

    /// One fixture that decodes as `.saved` and one whose stated error is not the one it gives.
    static let oneHoldsOneDoesNot = """
        {"notification": "TestingTests.Saved", "fixtures": [
          {"label": "ok", "payload": {"userInfo": {"id": {"Int": 1}, "title": {"String": "a"}}}, "expect": {"fields": {}}},
          {"label": "wrongly expected", "payload": {"userInfo": {"id": {"Int": 2}, "title": {"String": "b"}}},
           "expect": {"error": "not this"}}
        ]}
        """
}

@MainActor
@Suite("The helpers on the main actor")
struct MainActorHelperTests {
    @Test func expectNotificationRunsAPlainActionOnTheMainActor() async {
        let model = RenameModel(center: NotificationCenter())
        let renamed = await expectNotification(TitleChanged.self, in: model.center) {
            model.rename("Draft")  // main-actor state, in a closure that is not @Sendable
        } matching: {
            $0.title == "Draft"
        }
        #expect(renamed == TitleChanged(title: "Draft"))
        #expect(model.title == "Draft")
        let byDescriptor = await expectNotification(TitleChanged.descriptor, in: model.center) {
            model.rename("Final")
        }
        #expect(byDescriptor?.title == "Final")
    }

    @Test func expectNotificationStillRecordsItsIssue() async {
        let model = RenameModel(center: NotificationCenter())
        await withKnownIssue {
            await expectNotification(TitleChanged.self, in: model.center, timeout: .milliseconds(20)) {
                model.rename("Draft")
            } matching: {
                $0.title == "Final"
            }
        } matching: { issue in
            String(describing: issue).contains(
                "Expected \"Isolation.TitleChanged\" within 0.02 seconds: no payload matched")
        }
        await withKnownIssue {
            await expectNotification(TitleChanged.self, in: model.center, timeout: .milliseconds(20))
        } matching: { issue in
            String(describing: issue).contains("it was not posted")
        }
    }

    @Test func aRecorderRecordsAndWaitsOnTheMainActor() async throws {
        let model = RenameModel(center: NotificationCenter())
        let recorder = NotificationRecorder(TitleChanged.self, center: model.center)
        model.rename("a")
        model.rename("b")
        try await recorder.waitFor(count: 2, timeout: Watchdog.duration(30))
        #expect(recorder.payloads.map(\.title) == ["a", "b"])
        // Its wait still fails, with the timeout error naming the notification.
        await #expect(throws: NotificationTimeoutError.self) {
            try await recorder.waitFor(count: 3, timeout: .milliseconds(20))
        }
    }

    @Test func expectFixturesChecksAndRecordsOnTheMainActor() throws {
        let file = try IsolationFixtureFile(IsolationFixtureFile.oneHoldsOneDoesNot)
        withKnownIssue {
            let payloads = expectFixtures(.saved, in: file.url)
            #expect(payloads == [Saved(id: 1, title: "a")])
        } matching: { issue in
            String(describing: issue).contains("\"wrongly expected\": decoded, expected error \"not this\"")
        }
    }

    @Test func theHelpersTakeTheNotificationBesideThePayload() async throws {
        let model = RenameModel(center: NotificationCenter())
        let recorder = NotificationRecorder(.withNotification(TitleChanged.descriptor), center: model.center)
        let posted = await expectNotification(.withNotification(TitleChanged.descriptor), in: model.center) {
            model.rename("Draft")
        } matching: {
            $0.payload.title == "Draft"
        }
        #expect(posted?.name == TitleChanged.descriptor.name)
        try await recorder.waitFor(count: 1, timeout: Watchdog.duration(30))
        #expect(recorder.payloads.map(\.payload) == [TitleChanged(title: "Draft")])
        #expect(recorder.payloads.first?.notification.name == TitleChanged.descriptor.name)
    }

    @Test func theLeakCheckPassesOnceTheModelLetsGoAndRecordsWhileItHolds() {
        let model = RenameModel(center: NotificationCenter())
        expectNoObservations(of: TitleChanged.self, in: model.center)
        model.observeItself()
        model.observeItself()
        withKnownIssue {
            expectNoObservations(of: TitleChanged.self, in: model.center)
        } matching: { issue in
            String(describing: issue).contains(
                "Expected no observations of \"Isolation.TitleChanged\", found 2 live observations")
        }
        model.stopObserving()
        expectNoObservations(of: TitleChanged.descriptor, in: model.center)
    }
}

@Suite("The helpers from nonisolated tests")
struct NonisolatedHelperTests {
    @Test func everyHelperCompilesAndPassesWithPlainClosures() async throws {
        let center = NotificationCenter()
        var posted = 0  // local, non-Sendable state the action mutates
        let renamed = await expectNotification(TitleChanged.self, in: center) {
            posted += 1
            center.post(TitleChanged(title: "Draft"))
        } matching: {
            $0.title == "Draft"
        }
        #expect(renamed?.title == "Draft")
        #expect(posted == 1)
        do {
            let recorder = NotificationRecorder(TitleChanged.self, center: center)
            center.post(TitleChanged(title: "a"))
            try await recorder.waitFor(count: 1, timeout: Watchdog.duration(30))
            #expect(recorder.payloads == [TitleChanged(title: "a")])
        }  // the recorder is released here, and its observation with it
        let file = try IsolationFixtureFile(IsolationFixtureFile.oneHoldsOneDoesNot)
        withKnownIssue {
            _ = expectFixtures(.saved, in: file.url)
        }
        expectNoObservations(of: TitleChanged.self, in: center)
    }

    @Test func expectNotificationStillRecordsItsIssue() async {
        let center = NotificationCenter()
        await withKnownIssue {
            await expectNotification(TitleChanged.self, in: center, timeout: .milliseconds(20)) {
                center.post(TitleChanged(title: "Draft"))
            } matching: {
                $0.title == "Final"
            }
        }
    }

    @Test func theLeakCheckRecordsALiveObservation() {
        let center = NotificationCenter()
        let token = center.observe(TitleChanged.self) { _ in }
        withKnownIssue {
            expectNoObservations(of: TitleChanged.self, in: center)
        } matching: { issue in
            String(describing: issue).contains("found 1 live observation:")
        }
        token.cancel()
        expectNoObservations(of: TitleChanged.self, in: center)
    }
}

/// An actor whose methods call the helpers, with plain closures that touch its own state.
actor RenameService {
    let center = NotificationCenter()
    private(set) var renames = 0

    func rename(_ title: String) {
        renames += 1
        center.post(TitleChanged(title: title))
    }

    func expectRenamePosts() async -> TitleChanged? {
        await expectNotification(TitleChanged.self, in: center) {
            rename("Draft")  // actor-isolated, without `await`: the action runs on this actor
        } matching: {
            $0.title == "Draft"
        }
    }

    func expectRenameThatNeverComes() async {
        await expectNotification(TitleChanged.descriptor, in: center, timeout: .milliseconds(20)) {
            rename("Draft")
        } matching: {
            $0.title == "Final"
        }
    }

    func recordTwoRenames() async throws -> [String] {
        let recorder = NotificationRecorder(TitleChanged.self, center: center)
        rename("a")
        rename("b")
        try await recorder.waitFor(count: 2, timeout: Watchdog.duration(30))
        return recorder.payloads.map(\.title)
    }

    func checkFixtures(at url: URL) -> [Saved] {
        expectFixtures(.saved, in: url)
    }

    func checkNoObservations() {
        expectNoObservations(of: TitleChanged.self, in: center)
    }

    func observeForever() -> Token {
        center.observe(TitleChanged.self) { _ in }
    }
}

@Suite("The helpers in an actor's methods")
struct ActorHelperTests {
    @Test func everyHelperPassesFromAnActor() async throws {
        let service = RenameService()
        #expect(await service.expectRenamePosts() == TitleChanged(title: "Draft"))
        #expect(try await service.recordTwoRenames() == ["a", "b"])
        #expect(await service.renames == 3)
        await service.checkNoObservations()
    }

    @Test func everyHelperStillRecordsItsIssueFromAnActor() async throws {
        let service = RenameService()
        await withKnownIssue {
            await service.expectRenameThatNeverComes()
        } matching: { issue in
            String(describing: issue).contains("no payload matched; 1 payload did not match")
        }
        let file = try IsolationFixtureFile(IsolationFixtureFile.oneHoldsOneDoesNot)
        await withKnownIssue {
            #expect(await service.checkFixtures(at: file.url) == [Saved(id: 1, title: "a")])
        } matching: { issue in
            String(describing: issue).contains("\"wrongly expected\"")
        }
        let token = await service.observeForever()
        await withKnownIssue {
            await service.checkNoObservations()
        } matching: { issue in
            String(describing: issue).contains("found 1 live observation")
        }
        token.cancel()
        await service.checkNoObservations()
    }
}
