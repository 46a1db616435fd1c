import Foundation
import NotificationDescriptors

/// The committed scaffolds of the Apple catalog's fixture files (issue 24), by input name, kept apart from
/// `scaffoldedDecoders` so the two lists merge without touching each other.
let appleCatalogScaffoldedDecoders: [String: @Sendable (Notification) throws -> Any] = [
    "accessibilityAnnouncementDidFinish": { try AccessibilityAnnouncementDidFinish.descriptor.decode($0) },
    "accessibilityElementFocused": { try AccessibilityElementFocused.descriptor.decode($0) },
    "accessoryDidConnect": { try EAAccessoryDidConnect.descriptor.decode($0) },
    "accessoryDidDisconnect": { try EAAccessoryDidDisconnect.descriptor.decode($0) },
    "audioSessionInterruption": { try AVAudioSessionInterruption.descriptor.decode($0) },
    "audioSessionRenderingModeChange": { try AVAudioSessionRenderingModeChange.descriptor.decode($0) },
    "audioSessionRouteChange": { try AVAudioSessionRouteChange.descriptor.decode($0) },
    "audioSessionSilenceSecondaryAudioHint": { try AVAudioSessionSilenceSecondaryAudioHint.descriptor.decode($0) },
    "captureSessionRuntimeError": { try AVCaptureSessionRuntimeError.descriptor.decode($0) },
    "captureSessionWasInterrupted": { try AVCaptureSessionWasInterrupted.descriptor.decode($0) },
    "contentSizeCategoryDidChange": { try ContentSizeCategoryDidChange.descriptor.decode($0) },
    "managedObjectContextDidChangeObjects": { try ObjectsChangedInManagingContext.descriptor.decode($0) },
    "managedObjectContextDidMergeChangesObjectIDs": {
        try ManagedObjectContextDidMergeChangesObjectIDs.descriptor.decode($0)
    },
    "managedObjectContextDidSaveObjectIDs": { try ManagedObjectContextDidSaveObjectIDs.descriptor.decode($0) },
    "managedObjectContextDidSaveObjects": { try ManagingContextDidSaveChanges.descriptor.decode($0) },
    "metadataQueryDidUpdate": { try MetadataQueryDidUpdate.descriptor.decode($0) },
    "metadataQueryGatheringProgress": { try MetadataQueryGatheringProgress.descriptor.decode($0) },
    "pasteboardChanged": { try PasteboardChanged.descriptor.decode($0) },
    "persistentCloudKitContainerEventChanged": { try PersistentCloudKitContainerEventChanged.descriptor.decode($0) },
    "persistentStoreCoordinatorStoresDidChange": {
        try PersistentStoreCoordinatorStoresDidChange.descriptor.decode($0)
    },
    "persistentStoreRemoteChange": { try PersistentStoreRemoteChange.descriptor.decode($0) },
    "playerItemFailedToPlayToEndTime": { try AVPlayerItemFailedToPlayToEndTime.descriptor.decode($0) },
    "playerRateDidChange": { try AVPlayerRateDidChange.descriptor.decode($0) },
    "ubiquitousKeyValueStoreDidChangeExternally": {
        try UbiquitousKeyValueStoreDidChangeExternally.descriptor.decode($0)
    },
]

/// Apple catalog fixture files with no payload that decodes: their required value is an Apple object the fixture
/// format cannot write (an `AVAudioSessionRouteDescription`, an `NSPersistentCloudKitContainer.Event`, an
/// `EAAccessory`), so every
/// case is malformed and the scaffold has nothing of theirs to decode.
let appleCatalogInputsWithoutValidPayload: Set<String> = [
    "audioSessionRouteChange", "persistentCloudKitContainerEventChanged", "accessoryDidConnect",
    "accessoryDidDisconnect",
]
