/// One `userInfo` key of a catalog notification: its raw name, the type of value stored under it, and whether the
/// payload needs it. `Sendable`: it holds only strings and a flag.
public struct CatalogKey: Sendable, Equatable {
    /// The raw key, e.g. `NSFileHandleNotificationDataItem`.
    public let name: String
    /// The type of the stored value as the poster stores it, e.g. `Data`, `Int`, `NSValue (CGRect)`.
    public let valueType: String
    /// Whether decoding fails without this key (optional keys decode to `nil` or a default).
    public let isRequired: Bool
    /// What the value means.
    public let summary: String
    /// For the Apple catalog's keys, the SDK constant and how its string (``name`` on Linux) is known; `nil` for
    /// Foundation's keys (its own constants on every platform) and the keyboard's (proven by device logs).
    package let evidence: CatalogEvidence?

    /// Describes the key `name`, with the evidence for its string where the catalog writes an Apple constant out.
    /// Catalog entries are the package's own: users read them, never make them.
    package init(name: String, valueType: String, isRequired: Bool, summary: String, evidence: CatalogEvidence? = nil) {
        self.name = name
        self.valueType = valueType
        self.isRequired = isRequired
        self.summary = summary
        self.evidence = evidence
    }
}
