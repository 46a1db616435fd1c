/// The version `notification-catalog --version` prints: the one place it is written. README's install line depends on
/// the same release (`from:`), which `InstallInstructionsTests` checks; a release tags this version.
package enum ToolVersion {
    /// The package's version, in semantic versioning.
    package static let current = "0.1.0"
}
