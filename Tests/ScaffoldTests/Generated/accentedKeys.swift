// DO NOT EDIT: scaffolded from Tests/ScaffoldTests/Inputs/Plain/accentedKeys.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `LegacyAccent`, scaffolded from `accentedKeys.json`. Review the names and types: they are inferred
/// from the captured values.
///
/// Read from plain JSON, which writes a URL, Date or Data as a string: where every captured string of a key surely is
/// one (an absolute URL, an ISO 8601 date and time with a zone, padded base64 of 16 characters or more), the property
/// has that type and the fixture value is the NSURL, NSDate or NSData a legacy post holds; a comment says where, and
/// where a String may be one. A Double that holds a whole number arrives as an integer. Change a type where the
/// notification posts another, in the fixture too.
struct LegacyAccent: Codable, Sendable, DescribedNotification {
    // userInfo keys "LegacyAccente\u{301}Key" and "LegacyAccent\u{e9}Key" are different keys to an NSDictionary, so
    // each has a property, but one to Swift, which compares strings by canonical equivalence: the decoder finds either
    // key under each of their names. Keep the property of the key the notification posts.
    var details: Details
    var name: String
    var accent: Int
    var accent2: Int

    struct Details: Codable, Sendable {
        // userInfo keys "cafe\u{301}" and "caf\u{e9}" are different keys to an NSDictionary, so each has a property,
        // but one to Swift, which compares strings by canonical equivalence: the decoder finds either key under each of
        // their names. Keep the property of the key the notification posts.
        var caf: String
        var caf2: String

        enum CodingKeys: String, CodingKey {
            case caf = "cafe\u{301}"
            case caf2 = "caf\u{e9}"
        }
    }

    enum CodingKeys: String, CodingKey {
        case details = "LegacyAccentDetailsKey"
        case name = "LegacyAccentNameKey"
        case accent = "LegacyAccente\u{301}Key"
        case accent2 = "LegacyAccent\u{e9}Key"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("LegacyAccent"),
        userInfo: LegacyAccent.self
    )
}
