import Foundation
import NotificationDescriptors

// The scaling scenarios: how each kind of post costs as one thing grows (observers of the name, other names
// observed, centers, `userInfo` keys, live observers during observe + cancel), each size timed against raw
// `NotificationCenter` at the same size and counted with callgrind (`Benchmarks/scenarios` runs them after S1-S5).

/// One row of the scaling table.
struct ScalingCase {
    /// The dimension that grows, and this row's size along it.
    let family: String
    let size: Int
    let contender: String
    /// The workload's `--profile` name, and the key of its counts.
    let key: String
    var isRaw = false
    var delivers = true
    /// Operations per callgrind run (the second run makes three times as many).
    var callgrindOperations = 1_000
    let make: @MainActor () -> Workload
}

/// Names no other workload observes, for the unrelated-names and centers families.
let scalingNames: [Notification.Name] = (0..<100_000).map { Notification.Name("BenchmarkScalingName\($0)") }

/// `count` typed observers of `descriptor` on `center`, plus one of each of `unrelated` other descriptors.
private func typedObservers(
    _ center: NotificationCenter, _ descriptor: NotificationDescriptor<Sample>, count: Int,
    unrelated: [NotificationDescriptor<Sample>] = []
) -> [Token] {
    unrelated.map { center.observe($0, using: typedReader) }
        + (0..<count).map { _ in center.observe(descriptor, using: typedReader) }
}

/// Raw: `observers` block observers of the legacy name, one on each of `unrelated` other names; the raw 3-key post.
private func rawScaling(observers: Int, unrelated: Int) -> Workload {
    let center = NotificationCenter()
    let others = scalingNames.prefix(unrelated).map {
        center.addObserver(forName: $0, object: nil, queue: nil, using: rawReader)
    }
    let tokens = (0..<observers).map { _ in
        center.addObserver(forName: legacyName, object: nil, queue: nil, using: rawReader)
    }
    return Workload { n in
        withExtendedLifetime((others, tokens)) {
            for i in 0..<n { rawPost(center, i) }
        }
    }
}

/// This library: `observers` observers of `descriptor`, one observer on each of `unrelated` descriptors of its kind.
private func libraryScaling(
    _ descriptor: NotificationDescriptor<Sample>, observers: Int, unrelated: [NotificationDescriptor<Sample>]
) -> Workload {
    let center = NotificationCenter()
    let tokens = typedObservers(center, descriptor, count: observers, unrelated: unrelated)
    return Workload { n in
        withExtendedLifetime(tokens) {
            for i in 0..<n { center.post(descriptor, Sample(count: i, delta: 1, label: sampleLabel)) }
        }
    }
}

/// The `Codable` descriptor: `observers` observers of `CodableSample`.
private func codableScaling(observers: Int) -> Workload {
    let center = NotificationCenter()
    let tokens = (0..<observers).map { _ in center.observe(CodableSample.self, using: codableReader) }
    return Workload { n in
        withExtendedLifetime(tokens) {
            for i in 0..<n { center.post(CodableSample(count: i, delta: 1, label: sampleLabel)) }
        }
    }
}

/// `centers` centers, each with one observer of `descriptor` (raw: of the legacy name); the post goes to the last.
private func centersScaling(_ descriptor: NotificationDescriptor<Sample>?, centers: Int) -> Workload {
    let all = (0..<centers).map { _ in NotificationCenter() }
    let tokens: [Any] = all.map { center in
        if let descriptor { return center.observe(descriptor, using: typedReader) }
        return center.addObserver(forName: legacyName, object: nil, queue: nil, using: rawReader)
    }
    let center = all[centers - 1]
    return Workload { n in
        withExtendedLifetime((all, tokens)) {
            for i in 0..<n {
                if let descriptor {
                    center.post(descriptor, Sample(count: i, delta: 1, label: sampleLabel))
                } else {
                    rawPost(center, i)
                }
            }
        }
    }
}

