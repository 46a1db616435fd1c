// The names and keys of the Apple catalog entries (AVFAudio, Core Data, Foundation's iCloud key-value store and
// metadata query, UIKit's content size, accessibility and pasteboard, AVFoundation's player item and capture session).
//
// On iOS (and Mac Catalyst) they are the SDK's own constants, so a misspelt name cannot compile; where Apple's
// frameworks are absent (Linux) they are the constants' string values, written out, with the evidence for each in
// Catalog/README.md ("Where the strings come from"); `AppleCatalogNameTests` compares the two on Apple platforms. On
// macOS, tvOS, watchOS and visionOS the Apple catalog is left out: only iOS is type-checked here (apple-typecheck),
// and several of these APIs are unavailable on some of those platforms (AVAudioSession on macOS, UIPasteboard on tvOS).
#if os(iOS)
    internal import AVFAudio
    internal import AVFoundation
    internal import CoreData
    internal import Foundation
    internal import UIKit

    extension CatalogNames {
        // AVFAudio: its constants.
        static let audioSessionInterruption = AVAudioSession.interruptionNotification
        static let audioSessionRouteChange = AVAudioSession.routeChangeNotification
        static let audioSessionSilenceSecondaryAudioHint = AVAudioSession.silenceSecondaryAudioHintNotification
        static let audioSessionInterruptionType = AVAudioSessionInterruptionTypeKey
        static let audioSessionInterruptionOption = AVAudioSessionInterruptionOptionKey
        static let audioSessionInterruptionReason = AVAudioSessionInterruptionReasonKey
        // Deprecated since iOS 14.5: reading `AVAudioSessionInterruptionWasSuspendedKey` is a deprecation warning, so
        // its value is written out here too (`AppleCatalogNameTests` compares it with the constant on iOS).
        static let audioSessionInterruptionWasSuspended = "AVAudioSessionInterruptionWasSuspendedKey"
        static let audioSessionRouteChangeReason = AVAudioSessionRouteChangeReasonKey
        static let audioSessionRouteChangePreviousRoute = AVAudioSessionRouteChangePreviousRouteKey
        static let audioSessionSilenceSecondaryAudioHintType = AVAudioSessionSilenceSecondaryAudioHintTypeKey

        // Core Data: its constants.
        static let managedObjectContextDidChangeObjects = NSManagedObjectContext.didChangeObjectsNotification
        static let managedObjectContextDidSaveObjects = NSManagedObjectContext.didSaveObjectsNotification
        static let managedObjectContextDidSaveObjectIDs = NSManagedObjectContext.didSaveObjectIDsNotification
        static let managedObjectContextDidMergeChangesObjectIDs =
            NSManagedObjectContext.didMergeChangesObjectIDsNotification
        static let persistentStoreRemoteChange = Notification.Name.NSPersistentStoreRemoteChange
        static let persistentCloudKitContainerEventChanged = NSPersistentCloudKitContainer.eventChangedNotification
        static let insertedObjects = NSInsertedObjectsKey
        static let updatedObjects = NSUpdatedObjectsKey
        static let deletedObjects = NSDeletedObjectsKey
        static let refreshedObjects = NSRefreshedObjectsKey
        static let invalidatedObjects = NSInvalidatedObjectsKey
        static let invalidatedAllObjects = NSInvalidatedAllObjectsKey
        static let queryGeneration = NSManagedObjectContextQueryGenerationKey
        static let insertedObjectIDs = NSInsertedObjectIDsKey
        static let updatedObjectIDs = NSUpdatedObjectIDsKey
        static let deletedObjectIDs = NSDeletedObjectIDsKey
        static let refreshedObjectIDs = NSRefreshedObjectIDsKey
        static let invalidatedObjectIDs = NSInvalidatedObjectIDsKey
        static let storeUUID = NSStoreUUIDKey
        static let persistentStoreURL = NSPersistentStoreURLKey
        static let persistentHistoryToken = NSPersistentHistoryTokenKey
        static let persistentCloudKitContainerEvent = NSPersistentCloudKitContainer.eventNotificationUserInfoKey

        // Foundation (Apple platforms only): its constants.
        static let ubiquitousKeyValueStoreDidChangeExternally = NSUbiquitousKeyValueStore
            .didChangeExternallyNotification
        static let ubiquitousKeyValueStoreChangeReason = NSUbiquitousKeyValueStoreChangeReasonKey
        static let ubiquitousKeyValueStoreChangedKeys = NSUbiquitousKeyValueStoreChangedKeysKey
        static let metadataQueryDidUpdate = Notification.Name.NSMetadataQueryDidUpdate
        static let metadataQueryUpdateAddedItems = NSMetadataQueryUpdateAddedItemsKey
        static let metadataQueryUpdateChangedItems = NSMetadataQueryUpdateChangedItemsKey
        static let metadataQueryUpdateRemovedItems = NSMetadataQueryUpdateRemovedItemsKey

        // UIKit: its constants (unlike the keyboard keys, not main-actor isolated in the iOS 17.4 SDK).
        static let contentSizeCategoryDidChange = UIContentSizeCategory.didChangeNotification
        static let contentSizeCategoryNewValue = UIContentSizeCategory.newValueUserInfoKey
        static let accessibilityElementFocused = UIAccessibility.elementFocusedNotification
        static let accessibilityFocusedElement = UIAccessibility.focusedElementUserInfoKey
        static let accessibilityUnfocusedElement = UIAccessibility.unfocusedElementUserInfoKey
        static let accessibilityAssistiveTechnology = UIAccessibility.assistiveTechnologyUserInfoKey
        static let accessibilityAnnouncementDidFinish = UIAccessibility.announcementDidFinishNotification
        static let accessibilityAnnouncementStringValue = UIAccessibility.announcementStringValueUserInfoKey
        static let accessibilityAnnouncementWasSuccessful = UIAccessibility.announcementWasSuccessfulUserInfoKey
        static let pasteboardChanged = UIPasteboard.changedNotification
        static let pasteboardChangedTypesAdded = UIPasteboard.changedTypesAddedUserInfoKey
        static let pasteboardChangedTypesRemoved = UIPasteboard.changedTypesRemovedUserInfoKey

        // AVFoundation: its constants.
        static let playerItemFailedToPlayToEndTime = AVPlayerItem.failedToPlayToEndTimeNotification
        static let playerItemFailedToPlayToEndTimeError = AVPlayerItemFailedToPlayToEndTimeErrorKey
        static let captureSessionRuntimeError = Notification.Name.AVCaptureSessionRuntimeError
        static let captureSessionWasInterrupted = Notification.Name.AVCaptureSessionWasInterrupted
        static let captureSessionError = AVCaptureSessionErrorKey
        static let captureSessionInterruptionReason = AVCaptureSessionInterruptionReasonKey
        static let captureSessionInterruptionSystemPressureState = AVCaptureSessionInterruptionSystemPressureStateKey
    }
