internal import Foundation

/// The Apple catalog's part of `Catalog/README.md`: where it exists, where each constant's string comes from (the
/// evidence each entry declares with its name and keys, gathered through the manifest), and how its payloads (and the
/// keyboard's) map to the message types of Apple's 26 SDKs.
extension CatalogTable {
    /// One row of the evidence table: the SDK constant, its string, how it is known, and the source's number.
    struct EvidenceRow: Equatable {
        let constant: String
        let value: String
        let grade: String
        let source: Int?
    }

    /// Every SDK constant the Apple catalog writes out on Linux, gathered from the entries' evidence in catalog order
    /// (a constant several entries read, once).
    static func evidenceRows(_ manifest: CatalogManifest) -> [EvidenceRow] {
        var rows: [EvidenceRow] = []
        var seen: Set<String> = []
        func add(_ evidence: CatalogManifest.Evidence?, _ value: String) {
            guard let evidence, seen.insert(evidence.constant).inserted else { return }
            rows.append(
                EvidenceRow(
                    constant: evidence.constant, value: value, grade: evidence.grade, source: evidence.source))
        }
        for entry in manifest.entries {
            add(entry.nameEvidence, entry.name)
            for key in entry.userInfo { add(key.evidence, key.key) }
        }
        return rows
    }

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
    static func appleSection(_ manifest: CatalogManifest, sources: [CatalogSettings.EvidenceSource]) -> [String] {
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
        let evidenceRows = evidenceRows(manifest)
        for row in evidenceRows {
            lines.append(
                "| `\(row.constant)` | `\(row.value)` | \(row.grade) | \(row.source.map { "\($0)" } ?? "—") |")
        }
        let proven = evidenceRows.filter { $0.grade == "proven" }.count
        let plausible = evidenceRows.filter { $0.grade == "plausible" }.count
        lines += [
            "",
            "\"proven\": printed by Apple's runtime in a device log, or a literal in Apple's own framework code that "
                + "posts or reads the",
            "notification; \"plausible\": only reimplementations and third-party code spell it so (searched for;",
            "nothing contradicts it); \"unverified\": searched for, no source found (their "
                + "constants' names,",
            "like their siblings'). \(proven) of \(evidenceRows.count) proven, \(plausible) plausible, "
                + "\(evidenceRows.count - proven - plausible) unverified, none contradicted; the keyboard's 11 strings "
                + "(above) are proven by",
            "device logs too. The fixtures' sample values of UIKit's typed strings (`UICTContentSizeCategoryXL`, "
                + "proven by trait-collection",
            "dumps; `UIAccessibilityNotificationVoiceOverIdentifier`, plausible) are never compared by the catalog.",
            "",
        ]
        for (index, source) in sources.enumerated() {
            lines.append("\(index + 1). \(source.text)")
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
