// DO NOT EDIT: scaffolded from Catalog/Fixtures/systemTimeZoneDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `kCFTimeZoneSystemTimeZoneDidChangeNotification`, scaffolded from `systemTimeZoneDidChange.json`.
/// Review the names and types: they are inferred from the captured values.
/// The notification's `object` (NSObject) is not part of the struct: a hand-written converter reads it with
/// `note.object(as:)`.
struct TimeZoneSystemTimeZoneDidChange: Codable, Sendable, DescribedNotification {
    var extra: Int?

    static let descriptor = NotificationDescriptor(
        Notification.Name("kCFTimeZoneSystemTimeZoneDidChangeNotification"),
        userInfo: TimeZoneSystemTimeZoneDidChange.self
    )
}
