import Foundation

/// A small, fast, seedable generator (SplitMix64), so a fuzz run is reproduced exactly from its seed.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Starts the sequence for `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// How a fuzz test runs: the seed (printed, and overridable with `FUZZ_SEED`) and the number of cases
/// (`FUZZ_CASES`, default 100,000).
public struct FuzzConfiguration: Sendable, CustomStringConvertible {
    /// The seed every case derives from.
    public let seed: UInt64
    /// How many cases to run.
    public let cases: Int

    /// Reads `FUZZ_SEED` and `FUZZ_CASES` from the environment; without `FUZZ_SEED` the seed is new each run.
    public static func fromEnvironment(defaultCases: Int = 100_000) -> FuzzConfiguration {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["FUZZ_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0...UInt64.max)
        let cases = environment["FUZZ_CASES"].flatMap { Int($0) } ?? defaultCases
        return FuzzConfiguration(seed: seed, cases: cases)
    }

    /// Creates a configuration.
    public init(seed: UInt64, cases: Int) {
        self.seed = seed
        self.cases = cases
    }

    /// How to reproduce this run.
    public var description: String { "FUZZ_SEED=\(seed) FUZZ_CASES=\(cases)" }
}
