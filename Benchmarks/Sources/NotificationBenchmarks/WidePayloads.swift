import Foundation
import NotificationDescriptors

// The keys scenario: a legacy `userInfo` of 1 to 100 keys, posted and read raw and through a `Codable` descriptor.
// Even keys hold an `Int`, odd keys a `String`; the key names are 19-20 characters, as legacy keys are
// (`UIKeyboardFrameEndUserInfoKey`), so each is a heap string. The payload reads and writes every key through a
// keyed container, one `decode(_:forKey:)` or `encode(_:forKey:)` call per key, as synthesized `Codable` code does,
// and keeps what it read folded into two fields (the raw reader keeps the same sums), so neither side stores more
// than the other.

/// How many keys a wide payload has.
protocol KeyWidth: Sendable {
    static var count: Int { get }
}

enum Width1: KeyWidth { static let count = 1 }
enum Width3: KeyWidth { static let count = 3 }
enum Width10: KeyWidth { static let count = 10 }
enum Width16: KeyWidth { static let count = 16 }
enum Width17: KeyWidth { static let count = 17 }
enum Width48: KeyWidth { static let count = 48 }
enum Width100: KeyWidth { static let count = 100 }

/// The key names of every wide payload: `BenchmarkWideField0Key` and so on.
let wideKeyNames: [String] = (0..<100).map { "BenchmarkWideField\($0)Key" }

/// The string stored under every odd key.
let wideLabel = "a label of some length"

/// A coding key by its position in `wideKeyNames`.
struct WideKey: CodingKey {
    let index: Int
    init(_ index: Int) { self.index = index }
    init?(stringValue: String) {
        guard let index = wideKeyNames.firstIndex(of: stringValue) else { return nil }
        self.index = index
    }
    init?(intValue: Int) { nil }
    var stringValue: String { wideKeyNames[index] }
    var intValue: Int? { nil }
}

/// A payload of `W.count` legacy keys: posted from `seed`, read back into the sum of its integers and the total
/// length of its strings.
struct WidePayload<W: KeyWidth>: Codable, Sendable {
    var seed: Int
    var sum = 0
    var lengths = 0

    init(seed: Int) { self.seed = seed }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: WideKey.self)
        seed = 0
        for index in 0..<W.count {
            if index % 2 == 0 {
                sum &+= try container.decode(Int.self, forKey: WideKey(index))
            } else {
                lengths &+= try container.decode(String.self, forKey: WideKey(index)).utf8.count
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: WideKey.self)
        for index in 0..<W.count {
            if index % 2 == 0 {
                try container.encode(seed &+ index, forKey: WideKey(index))
            } else {
                try container.encode(wideLabel, forKey: WideKey(index))
            }
        }
    }

    /// The descriptor of this width (looked up: read it once per workload, not per post).
    static var descriptor: NotificationDescriptor<WidePayload<W>> { wideDescriptor(W.self) }
}

/// One descriptor per width, made once (a `static let` cannot be generic).
private let wideDescriptors: [ObjectIdentifier: any Sendable] = {
    func make<W: KeyWidth>(_: W.Type) -> (ObjectIdentifier, any Sendable) {
        (
            ObjectIdentifier(W.self),
            NotificationDescriptor(Notification.Name("BenchmarkWide\(W.count)"), userInfo: WidePayload<W>.self)
        )
    }
    return Dictionary(
        uniqueKeysWithValues: [
            make(Width1.self), make(Width3.self), make(Width10.self), make(Width16.self), make(Width17.self),
            make(Width48.self), make(Width100.self),
        ])
}()

private func wideDescriptor<W: KeyWidth>(_: W.Type) -> NotificationDescriptor<WidePayload<W>> {
    guard let descriptor = wideDescriptors[ObjectIdentifier(W.self)] as? NotificationDescriptor<WidePayload<W>> else {
        fatalError("no descriptor for width \(W.count)")
    }
    return descriptor
}

/// The raw post of a `width`-key `userInfo`, as a loop of `subscript` writes (what a literal does).
@inline(__always)
func rawWidePost(_ center: NotificationCenter, _ name: Notification.Name, width: Int, seed: Int) {
    var userInfo: [AnyHashable: Any] = [:]
    for index in 0..<width {
        if index % 2 == 0 {
            userInfo[wideKeyNames[index]] = seed &+ index
        } else {
            userInfo[wideKeyNames[index]] = wideLabel
        }
    }
    center.post(name: name, object: nil, userInfo: userInfo)
}

/// The raw observer of a `width`-key post: every key read with `as?`.
func rawWideReader(width: Int) -> @Sendable (Notification) -> Void {
    { note in
        guard let info = note.userInfo else { return }
        var sum = 0
        var lengths = 0
        for index in 0..<width {
            if index % 2 == 0 {
                guard let value = info[wideKeyNames[index]] as? Int else { return }
                sum &+= value
            } else {
                guard let value = info[wideKeyNames[index]] as? String else { return }
                lengths &+= value.utf8.count
            }
        }
        sink &+= sum &+ lengths
        delivered &+= 1
    }
}

@Sendable
func wideReader<W: KeyWidth>(_ payload: WidePayload<W>) {
    sink &+= payload.sum &+ payload.lengths
    delivered &+= 1
}

/// Raw post, raw observer.
func rawWideWorkload<W: KeyWidth>(_: W.Type) -> Workload {
    let center = NotificationCenter()
    let name = WidePayload<W>.descriptor.name
    let token = center.addObserver(forName: name, object: nil, queue: nil, using: rawWideReader(width: W.count))
    return Workload { n in
        withExtendedLifetime(token) {
            for i in 0..<n { rawWidePost(center, name, width: W.count, seed: i) }
        }
    }
}

/// Typed post through the `Codable` descriptor (`UserInfoEncoder`), typed observer (`UserInfoDecoder`).
func codableWideWorkload<W: KeyWidth>(_: W.Type) -> Workload {
    let center = NotificationCenter()
    let descriptor = WidePayload<W>.descriptor
    let token = center.observe(descriptor, using: wideReader)
    return Workload { n in
        withExtendedLifetime(token) {
            for i in 0..<n { center.post(descriptor, WidePayload<W>(seed: i)) }
        }
    }
}

/// Raw post, observed through the `Codable` descriptor: the decoder alone.
func codableWideObserverWorkload<W: KeyWidth>(_: W.Type) -> Workload {
    let center = NotificationCenter()
    let descriptor = WidePayload<W>.descriptor
    let name = descriptor.name
    let token = center.observe(descriptor, using: wideReader)
    return Workload { n in
        withExtendedLifetime(token) {
            for i in 0..<n { rawWidePost(center, name, width: W.count, seed: i) }
        }
    }
}
