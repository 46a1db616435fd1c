import Foundation
import NotificationCatalog
import Testing

/// Issue 30 item 5: the counts the documentation writes out are the catalog's, checked here on Linux (where every
/// entry exists); a failure names the stale file.
@Suite struct CatalogCountsTests {
    /// The text of `path` (from the package root), comment markers and line breaks folded into single spaces.
    static func text(_ path: String) throws -> String {
        let url = CatalogDirectory.url.deletingLastPathComponent().appendingPathComponent(path)
        return try String(contentsOf: url, encoding: .utf8)
            .replacingOccurrences(of: "///", with: " ")
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func theDocumentedCountsAreTheCatalogs() throws {
        #if !canImport(Darwin)
            let linux = NotificationCatalog.entries.count
            let apple = NotificationCatalog.entries.filter { AppleCatalog.contains($0.member) }.count
            #expect(apple == AppleCatalog.members.count)
            let expectations: [(file: String, phrases: [String])] = [
                (
                    "Sources/NotificationCatalog/NotificationCatalog.swift",
                    [
                        "then \(apple) of Apple's system notifications",
                        "\(linux) on Linux. On iOS there are \(linux - 1)",
                    ]
                ),
                (
                    "Sources/NotificationCatalog/Documentation.docc/NotificationCatalog.md",
                    ["for \(apple) Apple system notifications", "has \(linux) entries on Linux, \(linux - 1) on iOS"]
                ),
                (
                    "README.md",
                    [
                        "and \(apple) Apple system notifications", "for \(apple) Apple system notifications",
                        "\(linux) on Linux, \(linux - 1) on iOS", "The \(apple) Apple entries",
                        "all \(linux) catalog descriptors",
                    ]
                ),
            ]
            for (file, phrases) in expectations {
                let text = try Self.text(file)
                for phrase in phrases {
                    #expect(text.contains(phrase), "\(file) is stale: it should say \"\(phrase)\"")
                }
            }
        #endif
    }
}
