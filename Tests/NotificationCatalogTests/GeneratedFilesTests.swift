import Foundation
import NotificationCatalogSpec
import Testing

/// Everything derived from `Catalog/Specs` is generated (`swift run notification-catalog-generate`) and checked in;
/// these tests fail, naming each stale file, when a committed copy differs from what the specs generate now.
@Suite struct GeneratedFilesTests {
    static let root = CatalogDirectory.url.deletingLastPathComponent()

    @Test("Every file generated from the specs is current")
    func everyGeneratedFileIsCurrent() throws {
        let stale = try CatalogGenerator(root: Self.root).staleFiles(under: Self.root)
        #expect(
            stale.isEmpty,
            "generated from Catalog/Specs, and stale: \(stale.joined(separator: ", ")); run \(CatalogTable.regenerateCommand)"
        )
    }

    @Test("A changed or missing generated file is named stale, and only it")
    func aChangedOrMissingFileIsNamed() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("GeneratedFilesTests-\(UUID())")
        defer { try? FileManager.default.removeItem(at: copy) }
        let generator = try CatalogGenerator(root: Self.root)
        let specs = copy.appendingPathComponent(CatalogSpecs.directory)
        try FileManager.default.createDirectory(
            at: specs.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent(CatalogSpecs.directory), to: specs)
        #expect(try generator.write(under: copy).count == generator.files().count)
        #expect(try generator.staleFiles(under: copy).isEmpty)

        let changed = try #require(generator.files().last).path
        try Data("// edited by hand\n".utf8).write(to: copy.appendingPathComponent(changed))
        try FileManager.default.removeItem(at: copy.appendingPathComponent("Catalog/README.md"))
        #expect(try generator.staleFiles(under: copy) == ["Catalog/README.md", changed])
        #expect(try generator.write(under: copy) == ["Catalog/README.md", changed])
        #expect(try generator.staleFiles(under: copy).isEmpty)

        // A generated file no spec generates any more (its entries are gone) is stale too, and removed.
        let orphan = "Sources/NotificationCatalogUIKit/Generated/GoneDescriptors.swift"
        try FileManager.default.createDirectory(
            at: copy.appendingPathComponent(orphan).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// DO NOT EDIT: generated from Catalog/Specs/Gone.json by notification-catalog-generate.\n".utf8)
            .write(to: copy.appendingPathComponent(orphan))
        #expect(try generator.staleFiles(under: copy) == [orphan])
        #expect(try generator.write(under: copy) == [orphan])
        #expect(!FileManager.default.fileExists(atPath: copy.appendingPathComponent(orphan).path))
    }

    @Test(
        "A misspelt spec field is refused, naming the file and the field",
        arguments: [
            ("\"useInstead\"", "\"useInsted\"", "Catalog/Specs/UIKit.json: entries[0].useInsted is not a spec field"),
            ("\"postedOnLinux\"", "\"postedOnLinx\"", "Catalog/Specs/UIKit.json: .entries[0] lacks \"postedOnLinux\""),
        ])
    func aMisspeltFieldIsRefused(field: String, misspelt: String, problem: String) throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("GeneratedFilesTests-\(UUID())")
        defer { try? FileManager.default.removeItem(at: copy) }
        let specs = copy.appendingPathComponent(CatalogSpecs.directory)
        try FileManager.default.createDirectory(
            at: specs.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent(CatalogSpecs.directory), to: specs)
        let file = specs.appendingPathComponent("UIKit.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        guard let first = text.range(of: field) else {
            Issue.record("UIKit.json has no \(field)")
            return
        }
        try text.replacingCharacters(in: first, with: misspelt).write(to: file, atomically: true, encoding: .utf8)
        #expect {
            _ = try CatalogGenerator(root: copy)
        } throws: { error in
            "\(error)".contains(problem)
        }
    }
}
