/// The Swift the generator writes from the specs: each framework's `CatalogEntry` values and the catalog's entry list,
/// in the umbrella module `NotificationCatalog`, so that an app importing one framework's module carries none of the
/// catalog's prose or field listings.
enum EntrySwift {
    /// Where the generated Swift goes, relative to the package root.
    static let directory = "Sources/NotificationCatalog/Generated"

    /// The `#if` that keeps an entry to its platforms, or `nil` for every platform.
    static func condition(_ platforms: [String]) -> String? {
        switch platforms {
        case CatalogSpecs.everyPlatform: nil
        case CatalogSpecs.applePlatforms: "os(iOS) || !canImport(Darwin)"
        default: platforms.map { "os(\($0))" }.joined(separator: " || ")
        }
    }

    /// The first lines of a generated Swift file: what it is generated from, and how (swift-format leaves it as the
    /// generator writes it).
    static func header(_ spec: String) -> String {
        "// DO NOT EDIT: generated from \(spec) by notification-catalog-generate.\n"
            + "// Regenerate: \(CatalogTable.regenerateCommand)\n// swift-format-ignore-file"
    }

    /// `label: "text",` at `indent`, the text split at spaces into `+`-joined literals so no line passes 120 columns.
    static func wrapped(_ label: String, _ text: String?, indent: String, last: Bool = false) -> [String] {
        let end = last ? "" : ","
        guard let text else { return ["\(indent)\(label): nil\(end)"] }
        let whole = "\(indent)\(label): \(literal(text))\(end)"
        if whole.count <= 120 { return [whole] }
        var chunks: [String] = []
        var current = ""
        let width = 120 - indent.count - 12
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if literal(candidate).count > width, !current.isEmpty {
                chunks.append(current + " ")
                current = String(word)
            } else {
                current = candidate
            }
        }
        chunks.append(current)
        var lines = ["\(indent)\(label):"]
        for (index, chunk) in chunks.enumerated() {
            let prefix = index == 0 ? "    " : "    + "
            lines.append("\(indent)\(prefix)\(literal(chunk))\(index == chunks.count - 1 ? end : "")")
        }
        return lines
    }

    /// `Sources/NotificationCatalog/Generated/<framework>Entries.swift`.
    static func entriesFile(_ spec: CatalogSpec, specs: CatalogSpecs) -> String {
        let path = "\(CatalogSpecs.directory)/\(spec.framework).json"
        let entries = specs.entries.filter { $0.framework == spec.framework }
        var lines = [
            header(path),
            "",
            "internal import Foundation",
            "package import NotificationCatalogFoundation",
            "internal import NotificationDescriptors",
        ]
        if spec.module != "NotificationCatalogFoundation" { lines.append("internal import \(spec.module)") }
        lines += ["", "extension CatalogEntry {"]
        var first = true
        for declared in entries {
            if !first { lines.append("") }
            first = false
            let condition = condition(declared.entry.platforms)
            let indent = condition == nil ? "    " : "        "
            if let condition { lines.append("    #if \(condition)") }
            lines += entryLines(declared, specPath: path, sources: specs.settings).map { $0.isEmpty ? $0 : indent + $0 }
            if condition != nil { lines.append("    #endif") }
        }
        lines += ["}", ""]
        return lines.joined(separator: "\n")
    }

    /// `Sources/NotificationCatalog/Generated/CatalogEntries.swift`: every entry, in catalog order.
    static func listFile(_ specs: CatalogSpecs) -> String {
        var lines = [
            header("\(CatalogSpecs.directory)/*.json"),
            "",
            "package import NotificationCatalogFoundation",
            "",
            "extension NotificationCatalog {",
            "    /// Every entry of the specs that exists on this platform, in catalog order.",
            "    static let generatedEntries: [CatalogEntry] = {",
            "        var entries: [CatalogEntry] = []",
        ]
        var open: String?
        for declared in specs.entries {
            let condition = condition(declared.entry.platforms)
            if condition != open {
                if open != nil { lines.append("        #endif") }
                if let condition { lines.append("        #if \(condition)") }
                open = condition
            }
            lines.append("\(open == nil ? "        " : "            ")entries.append(.\(declared.entry.member))")
        }
        if open != nil { lines.append("        #endif") }
        lines += ["        return entries", "    }()", "}", ""]
        return lines.joined(separator: "\n")
    }

    private static func literal(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            default:
                if scalar.value < 0x20 || scalar.properties.generalCategory == .format {
                    escaped += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return "\"\(escaped)\""
    }

    private static func optionalLiteral(_ text: String?) -> String { text.map(literal) ?? "nil" }

    private static func evidence(_ constant: String, _ evidence: CatalogSpec.Evidence?) -> String? {
        guard let evidence else { return nil }
        if let source = evidence.source {
            return ".\(evidence.grade)(\(literal(constant)), .\(source))"
        }
        return ".unverified(\(literal(constant)))"
    }

    private static func entryLines(
        _ declared: CatalogSpecs.Declared, specPath: String, sources: CatalogSettings
    ) -> [String] {
        let entry = declared.entry
        let payload = entry.payload
        let full = payload.onPostingThread ? "\(payload.type).OnPostingThread" : payload.type
        var lines = [
            "/// \(entry.summary)",
            "package static let \(entry.member) = CatalogEntry(",
            "    NotificationDescriptor<\(payload.type)>.\(entry.member),",
            "    payload: .\(payload.sendable ? "sendable" : "notSendable"),",
            "    member: \(literal(entry.member)),",
        ]
        if payload.onPostingThread {
            lines.append("    postingThread: NotificationDescriptor<\(full)>.\(entry.member)OnPostingThread,")
        }
        lines += [
            "    foundationConstant: \(literal(entry.swiftName)),",
            "    declaredIn: \(literal(entry.declaredIn ?? declared.framework)),",
            "    objectType: \(optionalLiteral(entry.object?.type)),",
        ]
        if entry.keys.isEmpty {
            lines.append("    keys: [],")
        } else {
            lines.append("    keys: [")
            for key in entry.keys {
                lines += [
                    "        CatalogKey(",
                    "            name: \(literal(key.string)),",
                    "            valueType: \(literal(key.applePosts)),",
                    "            isRequired: \(key.absence == "error"),",
                ]
                lines += wrapped("summary", key.summary, indent: "            ")
                lines += [
                    "            evidence: \(evidence(key.constant, key.stringEvidence) ?? "nil")",
                    "        ),",
                ]
            }
            lines.append("    ],")
        }
        lines.append("    isPostedOnLinux: \(entry.postedOnLinux),")
        lines += wrapped("postedBy", entry.postedBy, indent: "    ")
        lines += wrapped("useInstead", entry.useInstead, indent: "    ")
        lines += wrapped("summary", entry.summary, indent: "    ")
        if let name = evidence(entry.constant, entry.stringEvidence) {
            lines.append("    nameEvidence: \(name),")
        }
        if let linux = entry.linuxString {
            lines.append("    iOSName: \(literal(entry.string)),")
            lines.append("    linuxName: \(literal(linux)),")
        }
        lines.append("    sourceFile: \(literal(specPath)),")
        if let function = payload.fieldsFunction {
            lines.append("    fields: { (payload: \(full)) in \(function)(payload) }")
        } else if let fields = payload.fields, !fields.isEmpty {
            lines.append("    fields: { (payload: \(full)) in")
            lines.append("        [")
            for field in fields { lines.append("            \(fieldExpression(field)),") }
            lines.append("        ]")
            lines.append("    }")
        } else {
            lines.append("    fields: { (_: \(full)) in [] }")
        }
        let platforms =
            entry.platforms == CatalogSpecs.everyPlatform
            ? ")" : ").onPlatforms([\(entry.platforms.map(literal).joined(separator: ", "))])"
        lines.append(platforms)
        return lines
    }

    /// One `Field(...)` of a listing: the property, read through `via`, as its kind.
    static func fieldExpression(_ field: CatalogSpec.Field) -> String {
        let name = literal(field.name)
        let property = "payload.\(field.property ?? field.name)"
        let optional = field.optional == true
        let via = field.via.map { ".\($0)" } ?? ""
        switch field.kind {
        case "object":
            return "Field(\(name), object: \(property))"
        case "objectSet":
            return "Field(\(name), objects: \(property), type: \(literal(field.elementType ?? "")))"
        case "objects":
            let type = literal(field.elementType ?? "")
            return optional
                ? "Field(\(name), \(property).map { .objects($0\(via), type: \(type)) })"
                : "Field(\(name), .objects(\(property)\(via), type: \(type)))"
        default:
            return optional
                ? "Field(\(name), \(property).map { .\(field.kind)($0\(via)) })"
                : "Field(\(name), .\(field.kind)(\(property)\(via)))"
        }
    }
}
