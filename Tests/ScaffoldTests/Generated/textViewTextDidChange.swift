// DO NOT EDIT: scaffolded from Catalog/Fixtures/textViewTextDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UITextViewTextDidChangeNotification`, scaffolded from `textViewTextDidChange.json`. Review the
/// names and types: they are inferred from the captured values.
struct TextViewTextDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UITextViewTextDidChangeNotification"),
        userInfo: TextViewTextDidChange.self
    )
}
