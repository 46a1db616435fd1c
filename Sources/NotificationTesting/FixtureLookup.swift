import Foundation
import NotificationFixtures

/// Why no fixture file could be chosen: one line, with control characters in paths escaped.
struct FixtureLookupError: Error, Sendable, Equatable, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = escapingControlCharacters(description)
    }
}

/// The fixture files `url` stands for: the `.json` files directly inside it, in name order, when it is a directory;
/// else `url` itself (a file that cannot be read is reported when it is loaded).
func fixtureFiles(at url: URL) throws(FixtureLookupError) -> [URL] {
    var isDirectory: ObjCBool = false
    guard url.isFileURL, FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        isDirectory.boolValue
    else {
        return [url]
    }
    let names: [String]
    do {
        names = try FileManager.default.contentsOfDirectory(atPath: url.path)
    } catch {
        throw FixtureLookupError("cannot list the directory '\(url.path)': \(error.localizedDescription)")
    }
    let files = names.filter { $0.hasSuffix(".json") }.sorted()
    guard !files.isEmpty else {
        throw FixtureLookupError("the directory '\(url.path)' holds no .json fixture file")
    }
    return files.map { url.appendingPathComponent($0) }
}

/// The one fixture file called `name` (`.json` added when it has no extension) among `bundle`'s resources: at their
/// top (where `.process` puts a declared directory's files) or in any directory below (where `.copy` keeps them). A
/// `name` with a `/` is a path relative to the top.
func fixtureFile(named name: String, in bundle: Bundle) -> Result<URL, FixtureLookupError> {
    let fileName = (name as NSString).pathExtension.isEmpty ? name + ".json" : name
    guard let root = bundle.resourceURL else {
        return .failure(FixtureLookupError("the bundle '\(bundle.bundlePath)' has no resources directory"))
    }
    let hint =
        "declare the fixtures in the test target, e.g. resources: [.process(\"Fixtures\")] or [.copy(\"Fixtures\")]"
    if fileName.contains("/") {
        let url = root.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else {
            return .failure(FixtureLookupError("no fixture file '\(fileName)' in '\(root.path)'; \(hint)"))
        }
        return .success(url)
    }
    var matches: [URL] = []
    if let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) {
        for case let url as URL in files where url.lastPathComponent == fileName {
            matches.append(url)
        }
    }
    switch matches.count {
    case 0:
        return .failure(
            FixtureLookupError(
                "no fixture file '\(fileName)' among the resources in '\(root.path)' (at the top or below); \(hint)"))
    case 1:
        return .success(matches[0])
    default:
        let found = matches.map { relativePath(of: $0, under: root) }.sorted().joined(separator: ", ")
        return .failure(
            FixtureLookupError(
                "\(matches.count) fixture files named '\(fileName)' in '\(root.path)': \(found); "
                    + "name one by its path, e.g. \"\(relativePath(of: matches[0], under: root))\""))
    }
}

/// `url`'s path below `root`, for messages.
private func relativePath(of url: URL, under root: URL) -> String {
    let base = root.standardizedFileURL.resolvingSymlinksInPath().path
    let path = url.standardizedFileURL.resolvingSymlinksInPath().path
    guard path.hasPrefix(base + "/") else { return path }
    return String(path.dropFirst(base.count + 1))
}
