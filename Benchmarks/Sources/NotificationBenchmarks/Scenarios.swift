import Foundation
import NotificationDescriptors

// The scenarios S1-S5: each contender timed against the raw case of its scenario (paired, ABBA, one
// process), with instructions and allocations per operation read from a counts file that `Benchmarks/scenarios`
// makes with callgrind from the same workloads (`--profile <key> N`).

/// One row of the scenario table.
struct ScenarioCase {
    enum Role { case raw, floor, contender }

    /// The scenario group ("S1", "S2 legacy", ...): its rows share one raw baseline and one floor.
    let scenario: String
    let contender: String
    /// The workload's `--profile` name, and the key of its counts.
    let key: String
    var role = Role.contender
    var delivers = true
    /// The target for this row, and how to check it (nil: not checkable here).
    var target = ""
    var check: ((ScenarioResults) -> Bool?)?
    /// Nil for a placeholder row: an API that does not exist yet.
    let make: (@MainActor () -> Workload)?
}

/// What the checks can read: time ratios to raw and counts per operation, by key.
struct ScenarioResults {
    var timeRatio: [String: Double] = [:]
    var counts: [String: (instructions: Double, allocations: Double)] = [:]

    func instructions(_ key: String) -> Double? { counts[key]?.instructions }
}

@MainActor
func scenarioCases() -> [ScenarioCase] {
    let s1 = "S1 app-defined struct, 1 observer"
    let s1c = "S1 Codable legacy payload, 1 observer"
    let s2 = "S2 10 observers + 1,000 unrelated, struct"
    let s2l = "S2 10 observers + 1,000 unrelated, legacy 3-key payload"
    let s3a = "S3a observe + cancel, first observer of a name"
    let s3b = "S3b observe + cancel, name already observed"
    let s5 = "S5 raw 3-key post read typed"
    let legacy = NotificationDescriptor<Sample>.legacySample
    let unrelatedLegacy = Array(distinctDescriptors.prefix(unrelatedCount))
    return scenarioRows(s1: s1, s1c: s1c, s2: s2, s2l: s2l, s3a: s3a, s3b: s3b, s5: s5, legacy, unrelatedLegacy)
        + centersCases()
}

/// S1 centers: the direct path's S1 post with 1 to 10,000 centers in the process, each observing the descriptor.
@MainActor
func centersCases() -> [ScenarioCase] {
    let scenario = "S1 centers: direct path, one observer on each of N centers, a post to the last made"
    let rows = [1, 8, 9, 100, 10_000].map { centers in
        let key = "s1-centers-\(centers)"
        return ScenarioCase(
            scenario: scenario, contender: "direct path, \(grouped(Double(centers))) centers", key: key,
            target: "<= 600 instr, 0 allocations",
            check: { r in r.counts[key].map { $0.instructions <= 600 && $0.allocations == 0 } }
        ) { directCentersWorkload(centers: centers) }
    }
    return [ScenarioCase(scenario: scenario, contender: "raw 3-key post", key: "raw", role: .raw) { rawPostWorkload() }]
        + rows
}

