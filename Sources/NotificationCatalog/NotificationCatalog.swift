public import Foundation

/// The catalog as data: one ``CatalogEntry`` per descriptor in this module.
///
/// A namespace without instances; its members are immutable and safe from any thread.
public enum NotificationCatalog {
    /// Every catalog descriptor: the 15 notifications Foundation declares on Linux, then the 6 UIKit keyboard
    /// notifications. On iOS, tvOS, watchOS and visionOS there are 20: `Process` does not exist there, so neither does
    /// ``ProcessDidTerminate``.
    public static let entries: [CatalogEntry] = {
        var entries: [CatalogEntry] = [
            .fileHandleReadCompletion,
            .fileHandleReadToEndOfFileCompletion,
            .fileHandleDataAvailable,
            .fileHandleConnectionAccepted,
            .portDidBecomeInvalid,
            .userDefaultsDidChange,
            .urlCredentialStorageChanged,
            .httpCookieStorageCookiesChanged,
        ]
        // `Process` exists only on macOS and Linux, not on iOS, tvOS, watchOS or visionOS.
        #if os(macOS) || os(Linux)
            entries.append(.processDidTerminate)
        #endif
        entries += [
            .threadWillExit,
            .willBecomeMultiThreaded,
            .didBecomeSingleThreaded,
            .currentLocaleDidChange,
            .systemTimeZoneDidChange,
            .calendarDayChanged,
            .keyboardWillShow,
            .keyboardDidShow,
            .keyboardWillHide,
            .keyboardDidHide,
            .keyboardWillChangeFrame,
            .keyboardDidChangeFrame,
        ]
        return entries
    }()

    /// The entry for the notification `name`, if the catalog has one.
    public static func entry(for name: Notification.Name) -> CatalogEntry? {
        entries.first { $0.name == name }
    }

    /// The entry whose descriptor is the static member `member` (with or without a leading dot, as in
    /// `.fileHandleReadCompletion`), or whose raw notification name is `member`.
    public static func entry(named member: String) -> CatalogEntry? {
        let bare = member.hasPrefix(".") ? String(member.dropFirst()) : member
        return entries.first { $0.member == bare || $0.name.rawValue == member }
    }
}
