// DO NOT EDIT: scaffolded from Catalog/Fixtures/textViewTextDidEndEditing.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UITextViewTextDidEndEditingNotification`, scaffolded from `textViewTextDidEndEditing.json`.
/// Review the names and types: they are inferred from the captured values.
struct TextViewTextDidEndEditing: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UITextViewTextDidEndEditingNotification"),
        userInfo: TextViewTextDidEndEditing.self
    )
}
