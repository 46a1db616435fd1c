import Foundation
import NotificationDescriptors

/// Case 1, the baseline: a raw post with a 3-key `userInfo`, one raw block observer reading the keys with `as?`.
/// `observers` raw observers of that one name (case 7 varies it).
func rawPostWorkload(observers: Int = 1) -> Workload {
    let center = NotificationCenter()
    let tokens = (0..<observers).map { _ in
        center.addObserver(forName: legacyName, object: nil, queue: nil, using: rawReader)
    }
    return Workload { n in
        withExtendedLifetime(tokens) {
            for i in 0..<n { rawPost(center, i) }
        }
    }
}

/// Case 2: the raw post, observed through the legacy descriptor.
func typedObserverOfRawPost() -> Workload {
    let center = NotificationCenter()
    let token = center.observe(.legacySample, using: typedReader)
    return Workload { n in
        withExtendedLifetime(token) {
            for i in 0..<n { rawPost(center, i) }
        }
    }
}

/// Reference for case 2: the same observation, its converter reading with `as?` instead of `value(for:)`.
func typedAsCastObserverOfRawPost() -> Workload {
    let center = NotificationCenter()
    let token = center.observe(.legacySampleAsCast, using: typedReader)
    return Workload { n in
        withExtendedLifetime(token) {
            for i in 0..<n { rawPost(center, i) }
        }
    }
}

/// Case 3 (and case 7 with `observers`): typed post in the legacy format, typed observers.
func typedLegacyWorkload(observers: Int = 1) -> Workload {
    let center = NotificationCenter()
    let tokens = (0..<observers).map { _ in center.observe(.legacySample, using: typedReader) }
    let descriptor = NotificationDescriptor<Sample>.legacySample
    return Workload { n in
        withExtendedLifetime(tokens) {
            for i in 0..<n { center.post(descriptor, Sample(count: i, delta: 1, label: sampleLabel)) }
        }
    }
}

/// Reference for case 3: a raw post whose object and userInfo come from the descriptor's encoder closure, raw
/// observer: what calling a user's encoder closure costs before any of this library's code runs.
func rawPostThroughEncoderWorkload() -> Workload {
    let center = NotificationCenter()
    let token = center.addObserver(forName: legacyName, object: nil, queue: nil, using: rawReader)
    let encode = encodeSample
    return Workload { n in
        withExtendedLifetime(token) {
            for i in 0..<n {
                let parts = encode(Sample(count: i, delta: 1, label: sampleLabel))
                center.post(name: legacyName, object: parts.object, userInfo: parts.userInfo)
            }
        }
    }
}

/// Case 4 (and case 7 with `observers`): an app-defined payload travelling intact.
func intactWorkload(observers: Int = 1) -> Workload {
    let center = NotificationCenter()
    let tokens = (0..<observers).map { _ in center.observe(.intactSample, using: typedReader) }
    let descriptor = NotificationDescriptor<Sample>.intactSample
    return Workload { n in
        withExtendedLifetime(tokens) {
            for i in 0..<n { center.post(descriptor, Sample(count: i, delta: 1, label: sampleLabel)) }
        }
    }
}

/// Case 5: Foundation's synchronous message API with the same struct, posted and observed on the main actor.
@MainActor
func mainActorMessageWorkload() -> Workload {
    let center = NotificationCenter()
    let token = center.addObserver(for: Sample.self) { (sample: Sample) in typedReader(sample) }
    return Workload { n in
        withExtendedLifetime(token) {
            MainActor.assumeIsolated {
                for i in 0..<n { center.post(Sample(count: i, delta: 1, label: sampleLabel)) }
            }
        }
    }
}

/// A reference row: what the center itself costs (no `userInfo`, an observer that does nothing).
func centerFloorWorkload() -> Workload {
    let center = NotificationCenter()
    let token = center.addObserver(forName: legacyName, object: nil, queue: nil) { _ in delivered &+= 1 }
    return Workload { n in
        withExtendedLifetime(token) {
            for _ in 0..<n { center.post(name: legacyName, object: nil, userInfo: nil) }
        }
    }
}

/// A reference row for case 4: the payload in a one-entry `userInfo`, a raw observer reading it with one cast.
func rawOneEntryWorkload() -> Workload {
    let center = NotificationCenter()
    let token = center.addObserver(forName: legacyName, object: nil, queue: nil) { note in
        guard let box = note.userInfo?.first?.value as? SampleBox else { return }
        typedReader(box.sample)
    }
    return Workload { n in
        withExtendedLifetime(token) {
            for i in 0..<n {
                center.post(
                    name: legacyName,
                    object: nil,
                    userInfo: ["payload": SampleBox(sample: Sample(count: i, delta: 1, label: sampleLabel))]
                )
            }
        }
    }
}

