// DO NOT EDIT: scaffolded from Catalog/Fixtures/ubiquitousKeyValueStoreDidChangeExternally.json by `notification-catalog scaffold`. Regenerate: REGENERATE_SCAFFOLDS=1 swift test --filter ScaffoldTests
import Foundation
import NotificationDescriptors

/// The `userInfo` of `NSUbiquitousKeyValueStoreDidChangeExternallyNotification`, scaffolded from
/// `ubiquitousKeyValueStoreDidChangeExternally.json`. Review the names and types: they are inferred from the captured
/// values.
struct UbiquitousKeyValueStoreDidChangeExternally: Codable, Sendable, DescribedNotification {
    var changeReason: Int?
    var changedKeys: [String]?

    enum CodingKeys: String, CodingKey {
        case changeReason = "NSUbiquitousKeyValueStoreChangeReasonKey"
        case changedKeys = "NSUbiquitousKeyValueStoreChangedKeysKey"
    }

    static let descriptor = NotificationDescriptor(
        Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification"),
        userInfo: UbiquitousKeyValueStoreDidChangeExternally.self
    )
}
