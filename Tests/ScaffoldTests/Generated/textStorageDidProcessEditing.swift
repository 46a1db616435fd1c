// DO NOT EDIT: scaffolded from Catalog/Fixtures/textStorageDidProcessEditing.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSTextStorageDidProcessEditingNotification`, scaffolded from `textStorageDidProcessEditing.json`.
/// Review the names and types: they are inferred from the captured values.
struct TextStorageDidProcessEditing: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("NSTextStorageDidProcessEditingNotification"),
        userInfo: TextStorageDidProcessEditing.self
    )
}