#elseif !canImport(Darwin)
    internal import Foundation

    extension CatalogNames {
        // No Apple frameworks (Linux): the constants' values, written out. Core Data's two context notifications and
        // its change keys are not spelt like their constants: NSManagedObjectContextDidSaveNotification is
        // "NSManagingContextDidSaveChangesNotification", NSInsertedObjectsKey is "inserted" (see Catalog/README.md).
        static let audioSessionInterruption = Notification.Name("AVAudioSessionInterruptionNotification")
        static let audioSessionRouteChange = Notification.Name("AVAudioSessionRouteChangeNotification")
        static let audioSessionSilenceSecondaryAudioHint = Notification.Name(
            "AVAudioSessionSilenceSecondaryAudioHintNotification")
        static let audioSessionInterruptionType = "AVAudioSessionInterruptionTypeKey"
        static let audioSessionInterruptionOption = "AVAudioSessionInterruptionOptionKey"
        static let audioSessionInterruptionReason = "AVAudioSessionInterruptionReasonKey"
        static let audioSessionInterruptionWasSuspended = "AVAudioSessionInterruptionWasSuspendedKey"
        static let audioSessionRouteChangeReason = "AVAudioSessionRouteChangeReasonKey"
        static let audioSessionRouteChangePreviousRoute = "AVAudioSessionRouteChangePreviousRouteKey"
        static let audioSessionSilenceSecondaryAudioHintType = "AVAudioSessionSilenceSecondaryAudioHintTypeKey"

        static let managedObjectContextDidChangeObjects = Notification.Name(
            "NSObjectsChangedInManagingContextNotification")
        static let managedObjectContextDidSaveObjects = Notification.Name(
            "NSManagingContextDidSaveChangesNotification")
        static let managedObjectContextDidSaveObjectIDs = Notification.Name(
            "NSManagedObjectContextDidSaveObjectIDsNotification")
        static let managedObjectContextDidMergeChangesObjectIDs = Notification.Name(
            "NSManagedObjectContextDidMergeChangesObjectIDsNotification")
        static let persistentStoreRemoteChange = Notification.Name("NSPersistentStoreRemoteChangeNotification")
        static let persistentCloudKitContainerEventChanged = Notification.Name(
            "NSPersistentCloudKitContainerEventChangedNotification")
        static let insertedObjects = "inserted"
        static let updatedObjects = "updated"
        static let deletedObjects = "deleted"
        static let refreshedObjects = "refreshed"
        static let invalidatedObjects = "invalidated"
        static let invalidatedAllObjects = "invalidatedAll"
        static let queryGeneration = "newQueryGeneration"
        static let insertedObjectIDs = "inserted_objectIDs"
        static let updatedObjectIDs = "updated_objectIDs"
        static let deletedObjectIDs = "deleted_objectIDs"
        static let refreshedObjectIDs = "refreshed_objectIDs"
        static let invalidatedObjectIDs = "invalidated_objectIDs"
        static let storeUUID = "NSStoreUUID"
        static let persistentStoreURL = "storeURL"
        static let persistentHistoryToken = "historyToken"
        static let persistentCloudKitContainerEvent = "event"

        static let ubiquitousKeyValueStoreDidChangeExternally = Notification.Name(
            "NSUbiquitousKeyValueStoreDidChangeExternallyNotification")
        static let ubiquitousKeyValueStoreChangeReason = "NSUbiquitousKeyValueStoreChangeReasonKey"
        static let ubiquitousKeyValueStoreChangedKeys = "NSUbiquitousKeyValueStoreChangedKeysKey"
        static let metadataQueryDidUpdate = Notification.Name("NSMetadataQueryDidUpdateNotification")
        static let metadataQueryUpdateAddedItems = "kMDQueryUpdateAddedItems"
        static let metadataQueryUpdateChangedItems = "kMDQueryUpdateChangedItems"
        static let metadataQueryUpdateRemovedItems = "kMDQueryUpdateRemovedItems"

        static let contentSizeCategoryDidChange = Notification.Name("UIContentSizeCategoryDidChangeNotification")
        static let contentSizeCategoryNewValue = "UIContentSizeCategoryNewValueKey"
        static let accessibilityElementFocused = Notification.Name("UIAccessibilityElementFocusedNotification")
        static let accessibilityFocusedElement = "UIAccessibilityFocusedElementKey"
        static let accessibilityUnfocusedElement = "UIAccessibilityUnfocusedElementKey"
        static let accessibilityAssistiveTechnology = "UIAccessibilityAssistiveTechnologyKey"
        static let accessibilityAnnouncementDidFinish = Notification.Name(
            "UIAccessibilityAnnouncementDidFinishNotification")
        static let accessibilityAnnouncementStringValue = "UIAccessibilityAnnouncementKeyStringValue"
        static let accessibilityAnnouncementWasSuccessful = "UIAccessibilityAnnouncementKeyWasSuccessful"
        static let pasteboardChanged = Notification.Name("UIPasteboardChangedNotification")
        static let pasteboardChangedTypesAdded = "UIPasteboardChangedTypesAddedKey"
        static let pasteboardChangedTypesRemoved = "UIPasteboardChangedTypesRemovedKey"

        static let playerItemFailedToPlayToEndTime = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
        static let playerItemFailedToPlayToEndTimeError = "AVPlayerItemFailedToPlayToEndTimeErrorKey"
        static let captureSessionRuntimeError = Notification.Name("AVCaptureSessionRuntimeErrorNotification")
        static let captureSessionWasInterrupted = Notification.Name("AVCaptureSessionWasInterruptedNotification")
        static let captureSessionError = "AVCaptureSessionErrorKey"
        static let captureSessionInterruptionReason = "AVCaptureSessionInterruptionReasonKey"
        static let captureSessionInterruptionSystemPressureState = "AVCaptureSessionInterruptionSystemPressureStateKey"
    }
#endif
