import Foundation
import NotificationCatalog
import NotificationCatalogData
import NotificationCatalogSpec
import NotificationDescriptors

/// `list` and `show`: the catalog as aligned text or as JSON.
enum CatalogListing {
    static func list(json: Bool, io: ToolIO) throws(ToolError) {
        if json {
            io.print(try encode(NotificationCatalog.entries.map(Row.init)))
            return
        }
        let header = ["MEMBER", "RAW NAME", "PAYLOAD", "POSTED ON LINUX"]
        let rows = NotificationCatalog.entries.map { entry in
            ["." + entry.member, rawName(entry), entry.payloadType, entry.isPostedOnLinux ? "yes" : "no"]
        }
        for line in aligned([header] + rows) { io.print(line) }
    }

    /// The raw name on Linux, and iOS's where it differs: `kCFTimeZoneSystemTimeZoneDidChangeNotification (iOS:
    /// NSSystemTimeZoneDidChangeNotification)`.
    static func rawName(_ entry: CatalogEntry) -> String {
        entry.iOSName == entry.linuxName ? entry.linuxName : "\(entry.linuxName) (iOS: \(entry.iOSName))"
    }

    static func show(_ entry: CatalogEntry, json: Bool, io: ToolIO) throws(ToolError) {
        if json {
            io.print(try encode(Details(entry)))
            return
        }
        io.print(".\(entry.member): \(entry.summary)")
        io.print()
        let constant = entry.foundationConstant.map { "\($0), " } ?? ""
        io.print("Raw name:        \(entry.linuxName) (\(constant)declared in \(entry.declaredIn))")
        if entry.iOSName != entry.linuxName {
            io.print("On iOS:          \(entry.iOSName) (the same constant; Linux Foundation spells it as above)")
        }
        io.print("Payload:         \(entry.payloadType)\(entry.isPayloadSendable ? " (Sendable)" : "")")
        io.print("Object:          \(entry.objectType ?? "none read")")
        if entry.keys.isEmpty {
            io.print("userInfo keys:   none")
        } else {
            io.print("userInfo keys:")
            let rows = entry.keys.map { key in
                ["  " + key.name, key.valueType, key.isRequired ? "required" : "optional", key.summary]
            }
            for line in aligned(rows) { io.print(line) }
        }
        io.print("Posted on Linux: \(entry.isPostedOnLinux ? "yes" : "no"). \(entry.postedBy)")
        if let useInstead = entry.useInstead {
            io.print("Use instead:     \(useInstead)")
        }
        io.print()
        io.print("Observe it:")
        io.print()
        for line in snippet(for: entry).split(separator: "\n", omittingEmptySubsequences: false) {
            io.print("    " + line)
        }
    }

    /// A short Swift program that observes the entry through its catalog descriptor.
    static func snippet(for entry: CatalogEntry) -> String {
        let argument = entry.payloadType == "Void" ? "" : " payload in"
        let body = entry.payloadType == "Void" ? "print(\"\(entry.name.rawValue)\")" : "print(payload)"
        var lines = [
            "import Foundation",
            "import NotificationCatalog",
            "",
            "let token = NotificationCenter.default.observe(.\(entry.member)) {\(argument)",
            "    \(body)",
            "}",
        ]
        if entry.member.hasPrefix("fileHandle") {
            lines.append("RunLoop.main.run()  // FileHandle notifications arrive only while the main run loop runs")
        }
        return lines.joined(separator: "\n")
    }

    /// Pads every column but the last to the width of its widest cell.
    static func aligned(_ rows: [[String]]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
    }

    private static func encode<Value: Encodable>(_ value: Value) throws(ToolError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw ToolError(.failure, "cannot write JSON: \(error)")
        }
    }

    /// One `list --json` row, with the manifest's field names.
    struct Row: Encodable {
        var member: String
        var name: String
        /// Where iOS spells the name otherwise; left out where they are one.
        var iOSName: String?
        var payloadType: String
        var postedOnLinux: Bool

        init(_ entry: CatalogEntry) {
            member = entry.member
            name = entry.linuxName
            iOSName = entry.iOSName == entry.linuxName ? nil : entry.iOSName
            payloadType = entry.payloadType
            postedOnLinux = entry.isPostedOnLinux
        }
    }

    /// The `show --json` document: the entry as `Catalog/manifest.json` has it, plus the Swift snippet.
    struct Details: Encodable {
        var entry: CatalogManifest.Entry
        var snippet: String

        init(_ entry: CatalogEntry) {
            self.entry = CatalogManifest.Entry(compiled: entry)
            snippet = CatalogListing.snippet(for: entry)
        }

        private enum CodingKeys: String, CodingKey {
            case snippet
        }

        // One flat object: the manifest entry's fields, then the snippet beside them.
        func encode(to encoder: any Encoder) throws {
            try entry.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(snippet, forKey: .snippet)
        }
    }
}
