import CHeapStats
import Foundation
import NotificationDescriptors

/// Bytes of heap in use; everything here runs on the main thread, so glibc's main arena sees it all.
func heapInUse() -> Int {
    Int(heap_stats_in_use())
}

/// Heap bytes per observation for `count` live observations of one name, raw block observers vs typed tokens.
/// The arrays that keep tokens alive are allocated before the first reading, so they are not counted.
struct MemoryResult {
    let rawBytes: [Double]
    let typedBytes: [Double]
    let ratios: [Double]
}

/// `distinct`: each observation on its own name (a Foundation registration per name either way).
func measureMemory(count: Int, repetitions: Int, distinct: Bool = false) -> MemoryResult {
    var rawBytes: [Double] = []
    var typedBytes: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<repetitions {
        let raw: Double = {
            let center = NotificationCenter()
            var tokens: [any NSObjectProtocol] = []
            tokens.reserveCapacity(count)
            let before = heapInUse()
            for index in 0..<count {
                let name = distinct ? distinctNames[index] : legacyName
                tokens.append(center.addObserver(forName: name, object: nil, queue: nil, using: rawReader))
            }
            let after = heapInUse()
            for token in tokens { center.removeObserver(token) }
            return Double(after - before) / Double(count)
        }()
        let typed: Double = {
            let center = NotificationCenter()
            var tokens: [Token] = []
            tokens.reserveCapacity(count)
            let before = heapInUse()
            for index in 0..<count {
                let descriptor = distinct ? distinctDescriptors[index] : .legacySample
                tokens.append(center.observe(descriptor, using: typedReader))
            }
            let after = heapInUse()
            for token in tokens { token.cancel() }
            return Double(after - before) / Double(count)
        }()
        rawBytes.append(raw)
        typedBytes.append(typed)
        ratios.append(typed / raw)
    }
    return MemoryResult(rawBytes: rawBytes, typedBytes: typedBytes, ratios: ratios)
}

/// The legacy descriptor under each of the distinct names, made before measuring.
let distinctDescriptors: [NotificationDescriptor<Sample>] = distinctNames.map { name in
    NotificationDescriptor(name, decode: NotificationDescriptor<Sample>.legacySample.decode(_:))
}
