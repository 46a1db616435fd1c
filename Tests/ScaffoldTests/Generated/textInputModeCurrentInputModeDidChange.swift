// DO NOT EDIT: scaffolded from Catalog/Fixtures/textInputModeCurrentInputModeDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UITextInputCurrentInputModeDidChangeNotification`, scaffolded from
/// `textInputModeCurrentInputModeDidChange.json`. Review the names and types: they are inferred from the captured
/// values.
struct TextInputCurrentInputModeDidChange: Codable, Sendable, DescribedNotification {
    // Not scaffolded: userInfo["UITextInputFromInputModeKey"]: NSObject is an object, and a Codable struct cannot hold
    // one.

    static let descriptor = NotificationDescriptor(
        Notification.Name("UITextInputCurrentInputModeDidChangeNotification"),
        userInfo: TextInputCurrentInputModeDidChange.self
    )
}
