// DO NOT EDIT: scaffolded from Tests/ScaffoldTests/Inputs/Plain/mediaUploaded.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `MediaUploaded`, scaffolded from `mediaUploaded.json`. Review the names and types: they are
/// inferred from the captured values.
///
/// Read from plain JSON, which writes a URL, Date or Data as a string: where every captured string of a key surely is
/// one (an absolute URL, an ISO 8601 date and time with a zone, padded base64 of 16 characters or more), the property
/// has that type and the fixture value is the NSURL, NSDate or NSData a legacy post holds; a comment says where, and
/// where a String may be one. A Double that holds a whole number arrives as an integer. Change a type where the
/// notification posts another, in the fixture too.
struct MediaUploaded: Codable, Sendable, DescribedNotification {
    /// Every string the JSON has here reads as an absolute URL: a URL here, an NSURL in the fixture. If the
    /// notification posts the text, make it a String here and an NSString there.
    var artworkURL: URL
    /// Every string the JSON has here reads as base64: a Data here, an NSData in the fixture. If the notification posts
    /// the text, make it a String here and an NSString there.
    var checksum: Data
    /// A string in the JSON that may be a URL, though not surely: a String here, an NSString in the fixture. If the
    /// notification posts a URL, change both.
    var contact: String
    /// A string in the JSON that may be an ISO 8601 date, though not surely: a String here, an NSString in the fixture.
    /// If the notification posts a Date, change both.
    var day: String
    /// A string in the JSON that may be base64, though not surely: a String here, an NSString in the fixture. If the
    /// notification posts a Data, change both.
    var digest: String
    /// Every string the JSON has here reads as an ISO 8601 date and time with a zone: a Date here, an NSDate in the
    /// fixture. If the notification posts the text, make it a String here and an NSString there.
    var expiresAt: Date?
    /// Every string the JSON has here reads as an absolute URL: a URL here, an NSURL in the fixture. If the
    /// notification posts the text, make it a String here and an NSString there.
    var fileURL: URL
    /// A string in the JSON that may be a URL, though not surely: a String here, an NSString in the fixture. If the
    /// notification posts a URL, change both.
    var homepage: String
    /// A string in the JSON that may be base64, though not surely: a String here, an NSString in the fixture. If the
    /// notification posts a Data, change both.
    var label: String
    var links: [Link]
    /// Every string the JSON has here reads as an absolute URL: a URL here, an NSURL in the fixture. If the
    /// notification posts the text, make it a String here and an NSString there.
    var mirrors: [URL]
    /// Every string the JSON has here reads as an ISO 8601 date and time with a zone: a Date here, an NSDate in the
    /// fixture. If the notification posts the text, make it a String here and an NSString there.
    var postedAt: Date
    /// A string in the JSON that may be base64, though not surely: a String here, an NSString in the fixture. If the
    /// notification posts a Data, change both.
    var thumbnail: String

    struct Link: Codable, Sendable {
        /// Every string the JSON has here reads as an absolute URL: a URL here, an NSURL in the fixture. If the
        /// notification posts the text, make it a String here and an NSString there.
        var href: URL
        var rel: String
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("MediaUploaded"),
        userInfo: MediaUploaded.self
    )
}
