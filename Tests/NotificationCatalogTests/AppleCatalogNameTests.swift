import Foundation
import NotificationCatalog
import NotificationCatalogTool
import Testing
import ToolTestSupport

#if os(iOS)
    import AVFAudio
    import AVFoundation
    import CoreData
    import ExternalAccessory
    import UIKit
#endif

/// One Apple catalog entry's raw name and keys as the catalog writes them on Linux (the strings of
/// the module's `CatalogNames.swift`, whose evidence is in Catalog/README.md).
struct AppleName: Sendable, CustomTestStringConvertible {
    let member: String
    let rawName: String
    let keys: [String]
    var testDescription: String { member }
}

/// The Apple catalog's names and keys: on Linux the written-out strings, on iOS the SDK's constants, which must be
/// the same strings (the iOS-only test compares them; it is how a "plausible" value would be proven on a device).
@Suite struct AppleCatalogNameTests {
    static let objectKeys = [
        "inserted", "updated", "deleted", "refreshed", "invalidated", "invalidatedAll", "newQueryGeneration",
        "historyToken",
    ]
    static let objectIDKeys = [
        "inserted_objectIDs", "updated_objectIDs", "deleted_objectIDs", "refreshed_objectIDs", "invalidated_objectIDs",
        "newQueryGeneration", "historyToken",
    ]

