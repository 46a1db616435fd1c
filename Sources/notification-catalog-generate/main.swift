// `notification-catalog-generate [--check] [--root PATH]`: writes every file generated from Catalog/Specs (the catalog
// entries' Swift, manifest.json, Catalog/README.md), or with `--check` writes nothing and exits 1 naming each stale
// file. A target of its own that needs no generated code to build, so a broken generated file never stops it.
import Foundation
import NotificationCatalogSpec

var arguments = Array(CommandLine.arguments.dropFirst())
var check = false
var root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
while let argument = arguments.first {
    arguments.removeFirst()
    switch argument {
    case "--check":
        check = true
    case "--root":
        guard let path = arguments.first else {
            FileHandle.standardError.write(Data("notification-catalog-generate: --root needs a path\n".utf8))
            exit(64)
        }
        arguments.removeFirst()
        root = URL(fileURLWithPath: path)
    case "-h", "--help":
        print("usage: notification-catalog-generate [--check] [--root PATH]")
        print("Writes the files generated from Catalog/Specs under PATH (default: the current directory);")
        print("--check writes nothing and exits 1 naming each stale file.")
        exit(0)
    default:
        FileHandle.standardError.write(Data("notification-catalog-generate: unknown argument \(argument)\n".utf8))
        exit(64)
    }
}

do {
    let generator = try CatalogGenerator(root: root)
    if check {
        let stale = try generator.staleFiles(under: root)
        for path in stale { print("stale: \(path)") }
        if !stale.isEmpty {
            print("\(stale.count) generated file(s) stale; run: \(CatalogTable.regenerateCommand)")
            exit(1)
        }
        print("every generated file is current")
    } else {
        let written = try generator.write(under: root)
        for path in written { print("updated \(path)") }
        if written.isEmpty { print("every generated file was current") }
    }
} catch let error as CatalogSpecError {
    FileHandle.standardError.write(Data("notification-catalog-generate: the specs have problems:\n\(error)\n".utf8))
    exit(65)
} catch {
    FileHandle.standardError.write(Data("notification-catalog-generate: \(error)\n".utf8))
    exit(74)
}
