import Foundation
import NotificationTesting
import TestSupport
import Testing

@testable import NotificationDescriptors

/// A described notification with three fields, so a `matching:` closure can test all three.
struct Upload: Codable, Sendable, Equatable, DescribedNotification {
    var fileName: String
    var byteCount: Int
    var isFinal: Bool
    enum CodingKeys: String, CodingKey {
        case fileName = "UploadFileNameKey", byteCount = "UploadByteCountKey", isFinal = "UploadIsFinalKey"
    }
    static let descriptor = NotificationDescriptor(Notification.Name("TestingTests.Upload"), userInfo: Upload.self)
}

/// The NotificationTesting helpers that take a `DescribedNotification` type where the others take a descriptor.
@Suite struct ByTypeHelperTests {
    @Test func expectNotificationByTypeReturnsTheFirstPayloadMatchingAThreeClausePredicate() async {
        let center = NotificationCenter()
        let payload = await expectNotification(Upload.self, in: center) {
            center.post(Upload(fileName: "a", byteCount: 1, isFinal: true))
            center.post(Upload(fileName: "b", byteCount: 1, isFinal: false))
            center.post(Upload(fileName: "b", byteCount: 1, isFinal: true))
        } matching: {
            $0.byteCount == 1 && $0.fileName == "b" && $0.isFinal
        }
        #expect(payload == Upload(fileName: "b", byteCount: 1, isFinal: true))
    }

    @Test func expectNotificationByTypeWaitsForWorkAlreadyUnderWay() async {
        let center = NotificationCenter()
        Thread {
            // Posts only once the expectation below is observing.
            while center.liveObservationCount(of: Upload.descriptor.name) < 1 { usleep(100) }
            center.post(Upload(fileName: "later", byteCount: 3, isFinal: true))
        }.start()
        let payload = await expectNotification(Upload.self, in: center, timeout: Watchdog.duration(30)) { $0.isFinal }
        #expect(payload?.fileName == "later")
    }

    @Test func expectNotificationByTypeRecordsAnIssueNamingTheNotificationAndItsDecodingFailures() async {
        let center = NotificationCenter()
        let name = Upload.descriptor.name.rawValue
        await withKnownIssue {
            let payload = await expectNotification(Upload.self, in: center, timeout: .milliseconds(50)) {
                center.post(name: Upload.descriptor.name, object: nil, userInfo: ["UploadFileNameKey": "x"])
            }
            #expect(payload == nil)
        } matching: { issue in
            String(describing: issue).contains(
                "Expected \"\(name)\" within 0.05 seconds: no payload matched; 1 failed to decode: \(name): "
                    + "userInfo[\"UploadByteCountKey\"] is missing")
        }
    }

    @Test func expectNotificationByTypeOnlyCountsTheGivenSender() async {
        let center = NotificationCenter()
        let sender = NSObject()
        await withKnownIssue {
            await expectNotification(Upload.self, in: center, object: sender, timeout: .milliseconds(20)) {
                center.post(Upload(fileName: "other sender", byteCount: 1, isFinal: true))
            }
        } matching: { issue in
            String(describing: issue).contains("it was not posted")
        }
    }

    @Test func handlerFirstObserveTakesBothTrailingClosures() throws {
        let center = NotificationCenter()
        let payloads = Locked<[String]>([])
        let failures = Locked<[NotificationDecodingError.Reason]>([])
        let byType = center.observe(Upload.self) { upload in
            payloads.withLock { $0.append("type: \(upload.fileName)") }
        } onFailure: { error in
            failures.withLock { $0.append(error.reason) }
        }
        let byDescriptor = center.observe(Upload.descriptor) { upload in
            payloads.withLock { $0.append("descriptor: \(upload.fileName)") }
        } onFailure: { error in
            failures.withLock { $0.append(error.reason) }
        }
        center.post(Upload(fileName: "a", byteCount: 1, isFinal: true))
        center.post(name: Upload.descriptor.name, object: nil, userInfo: ["UploadFileNameKey": "x"])
        byType.cancel()
        byDescriptor.cancel()
        #expect(payloads.withLock { $0 } == ["type: a", "descriptor: a"])
        #expect(failures.withLock { $0 } == Array(repeating: .missingKey("UploadByteCountKey"), count: 2))
    }
}

