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
