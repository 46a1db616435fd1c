// DO NOT EDIT: scaffolded from Catalog/Fixtures/textStorageWillProcessEditing.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSTextStorageWillProcessEditingNotification`, scaffolded from
/// `textStorageWillProcessEditing.json`. Review the names and types: they are inferred from the captured values.
struct TextStorageWillProcessEditing: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("NSTextStorageWillProcessEditingNotification"),
        userInfo: TextStorageWillProcessEditing.self
    )
}