/// Case 7: raw `addObserver` + `removeObserver`; `existing` keeps another observer of the name alive meanwhile.
func rawObserveCancelWorkload(existing: Bool) -> Workload {
    let center = NotificationCenter()
    let keeper = existing ? center.addObserver(forName: legacyName, object: nil, queue: nil, using: rawReader) : nil
    return Workload { n in
        withExtendedLifetime(keeper) {
            for _ in 0..<n {
                let token = center.addObserver(forName: legacyName, object: nil, queue: nil, using: rawReader)
                center.removeObserver(token)
            }
        }
    }
}

/// Case 7: typed `observe` + `cancel()`; `existing` keeps another typed observation of the name alive meanwhile
/// (so the shared Foundation observer is not created and removed every time).
func typedObserveCancelWorkload(existing: Bool) -> Workload {
    let center = NotificationCenter()
    let keeper = existing ? center.observe(.legacySample, using: typedReader) : nil
    return Workload { n in
        withExtendedLifetime(keeper) {
            for _ in 0..<n {
                center.observe(.legacySample, using: typedReader).cancel()
            }
        }
    }
}

/// Pre-made distinct names, so making a name's string is not part of what is measured.
let distinctNames: [Notification.Name] = (0..<20_000).map { Notification.Name("BenchmarkName\($0)") }

/// One observer on each of `names` other names, then a post of the sample name with one observer: the cost of a
/// post must not grow with the number of names observed (raw: block observers; typed: typed observations).
func rawPostAmongNames(_ names: Int) -> Workload {
    let center = NotificationCenter()
    let others = distinctNames.prefix(names - 1).map {
        center.addObserver(forName: $0, object: nil, queue: nil, using: rawReader)
    }
    let token = center.addObserver(forName: legacyName, object: nil, queue: nil, using: rawReader)
    return Workload { n in
        withExtendedLifetime((others, token)) {
            for i in 0..<n { rawPost(center, i) }
        }
    }
}

func typedPostAmongNames(_ names: Int) -> Workload {
    let center = NotificationCenter()
    let others = distinctNames.prefix(names - 1).map {
        center.observe(NotificationDescriptor<Sample>(carrying: Sample.self, name: $0), using: typedReader)
    }
    let token = center.observe(.legacySample, using: typedReader)
    let descriptor = NotificationDescriptor<Sample>.legacySample
    return Workload { n in
        withExtendedLifetime((others, token)) {
            for i in 0..<n { center.post(descriptor, Sample(count: i, delta: 1, label: sampleLabel)) }
        }
    }
}

/// Churn: `live` observers of one name; each operation removes the oldest and adds a new one.
func rawChurnWorkload(live: Int) -> Workload {
    let center = NotificationCenter()
    var tokens = (0..<live).map { _ in
        center.addObserver(forName: legacyName, object: nil, queue: nil, using: rawReader)
    }
    var oldest = 0
    return Workload { n in
        for _ in 0..<n {
            center.removeObserver(tokens[oldest])
            tokens[oldest] = center.addObserver(forName: legacyName, object: nil, queue: nil, using: rawReader)
            oldest = oldest + 1 == live ? 0 : oldest + 1
        }
    }
}

func typedChurnWorkload(live: Int) -> Workload {
    let center = NotificationCenter()
    var tokens = (0..<live).map { _ in center.observe(.legacySample, using: typedReader) }
    var oldest = 0
    return Workload { n in
        for _ in 0..<n {
            tokens[oldest].cancel()
            tokens[oldest] = center.observe(.legacySample, using: typedReader)
            oldest = oldest + 1 == live ? 0 : oldest + 1
        }
    }
}

