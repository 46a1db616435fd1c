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

    /// FORMAT.md's table of `table`: the lines from its header to the first line that is not a table row.
    static func table(_ table: FixtureKind.Table, in document: String) throws -> String {
        let lines = document.components(separatedBy: "\n")
        let starts = lines.indices.filter { lines[$0] == "| Tag | JSON after the tag | Loads as |" }
        try #require(starts.count == 2, "FORMAT.md should have two tables of tags, Values and Objects")
        let start = table == .values ? starts[0] : starts[1]
        let end = lines[start...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    @Test(
        "FORMAT.md's Values and Objects tables are the table of kinds (FixtureKind), row by row",
        arguments: [FixtureKind.Table.values, .objects])
    func tablesAreTheKinds(_ table: FixtureKind.Table) throws {
        let written = try Self.table(table, in: try formatDocument())
        let expected = FixtureKind.formatTable(table)
        #expect(
            written == expected,
            "Catalog/FORMAT.md's \(table) table is stale (FixtureKind declares the kinds); replace it with:\n\(expected)"
        )
    }

    @Test(
        "Each tag belongs to one kind; each kind's value in the example is written with one of its tags and has what its scaffold form reads"
    )
    func everyKindIsDeclaredOnce() throws {
        #expect(Set(FixtureKind.tags).count == FixtureKind.tags.count, "a tag belongs to two kinds")
        for kind in FixtureKind.allCases {
            for tag in kind.entry.tags { #expect(FixtureKind(tag: tag) == kind, "\(tag)") }
            #expect(!kind.entry.rows.isEmpty, "\(kind) has no row in FORMAT.md")
            #expect(kind.entry.rows.flatMap(\.tags).sorted() == kind.entry.tags.sorted(), "\(kind)'s rows and tags")
        }
        let example = try Self.example(in: try formatDocument())
        let payload = try FixturePayload(parsing: Data(example.utf8))
        var seen = Set<FixtureKind>()
        func visit(_ value: FixtureValue) throws {
            let kind = value.kind
            seen.insert(kind)
            #expect(kind.entry.tags.contains(value.tag), "\(value) is written with the tag of another kind")
            #expect(try FixtureValue(parsing: Data(value.jsonText.utf8)) == value, "\(value) does not read back")
            switch kind.entry.scaffold {
            case .heldTag: #expect(value.heldTag != nil, "\(kind) is scaffolded by its held tag, but holds none")
            case .elements: #expect(value.elements != nil, "\(kind) is scaffolded by its elements, but has none")
            case .record: #expect(value.members != nil, "\(kind) is scaffolded by its members, but has none")
            case .type, .unknown, .object: break
            }
            for element in value.elements ?? [] { try visit(element) }
            for member in value.members ?? [] { try visit(member.value) }
        }
        for entry in payload.userInfo ?? [] {
            try visit(entry.value)
            // Captured back from Foundation as the same kind: a new kind the capture does not know is flagged here.
            let rendered = try FixtureValue(rendering: entry.value.foundationValue(objects: .foundation))
            #expect(rendered.kind == entry.value.kind, "\(entry.value) captures back as \(rendered)")
        }
        let missing = FixtureKind.allCases.filter { !seen.contains($0) }
        #expect(missing.isEmpty, "FORMAT.md's example has no value of \(missing)")
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
