/// The Swift of the entries whose payload the specs describe entirely (a `payload` without `reading`): their names and
/// descriptors, in their framework's module, with DocC written from the entry's prose: the payload-free (`Void`)
/// entries, whose descriptors accept any object and `userInfo` and whose encoders write none, as Apple's posters do,
/// and the entries that carry their object alone (a struct with the object, or, where the object is not `Sendable`, an
/// empty struct and its `OnPostingThread` twin with the object).
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
        let foundation = spec.framework == "Foundation"
        let generated = spec.entries.filter { $0.payload.reading == nil }
        let hasStructs = generated.contains { $0.payload.type != "Void" }
        var lines = [EntrySwift.header(specPath), ""]
        if hasStructs {
            // A payload struct names the framework's classes: Apple's on iOS, the stand-ins on Linux.
            lines += [
                "public import Foundation",
                "package import NotificationCatalogFoundation",
                "public import NotificationDescriptors",
            ]
            if !foundation {
                lines += [
                    "", "#if os(iOS)", "    public import \(spec.framework)", "#elseif !canImport(Darwin)",
                    "    public import NotificationCatalogStandIns", "#endif",
                ]
            }
        } else {
            lines += ["public import Foundation", "public import NotificationDescriptors"]
            if !foundation {
                lines += ["", "#if os(iOS)", "    internal import \(spec.framework)", "#endif"]
            }
        }
        for entry in generated {
            let condition = EntrySwift.condition(entry.platforms)
            let indent = condition == nil ? "" : "    "
            lines.append("")
            if let condition { lines.append("#if \(condition)") }
            let body =
                entry.payload.type == "Void"
                ? voidLines(entry, foundation: foundation) : structLines(entry, spec: spec, foundation: foundation)
            lines += body.map { $0.isEmpty ? $0 : indent + $0 }
            if condition != nil { lines.append("#endif") }
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// A payload-free entry: its descriptor, which accepts any object and `userInfo` and writes none.
    private static func voidLines(_ entry: CatalogSpec.Entry, foundation: Bool) -> [String] {
        var body = ["extension NotificationDescriptor where Payload == Void {"]
        body += docComment(entry).map { "    " + $0 }
        body += availability(entry).map { "    " + $0 }
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
        return body
    }

    /// The `@available` lines of an entry's declarations: the SDK's deprecation.
    static func availability(_ entry: CatalogSpec.Entry) -> [String] {
        // A name newer than the floor is read as its string on iOS too (see `nameLines`), so it needs no
        // `@available(iOS x, *)` yet.
        var lines: [String] = []
        if let deprecated = entry.deprecated {
            let message = deprecated.message.map { ", message: \(literal($0))" } ?? ""
            lines.append("@available(iOS, deprecated: \(deprecated.version)\(message))")
        }
        return lines
    }

    /// The `Notification.Name` of a generated payload's entry: the SDK constant on iOS (so a wrong one does not
    /// compile), its string elsewhere; the string on iOS too where the name is newer than the floor.
    private static func nameLines(_ entry: CatalogSpec.Entry, foundation: Bool) -> [String] {
        let constant = "private let \(entry.member)Name"
        if foundation { return ["\(constant) = \(entry.swiftName)"] }
        let string = "\(constant) = Notification.Name(\(literal(entry.string)))"
        guard isBeforeFloor(entry.introduced) else { return [string] }
        return ["#if os(iOS)", "    \(constant) = \(entry.swiftName)", "#else", "    " + string, "#endif"]
    }

    /// A payload of the notification's object alone: a `Sendable` struct with the object where the object is
    /// `Sendable`; otherwise an empty `Sendable` struct and its `OnPostingThread` twin (`WithSender`) with the object.
    private static func structLines(_ entry: CatalogSpec.Entry, spec: CatalogSpec, foundation: Bool) -> [String] {
        let payload = entry.payload
        let type = payload.type
        let member = entry.member
        let available = availability(entry)
        let objectType = entry.object?.type
        let property = payload.objectProperty
        var body: [String] = []
        body += [
            "/// \(entry.summary)",
            "///",
        ]
        body += paragraph(
            "The payload of \(spec.framework)'s `\(entry.swiftName)`.", prefix: "/// ", continuation: "/// ")
        if payload.onPostingThread, let objectType {
            body += ["///"]
            body += paragraph(
                "`Sendable`: it holds nothing. The `\(objectType)` (the notification's object, not `Sendable`) comes "
                    + "with ``OnPostingThread``.", prefix: "/// ", continuation: "/// ")
        } else if let objectType {
            body += ["///"]
            body += paragraph(
                "`Sendable`: it holds the `\(objectType)`, which is `Sendable` (main-actor isolated in UIKit); use it "
                    + "where its class allows.", prefix: "/// ", continuation: "/// ")
        }
        body += available
        if payload.onPostingThread, let objectType, let property {
            body += [
                "public struct \(type): Sendable, Equatable, CatalogPayload {",
                "    /// The payload; the notification carries nothing but its object.",
                "    public init() {}",
                "",
                "    /// The payload with the `\(objectType)`, which is not `Sendable`: the payload of",
                "    /// ``NotificationDescriptors/NotificationDescriptor/\(member)OnPostingThread``, for",
                "    /// `observe(_:object:using:)`'s handler only, synchronously on the posting thread.",
                "    public typealias OnPostingThread = WithSender<\(type), \(objectType)>",
                "",
                "    /// Reads nothing: the notification has no `userInfo` (the twin reads the object).",
                "    package static func decode(_ note: Notification) throws -> \(type) { \(type)() }",
                "",
                "    /// Writes what \(spec.framework) posts besides the object: no `userInfo`.",
                "    package static func encode(_ payload: \(type)) -> (object: Any?, userInfo: [AnyHashable: Any]?) {",
                "        (object: nil, userInfo: nil)",
                "    }",
                "}",
                "",
            ]
            body += available
            body += [
                "extension WithSender where Payload == \(type), Sender == \(objectType) {",
                "    /// The `\(objectType)`: the notification's `object` (`nil` only for a notification posted without one).",
                "    public var \(property): \(objectType)? { sender }",
                "}",
                "",
            ]
        } else if let objectType, let property {
            body += [
                "public struct \(type): Sendable, Equatable {",
                "    /// The `\(objectType)`: the notification's `object`; `nil` for a notification posted without one.",
                "    public var \(property): \(objectType)?",
                "",
                "    /// A payload with this object.",
                "    public init(\(property): \(objectType)? = nil) {",
                "        self.\(property) = \(property)",
                "    }",
                "",
                "    /// Reads the object (another class is an error); the notification has no `userInfo`.",
                "    @Sendable static func decode(_ note: Notification) throws -> \(type) {",
                "        \(type)(\(property): try note.catalogObjectIfPresent(as: \(objectType).self))",
                "    }",
                "",
                "    /// Writes what \(spec.framework) posts: the object, no `userInfo`.",
                "    @Sendable static func encode(_ payload: \(type)) -> (object: Any?, userInfo: [AnyHashable: Any]?) {",
                "        (object: payload.\(property), userInfo: nil)",
                "    }",
                "}",
                "",
            ]
        } else {
            body += [
                "public struct \(type): Sendable, Equatable {",
                "    /// The payload; the notification carries nothing.",
                "    public init() {}",
                "",
                "    @Sendable static func decode(_ note: Notification) throws -> \(type) { \(type)() }",
                "",
                "    @Sendable static func encode(_ payload: \(type)) -> (object: Any?, userInfo: [AnyHashable: Any]?) {",
                "        (object: nil, userInfo: nil)",
                "    }",
                "}",
                "",
            ]
        }
        body += available
        body.append("extension NotificationDescriptor where Payload == \(type) {")
        body += docComment(entry).map { "    " + $0 }
        body += available.map { "    " + $0 }
        body.append("    public static var \(member): Self { _\(member) }")
        body.append("}")
        body.append("")
        if payload.onPostingThread {
            body += available
            body += [
                "extension NotificationDescriptor where Payload == \(type).OnPostingThread {",
                "    /// ``\(member)`` with the `\(objectType ?? "object")`, for `observe(_:object:using:)` only: its handler",
                "    /// gets it synchronously on the posting thread.",
            ]
            body += available.map { "    " + $0 }
            body += [
                "    public static var \(member)OnPostingThread: Self { _\(member)OnPostingThread }",
                "}",
                "",
            ]
        }
        body += nameLines(entry, foundation: foundation)
        body.append("")
        if payload.onPostingThread {
            body += available
            body.append(
                "private let (_\(member), _\(member)OnPostingThread) = \(type).OnPostingThread.descriptors(\(member)Name)"
            )
        } else {
            body += available
            body.append(
                "private let _\(member) = NotificationDescriptor(\(member)Name, decode: \(type).decode, encode: \(type).encode)"
            )
        }
        return body
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
            let property = entry.payload.objectProperty.map { name in
                entry.payload.onPostingThread
                    ? " (observe ``\(entry.member)OnPostingThread`` to get it)"
                    : ", as ``\(entry.payload.type)/\(name)``"
            }
            lines += bullet(
                "**Object:** the `\(object.type)`\(property ?? " (the payload reads none)"). **userInfo:** none.")
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