    static let names: [AppleName] = [
        AppleName(
            member: "audioSessionInterruption", rawName: "AVAudioSessionInterruptionNotification",
            keys: [
                "AVAudioSessionInterruptionTypeKey", "AVAudioSessionInterruptionOptionKey",
                "AVAudioSessionInterruptionReasonKey", "AVAudioSessionInterruptionWasSuspendedKey",
            ]),
        AppleName(
            member: "audioSessionRouteChange", rawName: "AVAudioSessionRouteChangeNotification",
            keys: ["AVAudioSessionRouteChangeReasonKey", "AVAudioSessionRouteChangePreviousRouteKey"]),
        AppleName(
            member: "audioSessionSilenceSecondaryAudioHint",
            rawName: "AVAudioSessionSilenceSecondaryAudioHintNotification",
            keys: ["AVAudioSessionSilenceSecondaryAudioHintTypeKey"]),
        AppleName(
            member: "audioSessionRenderingModeChange", rawName: "AVAudioSessionRenderingModeChangeNotification",
            keys: ["AVAudioSessionRenderingModeNewRenderingModeKey"]),
        AppleName(
            member: "managedObjectContextDidChangeObjects", rawName: "NSObjectsChangedInManagingContextNotification",
            keys: objectKeys),
        AppleName(
            member: "managedObjectContextDidSaveObjects", rawName: "NSManagingContextDidSaveChangesNotification",
            keys: objectKeys),
        AppleName(
            member: "managedObjectContextDidSaveObjectIDs",
            rawName: "NSManagedObjectContextDidSaveObjectIDsNotification", keys: objectIDKeys),
        AppleName(
            member: "managedObjectContextDidMergeChangesObjectIDs",
            rawName: "NSManagedObjectContextDidMergeChangesObjectIDsNotification", keys: objectIDKeys),
        AppleName(
            member: "persistentStoreRemoteChange", rawName: "NSPersistentStoreRemoteChangeNotification",
            keys: ["NSStoreUUID", "storeURL", "historyToken"]),
        AppleName(
            member: "persistentCloudKitContainerEventChanged",
            rawName: "NSPersistentCloudKitContainerEventChangedNotification", keys: ["event"]),
        AppleName(
            member: "persistentStoreCoordinatorStoresDidChange",
            rawName: "NSPersistentStoreCoordinatorStoresDidChangeNotification",
            keys: ["added", "removed", "UUIDChanged"]),
        AppleName(
            member: "ubiquitousKeyValueStoreDidChangeExternally",
            rawName: "NSUbiquitousKeyValueStoreDidChangeExternallyNotification",
            keys: ["NSUbiquitousKeyValueStoreChangeReasonKey", "NSUbiquitousKeyValueStoreChangedKeysKey"]),
        AppleName(
            member: "metadataQueryDidUpdate", rawName: "NSMetadataQueryDidUpdateNotification",
            keys: ["kMDQueryUpdateAddedItems", "kMDQueryUpdateChangedItems", "kMDQueryUpdateRemovedItems"]),
        AppleName(
            member: "metadataQueryGatheringProgress", rawName: "NSMetadataQueryGatheringProgressNotification",
            keys: ["kMDQueryUpdateAddedItems", "kMDQueryUpdateChangedItems", "kMDQueryUpdateRemovedItems"]),
        AppleName(
            member: "contentSizeCategoryDidChange", rawName: "UIContentSizeCategoryDidChangeNotification",
            keys: ["UIContentSizeCategoryNewValueKey"]),
        AppleName(
            member: "accessibilityElementFocused", rawName: "UIAccessibilityElementFocusedNotification",
            keys: [
                "UIAccessibilityFocusedElementKey", "UIAccessibilityUnfocusedElementKey",
                "UIAccessibilityAssistiveTechnologyKey",
            ]),
        AppleName(
            member: "accessibilityAnnouncementDidFinish", rawName: "UIAccessibilityAnnouncementDidFinishNotification",
            keys: ["UIAccessibilityAnnouncementKeyStringValue", "UIAccessibilityAnnouncementKeyWasSuccessful"]),
        AppleName(
            member: "pasteboardChanged", rawName: "UIPasteboardChangedNotification",
            keys: ["UIPasteboardChangedTypesAddedKey", "UIPasteboardChangedTypesRemovedKey"]),
        AppleName(member: "applicationDidBecomeActive", rawName: "UIApplicationDidBecomeActiveNotification", keys: []),
        AppleName(
            member: "applicationDidEnterBackground", rawName: "UIApplicationDidEnterBackgroundNotification", keys: []),
        AppleName(
            member: "applicationWillEnterForeground", rawName: "UIApplicationWillEnterForegroundNotification", keys: []),
        AppleName(
            member: "applicationWillResignActive", rawName: "UIApplicationWillResignActiveNotification", keys: []),
        AppleName(member: "applicationWillTerminate", rawName: "UIApplicationWillTerminateNotification", keys: []),
        AppleName(
            member: "applicationDidReceiveMemoryWarning", rawName: "UIApplicationDidReceiveMemoryWarningNotification",
            keys: []),
        AppleName(member: "deviceOrientationDidChange", rawName: "UIDeviceOrientationDidChangeNotification", keys: []),
        AppleName(member: "textFieldTextDidChange", rawName: "UITextFieldTextDidChangeNotification", keys: []),
        AppleName(
            member: "applicationUserDidTakeScreenshot", rawName: "UIApplicationUserDidTakeScreenshotNotification",
            keys: []),
        AppleName(member: "textViewTextDidChange", rawName: "UITextViewTextDidChangeNotification", keys: []),
        AppleName(member: "windowDidBecomeVisible", rawName: "UIWindowDidBecomeVisibleNotification", keys: []),
        AppleName(
            member: "applicationBackgroundRefreshStatusDidChange",
            rawName: "UIApplicationBackgroundRefreshStatusDidChangeNotification", keys: []),
        AppleName(
            member: "applicationSignificantTimeChange", rawName: "UIApplicationSignificantTimeChangeNotification",
            keys: []),
        AppleName(member: "menuControllerWillShowMenu", rawName: "UIMenuControllerWillShowMenuNotification", keys: []),
        AppleName(
            member: "applicationProtectedDataDidBecomeAvailable",
            rawName: "UIApplicationProtectedDataDidBecomeAvailable", keys: []),
        AppleName(
            member: "textViewTextDidBeginEditing", rawName: "UITextViewTextDidBeginEditingNotification", keys: []),
        AppleName(member: "textViewTextDidEndEditing", rawName: "UITextViewTextDidEndEditingNotification", keys: []),
        AppleName(member: "sceneWillConnect", rawName: "UISceneWillConnectNotification", keys: []),
        AppleName(member: "sceneDidActivate", rawName: "UISceneDidActivateNotification", keys: []),
        AppleName(
            member: "deviceBatteryLevelDidChange", rawName: "UIDeviceBatteryLevelDidChangeNotification", keys: []),
        AppleName(
            member: "deviceBatteryStateDidChange", rawName: "UIDeviceBatteryStateDidChangeNotification", keys: []),
        AppleName(member: "menuControllerWillHideMenu", rawName: "UIMenuControllerWillHideMenuNotification", keys: []),
        AppleName(member: "sceneWillEnterForeground", rawName: "UISceneWillEnterForegroundNotification", keys: []),
        AppleName(
            member: "accessibilityReduceTransparencyStatusDidChange",
            rawName: "UIAccessibilityReduceTransparencyStatusDidChangeNotification", keys: []),
        AppleName(
            member: "textInputModeCurrentInputModeDidChange",
            rawName: "UITextInputCurrentInputModeDidChangeNotification", keys: []),
        AppleName(
            member: "accessibilityReduceMotionStatusDidChange",
            rawName: "UIAccessibilityReduceMotionStatusDidChangeNotification", keys: []),
        AppleName(member: "menuControllerDidHideMenu", rawName: "UIMenuControllerDidHideMenuNotification", keys: []),
        AppleName(member: "sceneDidEnterBackground", rawName: "UISceneDidEnterBackgroundNotification", keys: []),
        AppleName(member: "screenBrightnessDidChange", rawName: "UIScreenBrightnessDidChangeNotification", keys: []),
        AppleName(member: "screenModeDidChange", rawName: "UIScreenModeDidChangeNotification", keys: []),
        AppleName(
            member: "applicationProtectedDataWillBecomeUnavailable",
            rawName: "UIApplicationProtectedDataWillBecomeUnavailable", keys: []),
        AppleName(member: "sceneWillDeactivate", rawName: "UISceneWillDeactivateNotification", keys: []),
        AppleName(
            member: "accessibilityVoiceOverStatusDidChange", rawName: "UIAccessibilityVoiceOverTouchStatusChanged",
            keys: []),
        AppleName(
            member: "accessibilityDarkerSystemColorsStatusDidChange",
            rawName: "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification", keys: []),
        AppleName(member: "sceneDidDisconnect", rawName: "UISceneDidDisconnectNotification", keys: []),
        AppleName(member: "screenCapturedDidChange", rawName: "UIScreenCapturedDidChangeNotification", keys: []),
        AppleName(
            member: "textFieldTextDidBeginEditing", rawName: "UITextFieldTextDidBeginEditingNotification", keys: []),
        AppleName(member: "windowDidBecomeHidden", rawName: "UIWindowDidBecomeHiddenNotification", keys: []),
        AppleName(
            member: "textContentStorageUnsupportedAttributeAdded",
            rawName: "NSTextContentStorageUnsupportedAttributeAddedNotification", keys: []),
        AppleName(
            member: "textStorageWillProcessEditing", rawName: "NSTextStorageWillProcessEditingNotification", keys: []),
        AppleName(
            member: "textStorageDidProcessEditing", rawName: "NSTextStorageDidProcessEditingNotification", keys: []),
        AppleName(
            member: "accessibilityMonoAudioStatusDidChange", rawName: "UIAccessibilityMonoAudioStatusChanged", keys: []),
        AppleName(
            member: "accessibilityClosedCaptioningStatusDidChange", rawName: "UIAccessibilityClosedCaptioningChanged",
            keys: []),
        AppleName(
            member: "accessibilityInvertColorsStatusDidChange", rawName: "UIAccessibilityInvertColorsChanged", keys: []),
        AppleName(
            member: "accessibilityGuidedAccessStatusDidChange", rawName: "UIAccessibilityGuidedAccessStateChanged",
            keys: []),
        AppleName(
            member: "accessibilityBoldTextStatusDidChange",
            rawName: "UIAccessibilityBoldTextStatusDidChangeNotification", keys: []),
        AppleName(
            member: "accessibilityButtonShapesEnabledStatusDidChange",
            rawName: "UIAccessibilityButtonShapesEnabledStatusDidChangeNotification", keys: []),
        AppleName(
            member: "accessibilityGrayscaleStatusDidChange",
            rawName: "UIAccessibilityGrayscaleStatusDidChangeNotification", keys: []),
        AppleName(
            member: "accessibilityPrefersCrossFadeTransitionsStatusDidChange",
            rawName: "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification", keys: []),
        AppleName(
            member: "accessibilityVideoAutoplayStatusDidChange",
            rawName: "UIAccessibilityVideoAutoplayStatusDidChangeNotification", keys: []),
        AppleName(
            member: "accessibilitySwitchControlStatusDidChange",
            rawName: "UIAccessibilitySwitchControlStatusDidChangeNotification", keys: []),
        AppleName(
            member: "accessibilitySpeakSelectionStatusDidChange",
            rawName: "UIAccessibilitySpeakSelectionStatusDidChangeNotification", keys: []),
        AppleName(
            member: "accessibilitySpeakScreenStatusDidChange",
            rawName: "UIAccessibilitySpeakScreenStatusDidChangeNotification", keys: []),
        AppleName(
            member: "accessibilityShakeToUndoDidChange", rawName: "UIAccessibilityShakeToUndoDidChangeNotification",
            keys: []),
        AppleName(
            member: "accessibilityAssistiveTouchStatusDidChange",
            rawName: "UIAccessibilityAssistiveTouchStatusDidChangeNotification", keys: []),
        AppleName(
            member: "accessibilityDifferentiateWithoutColorDidChange",
            rawName: "UIAccessibilityShouldDifferentiateWithoutColorDidChangeNotification", keys: []),
        AppleName(
            member: "accessibilityOnOffSwitchLabelsDidChange",
            rawName: "UIAccessibilityOnOffSwitchLabelsDidChangeNotification", keys: []),
        AppleName(
            member: "accessibilityHearingDevicePairedEarDidChange",
            rawName: "UIAccessibilityHearingDevicePairedEarDidChangeNotification", keys: []),
        AppleName(
            member: "deviceProximityStateDidChange", rawName: "UIDeviceProximityStateDidChangeNotification", keys: []),
        AppleName(member: "documentStateChanged", rawName: "UIDocumentStateChangedNotification", keys: []),
        AppleName(
            member: "largeContentViewerInteractionEnabledStatusDidChange",
            rawName: "UILargeContentViewerInteractionEnabledStatusDidChangeNotification", keys: []),
        AppleName(member: "pasteboardRemoved", rawName: "UIPasteboardRemovedNotification", keys: []),
        AppleName(
            member: "screenReferenceDisplayModeStatusDidChange",
            rawName: "UIScreenReferenceDisplayModeStatusDidChangeNotification", keys: []),
        AppleName(
            member: "tableViewSelectionDidChange", rawName: "UITableViewSelectionDidChangeNotification", keys: []),
        AppleName(
            member: "viewControllerShowDetailTargetDidChange",
            rawName: "UIViewControllerShowDetailTargetDidChangeNotification", keys: []),
        AppleName(member: "windowDidBecomeKey", rawName: "UIWindowDidBecomeKeyNotification", keys: []),
        AppleName(member: "windowDidResignKey", rawName: "UIWindowDidResignKeyNotification", keys: []),
        AppleName(
            member: "playerItemFailedToPlayToEndTime", rawName: "AVPlayerItemFailedToPlayToEndTimeNotification",
            keys: ["AVPlayerItemFailedToPlayToEndTimeErrorKey"]),
        AppleName(
            member: "captureSessionRuntimeError", rawName: "AVCaptureSessionRuntimeErrorNotification",
            keys: ["AVCaptureSessionErrorKey"]),
        AppleName(
            member: "captureSessionWasInterrupted", rawName: "AVCaptureSessionWasInterruptedNotification",
            keys: ["AVCaptureSessionInterruptionReasonKey", "AVCaptureSessionInterruptionSystemPressureStateKey"]),
        AppleName(
            member: "playerRateDidChange", rawName: "AVPlayerRateDidChangeNotification",
            keys: ["AVPlayerRateDidChangeReasonKey", "AVPlayerRateDidChangeOriginatingParticipantKey"]),
        AppleName(
            member: "accessoryDidConnect", rawName: "EAAccessoryDidConnectNotification",
            keys: ["EAAccessoryKey", "EAAccessorySelectedKey"]),
        AppleName(
            member: "accessoryDidDisconnect", rawName: "EAAccessoryDidDisconnectNotification", keys: ["EAAccessoryKey"]),
    ]

