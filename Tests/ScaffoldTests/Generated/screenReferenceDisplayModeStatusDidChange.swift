// DO NOT EDIT: scaffolded from Catalog/Fixtures/screenReferenceDisplayModeStatusDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIScreenReferenceDisplayModeStatusDidChangeNotification`, scaffolded from
/// `screenReferenceDisplayModeStatusDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct ScreenReferenceDisplayModeStatusDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIScreenReferenceDisplayModeStatusDidChangeNotification"),
        userInfo: ScreenReferenceDisplayModeStatusDidChange.self
    )
}
