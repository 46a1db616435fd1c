/// The Swift of the entries whose payload the specs describe entirely (a `payload` without `reading`): their names and
/// descriptors, in their framework's module, with DocC written from the entry's prose. Today: the payload-free
/// (`Void`) entries, whose descriptors accept any object and `userInfo` and whose encoders write none, as Apple's
/// posters do.
enum DescriptorSwift {
    /// `Sources/<module>/Generated/<framework>Descriptors.swift`.
    static func path(_ spec: CatalogSpec) -> String {
        "Sources/\(spec.module)/Generated/\(spec.framework)Descriptors.swift"
    }

    /// Whether `spec` has an entry the generator writes the descriptor of.
    static func hasGenerated(_ spec: CatalogSpec) -> Bool {
        spec.entries.contains { $0.payload.reading == nil }
    }

    /// The iOS release the package supports first: a constant introduced later is written as its string on iOS too
    /// (its declaration would need an availability check).
    static let iOSFloor = [16, 0]

    static func file(_ spec: CatalogSpec) -> String {
        let specPath = "\(CatalogSpecs.directory)/\(spec.framework).json"
        var lines = [
            EntrySwift.header(specPath),
            "",
            "public import Foundation",
            "public import NotificationDescriptors",
        ]
        let foundation = spec.framework == "Foundation"
        if !foundation {
            lines += ["", "#if os(iOS)", "    internal import \(spec.framework)", "#endif"]
        }
        for entry in spec.entries where entry.payload.reading == nil {
            let condition = EntrySwift.condition(entry.platforms)
            let indent = condition == nil ? "" : "    "
            lines.append("")
            if let condition { lines.append("#if \(condition)") }
            var body = ["extension NotificationDescriptor where Payload == Void {"]
            body += docComment(entry).map { "    " + $0 }
            body.append("    public static var \(entry.member): Self { _\(entry.member) }")
            body.append("}")
            body.append("")
            if foundation || !isBeforeFloor(entry.introduced) {
                let name = foundation ? entry.swiftName : "Notification.Name(\(literal(entry.string)))"
                body.append("private let _\(entry.member) = NotificationDescriptor<Void>(\(name))")
            } else {
                body += [
                    "#if os(iOS)",
                    "    private let _\(entry.member) = NotificationDescriptor<Void>(\(entry.swiftName))",
                    "#else",
                    "    private let _\(entry.member) = NotificationDescriptor<Void>(Notification.Name(\(literal(entry.string))))",
                    "#endif",
                ]
            }
            lines += body.map { $0.isEmpty ? $0 : indent + $0 }
            if condition != nil { lines.append("#endif") }
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// Whether `introduced` (e.g. `"17.2"`, or none: `"2.0"`) is at or before the iOS floor.
    static func isBeforeFloor(_ introduced: String?) -> Bool {
        let parts = (introduced ?? "2.0").split(separator: ".").compactMap { Int($0) }
        return parts.lexicographicallyPrecedes(iOSFloor) || parts == iOSFloor || parts == [iOSFloor[0]]
    }

    /// The descriptor's DocC: the summary, then where it is posted, what it carries, its constant and what to use on
    /// Linux, each from the spec's prose.
    static func docComment(_ entry: CatalogSpec.Entry) -> [String] {
        var lines = ["/// \(entry.summary)", "///"]
        lines += bullet("**Posted on Linux:** \(entry.postedOnLinux ? "yes" : "**no**"). \(entry.postedBy)")
        if let object = entry.object {
            lines += bullet("**Object:** the `\(object.type)` (the payload reads none). **userInfo:** none.")
        } else {
            lines += bullet("**Object:** none. **userInfo:** none.")
        }
        lines += bullet("**Constant:** `\(entry.swiftName)` (`\(entry.constant)`).")
        if let useInstead = entry.useInstead { lines += bullet("**On Linux use instead:** \(useInstead)") }
        if let notes = entry.notes { lines += ["///"] + paragraph(notes, prefix: "/// ", continuation: "/// ") }
        return lines
    }

    private static func bullet(_ text: String) -> [String] {
        paragraph(text, prefix: "/// - ", continuation: "///   ")
    }

    /// `text` wrapped at 120 columns (with 4 columns of indentation), the first line after `prefix`.
    static func paragraph(_ text: String, prefix: String, continuation: String) -> [String] {
        var lines: [String] = []
        var current = prefix
        for word in text.split(separator: " ") {
            let start = lines.isEmpty ? prefix : continuation
            if current.count + word.count + 1 > 116, current != start {
                lines.append(current)
                current = continuation + word
            } else {
                current += (current == start ? "" : " ") + word
            }
        }
        lines.append(current)
        return lines
    }

    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
