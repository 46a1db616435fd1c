// DO NOT EDIT: scaffolded from Catalog/Fixtures/accessibilityShakeToUndoDidChange.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIAccessibilityShakeToUndoDidChangeNotification`, scaffolded from
/// `accessibilityShakeToUndoDidChange.json`. Review the names and types: they are inferred from the captured values.
struct AccessibilityShakeToUndoDidChange: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIAccessibilityShakeToUndoDidChangeNotification"),
        userInfo: AccessibilityShakeToUndoDidChange.self
    )
}
