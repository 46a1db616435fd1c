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

    /// The catalog's modules, each a product, and the Apple framework each one alone imports.
    static let frameworkModules = [
        "NotificationCatalogUIKit": "UIKit", "NotificationCatalogCoreData": "CoreData",
        "NotificationCatalogAVFAudio": "AVFAudio", "NotificationCatalogAVFoundation": "AVFoundation",
        "NotificationCatalogExternalAccessory": "ExternalAccessory",
    ]
    static let catalogModules =
        ["NotificationCatalog", "NotificationCatalogFoundation"] + frameworkModules.keys.sorted()

    @Test("The catalog's products depend on NotificationDescriptors and each other only, never on the fixture codec")
    func catalogDoesNotDependOnFixtures() throws {
        let manifest = try Self.targetDependencies()
        for module in Self.catalogModules {
            #expect(manifest.products[module] == [module], "\(module) is not a product of its own")
            let linked = Self.closure(of: module, in: manifest.targets)
            #expect(!linked.contains("NotificationFixtures"), "\(module) links the fixture codec")
            #expect(!linked.contains("NotificationCatalogData"), "\(module) links the catalog tooling")
        }
        // The umbrella is every module.
        #expect(
            Set(manifest.targets["NotificationCatalog"] ?? [])
                == Set(Self.catalogModules.dropFirst() + ["NotificationDescriptors"]))
        // The tooling and the stand-ins are not products.
        #expect(!manifest.products.values.contains { $0.contains("NotificationCatalogData") })
        #expect(!manifest.products.values.contains { $0.contains("NotificationCatalogStandIns") })
        #expect(manifest.targets["NotificationCatalogData"]?.contains("NotificationFixtures") == true)
    }

    @Test("Importing the Foundation or the keyboard (UIKit) module links no other framework's module")
    func linkOnlyWhatYouUse() throws {
        let manifest = try Self.targetDependencies()
        for module in Self.catalogModules.dropFirst() {
            let linked = Self.closure(of: module, in: manifest.targets)
            let others = Set(Self.frameworkModules.keys).subtracting([module])
            #expect(linked.isDisjoint(with: others), "\(module) links \(linked.intersection(others).sorted())")
        }
    }

    /// The `.swift` files of `module`'s sources, with their text.
    static func sources(of module: String) throws -> [(file: String, text: String)] {
        let directory = root.appendingPathComponent("Sources/\(module)", isDirectory: true)
        let files = try #require(FileManager.default.enumerator(atPath: directory.path))
            .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        return try files.map { ($0, try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test("No catalog source imports the fixture codec or the tooling; each framework is imported by its module only")
    func catalogSourcesDoNotImportFixtures() throws {
        var fileCount = 0
        for module in Self.catalogModules {
            for (file, text) in try Self.sources(of: module) {
                fileCount += 1
                for line in text.split(separator: "\n") where line.contains("import ") && !line.contains("///") {
                    #expect(!line.contains("NotificationFixtures"), "\(module)/\(file): \(line)")
                    #expect(!line.contains("NotificationCatalogData"), "\(module)/\(file): \(line)")
                    for (owner, framework) in Self.frameworkModules where owner != module {
                        let imports = line.hasSuffix("import \(framework)")
                        // The umbrella re-exports the modules, not the frameworks themselves.
                        #expect(!imports, "\(module)/\(file) imports \(framework), which only \(owner) may: \(line)")
                    }
                }
            }
        }
        #expect(fileCount > 20)
        // Each framework module re-exports its framework on iOS, so its payloads' types are nameable.
        for (module, framework) in Self.frameworkModules {
            let exports = try Self.sources(of: module).first { $0.file == "Exports.swift" }?.text ?? ""
            #expect(exports.contains("@_exported public import \(framework)"), "\(module)")
        }
    }
}
