import Foundation
import NotificationDescriptors

/// The `userInfo` of `UploadFinished`, scaffolded from `uploadFinishedCases.json`. Review the names and types: they are
/// inferred from the captured values.
///
/// Read from plain JSON, which cannot tell every type apart: a Date, Data or URL arrives as a string (each String
/// property below says so), and a Double that holds a whole number as an integer. Change a type where the notification
/// posts another.
struct UploadFinished: Codable, Sendable, DescribedNotification {
    var byteCount: Double
    var error: ErrorValue?
    /// A string in the JSON: if the notification posts a Date, Data or URL here, use that type.
    var fileName: String
    /// A string in the JSON: if the notification posts a Date, Data or URL here, use that type.
    var `protocol`: String?
    /// A string in the JSON: if the notification posts a Date, Data or URL here, use that type.
    var tags: [String]?

    struct ErrorValue: Codable, Sendable {
        var code: Int
        /// A string in the JSON: if the notification posts a Date, Data or URL here, use that type.
        var message: String?

        enum CodingKeys: String, CodingKey {
            case code = "code"
            case message = "message"
        }
    }

    enum CodingKeys: String, CodingKey {
        case byteCount = "byteCount"
        case error = "error"
        case fileName = "fileName"
        case `protocol` = "protocol"
        case tags = "tags"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("UploadFinished"),
        userInfo: UploadFinished.self
    )
}
