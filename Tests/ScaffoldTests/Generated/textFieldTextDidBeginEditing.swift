// DO NOT EDIT: scaffolded from Catalog/Fixtures/textFieldTextDidBeginEditing.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UITextFieldTextDidBeginEditingNotification`, scaffolded from `textFieldTextDidBeginEditing.json`.
/// Review the names and types: they are inferred from the captured values.
struct TextFieldTextDidBeginEditing: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UITextFieldTextDidBeginEditingNotification"),
        userInfo: TextFieldTextDidBeginEditing.self
    )
}
