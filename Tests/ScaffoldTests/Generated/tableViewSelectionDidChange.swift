// DO NOT EDIT: scaffolded from Catalog/Fixtures/tableViewSelectionDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UITableViewSelectionDidChangeNotification`, scaffolded from `tableViewSelectionDidChange.json`.
/// Review the names and types: they are inferred from the captured values.
struct TableViewSelectionDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UITableViewSelectionDidChangeNotification"),
        userInfo: TableViewSelectionDidChange.self
    )
}
