// DO NOT EDIT: scaffolded from Catalog/Fixtures/textViewTextDidBeginEditing.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UITextViewTextDidBeginEditingNotification`, scaffolded from `textViewTextDidBeginEditing.json`.
/// Review the names and types: they are inferred from the captured values.
struct TextViewTextDidBeginEditing: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UITextViewTextDidBeginEditingNotification"),
        userInfo: TextViewTextDidBeginEditing.self
    )
}