/// Checking fixture files by type, in directories, and among a bundle's resources.
@Suite struct FixtureLookupTests {
    /// A temporary directory laid out like a test target's resources bundle, removed when the test's scope ends.
    final class ResourceDirectory {
        let url: URL
        init(_ files: [String: String]) throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("fixtures-\(UUID())")
            for (path, contents) in files {
                let file = url.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: file)
            }
        }
        deinit { try? FileManager.default.removeItem(at: url) }

        var bundle: Bundle {
            get throws { try #require(Bundle(url: url)) }
        }
    }

    static func fixtures(_ names: String...) -> String {
        let cases = names.map { name in
            """
            {"label": "\(name)", "payload": {"userInfo": {"UploadFileNameKey": {"String": "\(name)"},
             "UploadByteCountKey": {"Int": 1}, "UploadIsFinalKey": {"Bool": true}}}, "expect": {"fields": {}}}
            """
        }
        return #"{"notification": "TestingTests.Upload", "fixtures": ["# + cases.joined(separator: ", ") + "]}"
    }

    @Test func byTypeChecksAFile() throws {
        let directory = try ResourceDirectory(["uploads.json": Self.fixtures("a", "b")])
        let payloads = expectFixtures(Upload.self, in: directory.url.appendingPathComponent("uploads.json"))
        #expect(payloads.map(\.fileName) == ["a", "b"])
    }

    @Test func aDirectoryChecksEveryJSONFileInsideInNameOrder() throws {
        let directory = try ResourceDirectory([
            "2.json": Self.fixtures("c"), "1.json": Self.fixtures("a", "b"), "notes.txt": "not a fixture",
        ])
        let payloads = expectFixtures(Upload.descriptor, in: directory.url)
        #expect(payloads.map(\.fileName) == ["a", "b", "c"])
    }

    @Test func aDirectoryWithoutJSONFilesIsOneIssue() throws {
        let directory = try ResourceDirectory(["notes.txt": "not a fixture"])
        withKnownIssue {
            _ = expectFixtures(Upload.self, in: directory.url)
        } matching: { issue in
            String(describing: issue).contains("holds no .json fixture file")
        }
    }

    /// `.process("Fixtures")` puts the files at the top of the resources, `.copy("Fixtures")` keeps the directory:
    /// both are found by name.
    @Test(arguments: ["uploads.json", "Fixtures/uploads.json"])
    func aNamedFileIsFoundAtTheTopOrBelow(path: String) throws {
        let directory = try ResourceDirectory([path: Self.fixtures("a")])
        let bundle = try directory.bundle
        #expect(expectFixtures(Upload.self, named: "uploads", in: bundle).map(\.fileName) == ["a"])
        #expect(expectFixtures(Upload.descriptor, named: "uploads.json", in: bundle).map(\.fileName) == ["a"])
    }

    @Test func aMissingNamedFileIsOneIssueSayingHowToDeclareIt() throws {
        let directory = try ResourceDirectory(["other.json": Self.fixtures("a")])
        let bundle = try directory.bundle
        withKnownIssue {
            _ = expectFixtures(Upload.self, named: "uploads", in: bundle)
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("no fixture file 'uploads.json' among the resources")
                && text.contains(#"resources: [.process("Fixtures")] or [.copy("Fixtures")]"#)
        }
    }

    @Test func twoNamedFilesAreOneIssueNamingBothNeverAPick() throws {
        let directory = try ResourceDirectory([
            "A/uploads.json": Self.fixtures("a"), "B/uploads.json": Self.fixtures("b"),
        ])
        let bundle = try directory.bundle
        var payloads: [Upload] = []
        withKnownIssue {
            payloads = expectFixtures(Upload.self, named: "uploads", in: bundle)
        } matching: { issue in
            String(describing: issue).contains("2 fixture files named 'uploads.json'")
                && String(describing: issue).contains("A/uploads.json, B/uploads.json")
        }
        #expect(payloads.isEmpty)
        #expect(expectFixtures(Upload.self, named: "B/uploads", in: bundle).map(\.fileName) == ["b"])
    }
}
