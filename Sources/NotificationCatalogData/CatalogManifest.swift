package import Foundation
package import NotificationCatalog

/// `Catalog/manifest.json`: ``NotificationCatalog/entries`` as machine-readable JSON, one object per descriptor.
///
/// The committed file is generated from the entries (``init(entries:)``, ``jsonText()``) and a test fails when the
/// two disagree; `Catalog/README.md` is generated from it by ``CatalogTable``.
package struct CatalogManifest: Codable, Equatable, Sendable {
    /// One descriptor.
    package struct Entry: Codable, Equatable, Sendable {
        package var member: String
        package var name: String
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

        /// The manifest entry of `entry`.
        package init(_ entry: CatalogEntry) {
            member = entry.member
            name = entry.name.rawValue
            foundationConstant = entry.foundationConstant
            declaredIn = entry.declaredIn
            payloadType = entry.payloadType
            payloadIsSendable = entry.isPayloadSendable
            postingThreadMember = entry.postingThreadMember
            objectType = entry.objectType
            userInfo = entry.keys.map {
                Key(
                    key: $0.name, valueType: $0.valueType, required: $0.isRequired, summary: $0.summary,
                    evidence: $0.evidence.map(Evidence.init))
            }
            platforms = entry.platforms
            postedOnLinux = entry.isPostedOnLinux
            postedBy = entry.postedBy
            useInstead = entry.useInstead
            summary = entry.summary
            nameEvidence = entry.nameEvidence.map(Evidence.init)
        }

        /// Writes every field, `null` included, so the file shows what is absent.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(member, forKey: .member)
            try container.encode(name, forKey: .name)
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
    }

    /// How the string of an SDK constant the Apple catalog writes out on Linux is known (`CatalogEvidence`).
    package struct Evidence: Codable, Equatable, Sendable {
        /// The constant, e.g. `NSInsertedObjectsKey`.
        package var constant: String
        /// `proven`, `plausible` or `unverified`.
        package var grade: String
        /// The number of the source in `Catalog/README.md`'s list; `nil` for an unverified string.
        package var source: Int?

        /// The manifest form of `evidence`.
        package init(_ evidence: CatalogEvidence) {
            constant = evidence.constant
            grade = evidence.grade.rawValue
            source = evidence.source?.rawValue
        }
    }

    /// The manifest format's version.
    package var formatVersion: Int
    /// One entry per descriptor, in catalog order.
    package var entries: [Entry]

    /// The manifest of `entries`.
    package init(entries: [CatalogEntry]) {
        formatVersion = 1
        self.entries = entries.map(Entry.init)
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
