import Foundation

/// The repository's `Catalog/Fixtures/` directory, found from this file's path (tests run from any working
/// directory): real fixture files to load and to mangle.
enum CatalogFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // NotificationFixturesTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository root
        .appendingPathComponent("Catalog/Fixtures", isDirectory: true)

    /// The paths of every fixture file, sorted.
    static func files() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0).path }
    }
}
