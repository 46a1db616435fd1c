import Foundation
import Testing

@testable import NotificationDescriptors

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
    /// gives up after five seconds (the watchdog of every test here).
    func settle<Value>(_ collected: Collected<Value>, count: Int) async throws {
        let deadline = ContinuousClock.now + .seconds(5)
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

    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    @MainActor
    func foundationPost<M: NotificationCenter.MainActorMessage>(
        _ message: M, subject: M.Subject, on center: NotificationCenter
    ) where M.Subject: AnyObject {
        center.post(message, subject: subject)
    }

    /// What Foundation's message observers receive of this library's posts: everything on Apple platforms, where
    /// Foundation reads the notification back with the descriptor; nothing on Linux, where this library never posts
    /// a message through Foundation (it would abort the process beside any `forName: nil` observer).
    #if canImport(Darwin)
        let messageObserversHearLibraryPosts = true
    #else
        let messageObserversHearLibraryPosts = false
    #endif

    /// What plain `addObserver(forName:)` observers receive of Foundation's own message posts: everything on Apple
    /// platforms, where Foundation posts the notification `makeNotification` makes; nothing on Linux, where Foundation
    /// posts only the message.
    #if canImport(Darwin)
        let plainObserversHearFoundationPosts = true
    #else
        let plainObserversHearFoundationPosts = false
    #endif

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

    /// The same for the `MainActorMessage` `ScreenDimmed`; every post of it runs on the main actor, so each observer
    /// has run when the post returns.
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    @MainActor
    final class DimObservers {
        let library = Collected<Double>()
        let plain = Collected<Double>()
        let message = Collected<Double>()
        let token: Token
        let plainToken: any NSObjectProtocol
        let messageToken: NotificationCenter.ObservationToken
        let center: NotificationCenter

        init(center: NotificationCenter, object: NSObject? = nil) {
            self.center = center
            let library = library
            let plain = plain
            let message = message
            token = center.observe(ScreenDimmed.self, object: object) { library.append($0.level) }
            plainToken = center.addObserver(forName: ScreenDimmed.descriptor.name, object: object, queue: nil) {
                plain.append($0.userInfo?["LegacyDimLevelKey"] as? Double ?? -1)
            }
            messageToken = center.addObserver(of: object, for: ScreenDimmed.self) { message.append($0.level) }
        }

        func cancel() {
            token.cancel()
            center.removeObserver(plainToken)
            center.removeObserver(messageToken)
        }
    }

    /// Every way this library posts an `AsyncMessage` without an object, each with its own file name.
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    func postEveryWay(on center: NotificationCenter) -> [String] {
        func upload(_ name: String) -> UploadFinished { UploadFinished(fileName: name, byteCount: 1) }
        center.post(upload("post(payload)"))
        center.post(upload("post(payload, object: nil)"), object: nil)
        center.post(UploadFinished.descriptor, upload("post(descriptor, payload)"))
        center.post(UploadFinished.descriptor, upload("post(descriptor, payload, object: nil)"), object: nil)
        return [
            "post(payload)", "post(payload, object: nil)", "post(descriptor, payload)",
            "post(descriptor, payload, object: nil)",
        ]
    }

    @Suite("Payloads that are also Foundation messages", .timeLimit(.minutes(10)))
    struct FoundationMessageTests {
        @Test(
            "Every post of an AsyncMessage through this library reaches this library's and plain observers once"
        )
        func libraryPostsOfAsyncMessage() async throws {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let center = NotificationCenter()
            let observers = UploadObservers(center: center)
            let sender = NSObject()
            let ofSender = UploadObservers(center: center, object: sender)
            var names = postEveryWay(on: center)
            // This library's and plain observers run synchronously in the post.
            #expect(observers.library.all.map(\.fileName) == names)
            #expect(observers.plain.all == names)
            center.post(UploadFinished(fileName: "subject", byteCount: 2), subject: sender)
            center.post(UploadFinished(fileName: "object", byteCount: 3), object: sender)
            center.post(
                UploadFinished.descriptor, UploadFinished(fileName: "descriptor object", byteCount: 4), object: sender)
            let bySender = ["subject", "object", "descriptor object"]
            names += bySender
            #expect(observers.library.all.map(\.fileName) == names)
            #expect(observers.plain.all == names)
            #expect(ofSender.library.all.map(\.fileName) == bySender)
            #expect(ofSender.plain.all == bySender)
            if messageObserversHearLibraryPosts {
                try await settle(observers.message, count: names.count)
                #expect(observers.message.all.count == names.count)
            } else {
                // Linux: Foundation's own post, last, is the only one its message observers receive. Foundation starts
                // its asynchronous deliveries in posting order (each as a child task); `settle` waits for this one
                // and 100 ms more. `libraryPostsOfMainActorMessage` proves the same synchronously.
                foundationPost(UploadFinished(fileName: "sentinel", byteCount: 0), on: center)
                try await settle(observers.message, count: 1)
                #expect(observers.message.all.map(\.fileName) == ["sentinel"])
                #expect(ofSender.message.all.isEmpty)
            }
            observers.cancel()
            ofSender.cancel()
        }

        @Test(
            "Every post of a MainActorMessage through this library reaches this library's and plain observers at once"
        )
        @MainActor
        func libraryPostsOfMainActorMessage() {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let center = NotificationCenter()
            let sender = NSObject()
            let observers = DimObservers(center: center)
            let ofSender = DimObservers(center: center, object: sender)
            center.post(ScreenDimmed(level: 1))
            center.post(ScreenDimmed(level: 2), object: nil)
            center.post(ScreenDimmed.descriptor, ScreenDimmed(level: 3))
            center.post(ScreenDimmed(level: 4), subject: sender)
            center.post(ScreenDimmed(level: 5), object: sender)
            center.post(ScreenDimmed.descriptor, ScreenDimmed(level: 6), object: sender)
            #expect(observers.library.all == [1, 2, 3, 4, 5, 6])
            #expect(observers.plain.all == [1, 2, 3, 4, 5, 6])
            #expect(ofSender.library.all == [4, 5, 6])
            #expect(ofSender.plain.all == [4, 5, 6])
            #expect(observers.message.all == (messageObserversHearLibraryPosts ? [1, 2, 3, 4, 5, 6] : []))
            #expect(ofSender.message.all == (messageObserversHearLibraryPosts ? [4, 5, 6] : []))
            observers.cancel()
            ofSender.cancel()
        }

        @Test("Foundation's post(_:) and post(_:subject:) reach this library's observers once, on a fresh center")
        func foundationPostOfAsyncMessage() async throws {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let center = NotificationCenter()
            let sender = NSObject()
            let observers = UploadObservers(center: center)
            let ofSender = UploadObservers(center: center, object: sender)
            let ofOther = UploadObservers(center: center, object: NSObject())
            let first = UploadFinished(fileName: "a.txt", byteCount: 1)
            let second = UploadFinished(fileName: "b.txt", byteCount: 2)
            foundationPost(first, on: center)
            foundationPost(second, subject: sender, on: center)
            #expect(observers.library.all == [first, second], "in posting order, synchronously")
            #expect(ofSender.library.all == [second])
            #expect(ofOther.library.all.isEmpty)
            try await settle(observers.message, count: 2)
            try await settle(ofSender.message, count: 1)
            #expect(Set(observers.message.all.map(\.fileName)) == ["a.txt", "b.txt"])
            #expect(observers.message.all.count == 2)
            #expect(ofSender.message.all == [second])
            #expect(observers.plain.all == (plainObserversHearFoundationPosts ? ["a.txt", "b.txt"] : []))
            #expect(ofSender.plain.all == (plainObserversHearFoundationPosts ? ["b.txt"] : []))
            #expect(observers.library.all == [first, second], "still once each")
            #expect(ofOther.library.all.isEmpty && ofOther.plain.all.isEmpty && ofOther.message.all.isEmpty)
            observers.cancel()
            ofSender.cancel()
            ofOther.cancel()
        }

        @Test("What plain observers get does not depend on what happened before: an earlier observe and cancel")
        func historyDoesNotMatter() async throws {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let center = NotificationCenter()
            center.observe(UploadFinished.self) { _ in }.cancel()
            let plain = Collected<String>()
            let plainToken = center.addObserver(forName: UploadFinished.descriptor.name, object: nil, queue: nil) {
                plain.append($0.userInfo?["LegacyUploadFileNameKey"] as? String ?? "?")
            }
            foundationPost(UploadFinished(fileName: "f", byteCount: 1), on: center)
            center.post(UploadFinished(fileName: "l", byteCount: 1))
            #expect(plain.all == (plainObserversHearFoundationPosts ? ["f", "l"] : ["l"]))
            center.removeObserver(plainToken)
        }

        @Test("A MainActorMessage: Foundation's posts reach this library's observers before they return")
        @MainActor
        func foundationPostOfMainActorMessage() {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let center = NotificationCenter()
            let sender = NSObject()
            let observers = DimObservers(center: center)
            let ofSender = DimObservers(center: center, object: sender)
            foundationPost(ScreenDimmed(level: 0.25), on: center)
            foundationPost(ScreenDimmed(level: 0.5), subject: sender, on: center)
            #expect(observers.library.all == [0.25, 0.5])
            #expect(observers.message.all == [0.25, 0.5])
            #expect(observers.plain.all == (plainObserversHearFoundationPosts ? [0.25, 0.5] : []))
            #expect(ofSender.library.all == [0.5])
            #expect(ofSender.message.all == [0.5])
            observers.cancel()
            ofSender.cancel()
        }

        @Test("Posts nested in a Foundation message observer, and posts from tasks it starts, are never lost")
        @MainActor
        func nestedAndTaskSpawnedPosts() async throws {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let center = NotificationCenter()
            let observers = DimObservers(center: center)
            let spawned = Collected<Task<Void, Never>>()
            // Foundation's message observer, and this library's, each post again from inside their handler: once
            // nested, once from a task.
            let nesting = center.addObserver(of: nil, for: ScreenDimmed.self) { (dim: ScreenDimmed) in
                guard dim.level == 1 else { return }
                center.post(ScreenDimmed(level: 2))
                spawned.append(Task { @MainActor in center.post(ScreenDimmed(level: 3)) })
            }
            let nestingLibrary = center.observe(ScreenDimmed.self) { dim in
                guard dim.level == 10 else { return }
                MainActor.assumeIsolated { foundationPost(ScreenDimmed(level: 11), on: center) }
                spawned.append(Task { @MainActor in center.post(ScreenDimmed(level: 12)) })
            }
            foundationPost(ScreenDimmed(level: 1), on: center)
            center.post(ScreenDimmed(level: 10))
            for task in spawned.all { await task.value }
            #expect(observers.library.all.sorted() == [1, 2, 3, 10, 11, 12])
            #expect(
                Set(observers.message.all) == (messageObserversHearLibraryPosts ? [1, 2, 3, 10, 11, 12] : [1, 11]))
            let plainExpected: Set<Double> =
                plainObserversHearFoundationPosts ? [1, 2, 3, 10, 11, 12] : [2, 3, 10, 12]
            #expect(Set(observers.plain.all) == plainExpected)
            #expect(observers.plain.all.count == plainExpected.count)
            center.removeObserver(nesting)
            nestingLibrary.cancel()
            observers.cancel()
        }

        @Test("A payload that cannot be encoded reaches no observer at all")
        @MainActor
        func unencodablePayloadReachesNobody() async throws {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let center = NotificationCenter()
            let library = Collected<Int>()
            let plain = Collected<Int>()
            let message = Collected<Int>()
            let token = center.observe(Unencodable.self) { library.append($0.value) }
            let plainToken = center.addObserver(forName: Unencodable.descriptor.name, object: nil, queue: nil) { _ in
                plain.append(0)
            }
            let messageToken = center.addObserver(of: nil, for: Unencodable.self) { message.append($0.value) }
            let refusals = Collected<String>()
            let previous = NotificationDiagnostics.encodingFailureHandler
            NotificationDiagnostics.encodingFailureHandler = { refusals.append("\($0)") }
            defer { NotificationDiagnostics.encodingFailureHandler = previous }
            center.post(Unencodable(value: 1))
            center.post(Unencodable(value: 2), object: nil)
            center.post(Unencodable.descriptor, Unencodable(value: 3))
            center.post(Unencodable(value: 4), subject: NSObject())
            #expect(library.all.isEmpty && plain.all.isEmpty && message.all.isEmpty)
            #expect(refusals.all.count == 4)
            token.cancel()
            center.removeObserver(plainToken)
            center.removeObserver(messageToken)
        }

        @Test("A carrying: payload that is a message travels intact both ways")
        func carryingMessage() async throws {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let center = NotificationCenter()
            let library = Collected<CounterChanged>()
            let message = Collected<CounterChanged>()
            let token = center.observe(CounterChanged.self) { library.append($0) }
            let messageToken = center.addObserver(of: nil, for: CounterChanged.self) { message.append($0) }
            center.post(CounterChanged(count: 1))
            foundationPost(CounterChanged(count: 2), on: center)
            try await settle(message, count: messageObserversHearLibraryPosts ? 2 : 1)
            #expect(library.all == [CounterChanged(count: 1), CounterChanged(count: 2)])
            #expect(message.all.map(\.count).sorted() == (messageObserversHearLibraryPosts ? [1, 2] : [2]))
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
            async let next = center.next(UploadFinished.self, timeout: .seconds(5))
            try await Task.sleep(for: .milliseconds(50))
            center.post(UploadFinished(fileName: "next", byteCount: 0))
            #expect(try await next.fileName == "next")
        }

        @Test("Each center delivers only its own Foundation posts")
        func centersStayApart() async throws {
            guard #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) else { return }
            let first = NotificationCenter()
            let second = NotificationCenter()
            let firstObservers = UploadObservers(center: first)
            let secondObservers = UploadObservers(center: second)
            foundationPost(UploadFinished(fileName: "first", byteCount: 1), on: first)
            second.post(UploadFinished(fileName: "second", byteCount: 2))
            #expect(firstObservers.library.all.map(\.fileName) == ["first"])
            #expect(secondObservers.library.all.map(\.fileName) == ["second"])
            firstObservers.cancel()
            secondObservers.cancel()
        }
    }

    /// A `MainActorMessage` whose `Codable` encoding always fails.
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    struct Unencodable: Codable, Sendable, DescribedNotification, NotificationCenter.MainActorMessage {
        typealias Subject = NSObject
        var value: Int
        static let descriptor = NotificationDescriptor(Notification.Name("Tests.Unencodable"), userInfo: Self.self)

        func encode(to encoder: any Encoder) throws {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "never encodable"))
        }
    }
#endif
