import Foundation
import NotificationCatalogTool
import NotificationFixtures
import Testing
import ToolTestSupport

/// capture -> scaffold --fixture -> load -> capture: what scaffold writes loads back as the capture it read.
@Suite("scaffold --fixture output loads back equal")
struct ScaffoldRoundTripTests {
    static func value(_ random: inout SystemRandomNumberGenerator, depth: Int) -> Any {
        switch Int.random(in: 0..<15, using: &random) {
        case 0: return Int.random(in: -100...100, using: &random)
        case 1: return Double.random(in: -1e6...1e6, using: &random)
        case 2: return Date(timeIntervalSince1970: Double.random(in: 1e9...2e9, using: &random))
        case 3: return NSDate(timeIntervalSinceReferenceDate: Double.random(in: 0...1e9, using: &random))
        case 4:
            return [Decimal.pi, .greatestFiniteMagnitude, NSDecimalNumber.maximum.decimalValue][Int.random(in: 0..<3)]
        case 5: return ["é", "e\u{301}", "plain"][Int.random(in: 0..<3)]
        case 6: return NSString(string: "ns")
        case 7: return UUID()
        case 8: return Set([[1, 2], [3]])
        case 9: return NSSet(array: [1, "a"])
        case 10: return POSIXError(.ENOENT)
        case 11 where depth < 2: return (0..<3).map { _ in value(&random, depth: depth + 1) }
        case 12 where depth < 2: return NSDictionary(dictionary: ["k": value(&random, depth: depth + 1)])
        case 13: return NSData(data: Data((0..<Int.random(in: 0...20, using: &random)).map { UInt8($0) }))
        default: return NSNumber(value: Int.random(in: 0...9))
        }
    }

    @Test(
        "Random captures: scaffold writes a fixture file whose every case loads back as the capture", arguments: 0..<10)
    func captureScaffoldLoad(round: Int) throws {
        var random = SystemRandomNumberGenerator()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-rt-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var userInfo: [AnyHashable: Any] = [:]
        for key in 0..<4 { userInfo["Key\(key)"] = Self.value(&random, depth: 0) }
        let note = Notification(name: Notification.Name("RoundTrip"), object: nil, userInfo: userInfo)
        let captured = try NotificationFixture.json(for: note)
        let input = directory.appendingPathComponent("capture.json")
        let output = directory.appendingPathComponent("fixture.json")
        try Data(captured.utf8).write(to: input)
        let io = CapturedIO()
        let status = NotificationCatalogCommand.run(["scaffold", input.path, "--fixture", output.path], io: io.io)
        #expect(status == .success, "\(io.errors)\n\(captured)")
        guard status == .success else { return }
        let fixtures = try NotificationFixture.load(contentsOf: output)
        #expect(fixtures.count == 1)
        for fixture in fixtures {
            #expect(try NotificationFixture.json(for: try fixture.notification()) == captured)
        }
    }
}

/// The kinds of the format, checked across its four places: FORMAT.md's example names every tag (FormatDocumentTests),
/// and here the reader, the writer and scaffold agree on each of them.
@Suite("Every tag: FORMAT.md's example, the reader, the writer and scaffold agree")
struct KindAgreementTests {
    static func example() throws -> String {
        let document = try String(
            contentsOf: ScaffoldInputs.repository.appendingPathComponent("Catalog/FORMAT.md"), encoding: .utf8)
        let section = try #require(document.range(of: "### Every tag, loaded"))
        let rest = document[section.upperBound...]
        let open = try #require(rest.range(of: "```json\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```"))
        return String(rest[open.upperBound..<close.lowerBound])
    }

    @Test("Each tag is written back as itself, and scaffold --fixture of the example writes a file that loads")
    func everyTag() throws {
        let example = try Self.example()
        let payload = try FixturePayload(parsing: Data(example.utf8))
        for entry in payload.userInfo ?? [] {
            // The writer's text of what the reader read parses back to the same text.
            let text = entry.value.jsonText
            #expect(try FixtureValue(parsing: Data(text.utf8)).jsonText == text)
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kinds-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("example.json")
        let output = directory.appendingPathComponent("fixture.json")
        try Data(example.utf8).write(to: input)
        let io = CapturedIO()
        let status = NotificationCatalogCommand.run(["scaffold", input.path, "--fixture", output.path], io: io.io)
        #expect(status == .success, "\(io.errors)")
        #expect(io.output.contains("struct"))
        let fixtures = try NotificationFixture.load(contentsOf: output)
        let loaded = try #require(fixtures.first).notification()
        #expect(loaded.userInfo?.count == payload.userInfo?.count)
    }
}
