// DO NOT EDIT: scaffolded from Tests/ScaffoldTests/Inputs/Plain/uploadProgress.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UploadProgress`, scaffolded from `uploadProgress.json`. Review the names and types: they are
/// inferred from the captured values.
///
/// Read from plain JSON, which writes a URL, Date or Data as a string: where every captured string of a key surely is
/// one (an absolute URL, an ISO 8601 date and time with a zone, padded base64 of 16 characters or more), the property
/// has that type and the fixture value is the NSURL, NSDate or NSData a legacy post holds; a comment says where, and
/// where a String may be one. A Double that holds a whole number arrives as an integer. Change a type where the
/// notification posts another, in the fixture too.
struct UploadProgress: Codable, Sendable, DescribedNotification {
    var attempts: [Int?]
    var bytesSent: Int
    var chunks: [Chunk]
    var `class`: String
    var fileName: String
    /// Every string the JSON has here reads as an ISO 8601 date and time with a zone: a Date here, an NSDate in the
    /// fixture. If the notification posts the text, make it a String here and an NSString there.
    var finishedAt: Date
    var fraction: Double
    var isResumed: Bool
    // Not scaffolded: userInfo["note"]: NSNull in every capture, so its type is unknown; add it by hand.
    var ratios: [Double]
    var retryAfter: Int
    var server: Server
    /// A string in the JSON that may be base64, though not surely: a String here, an NSString in the fixture. If the
    /// notification posts a Data, change both.
    var thumbnail: String

    struct Chunk: Codable, Sendable {
        var checksum: String?
        var length: Int
        var offset: Int
    }

    struct Server: Codable, Sendable {
        var region: String
        var retries: Int
        var tags: [String]
    }

    enum CodingKeys: String, CodingKey {
        case attempts
        case bytesSent
        case chunks
        case `class`
        case fileName
        case finishedAt
        case fraction
        case isResumed
        case ratios
        case retryAfter = "retry-after"
        case server
        case thumbnail
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("UploadProgress"),
        userInfo: UploadProgress.self
    )
}