/// The rows of S1-S5 (S1 centers aside).
@MainActor
private func scenarioRows(
    s1: String, s1c: String, s2: String, s2l: String, s3a: String, s3b: String, s5: String,
    _ legacy: NotificationDescriptor<Sample>, _ unrelatedLegacy: [NotificationDescriptor<Sample>]
) -> [ScenarioCase] {
    [
        ScenarioCase(scenario: s1, contender: "raw 3-key post", key: "raw", role: .raw) { rawPostWorkload() },
        ScenarioCase(
            scenario: s1, contender: "this library, `carrying:`", key: "intact",
            target: "<= 4,800 instr (and <= 30 refcount calls, counted apart) and faster than `MainActorMessage`",
            check: { r in
                guard let instructions = r.instructions("intact"), let time = r.timeRatio["intact"],
                    let message = r.timeRatio["message"]
                else { return nil }
                return instructions <= 4_800 && time < message
            }
        ) { intactWorkload() },
        ScenarioCase(
            scenario: s1, contender: "this library, direct path (`delivery: .typedObserversOnly`)", key: "direct",
            target:
                "<= 1,000 instr, 0 allocations, <= 0.074x raw (half Cyberbeni's 0.148x; Cyberbeni not in this package)",
            check: { r in
                guard let counts = r.counts["direct"], let time = r.timeRatio["direct"] else { return nil }
                return counts.instructions <= 1_000 && counts.allocations == 0 && time <= 0.074
            }
        ) { libraryScenarioWorkload(.directSample, observers: 1, unrelated: []) },
        ScenarioCase(scenario: s1, contender: "objc.io `Descriptor<A>`, struct in `userInfo`", key: "s1-objc") {
            objcScenarioWorkload(objcStruct, observers: 1, unrelated: false)
        },
        ScenarioCase(scenario: s1, contender: "Foundation `MainActorMessage`", key: "message") {
            mainActorMessageWorkload()
        },
        ScenarioCase(scenario: s1, contender: "floor (lock + dictionary)", key: "s1-floor", role: .floor) {
            floorScenarioWorkload(observers: 1, unrelated: false)
        },

        ScenarioCase(scenario: s1c, contender: "raw 3-key post", key: "raw", role: .raw) { rawPostWorkload() },
        ScenarioCase(
            scenario: s1c, contender: "this library, `Codable` descriptor", key: "codable-typed",
            target: "time <= 1.15x raw", check: { r in r.timeRatio["codable-typed"].map { $0 <= 1.15 } }
        ) { codableTypedWorkload() },
        ScenarioCase(scenario: s1c, contender: "this library, closure descriptor", key: "typed-legacy") {
            typedLegacyWorkload()
        },
        ScenarioCase(scenario: s1c, contender: "objc.io `Descriptor<A>`, 3-key convert", key: "s1c-objc") {
            objcScenarioWorkload(objcLegacy, observers: 1, unrelated: false)
        },

        ScenarioCase(scenario: s2, contender: "raw 3-key post", key: "s2-raw", role: .raw) {
            rawScenarioWorkload(observers: 10, unrelated: true)
        },
        ScenarioCase(
            scenario: s2, contender: "this library, `carrying:`", key: "s2-carrying",
            target: "<= 6,630 instr (0.80x Cyberbeni's 8,288) and faster than Cyberbeni (not in this package)",
            check: { r in r.instructions("s2-carrying").map { $0 <= 6_630 } }
        ) { libraryScenarioWorkload(.intactSample, observers: 10, unrelated: unrelatedCarrying) },
        ScenarioCase(
            scenario: s2, contender: "this library, direct path (`delivery: .typedObserversOnly`)", key: "s2-direct",
            target: "0 allocations (no bar in the issue)",
            check: { r in r.counts["s2-direct"].map { $0.allocations == 0 } }
        ) { libraryScenarioWorkload(.directSample, observers: 10, unrelated: unrelatedDirect) },
        ScenarioCase(scenario: s2, contender: "objc.io `Descriptor<A>`, struct in `userInfo`", key: "s2-objc") {
            objcScenarioWorkload(objcStruct, observers: 10, unrelated: true)
        },
        ScenarioCase(
            scenario: s2, contender: "Foundation `MainActorMessage` (unrelated: raw observers)", key: "s2-message"
        ) { messageScenarioWorkload(observers: 10, unrelated: true) },
        ScenarioCase(scenario: s2, contender: "floor (lock + dictionary)", key: "s2-floor", role: .floor) {
            floorScenarioWorkload(observers: 10, unrelated: true)
        },

        ScenarioCase(scenario: s2l, contender: "raw 3-key post", key: "s2-raw", role: .raw) {
            rawScenarioWorkload(observers: 10, unrelated: true)
        },
        ScenarioCase(
            scenario: s2l, contender: "this library, closure descriptor", key: "s2l-closure",
            target: "<= 0.20x raw in instructions, <= 0.30x in time",
            check: { r in atMostTimesRaw(r, "s2l-closure", raw: "s2-raw", 0.20, time: 0.30) }
        ) { libraryScenarioWorkload(legacy, observers: 10, unrelated: unrelatedLegacy) },
        ScenarioCase(
            scenario: s2l, contender: "this library, `Codable` descriptor", key: "s2l-codable",
            target: "<= 0.20x raw in instructions, <= 0.30x in time",
            check: { r in atMostTimesRaw(r, "s2l-codable", raw: "s2-raw", 0.20, time: 0.30) }
        ) { codableScenarioWorkload(observers: 10, unrelated: true) },
        ScenarioCase(scenario: s2l, contender: "objc.io `Descriptor<A>`, 3-key convert", key: "s2l-objc") {
            objcScenarioWorkload(objcLegacy, observers: 10, unrelated: true)
        },

        ScenarioCase(
            scenario: s3a, contender: "raw `addObserver` + `removeObserver`", key: "raw-first-observe", role: .raw,
            delivers: false
        ) { rawObserveCancelWorkload(existing: false) },
        ScenarioCase(
            scenario: s3a, contender: "this library, `observe` + `cancel()`", key: "first-observe", delivers: false,
            target: "<= objc.io's instructions (10,896 in the issue)",
            check: { r in
                guard let mine = r.instructions("first-observe"), let objc = r.instructions("s3a-objc") else {
                    return nil
                }
                return mine <= objc
            }
        ) { typedObserveCancelWorkload(existing: false) },
        ScenarioCase(
            scenario: s3a, contender: "objc.io `Descriptor<A>`, token released", key: "s3a-objc", delivers: false
        ) { objcObserveCancelWorkload(existing: false) },
        ScenarioCase(scenario: s3a, contender: "Foundation `MainActorMessage`", key: "s3a-message", delivers: false) {
            messageObserveCancelWorkload(existing: false)
        },
        ScenarioCase(scenario: s3a, contender: "Foundation `AsyncMessage`", key: "s3a-async-message", delivers: false) {
            asyncMessageObserveCancelWorkload(existing: false)
        },
        ScenarioCase(
            scenario: s3a, contender: "floor (lock + dictionary)", key: "s3a-floor", role: .floor, delivers: false
        ) { floorObserveCancelWorkload(existing: false) },

        ScenarioCase(
            scenario: s3b, contender: "raw `addObserver` + `removeObserver`", key: "raw-next-observe", role: .raw,
            delivers: false
        ) { rawObserveCancelWorkload(existing: true) },
        ScenarioCase(
            scenario: s3b, contender: "this library, `observe` + `cancel()`", key: "next-observe", delivers: false,
            target: "fewest instructions but the floor's",
            check: { r in
                let peers = ["raw-next-observe", "s3b-objc", "s3b-message", "s3b-async-message"]
                guard let mine = r.instructions("next-observe") else { return nil }
                let others = peers.compactMap { r.instructions($0) }
                return others.count == peers.count ? others.allSatisfy { mine < $0 } : nil
            }
        ) { typedObserveCancelWorkload(existing: true) },
        ScenarioCase(
            scenario: s3b, contender: "objc.io `Descriptor<A>`, token released", key: "s3b-objc", delivers: false
        ) { objcObserveCancelWorkload(existing: true) },
        ScenarioCase(scenario: s3b, contender: "Foundation `MainActorMessage`", key: "s3b-message", delivers: false) {
            messageObserveCancelWorkload(existing: true)
        },
        ScenarioCase(scenario: s3b, contender: "Foundation `AsyncMessage`", key: "s3b-async-message", delivers: false) {
            asyncMessageObserveCancelWorkload(existing: true)
        },
        ScenarioCase(
            scenario: s3b, contender: "floor (lock + dictionary)", key: "s3b-floor", role: .floor, delivers: false
        ) { floorObserveCancelWorkload(existing: true) },

        ScenarioCase(scenario: s5, contender: "raw 3-key post", key: "raw", role: .raw) { rawPostWorkload() },
        ScenarioCase(
            scenario: s5, contender: "this library, closure descriptor (`value(for:)`)", key: "typed-observer",
            target: "<= 1.02x objc.io's instructions",
            check: { r in
                guard let mine = r.instructions("typed-observer"), let objc = r.instructions("s5-objc") else {
                    return nil
                }
                return mine <= 1.02 * objc
            }
        ) { typedObserverOfRawPost() },
        ScenarioCase(scenario: s5, contender: "objc.io `Descriptor<A>`, 3-key convert", key: "s5-objc") {
            objcObserverOfRawPost()
        },
    ]
}

