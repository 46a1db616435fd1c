// DO NOT EDIT: scaffolded from Tests/ScaffoldTests/Inputs/Plain/uploadFinishedCases.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UploadFinished`, scaffolded from `uploadFinishedCases.json`. Review the names and types: they are
/// inferred from the captured values.
///
/// Read from plain JSON, which writes a URL, Date or Data as a string: where every captured string of a key surely is
/// one (an absolute URL, an ISO 8601 date and time with a zone, padded base64 of 16 characters or more), the property
/// has that type and the fixture value is the NSURL, NSDate or NSData a legacy post holds; a comment says where, and
/// where a String may be one. A Double that holds a whole number arrives as an integer. Change a type where the
/// notification posts another, in the fixture too.
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
