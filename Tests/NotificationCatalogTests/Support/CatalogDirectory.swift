import Foundation

/// The repository's `Catalog/` directory, found from this file's path (tests run from any working directory).
enum CatalogDirectory {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // NotificationCatalogTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository root
        .appendingPathComponent("Catalog", isDirectory: true)

    static let manifest = url.appendingPathComponent("manifest.json")
    static let readme = url.appendingPathComponent("README.md")
    static let fixtures = url.appendingPathComponent("Fixtures", isDirectory: true)

    static func fixture(member: String) -> URL {
        fixtures.appendingPathComponent("\(member).json")
    }
}
