// DO NOT EDIT: scaffolded from Catalog/Fixtures/screenCapturedDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIScreenCapturedDidChangeNotification`, scaffolded from `screenCapturedDidChange.json`. Review
/// the names and types: they are inferred from the captured values.
struct ScreenCapturedDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIScreenCapturedDidChangeNotification"),
        userInfo: ScreenCapturedDidChange.self
    )
}
