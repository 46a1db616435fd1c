import Foundation
import NotificationFixtures
import TestSupport
import Testing

@testable import NotificationCatalogTool

/// Every Swift keyword, reserved and contextual, and the names Swift gives a meaning in a type; written out here
/// rather than taken from `ScaffoldNaming`, so a keyword the scaffold forgets is still tested.
let swiftKeywords = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "precedencegroup", "private",
    "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
    "switch", "throw", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws",
    "true", "try", "_", "Protocol", "Type", "actor", "any", "associativity", "async", "consume", "convenience", "copy",
    "didSet", "discard", "distributed", "dynamic", "each", "final", "get", "indirect", "infix", "isolated", "lazy",
    "left", "macro", "mutating", "none", "nonmutating", "optional", "override", "postfix", "precedence", "prefix",
    "required", "right", "sending", "set", "some", "then", "unowned", "unsafe", "weak", "willSet", "yield",
    // Names the generated code itself uses.
    "descriptor", "CodingKeys", "codingKeys", "decoder", "encoder", "from", "to", "rawValue", "stringValue",
    "intValue", "String", "Int", "Date", "Data", "URL", "Notification", "NotificationDescriptor", "Codable",
    "Sendable", "DescribedNotification", "Foundation", "NotificationDescriptors", "Element", "Optional", "Array",
]

/// Keys that are not keywords but still hard to name: clashes after camel-casing, leading digits, no letters at all,
/// quotes, control characters.
let awkwardKeys = [
    "a_b", "aB", "a-b", "AB", "A_B", "aB2", "a b", "ab", "1", "2x", "123", "", " ", "日本", "日本語", "value",
    "value2",
    "quote\"d", "back\\slash", "new\nline", "esc\u{1B}[31m", "sep\u{2028}arator", "nul\u{0}", "del\u{7F}",
    "zero\u{200B}width", "bidi\u{202E}kcab", "tab\t",
    "cr\r", "$", "#if", "@objc", "`tick`",
    "NSFileHandleNotificationDataItem", "UIKeyboardFrameEndUserInfoKey", "Key", "UserInfoKey",
]

/// A fixture payload whose `userInfo` holds every malformed key three ways: as a value, as a nested dictionary that
/// holds the key again, and as an array of such dictionaries; plus keys that are equal as strings.
func malformedPayload(name: String) -> FixturePayload {
    var entries: [FixtureUserInfoEntry] = []
    for key in swiftKeywords + awkwardKeys {
        entries.append(FixtureUserInfoEntry(key, .number(.int(1))))
        var members: [String: FixtureValue] = ["Type": .dictionary(["Protocol": .null])]
        members[key] = .string("x")
        let nested: FixtureValue = .dictionary(members)
        entries.append(FixtureUserInfoEntry(key + "Nested", .dictionary([key: nested])))
        entries.append(FixtureUserInfoEntry(key + "s", .array([nested, .dictionary([key: .number(.double(1.5))])])))
    }
    // Keys equal as strings: a String and an NSString, and one text precomposed and decomposed.
    entries.append(FixtureUserInfoEntry(key: .string("k"), value: .number(.int(1))))
    entries.append(FixtureUserInfoEntry(key: .nsString("k"), value: .string("two")))
    entries.append(FixtureUserInfoEntry(key: .string("caf\u{E9}"), value: .number(.int(1))))
    entries.append(FixtureUserInfoEntry(key: .nsString("cafe\u{301}"), value: .number(.int(2))))
    // Keys the same after the shared prefix is dropped.
    entries.append(FixtureUserInfoEntry("typeNested", .dictionary(["x": .number(.int(1))])))
    return FixturePayload(name: name, userInfo: entries)
}

/// Notification names that make awkward type names.
let malformedNotificationNames = [
    "protocol", "Protocol", "Self", "self", "Type", "Any", "precedencegroup", "123", "", "Notification",
    "NSNotification", "descriptor", "String", "CodingKeys", "日本", "a\nb", "DescribedNotification",
]

