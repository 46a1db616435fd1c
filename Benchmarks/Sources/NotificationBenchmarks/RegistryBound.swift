import Foundation

// The target for S3a (the first observer of a name, observe + cancel) is to cost at most objc.io's instructions,
// 405 over Foundation's own `addObserver` + `removeObserver`, while S3b and S4 stay best, which needs one Foundation
// observer per name shared through a table (S3b: a second observer joins without Foundation). These workloads measure
// the parts any such design must pay, each as cheaply as it can be written, for callgrind (`--profile <key> <n>`):
//
// - `bound-raw`: Foundation's `addObserver(forName:)` + `removeObserver`, an empty block: the baseline.
// - `bound-one-object`: the same plus the one object a token must be, captured by the block (the closure's context
//   is that object: no second allocation), holding Foundation's token.
// - `bound-table-entry`: an existing object put into and taken out of a locked `[Int: Entry]` (the cheapest key: no
//   name hashing), the entry a second observer of the name would look up.
// - `bound-locks`: the two lock and unlock pairs of that alone.
//
// Benchmarks/README.md, "S3a (item 5)", gives the counts and what they prove.

/// The one object of a registration: it holds Foundation's token.
///
/// `@unchecked Sendable`: written and read on the benchmark's one thread only.
private final class BoundEntry: @unchecked Sendable {
    var token: (any NSObjectProtocol)?
}

/// A locked table of entries.
///
/// `@unchecked Sendable`: `entries` is read and written only while `lock` is held (the benchmark's one thread).
private final class BoundTable: @unchecked Sendable {
    private var lock = pthread_mutex_t()
    var entries: [Int: BoundEntry] = [:]

    init() {
        precondition(pthread_mutex_init(&lock, nil) == 0, "pthread_mutex_init failed")
    }

    func withLock<Result>(_ body: (inout [Int: BoundEntry]) -> Result) -> Result {
        precondition(pthread_mutex_lock(&lock) == 0, "pthread_mutex_lock failed")
        defer { precondition(pthread_mutex_unlock(&lock) == 0, "pthread_mutex_unlock failed") }
        return body(&entries)
    }
}

/// The workloads above, by key.
func registryBoundWorkloads() -> [String: Workload] {
    let center = NotificationCenter()
    let name = Notification.Name("Benchmarks.RegistryBound")
    let table = BoundTable()
    let kept = BoundEntry()
    return [
        "bound-raw": Workload { n in
            for _ in 0..<n {
                let token = center.addObserver(forName: name, object: nil, queue: nil) { _ in }
                center.removeObserver(token)
            }
        },
        "bound-one-object": Workload { n in
            for _ in 0..<n {
                let entry = BoundEntry()
                entry.token = center.addObserver(forName: name, object: nil, queue: nil) { [entry] _ in
                    _ = entry
                }
                if let token = entry.token {
                    center.removeObserver(token)
                    entry.token = nil
                }
            }
        },
        "bound-table-entry": Workload { n in
            for _ in 0..<n {
                table.withLock { $0[42] = kept }
                let removed = table.withLock { $0.removeValue(forKey: 42) }
                withExtendedLifetime(removed) {}
            }
        },
        "bound-locks": Workload { n in
            for _ in 0..<n {
                table.withLock { _ in }
                table.withLock { _ in }
            }
        },
    ]
}
