import Foundation
import NotificationDescriptors

/// The `userInfo` of `UploadFinished`, scaffolded from `uploadFinishedCases.json`. Review the names and types: they are
/// inferred from the captured values.
///
/// Read from plain JSON, which cannot tell every type apart: a Date, Data or URL arrives as a string (a String property
/// below says so where its text looks like one), and a Double that holds a whole number as an integer. Change a type
/// where the notification posts another.
struct UploadFinished: Codable, Sendable, DescribedNotification {
    var byteCount: Double
    var error: ErrorValue?
    var fileName: String
    var `protocol`: String?
    var tags: [String]?

    struct ErrorValue: Codable, Sendable {
        var code: Int
        var message: String?
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("UploadFinished"),
        userInfo: UploadFinished.self
    )
}
