import Foundation

/// What a test needs from the machine beyond the library: a test that cannot run without it is skipped with the
/// reason (`.enabled(if: Toolchain.has("swiftc"), Comment(rawValue: Toolchain.missing("swiftc")))`), never left to
/// fail. (Plain strings: this target is type-checked for iOS too, where the SDK has no Testing module.)
public enum Toolchain {
    /// Whether an executable named `name` is on `PATH`, as `/usr/bin/env name` would find it.
    public static func has(_ name: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").contains { directory in
            FileManager.default.isExecutableFile(atPath: "\(directory)/\(name)")
        }
    }

    /// The reason a test that needs `name` gives when it is skipped.
    public static func missing(_ name: String) -> String {
        "needs `\(name)` on PATH, which this machine lacks"
    }
}
