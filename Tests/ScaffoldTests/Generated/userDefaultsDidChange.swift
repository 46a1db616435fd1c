// DO NOT EDIT: scaffolded from Catalog/Fixtures/userDefaultsDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSUserDefaultsDidChangeNotification`, scaffolded from `userDefaultsDidChange.json`. Review the
/// names and types: they are inferred from the captured values.
/// The notification's `object` (UserDefaults) is not part of the struct: a hand-written converter reads it with
/// `note.object(as:)`.
struct UserDefaultsDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("NSUserDefaultsDidChangeNotification"),
        userInfo: UserDefaultsDidChange.self
    )
}
