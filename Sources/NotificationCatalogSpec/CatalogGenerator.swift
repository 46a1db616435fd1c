package import Foundation

/// Everything generated from the specs: each file's path (relative to the package root) and contents.
///
/// `Sendable`: values only.
package struct CatalogGenerator: Sendable {
    /// One generated file.
    package struct File: Equatable, Sendable {
        /// Relative to the package root, e.g. `Catalog/manifest.json`.
        package var path: String
        package var contents: String
    }

    /// The specs it generates from.
    package let specs: CatalogSpecs
    /// The hand-written files with count regions, as read under the root, by path.
    private let prose: [String: String]
    /// The classes the hand-written Linux stand-ins declare.
    private let handWrittenStandIns: Set<String>

    /// The generator of the specs under `root`, the package root.
    package init(root: URL) throws(CatalogSpecError) {
        specs = try CatalogSpecs(root: root)
        var prose: [String: String] = [:]
        for path in CountRegions.paths {
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
                continue
            }
            prose[path] = text
        }
        self.prose = prose
        let standIns = try? String(
            contentsOf: root.appendingPathComponent(StandInSwift.handWrittenPath), encoding: .utf8)
        handWrittenStandIns = StandInSwift.declared(in: standIns ?? "")
    }

    /// Every generated file, in a stable order.
    package func files() throws -> [File] {
        let manifest = CatalogManifest(specs: specs)
        var files = [
            File(path: "Catalog/manifest.json", contents: try manifest.jsonText()),
            File(
                path: "Catalog/README.md",
                contents: CatalogTable.markdown(manifest, sources: specs.settings.evidenceSources)),
            File(path: "\(EntrySwift.directory)/CatalogEntries.swift", contents: EntrySwift.listFile(specs)),
            File(path: TableSwift.publishersPath, contents: TableSwift.publishersFile(specs)),
            File(path: TableSwift.verdictsPath, contents: TableSwift.verdictsFile(specs)),
            File(path: TableSwift.voidEntriesPath, contents: TableSwift.voidEntriesFile(specs)),
            File(path: TableSwift.objectEntriesPath, contents: TableSwift.objectEntriesFile(specs)),
        ]
        for path in CountRegions.paths {
            guard let text = prose[path] else { continue }
            files.append(File(path: path, contents: try CountRegions.rewrite(text, path: path, specs: specs)))
        }
        for spec in specs.specs where DescriptorSwift.hasGenerated(spec) {
            files.append(File(path: DescriptorSwift.path(spec), contents: DescriptorSwift.file(spec)))
        }
        for spec in specs.specs {
            let classes = StandInSwift.classes(spec, handWritten: handWrittenStandIns)
            if !classes.isEmpty {
                files.append(File(path: StandInSwift.path(spec), contents: StandInSwift.file(spec, classes: classes)))
            }
        }
        for spec in specs.specs {
            files.append(
                File(
                    path: "\(EntrySwift.directory)/\(spec.framework)Entries.swift",
                    contents: EntrySwift.entriesFile(spec, specs: specs)))
        }
        return files
    }

    /// The generated files whose copy under `root` is missing or differs from what the specs generate now, then the
    /// orphans: files under `root` that say they are generated from the specs but no spec generates any more.
    package func staleFiles(under root: URL) throws -> [String] {
        let stale = try files().filter { file in
            let url = root.appendingPathComponent(file.path)
            guard let data = try? Data(contentsOf: url) else { return true }
            return data != Data(file.contents.utf8)
        }.map(\.path)
        return try stale + orphans(under: root)
    }

    /// Writes every file that differs under `root` and removes the orphans; returns the paths written or removed.
    package func write(under root: URL) throws -> [String] {
        var written: [String] = []
        for file in try files() {
            let url = root.appendingPathComponent(file.path)
            if (try? Data(contentsOf: url)) == Data(file.contents.utf8) { continue }
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: url, options: .atomic)
            written.append(file.path)
        }
        for orphan in try orphans(under: root) {
            try FileManager.default.removeItem(at: root.appendingPathComponent(orphan))
            written.append(orphan)
        }
        return written
    }

    /// The first line of every Swift file the generator writes, up to the spec's path.
    static let generatedMarker = "// DO NOT EDIT: generated from \(CatalogSpecs.directory)/"

    /// The Swift files in a `Generated` directory of a target under `root` that start with the generator's marker
    /// but are not among ``files()``: left over from an entry or a framework that is gone.
    func orphans(under root: URL) throws -> [String] {
        let generated = Set(try files().map(\.path))
        var orphans: [String] = []
        let manager = FileManager.default
        for top in ["Sources", "Tests"] {
            let targets = (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent(top).path)) ?? []
            for target in targets.sorted() {
                let directory = "\(top)/\(target)/Generated"
                let names =
                    (try? manager.contentsOfDirectory(atPath: root.appendingPathComponent(directory).path)) ?? []
                for name in names.sorted() where name.hasSuffix(".swift") {
                    let path = "\(directory)/\(name)"
                    guard !generated.contains(path),
                        let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8),
                        text.hasPrefix(Self.generatedMarker)
                    else { continue }
                    orphans.append(path)
                }
            }
        }
        return orphans
    }
}
