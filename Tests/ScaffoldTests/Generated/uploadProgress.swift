import Foundation
import NotificationDescriptors

/// The `userInfo` of `UploadProgress`, scaffolded from `uploadProgress.json`. Review the names and types: they are
/// inferred from the captured values.
///
/// Read from plain JSON, which cannot tell every type apart: a Date, Data or URL arrives as a string (each String
/// property below says so), and a Double that holds a whole number as an integer. Change a type where the notification
/// posts another.
struct UploadProgress: Codable, Sendable, DescribedNotification {
    var attempts: [Int?]
    var bytesSent: Int
    var chunks: [Chunk]
    /// A string in the JSON: if the notification posts a Date, Data or URL here, use that type.
    var `class`: String
    /// A string in the JSON: if the notification posts a Date, Data or URL here, use that type.
    var fileName: String
    /// A string in the JSON: if the notification posts a Date, Data or URL here, use that type.
    var finishedAt: String
    var fraction: Double
    var isResumed: Bool
    // Not scaffolded: userInfo["note"]: NSNull in every capture, so its type is unknown; add it by hand.
    var ratios: [Double]
    var retryAfter: Int
    var server: Server
    /// A string in the JSON: if the notification posts a Date, Data or URL here, use that type.
    var thumbnail: String

    struct Chunk: Codable, Sendable {
        /// A string in the JSON: if the notification posts a Date, Data or URL here, use that type.
        var checksum: String?
        var length: Int
        var offset: Int

        enum CodingKeys: String, CodingKey {
            case checksum = "checksum"
            case length = "length"
            case offset = "offset"
        }
    }

    struct Server: Codable, Sendable {
        /// A string in the JSON: if the notification posts a Date, Data or URL here, use that type.
        var region: String
        var retries: Int
        /// A string in the JSON: if the notification posts a Date, Data or URL here, use that type.
        var tags: [String]

        enum CodingKeys: String, CodingKey {
            case region = "region"
            case retries = "retries"
            case tags = "tags"
        }
    }

    enum CodingKeys: String, CodingKey {
        case attempts = "attempts"
        case bytesSent = "bytesSent"
        case chunks = "chunks"
        case `class` = "class"
        case fileName = "fileName"
        case finishedAt = "finishedAt"
        case fraction = "fraction"
        case isResumed = "isResumed"
        case ratios = "ratios"
        case retryAfter = "retry-after"
        case server = "server"
        case thumbnail = "thumbnail"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("UploadProgress"),
        userInfo: UploadProgress.self
    )
}
