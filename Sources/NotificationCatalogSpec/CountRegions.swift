internal import Foundation

/// The catalog's counts where hand-written prose states them: each between `<!-- catalog-count:<form> -->` and
/// `<!-- /catalog-count -->` in README.md and the catalog's DocC article, rewritten from the specs (the rest of the
/// file is left as it is).
enum CountRegions {
    /// The files with counts, relative to the package root.
    static let paths = ["README.md", "Sources/NotificationCatalog/Documentation.docc/NotificationCatalog.md"]
    static let end = "<!-- /catalog-count -->"

    /// The count text of `form`: `short` (Linux and iOS), `platforms` (every platform) or `frameworks` (the entries
    /// each framework declares, most first).
    static func text(_ form: String, _ specs: CatalogSpecs) -> String? {
        func count(_ platform: String) -> Int { specs.entries.filter { $0.entry.platforms.contains(platform) }.count }
        switch form {
        case "short":
            return "\(count("Linux")) on Linux, \(count("iOS")) on iOS"
        case "platforms":
            var groups: [(count: Int, platforms: [String])] = []
            for platform in ["Linux", "iOS", "macOS", "tvOS", "watchOS", "visionOS"] {
                let number = count(platform)
                if let last = groups.last, last.count == number {
                    groups[groups.count - 1].platforms.append(platform)
                } else {
                    groups.append((number, [platform]))
                }
            }
            let parts = groups.map { group in
                let names =
                    group.platforms.count == 1
                    ? group.platforms[0]
                    : group.platforms.dropLast().joined(separator: ", ") + " and " + (group.platforms.last ?? "")
                return "\(group.count) on \(names)"
            }
            return (parts.first.map { $0.replacingOccurrences(of: " on ", with: " entries on ") } ?? "")
                + parts.dropFirst().map { ", " + $0 }.joined()
        case "frameworks":
            var counts: [(framework: String, count: Int)] = []
            for declared in specs.entries {
                if let index = counts.firstIndex(where: { $0.framework == declared.framework }) {
                    counts[index].count += 1
                } else {
                    counts.append((declared.framework, 1))
                }
            }
            return counts.sorted { $0.count > $1.count }.map { "\($0.framework) \($0.count)" }
                .joined(separator: ", ")
        default:
            return nil
        }
    }

    /// `text` with every region's count rewritten; a region of an unknown form, or without its end, is an error.
    static func rewrite(_ text: String, path: String, specs: CatalogSpecs) throws(CatalogSpecError) -> String {
        var result = ""
        var rest = Substring(text)
        let start = "<!-- catalog-count:"
        while let open = rest.range(of: start) {
            result += rest[..<open.upperBound]
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: " -->"), let finish = rest.range(of: end) else {
                throw CatalogSpecError(problems: ["\(path): a catalog-count region is not closed with \(end)"])
            }
            let form = String(rest[..<close.lowerBound])
            guard let count = Self.text(form, specs) else {
                throw CatalogSpecError(problems: ["\(path): unknown catalog-count form \"\(form)\""])
            }
            result += "\(form) -->\(count)\(end)"
            rest = rest[finish.upperBound...]
        }
        return result + rest
    }
}
