import Foundation
import NotificationDescriptors
import TestSupport
import Testing

// Foundation's message types exist only in the 26 SDKs (Xcode 26, Swift 6.2) and in swift-corelibs-foundation from
// Swift 6.2 on: these tests are compiled only from Swift 6.2 and run only where the OS has them.
#if compiler(>=6.2)

    /// A legacy notification with a `userInfo` format that is also an `AsyncMessage`.
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    struct UploadFinished: Codable, Sendable, Equatable, DescribedNotification, NotificationCenter.AsyncMessage {
        typealias Subject = NSObject
        var fileName: String
        var byteCount: Int
        enum CodingKeys: String, CodingKey {
            case fileName = "LegacyUploadFileNameKey", byteCount = "LegacyUploadByteCountKey"
        }
        static let descriptor = NotificationDescriptor(
            Notification.Name("LegacyUploadFinished"), userInfo: UploadFinished.self)
    }

    /// The same as a `MainActorMessage`.
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    struct ScreenDimmed: Codable, Sendable, Equatable, DescribedNotification, NotificationCenter.MainActorMessage {
        typealias Subject = NSObject
        var level: Double
        enum CodingKeys: String, CodingKey { case level = "LegacyDimLevelKey" }
        static let descriptor = NotificationDescriptor(
            Notification.Name("LegacyScreenDimmed"), userInfo: ScreenDimmed.self)
    }

    /// An app-defined notification whose payload travels intact, also an `AsyncMessage`.
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    struct CounterChanged: Sendable, Equatable, DescribedNotification, NotificationCenter.AsyncMessage {
        typealias Subject = NSObject
        var count: Int
        static let descriptor = NotificationDescriptor(carrying: CounterChanged.self)
    }

    /// Values collected from observers on any thread.
    final class Collected<Value: Sendable>: @unchecked Sendable {
        // `@unchecked Sendable`: `values` is read and written only while `lock` is held.
        private let lock = NSLock()
        private var values: [Value] = []

        func append(_ value: Value) {
            lock.lock()
            values.append(value)
            lock.unlock()
        }

        var all: [Value] {
            lock.lock()
            defer { lock.unlock() }
            return values
        }
    }

    /// Waits until `collected` holds `count` values, then a little longer so that a second delivery would show;
    /// gives up after the watchdog (60 s, scaled for slow builds): the expectations after it then fail.
    func settle<Value>(_ collected: Collected<Value>, count: Int) async throws {
        let deadline = ContinuousClock.now + Watchdog.duration(60)
        while collected.all.count < count, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        try await Task.sleep(for: .milliseconds(100))
    }

    // Foundation's own `post` and `addObserver`, called where the type is known only as a message, as code that uses
    // Foundation's API alone calls them.

    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    func foundationPost<M: NotificationCenter.AsyncMessage>(_ message: M, on center: NotificationCenter) {
        center.post(message)
    }

    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    func foundationPost<M: NotificationCenter.AsyncMessage>(
        _ message: M, subject: M.Subject, on center: NotificationCenter
    ) where M.Subject: AnyObject {
        center.post(message, subject: subject)
    }

    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    @MainActor
    func foundationPost<M: NotificationCenter.MainActorMessage>(_ message: M, on center: NotificationCenter) {
        center.post(message)
    }

    /// One observer of each kind on `center`, each collecting what it receives: this library's by type, a plain
    /// `addObserver(forName:)` one reading the legacy key, and Foundation's message observer.
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    final class UploadObservers: Sendable {
        let library = Collected<UploadFinished>()
        let plain = Collected<String>()
        let message = Collected<UploadFinished>()
        let tokens: [Token]
        nonisolated(unsafe) let plainToken: any NSObjectProtocol
        let messageToken: NotificationCenter.ObservationToken
        let center: NotificationCenter

        init(center: NotificationCenter, object: NSObject? = nil) {
            self.center = center
            let library = library
            let plain = plain
            let message = message
            tokens = [center.observe(UploadFinished.self, object: object) { library.append($0) }]
            plainToken = center.addObserver(forName: UploadFinished.descriptor.name, object: object, queue: nil) {
                plain.append($0.userInfo?["LegacyUploadFileNameKey"] as? String ?? "no legacy key")
            }
            messageToken = center.addObserver(of: object, for: UploadFinished.self) { message.append($0) }
        }

        func cancel() {
            tokens.forEach { $0.cancel() }
            center.removeObserver(plainToken)
            center.removeObserver(messageToken)
        }
    }

    @Suite("Payloads that are also Foundation messages", .timeLimit(.minutes(10)))
    struct FoundationMessageTests {
        @Test("center.post(payload) of an AsyncMessage reaches this library's, plain and Foundation's observers once")
        func libraryPostOfAsyncMessage() async throws {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let center = NotificationCenter()
            let observers = UploadObservers(center: center)
            let upload = UploadFinished(fileName: "a.txt", byteCount: 42)
            center.post(upload)
            // This library's and plain observers run synchronously in the post.
            #expect(observers.library.all == [upload])
            #expect(observers.plain.all == ["a.txt"])
            try await settle(observers.message, count: 1)
            #expect(observers.message.all == [upload])
            #expect(observers.library.all == [upload])
            #expect(observers.plain.all == ["a.txt"])
            observers.cancel()
        }

        @Test("Foundation's post(_:) and post(_:subject:) of it reach this library's observers once too")
        func foundationPostOfAsyncMessage() async throws {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let center = NotificationCenter()
            let observers = UploadObservers(center: center)
            let first = UploadFinished(fileName: "a.txt", byteCount: 1)
            let second = UploadFinished(fileName: "b.txt", byteCount: 2)
            foundationPost(first, on: center)
            foundationPost(second, subject: NSObject(), on: center)
            try await settle(observers.message, count: 2)
            #expect(observers.library.all == [first, second], "in posting order")
            #expect(observers.plain.all == ["a.txt", "b.txt"])
            #expect(Set(observers.message.all.map(\.fileName)) == ["a.txt", "b.txt"])
            #expect(observers.message.all.count == 2)
            observers.cancel()
        }

        @Test("post(payload, subject:) reaches observers of that object once each, and only them")
        func postWithSubject() async throws {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let center = NotificationCenter()
            let sender = NSObject()
            let ofSender = UploadObservers(center: center, object: sender)
            let ofOther = UploadObservers(center: center, object: NSObject())
            let upload = UploadFinished(fileName: "s.txt", byteCount: 3)
            center.post(upload, subject: sender)
            try await settle(ofSender.message, count: 1)
            #expect(ofSender.library.all == [upload])
            #expect(ofSender.plain.all == ["s.txt"])
            #expect(ofSender.message.all == [upload])
            #expect(ofOther.library.all.isEmpty && ofOther.plain.all.isEmpty && ofOther.message.all.isEmpty)
            ofSender.cancel()
            ofOther.cancel()
        }

        @Test("A MainActorMessage: both posts reach every observer once, before the post returns")
        @MainActor
        func mainActorMessage() throws {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let center = NotificationCenter()
            let library = Collected<ScreenDimmed>()
            let plain = Collected<Double>()
            let message = Collected<ScreenDimmed>()
            let token = center.observe(ScreenDimmed.self) { library.append($0) }
            let plainToken = center.addObserver(forName: ScreenDimmed.descriptor.name, object: nil, queue: nil) {
                plain.append($0.userInfo?["LegacyDimLevelKey"] as? Double ?? -1)
            }
            let messageToken = center.addObserver(of: nil, for: ScreenDimmed.self) { message.append($0) }

            center.post(ScreenDimmed(level: 0.5))
            #expect(library.all == [ScreenDimmed(level: 0.5)])
            #expect(plain.all == [0.5])
            #expect(message.all == [ScreenDimmed(level: 0.5)])

            foundationPost(ScreenDimmed(level: 0.25), on: center)
            #expect(library.all == [ScreenDimmed(level: 0.5), ScreenDimmed(level: 0.25)])
            #expect(plain.all == [0.5, 0.25])
            #expect(message.all == [ScreenDimmed(level: 0.5), ScreenDimmed(level: 0.25)])

            token.cancel()
            center.removeObserver(plainToken)
            center.removeObserver(messageToken)
        }

        @Test("A carrying: payload that is a message travels intact both ways, once to each observer")
        func carryingMessage() async throws {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let center = NotificationCenter()
            let library = Collected<CounterChanged>()
            let message = Collected<CounterChanged>()
            let token = center.observe(CounterChanged.self) { library.append($0) }
            let messageToken = center.addObserver(of: nil, for: CounterChanged.self) { message.append($0) }
            center.post(CounterChanged(count: 1))
            foundationPost(CounterChanged(count: 2), on: center)
            try await settle(message, count: 2)
            #expect(library.all == [CounterChanged(count: 1), CounterChanged(count: 2)])
            #expect(Set(message.all.map(\.count)) == [1, 2] && message.all.count == 2)
            token.cancel()
            center.removeObserver(messageToken)
        }

        @Test("notifications(of:) and next(_:timeout:) hear Foundation's posts, in order")
        func sequencesHearFoundationPosts() async throws {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let center = NotificationCenter()
            let uploads = center.notifications(of: UploadFinished.self)
            for index in 0..<5 { foundationPost(UploadFinished(fileName: "\(index)", byteCount: index), on: center) }
            var names: [String] = []
            for await upload in uploads {
                names.append(upload.fileName)
                if names.count == 5 { break }
            }
            #expect(names == ["0", "1", "2", "3", "4"])
            // next(_:timeout:) registers when its task first runs, at a time no test can know: post until it
            // returns (the first post it sees is one of these), rather than once after a guessed delay.
            let poster = Task {
                while !Task.isCancelled {
                    center.post(UploadFinished(fileName: "next", byteCount: 0))
                    try await Task.sleep(for: .milliseconds(5))
                }
            }
            defer { poster.cancel() }
            let next = try await center.next(UploadFinished.self, timeout: Watchdog.duration(60))
            #expect(next.fileName == "next")
        }

        @Test("Each center forwards only its own Foundation posts")
        func centersStayApart() async throws {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let first = NotificationCenter()
            let second = NotificationCenter()
            let firstObservers = UploadObservers(center: first)
            let secondObservers = UploadObservers(center: second)
            foundationPost(UploadFinished(fileName: "first", byteCount: 1), on: first)
            second.post(UploadFinished(fileName: "second", byteCount: 2))
            try await settle(firstObservers.message, count: 1)
            try await settle(secondObservers.message, count: 1)
            #expect(firstObservers.library.all.map(\.fileName) == ["first"])
            #expect(secondObservers.library.all.map(\.fileName) == ["second"])
            #expect(firstObservers.plain.all == ["first"] && secondObservers.plain.all == ["second"])
            firstObservers.cancel()
            secondObservers.cancel()
        }
    }
#endif
