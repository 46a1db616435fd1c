import Foundation
import NotificationCatalogData
import Testing

@testable import NotificationCatalog

/// `Catalog/manifest.json` and `Catalog/README.md` are generated from the code; these tests fail when the committed
/// copies differ from what the generator writes now (run with `REGENERATE_CATALOG=1` to rewrite them).
@Suite struct GeneratedFilesTests {
    static let regenerate = ProcessInfo.processInfo.environment["REGENERATE_CATALOG"] == "1"

    @Test func manifestIsCurrent() throws {
        let generated = try CatalogManifest(entries: NotificationCatalog.entries).jsonText()
        if Self.regenerate {
            try generated.write(to: CatalogDirectory.manifest, atomically: true, encoding: .utf8)
            return
        }
        let committed = try String(contentsOf: CatalogDirectory.manifest, encoding: .utf8)
        #expect(
            committed == generated,
            "Catalog/manifest.json is out of date; run \(CatalogTable.regenerateCommand)"
        )
    }

    @Test func readmeIsCurrent() throws {
        // Generated from the manifest the code describes, so that it is current even while regenerating.
        let generated = CatalogTable.markdown(CatalogManifest(entries: NotificationCatalog.entries))
        if Self.regenerate {
            try generated.write(to: CatalogDirectory.readme, atomically: true, encoding: .utf8)
            return
        }
        let committed = try String(contentsOf: CatalogDirectory.readme, encoding: .utf8)
        #expect(committed == generated, "Catalog/README.md is out of date; run \(CatalogTable.regenerateCommand)")
        // The committed README is also what the committed manifest generates.
        let manifest = try CatalogManifest(json: Data(contentsOf: CatalogDirectory.manifest))
        #expect(CatalogTable.markdown(manifest) == committed)
    }
}
