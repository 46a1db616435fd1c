internal import Foundation

/// Writes `Catalog/README.md` from the manifest: a preamble, the Linux table, and one section per descriptor.
package enum CatalogTable {
    /// The command that rewrites every generated file from the specs.
    package static let regenerateCommand = "swift run notification-catalog-generate"

    /// The whole of `Catalog/README.md` for `manifest`, citing `sources` in its evidence section.
    package static func markdown(_ manifest: CatalogManifest, sources: [CatalogSettings.EvidenceSource]) -> String {
        var lines: [String] = [
            "<!-- DO NOT EDIT: generated from Catalog/Specs/*.json by notification-catalog-generate.",
            "     Regenerate: \(regenerateCommand) -->",
            "",
            "# Notification catalog",
            "",
            "Every notification name Foundation declares on Linux (Swift 6.3), UIKit's six keyboard notifications, "
                + "and 18 Apple",
            "system notifications whose `userInfo` iOS developers parse by hand ([the Apple catalog](#the-apple-"
                + "catalog)),",
            "as typed descriptors in the `NotificationCatalog` library: `center.observe(.fileHandleReadCompletion) { "
                + "completion in ... }`.",
            "",
            "- **Posted on Linux** is proven by the live tests in `Tests/NotificationCatalogTests/LiveFoundationTests."
                + "swift`:",
            "  they make Foundation post each \"yes\" notification and decode it, and for each \"no\" do what posts it on",
            "  Apple platforms and show that nothing arrives. The keyboard and Apple catalog entries are \"no\" because "
                + "Linux has no UIKit,",
            "  AVFoundation or Core Data at all.",
            "- `manifest.json` holds the same data, machine-readable; a test fails when it and `NotificationCatalog."
                + "entries` disagree.",
            "- `Fixtures/<member>.json` holds, for every descriptor, valid and malformed legacy payloads and what "
                + "decoding",
            "  them gives (the fields, or the exact error); a test checks every one. The JSON format is in "
                + "[FORMAT.md](FORMAT.md).",
            "- This file and `manifest.json` are generated from the specs ([Specs/README.md](Specs/README.md)). After "
                + "changing a spec,",
            "  regenerate them with `\(regenerateCommand)`; `swift test` fails while a generated file is stale.",
            "",
            "| Descriptor | Raw name | Payload | Object | userInfo | Posted on Linux | On Linux use instead |",
            "|---|---|---|---|---|---|---|",
        ]
        let posted = manifest.entries.filter(\.postedOnLinux).count
        for entry in manifest.entries {
            let keys = entry.userInfo.isEmpty ? "" : entry.userInfo.map(keyCell).joined(separator: "<br>")
            let row = [
                "`.\(entry.member)`",
                "`\(entry.name)`" + (entry.iOSName.map { "<br>iOS: `\($0)`" } ?? ""),
                "`\(entry.payloadType)`" + (entry.payloadIsSendable ? "" : " (not Sendable)"),
                entry.objectType.map { "`\($0)`" } ?? "",
                keys,
                entry.postedOnLinux ? "yes" : "**no**",
                entry.useInstead ?? "",
            ]
            lines.append("| " + row.map(cell).joined(separator: " | ") + " |")
        }
        lines += [
            "",
            "\(manifest.entries.count) descriptors; \(posted) posted by Foundation on Linux.",
            "",
        ]
        lines += appleSection(manifest, sources: sources)
        lines += [
            "## Descriptors"
        ]
        for entry in manifest.entries {
            lines += ["", "### `.\(entry.member)`", "", entry.summary, ""]
            lines.append(
                "- Raw name: `\(entry.name)`" + (entry.iOSName.map { " on Linux, `\($0)` on iOS" } ?? ""))
            lines.append(
                "- Declared by: \(entry.declaredIn)"
                    + (entry.foundationConstant.map { ", as `\($0)`" } ?? " (no Foundation constant)")
            )
            lines.append(
                "- Payload: `\(entry.payloadType)`" + (entry.payloadIsSendable ? " (Sendable)" : " (not Sendable)")
            )
            if let postingThread = entry.postingThreadMember {
                lines.append(
                    "- With the objects that are not Sendable: `.\(postingThread)` (`\(entry.payloadType).OnPostingThread`, "
                        + "for `observe` only, on the posting thread)")
            }
            lines.append("- Object: " + (entry.objectType.map { "`\($0)`" } ?? "none"))
            lines.append("- Platforms: " + entry.platforms.joined(separator: ", "))
            if entry.userInfo.isEmpty {
                lines.append("- userInfo: none")
            } else {
                lines.append("- userInfo:")
                for key in entry.userInfo {
                    lines.append(
                        "  - `\(key.key)`: \(key.valueType), \(key.required ? "required" : "optional"). \(key.summary)"
                    )
                }
            }
            lines.append("- Posted on Linux: " + (entry.postedOnLinux ? "yes. " : "**no**. ") + entry.postedBy)
            if let useInstead = entry.useInstead {
                lines.append("- On Linux use instead: \(useInstead)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func keyCell(_ key: CatalogManifest.Key) -> String {
        "`\(key.key)`: \(key.valueType)" + (key.required ? "" : " (optional)")
    }

    /// Escapes what would break a table cell.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
