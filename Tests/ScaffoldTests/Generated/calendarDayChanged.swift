// DO NOT EDIT: scaffolded from Catalog/Fixtures/calendarDayChanged.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSCalendarDayChangedNotification`, scaffolded from `calendarDayChanged.json`. Review the names
/// and types: they are inferred from the captured values.
/// The notification's `object` (NSObject) is not part of the struct: a hand-written converter reads it with
/// `note.object(as:)`.
struct CalendarDayChanged: Codable, Sendable, DescribedNotification {
    var extra: Int?

    static let descriptor = NotificationDescriptor(
        Notification.Name("NSCalendarDayChangedNotification"),
        userInfo: CalendarDayChanged.self
    )
}
