/// What makes a spec unusable, found before anything is generated: each problem names its file and entry.
enum CatalogSpecCheck {
    static let fieldKinds: Set<String> = [
        "object", "objects", "objectSet", "string", "strings", "int", "uint", "double", "bool", "data", "url", "rect",
        "error",
    ]
    static let grades: Set<String> = ["proven", "plausible", "unverified"]

    static func problems(in declared: [CatalogSpecs.Declared], settings: CatalogSettings) -> [String] {
        var problems: [String] = []
        var members: [String: String] = [:]
        var names: [String: String] = [:]
        let sources = Set(settings.evidenceSources.map(\.id))
        for item in declared {
            let entry = item.entry
            let at = "\(item.specPath): .\(entry.member)"
            func check(_ condition: Bool, _ problem: @autoclosure () -> String) {
                if !condition { problems.append("\(at): \(problem())") }
            }
            if let other = members.updateValue(item.specPath, forKey: entry.member) {
                problems.append("\(at): the member is declared twice (also in \(other))")
            }
            let name = entry.linuxString ?? entry.string
            if let other = names.updateValue(entry.member, forKey: name) {
                problems.append("\(at): the name \(name) is the name of .\(other) too")
            }
            check(isIdentifier(entry.member), "the member is not a Swift identifier")
            check(!entry.member.hasSuffix("OnPostingThread"), "a member may not end in OnPostingThread")
            check(
                !entry.platforms.isEmpty && entry.platforms.allSatisfy(CatalogSpecs.everyPlatform.contains),
                "platforms must be some of \(CatalogSpecs.everyPlatform.joined(separator: ", "))")
            check(
                entry.platforms == CatalogSpecs.everyPlatform.filter(entry.platforms.contains),
                "platforms are listed in the order \(CatalogSpecs.everyPlatform.joined(separator: ", "))")
            var evidence = [("the name", entry.stringEvidence)]
            evidence += entry.keys.map { ("the key \($0.string)", $0.stringEvidence) }
            for (what, evidence) in evidence {
                guard let evidence else { continue }
                check(
                    grades.contains(evidence.grade),
                    "\(what)'s grade \"\(evidence.grade)\" is not one of \(grades.sorted())")
                if let source = evidence.source {
                    check(
                        sources.contains(source),
                        "\(what)'s source \"\(source)\" is not an id of Catalog.json's evidenceSources")
                } else {
                    check(
                        evidence.grade == "unverified", "\(what)'s evidence is \(evidence.grade), but names no source")
                }
            }
            for key in entry.keys {
                let absence = key.absence
                check(
                    ["error", "nil", "empty"].contains(absence) || absence.hasPrefix("default:"),
                    "the key \(key.string)'s absence \"\(absence)\" is not error, nil, empty or default:<value>")
            }
            let payload = entry.payload
            check(
                (payload.fields == nil) != (payload.fieldsFunction == nil),
                "the payload needs either fields or fieldsFunction, not both")
            check(payload.type != "Void" || !payload.onPostingThread, "a Void payload has no posting-thread twin")
            check(payload.type != "Void" || (payload.fields ?? []).isEmpty, "a Void payload has no fields")
            check(
                payload.type != "Void" || entry.object == nil,
                "a Void payload reads no object, so object must be null (an entry whose object matters needs a payload)"
            )
            check(
                entry.postedOnLinux || entry.postedBy.hasPrefix("Nobody"),
                "postedBy must start with \"Nobody\" (as \"Nobody on Linux (no UIKit). On iOS, ...\") when Linux never posts it"
            )
            check(
                payload.reading != nil || payload.type == "Void" || entry.keys.isEmpty,
                "the payload names no reading file (the generator writes payloads of an object alone; one with keys"
                    + " needs its reading file)")
            check(
                payload.reading != nil || payload.type == "Void"
                    || (entry.object == nil) == (payload.objectProperty == nil),
                "a generated payload names its objectProperty exactly when the notification has an object")
            check(
                payload.reading == nil || payload.objectProperty == nil,
                "objectProperty is for generated payloads; the reading file declares its own")
            check(payload.reading?.isEmpty != true, "the payload's reading file is empty")
            for field in payload.fields ?? [] {
                check(fieldKinds.contains(field.kind), "the field \(field.name)'s kind \"\(field.kind)\" is unknown")
                let isCollection = field.kind == "objects" || field.kind == "objectSet"
                check(
                    isCollection == (field.elementType != nil),
                    "the field \(field.name) needs elementType exactly when its kind is objects or objectSet")
                check(
                    field.kind != "object" || field.via == nil, "the field \(field.name) is an object, read without via"
                )
                check(
                    !(field.kind == "objectSet" && field.optional == true),
                    "the field \(field.name): an optional set is not supported")
            }
        }
        return problems
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" }
    }
}
