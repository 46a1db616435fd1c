import Foundation
import NotificationCatalog
import Testing

/// Issue 30 item 5: each catalog entry is declared once, in its file (`extension CatalogEntry { package static let
/// member = ... }` beside its descriptors, payload, keys and evidence). Swift has no registry that gathers
/// declarations, so `NotificationCatalog.entries` lists them; these tests read the sources and fail, naming the stale
/// file, when the list and the declarations part.
@Suite struct CatalogEntryDeclarationTests {
    static let root = CatalogDirectory.url.deletingLastPathComponent()

    /// The members declared as `package static let` in an `extension CatalogEntry` of the catalog's modules, with the
    /// file (relative to `Sources/`) that declares each.
    static func declaredEntries() throws -> [(member: String, file: String)] {
        let sources = root.appendingPathComponent("Sources")
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .filter { $0.hasPrefix("NotificationCatalog") }
        var declared: [(member: String, file: String)] = []
        for module in modules.sorted() {
            let directory = sources.appendingPathComponent(module)
            guard let files = FileManager.default.enumerator(atPath: directory.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                for member in members(declaredIn: text) {
                    declared.append((member, "\(module)/\(file)"))
                }
            }
        }
        return declared
    }

    /// The `package static let` members at the top level of each `extension CatalogEntry { ... }` in `text`.
    static func members(declaredIn text: String) -> [String] {
        var members: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "extension CatalogEntry {") {
            var depth = 1
            var index = start.upperBound
            var line = ""
            while index < rest.endIndex, depth > 0 {
                let character = rest[index]
                if character == "{" { depth += 1 }
                if character == "}" { depth -= 1 }
                if character == "\n" {
                    let words = line.split(separator: " ")
                    if depth == 1, words.starts(with: ["package", "static", "let"]), words.count > 3 {
                        members.append(String(words[3].prefix { $0.isLetter || $0.isNumber }))
                    }
                    line = ""
                } else {
                    line.append(character)
                }
                index = rest.index(after: index)
            }
            rest = rest[index...]
        }
        return members
    }

    @Test func everyDeclaredEntryIsListedAndEveryListedOneDeclared() throws {
        #if !canImport(Darwin)  // every entry exists on Linux
            let declared = try Self.declaredEntries()
            #expect(declared.count > 40)
            let listed = NotificationCatalog.entries.map(\.member)
            for (member, file) in declared where !listed.contains(member) {
                Issue.record(
                    "Sources/NotificationCatalog/NotificationCatalog.swift is stale: it lacks .\(member) (\(file))")
            }
            for member in listed where !declared.contains(where: { $0.member == member }) {
                Issue.record("NotificationCatalog.entries has .\(member), which no catalog file declares")
            }
            #expect(Set(listed).count == listed.count, "an entry is listed twice")
        #endif
    }

    @Test func everyEntryNamesTheFileThatDeclaresItAndItsDescriptors() throws {
        for entry in NotificationCatalog.entries {
            let file = Self.root.appendingPathComponent("Sources/\(entry.sourceFile)")
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(Self.members(declaredIn: text).contains(entry.member), "\(entry.sourceFile): .\(entry.member)")
            #expect(text.contains("static var \(entry.member): Self"), "\(entry.sourceFile): .\(entry.member)")
            if let postingThread = entry.postingThreadMember {
                #expect(text.contains("static var \(postingThread): Self"), "\(entry.sourceFile): .\(postingThread)")
            }
        }
    }
}
