/// The Linux stand-ins of the classes that generated payloads carry (each such entry's `object`), one file per
/// framework in `NotificationCatalogStandIns`: empty final classes under Apple's names, `Sendable` as the spec says
/// (UIKit's `Sendable` classes are main-actor isolated, as UIKit's are; another framework's are `Sendable` classes).
/// A class the hand-written `LinuxStandIns.swift` already declares is left to it.
enum StandInSwift {
    /// The hand-written stand-ins, relative to the package root.
    static let handWrittenPath = "Sources/NotificationCatalogStandIns/LinuxStandIns.swift"

    /// `Sources/NotificationCatalogStandIns/Generated/<framework>StandIns.swift`.
    static func path(_ spec: CatalogSpec) -> String {
        "Sources/NotificationCatalogStandIns/Generated/\(spec.framework)StandIns.swift"
    }

    /// The classes declared in `handWritten` (`public final class Name`).
    static func declared(in handWritten: String) -> Set<String> {
        var names: Set<String> = []
        for line in handWritten.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard let index = words.firstIndex(of: "class"), index > 0, words[index - 1] == "final",
                index + 1 < words.count
            else { continue }
            names.insert(String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
        return names
    }

    /// The stand-ins `spec` needs beyond `handWritten`'s, by class name, with whether each is `Sendable`.
    static func classes(_ spec: CatalogSpec, handWritten: Set<String>) -> [(name: String, sendable: Bool)] {
        var seen: Set<String> = handWritten
        var classes: [(name: String, sendable: Bool)] = []
        for entry in spec.entries where entry.payload.reading == nil && entry.payload.type != "Void" {
            guard let object = entry.object, !seen.contains(object.type) else { continue }
            seen.insert(object.type)
            classes.append((object.type, object.sendable == true))
        }
        return classes
    }

    static func file(_ spec: CatalogSpec, classes: [(name: String, sendable: Bool)]) -> String {
        var lines = [
            EntrySwift.header("\(CatalogSpecs.directory)/\(spec.framework).json"),
            "",
            "// Where Apple's frameworks are absent, \(spec.framework)'s classes that the generated payloads carry, under",
            "// Apple's names: empty (no behaviour, nothing posts) and final. See LinuxStandIns.swift.",
            "#if !canImport(Darwin)",
            "    public import Foundation",
        ]
        for (name, sendable) in classes {
            lines.append("")
            if sendable && spec.framework == "UIKit" {
                lines += [
                    "    /// Linux stand-in for \(spec.framework)'s `\(name)`. `Sendable` like Apple's: it is main-actor isolated.",
                    "    @MainActor",
                    "    public final class \(name): NSObject {",
                    "        /// An instance with nothing in it; made on any thread.",
                    "        nonisolated override public init() {}",
                    "    }",
                ]
            } else if sendable {
                lines += [
                    "    /// Linux stand-in for \(spec.framework)'s `\(name)`. `Sendable` like Apple's: it holds nothing.",
                    "    public final class \(name): NSObject, Sendable {",
                    "        /// An instance with nothing in it.",
                    "        override public init() {}",
                    "    }",
                ]
            } else {
                lines += [
                    "    /// Linux stand-in for \(spec.framework)'s `\(name)`. Not `Sendable`, like Apple's.",
                    "    public final class \(name): NSObject {",
                    "        /// An instance with nothing in it.",
                    "        override public init() {}",
                    "    }",
                ]
            }
        }
        lines += ["#endif", ""]
        return lines.joined(separator: "\n")
    }
}
