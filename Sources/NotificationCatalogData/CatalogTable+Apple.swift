/// The Apple catalog's part of `Catalog/README.md`: where it exists, where each constant's string comes from, and how
/// its payloads (and the keyboard's) map to the message types of Apple's 26 SDKs.
extension CatalogTable {
    /// How one constant's string value is known.
    enum Evidence: String {
        /// Printed by Apple's framework on a device, or read out of Apple's binaries.
        case read = "read"
        /// Spelt the same in public code that works against Apple's framework (observers that compare names, readers
        /// of the literal key), but not printed by it.
        case used = "used"
        /// Only reimplementations spell it so (GNUstep, WinObjC, compatibility layers): assumed.
        case assumed = "assumed"
    }

    /// One row of the evidence table: the SDK constant, its string, how it is known, and the source.
    struct EvidenceRow {
        let constant: String
        let value: String
        let evidence: Evidence
        let source: String
    }

    /// The sources the evidence table cites, numbered.
    static let evidenceSources = [
        "Device logs in public iOS apps of an interruption's and a route change's `userInfo` printed with `NSLog` "
            + "(`AVAudioSessionInterruptionTypeKey = 1; AVAudioSessionInterruptionOptionKey = 1;`, "
            + "`AVAudioSessionInterruptionWasSuspendedKey = 1;`, `AVAudioSessionRouteChangePreviousRouteKey = "
            + "\"<AVAudioSessionRouteDescription: 0x...>\"; AVAudioSessionRouteChangeReasonKey = 2;`).",
        "A device log in a public iOS app of the whole notification: `NSConcreteNotification {name = "
            + "NSPersistentStoreRemoteChangeNotification; object = <NSPersistentStoreCoordinator>; userInfo = "
            + "{NSStoreUUID = ...; historyToken = \"<NSPersistentHistoryToken ...>\"; storeURL = \"file:///...\";}}`; "
            + "`NSStoreUUID = ...` also appears in the store metadata printed by Core Data's migration errors.",
        "Decompiled Core Data (`NSPersistentHistoryResult`: `CFSTR(\"inserted_objectIDs\")`, `updated_objectIDs`, "
            + "`deleted_objectIDs`), apps reading `userInfo[\"inserted_objectIDs\"]` from "
            + "`objectIDNotification()`, and a public constants file whose values were read from the iOS 18.0 arm64e "
            + "shared cache (\"inserted_objectIDs and its four siblings\").",
        "A public constants file whose values were read out of the iOS 18.0 arm64e shared cache with a symbol "
            + "reader (Core Data's iOS 14.0 names: `NSPersistentCloudKitContainerEventChangedNotification`, `event`).",
        "Observers in public iOS apps of Core Data's save that compare `[notification name] isEqualToString:"
            + "@\"NSManagingContextDidSaveChangesNotification\"`; a public Swift enum of Core Data's notification "
            + "names with `NSObjectsChangedInManagingContextNotification`, and its test.",
        "A public Core Data reimplementation (`NSInsertedObjectsKey = @\"inserted\"`, ..., `NSInvalidatedAllObjectsKey "
            + "= @\"invalidatedAll\"`) and a public test of \"the change keys are short lowercase words\".",
        "Public apps reading `notification.userInfo?[\"kMDQueryUpdateAddedItems\"] as? [NSMetadataItem]` from "
            + "`NSMetadataQuery` updates; Apple's Core Services documentation of `kMDQueryUpdateAddedItems`, "
            + "`...ChangedItems`, `...RemovedItems` as the keys of a query's update.",
        "A public backport's UIKit constants file whose values were read out of real dyld shared caches (iOS 7.0, "
            + "11.0) and the host's UIKit under Mac Catalyst.",
        "Reimplementations only (GNUstep, WinObjC, UIKit compatibility layers, test doubles), which may have chosen "
            + "the constant's name as its value.",
        "The shared-cache-read constants file of source 3 (\"the query generation key is newQueryGeneration\"); a "
            + "public Core Data reimplementation spells it `managedObjectContextQueryGeneration` instead, so the two "
            + "disagree and the iOS test decides.",
    ]