    @Test func theTableIsTheAppleCatalog() {
        #expect(Self.names.map(\.member) == AppleCatalog.members)
        let present = NotificationCatalog.entries.map(\.member).filter(AppleCatalog.contains)
        #expect(present == (AppleCatalog.isPresent ? AppleCatalog.members : []))
    }

    @Test("Each Apple entry has the raw name and keys the framework posts", arguments: names)
    func rawNamesAndKeys(_ row: AppleName) throws {
        guard AppleCatalog.isPresent else { return }
        let entry = try #require(NotificationCatalog.entry(named: row.member))
        #expect(entry.name.rawValue == row.rawName)
        #expect(entry.userInfoKeys == row.keys)
        #expect(!entry.isPostedOnLinux)
        #expect(entry.platforms == ["iOS", "Linux"])
        #expect(NotificationCatalog.entry(named: row.rawName)?.member == row.member)
    }

    // MARK: - The tool

    @Test("list, show and decode cover every Apple entry", arguments: names)
    func tool(_ row: AppleName) throws {
        guard AppleCatalog.isPresent else { return }
        let list = CapturedIO()
        #expect(NotificationCatalogCommand.run(["list"], io: list.io) == .success)
        #expect(list.output.split(separator: "\n").contains { $0.hasPrefix(".\(row.member) ") })

        let show = CapturedIO()
        #expect(NotificationCatalogCommand.run(["show", row.rawName], io: show.io) == .success)
        #expect(show.output.hasPrefix(".\(row.member): "))
        #expect(show.output.contains("Posted on Linux: no."))
        for key in row.keys { #expect(show.output.contains(key)) }

        let decode = CapturedIO()
        let fixture = CatalogDirectory.fixture(member: row.member).path
        #expect(NotificationCatalogCommand.run(["decode", row.member, fixture], io: decode.io) == .success)
        #expect(decode.output.contains("ok "))
    }

    // MARK: - iOS: the SDK's constants are these strings

    #if os(iOS)
        @MainActor
        @Test("On iOS the SDK's constants hold the strings the catalog writes on Linux")
        func constantsAreTheStrings() {
            let pairs: [(String, String)] = [
                (AVAudioSession.interruptionNotification.rawValue, "AVAudioSessionInterruptionNotification"),
                (AVAudioSession.routeChangeNotification.rawValue, "AVAudioSessionRouteChangeNotification"),
                (
                    AVAudioSession.silenceSecondaryAudioHintNotification.rawValue,
                    "AVAudioSessionSilenceSecondaryAudioHintNotification"
                ),
                (AVAudioSessionInterruptionTypeKey, "AVAudioSessionInterruptionTypeKey"),
                (AVAudioSessionInterruptionOptionKey, "AVAudioSessionInterruptionOptionKey"),
                (AVAudioSessionInterruptionReasonKey, "AVAudioSessionInterruptionReasonKey"),
                (AVAudioSessionInterruptionWasSuspendedKey, "AVAudioSessionInterruptionWasSuspendedKey"),
                (AVAudioSessionRouteChangeReasonKey, "AVAudioSessionRouteChangeReasonKey"),
                (AVAudioSessionRouteChangePreviousRouteKey, "AVAudioSessionRouteChangePreviousRouteKey"),
                (AVAudioSessionSilenceSecondaryAudioHintTypeKey, "AVAudioSessionSilenceSecondaryAudioHintTypeKey"),
                (
                    NSManagedObjectContext.didChangeObjectsNotification.rawValue,
                    "NSObjectsChangedInManagingContextNotification"
                ),
                (
                    NSManagedObjectContext.didSaveObjectsNotification.rawValue,
                    "NSManagingContextDidSaveChangesNotification"
                ),
                (
                    NSManagedObjectContext.didSaveObjectIDsNotification.rawValue,
                    "NSManagedObjectContextDidSaveObjectIDsNotification"
                ),
                (
                    NSManagedObjectContext.didMergeChangesObjectIDsNotification.rawValue,
                    "NSManagedObjectContextDidMergeChangesObjectIDsNotification"
                ),
                (Notification.Name.NSPersistentStoreRemoteChange.rawValue, "NSPersistentStoreRemoteChangeNotification"),
                (
                    NSPersistentCloudKitContainer.eventChangedNotification.rawValue,
                    "NSPersistentCloudKitContainerEventChangedNotification"
                ),
                (NSInsertedObjectsKey, "inserted"), (NSUpdatedObjectsKey, "updated"),
                (NSDeletedObjectsKey, "deleted"), (NSRefreshedObjectsKey, "refreshed"),
                (NSInvalidatedObjectsKey, "invalidated"), (NSInvalidatedAllObjectsKey, "invalidatedAll"),
                (NSManagedObjectContextQueryGenerationKey, "newQueryGeneration"),
                (NSInsertedObjectIDsKey, "inserted_objectIDs"), (NSUpdatedObjectIDsKey, "updated_objectIDs"),
                (NSDeletedObjectIDsKey, "deleted_objectIDs"), (NSRefreshedObjectIDsKey, "refreshed_objectIDs"),
                (NSInvalidatedObjectIDsKey, "invalidated_objectIDs"),
                (NSStoreUUIDKey, "NSStoreUUID"), (NSPersistentStoreURLKey, "storeURL"),
                (NSPersistentHistoryTokenKey, "historyToken"),
                (NSPersistentCloudKitContainer.eventNotificationUserInfoKey, "event"),
                (
                    NSUbiquitousKeyValueStore.didChangeExternallyNotification.rawValue,
                    "NSUbiquitousKeyValueStoreDidChangeExternallyNotification"
                ),
                (NSUbiquitousKeyValueStoreChangeReasonKey, "NSUbiquitousKeyValueStoreChangeReasonKey"),
                (NSUbiquitousKeyValueStoreChangedKeysKey, "NSUbiquitousKeyValueStoreChangedKeysKey"),
                (Notification.Name.NSMetadataQueryDidUpdate.rawValue, "NSMetadataQueryDidUpdateNotification"),
                (NSMetadataQueryUpdateAddedItemsKey, "kMDQueryUpdateAddedItems"),
                (NSMetadataQueryUpdateChangedItemsKey, "kMDQueryUpdateChangedItems"),
                (NSMetadataQueryUpdateRemovedItemsKey, "kMDQueryUpdateRemovedItems"),
                (UIContentSizeCategory.didChangeNotification.rawValue, "UIContentSizeCategoryDidChangeNotification"),
                (UIContentSizeCategory.newValueUserInfoKey, "UIContentSizeCategoryNewValueKey"),
                (UIAccessibility.elementFocusedNotification.rawValue, "UIAccessibilityElementFocusedNotification"),
                (UIAccessibility.focusedElementUserInfoKey, "UIAccessibilityFocusedElementKey"),
                (UIAccessibility.unfocusedElementUserInfoKey, "UIAccessibilityUnfocusedElementKey"),
                (UIAccessibility.assistiveTechnologyUserInfoKey, "UIAccessibilityAssistiveTechnologyKey"),
                (
                    UIAccessibility.announcementDidFinishNotification.rawValue,
                    "UIAccessibilityAnnouncementDidFinishNotification"
                ),
                (UIAccessibility.announcementStringValueUserInfoKey, "UIAccessibilityAnnouncementKeyStringValue"),
                (UIAccessibility.announcementWasSuccessfulUserInfoKey, "UIAccessibilityAnnouncementKeyWasSuccessful"),
                (UIPasteboard.changedNotification.rawValue, "UIPasteboardChangedNotification"),
                (UIPasteboard.changedTypesAddedUserInfoKey, "UIPasteboardChangedTypesAddedKey"),
                (UIPasteboard.changedTypesRemovedUserInfoKey, "UIPasteboardChangedTypesRemovedKey"),
                (
                    AVPlayerItem.failedToPlayToEndTimeNotification.rawValue,
                    "AVPlayerItemFailedToPlayToEndTimeNotification"
                ),
                (AVPlayerItemFailedToPlayToEndTimeErrorKey, "AVPlayerItemFailedToPlayToEndTimeErrorKey"),
                (Notification.Name.AVCaptureSessionRuntimeError.rawValue, "AVCaptureSessionRuntimeErrorNotification"),
                (
                    Notification.Name.AVCaptureSessionWasInterrupted.rawValue,
                    "AVCaptureSessionWasInterruptedNotification"
                ),
                (AVCaptureSessionErrorKey, "AVCaptureSessionErrorKey"),
                (AVCaptureSessionInterruptionReasonKey, "AVCaptureSessionInterruptionReasonKey"),
                (
                    AVCaptureSessionInterruptionSystemPressureStateKey,
                    "AVCaptureSessionInterruptionSystemPressureStateKey"
                ),
                (
                    Notification.Name.NSPersistentStoreCoordinatorStoresDidChange.rawValue,
                    "NSPersistentStoreCoordinatorStoresDidChangeNotification"
                ),
                (NSAddedPersistentStoresKey, "added"), (NSRemovedPersistentStoresKey, "removed"),
                (NSUUIDChangedPersistentStoresKey, "UUIDChanged"),
                (
                    Notification.Name.NSMetadataQueryGatheringProgress.rawValue,
                    "NSMetadataQueryGatheringProgressNotification"
                ),
                (AVPlayer.rateDidChangeNotification.rawValue, "AVPlayerRateDidChangeNotification"),
                (AVPlayer.rateDidChangeReasonKey, "AVPlayerRateDidChangeReasonKey"),
                (AVPlayer.rateDidChangeOriginatingParticipantKey, "AVPlayerRateDidChangeOriginatingParticipantKey"),
                (Notification.Name.EAAccessoryDidConnect.rawValue, "EAAccessoryDidConnectNotification"),
                (Notification.Name.EAAccessoryDidDisconnect.rawValue, "EAAccessoryDidDisconnectNotification"),
                (EAAccessoryKey, "EAAccessoryKey"), (EAAccessorySelectedKey, "EAAccessorySelectedKey"),
            ]
            for (constant, string) in pairs {
                #expect(constant == string)
            }
            if #available(iOS 17.2, *) {
                #expect(
                    AVAudioSession.renderingModeChangeNotification.rawValue
                        == "AVAudioSessionRenderingModeChangeNotification")
                #expect(
                    AVAudioSessionRenderingModeNewRenderingModeKey == "AVAudioSessionRenderingModeNewRenderingModeKey")
            }
        }

        @Test("Swift's import of Apple's NS_ENUMs keeps unknown raw values, as the Linux stand-ins do")
        func importedEnumsKeepUnknownRawValues() {
            #expect(AVAudioSession.RouteChangeReason(rawValue: 99)?.rawValue == 99)
            #expect(AVAudioSession.InterruptionReason(rawValue: 99)?.rawValue == 99)
            #expect(AVCaptureSession.InterruptionReason(rawValue: 99)?.rawValue == 99)
        }
    #endif
}
