// DO NOT EDIT: scaffolded from Tests/ScaffoldTests/Inputs/legacyUploadFinished.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `LegacyUploadFinished`, scaffolded from `legacyUploadFinished.json`. Review the names and types:
/// they are inferred from the captured values.
/// The notification's `object` (NSObject) is not part of the struct: a hand-written converter reads it with
/// `note.object(as:)`.
struct LegacyUploadFinished: Codable, Sendable, DescribedNotification {
    // Not scaffolded: userInfo key {"Int": 7} is not a string, so no CodingKey can name it.
    var attempts: [Int?]
    var byteCount: Int
    var chunks: [Chunk]
    var fileName: String
    var finishedAt: Date
    // Not scaffolded: userInfo["LegacyUploadHandleKey"]: FileHandle is an object, and a Codable struct cannot hold one.
    var metadata: Metadata
    // Not scaffolded: userInfo["LegacyUploadNoteKey"]: NSNull in every capture, so its type is unknown; add it by hand.
    var ratios: [Double]
    var sendable: SendableValue
    var sourceURL: URL
    // Not scaffolded: userInfo["LegacyUploadTagsKey"]: an empty array in every capture, so its element type is unknown.
    var thumbnailFrame: CGRect

    struct Chunk: Codable, Sendable {
        var checksum: String?
        var length: Int
        var offset: Int
    }

    struct Metadata: Codable, Sendable {
        var `class`: String
        var retries: Int
        var server: String
    }

    struct SendableValue: Codable, Sendable {
        var flag: Bool
    }

    enum CodingKeys: String, CodingKey {
        case attempts = "LegacyUploadAttemptsKey"
        case byteCount = "LegacyUploadByteCountKey"
        case chunks = "LegacyUploadChunksKey"
        case fileName = "LegacyUploadFileNameKey"
        case finishedAt = "LegacyUploadFinishedAtKey"
        case metadata = "LegacyUploadMetadataKey"
        case ratios = "LegacyUploadRatiosKey"
        case sendable = "LegacyUploadSendableKey"
        case sourceURL = "LegacyUploadSourceURLKey"
        case thumbnailFrame = "LegacyUploadThumbnailFrameKey"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("LegacyUploadFinished"),
        userInfo: LegacyUploadFinished.self
    )
}
