import Foundation
import NotificationCatalog
import Testing

@testable import NotificationCatalogData
@testable import NotificationCatalogSpec

/// Every Apple catalog entry declares, in its own file, the SDK constant of its name and of
/// each key and how its string is known; `Catalog/README.md`'s evidence table is gathered from those declarations,
/// one row per string the Apple catalog writes on Linux, each graded ("proven" or "plausible", with a source, or
/// "unverified"); nothing is left "assumed".
@Suite struct EvidenceTableTests {
    @Test func everyAppleEntryDeclaresTheEvidenceForItsStrings() {
        for entry in NotificationCatalog.entries {
            let isApple = AppleCatalog.contains(entry.member)
            let stale = Comment(rawValue: "\(entry.sourceFile), .\(entry.member)")
            #expect((entry.nameEvidence != nil) == isApple, stale)
            for key in entry.keys {
                #expect((key.evidence != nil) == isApple, "\(stale): key \(key.name)")
            }
        }
    }

    @Test func aConstantHasOneStringAndOneGrade() {
        var seen: [String: (value: String, evidence: CatalogEvidence, file: String)] = [:]
        var constants: [String: String] = [:]
        for entry in NotificationCatalog.entries {
            let strings = [(entry.nameEvidence, entry.name.rawValue)] + entry.keys.map { ($0.evidence, $0.name) }
            for case let (evidence?, value) in strings {
                if let earlier = seen[evidence.constant] {
                    #expect(
                        earlier.value == value && earlier.evidence == evidence,
                        "\(entry.sourceFile) and \(earlier.file) disagree on \(evidence.constant)")
                }
                seen[evidence.constant] = (value, evidence, entry.sourceFile)
                if let other = constants[value], other != evidence.constant {
                    Issue.record(
                        "\(entry.sourceFile): \(value) is the string of both \(other) and \(evidence.constant)")
                }
                constants[value] = evidence.constant
            }
        }
        let rows = CatalogTable.evidenceRows(CatalogManifest(compiled: NotificationCatalog.entries))
        #expect(rows.count == seen.count)
        #expect(Set(rows.map(\.value)) == Set(seen.values.map(\.value)))
    }

    @Test func everyGradeCitesASourceThatSaysSo() throws {
        for entry in NotificationCatalog.entries {
            for case let evidence? in [entry.nameEvidence] + entry.keys.map(\.evidence) {
                let context = Comment(rawValue: "\(entry.sourceFile): \(evidence.constant)")
                switch evidence.grade {
                case .unverified: #expect(evidence.source == nil, context)  // searched for, no source found
                case .proven: #expect(evidence.source?.proves == true, context)
                case .plausible: #expect(evidence.source?.proves == false, context)
                }
            }
        }
        let root = CatalogDirectory.url.deletingLastPathComponent()
        let sources = try CatalogSpecs(root: root).settings.evidenceSources
        // The compiled evidence names Catalog.json's sources, in its numbering and with its verdicts.
        #expect(CatalogEvidence.Source.allCases.map { "\($0)" } == sources.map(\.id))
        #expect(CatalogEvidence.Source.allCases.map(\.proves) == sources.map(\.proves))
        #expect(CatalogEvidence.Source.allCases.map(\.rawValue) == Array(1...sources.count))
        let table = CatalogTable.markdown(CatalogManifest(compiled: NotificationCatalog.entries), sources: sources)
        #expect(!table.contains("assumed"))
        for (index, source) in sources.enumerated() {
            #expect(table.contains("\n\(index + 1). \(source.text)\n"))
        }
    }
}
