/// The Apple catalog's entries (issue 24): on iOS with Apple's types, on Linux with the catalog's stand-ins; absent on
/// macOS, tvOS, watchOS and visionOS.
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
    static let members = [
        "audioSessionInterruption", "audioSessionRouteChange", "audioSessionSilenceSecondaryAudioHint",
        "audioSessionRenderingModeChange", "managedObjectContextDidChangeObjects",
        "managedObjectContextDidSaveObjects", "managedObjectContextDidSaveObjectIDs",
        "managedObjectContextDidMergeChangesObjectIDs", "persistentStoreRemoteChange",
        "persistentCloudKitContainerEventChanged", "persistentStoreCoordinatorStoresDidChange",
        "ubiquitousKeyValueStoreDidChangeExternally", "metadataQueryDidUpdate", "metadataQueryGatheringProgress",
        "contentSizeCategoryDidChange", "accessibilityElementFocused", "accessibilityAnnouncementDidFinish",
        "pasteboardChanged", "playerItemFailedToPlayToEndTime", "captureSessionRuntimeError",
        "captureSessionWasInterrupted", "playerRateDidChange", "accessoryDidConnect", "accessoryDidDisconnect",
    ]

    /// The members whose payload carries everything: the others leave out the Apple objects that are not
    /// `Sendable`, which come with a second, `…OnPostingThread`, descriptor.
    static let withoutPostingThreadMembers = [
        "contentSizeCategoryDidChange", "accessibilityAnnouncementDidFinish", "pasteboardChanged",
    ]

    /// The members whose required values the fixture format cannot write, so that no fixture of theirs decodes: an
    /// `AVAudioSessionRouteDescription` and an `NSPersistentCloudKitContainer.Event` (Apple objects with no fixture
    /// form). Their valid payloads are built in Swift in `AppleCatalogTests`.
    static let withoutValidFixture = [
        "audioSessionRouteChange", "persistentCloudKitContainerEventChanged", "accessoryDidConnect",
        "accessoryDidDisconnect",
    ]

    /// Whether `member` is one of them.
    static func contains(_ member: String) -> Bool { members.contains(member) }
}
