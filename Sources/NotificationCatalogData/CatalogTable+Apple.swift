/// The Apple catalog's part of `Catalog/README.md`: where it exists, where each constant's string comes from, and how
/// its payloads (and the keyboard's) map to the message types of Apple's 26 SDKs.
extension CatalogTable {
    /// How one constant's string value is known (issue 30's audit of the iPhoneOS 17.4 SDK, Apple's documentation
    /// and Apple's framework code in public repositories).
    enum Evidence: String {
        /// Printed by Apple's runtime in a device log, or a literal in Apple's own (decompiled) framework code that
        /// posts or reads the notification.
        case proven = "proven"
        /// Only reimplementations and third-party code spell it so; searched for, nothing contradicts it, and no
        /// runtime print or Apple binary was found.
        case plausible = "plausible"
        /// Searched for (issue 30's new entries), no source found: the constant's name as its value, like its
        /// siblings, until a device log or Apple's code says otherwise. Only the iOS test can confirm it.
        case unverified = "unverified"
    }

    /// One row of the evidence table: the SDK constant, its string, how it is known, and the source.
    struct EvidenceRow {
        let constant: String
        let value: String
        let evidence: Evidence
        let source: String
    }

    /// The sources the evidence table cites, numbered; 1 to 4 and 8 prove, 5 to 7 make plausible.
    static let evidenceSources = [
        "Device logs in public iOS apps of AVAudioSession notifications printed with `NSLog` or `print`: an "
            + "interruption (`name = AVAudioSessionInterruptionNotification, object = <AVAudioSession>, userInfo = "
            + "[\"AVAudioSessionInterruptionTypeKey\": 1]`, `AVAudioSessionInterruptionOptionKey = 1;`, "
            + "`AVAudioSessionInterruptionWasSuspendedKey = 1;`), a route change "
            + "(`AVAudioSessionRouteChangePreviousRouteKey = \"<AVAudioSessionRouteDescription: 0x...>\"; "
            + "AVAudioSessionRouteChangeReasonKey = 2;`), and a device print of "
            + "`[\"AVAudioSessionInterruptionReasonKey\": 0, \"AVAudioSessionInterruptionTypeKey\": 1]` in the review "
            + "of jellyfin/Swiftfin pull request 2037.",
        "A device log in a public iOS app of the whole notification: `NSConcreteNotification {name = "
            + "NSPersistentStoreRemoteChangeNotification; object = <NSPersistentStoreCoordinator>; userInfo = "
            + "{NSStoreUUID = ...; historyToken = \"<NSPersistentHistoryToken ...>\"; storeURL = \"file:///...\";}}`.",
        "Decompiled Core Data in public repositories: `NSManagedObjectContext` posting its change, save, object-ID "
            + "save and merge notifications with `CFSTR(\"NSObjectsChangedInManagingContextNotification\")`, "
            + "`\"NSManagingContextDidSaveChangesNotification\"`, `\"NSManagedObjectContextDidSaveObjectIDsNotification\"`, "
            + "`\"NSManagedObjectContextDidMergeChangesObjectIDsNotification\"` and the keys `inserted`, `updated`, "
            + "`deleted`, `refreshed`, `newQueryGeneration` and `inserted_objectIDs` and its siblings; "
            + "`invalidatedAll` dictionaries and `NSFetchedResultsController` reading them; the store's remote change "
            + "post (`NSStoreUUID`, `storeURL` only when the store has a URL, `historyToken`); "
            + "`-[NSPersistentCloudKitContainer eventUpdated:]` posting "
            + "`NSPersistentCloudKitContainerEventChangedNotification` with `@{@\"event\": ...}`; its ubiquity code "
            + "building `@{@\"added\": ..., @\"removed\": ...}` and posting "
            + "`NSPersistentStoreCoordinatorStoresDidChangeNotification` (with that userInfo, or none).",
        "Decompiled UIKit in public repositories: `UIContentSizeCategoryPreference` posting "
            + "`UIContentSizeCategoryDidChangeNotification` with `UIContentSizeCategoryNewValueKey` (and the main "
            + "`UIScreen` as the object); `_UIConcretePasteboard` posting `UIPasteboardChangedNotification` with "
            + "`UIPasteboardChangedTypesAddedKey` and `UIPasteboardChangedTypesRemovedKey`.",
        "Qt Multimedia and an audio engine in public repositories observe the name by its literal "
            + "(`CFSTR(\"AVAudioSessionRouteChangeNotification\")` through `CFNotificationCenter`) against Apple's "
            + "framework; no runtime print found.",
        "Public apps reading `notification.userInfo?[\"kMDQueryUpdateAddedItems\"] as? [NSMetadataItem]` from "
            + "`NSMetadataQuery` updates, Hammerspoon reading `kMDQueryUpdateAddedItems` from its query callbacks, and "
            + "Apple's Core Services documentation of `kMDQueryUpdateAddedItems`, `...ChangedItems`, `...RemovedItems` as "
            + "the keys of a query's update; no runtime print found.",
        "Reimplementations (GNUstep, WinObjC, UIKit compatibility layers, test doubles) and third-party code that "
            + "uses the literal (a Unity iCloud plugin's field names, an app observing the metadata query's name by "
            + "string, clappr-ios reading `AVPlayerItemFailedToPlayToEndTimeErrorKey`); searched for, no runtime print "
            + "or Apple binary found. Core Data's `invalidated`: a reimplementation, next to decompiled "
            + "`NSFetchedResultsController` reading the sibling `invalidated_objectIDs`.",
        "Apple's framework code in public repositories (issue 30's new entries): decompiled AVFoundation's `AVPlayer` "
            + "posting `CFSTR(\"AVPlayerRateDidChangeNotification\")` with itself as the object and setting "
            + "`AVPlayerRateDidChangeReasonKey` (only in some cases) and `AVPlayerRateDidChangeOriginatingParticipantKey`; "
            + "decompiled ExternalAccessory's `EAAccessoryManager` posting `EAAccessoryDidConnectNotification` and "
            + "`EAAccessoryDidDisconnectNotification` with the manager as the object, `EAAccessoryKey`, and "
            + "`EAAccessorySelectedKey` set to `@YES` (not the `EAAccessory` its header names); decompiled Foundation's "
            + "`NSMetadataQuery` posting `NSMetadataQueryGatheringProgressNotification` with the Spotlight query's "
            + "userInfo; the string table of AVFAudio (`Session 0x%x posting AVAudioSessionRenderingModeChangeNotification`, "
            + "`AVAudioSessionRenderingModeNewRenderingModeKey`).",
    ]

