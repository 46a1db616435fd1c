// DO NOT EDIT: scaffolded from Catalog/Fixtures/persistentCloudKitContainerEventChanged.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSPersistentCloudKitContainerEventChangedNotification`, scaffolded from
/// `persistentCloudKitContainerEventChanged.json`. Review the names and types: they are inferred from the captured
/// values.
struct PersistentCloudKitContainerEventChanged: Codable, Sendable, DescribedNotification {
    // Not scaffolded: userInfo["event"]: NSObject is an object, and a Codable struct cannot hold one.

    static let descriptor = NotificationDescriptor(
        Notification.Name("NSPersistentCloudKitContainerEventChangedNotification"),
        userInfo: PersistentCloudKitContainerEventChanged.self
    )
}
