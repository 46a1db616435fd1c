/// The names and keys this module's entries read: each entry's file extends it with its own (the SDK's constants on
/// iOS, their strings on Linux, with the evidence for each in Catalog/README.md; `AppleCatalogNameTests` compares the
/// two on iOS). A namespace without instances; its members are immutable.
enum CatalogNames {}
