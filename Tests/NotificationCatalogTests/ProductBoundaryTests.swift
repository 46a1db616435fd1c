import Foundation
import TestSupport
import Testing

/// `import NotificationCatalog` gives the descriptors, their payload types and the entries a user lists, and links
/// nothing of the fixture codec or the catalog-as-data tooling (`CatalogTable`, `CatalogManifest`,
/// `CatalogFixtureCheck`, the payload fields), which live in `NotificationCatalogData`, a target that is not a product.
///
/// Read from the manifest as SwiftPM evaluates it (`swift package dump-package`, in a scratch directory of its own so
/// it never waits for the lock of the build running these tests), not from the text of `Package.swift`.
@Suite(
    "The NotificationCatalog product's boundary",
    .enabled(if: Toolchain.has("swift"), Comment(rawValue: Toolchain.missing("swift")))
)
struct ProductBoundaryTests {
    static let root = CatalogDirectory.url.deletingLastPathComponent()

    /// The evaluated manifest: target name → the names of the targets and products it depends on.
    static func targetDependencies() throws -> (targets: [String: [String]], products: [String: [String]]) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dump-package-\(UUID())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package",
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // A watchdog: a hung `swift package` is killed after five minutes, so the test fails instead of stalling CI.
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: Watchdog.deadline(300), execute: watchdog)
        defer { watchdog.cancel() }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "swift package dump-package failed")
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(manifest["targets"] as? [[String: Any]])
        var dependencies: [String: [String]] = [:]
        for target in targets {
            let name = try #require(target["name"] as? String)
            // Each dependency is {"byName": [name, condition]}, {"target": [name, condition]} or
            // {"product": [name, package, ...]}.
            let listed = (target["dependencies"] as? [[String: Any]]) ?? []
            dependencies[name] = listed.compactMap { ($0.values.first as? [Any])?.first as? String }
        }
        var products: [String: [String]] = [:]
        for product in (manifest["products"] as? [[String: Any]]) ?? [] {
            if let name = product["name"] as? String, let targets = product["targets"] as? [String] {
                products[name] = targets
            }
        }
        return (dependencies, products)
    }

    /// Every target `target` depends on, directly or not.
    static func closure(of target: String, in dependencies: [String: [String]]) -> Set<String> {
        var seen: Set<String> = []
        var pending = dependencies[target] ?? []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += dependencies[next] ?? []
        }
        return seen
    }

    @Test("NotificationCatalog depends on NotificationDescriptors only, never on the fixture codec or the tooling")
    func catalogDoesNotDependOnFixtures() throws {
        let manifest = try Self.targetDependencies()
        #expect(manifest.products["NotificationCatalog"] == ["NotificationCatalog"])
        #expect(manifest.targets["NotificationCatalog"] == ["NotificationDescriptors"])
        let linked = Self.closure(of: "NotificationCatalog", in: manifest.targets)
        #expect(!linked.contains("NotificationFixtures"), "NotificationCatalog links the fixture codec")
        #expect(!linked.contains("NotificationCatalogData"), "NotificationCatalog links the catalog tooling")
        // The tooling is not a product of its own either.
        #expect(!manifest.products.values.contains { $0.contains("NotificationCatalogData") })
        #expect(manifest.targets["NotificationCatalogData"]?.contains("NotificationFixtures") == true)
    }

    @Test("No source of NotificationCatalog imports the fixture codec or the tooling")
    func catalogSourcesDoNotImportFixtures() throws {
        let sources = Self.root.appendingPathComponent("Sources/NotificationCatalog", isDirectory: true)
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 10)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains("import ") {
                #expect(!line.contains("NotificationFixtures"), "\(file): \(line)")
                #expect(!line.contains("NotificationCatalogData"), "\(file): \(line)")
            }
        }
    }
}