    /// Every constant the Apple catalog writes out on Linux.
    static let evidenceRows: [EvidenceRow] = {
        func row(_ constant: String, _ value: String, _ evidence: Evidence, _ source: Int) -> EvidenceRow {
            EvidenceRow(constant: constant, value: value, evidence: evidence, source: source == 0 ? "—" : "\(source)")
        }
        /// A constant whose string is its own name.
        func same(_ constant: String, _ evidence: Evidence, _ source: Int) -> EvidenceRow {
            row(constant, constant, evidence, source)
        }
        return [
            same("AVAudioSessionInterruptionNotification", .proven, 1),
            same("AVAudioSessionRouteChangeNotification", .plausible, 5),
            same("AVAudioSessionSilenceSecondaryAudioHintNotification", .plausible, 7),
            same("AVAudioSessionInterruptionTypeKey", .proven, 1),
            same("AVAudioSessionInterruptionOptionKey", .proven, 1),
            same("AVAudioSessionInterruptionReasonKey", .proven, 1),
            same("AVAudioSessionInterruptionWasSuspendedKey", .proven, 1),
            same("AVAudioSessionRouteChangeReasonKey", .proven, 1),
            same("AVAudioSessionRouteChangePreviousRouteKey", .proven, 1),
            same("AVAudioSessionSilenceSecondaryAudioHintTypeKey", .plausible, 7),
            row(
                "NSManagedObjectContextObjectsDidChangeNotification", "NSObjectsChangedInManagingContextNotification",
                .proven, 3),
            row("NSManagedObjectContextDidSaveNotification", "NSManagingContextDidSaveChangesNotification", .proven, 3),
            same("NSManagedObjectContextDidSaveObjectIDsNotification", .proven, 3),
            same("NSManagedObjectContextDidMergeChangesObjectIDsNotification", .proven, 3),
            row("NSInsertedObjectsKey", "inserted", .proven, 3),
            row("NSUpdatedObjectsKey", "updated", .proven, 3),
            row("NSDeletedObjectsKey", "deleted", .proven, 3),
            row("NSRefreshedObjectsKey", "refreshed", .proven, 3),
            row("NSInvalidatedObjectsKey", "invalidated", .plausible, 7),
            row("NSInvalidatedAllObjectsKey", "invalidatedAll", .proven, 3),
            row("NSManagedObjectContextQueryGenerationKey", "newQueryGeneration", .proven, 3),
            row("NSInsertedObjectIDsKey", "inserted_objectIDs", .proven, 3),
            row("NSUpdatedObjectIDsKey", "updated_objectIDs", .proven, 3),
            row("NSDeletedObjectIDsKey", "deleted_objectIDs", .proven, 3),
            row("NSRefreshedObjectIDsKey", "refreshed_objectIDs", .proven, 3),
            row("NSInvalidatedObjectIDsKey", "invalidated_objectIDs", .proven, 3),
            same("NSPersistentStoreRemoteChangeNotification", .proven, 2),
            row("NSStoreUUIDKey", "NSStoreUUID", .proven, 2),
            row("NSPersistentStoreURLKey", "storeURL", .proven, 2),
            row("NSPersistentHistoryTokenKey", "historyToken", .proven, 2),
            same("NSPersistentCloudKitContainerEventChangedNotification", .proven, 3),
            row("NSPersistentCloudKitContainerEventUserInfoKey", "event", .proven, 3),
            same("NSUbiquitousKeyValueStoreDidChangeExternallyNotification", .plausible, 7),
            same("NSUbiquitousKeyValueStoreChangeReasonKey", .plausible, 7),
            same("NSUbiquitousKeyValueStoreChangedKeysKey", .plausible, 7),
            same("NSMetadataQueryDidUpdateNotification", .plausible, 7),
            row("NSMetadataQueryUpdateAddedItemsKey", "kMDQueryUpdateAddedItems", .plausible, 6),
            row("NSMetadataQueryUpdateChangedItemsKey", "kMDQueryUpdateChangedItems", .plausible, 6),
            row("NSMetadataQueryUpdateRemovedItemsKey", "kMDQueryUpdateRemovedItems", .plausible, 6),
            same("UIContentSizeCategoryDidChangeNotification", .proven, 4),
            same("UIContentSizeCategoryNewValueKey", .proven, 4),
            same("UIAccessibilityElementFocusedNotification", .plausible, 7),
            same("UIAccessibilityFocusedElementKey", .plausible, 7),
            same("UIAccessibilityUnfocusedElementKey", .plausible, 7),
            same("UIAccessibilityAssistiveTechnologyKey", .plausible, 7),
            same("UIAccessibilityAnnouncementDidFinishNotification", .plausible, 7),
            same("UIAccessibilityAnnouncementKeyStringValue", .plausible, 7),
            same("UIAccessibilityAnnouncementKeyWasSuccessful", .plausible, 7),
            same("UIPasteboardChangedNotification", .proven, 4),
            same("UIPasteboardChangedTypesAddedKey", .proven, 4),
            same("UIPasteboardChangedTypesRemovedKey", .proven, 4),
            same("AVPlayerItemFailedToPlayToEndTimeNotification", .plausible, 7),
            same("AVPlayerItemFailedToPlayToEndTimeErrorKey", .plausible, 7),
            same("AVCaptureSessionRuntimeErrorNotification", .plausible, 7),
            same("AVCaptureSessionWasInterruptedNotification", .plausible, 7),
            same("AVCaptureSessionErrorKey", .plausible, 7),
            same("AVCaptureSessionInterruptionReasonKey", .plausible, 7),
            same("AVCaptureSessionInterruptionSystemPressureStateKey", .plausible, 7),
            // Issue 30's new entries.
            same("AVAudioSessionRenderingModeChangeNotification", .proven, 8),
            same("AVAudioSessionRenderingModeNewRenderingModeKey", .proven, 8),
            same("NSPersistentStoreCoordinatorStoresDidChangeNotification", .proven, 3),
            row("NSAddedPersistentStoresKey", "added", .proven, 3),
            row("NSRemovedPersistentStoresKey", "removed", .proven, 3),
            row("NSUUIDChangedPersistentStoresKey", "UUIDChanged", .unverified, 0),
            same("NSMetadataQueryGatheringProgressNotification", .proven, 8),
            same("AVPlayerRateDidChangeNotification", .proven, 8),
            same("AVPlayerRateDidChangeReasonKey", .proven, 8),
            same("AVPlayerRateDidChangeOriginatingParticipantKey", .proven, 8),
            same("EAAccessoryDidConnectNotification", .proven, 8),
            same("EAAccessoryDidDisconnectNotification", .proven, 8),
            same("EAAccessoryKey", .proven, 8),
            same("EAAccessorySelectedKey", .proven, 8),
        ]
    }()

