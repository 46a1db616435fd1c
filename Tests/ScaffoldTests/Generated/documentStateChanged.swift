// DO NOT EDIT: scaffolded from Catalog/Fixtures/documentStateChanged.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `UIDocumentStateChangedNotification`, scaffolded from `documentStateChanged.json`. Review the
/// names and types: they are inferred from the captured values.
struct DocumentStateChanged: Codable, Sendable, DescribedNotification {
    static let descriptor = NotificationDescriptor(
        Notification.Name("UIDocumentStateChangedNotification"),
        userInfo: DocumentStateChanged.self
    )
}
