/// The version `notification-catalog --version` prints: the one place it is written.
package enum ToolVersion {
    /// The package's version, in semantic versioning.
    package static let current = "0.1.0"
}
