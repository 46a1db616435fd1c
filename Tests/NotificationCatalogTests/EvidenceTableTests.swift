import Foundation
import NotificationCatalog
import Testing

@testable import NotificationCatalogData

/// Issue 30 item 7: `Catalog/README.md`'s evidence table has one row per string the Apple catalog writes on Linux,
/// and every row is graded ("proven" or "plausible", with a source); nothing is left "assumed".
@Suite struct EvidenceTableTests {
    @Test func everyStringTheAppleCatalogWritesHasARow() {
        guard AppleCatalog.isPresent else { return }
        let apple = NotificationCatalog.entries.filter { AppleCatalog.contains($0.member) }
        let written = Set(apple.flatMap { [$0.name.rawValue] + $0.userInfoKeys })
        let rows = CatalogTable.evidenceRows.map(\.value)
        #expect(
            Set(rows) == written, "Sources/NotificationCatalogData/CatalogTable+Apple.swift's evidence rows are stale")
        #expect(rows.count == Set(rows).count, "a string has two rows")
    }

    @Test func everyRowCitesASourceThatExists() {
        for row in CatalogTable.evidenceRows {
            guard row.evidence != .unverified else {
                #expect(row.source == "—", "\(row.constant)")  // searched for, no source found
                continue
            }
            let source = Int(row.source)
            #expect(source.map { (1...CatalogTable.evidenceSources.count).contains($0) } == true, "\(row.constant)")
            // Sources 1 to 4 and 8 prove (device logs, Apple's framework code); 5 to 7 only make plausible.
            #expect((row.evidence == .proven) == [1, 2, 3, 4, 8].contains(source ?? 0), "\(row.constant)")
        }
        #expect(!CatalogTable.markdown(CatalogManifest(entries: NotificationCatalog.entries)).contains("assumed"))
    }
}
