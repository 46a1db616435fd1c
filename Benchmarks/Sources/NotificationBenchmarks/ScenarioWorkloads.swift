import Foundation
import NotificationDescriptors

// The workloads of the scenarios S1-S5 that the older cases do not already have. Every NotificationCenter
// workload makes its own center; "unrelated" observers are one observer on each of 1,000 other names.

/// How many unrelated observers S2 registers, each on its own name.
let unrelatedCount = 1_000

/// The objc.io pattern carrying the struct whole under one `userInfo` key, read back with one `as?`.
let objcStruct = ObjcDescriptor<Sample>(
    name: legacyName,
    convert: { $0.userInfo?["payload"] as? Sample },
    userInfo: { ["payload": $0] }
)

/// The objc.io pattern over the legacy 3-key format, converting with `as?` like the raw observer.
let objcLegacy = ObjcDescriptor<Sample>(
    name: legacyName,
    convert: { note in
        guard let info = note.userInfo, let count = info["count"] as? Int, let delta = info["delta"] as? Int,
            let label = info["label"] as? String
        else { return nil }
        return Sample(count: count, delta: delta, label: label)
    },
    userInfo: { ["count": $0.count, "delta": $0.delta, "label": $0.label] }
)

/// Raw block observers on `unrelatedCount` other names (also the unrelated observers of the `MainActorMessage` case:
/// a message type has one name, so its own kind cannot observe 1,000 names).
func rawUnrelated(_ center: NotificationCenter) -> [any NSObjectProtocol] {
    distinctNames.prefix(unrelatedCount).map {
        center.addObserver(forName: $0, object: nil, queue: nil, using: rawReader)
    }
}

/// The raw 3-key post to `observers` raw observers, `unrelated` other names observed.
func rawScenarioWorkload(observers: Int, unrelated: Bool) -> Workload {
    let center = NotificationCenter()
    let others = unrelated ? rawUnrelated(center) : []
    let tokens = (0..<observers).map { _ in
        center.addObserver(forName: legacyName, object: nil, queue: nil, using: rawReader)
    }
    return Workload { n in
        withExtendedLifetime((others, tokens)) {
            for i in 0..<n { rawPost(center, i) }
        }
    }
}

/// This library: `observers` typed observers of `descriptor`, the unrelated ones typed observers of the same kind.
func libraryScenarioWorkload(
    _ descriptor: NotificationDescriptor<Sample>, observers: Int, unrelated: [NotificationDescriptor<Sample>]
) -> Workload {
    let center = NotificationCenter()
    let others = unrelated.map { center.observe($0, using: typedReader) }
    let tokens = (0..<observers).map { _ in center.observe(descriptor, using: typedReader) }
    return Workload { n in
        withExtendedLifetime((others, tokens)) {
            for i in 0..<n { center.post(descriptor, Sample(count: i, delta: 1, label: sampleLabel)) }
        }
    }
}

/// S1 centers: `centers` centers in the process, each with one direct observer of `directSample` (so its route has a
/// hub per center); the post goes to the center made last.
func directCentersWorkload(centers: Int) -> Workload {
    let all = (0..<centers).map { _ in NotificationCenter() }
    let tokens = all.map { $0.observe(.directSample, using: typedReader) }
    let center = all[all.count - 1]
    return Workload { n in
        withExtendedLifetime((all, tokens)) {
            for i in 0..<n { center.post(.directSample, Sample(count: i, delta: 1, label: sampleLabel)) }
        }
    }
}

/// `carrying:` descriptors of `Sample` on the unrelated names.
let unrelatedCarrying: [NotificationDescriptor<Sample>] = distinctNames.prefix(unrelatedCount).map {
    NotificationDescriptor(carrying: Sample.self, name: $0)
}

/// Direct-path descriptors of `Sample` on the unrelated names.
let unrelatedDirect: [NotificationDescriptor<Sample>] = distinctNames.prefix(unrelatedCount).map {
    NotificationDescriptor(carrying: Sample.self, name: $0, delivery: .typedObserversOnly)
}

