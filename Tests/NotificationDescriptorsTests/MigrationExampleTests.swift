import Foundation
import NotificationDescriptors
import Testing

/// The Linux half of the DocC article *Moving to descriptors* (`Documentation.docc/Migration.md`): the block API,
/// before and after, and the descriptor kinds, compiled and run. The article's code blocks are copies of lines here,
/// of `Tests/FoundationMessageTests/MigrationMessageExampleTests.swift` and of
/// `Sources/NotificationDescriptorsExamples/MigrationExamples.swift`; `MigrationArticleTests` fails when one is not.
/// Names live in this namespace, so they are the article's without clashing with the rest of the target.
enum Migration {
    /// What the app does with a value (the article's `show(_:)`), recorded for the tests.
    static let shown = Locked<[String]>([])

    @Sendable static func show(_ text: String) {
        shown.withLock { $0.append(text) }
    }

    struct UploadFinished: Codable, Sendable, DescribedNotification {
        var fileName: String
        var byteCount: Int
        enum CodingKeys: String, CodingKey {
            case fileName = "LegacyUploadFileNameKey"
            case byteCount = "LegacyUploadByteCountKey"
        }
        static let descriptor = NotificationDescriptor(
            Notification.Name("LegacyUploadFinished"), userInfo: UploadFinished.self)
    }

    struct Tick: Sendable { var count: Int }

    enum Descriptors {
        // A legacy notification: a Codable payload whose CodingKeys are the userInfo keys (UploadFinished above).
        static let uploads = UploadFinished.descriptor
        // A converter: for the object, or values Codable cannot describe.
        static let syncFailed = NotificationDescriptor<Int>(
            Notification.Name("LegacySyncFailed"),
            decode: { note in try note.value(for: UserInfoKey<NSError>("LegacySyncErrorKey")).code },
            encode: { (object: nil, userInfo: ["LegacySyncErrorKey": NSError(domain: "Sync", code: $0)]) }
        )
        // Your own notification: the payload travels intact; the name is the type's, "MyApp.Tick".
        static let ticks = NotificationDescriptor(carrying: Tick.self)
        // The same, never through NotificationCenter: only this library's observers see it, faster.
        static let fastTicks = NotificationDescriptor(carrying: Tick.self, delivery: .typedObserversOnly)
        // No payload at all.
        static let cacheCleared = NotificationDescriptor(Notification.Name("CacheCleared"))
    }

    @Suite("The migration article's Linux examples", .serialized)
    struct ExampleTests {
        init() {
            Migration.shown.value = []
        }

        @Test func theBlockAPIBefore() {
            let center = NotificationCenter()
            let observer = center.addObserver(
                forName: Notification.Name("LegacyUploadFinished"), object: nil, queue: nil
            ) { note in
                // A missing key, a misspelled one or an NSNumber where a String was posted: silently nothing.
                guard let fileName = note.userInfo?["LegacyUploadFileNameKey"] as? String else { return }
                show(fileName)
            }
            center.post(
                name: Notification.Name("LegacyUploadFinished"), object: nil,
                userInfo: ["LegacyUploadFileNameKey": "a.pdf", "LegacyUploadByteCountKey": 42])
            center.removeObserver(observer)  // forgotten, the block runs for as long as the center lives
            center.post(name: Notification.Name("LegacyUploadFinished"), object: nil, userInfo: [:])
            #expect(Migration.shown.value == ["a.pdf"])
        }

        @Test func theBlockAPIAfter() {
            let center = NotificationCenter()
            let failures = Locked<[String]>([])
            let report: @Sendable (NotificationDecodingError) -> Void = { error in
                failures.withLock { $0.append(error.description) }
            }
            let token = center.observe(UploadFinished.self) { upload in
                show(upload.fileName)
            } onFailure: { error in
                report(error)  // LegacyUploadFinished: userInfo["LegacyUploadByteCountKey"] is missing; ...
            }
            center.post(UploadFinished(fileName: "a.pdf", byteCount: 42))  // writes the legacy keys
            center.post(
                name: Notification.Name("LegacyUploadFinished"), object: nil,
                userInfo: ["LegacyUploadFileNameKey": "b.pdf"])
            token.cancel()  // or let the token go: releasing it cancels too
            center.post(UploadFinished(fileName: "c.pdf", byteCount: 1))
            #expect(Migration.shown.value == ["a.pdf"])
            #expect(failures.value.count == 1)
            let missing = #"LegacyUploadFinished: userInfo["LegacyUploadByteCountKey"] is missing"#
            #expect(failures.value.first?.hasPrefix(missing) == true, "\(failures.value)")
        }

        @Test func everyDescriptorKindPostsAndObserves() async throws {
            let center = NotificationCenter()
            let syncCodes = Locked<[Int]>([])
            let token = center.observe(Descriptors.syncFailed) { code in syncCodes.withLock { $0.append(code) } }
            center.post(Descriptors.syncFailed, 7)
            #expect(syncCodes.value == [7])
            token.cancel()

            for descriptor in [Descriptors.ticks, Descriptors.fastTicks] {
                let ticks = center.notifications(of: descriptor)
                center.post(descriptor, Tick(count: 3))
                var iterator = ticks.makeAsyncIterator()
                #expect(await iterator.next()?.count == 3)
            }
            #expect(Descriptors.ticks.name.rawValue.hasSuffix(".Migration.Tick"))
            #expect(Descriptors.uploads.name.rawValue == "LegacyUploadFinished")

            let cleared = Locked(0)
            let clearedToken = center.observe(Descriptors.cacheCleared) { cleared.withLock { $0 += 1 } }
            center.post(Descriptors.cacheCleared, ())
            #expect(cleared.value == 1)
            clearedToken.cancel()
        }
    }
}
