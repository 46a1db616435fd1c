import Foundation
import NotificationFixtures
import Testing

/// Catalog/FORMAT.md, read from the package.
private func formatDocument() throws -> String {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    return try String(contentsOf: root.appendingPathComponent("Catalog/FORMAT.md"), encoding: .utf8)
}

@Suite("Catalog/FORMAT.md documents every tag the reader knows")
struct FormatDocumentTests {
    /// The JSON block under "Every tag, loaded".
    static func example(in document: String) throws -> String {
        let section = try #require(document.range(of: "### Every tag, loaded"))
        let rest = document[section.upperBound...]
        let open = try #require(rest.range(of: "```json\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```"))
        return String(rest[open.upperBound..<close.lowerBound])
    }

    @Test("The example of every tag loads, and names each tag the reader knows")
    func exampleLoads() throws {
        let example = try Self.example(in: try formatDocument())
        let note = try NotificationFixture.notification(fromJSON: Data(example.utf8))
        #expect(note.name.rawValue == "FormatExample")
        #expect((note.userInfo?.count ?? 0) >= FixtureValue.tags.count - 1)
        for tag in FixtureValue.tags {
            #expect(example.contains("{\"\(tag)\":"), "FORMAT.md's example has no {\"\(tag)\": ...}")
        }
    }

    @Test("Each tag has a row in a table of FORMAT.md")
    func everyTagHasARow() throws {
        let rows = try formatDocument().split(separator: "\n").filter { $0.hasPrefix("| `") }
        for tag in FixtureValue.tags {
            let firstCells = rows.map { $0.split(separator: "|").first.map(String.init) ?? "" }
            #expect(firstCells.contains { $0.contains("`\(tag)`") }, "FORMAT.md has no table row for \(tag)")
        }
    }

    @Test("A UTF-8 byte order mark is skipped; a UUID with anything after its 36 characters is an error")
    func bomAndUUID() throws {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let note = try NotificationFixture.notification(
            fromJSON: Data(bom + Array(#"{"name": "N", "userInfo": {"k": {"Int": 1}}}"#.utf8)))
        #expect(note.userInfo?["k"] as? Int == 1)
        for text in [#"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\u0000garbage"#, "E621E1F8-C36C-495A-93FC-0C247A3E6E5FF"] {
            let json = #"{"name": "N", "userInfo": {"k": {"UUID": "\#(text)"}}}"#
            #expect(throws: NotificationFixtureError.self) {
                try NotificationFixture.notification(fromJSON: Data(json.utf8))
            }
        }
    }
}
