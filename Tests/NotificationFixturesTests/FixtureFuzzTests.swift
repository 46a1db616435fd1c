import Foundation
import FuzzSupport
import NotificationCatalog
import NotificationCatalogData
import NotificationDescriptors
import NotificationFixtures
import Testing

/// Mangled fixture JSON (bytes flipped, dropped, duplicated, cut short) never crashes the loader: every input either
/// loads or fails with a `FixtureError`, and a loaded payload decodes or fails with a `NotificationDecodingError`.
@Suite("Fuzzing the fixture loader")
struct FixtureFuzzTests {
    @Test("Mangled fixture files and payloads load or fail cleanly")
    func mangledFixtures() async throws {
        let configuration = FuzzConfiguration.fromEnvironment(defaultCases: 20_000)
        print("fixture loader fuzz: \(configuration)")
        var random = SeededRandom(seed: configuration.seed)
        let originals = try CatalogFixtures.files().map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        // Each valid payload on its own too: that is what `notification-catalog decode` reads.
        let payloads = try originals.flatMap { data in
            try FixtureFile(parsing: data).cases.compactMap { try? $0.payload.get().jsonText }.map { Data($0.utf8) }
        }
        let inputs = originals + payloads
        let alphabet = Array(#"{}[]",:0123456789.-eE"\ntrufalsNSNumberIntDoubleStringDataNSValueCGRect"#.utf8)
        var loaded = 0
        var rejected = 0
        for index in 0..<configuration.cases {
            if index % 500 == 0 { await Task.yield() }
            var bytes = [UInt8](inputs[Int(random.next() % UInt64(inputs.count))])
            for _ in 0..<(1 + Int(random.next() % 4)) where !bytes.isEmpty {
                let at = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 5 {
                case 0: bytes[at] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                case 1: bytes.remove(at: at)
                case 2: bytes.insert(alphabet[Int(random.next() % UInt64(alphabet.count))], at: at)
                case 3: bytes.removeSubrange(at...)
                default: bytes[at] = UInt8(truncatingIfNeeded: random.next())
                }
            }
            let data = Data(bytes)
            if let file = try? FixtureFile(parsing: data) {
                loaded += 1
                let entry = NotificationCatalog.entry(named: file.notification)
                for fixture in file.cases {
                    guard let payload = try? fixture.payload.get(), let entry else { continue }
                    if let note = try? entry.notification(from: payload) {
                        do { _ = try entry.decodeFields(note) } catch {
                            #expect(error.name == entry.name, "\(configuration)")
                        }
                    }
                }
            } else {
                do {
                    let payload = try FixturePayload(parsing: data)
                    loaded += 1
                    _ = try? payload.notification(defaultName: Notification.Name("Fuzz"), objects: .foundation)
                } catch {
                    rejected += 1
                    #expect(!error.description.contains("\n"), "\(configuration)")
                }
            }
        }
        #expect(loaded > 0, "\(configuration)")
        #expect(rejected > 0, "\(configuration)")
    }
}