private func atMostTimesRaw(
    _ r: ScenarioResults, _ key: String, raw: String, _ bound: Double, time timeBound: Double? = nil
) -> Bool? {
    guard let time = r.timeRatio[key], let mine = r.instructions(key), let base = r.instructions(raw) else {
        return nil
    }
    return time <= (timeBound ?? bound) && mine <= bound * base
}

/// The scenario workloads by `--profile` name, made only when asked for.
@MainActor
func scenarioProfileWorkloads() -> [String: @MainActor () -> Workload] {
    var workloads: [String: @MainActor () -> Workload] = [:]
    for scenario in scenarioCases() {
        if let make = scenario.make, workloads[scenario.key] == nil { workloads[scenario.key] = make }
    }
    return workloads
}

/// Reads `key<TAB>instructions<TAB>allocations` lines (per operation), as `Benchmarks/scenarios` writes them.
func readCounts(_ path: String) -> [String: (instructions: Double, allocations: Double)] {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        FileHandle.standardError.write(Data("cannot read counts file \(path)\n".utf8))
        exit(2)
    }
    var counts: [String: (instructions: Double, allocations: Double)] = [:]
    for line in text.split(separator: "\n") {
        let fields = line.split(separator: "\t")
        guard fields.count == 3, let instructions = Double(fields[1]), let allocations = Double(fields[2]) else {
            continue
        }
        counts[String(fields[0])] = (instructions, allocations)
    }
    return counts
}

