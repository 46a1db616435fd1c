public import Foundation
// The umbrella: every catalog module, and with them the frameworks their payloads carry (AVFAudio, AVFoundation, Core
// Data and UIKit on iOS). An app that wants fewer imports one of them instead, e.g. `NotificationCatalogUIKit` for the
// keyboard, which links no AVFoundation, AVFAudio or Core Data.
@_exported public import NotificationCatalogAVFAudio
@_exported public import NotificationCatalogAVFoundation
@_exported public import NotificationCatalogCoreData
@_exported public import NotificationCatalogExternalAccessory
@_exported public import NotificationCatalogFoundation
@_exported public import NotificationCatalogUIKit

/// The catalog as data: one `CatalogEntry` per descriptor of the catalog's modules.
///
/// A namespace without instances; its members are immutable and safe from any thread.
public enum NotificationCatalog {
    /// Every catalog descriptor that exists on this platform: the notifications Foundation declares on Linux, UIKit's
    /// keyboard notifications, then Apple's system notifications (AVFAudio, Core Data, Foundation's iCloud key-value
    /// store and metadata query, UIKit, AVFoundation, ExternalAccessory). `Process` exists only on macOS and Linux, and
    /// the Apple entries only on iOS and Linux (only iOS is type-checked with them); Catalog/README.md counts them.
    ///
    /// The entries are declared in `Catalog/Specs` and generated into `Generated/` (`notification-catalog-generate`).
    public static let entries: [CatalogEntry] = generatedEntries

    /// The entry for the notification `name`, if the catalog has one.
    public static func entry(for name: Notification.Name) -> CatalogEntry? {
        entries.first { $0.name == name }
    }

    /// The entry whose descriptor is the static member `member` (with or without a leading dot, as in
    /// `.fileHandleReadCompletion`), whose raw notification name is `member` (on this platform or on iOS, as
    /// `NSSystemTimeZoneDidChangeNotification`), or whose SDK constant is `member`, as
    /// `UIResponder.keyboardWillShowNotification`.
    public static func entry(named member: String) -> CatalogEntry? {
        let bare = member.hasPrefix(".") ? String(member.dropFirst()) : member
        return entries.first { $0.member == bare || $0.name.rawValue == member }
            ?? entries.first { $0.iOSName == member || $0.linuxName == member || $0.foundationConstant == member }
    }
}
