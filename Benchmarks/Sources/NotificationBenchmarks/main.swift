import Foundation

// notification-benchmarks [--quick] [--repetitions N] [--only <id or label substring>]
// notification-benchmarks --scenarios [--counts <file>] [--quick] [--only <scenario substring or key>]: the
//   scenario table (`Benchmarks/scenarios` makes the counts file with callgrind and runs this)
//   (timed in thread CPU time unless `--wall-time` follows; `--cpu-time` does the same for the other cases)
// notification-benchmarks --scenario-keys: the scenario workloads' `--profile` names, one a line
// notification-benchmarks --profile <workload> <n>: one workload n times, for callgrind
//
// Every case runs interleaved with its baseline in this one process; the table reports per-repetition ratios
// (case / baseline): the median, the min–max and the interquartile range.

var settings = Settings()
var only: String?
var scenarios = false
var countsPath: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--quick":
        settings.repetitions = 7
        settings.batchNs = 5_000_000
    case "--repetitions":
        settings.repetitions = arguments.popFirst().flatMap { Int($0) } ?? settings.repetitions
    case "--only":
        only = arguments.popFirst()
    case "--profile":
        // --profile <workload> <n>: runs one workload n times and exits, for callgrind or perf.
        let name = arguments.popFirst() ?? ""
        let n = arguments.popFirst().flatMap { Int($0) } ?? 100_000
        if let make = scenarioProfileWorkloads()[name] ?? scalingCases().first(where: { $0.key == name })?.make {
            make().run(n)
            exit(0)
        }
        let workloads = profileWorkloads().merging(codableProfileWorkloads()) { first, _ in first }
            .merging(registryBoundWorkloads()) { first, _ in first }
        guard let workload = workloads[name] else {
            FileHandle.standardError.write(Data("workloads: \(workloads.keys.sorted())\n".utf8))
            exit(2)
        }
        workload.run(n)
        exit(0)
    case "--scenarios":
        scenarios = true
        timingClock = CLOCK_THREAD_CPUTIME_ID
    case "--cpu-time":
        timingClock = CLOCK_THREAD_CPUTIME_ID
    case "--wall-time":
        timingClock = CLOCK_MONOTONIC
    case "--counts":
        countsPath = arguments.popFirst()
    case "--scenario-keys":
        var seen = Set<String>()
        // `key<TAB>operations`: the operations of the first callgrind run (the second makes three times as many).
        for scenario in scenarioCases() where scenario.make != nil && seen.insert(scenario.key).inserted {
            print("\(scenario.key)\t1000")
        }
        for scaling in scalingCases() where seen.insert(scaling.key).inserted {
            print("\(scaling.key)\t\(scaling.callgrindOperations)")
        }
        exit(0)
    default:
        FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
        exit(2)
    }
}

func selected(_ id: String, _ label: String, only: String?) -> Bool {
    guard let only else { return true }
    return id == only || label.contains(only)
}

if ProcessInfo.processInfo.environment["SWIFT_DETERMINISTIC_HASHING"] == nil {
    FileHandle.standardError.write(Data("note: SWIFT_DETERMINISTIC_HASHING is not set; use Benchmarks/run\n".utf8))
}

if scenarios {
    var wallStart = timespec()
    clock_gettime(CLOCK_MONOTONIC, &wallStart)
    runScenarios(settings: settings, countsPath: countsPath, only: only)
    runScaling(settings: settings, counts: countsPath.map(readCounts) ?? [:], only: only)
    if only == nil || "S4".contains(only ?? "") {
        runScenarioMemory(repetitions: settings.repetitions >= 21 ? 5 : 3)
    }
    var wallEnd = timespec()
    clock_gettime(CLOCK_MONOTONIC, &wallEnd)
    let seconds = Double(wallEnd.tv_sec - wallStart.tv_sec) + Double(wallEnd.tv_nsec - wallStart.tv_nsec) / 1e9
    FileHandle.standardError.write(Data("Total time: \(format(seconds, 1)) s\n".utf8))
    exit(0)
}

let started = now()
let cpuModel =
    (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?
    .split(separator: "\n")
    .first { $0.hasPrefix("model name") }?
    .split(separator: ":", maxSplits: 1).last?
    .trimmingCharacters(in: .whitespaces) ?? "unknown CPU"
print("Machine: \(ProcessInfo.processInfo.activeProcessorCount) cores, \(cpuModel).")
print("Ratios are case / baseline per repetition (\(settings.repetitions) repetitions, interleaved ABBA).")
print("Case 1 is the baseline `raw 3-key`: raw `post(name:object:userInfo:)` with a 3-key userInfo, one block")
print("observer reading the 3 keys with `as?`.")
print("")
print(tableHeader)
for pair in syncPairs() where selected(pair.id, pair.label, only: only) {
    let result = measure(pair, settings: settings)
    print(row(result))
    fflush(nil)
}
for pair in codablePairs() where selected(pair.id, pair.label, only: only) {
    let result = measure(pair, settings: settings)
    print(row(result))
    fflush(nil)
}
// Case 6's consumer runs on another thread: only wall time measures it.
timingClock = CLOCK_MONOTONIC
for pair in asyncPairs() where selected(pair.id, pair.label, only: only) {
    let result = await measureAsync(pair, settings: settings)
    print(row(result))
    fflush(nil)
}

if selected("8", "memory", only: only) {
    for (id, count, distinct, what) in [
        ("8", 100_000, false, "one name"), ("8b", distinctNames.count, true, "each on its own name"),
    ] {
        _ = distinctDescriptors.count
        let memory = measureMemory(count: count, repetitions: settings.repetitions >= 21 ? 5 : 3, distinct: distinct)
        let raw = Summary(memory.rawBytes)
        let typed = Summary(memory.typedBytes)
        let ratio = Summary(memory.ratios)
        let verdict = ratio.median <= 1.2 ? "<= 1.20 ok" : "<= 1.20 MISSED"
        print(
            "| \(id) | heap per observation, \(count) live tokens, \(what) (B) | raw block observers "
                + "| \(format(typed.median, 1)) | \(format(raw.median, 1)) | **\(format(ratio.median, 3))** "
                + "| \(format(ratio.min, 3))–\(format(ratio.max, 3)) | \(format(ratio.q1, 3))–\(format(ratio.q3, 3)) "
                + "| \(verdict) |"
        )
    }
}
print("")
print("Total time: \(format(Double(now() - started) / 1e9, 1)) s")
