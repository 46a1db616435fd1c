/// The lists of every entry that tests and the iOS type-check run through, generated so that none is kept by hand:
/// the typed publisher of every `Sendable` iOS entry (type-checked for iOS), and the compiler's `Sendable` verdict of
/// every descriptor.
enum TableSwift {
    static let publishersPath = "Sources/NotificationDescriptorsExamples/CatalogPublishers.swift"
    static let verdictsPath = "Tests/NotificationCatalogTests/Generated/PayloadSendabilityVerdicts.swift"
    static let voidEntriesPath = "Tests/CatalogConcurrencyTests/Generated/CatalogVoidEntries.swift"

    /// Every payload-free entry's descriptor, for the test that runs each through every API.
    static func voidEntriesFile(_ specs: CatalogSpecs) -> String {
        var lines = [
            EntrySwift.header("\(CatalogSpecs.directory)/*.json"),
            "",
            "import NotificationCatalog",
            "import NotificationDescriptors",
            "",
            "/// Every payload-free catalog entry that exists here, by member: each is run through every API.",
            "let catalogVoidEntries: [(member: String, descriptor: NotificationDescriptor<Void>)] = {",
            "    var entries: [(member: String, descriptor: NotificationDescriptor<Void>)] = []",
        ]
        var open: String?
        for declared in specs.entries where declared.entry.payload.type == "Void" {
            let condition = EntrySwift.condition(declared.entry.platforms)
            if condition != open {
                if open != nil { lines.append("    #endif") }
                if let condition { lines.append("    #if \(condition)") }
                open = condition
            }
            let member = declared.entry.member
            lines.append("\(open == nil ? "    " : "        ")entries.append((\"\(member)\", .\(member)))")
        }
        if open != nil { lines.append("    #endif") }
        lines += ["    return entries", "}()", ""]
        return lines.joined(separator: "\n")
    }

    static let objectEntriesPath = "Tests/CatalogConcurrencyTests/Generated/CatalogObjectEntries.swift"

    /// Every generated entry whose payload is its object alone, with a run of it through every API (`everyAPI` of
    /// `EveryEntryEveryAPITests.swift`), posted with a fresh object of its class.
    static func objectEntriesFile(_ specs: CatalogSpecs) -> String {
        var lines = [
            EntrySwift.header("\(CatalogSpecs.directory)/*.json"),
            "",
            "import Foundation",
            "import NotificationCatalog",
            "import NotificationDescriptors",
            "",
            "/// Every catalog entry that exists here whose payload is its object alone, by member, with a run of it",
            "/// through every API: a `Sendable` object is the same one in every payload; one that is not `Sendable`",
            "/// is posted through the `OnPostingThread` twin, and the `Sendable` payload leaves it out.",
            "let catalogObjectEntries: [(member: String, run: @Sendable () async throws -> Void)] = {",
            "    var entries: [(member: String, run: @Sendable () async throws -> Void)] = []",
        ]
        var open: String?
        for declared in specs.entries {
            let entry = declared.entry
            let payload = entry.payload
            guard payload.reading == nil, payload.type != "Void", let object = entry.object?.type,
                let property = payload.objectProperty
            else { continue }
            let condition = EntrySwift.condition(entry.platforms)
            if condition != open {
                if open != nil { lines.append("    #endif") }
                if let condition { lines.append("    #if \(condition)") }
                open = condition
            }
            let indent = open == nil ? "    " : "        "
            let member = entry.member
            if payload.onPostingThread {
                lines += [
                    "\(indent)entries.append((\"\(member)\", {",
                    "\(indent)    try await everyAPI(.\(member)) {",
                    "\(indent)        NotificationDescriptor.\(member)OnPostingThread.notification(",
                    "\(indent)            .init(\(payload.type)(), sender: \(object)()))",
                    "\(indent)    }",
                    "\(indent)}))",
                ]
            } else {
                lines += [
                    "\(indent)entries.append((\"\(member)\", {",
                    "\(indent)    let object = \(object)()",
                    "\(indent)    try await everyAPI(.\(member)) {",
                    "\(indent)        NotificationDescriptor.\(member).notification(\(payload.type)(\(property): object))",
                    "\(indent)    }",
                    "\(indent)}))",
                ]
            }
        }
        if open != nil { lines.append("    #endif") }
        lines += ["    return entries", "}()", ""]
        return lines.joined(separator: "\n")
    }

    /// Every `Sendable` entry that exists on iOS through `publisher(for:)`, type-checked for iOS by apple-typecheck.
    static func publishersFile(_ specs: CatalogSpecs) -> String {
        var lines = [
            EntrySwift.header("\(CatalogSpecs.directory)/*.json"),
            "",
            "#if canImport(Combine) && canImport(UIKit)",
            "    import Combine",
            "    import Foundation",
            "    import NotificationCatalog",
            "    import NotificationDescriptors",
            "",
            "    /// Every catalog entry with a `Sendable` payload that exists on iOS, through the typed publisher: the iOS",
            "    /// type-check compiles each subscription.",
            "    @MainActor",
            "    enum CatalogPublishers {",
            "        static func subscribeToEveryEntry(on center: NotificationCenter) -> [AnyCancellable] {",
            "            [",
        ]
        for declared in specs.entries where declared.entry.payload.sendable && declared.entry.platforms.contains("iOS")
        {
            lines.append("                center.publisher(for: .\(declared.entry.member)).sink { _ in },")
        }
        lines += ["            ]", "        }", "    }", "#endif", ""]
        return lines.joined(separator: "\n")
    }

    /// The compiler's verdict on every descriptor's payload, where the descriptor exists.
    static func verdictsFile(_ specs: CatalogSpecs) -> String {
        var lines = [
            EntrySwift.header("\(CatalogSpecs.directory)/*.json"),
            "",
            "import NotificationCatalog",
            "import NotificationDescriptors",
            "",
            "#if canImport(FoundationNetworking)",
            "    import FoundationNetworking",
            "#endif",
            "",
            "extension PayloadSendabilityTests {",
            "    /// The compiler's answer for every catalog descriptor, on the platforms where it exists.",
            "    static let verdicts: [CompilerVerdict] = {",
            "        var verdicts: [CompilerVerdict] = []",
        ]
        var open: String?
        for declared in specs.entries {
            let condition = EntrySwift.condition(declared.entry.platforms)
            if condition != open {
                if open != nil { lines.append("        #endif") }
                if let condition { lines.append("        #if \(condition)") }
                open = condition
            }
            let indent = open == nil ? "        " : "            "
            lines.append(
                "\(indent)verdicts.append(verdict(NotificationDescriptor<\(declared.entry.payload.type)>.\(declared.entry.member)))"
            )
        }
        if open != nil { lines.append("        #endif") }
        lines += ["        return verdicts", "    }()", "}", ""]
        return lines.joined(separator: "\n")
    }
}
