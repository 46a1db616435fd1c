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
    /// Every catalog descriptor: the 15 notifications Foundation declares on Linux, the 6 UIKit keyboard
    /// notifications, then 24 of Apple's system notifications (AVFAudio, Core Data, Foundation's iCloud key-value store
    /// and metadata query, UIKit's content size, accessibility and pasteboard, AVFoundation, ExternalAccessory): 45 on
    /// Linux. On iOS there are 44: `Process` does not exist there, so neither does `ProcessDidTerminate`. On macOS there are 21, on tvOS,
    /// watchOS and visionOS 20: the Apple entries are left out there (only iOS is type-checked with them).
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
            entries.append(CatalogEntry.processDidTerminate.onPlatforms(["macOS", "Linux"]))
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
        // The Apple catalog: on iOS with Apple's types, on Linux with stand-ins; left out on macOS, tvOS, watchOS and
        // visionOS (see each entry's file).
        #if os(iOS) || !canImport(Darwin)
            let apple: [CatalogEntry] = [
                .audioSessionInterruption,
                .audioSessionRouteChange,
                .audioSessionSilenceSecondaryAudioHint,
                .audioSessionRenderingModeChange,
                .managedObjectContextDidChangeObjects,
                .managedObjectContextDidSaveObjects,
                .managedObjectContextDidSaveObjectIDs,
                .managedObjectContextDidMergeChangesObjectIDs,
                .persistentStoreRemoteChange,
                .persistentCloudKitContainerEventChanged,
                .persistentStoreCoordinatorStoresDidChange,
                .ubiquitousKeyValueStoreDidChangeExternally,
                .metadataQueryDidUpdate,
                .metadataQueryGatheringProgress,
                .contentSizeCategoryDidChange,
                .accessibilityElementFocused,
                .accessibilityAnnouncementDidFinish,
                .pasteboardChanged,
                .playerItemFailedToPlayToEndTime,
                .captureSessionRuntimeError,
                .captureSessionWasInterrupted,
                .playerRateDidChange,
                .accessoryDidConnect,
                .accessoryDidDisconnect,
            ]
            entries += apple.map { $0.onPlatforms(["iOS", "Linux"]) }
        #endif
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
