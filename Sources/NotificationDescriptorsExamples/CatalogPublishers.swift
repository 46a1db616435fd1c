// DO NOT EDIT: generated from Catalog/Specs/*.json by notification-catalog-generate.
// Regenerate: swift run notification-catalog-generate
// swift-format-ignore-file

#if canImport(Combine) && canImport(UIKit)
    import Combine
    import Foundation
    import NotificationCatalog
    import NotificationDescriptors

    /// Every catalog entry with a `Sendable` payload that exists on iOS, through the typed publisher: the iOS
    /// type-check compiles each subscription.
    @MainActor
    enum CatalogPublishers {
        static func subscribeToEveryEntry(on center: NotificationCenter) -> [AnyCancellable] {
            [
                center.publisher(for: .fileHandleReadCompletion).sink { _ in },
                center.publisher(for: .fileHandleReadToEndOfFileCompletion).sink { _ in },
                center.publisher(for: .fileHandleDataAvailable).sink { _ in },
                center.publisher(for: .fileHandleConnectionAccepted).sink { _ in },
                center.publisher(for: .portDidBecomeInvalid).sink { _ in },
                center.publisher(for: .userDefaultsDidChange).sink { _ in },
                center.publisher(for: .urlCredentialStorageChanged).sink { _ in },
                center.publisher(for: .httpCookieStorageCookiesChanged).sink { _ in },
                center.publisher(for: .threadWillExit).sink { _ in },
                center.publisher(for: .willBecomeMultiThreaded).sink { _ in },
                center.publisher(for: .didBecomeSingleThreaded).sink { _ in },
                center.publisher(for: .currentLocaleDidChange).sink { _ in },
                center.publisher(for: .systemTimeZoneDidChange).sink { _ in },
                center.publisher(for: .calendarDayChanged).sink { _ in },
                center.publisher(for: .keyboardWillShow).sink { _ in },
                center.publisher(for: .keyboardDidShow).sink { _ in },
                center.publisher(for: .keyboardWillHide).sink { _ in },
                center.publisher(for: .keyboardDidHide).sink { _ in },
                center.publisher(for: .keyboardWillChangeFrame).sink { _ in },
                center.publisher(for: .keyboardDidChangeFrame).sink { _ in },
                center.publisher(for: .audioSessionInterruption).sink { _ in },
                center.publisher(for: .audioSessionRouteChange).sink { _ in },
                center.publisher(for: .audioSessionSilenceSecondaryAudioHint).sink { _ in },
                center.publisher(for: .audioSessionRenderingModeChange).sink { _ in },
                center.publisher(for: .managedObjectContextDidChangeObjects).sink { _ in },
                center.publisher(for: .managedObjectContextDidSaveObjects).sink { _ in },
                center.publisher(for: .managedObjectContextDidSaveObjectIDs).sink { _ in },
                center.publisher(for: .managedObjectContextDidMergeChangesObjectIDs).sink { _ in },
                center.publisher(for: .persistentStoreRemoteChange).sink { _ in },
                center.publisher(for: .persistentCloudKitContainerEventChanged).sink { _ in },
                center.publisher(for: .persistentStoreCoordinatorStoresDidChange).sink { _ in },
                center.publisher(for: .ubiquitousKeyValueStoreDidChangeExternally).sink { _ in },
                center.publisher(for: .metadataQueryDidUpdate).sink { _ in },
                center.publisher(for: .metadataQueryGatheringProgress).sink { _ in },
                center.publisher(for: .contentSizeCategoryDidChange).sink { _ in },
                center.publisher(for: .accessibilityElementFocused).sink { _ in },
                center.publisher(for: .accessibilityAnnouncementDidFinish).sink { _ in },
                center.publisher(for: .pasteboardChanged).sink { _ in },
                center.publisher(for: .playerItemFailedToPlayToEndTime).sink { _ in },
                center.publisher(for: .captureSessionRuntimeError).sink { _ in },
                center.publisher(for: .captureSessionWasInterrupted).sink { _ in },
                center.publisher(for: .playerRateDidChange).sink { _ in },
                center.publisher(for: .accessoryDidConnect).sink { _ in },
                center.publisher(for: .accessoryDidDisconnect).sink { _ in },
            ]
        }
    }
#endif
