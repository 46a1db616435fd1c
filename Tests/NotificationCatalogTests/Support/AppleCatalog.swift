import Foundation
import NotificationCatalog

/// The Apple catalog's entries: on iOS with Apple's types, on Linux with the catalog's stand-ins; absent on
/// macOS, tvOS, watchOS and visionOS. Derived from `NotificationCatalog.entries` (the entries that exist on iOS and
/// Linux only), so adding an entry touches its file, its fixture and its tests, not this list.
enum AppleCatalog {
    /// Whether this platform has them.
    static let isPresent: Bool = {
        #if os(iOS) || !canImport(Darwin)
            true
        #else
            false
        #endif
    }()

    /// Their members, in catalog order.
    static let members = NotificationCatalog.entries.filter { $0.platforms == ["iOS", "Linux"] }.map(\.member)

    /// The members whose fixture file has no case that decodes: their required values are Apple objects the fixture
    /// format cannot write (an `AVAudioSessionRouteDescription`, an `NSPersistentCloudKitContainer.Event`, an
    /// `EAAccessory`). Their valid payloads are built in Swift in `AppleCatalogTests`; read from the fixture files.
    static let withoutValidFixture: [String] = members.filter { member in
        guard let data = try? Data(contentsOf: CatalogDirectory.fixture(member: member)),
            let file = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let cases = file["fixtures"] as? [[String: Any]]
        else { return false }
        return !cases.contains { ($0["expect"] as? [String: Any])?["fields"] != nil }
    }

    /// Whether `member` is one of them.
    static func contains(_ member: String) -> Bool { members.contains(member) }
}