    /// One payload property and the property of Apple's 26 message type that holds the same thing.
    struct MessageMapping {
        let entries: String
        let message: String
        let properties: [(payload: String, message: String)]
    }

    /// The entries Apple also types in its 26 SDKs (`NotificationCenter.MainActorMessage`s in UIKit), property by
    /// property; from Apple's documentation of each message type.
    static let messageMappings = [
        MessageMapping(
            entries: "`.keyboardWillShow`, `.keyboardDidShow`, `.keyboardWillHide`, `.keyboardDidHide`, "
                + "`.keyboardWillChangeFrame`, `.keyboardDidChangeFrame` (`KeyboardPayload`)",
            message: "`UIResponder.KeyboardWillShowMessage`, `KeyboardDidShowMessage`, `KeyboardWillHideMessage`, "
                + "`KeyboardDidHideMessage`, `KeyboardWillChangeFrameMessage`, `KeyboardDidChangeFrameMessage`",
            properties: [
                ("`frameBegin: CGRect`", "`beginFrame: CGRect`"),
                ("`frameEnd: CGRect`", "`endFrame: CGRect`"),
                ("`animationDuration: TimeInterval`", "`animationDuration: TimeInterval`"),
                (
                    "`animationCurve: KeyboardAnimationCurve` (any raw value, 7 kept)",
                    "`animationCurve: UIView.AnimationCurve`"
                ),
                ("`isLocal: Bool?` (nil when the key is absent)", "`isLocal: Bool`"),
                ("`screen: UIScreen?` (the object; iOS and Linux)", "`screen: UIScreen`"),
            ]),
        MessageMapping(
            entries: "`.contentSizeCategoryDidChange` (`ContentSizeCategoryDidChange`)",
            message: "`UIContentSizeCategory.DidChangeMessage`",
            properties: [
                ("`newValue: UIContentSizeCategory`", "`contentSize: String` (its raw value)"),
                ("`screen: UIScreen?` (the object)", "`screen: UIScreen`"),
            ]),
        MessageMapping(
            entries: "`.accessibilityElementFocused` (`AccessibilityElementFocused`)",
            message: "`UIAccessibility.ElementFocusedMessage`",
            properties: [
                ("`OnPostingThread.focusedElement: AnyObject?` (`hasFocusedElement: Bool`)", "`element: AnyObject?`"),
                ("`OnPostingThread.unfocusedElement: AnyObject?` (`hasUnfocusedElement: Bool`)", "none"),
                ("`assistiveTechnology: UIAccessibility.AssistiveTechnologyIdentifier?`", "none"),
            ]),
        MessageMapping(
            entries: "`.accessibilityAnnouncementDidFinish` (`AccessibilityAnnouncementDidFinish`)",
            message: "`UIAccessibility.AnnouncementDidFinishMessage`",
            properties: [
                ("`announcement: String`", "`announcement: String`"),
                ("`wasSuccessful: Bool`", "`wasSuccessful: Bool`"),
            ]),
        MessageMapping(
            entries: "`.pasteboardChanged` (`PasteboardChanged`)", message: "`UIPasteboard.ChangedMessage`",
            properties: [
                ("`pasteboard: UIPasteboard?` (the object)", "none (the message's subject, given to the observer)"),
                ("`typesAdded: [String]` (empty when absent)", "`typesAdded: [String]`"),
                ("`typesRemoved: [String]` (empty when absent)", "`typesRemoved: [String]`"),
            ]),
    ]

