// DO NOT EDIT: generated from Catalog/Specs/*.json by notification-catalog-generate.
// Regenerate: swift run notification-catalog-generate
// swift-format-ignore-file

package import NotificationCatalogFoundation

extension NotificationCatalog {
    /// Every entry of the specs that exists on this platform, in catalog order.
    static let generatedEntries: [CatalogEntry] = {
        var entries: [CatalogEntry] = []
        entries.append(.fileHandleReadCompletion)
        entries.append(.fileHandleReadToEndOfFileCompletion)
        entries.append(.fileHandleDataAvailable)
        entries.append(.fileHandleConnectionAccepted)
        entries.append(.portDidBecomeInvalid)
        entries.append(.userDefaultsDidChange)
        entries.append(.urlCredentialStorageChanged)
        entries.append(.httpCookieStorageCookiesChanged)
        #if os(macOS) || os(Linux)
            entries.append(.processDidTerminate)
        #endif
        entries.append(.threadWillExit)
        entries.append(.willBecomeMultiThreaded)
        entries.append(.didBecomeSingleThreaded)
        entries.append(.currentLocaleDidChange)
        entries.append(.systemTimeZoneDidChange)
        entries.append(.calendarDayChanged)
        entries.append(.keyboardWillShow)
        entries.append(.keyboardDidShow)
        entries.append(.keyboardWillHide)
        entries.append(.keyboardDidHide)
        entries.append(.keyboardWillChangeFrame)
        entries.append(.keyboardDidChangeFrame)
        #if os(iOS) || !canImport(Darwin)
            entries.append(.audioSessionInterruption)
            entries.append(.audioSessionRouteChange)
            entries.append(.audioSessionSilenceSecondaryAudioHint)
            entries.append(.audioSessionRenderingModeChange)
            entries.append(.managedObjectContextDidChangeObjects)
            entries.append(.managedObjectContextDidSaveObjects)
            entries.append(.managedObjectContextDidSaveObjectIDs)
            entries.append(.managedObjectContextDidMergeChangesObjectIDs)
            entries.append(.persistentStoreRemoteChange)
            entries.append(.persistentCloudKitContainerEventChanged)
            entries.append(.persistentStoreCoordinatorStoresDidChange)
            entries.append(.ubiquitousKeyValueStoreDidChangeExternally)
            entries.append(.metadataQueryDidUpdate)
            entries.append(.metadataQueryGatheringProgress)
            entries.append(.contentSizeCategoryDidChange)
            entries.append(.accessibilityElementFocused)
            entries.append(.accessibilityAnnouncementDidFinish)
            entries.append(.pasteboardChanged)
            entries.append(.playerItemFailedToPlayToEndTime)
            entries.append(.captureSessionRuntimeError)
            entries.append(.captureSessionWasInterrupted)
            entries.append(.playerRateDidChange)
            entries.append(.accessoryDidConnect)
            entries.append(.accessoryDidDisconnect)
        #endif
        return entries
    }()
}