/// Observe + cancel while `live` other observers of the same name stay (`sameName`), or of `live` other names.
private func churnScaling(library: Bool, live: Int, sameName: Bool) -> Workload {
    let center = NotificationCenter()
    let names = sameName ? Array(repeating: legacyName, count: live) : Array(scalingNames.prefix(live))
    var keepers: [Any] = []
    for name in names {
        if library {
            let descriptor = NotificationDescriptor<Sample>.legacySample.renamed(name)
            keepers.append(center.observe(descriptor, using: typedReader))
        } else {
            keepers.append(center.addObserver(forName: name, object: nil, queue: nil, using: rawReader))
        }
    }
    return Workload { n in
        withExtendedLifetime(keepers) {
            for _ in 0..<n {
                if library {
                    center.observe(.legacySample, using: typedReader).cancel()
                } else {
                    center.removeObserver(
                        center.addObserver(forName: legacyName, object: nil, queue: nil, using: rawReader))
                }
            }
        }
    }
}

extension NotificationDescriptor where Payload == Sample {
    /// The legacy descriptor under another name (same converter and encoder).
    func renamed(_ name: Notification.Name) -> NotificationDescriptor<Sample> {
        guard name != self.name else { return self }
        let descriptor = self
        return NotificationDescriptor(name, decode: { note in try descriptor.decode(note) }, encode: encodeSample)
    }
}

/// Descriptors of each kind on the first `count` scaling names, made once per count.
private func unrelatedDescriptors(_ count: Int, direct: Bool) -> [NotificationDescriptor<Sample>] {
    scalingNames.prefix(count).map {
        direct
            ? NotificationDescriptor(carrying: Sample.self, name: $0, delivery: .typedObserversOnly)
            : NotificationDescriptor(carrying: Sample.self, name: $0)
    }
}

@MainActor
func scalingCases() -> [ScalingCase] {
    var cases: [ScalingCase] = []
    let observers = "observers of the posted name"
    for count in [1, 10, 100, 1_000] {
        let operations = count >= 100 ? 30_000 / count : 1_000
        func add(_ contender: String, _ key: String, raw: Bool = false, _ make: @escaping @MainActor () -> Workload) {
            cases.append(
                ScalingCase(
                    family: observers, size: count, contender: contender, key: "\(key)-\(count)", isRaw: raw,
                    callgrindOperations: operations, make: make))
        }
        add("raw 3-key post", "observers-raw", raw: true) { rawScaling(observers: count, unrelated: 0) }
        add("`carrying:`", "observers-carrying") { libraryScaling(.intactSample, observers: count, unrelated: []) }
        add("closure descriptor, legacy 3 keys", "observers-closure") {
            libraryScaling(.legacySample, observers: count, unrelated: [])
        }
        add("`Codable` descriptor", "observers-codable") { codableScaling(observers: count) }
        add("direct path", "observers-direct") { libraryScaling(.directSample, observers: count, unrelated: []) }
    }
    let unrelated = "other names observed (one observer each), 1 observer of the posted name"
    for count in [0, 100, 10_000, 100_000] {
        let operations = count >= 10_000 ? 300 : 1_000
        func add(_ contender: String, _ key: String, raw: Bool = false, _ make: @escaping @MainActor () -> Workload) {
            cases.append(
                ScalingCase(
                    family: unrelated, size: count, contender: contender, key: "\(key)-\(count)", isRaw: raw,
                    callgrindOperations: operations, make: make))
        }
        add("raw 3-key post", "unrelated-raw", raw: true) { rawScaling(observers: 1, unrelated: count) }
        add("`carrying:`", "unrelated-carrying") {
            libraryScaling(.intactSample, observers: 1, unrelated: unrelatedDescriptors(count, direct: false))
        }
        add("direct path", "unrelated-direct") {
            libraryScaling(.directSample, observers: 1, unrelated: unrelatedDescriptors(count, direct: true))
        }
    }
    let centers = "centers with an observer of the descriptor, post to one"
    for count in [1, 8, 9, 100, 10_000] {
        let operations = count >= 10_000 ? 300 : 1_000
        func add(_ contender: String, _ key: String, raw: Bool = false, _ make: @escaping @MainActor () -> Workload) {
            cases.append(
                ScalingCase(
                    family: centers, size: count, contender: contender, key: "\(key)-\(count)", isRaw: raw,
                    callgrindOperations: operations, make: make))
        }
        add("raw 3-key post", "centers-raw", raw: true) { centersScaling(nil, centers: count) }
        add("`carrying:`", "centers-carrying") { centersScaling(.intactSample, centers: count) }
        add("direct path", "centers-direct") { centersScaling(.directSample, centers: count) }
    }
    let keys = "userInfo keys (Int and String values), 1 observer"
    func addKeys<W: KeyWidth>(_: W.Type) {
        func add(_ contender: String, _ key: String, raw: Bool = false, _ make: @escaping @MainActor () -> Workload) {
            cases.append(
                ScalingCase(
                    family: keys, size: W.count, contender: contender, key: "\(key)-\(W.count)", isRaw: raw,
                    make: make))
        }
        add("raw post, raw observer reading every key with `as?`", "keys-raw", raw: true) { rawWideWorkload(W.self) }
        add("`Codable` descriptor: typed post + typed observe", "keys-codable") { codableWideWorkload(W.self) }
        add("`Codable` descriptor observing the raw post", "keys-codable-observer") {
            codableWideObserverWorkload(W.self)
        }
    }
    addKeys(Width1.self)
    addKeys(Width3.self)
    addKeys(Width10.self)
    addKeys(Width16.self)
    addKeys(Width17.self)
    addKeys(Width48.self)
    addKeys(Width100.self)
    let churn = "observe + cancel while others stay live"
    for (size, sameName) in [(10_000, true), (10_000, false)] {
        let what = sameName ? "on the same name" : "on other names"
        let suffix = sameName ? "same" : "other"
        cases.append(
            ScalingCase(
                family: churn, size: size, contender: "raw `addObserver` + `removeObserver`, \(what)",
                key: "churn-raw-\(suffix)", isRaw: true, delivers: false
            ) { churnScaling(library: false, live: size, sameName: sameName) })
        cases.append(
            ScalingCase(
                family: churn, size: size, contender: "`observe` + `cancel()`, \(what)", key: "churn-library-\(suffix)",
                delivers: false
            ) { churnScaling(library: true, live: size, sameName: sameName) })
    }
    return cases
}