/// `Codable` descriptors: 10 typed observers of `CodableSample`, unrelated legacy descriptors on the other names.
func codableScenarioWorkload(observers: Int, unrelated: Bool) -> Workload {
    let center = NotificationCenter()
    let others =
        unrelated ? distinctDescriptors.prefix(unrelatedCount).map { center.observe($0, using: typedReader) } : []
    let tokens = (0..<observers).map { _ in center.observe(CodableSample.self, using: codableReader) }
    return Workload { n in
        withExtendedLifetime((others, tokens)) {
            for i in 0..<n { center.post(CodableSample(count: i, delta: 1, label: sampleLabel)) }
        }
    }
}

/// The objc.io pattern: `observers` observers of `descriptor`, the unrelated ones its own kind on other names; its post.
func objcScenarioWorkload(_ descriptor: ObjcDescriptor<Sample>, observers: Int, unrelated: Bool) -> Workload {
    let center = NotificationCenter()
    let others =
        unrelated
        ? distinctNames.prefix(unrelatedCount).map {
            center.addObserver(
                ObjcDescriptor(name: $0, convert: descriptor.convert, userInfo: descriptor.userInfo), using: typedReader
            )
        } : []
    let tokens = (0..<observers).map { _ in center.addObserver(descriptor, using: typedReader) }
    return Workload { n in
        withExtendedLifetime((others, tokens)) {
            for i in 0..<n { center.post(descriptor, Sample(count: i, delta: 1, label: sampleLabel)) }
        }
    }
}

/// S5's objc.io case: the raw 3-key post, read through the legacy descriptor.
func objcObserverOfRawPost() -> Workload {
    let center = NotificationCenter()
    let token = center.addObserver(objcLegacy, using: typedReader)
    return Workload { n in
        withExtendedLifetime(token) {
            for i in 0..<n { rawPost(center, i) }
        }
    }
}

/// Foundation's `MainActorMessage`: `observers` observers of `Sample`, raw observers on the unrelated names.
@MainActor
func messageScenarioWorkload(observers: Int, unrelated: Bool) -> Workload {
    let center = NotificationCenter()
    let others = unrelated ? rawUnrelated(center) : []
    let tokens = (0..<observers).map { _ in
        center.addObserver(for: Sample.self) { (sample: Sample) in typedReader(sample) }
    }
    return Workload { n in
        withExtendedLifetime((others, tokens)) {
            MainActor.assumeIsolated {
                for i in 0..<n { center.post(Sample(count: i, delta: 1, label: sampleLabel)) }
            }
        }
    }
}

/// The floor: `observers` handlers of one key, one handler on each of the unrelated keys.
func floorScenarioWorkload(observers: Int, unrelated: Bool) -> Workload {
    let registry = FloorRegistry()
    let key = FloorKey<Sample>()
    let otherKeys = unrelated ? (0..<unrelatedCount).map { _ in FloorKey<Sample>() } : []
    let others = otherKeys.map { registry.add($0, typedReader) }
    let registrations = (0..<observers).map { _ in registry.add(key, typedReader) }
    return Workload { n in
        withExtendedLifetime((otherKeys, others, registrations)) {
            for i in 0..<n { registry.post(key, Sample(count: i, delta: 1, label: sampleLabel)) }
        }
    }
}

// MARK: - S3: observe + cancel

/// The objc.io pattern: observe, then release the token (which removes the Foundation observer).
func objcObserveCancelWorkload(existing: Bool) -> Workload {
    let center = NotificationCenter()
    let keeper = existing ? center.addObserver(objcLegacy, using: typedReader) : nil
    return Workload { n in
        withExtendedLifetime(keeper) {
            for _ in 0..<n { _ = center.addObserver(objcLegacy, using: typedReader) }
        }
    }
}

/// Foundation's `MainActorMessage`: `addObserver(for:)` + `removeObserver(_:)`.
@MainActor
func messageObserveCancelWorkload(existing: Bool) -> Workload {
    let center = NotificationCenter()
    let keeper = existing ? center.addObserver(for: Sample.self) { (sample: Sample) in typedReader(sample) } : nil
    return Workload { n in
        withExtendedLifetime(keeper) {
            MainActor.assumeIsolated {
                for _ in 0..<n {
                    let token = center.addObserver(for: Sample.self) { (sample: Sample) in typedReader(sample) }
                    center.removeObserver(token)
                }
            }
        }
    }
}

