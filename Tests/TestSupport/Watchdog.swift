import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
    import TestSupport
#endif

/// The limits a test waits for before it calls something a hang.
///
/// A watchdog exists so that a real hang fails a test instead of stalling CI; it must never fire because the machine is
/// slow. Every limit is a generous base multiplied by ``scale``: 10 under ThreadSanitizer (found at run time, since a
/// sanitized build has no compile-time flag), 1 otherwise, times `TEST_WATCHDOG_SCALE` from the environment when set
/// (for a machine slower still).
public enum Watchdog {
    /// The factor every watchdog limit is multiplied by.
    public static let scale: Double = {
        let sanitizer: Double = isThreadSanitized ? 10 : 1
        let extra = ProcessInfo.processInfo.environment["TEST_WATCHDOG_SCALE"].flatMap(Double.init) ?? 1
        return sanitizer * max(extra, 1)
    }()

    /// Whether this process runs with ThreadSanitizer's runtime (`__tsan_init` is defined).
    public static let isThreadSanitized: Bool = {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            // RTLD_DEFAULT: the global symbol scope of the process (nil on Linux, a constant on Darwin).
            #if canImport(Darwin)
                let scope = UnsafeMutableRawPointer(bitPattern: -2)
            #else
                let scope: UnsafeMutableRawPointer? = nil
            #endif
            return dlsym(scope, "__tsan_init") != nil
        #else
            return false
        #endif
    }()

    /// `base` seconds, scaled.
    public static func seconds(_ base: Double) -> Double { base * scale }

    /// `base` seconds, scaled, as a `Duration`.
    public static func duration(_ base: Double) -> Duration { .milliseconds(Int64(base * scale * 1_000)) }

    /// `base` seconds from now, scaled, for `DispatchSemaphore.wait(timeout:)` and `DispatchGroup.wait(timeout:)`.
    public static func deadline(_ base: Double) -> DispatchTime { .now() + base * scale }

    /// The one-line message a test records when its watchdog fires, naming what did not finish and the limit.
    public static func message(_ what: String, base: Double) -> String {
        let limit = seconds(base)
        return "watchdog: \(what) did not finish within \(Int(limit)) s (base \(Int(base)) s x \(scale)): a hang"
    }
}
