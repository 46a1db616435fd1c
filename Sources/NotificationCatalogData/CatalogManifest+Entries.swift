package import NotificationCatalog
package import NotificationCatalogSpec

extension CatalogManifest {
    /// The manifest the compiled catalog describes: what the generated Swift says of each entry, read back. A test
    /// compares it with the manifest the specs generate, so the two never disagree.
    package init(compiled entries: [CatalogEntry]) {
        self.init(entries: entries.map(Entry.init(compiled:)))
    }
}

extension CatalogManifest.Entry {
    /// The manifest entry of a compiled `entry`.
    package init(compiled entry: CatalogEntry) {
        self.init(
            member: entry.member, name: entry.linuxName,
            iOSName: entry.iOSName == entry.linuxName ? nil : entry.iOSName,
            foundationConstant: entry.foundationConstant,
            declaredIn: entry.declaredIn, payloadType: entry.payloadType, payloadIsSendable: entry.isPayloadSendable,
            postingThreadMember: entry.postingThreadMember, objectType: entry.objectType,
            userInfo: entry.keys.map {
                CatalogManifest.Key(
                    key: $0.name, valueType: $0.valueType, required: $0.isRequired, summary: $0.summary,
                    evidence: $0.evidence.map(CatalogManifest.Evidence.init(compiled:)))
            },
            platforms: entry.platforms, postedOnLinux: entry.isPostedOnLinux, postedBy: entry.postedBy,
            useInstead: entry.useInstead, summary: entry.summary,
            nameEvidence: entry.nameEvidence.map(CatalogManifest.Evidence.init(compiled:)))
    }
}

extension CatalogManifest.Evidence {
    /// The manifest form of compiled `evidence` (its source numbered as the enumeration numbers it).
    package init(compiled evidence: CatalogEvidence) {
        self.init(constant: evidence.constant, grade: evidence.grade.rawValue, source: evidence.source?.rawValue)
    }
}
