import Foundation
import NotificationDescriptors

/// The payload every case moves: two integers and a short string, three `userInfo` keys in the legacy format. A plain
/// `Sendable` struct, declaring nothing more: its observers share one decode per post.
struct Sample: Sendable {
    var count: Int
    var delta: Int
    var label: String
}

/// The subject type of `Sample` as a Foundation message (the benchmarks post without a subject).
final class SampleSubject {}

/// The same struct as Foundation's synchronous message type, the peer of the intact-payload case.
extension Sample: NotificationCenter.MainActorMessage {
    typealias Subject = SampleSubject
}

/// A copy of `Sample` as Foundation's asynchronous message type (its own type, so its name is its own).
struct AsyncSample: NotificationCenter.AsyncMessage {
    typealias Subject = SampleSubject
    var count: Int
    var delta: Int
    var label: String
}

extension UserInfoKey where Value == Int {
    static let count = UserInfoKey("count")
    static let delta = UserInfoKey("delta")
}

extension UserInfoKey where Value == String {
    static let label = UserInfoKey("label")
}

let legacyName = Notification.Name("BenchmarkSampleDidChange")

/// The legacy format's encoder, shared by the descriptor and by reference row 3r (a raw post through it).
let encodeSample: @Sendable (Sample) -> (object: Any?, userInfo: [AnyHashable: Any]?) = { sample in
    (object: nil, userInfo: ["count": sample.count, "delta": sample.delta, "label": sample.label])
}
let sampleLabel = "label"

extension NotificationDescriptor where Payload == Sample {
    /// The legacy format: three `userInfo` keys, read and written by closures.
    static let legacySample = NotificationDescriptor(
        legacyName,
        decode: { note in
            Sample(
                count: try note.value(for: .count), delta: try note.value(for: .delta),
                label: try note.value(for: .label))
        },
        encode: encodeSample
    )

    /// The legacy format read with plain `as?` casts, like the raw observer: isolates the observation layer's cost
    /// from `value(for:)`'s.
    static let legacySampleAsCast = NotificationDescriptor(
        legacyName,
        decode: { note in
            guard let info = note.userInfo, let count = info["count"] as? Int, let delta = info["delta"] as? Int,
                let label = info["label"] as? String
            else { throw CocoaError(.coderValueNotFound) }
            return Sample(count: count, delta: delta, label: label)
        }
    )

    /// An app-defined notification: the payload travels intact.
    static let intactSample = NotificationDescriptor(carrying: Sample.self)

    /// The same on the direct path: posts reach this library's observers only, without `NotificationCenter`.
    static let directSample = NotificationDescriptor(
        carrying: Sample.self, name: Notification.Name("DirectSample"), delivery: .typedObserversOnly)
}

/// What the intact transport costs without this library: a one-entry `userInfo` holding the payload in a concrete
/// wrapper, read back with one cast (no typed layer, no runtime metadata lookups).
struct SampleBox {
    let sample: Sample
}

/// The raw observer every baseline uses: three keys read with `as?`.
@Sendable
func rawReader(_ note: Notification) {
    guard let info = note.userInfo,
        let count = info["count"] as? Int,
        let delta = info["delta"] as? Int,
        let label = info["label"] as? String
    else { return }
    sink &+= count &+ delta &+ label.utf8.count
    delivered &+= 1
}

/// The typed handler every typed case uses: the same three fields.
@Sendable
func typedReader(_ sample: Sample) {
    sink &+= sample.count &+ sample.delta &+ sample.label.utf8.count
    delivered &+= 1
}

/// The raw post every baseline uses.
@inline(__always)
func rawPost(_ center: NotificationCenter, _ i: Int) {
    center.post(name: legacyName, object: nil, userInfo: ["count": i, "delta": 1, "label": sampleLabel])
}