@Suite(
    "scaffold output compiles",
    .enabled(if: Toolchain.has("swiftc"), Comment(rawValue: Toolchain.missing("swiftc")))
)
struct ScaffoldCompileTests {
    /// A keyword as a key, a keyword key holding a nested type, and one key written as `String` and `NSString`: each
    /// scaffold escapes the name, names the nested type apart from the keyword, and has one property per name.
    @Test func keywordNestedAndRepeatedKeysScaffoldOnePropertyEach() throws {
        let keyword = try ScaffoldCommand.scaffold(
            try FixtureDocument(parsing: Data(#"{"name": "N", "userInfo": {"precedencegroup": {"Int": 1}}}"#.utf8)),
            typeName: nil, origin: "n.json")
        #expect(keyword.swiftSource.contains("var `precedencegroup`: Int"))
        #expect(!keyword.swiftSource.contains("CodingKeys"), "the key is the property's name: Swift's CodingKeys do")

        let nested = try ScaffoldCommand.scaffold(
            try FixtureDocument(
                parsing: Data(#"{"name": "N", "userInfo": {"protocol": {"Dictionary": {"a": {"Int": 1}}}}}"#.utf8)),
            typeName: nil, origin: "n.json")
        #expect(nested.swiftSource.contains("var `protocol`: ProtocolValue"))
        #expect(!nested.swiftSource.contains("struct Protocol:"))

        let pairs = """
            {"name": "N", "userInfo": [{"key": {"String": "k"}, "value": {"Int": 1}},
                                       {"key": {"NSString": "k"}, "value": {"Int": 2}}]}
            """
        let twice = try ScaffoldCommand.scaffold(
            try FixtureDocument(parsing: Data(pairs.utf8)), typeName: nil, origin: "n.json")
        #expect(twice.swiftSource.components(separatedBy: "var k: Int").count == 2, "one property for \"k\"")
        #expect(twice.swiftSource.contains(#"userInfo keys {"String": "k"} and {"NSString": "k"} read as one name"#))
    }

    /// Invisible, bidirectional and other unprintable characters in keys, names and file names are
    /// escaped in the generated Swift (string literals and comments alike), so the source shows what it compiles; the
    /// fixture file `--fixture` writes stays JSON that loads back as the same payload.
    @Test func invisibleAndBidirectionalCharactersAreEscaped() throws {
        let hidden: [Unicode.Scalar] = [
            "\u{202E}", "\u{202A}", "\u{200B}", "\u{200D}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
            "\u{FEFF}", "\u{00AD}", "\u{00A0}", "\u{3000}", "\u{2028}", "\u{2029}", "\u{1B}", "\u{7F}", "\u{E000}",
            "\u{0378}",
        ]
        var entries: [FixtureUserInfoEntry] = []
        for scalar in hidden {
            entries.append(FixtureUserInfoEntry("key\(scalar)One", .number(.int(1))))
            entries.append(FixtureUserInfoEntry("Nested\(scalar)", .dictionary(["in\(scalar)ner": .string("x")])))
        }
        entries.append(FixtureUserInfoEntry(key: .nsString("k"), value: .number(.int(1))))
        entries.append(FixtureUserInfoEntry(key: .string("k\u{202E}\u{200B}"), value: .number(.int(1))))
        let name = "Upload\u{202E}Finished\u{200B}"
        var scaffold = Scaffold(
            notification: name, typeName: nil, samples: [FixturePayload(name: name, userInfo: entries)],
            origin: "in\u{2067}put.json")
        scaffold.fixtureCases = [("the \u{202E}capture", FixturePayload(name: name, userInfo: entries))]
        let source = scaffold.swiftSource
        let shown = source.unicodeScalars.filter { scalar in
            guard scalar != "\n" else { return false }
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
                return true
            case .spaceSeparator: return scalar != " "
            default: return false
            }
        }
        #expect(shown.isEmpty, "written raw: \(shown.map { String($0.value, radix: 16) })")
        #expect(source.contains(#"Notification.Name("Upload\u{202e}Finished\u{200b}")"#))
        #expect(source.contains(#"= "key\u{202e}One""#))
        #expect(source.contains(#"= "key\u{feff}One""#))
        #expect(source.contains(#"= "key\u{a0}One""#))
        #expect(source.contains(#"= "in\u{2069}ner""#))
        #expect(
            source.contains(
                #"The `userInfo` of `Upload\u{202e}Finished\u{200b}`, scaffolded from `in\u{2067}put.json`"#))

        // The fixture file is JSON, not Swift: its strings use JSON's escapes (or none), and it loads back.
        guard case .file(let file) = try FixtureDocument(parsing: Data(scaffold.fixtureFileText.utf8)) else {
            Issue.record("the fixture file does not read as one")
            return
        }
        #expect(file.notification == name)
        #expect(file.cases.first?.label == "the \u{202E}capture")
        #expect(try file.cases.first?.payload.get().userInfo == entries)

        // And it compiles, with the escapes meaning the keys they stand for.
        let result = try SwiftTypeCheck.run(source)
        #expect(result.status == 0, "swiftc -typecheck failed:\n\(result.errors.prefix(4000))")
    }

    /// Every scaffold of malformed keys and names, fixture format and plain JSON, type-checks with `swiftc` against
    /// the built NotificationDescriptors module.
    @Test(.timeLimit(.minutes(15)))
    func malformedScaffoldsTypeCheck() throws {
        var sources: [String] = []
        let malformed = Scaffold(
            notification: "Malformed", typeName: nil, samples: [malformedPayload(name: "H")], origin: "h")
        sources.append(malformed.swiftSource)
        for name in malformedNotificationNames {
            let payload = FixturePayload(name: name, userInfo: [FixtureUserInfoEntry(name, .number(.int(1)))])
            sources.append(Scaffold(notification: name, typeName: nil, samples: [payload], origin: name).swiftSource)
        }
        // Plain JSON: the same keys, nested objects and arrays, two cases with different keys.
        var object: [String: Any] = [:]
        for key in swiftKeywords + awkwardKeys {
            object[key] = 1
            var members: [String: Any] = ["Type": ["Protocol": NSNull()]]
            members[key] = "x"
            object[key + "Nested"] = [key: members]
            var second: [String: Any] = ["extra": true]
            second[key] = 2
            object[key + "s"] = [[key: 1.5], second]
        }
        // Seeded random keys: keyword fragments, digits, punctuation, non-ASCII letters and spaces, glued together.
        var random = SplitMix(seed: 0x5CAF_F01D)
        let pieces =
            swiftKeywords + ["_", "-", " ", "1", "9x", "é", "ß", "日", "😀", ".", "$", "Key", "UserInfoKey", "NS"]
        for _ in 0..<300 {
            let count = Int(random.next() % 4) + 1
            let key = (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            switch random.next() % 3 {
            case 0: object[key] = Int(random.next() % 100)
            case 1: object[key] = [key: ["x": key]]
            default: object[key] = [[key: 1], [key: "s"]]  // conflicting types: left out with the reason
            }
        }
        let json = try JSONSerialization.data(withJSONObject: [object, ["only": "here"]])
        let plain = try ScaffoldCommand.scaffold(
            json, options: ScaffoldOptions(notification: "protocol"), origin: "plain.json",
            displayName: "plain.json")
        #expect(plain.isPlainJSON)
        sources.append(plain.swiftSource)
        // Every tagged fixture file read as plain JSON: a nested struct for each tag ({"Int": 1}, {"CGRect": [...]}).
        // Each one must scaffold: a silent skip would let this test shrink without failing.
        for name in ScaffoldInputs.names {
            let data = try Data(contentsOf: ScaffoldInputs.url(name))
            let options = ScaffoldOptions(notification: name, format: .plain)
            do {
                sources.append(
                    try ScaffoldCommand.scaffold(data, options: options, origin: name, displayName: name).swiftSource)
            } catch {
                Issue.record("\(name) read as plain JSON did not scaffold: \(error)")
            }
        }

        // One file: each scaffold in a namespace of its own (stricter than top level: a type member may not be
        // named Protocol or Type), the imports once.
        var file = "import Foundation\nimport NotificationDescriptors\n"
        for (index, source) in sources.enumerated() {
            let body = source.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("import ") }
                .joined(separator: "\n")
            file += "\nenum Scaffold\(index) {\n\(body)\n}\n"
        }
        let result = try SwiftTypeCheck.run(file)
        #expect(result.status == 0, "swiftc -typecheck failed:\n\(result.errors.prefix(4000))")
        // Warning-free too (warnings from elsewhere, such as a C module's headers, are not the scaffold's).
        let warnings = result.errors.split(separator: "\n").filter {
            $0.contains("Scaffolds.swift:") && $0.contains(": warning:")
        }
        #expect(warnings.isEmpty, "\(warnings.prefix(20).joined(separator: "\n"))")
    }
}

/// `swiftc -typecheck` of one source file against this package's built modules, with a watchdog.
enum SwiftTypeCheck {
    struct Result {
        var status: Int32
        var errors: String
    }

    /// The build directory's `Modules` folder: the nearest ancestor of the running test binary (or, where a host
    /// process such as macOS's `xctest` runs the tests, of a loaded bundle) that has one with
    /// `NotificationDescriptors.swiftmodule` in it; else the repository's `.build/debug`.
    static func modulesDirectory() throws -> URL {
        let starts =
            [URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()]
            + Bundle.allBundles.map { URL(fileURLWithPath: $0.bundlePath) }
            + [ScaffoldInputs.repository.appendingPathComponent(".build/debug/x")]
        for start in starts {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<6 {
                let modules = directory.appendingPathComponent("Modules")
                let module = modules.appendingPathComponent("NotificationDescriptors.swiftmodule")
                if FileManager.default.fileExists(atPath: module.path) { return modules }
                directory = directory.deletingLastPathComponent()
            }
        }
        throw Missing(description: "no Modules/NotificationDescriptors.swiftmodule above \(starts.map(\.path))")
    }

    struct Missing: Error, CustomStringConvertible {
        var description: String
    }

    /// Type-checks `source` (Swift 6 mode); kills `swiftc` and fails after `timeout` seconds.
    static func run(_ source: String, timeout: TimeInterval = 480) throws -> Result {
        let modules = try modulesDirectory()
        let build = modules.deletingLastPathComponent()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Scaffolds.swift")
        try Data(source.utf8).write(to: file)

        var arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path]
        // C targets the library imports (their module maps, as SwiftPM wrote them).
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? []
        for entry in entries where entry.hasSuffix(".build") {
            let map = build.appendingPathComponent(entry).appendingPathComponent("module.modulemap")
            if FileManager.default.fileExists(atPath: map.path) {
                arguments += ["-Xcc", "-fmodule-map-file=\(map.path)"]
            }
        }
        arguments.append(file.path)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = errors
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        let output = Output()
        let reader = Thread {
            output.set(errors.fileHandleForReading.readDataToEndOfFile())
        }
        reader.start()
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = exited.wait(timeout: Watchdog.deadline(10))
            return Result(status: -1, errors: "swiftc did not finish within \(Int(timeout)) s; killed")
        }
        return Result(status: process.terminationStatus, errors: output.waitForText())
    }

    /// What `swiftc` wrote, handed from the reader thread.
    private final class Output: @unchecked Sendable {
        // `done` orders the write of `data` on the reader thread before its read on the test's thread.
        private var data = Data()
        private let done = DispatchSemaphore(value: 0)

        func set(_ data: Data) {
            self.data = data
            done.signal()
        }

        func waitForText() -> String {
            guard done.wait(timeout: Watchdog.deadline(10)) == .success else {
                return "(swiftc's output did not close)"
            }
            return String(decoding: data, as: UTF8.self)
        }
    }
}

/// A seeded generator (SplitMix64), so a failing key set can be reproduced.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
