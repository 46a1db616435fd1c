import Foundation
import NotificationDescriptors

/// The `userInfo` of `UploadProgress`, scaffolded from `uploadProgress.json`. Review the names and types: they are
/// inferred from the captured values.
///
/// Read from plain JSON, which cannot tell every type apart: a Date, Data or URL arrives as a string (a String property
/// below says so where its text looks like one), and a Double that holds a whole number as an integer. Change a type
/// where the notification posts another.
struct UploadProgress: Codable, Sendable, DescribedNotification {
    var attempts: [Int?]
    var bytesSent: Int
    var chunks: [Chunk]
    var `class`: String
    var fileName: String
    /// A string in the JSON that reads as an ISO 8601 date: if the notification posts a Date here, use that type.
    var finishedAt: String
    var fraction: Double
    var isResumed: Bool
    // Not scaffolded: userInfo["note"]: NSNull in every capture, so its type is unknown; add it by hand.
    var ratios: [Double]
    var retryAfter: Int
    var server: Server
    /// A string in the JSON that reads as base64: if the notification posts a Data here, use that type.
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
