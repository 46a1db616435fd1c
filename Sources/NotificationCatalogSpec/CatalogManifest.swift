package import Foundation

/// `Catalog/manifest.json`: the catalog as machine-readable JSON, one object per descriptor.
///
/// The generator writes the committed file from the specs (``init(specs:)``, ``jsonText()``), and a test fails when
/// the compiled catalog describes anything else; `Catalog/README.md` is generated from it by ``CatalogTable``.
package struct CatalogManifest: Codable, Equatable, Sendable {
    /// One descriptor.
    package struct Entry: Codable, Equatable, Sendable {
        package var member: String
        /// The string Linux Foundation posts it under.
        package var name: String
        /// The string iOS posts it under, where it differs from ``name``; `nil` where they are one.
        package var iOSName: String?
        package var foundationConstant: String?
        package var declaredIn: String
        package var payloadType: String
        package var payloadIsSendable: Bool
        /// The `…OnPostingThread` descriptor whose payload also carries the Apple objects that are not `Sendable`.
        package var postingThreadMember: String?
        package var objectType: String?
        package var userInfo: [Key]
        package var platforms: [String]
        package var postedOnLinux: Bool
        package var postedBy: String
        package var useInstead: String?
        package var summary: String
        /// The Apple catalog's: the name's SDK constant and how its string is known.
        package var nameEvidence: Evidence?

        /// The manifest entry of a spec's entry.
        package init(_ declared: CatalogSpecs.Declared, sources: [CatalogSettings.EvidenceSource]) {
            let entry = declared.entry
            member = entry.member
            name = entry.linuxString ?? entry.string
            iOSName = entry.linuxString == nil ? nil : entry.string
            foundationConstant = entry.swiftName
            declaredIn = entry.declaredIn ?? declared.framework
            payloadType = entry.payload.type
            payloadIsSendable = entry.payload.sendable
            postingThreadMember = entry.payload.onPostingThread ? entry.member + "OnPostingThread" : nil
            objectType = entry.object?.type
            userInfo = entry.keys.map { key in
                Key(
                    key: key.string, valueType: key.applePosts, required: key.absence == "error",
                    summary: key.summary,
                    evidence: key.stringEvidence.map { Evidence(constant: key.constant, $0, sources: sources) })
            }
            platforms = entry.platforms
            postedOnLinux = entry.postedOnLinux
            postedBy = entry.postedBy
            useInstead = entry.useInstead
            summary = entry.summary
            nameEvidence = entry.stringEvidence.map { Evidence(constant: entry.constant, $0, sources: sources) }
        }

        /// An entry with these values (the compiled catalog's, for comparison).
        package init(
            member: String, name: String, iOSName: String?, foundationConstant: String?, declaredIn: String,
            payloadType: String,
            payloadIsSendable: Bool, postingThreadMember: String?, objectType: String?, userInfo: [Key],
            platforms: [String], postedOnLinux: Bool, postedBy: String, useInstead: String?, summary: String,
            nameEvidence: Evidence?
        ) {
            self.member = member
            self.name = name
            self.iOSName = iOSName
            self.foundationConstant = foundationConstant
            self.declaredIn = declaredIn
            self.payloadType = payloadType
            self.payloadIsSendable = payloadIsSendable
            self.postingThreadMember = postingThreadMember
            self.objectType = objectType
            self.userInfo = userInfo
            self.platforms = platforms
            self.postedOnLinux = postedOnLinux
            self.postedBy = postedBy
            self.useInstead = useInstead
            self.summary = summary
            self.nameEvidence = nameEvidence
        }

        /// Writes every field, `null` included, so the file shows what is absent.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(member, forKey: .member)
            try container.encode(name, forKey: .name)
            try container.encode(iOSName, forKey: .iOSName)
            try container.encode(foundationConstant, forKey: .foundationConstant)
            try container.encode(declaredIn, forKey: .declaredIn)
            try container.encode(payloadType, forKey: .payloadType)
            try container.encode(payloadIsSendable, forKey: .payloadIsSendable)
            try container.encode(postingThreadMember, forKey: .postingThreadMember)
            try container.encode(objectType, forKey: .objectType)
            try container.encode(userInfo, forKey: .userInfo)
            try container.encode(platforms, forKey: .platforms)
            try container.encode(postedOnLinux, forKey: .postedOnLinux)
            try container.encode(postedBy, forKey: .postedBy)
            try container.encode(useInstead, forKey: .useInstead)
            try container.encode(summary, forKey: .summary)
            try container.encodeIfPresent(nameEvidence, forKey: .nameEvidence)
        }
    }

    /// One `userInfo` key of a descriptor.
    package struct Key: Codable, Equatable, Sendable {
        package var key: String
        package var valueType: String
        package var required: Bool
        package var summary: String
        /// The Apple catalog's: the key's SDK constant and how its string is known.
        package var evidence: Evidence?

        /// A key with these values.
        package init(key: String, valueType: String, required: Bool, summary: String, evidence: Evidence?) {
            self.key = key
            self.valueType = valueType
            self.required = required
            self.summary = summary
            self.evidence = evidence
        }
    }

    /// How the string of an SDK constant the Apple catalog writes out on Linux is known.
    package struct Evidence: Codable, Equatable, Sendable {
        /// The constant, e.g. `NSInsertedObjectsKey`.
        package var constant: String
        /// `proven`, `plausible` or `unverified`.
        package var grade: String
        /// The number of the source in `Catalog/README.md`'s list; `nil` for an unverified string.
        package var source: Int?

        /// The evidence for `constant`, with its source numbered as Catalog/README.md numbers it.
        package init(constant: String, grade: String, source: Int?) {
            self.constant = constant
            self.grade = grade
            self.source = source
        }

        /// The manifest form of a spec's evidence for `constant` (the source's number is its place in
        /// `Catalog.json`'s `evidenceSources`, from 1; the specs are checked to name only those).
        init(constant: String, _ evidence: CatalogSpec.Evidence, sources: [CatalogSettings.EvidenceSource]) {
            let index = evidence.source.flatMap { id in sources.firstIndex { $0.id == id } }
            self.init(constant: constant, grade: evidence.grade, source: index.map { $0 + 1 })
        }
    }

    /// The manifest format's version.
    package var formatVersion: Int
    /// Where the file comes from and the command that rewrites it: JSON holds no comment, and a reader that does not
    /// know the key ignores it (`JSONDecoder`, `JSONSerialization`).
    package var generatedBy: String
    /// The value of ``generatedBy``.
    package static let generatedByText =
        "DO NOT EDIT: generated from Catalog/Specs/*.json; regenerate: \(CatalogTable.regenerateCommand)"
    /// One entry per descriptor, in catalog order.
    package var entries: [Entry]

    /// The manifest of `specs`, in catalog order.
    package init(specs: CatalogSpecs) {
        formatVersion = 1
        generatedBy = Self.generatedByText
        entries = specs.entries.map { Entry($0, sources: specs.settings.evidenceSources) }
    }

    /// A manifest of these entries.
    package init(entries: [Entry]) {
        formatVersion = 1
        generatedBy = Self.generatedByText
        self.entries = entries
    }

    /// Reads a manifest file.
    package init(json: Data) throws {
        self = try JSONDecoder().decode(CatalogManifest.self, from: json)
    }

    /// The manifest as the committed file holds it: pretty-printed, keys sorted, ending in a newline.
    package func jsonText() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
    }
}
