#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where benchmark handlers put what they read, so the optimizer cannot drop the reads.
nonisolated(unsafe) var sink = 0

/// How many payloads handlers received; each workload is checked to deliver before it is timed.
nonisolated(unsafe) var delivered = 0

/// Stops the run when `workload` does not deliver at least once per operation: a broken case must not time.
func checkDelivers(_ workload: Workload, _ what: String) {
    let before = delivered
    workload.run(4)
    guard delivered - before >= 4 else {
        fatalError("benchmark \(what) delivered \(delivered - before) payloads for 4 posts")
    }
}

/// The clock `now()` reads: monotonic wall time, or this thread's CPU time (`--cpu-time`, the default of
/// `--scenarios`), which leaves out the time other processes on a loaded machine take the core away. Only for
/// workloads that run on the measuring thread alone (not the asynchronous case 6).
nonisolated(unsafe) var timingClock = CLOCK_MONOTONIC

/// Time in nanoseconds on `timingClock`.
@inline(__always)
func now() -> UInt64 {
    var spec = timespec()
    clock_gettime(timingClock, &spec)
    return UInt64(spec.tv_sec) &* 1_000_000_000 &+ UInt64(spec.tv_nsec)
}

/// A measured workload: `run(n)` performs `n` operations. Its state (center, tokens) lives as long as the closure.
struct Workload {
    let run: (Int) -> Void

    /// Nanoseconds per operation for one batch of `n`.
    func time(_ n: Int) -> Double {
        let start = now()
        run(n)
        return Double(now() - start) / Double(n)
    }
}

/// A case measured against its baseline, interleaved in one process.
struct Pair {
    let id: String
    let label: String
    let baselineLabel: String
    /// The ratio the case must stay under, if it has a target.
    let target: Double?
    /// Whether each operation delivers a payload (false for observe + cancel).
    var delivers = true
    /// Built right before measuring and released right after, so cases do not see each other's observers.
    let make: () -> (baseline: Workload, candidate: Workload)
}

/// Median, minimum and maximum of a sample.
struct Summary {
    let median: Double
    let min: Double
    let max: Double
    let q1: Double
    let q3: Double

    init(_ values: [Double]) {
        let sorted = values.sorted()
        func quantile(_ q: Double) -> Double {
            let position = q * Double(sorted.count - 1)
            let low = Int(position)
            let high = Swift.min(low + 1, sorted.count - 1)
            return sorted[low] + (sorted[high] - sorted[low]) * (position - Double(low))
        }
        median = quantile(0.5)
        min = sorted.first ?? .nan
        max = sorted.last ?? .nan
        q1 = quantile(0.25)
        q3 = quantile(0.75)
    }
}

/// The result of one pair.
struct Result {
    let pair: Pair
    let baselineNs: Summary
    let candidateNs: Summary
    let ratio: Summary
    let unit: String
}

struct Settings {
    /// Paired repetitions per case.
    var repetitions = 41
    /// Wall time one batch of the baseline aims for, in nanoseconds.
    var batchNs = 20_000_000.0
}

/// Measures `pair`: calibrates a batch size on the baseline, warms both up, then alternates baseline and candidate
/// (ABBA order, so drift in machine load falls on both), one ratio per repetition.
func measure(_ pair: Pair, settings: Settings) -> Result {
    let (baseline, candidate) = pair.make()
    if pair.delivers {
        checkDelivers(baseline, "\(pair.id) baseline")
        checkDelivers(candidate, "\(pair.id) \(pair.label)")
    }
    var n = 16
    while true {
        let ns = baseline.time(n) * Double(n)
        if ns > settings.batchNs / 4 || n >= 1 << 22 {
            n = Swift.max(1, Int(Double(n) * settings.batchNs / Swift.max(ns, 1)))
            break
        }
        n *= 4
    }
    _ = candidate.time(n)
    var baselineTimes: [Double] = []
    var candidateTimes: [Double] = []
    var ratios: [Double] = []
    for repetition in 0..<settings.repetitions {
        let b: Double
        let c: Double
        if repetition % 2 == 0 {
            b = baseline.time(n)
            c = candidate.time(n)
        } else {
            c = candidate.time(n)
            b = baseline.time(n)
        }
        baselineTimes.append(b)
        candidateTimes.append(c)
        ratios.append(c / b)
    }
    return Result(
        pair: pair,
        baselineNs: Summary(baselineTimes),
        candidateNs: Summary(candidateTimes),
        ratio: Summary(ratios),
        unit: "ns/op"
    )
}

func format(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "-" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if let dot = text.firstIndex(of: ".") {
        let decimals = text.distance(from: dot, to: text.endIndex) - 1
        if decimals < digits { text += String(repeating: "0", count: digits - decimals) }
        if digits == 0 { text = String(text[..<dot]) }
    }
    return text
}

func formatNs(_ value: Double) -> String {
    value >= 100 ? format(value, 0) : format(value, 1)
}

/// One Markdown table row: case, baseline, ns/op of each, ratio median with min–max and IQR, target and verdict.
func row(_ result: Result) -> String {
    let ratio = result.ratio
    let verdict: String
    if let target = result.pair.target {
        verdict = ratio.median <= target ? "<= \(format(target, 2)) ok" : "<= \(format(target, 2)) MISSED"
    } else {
        verdict = ""
    }
    return "| \(result.pair.id) | \(result.pair.label) | \(result.pair.baselineLabel) "
        + "| \(formatNs(result.candidateNs.median)) | \(formatNs(result.baselineNs.median)) "
        + "| **\(format(ratio.median, 3))** | \(format(ratio.min, 3))–\(format(ratio.max, 3)) "
        + "| \(format(ratio.q1, 3))–\(format(ratio.q3, 3)) | \(verdict) |"
}

let tableHeader = """
    | # | case | baseline | case ns/op | baseline ns/op | ratio (median) | min–max | IQR | target |
    |---|---|---|---:|---:|---:|---|---|---|
    """
