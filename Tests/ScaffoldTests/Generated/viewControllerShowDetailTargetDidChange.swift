// DO NOT EDIT: scaffolded from Catalog/Fixtures/viewControllerShowDetailTargetDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIViewControllerShowDetailTargetDidChangeNotification`, scaffolded from
/// `viewControllerShowDetailTargetDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct ViewControllerShowDetailTargetDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification"),
        userInfo: ViewControllerShowDetailTargetDidChange.self
    )
}
