// DO NOT EDIT: generated from Catalog/Specs/*.json by notification-catalog-generate.
// Regenerate: swift run notification-catalog-generate
// swift-format-ignore-file

import NotificationCatalog
import NotificationDescriptors

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension PayloadSendabilityTests {
    /// The compiler's answer for every catalog descriptor, on the platforms where it exists.
    static let verdicts: [CompilerVerdict] = {
        var verdicts: [CompilerVerdict] = []
        verdicts.append(verdict(NotificationDescriptor<FileHandleReadCompletion>.fileHandleReadCompletion))
        verdicts.append(verdict(NotificationDescriptor<FileHandleReadCompletion>.fileHandleReadToEndOfFileCompletion))
        verdicts.append(verdict(NotificationDescriptor<FileHandleDataAvailable>.fileHandleDataAvailable))
        verdicts.append(verdict(NotificationDescriptor<FileHandleConnectionAccepted>.fileHandleConnectionAccepted))
        verdicts.append(verdict(NotificationDescriptor<PortDidBecomeInvalid>.portDidBecomeInvalid))
        verdicts.append(verdict(NotificationDescriptor<UserDefaultsDidChange>.userDefaultsDidChange))
        verdicts.append(verdict(NotificationDescriptor<URLCredentialStorageChanged>.urlCredentialStorageChanged))
        verdicts.append(verdict(NotificationDescriptor<HTTPCookieStorageCookiesChanged>.httpCookieStorageCookiesChanged))
        #if os(macOS) || os(Linux)
            verdicts.append(verdict(NotificationDescriptor<ProcessDidTerminate>.processDidTerminate))
        #endif
        verdicts.append(verdict(NotificationDescriptor<ThreadWillExit>.threadWillExit))
        verdicts.append(verdict(NotificationDescriptor<Void>.willBecomeMultiThreaded))
        verdicts.append(verdict(NotificationDescriptor<Void>.didBecomeSingleThreaded))
        verdicts.append(verdict(NotificationDescriptor<Void>.currentLocaleDidChange))
        verdicts.append(verdict(NotificationDescriptor<Void>.systemTimeZoneDidChange))
        verdicts.append(verdict(NotificationDescriptor<Void>.calendarDayChanged))
        verdicts.append(verdict(NotificationDescriptor<KeyboardPayload>.keyboardWillShow))
        verdicts.append(verdict(NotificationDescriptor<KeyboardPayload>.keyboardDidShow))
        verdicts.append(verdict(NotificationDescriptor<KeyboardPayload>.keyboardWillHide))
        verdicts.append(verdict(NotificationDescriptor<KeyboardPayload>.keyboardDidHide))
        verdicts.append(verdict(NotificationDescriptor<KeyboardPayload>.keyboardWillChangeFrame))
        verdicts.append(verdict(NotificationDescriptor<KeyboardPayload>.keyboardDidChangeFrame))
        #if os(iOS) || !canImport(Darwin)
            verdicts.append(verdict(NotificationDescriptor<AudioSessionInterruption>.audioSessionInterruption))
            verdicts.append(verdict(NotificationDescriptor<AudioSessionRouteChange>.audioSessionRouteChange))
            verdicts.append(verdict(NotificationDescriptor<AudioSessionSilenceSecondaryAudioHint>.audioSessionSilenceSecondaryAudioHint))
            verdicts.append(verdict(NotificationDescriptor<AudioSessionRenderingModeChange>.audioSessionRenderingModeChange))
            verdicts.append(verdict(NotificationDescriptor<ManagedObjectContextChanges>.managedObjectContextDidChangeObjects))
            verdicts.append(verdict(NotificationDescriptor<ManagedObjectContextChanges>.managedObjectContextDidSaveObjects))
            verdicts.append(verdict(NotificationDescriptor<ManagedObjectContextObjectIDChanges>.managedObjectContextDidSaveObjectIDs))
            verdicts.append(verdict(NotificationDescriptor<ManagedObjectContextObjectIDChanges>.managedObjectContextDidMergeChangesObjectIDs))
            verdicts.append(verdict(NotificationDescriptor<PersistentStoreRemoteChange>.persistentStoreRemoteChange))
            verdicts.append(verdict(NotificationDescriptor<PersistentCloudKitContainerEventChanged>.persistentCloudKitContainerEventChanged))
            verdicts.append(verdict(NotificationDescriptor<PersistentStoreCoordinatorStoresDidChange>.persistentStoreCoordinatorStoresDidChange))
            verdicts.append(verdict(NotificationDescriptor<UbiquitousKeyValueStoreDidChange>.ubiquitousKeyValueStoreDidChangeExternally))
            verdicts.append(verdict(NotificationDescriptor<MetadataQueryDidUpdate>.metadataQueryDidUpdate))
            verdicts.append(verdict(NotificationDescriptor<MetadataQueryDidUpdate>.metadataQueryGatheringProgress))
            verdicts.append(verdict(NotificationDescriptor<ContentSizeCategoryDidChange>.contentSizeCategoryDidChange))
            verdicts.append(verdict(NotificationDescriptor<AccessibilityElementFocused>.accessibilityElementFocused))
            verdicts.append(verdict(NotificationDescriptor<AccessibilityAnnouncementDidFinish>.accessibilityAnnouncementDidFinish))
            verdicts.append(verdict(NotificationDescriptor<PasteboardChanged>.pasteboardChanged))
            verdicts.append(verdict(NotificationDescriptor<PlayerItemFailedToPlayToEndTime>.playerItemFailedToPlayToEndTime))
            verdicts.append(verdict(NotificationDescriptor<CaptureSessionRuntimeError>.captureSessionRuntimeError))
            verdicts.append(verdict(NotificationDescriptor<CaptureSessionWasInterrupted>.captureSessionWasInterrupted))
            verdicts.append(verdict(NotificationDescriptor<PlayerRateDidChange>.playerRateDidChange))
            verdicts.append(verdict(NotificationDescriptor<ExternalAccessoryConnection>.accessoryDidConnect))
            verdicts.append(verdict(NotificationDescriptor<ExternalAccessoryConnection>.accessoryDidDisconnect))
        #endif
        return verdicts
    }()
}
