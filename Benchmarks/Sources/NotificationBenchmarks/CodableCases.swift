import Foundation
import NotificationDescriptors

/// The benchmark payload described by its `Codable` conformance: the same three legacy keys and name as `Sample`'s
/// hand-written descriptor, so the raw baseline posts exactly what this descriptor reads and writes. A plain
/// `Sendable` struct: its observers share one decode per post.
struct CodableSample: Codable, Sendable, DescribedNotification {
    var count: Int
    var delta: Int
    var label: String

    static let descriptor = NotificationDescriptor(legacyName, userInfo: CodableSample.self)
}

/// The typed handler of the Codable cases: the same three fields as `typedReader`.
@Sendable
func codableReader(_ sample: CodableSample) {
    sink &+= sample.count &+ sample.delta &+ sample.label.utf8.count
    delivered &+= 1
}

/// Case 9a: a Codable-described notification, typed post (through `UserInfoEncoder`) + typed observe (through
/// `UserInfoDecoder`), by type.
func codableTypedWorkload() -> Workload {
    let center = NotificationCenter()
    let token = center.observe(CodableSample.self, using: codableReader)
    return Workload { n in
        withExtendedLifetime(token) {
            for i in 0..<n { center.post(CodableSample(count: i, delta: 1, label: sampleLabel)) }
        }
    }
}

/// Case 9b: the raw 3-key post, observed through the Codable descriptor.
func codableObserverOfRawPost() -> Workload {
    let center = NotificationCenter()
    let token = center.observe(CodableSample.self, using: codableReader)
    return Workload { n in
        withExtendedLifetime(token) {
            for i in 0..<n { rawPost(center, i) }
        }
    }
}

/// The Codable rows, each paired against the raw 3-key baseline, to their bounds: 9a 1.30x (goal 1.2x), 9b 1.05x.
func codablePairs() -> [Pair] {
    [
        Pair(id: "9a", label: "Codable descriptor: typed post + typed observe", baselineLabel: "raw 3-key", target: 1.3)
        {
            (rawPostWorkload(), codableTypedWorkload())
        },
        Pair(id: "9b", label: "Codable descriptor: raw post + typed observe", baselineLabel: "raw 3-key", target: 1.05)
        {
            (rawPostWorkload(), codableObserverOfRawPost())
        },
        Pair(
            id: "10", label: "UserInfoDecoder: a 100,000-key [Int: String]",
            baselineLabel: "the same as [String: String]", target: 2.0, delivers: false
        ) {
            (wideMapDecode(integerKeys: false), wideMapDecode(integerKeys: true))
        },
    ]
}

/// The Codable workloads by name, for `--profile`.
func codableProfileWorkloads() -> [String: Workload] {
    var workloads = ["codable-typed": codableTypedWorkload(), "codable-raw-post": codableObserverOfRawPost()]
    func add<W: KeyWidth>(_ width: W.Type) {
        workloads["keys-raw-\(W.count)"] = rawWideWorkload(W.self)
        workloads["keys-codable-\(W.count)"] = codableWideWorkload(W.self)
        workloads["keys-codable-observer-\(W.count)"] = codableWideObserverWorkload(W.self)
    }
    add(Width1.self)
    add(Width3.self)
    add(Width10.self)
    add(Width16.self)
    add(Width17.self)
    add(Width48.self)
    add(Width100.self)
    return workloads
}

/// Case 10 (keyed reads are linear): decoding a payload holding one 100,000-entry dictionary, `[Int: String]`
/// against the same entries as `[String: String]`. One operation decodes the whole dictionary.
func wideMapDecode(integerKeys: Bool) -> Workload {
    struct IntegerMap: Decodable { var map: [Int: String] }
    struct StringMap: Decodable { var map: [String: String] }
    let count = 100_000
    let userInfo: [AnyHashable: Any] =
        integerKeys
        ? ["map": Dictionary(uniqueKeysWithValues: (0..<count).map { ($0, "v\($0)") })]
        : ["map": Dictionary(uniqueKeysWithValues: (0..<count).map { ("\($0)", "v\($0)") })]
    // A case that fails to decode would time nothing: check it decodes every entry before it is timed.
    do {
        let decoded =
            integerKeys
            ? try UserInfoDecoder().decode(IntegerMap.self, from: userInfo).map.count
            : try UserInfoDecoder().decode(StringMap.self, from: userInfo).map.count
        guard decoded == count else { fatalError("case 10 decoded \(decoded) of \(count) entries") }
    } catch {
        fatalError("case 10 does not decode: \(error)")
    }
    return Workload { n in
        for _ in 0..<n {
            if integerKeys {
                sink &+= (try? UserInfoDecoder().decode(IntegerMap.self, from: userInfo))?.map.count ?? 0
            } else {
                sink &+= (try? UserInfoDecoder().decode(StringMap.self, from: userInfo))?.map.count ?? 0
            }
        }
    }
}