/// Times every scaling row against the raw row of its family and size, and prints the table.
@MainActor
func runScaling(settings: Settings, counts: [String: (instructions: Double, allocations: Double)], only: String?) {
    let cases = scalingCases().filter { only == nil || $0.family.contains(only ?? "") || $0.key.hasPrefix(only ?? "") }
    guard !cases.isEmpty else { return }
    print("")
    print(
        "| scaling: what grows | size | contender | time / raw: median (IQR) | instructions/op | / raw "
            + "| allocations/op |")
    print("|---|---:|---|---:|---:|---:|---:|")
    var lastFamily = ""
    for scaling in cases {
        let raw = cases.first {
            $0.family == scaling.family && $0.isRaw && ($0.size == scaling.size || $0.family.hasPrefix("observe +"))
                && ($0.key.hasSuffix(String(scaling.key.split(separator: "-").last ?? "")))
        }
        var time = scaling.isRaw ? "1" : ""
        if !scaling.isRaw, let raw {
            let pair = Pair(
                id: scaling.key, label: scaling.contender, baselineLabel: "raw", target: nil,
                delivers: scaling.delivers
            ) { (raw.make(), scaling.make()) }
            let result = measure(pair, settings: settings)
            time = "**\(format(result.ratio.median, 3))** (\(format(result.ratio.q1, 3))–\(format(result.ratio.q3, 3)))"
            FileHandle.standardError.write(Data("timed \(scaling.key): \(format(result.ratio.median, 3))\n".utf8))
        }
        let instructions = counts[scaling.key]?.instructions
        let rawInstructions = raw.flatMap { counts[$0.key]?.instructions }
        let ratio = instructions.flatMap { mine in rawInstructions.map { format(mine / $0, 3) } } ?? ""
        let family = scaling.family == lastFamily ? "" : scaling.family
        lastFamily = scaling.family
        print(
            "| \(family) | \(grouped(Double(scaling.size))) | \(scaling.contender) | \(time) "
                + "| \(instructions.map(grouped) ?? "") | \(ratio) "
                + "| \(counts[scaling.key].map { format($0.allocations, 2) } ?? "") |")
        fflush(nil)
    }
}
