import Foundation
import NotificationDescriptors

/// The example: a legacy notification described by its Codable payload, every key written once.
struct UploadFinished: Codable, Sendable, Equatable, DescribedNotification {
    var fileName: String
    var byteCount: Int
    var note: String?
    var metadata: UploadMetadata
    var chunks: [Int]
    var state: UploadState
    var finishedAt: Date
    var source: URL

    enum CodingKeys: String, CodingKey {
        case fileName = "LegacyUploadFileNameKey"
        case byteCount = "LegacyUploadByteCountKey"
        case note = "LegacyUploadNoteKey"
        case metadata = "LegacyUploadMetadataKey"
        case chunks = "LegacyUploadChunksKey"
        case state = "LegacyUploadStateKey"
        case finishedAt = "LegacyUploadFinishedAtKey"
        case source = "LegacyUploadSourceKey"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("LegacyUploadFinished"), userInfo: UploadFinished.self)

    static let sample = UploadFinished(
        fileName: "report.pdf",
        byteCount: 42,
        note: nil,
        metadata: UploadMetadata(retries: 2, isResumed: true, tags: ["a", "b"], checksum: nil),
        chunks: [10, 20, 12],
        state: .done,
        finishedAt: Date(timeIntervalSince1970: 1_000_000),
        source: URL(fileURLWithPath: "/tmp/report.pdf")
    )

    /// What legacy Objective-C style code posts for `sample`: NSNumber, NSString, NSDictionary, NSArray.
    static var bridgedUserInfo: [AnyHashable: Any] {
        [
            NSString(string: "LegacyUploadFileNameKey"): NSString(string: "report.pdf"),
            "LegacyUploadByteCountKey": NSNumber(value: 42),
            "LegacyUploadNoteKey": NSNull(),
            "LegacyUploadMetadataKey": NSDictionary(dictionary: [
                NSString(string: "retries"): NSNumber(value: 2),
                "isResumed": NSNumber(value: 1),
                "tags": NSArray(array: [NSString(string: "a"), "b"]),
            ]),
            "LegacyUploadChunksKey": NSArray(array: [NSNumber(value: 10), 20, NSNumber(value: 12.0)]),
            "LegacyUploadStateKey": NSString(string: "done"),
            "LegacyUploadFinishedAtKey": NSDate(timeIntervalSince1970: 1_000_000),
            "LegacyUploadSourceKey": NSURL(fileURLWithPath: "/tmp/report.pdf"),
        ]
    }
}

struct UploadMetadata: Codable, Sendable, Equatable {
    var retries: Int
    var isResumed: Bool
    var tags: [String]
    var checksum: String?
}

enum UploadState: String, Codable, Sendable {
    case done, failed
}

/// A payload that is only `Decodable`: its descriptor is observe-only.
struct UploadStarted: Decodable, Sendable, Equatable, DescribedNotification {
    var fileName: String
    enum CodingKeys: String, CodingKey { case fileName = "LegacyUploadFileNameKey" }
    static let descriptor = NotificationDescriptor(
        Notification.Name("LegacyUploadStarted"), userInfo: UploadStarted.self)
}

/// Every kind of value the reading rules know, through the coder.
struct Everything: Codable, Equatable {
    var int: Int
    var int8: Int8
    var uint16: UInt16
    var int64: Int64
    var double: Double
    var float: Float
    var flag: Bool
    var cgFloat: CGFloat
    var rect: CGRect
    var point: CGPoint
    var size: CGSize
    var range: NSRange
    var text: String
    var data: Data
    var date: Date
    var url: URL
    var id: UUID
    var level: Level
    var optionalInt: Int?
    var nested: [[Int]]
    var dictionary: [String: Int]

    enum Level: Int, Codable { case low = 1, high = 2 }
}
