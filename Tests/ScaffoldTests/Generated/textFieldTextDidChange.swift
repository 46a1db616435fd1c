// DO NOT EDIT: scaffolded from Catalog/Fixtures/textFieldTextDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UITextFieldTextDidChangeNotification`, scaffolded from `textFieldTextDidChange.json`. Review the
/// names and types: they are inferred from the captured values.
struct TextFieldTextDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UITextFieldTextDidChangeNotification"),
        userInfo: TextFieldTextDidChange.self
    )
}