    /// Every constant the Apple catalog writes out on Linux.
    static let evidenceRows: [EvidenceRow] = {
        func row(_ constant: String, _ value: String, _ evidence: Evidence, _ source: Int) -> EvidenceRow {
            EvidenceRow(constant: constant, value: value, evidence: evidence, source: "\(source)")
        }
        var rows = [
            row("AVAudioSessionInterruptionNotification", "AVAudioSessionInterruptionNotification", .assumed, 9),
            row("AVAudioSessionRouteChangeNotification", "AVAudioSessionRouteChangeNotification", .assumed, 9),
            row(
                "AVAudioSessionSilenceSecondaryAudioHintNotification",
                "AVAudioSessionSilenceSecondaryAudioHintNotification", .assumed, 9),
            row("AVAudioSessionInterruptionTypeKey", "AVAudioSessionInterruptionTypeKey", .read, 1),
            row("AVAudioSessionInterruptionOptionKey", "AVAudioSessionInterruptionOptionKey", .read, 1),
            row("AVAudioSessionInterruptionReasonKey", "AVAudioSessionInterruptionReasonKey", .assumed, 9),
            row("AVAudioSessionInterruptionWasSuspendedKey", "AVAudioSessionInterruptionWasSuspendedKey", .read, 1),
            row("AVAudioSessionRouteChangeReasonKey", "AVAudioSessionRouteChangeReasonKey", .read, 1),
            row("AVAudioSessionRouteChangePreviousRouteKey", "AVAudioSessionRouteChangePreviousRouteKey", .read, 1),
            row(
                "AVAudioSessionSilenceSecondaryAudioHintTypeKey", "AVAudioSessionSilenceSecondaryAudioHintTypeKey",
                .assumed, 9),
            row(
                "NSManagedObjectContextObjectsDidChangeNotification", "NSObjectsChangedInManagingContextNotification",
                .used, 5),
            row("NSManagedObjectContextDidSaveNotification", "NSManagingContextDidSaveChangesNotification", .used, 5),
            row(
                "NSManagedObjectContextDidSaveObjectIDsNotification",
                "NSManagedObjectContextDidSaveObjectIDsNotification", .assumed, 9),
            row(
                "NSManagedObjectContextDidMergeChangesObjectIDsNotification",
                "NSManagedObjectContextDidMergeChangesObjectIDsNotification", .assumed, 9),
        ]
        for (constant, value) in [
            ("NSInsertedObjectsKey", "inserted"), ("NSUpdatedObjectsKey", "updated"),
            ("NSDeletedObjectsKey", "deleted"), ("NSRefreshedObjectsKey", "refreshed"),
            ("NSInvalidatedObjectsKey", "invalidated"), ("NSInvalidatedAllObjectsKey", "invalidatedAll"),
        ] {
            rows.append(row(constant, value, .assumed, 6))
        }
        rows.append(row("NSManagedObjectContextQueryGenerationKey", "newQueryGeneration", .read, 10))
        for (constant, value, evidence) in [
            ("NSInsertedObjectIDsKey", "inserted_objectIDs", Evidence.read),
            ("NSUpdatedObjectIDsKey", "updated_objectIDs", .read),
            ("NSDeletedObjectIDsKey", "deleted_objectIDs", .read),
            ("NSRefreshedObjectIDsKey", "refreshed_objectIDs", .read),
            ("NSInvalidatedObjectIDsKey", "invalidated_objectIDs", .read),
        ] {
            rows.append(row(constant, value, evidence, 3))
        }
        rows += [
            row("NSPersistentStoreRemoteChangeNotification", "NSPersistentStoreRemoteChangeNotification", .read, 2),
            row("NSStoreUUIDKey", "NSStoreUUID", .read, 2),
            row("NSPersistentStoreURLKey", "storeURL", .read, 2),
            row("NSPersistentHistoryTokenKey", "historyToken", .read, 2),
            row(
                "NSPersistentCloudKitContainerEventChangedNotification",
                "NSPersistentCloudKitContainerEventChangedNotification", .read, 4),
            row("NSPersistentCloudKitContainerEventUserInfoKey", "event", .read, 4),
            row(
                "NSUbiquitousKeyValueStoreDidChangeExternallyNotification",
                "NSUbiquitousKeyValueStoreDidChangeExternallyNotification", .assumed, 9),
            row("NSUbiquitousKeyValueStoreChangeReasonKey", "NSUbiquitousKeyValueStoreChangeReasonKey", .assumed, 9),
            row("NSUbiquitousKeyValueStoreChangedKeysKey", "NSUbiquitousKeyValueStoreChangedKeysKey", .assumed, 9),
            row("NSMetadataQueryDidUpdateNotification", "NSMetadataQueryDidUpdateNotification", .assumed, 9),
            row("NSMetadataQueryUpdateAddedItemsKey", "kMDQueryUpdateAddedItems", .used, 7),
            row("NSMetadataQueryUpdateChangedItemsKey", "kMDQueryUpdateChangedItems", .used, 7),
            row("NSMetadataQueryUpdateRemovedItemsKey", "kMDQueryUpdateRemovedItems", .used, 7),
            row("UIContentSizeCategoryDidChangeNotification", "UIContentSizeCategoryDidChangeNotification", .read, 8),
            row("UIContentSizeCategoryNewValueKey", "UIContentSizeCategoryNewValueKey", .read, 8),
            row("UIAccessibilityElementFocusedNotification", "UIAccessibilityElementFocusedNotification", .assumed, 9),
            row("UIAccessibilityFocusedElementKey", "UIAccessibilityFocusedElementKey", .assumed, 9),
            row("UIAccessibilityUnfocusedElementKey", "UIAccessibilityUnfocusedElementKey", .assumed, 9),
            row("UIAccessibilityAssistiveTechnologyKey", "UIAccessibilityAssistiveTechnologyKey", .assumed, 9),
            row(
                "UIAccessibilityAnnouncementDidFinishNotification", "UIAccessibilityAnnouncementDidFinishNotification",
                .assumed, 9),
            row("UIAccessibilityAnnouncementKeyStringValue", "UIAccessibilityAnnouncementKeyStringValue", .assumed, 9),
            row(
                "UIAccessibilityAnnouncementKeyWasSuccessful", "UIAccessibilityAnnouncementKeyWasSuccessful", .assumed,
                9),
            row("UIPasteboardChangedNotification", "UIPasteboardChangedNotification", .assumed, 9),
            row("UIPasteboardChangedTypesAddedKey", "UIPasteboardChangedTypesAddedKey", .assumed, 9),
            row("UIPasteboardChangedTypesRemovedKey", "UIPasteboardChangedTypesRemovedKey", .assumed, 9),
            row(
                "AVPlayerItemFailedToPlayToEndTimeNotification", "AVPlayerItemFailedToPlayToEndTimeNotification",
                .assumed, 9),
            row("AVPlayerItemFailedToPlayToEndTimeErrorKey", "AVPlayerItemFailedToPlayToEndTimeErrorKey", .assumed, 9),
            row("AVCaptureSessionRuntimeErrorNotification", "AVCaptureSessionRuntimeErrorNotification", .assumed, 9),
            row(
                "AVCaptureSessionWasInterruptedNotification", "AVCaptureSessionWasInterruptedNotification", .assumed, 9),
            row("AVCaptureSessionErrorKey", "AVCaptureSessionErrorKey", .assumed, 9),
            row("AVCaptureSessionInterruptionReasonKey", "AVCaptureSessionInterruptionReasonKey", .assumed, 9),
            row(
                "AVCaptureSessionInterruptionSystemPressureStateKey",
                "AVCaptureSessionInterruptionSystemPressureStateKey", .assumed, 9),
        ]
        return rows
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
                ("none (the object is not read)", "`screen: UIScreen`"),
            ]),
        MessageMapping(
            entries: "`.contentSizeCategoryDidChange` (`ContentSizeCategoryDidChange`)",
            message: "`UIContentSizeCategory.DidChangeMessage`",
            properties: [
                ("`newValue: UIContentSizeCategory`", "`contentSize: String` (its raw value)"),
                ("none (the object is not read)", "`screen: UIScreen`"),
            ]),
        MessageMapping(
            entries: "`.accessibilityElementFocused` (`AccessibilityElementFocused`)",
            message: "`UIAccessibility.ElementFocusedMessage`",
            properties: [
                ("`focusedElement: AnyObject?`", "`element: AnyObject?`"),
                ("`unfocusedElement: AnyObject?`", "none"),
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
            "  the SDK's raw values (`Sources/NotificationCatalog/Platform/LinuxStandIns.swift`), so the same "
                + "payload source is tested.",
            "- **macOS, tvOS, watchOS, visionOS**: left out (not type-checked here; AVAudioSession is unavailable on "
                + "macOS, UIPasteboard on tvOS).",
            "- The notification's `object` is typed (`AVAudioSession`, `NSManagedObjectContext`, ...) and optional: "
                + "the framework always",
            "  sends it, but the fixture format cannot make these classes. `observe(_:object:)` hears one object's "
                + "notifications.",
            "- Enumerations Apple extends (route change, interruption and capture reasons, key-value store reasons, "
                + "interruption options)",
            "  keep unknown raw values, as Swift's import of a C enum does; the two closed ones (interruption type, "
                + "silence hint type,",
            "  unchanged since iOS 6 and 8) make an unknown raw value a decoding error.",
            "",
            "### Where the strings come from",
            "",
            "On iOS the catalog uses the constants themselves; these strings are what it writes on Linux. "
                + "`AppleCatalogNameTests`",
            "compares every one with its constant on iOS (an iOS-only test), which is what checks the \"assumed\" ones.",
            "",
            "| Constant | String | Evidence | Source |",
            "|---|---|---|---|",
        ]
        for row in evidenceRows {
            let evidence = row.evidence == .assumed ? "**assumed**" : row.evidence.rawValue
            lines.append("| `\(row.constant)` | `\(row.value)` | \(evidence) | \(row.source) |")
        }
        lines += [
            "",
            "\"read\": printed by Apple's framework or read from its binary; \"used\": spelt so by public code that "
                + "works with Apple's",
            "framework; \"assumed\": only reimplementations spell it so. The fixtures' sample values of UIKit's "
                + "typed strings",
            "(`UICTContentSizeCategoryXL`, `UIAccessibilityNotificationVoiceOverIdentifier`) are assumed too; the "
                + "catalog never compares them.",
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