@MainActor
func syncPairs() -> [Pair] {
    var pairs: [Pair] = [
        Pair(id: "1", label: "raw 3-key again (the method's own noise)", baselineLabel: "raw 3-key", target: nil) {
            (rawPostWorkload(), rawPostWorkload())
        },
        Pair(id: "0", label: "center floor: nil userInfo, empty observer", baselineLabel: "raw 3-key", target: nil) {
            (rawPostWorkload(), centerFloorWorkload())
        },
        Pair(id: "2", label: "typed observer of the raw post", baselineLabel: "raw 3-key", target: 1.05) {
            (rawPostWorkload(), typedObserverOfRawPost())
        },
        Pair(
            id: "2r", label: "typed observer of the raw post, converter using `as?`", baselineLabel: "raw 3-key",
            target: nil
        ) {
            (rawPostWorkload(), typedAsCastObserverOfRawPost())
        },
        Pair(id: "3", label: "typed post + typed observe, legacy format", baselineLabel: "raw 3-key", target: 1.05) {
            (rawPostWorkload(), typedLegacyWorkload())
        },
        Pair(
            id: "3r",
            label: "raw post of the encoder closure's userInfo, raw observer",
            baselineLabel: "raw 3-key",
            target: nil
        ) {
            (rawPostWorkload(), rawPostThroughEncoderWorkload())
        },
        Pair(id: "4", label: "`carrying:` payload, post + observe", baselineLabel: "raw 3-key", target: 0.35) {
            (rawPostWorkload(), intactWorkload())
        },
        Pair(
            id: "4r",
            label: "raw post of a one-entry userInfo holding the struct, raw observer casting it",
            baselineLabel: "raw 3-key",
            target: nil
        ) {
            (rawPostWorkload(), rawOneEntryWorkload())
        },
        Pair(id: "5", label: "Foundation `MainActorMessage`, post + observe", baselineLabel: "raw 3-key", target: nil) {
            (rawPostWorkload(), mainActorMessageWorkload())
        },
        Pair(id: "4/5", label: "`carrying:` payload", baselineLabel: "`MainActorMessage`", target: nil) {
            (mainActorMessageWorkload(), intactWorkload())
        },
        Pair(
            id: "7a",
            label: "observe + cancel, first observer of its name",
            baselineLabel: "raw add + remove",
            target: 1.2,
            delivers: false
        ) {
            (rawObserveCancelWorkload(existing: false), typedObserveCancelWorkload(existing: false))
        },
        Pair(
            id: "7b",
            label: "observe + cancel, name already observed",
            baselineLabel: "raw add + remove",
            target: nil,
            delivers: false
        ) {
            (rawObserveCancelWorkload(existing: true), typedObserveCancelWorkload(existing: true))
        },
    ]
    for observers in [1, 10, 100, 1000] {
        pairs.append(
            Pair(
                id: "7c",
                label: "typed legacy post, \(observers) typed observer\(observers == 1 ? "" : "s")",
                baselineLabel: "raw post, \(observers) raw observer\(observers == 1 ? "" : "s")",
                target: nil
            ) {
                (rawPostWorkload(observers: observers), typedLegacyWorkload(observers: observers))
            }
        )
    }
    for observers in [1, 10, 100, 1000] {
        pairs.append(
            Pair(
                id: "7d",
                label: "`carrying:` post, \(observers) typed observer\(observers == 1 ? "" : "s")",
                baselineLabel: "raw post, \(observers) raw observer\(observers == 1 ? "" : "s")",
                target: nil
            ) {
                (rawPostWorkload(observers: observers), intactWorkload(observers: observers))
            }
        )
    }
    for names in [1, 100, 10_000] {
        pairs.append(
            Pair(
                id: "7e",
                label: "typed legacy post, \(names) name\(names == 1 ? "" : "s") observed",
                baselineLabel: "raw post, \(names) name\(names == 1 ? "" : "s") observed",
                target: nil
            ) {
                (rawPostAmongNames(names), typedPostAmongNames(names))
            }
        )
    }
    for live in [1, 100] {
        pairs.append(
            Pair(
                id: "7f",
                label: "churn: cancel the oldest + observe, \(live) live on one name",
                baselineLabel: "raw remove + add",
                target: nil,
                delivers: false
            ) {
                (rawChurnWorkload(live: live), typedChurnWorkload(live: live))
            }
        )
    }
    return pairs
}

/// Single workloads by name, for `--profile`.
@MainActor
func profileWorkloads() -> [String: Workload] {
    [
        "raw": rawPostWorkload(),
        "floor": centerFloorWorkload(),
        "typed-observer": typedObserverOfRawPost(),
        "typed-as-cast": typedAsCastObserverOfRawPost(),
        "typed-legacy": typedLegacyWorkload(),
        "raw-encoder": rawPostThroughEncoderWorkload(),
        "intact": intactWorkload(),
        "raw-one-entry": rawOneEntryWorkload(),
        "message": mainActorMessageWorkload(),
        "raw-first-observe": rawObserveCancelWorkload(existing: false),
        "first-observe": typedObserveCancelWorkload(existing: false),
        "raw-next-observe": rawObserveCancelWorkload(existing: true),
        "next-observe": typedObserveCancelWorkload(existing: true),
    ]
}