/// Foundation's `AsyncMessage`: `addObserver(for:)` + `removeObserver(_:)`.
func asyncMessageObserveCancelWorkload(existing: Bool) -> Workload {
    let center = NotificationCenter()
    let keeper =
        existing
        ? center.addObserver(for: AsyncSample.self) { (message: AsyncSample) async in sink &+= message.count } : nil
    return Workload { n in
        withExtendedLifetime(keeper) {
            for _ in 0..<n {
                let token = center.addObserver(for: AsyncSample.self) { (message: AsyncSample) async in
                    sink &+= message.count
                }
                center.removeObserver(token)
            }
        }
    }
}

/// The floor: add a handler, cancel it.
func floorObserveCancelWorkload(existing: Bool) -> Workload {
    let registry = FloorRegistry()
    let key = FloorKey<Sample>()
    let keeper = existing ? registry.add(key, typedReader) : nil
    return Workload { n in
        withExtendedLifetime(keeper) {
            for _ in 0..<n { registry.add(key, typedReader).cancel() }
        }
    }
}

// MARK: - S4: bytes per live observer

/// Heap bytes per observer while `count` observers of one name are live (glibc `mallinfo2()` delta; the array that
/// keeps them is allocated before the first reading), then removes them.
func bytesPerObserver<T>(count: Int, add: () -> T, remove: (T) -> Void) -> Double {
    var tokens: [T] = []
    tokens.reserveCapacity(count)
    let before = heapInUse()
    for _ in 0..<count { tokens.append(add()) }
    let after = heapInUse()
    for token in tokens { remove(token) }
    return Double(after - before) / Double(count)
}

/// S4's contenders: label and the median of `repetitions` measurements of `count` live observers.
@MainActor
func scenarioMemory(count: Int, repetitions: Int) -> [(key: String, label: String, bytes: Double)] {
    func median(_ measure: () -> Double) -> Double {
        Summary((0..<repetitions).map { _ in measure() }).median
    }
    return [
        (
            "raw", "raw `addObserver(forName:)`",
            median {
                let center = NotificationCenter()
                return bytesPerObserver(count: count) {
                    center.addObserver(forName: legacyName, object: nil, queue: nil, using: rawReader)
                } remove: {
                    center.removeObserver($0)
                }
            }
        ),
        (
            "library", "this library, legacy closure descriptor",
            median {
                let center = NotificationCenter()
                return bytesPerObserver(count: count) {
                    center.observe(.legacySample, using: typedReader)
                } remove: {
                    $0.cancel()
                }
            }
        ),
        (
            "library-carrying", "this library, `carrying:`",
            median {
                let center = NotificationCenter()
                return bytesPerObserver(count: count) {
                    center.observe(.intactSample, using: typedReader)
                } remove: {
                    $0.cancel()
                }
            }
        ),
        (
            "objc", "objc.io `Descriptor<A>`",
            median {
                let center = NotificationCenter()
                return bytesPerObserver(count: count) {
                    center.addObserver(objcLegacy, using: typedReader)
                } remove: {
                    _ = $0
                }
            }
        ),
        (
            "message", "Foundation `MainActorMessage`",
            median {
                let center = NotificationCenter()
                return bytesPerObserver(count: count) {
                    center.addObserver(for: Sample.self) { (sample: Sample) in typedReader(sample) }
                } remove: {
                    center.removeObserver($0)
                }
            }
        ),
        (
            "async-message", "Foundation `AsyncMessage`",
            median {
                let center = NotificationCenter()
                return bytesPerObserver(count: count) {
                    center.addObserver(for: AsyncSample.self) { (message: AsyncSample) async in sink &+= message.count }
                } remove: {
                    center.removeObserver($0)
                }
            }
        ),
        (
            "floor", "floor (lock + dictionary)",
            median {
                let registry = FloorRegistry()
                let key = FloorKey<Sample>()
                return bytesPerObserver(count: count) {
                    registry.add(key, typedReader)
                } remove: {
                    $0.cancel()
                }
            }
        ),
    ]
}