func grouped(_ value: Double) -> String {
    let digits = String(Int(value.rounded()))
    var result = ""
    for (index, character) in digits.reversed().enumerated() {
        if index > 0 && index % 3 == 0 { result.append(",") }
        result.append(character)
    }
    return String(result.reversed())
}

/// Times every scenario row against its raw row and prints the table, with the counts when given.
@MainActor
func runScenarios(settings: Settings, countsPath: String?, only: String?) {
    // `only` picks whole scenarios (a piece of the name, or a workload key in them), so each keeps its raw case.
    let all = scenarioCases()
    let picked = Set(all.filter { only == nil || $0.scenario.contains(only ?? "") || $0.key == only }.map(\.scenario))
    let cases = all.filter { picked.contains($0.scenario) }
    guard !cases.isEmpty else { return }
    var results = ScenarioResults()
    if let countsPath { results.counts = readCounts(countsPath) }
    var timed: [String: Result] = [:]
    for scenario in cases where scenario.role != .raw {
        guard let make = scenario.make, timed[scenario.key] == nil,
            let raw = cases.first(where: { $0.scenario == scenario.scenario && $0.role == .raw })?.make
        else { continue }
        let pair = Pair(
            id: scenario.key, label: scenario.contender, baselineLabel: "raw", target: nil, delivers: scenario.delivers
        ) { (raw(), make()) }
        let result = measure(pair, settings: settings)
        timed[scenario.key] = result
        results.timeRatio[scenario.key] = result.ratio.median
        FileHandle.standardError.write(Data("timed \(scenario.key): \(format(result.ratio.median, 3))\n".utf8))
    }
    let clock = timingClock == CLOCK_THREAD_CPUTIME_ID ? "thread CPU time" : "wall time"
    let countsName = countsPath.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "none given"
    print(
        "Time: \(clock), each contender interleaved (ABBA) with its scenario's raw case in batches of about "
            + "\(format(settings.batchNs / 1e6, 0)) ms, \(settings.repetitions) repetitions: the median ratio and "
            + "its interquartile range; time / floor is that median over the floor's (both paired with the same raw case). "
            + "Instructions and allocations per operation: callgrind (counts: \(countsName))."
    )
    print("")
    print(
        "| scenario | contender | time / raw: median (IQR) | time / floor | ns/op | instructions/op | / raw "
            + "| / floor | allocations/op | target |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---|")
    var lastScenario = ""
    for scenario in cases {
        let raw = cases.first { $0.scenario == scenario.scenario && $0.role == .raw }
        let floor = cases.first { $0.scenario == scenario.scenario && $0.role == .floor }
        let instructions = results.instructions(scenario.key)
        let rawInstructions = raw.flatMap { results.instructions($0.key) }
        let floorInstructions = floor.flatMap { results.instructions($0.key) }
        let floorTime = floor.flatMap { results.timeRatio[$0.key] }
        let ownTime = scenario.role == .raw ? 1 : results.timeRatio[scenario.key]
        let timeOverFloor = ownTime.flatMap { own in floorTime.map { format(own / $0, 2) } } ?? ""
        let time: String
        let nanoseconds: String
        if scenario.make == nil {
            time = "placeholder"
            nanoseconds = ""
        } else if scenario.role == .raw {
            time = "1"
            // The raw case's time in the scenario's first timed pair.
            let first = cases.lazy.filter { $0.scenario == scenario.scenario }.compactMap { timed[$0.key] }.first
            nanoseconds = first.map { formatNs($0.baselineNs.median) } ?? ""
        } else if let result = timed[scenario.key] {
            time = "**\(format(result.ratio.median, 3))** (\(format(result.ratio.q1, 3))–\(format(result.ratio.q3, 3)))"
            nanoseconds = formatNs(result.candidateNs.median)
        } else {
            time = ""
            nanoseconds = ""
        }
        func ratio(_ base: Double?) -> String {
            guard let instructions, let base, base > 0 else { return "" }
            return format(instructions / base, 3)
        }
        var verdict = scenario.target
        if let check = scenario.check, let ok = check(results) { verdict += ok ? " **ok**" : " **MISSED**" }
        let name = scenario.scenario == lastScenario ? "" : scenario.scenario
        lastScenario = scenario.scenario
        print(
            "| \(name) | \(scenario.contender) | \(time) | \(timeOverFloor) | \(nanoseconds) "
                + "| \(instructions.map(grouped) ?? "") | \(ratio(rawInstructions)) | \(ratio(floorInstructions)) "
                + "| \(results.counts[scenario.key].map { format($0.allocations, 2) } ?? "") | \(verdict) |"
        )
        fflush(nil)
    }
}

/// S4: heap bytes per live observer, 100,000 observers of one name, the median of `repetitions`.
@MainActor
func runScenarioMemory(repetitions: Int) {
    let rows = scenarioMemory(count: 100_000, repetitions: repetitions)
    let peers = rows.filter { !["library", "library-carrying", "floor"].contains($0.key) }.map(\.bytes)
    print("")
    print("| S4 bytes per live observer (100,000 on one name) | bytes | / raw | target |")
    print("|---|---:|---:|---|")
    let raw = rows.first { $0.key == "raw" }?.bytes ?? .nan
    for row in rows {
        var target = ""
        if row.key.hasPrefix("library") {
            target = "stay best (below every peer but the floor)"
            target += peers.allSatisfy { row.bytes < $0 } ? " **ok**" : " **MISSED**"
        }
        print("| \(row.label) | \(format(row.bytes, 1)) | \(format(row.bytes / raw, 3)) | \(target) |")
    }
}