    /// The Apple catalog's section of `Catalog/README.md`.
    static var appleSection: [String] {
        var lines = [
            "## The Apple catalog",
            "",
            "AVFAudio's audio session, Core Data's context, store and CloudKit notifications, Foundation's iCloud "
                + "key-value store",
            "and metadata query, UIKit's content size, accessibility and pasteboard, and AVFoundation's player item "
                + "and capture session",
            "(the entries declared by AVFAudio, CoreData, AVFoundation, and the Apple-only Foundation and UIKit ones "
                + "above).",
            "",
            "- **iOS** (and Mac Catalyst): names, keys and types are the SDK's own constants and classes; "
                + "`apple-typecheck` checks them",
            "  at the package's floor, iOS 16.",
            "- **Linux**: the names and keys are the constants' strings (below), and the Apple types are stand-ins "
                + "with Apple's names and",
            "  the SDK's raw values (`Sources/NotificationCatalogStandIns`, not a product), so the same "
                + "payload source is tested.",
            "- **macOS, tvOS, watchOS, visionOS**: left out (not type-checked here; AVAudioSession is unavailable on "
                + "macOS, UIPasteboard on tvOS).",
            "- Every payload is `Sendable` and works with every API. The Apple objects that are not `Sendable` "
                + "(managed objects,",
            "  contexts, the audio session, route descriptions, metadata results, accessibility elements, tokens, "
                + "player items, capture",
            "  sessions) come with `.<member>OnPostingThread` (column \"With the objects\" in the entries' sections): "
                + "for `observe` only,",
            "  synchronously on the posting thread. The `object` is typed as the framework posts it and optional "
                + "(the fixture format",
            "  cannot make these classes); `observe(_:object:)` hears one object's notifications.",
            "- Enumerations Apple extends (route change, interruption and capture reasons, key-value store reasons, "
                + "interruption options)",
            "  keep unknown raw values, as Swift's import of a C enum does; for the interruption type and the silence "
                + "hint type (open",
            "  `NS_ENUM`s unchanged since iOS 6 and 8) an unknown raw value is a decoding error: the catalog's "
                + "policy, not the SDK's.",
            "",
            "### Where the strings come from",
            "",
            "On iOS the catalog uses the constants themselves; these strings are what it writes on Linux. "
                + "`AppleCatalogNameTests`",
            "compares every one with its constant when it runs on iOS (it is type-checked for iOS here; no run on "
                + "a device is recorded).",
            "",
            "| Constant | String | Evidence | Source |",
            "|---|---|---|---|",
        ]
        for row in evidenceRows {
            lines.append("| `\(row.constant)` | `\(row.value)` | \(row.evidence.rawValue) | \(row.source) |")
        }
        let proven = evidenceRows.filter { $0.evidence == .proven }.count
        let plausible = evidenceRows.filter { $0.evidence == .plausible }.count
        lines += [
            "",
            "\"proven\": printed by Apple's runtime in a device log, or a literal in Apple's own framework code that "
                + "posts or reads the",
            "notification; \"plausible\": only reimplementations and third-party code spell it so (searched for in "
                + "issue 30's audit;",
            "nothing contradicts it); \"unverified\": searched for, no source found (issue 30's new entries; their "
                + "constants' names,",
            "like their siblings'). \(proven) of \(evidenceRows.count) proven, \(plausible) plausible, "
                + "\(evidenceRows.count - proven - plausible) unverified, none contradicted; the keyboard's 11 strings "
                + "(above) are proven by",
            "device logs too. The fixtures' sample values of UIKit's typed strings (`UICTContentSizeCategoryXL`, "
                + "proven by trait-collection",
            "dumps; `UIAccessibilityNotificationVoiceOverIdentifier`, plausible) are never compared by the catalog.",
            "",
        ]
        for (index, source) in evidenceSources.enumerated() {
            lines.append("\(index + 1). \(source)")
        }
        lines += [
            "",
            "### Apple's 26 message types",
            "",
            "Apple's 26 SDKs type these notifications as `NotificationCenter.MainActorMessage`s (iOS 26 and later "
                + "only). Property by property:",
        ]
        for mapping in messageMappings {
            lines += [
                "", "\(mapping.entries) and \(mapping.message):", "", "| Payload | Message |", "|---|---|",
            ]
            for property in mapping.properties {
                lines.append("| \(property.payload) | \(property.message) |")
            }
        }
        lines.append("")
        return lines
    }
}
