import Foundation
import NotificationDescriptors

/// A workload whose `n` operations are asynchronous (case 6).
struct AsyncWorkload {
    let run: (Int) async -> Void

    func time(_ n: Int) async -> Double {
        let start = now()
        await run(n)
        return Double(now() - start) / Double(n)
    }
}

/// Case 6, measured like `measure(_:settings:)` but with asynchronous workloads.
struct AsyncPair {
    let id: String
    let label: String
    let baselineLabel: String
    let target: Double?
    let make: () -> (baseline: AsyncWorkload, candidate: AsyncWorkload)
}

/// Case 6 baseline: Foundation's `messages(for:bufferSize:)` with a buffer that drops nothing, consumer started
/// (iterator made, so registered) before the first post; `n` messages posted, the batch ends when all arrived.
func foundationMessagesWorkload() -> AsyncWorkload {
    AsyncWorkload { n in
        let center = NotificationCenter()
        let (ready, readyContinuation) = AsyncStream<Void>.makeStream()
        let consumer = Task.detached {
            var iterator = center.messages(for: AsyncSample.self, bufferSize: n + 1).makeAsyncIterator()
            readyContinuation.yield()
            var total = 0
            var received = 0
            while received < n, let message = await iterator.next(isolation: nil) {
                total &+= message.count &+ message.delta &+ message.label.utf8.count
                received += 1
            }
            return total
        }
        for await _ in ready { break }
        for i in 0..<n {
            center.post(AsyncSample(count: i, delta: 1, label: sampleLabel))
        }
        sink &+= await consumer.value
    }
}

/// Case 6: `notifications(of:)` of a `carrying:` descriptor, the same protocol as the baseline.
func notificationsWorkload() -> AsyncWorkload {
    AsyncWorkload { n in
        let center = NotificationCenter()
        let (ready, readyContinuation) = AsyncStream<Void>.makeStream()
        let consumer = Task.detached {
            let payloads = center.notifications(of: .intactSample)
            readyContinuation.yield()
            var total = 0
            var received = 0
            for await sample in payloads {
                total &+= sample.count &+ sample.delta &+ sample.label.utf8.count
                received += 1
                if received == n { break }
            }
            return total
        }
        for await _ in ready { break }
        let descriptor = NotificationDescriptor<Sample>.intactSample
        for i in 0..<n {
            center.post(descriptor, Sample(count: i, delta: 1, label: sampleLabel))
        }
        sink &+= await consumer.value
    }
}

func asyncPairs() -> [AsyncPair] {
    [
        AsyncPair(
            id: "6",
            label: "`notifications(of:)`, per delivered payload",
            baselineLabel: "Foundation `messages(for:)`",
            target: 1.0
        ) {
            (foundationMessagesWorkload(), notificationsWorkload())
        }
    ]
}

func measureAsync(_ pair: AsyncPair, settings: Settings) async -> Result {
    let (baseline, candidate) = pair.make()
    var n = 16
    while true {
        let ns = await baseline.time(n) * Double(n)
        if ns > settings.batchNs / 4 || n >= 1 << 20 {
            n = max(1, Int(Double(n) * settings.batchNs / max(ns, 1)))
            break
        }
        n *= 4
    }
    _ = await candidate.time(n)
    var baselineTimes: [Double] = []
    var candidateTimes: [Double] = []
    var ratios: [Double] = []
    for repetition in 0..<settings.repetitions {
        let b: Double
        let c: Double
        if repetition % 2 == 0 {
            b = await baseline.time(n)
            c = await candidate.time(n)
        } else {
            c = await candidate.time(n)
            b = await baseline.time(n)
        }
        baselineTimes.append(b)
        candidateTimes.append(c)
        ratios.append(c / b)
    }
    let sync = Pair(id: pair.id, label: pair.label, baselineLabel: pair.baselineLabel, target: pair.target) {
        (Workload { _ in }, Workload { _ in })
    }
    return Result(
        pair: sync,
        baselineNs: Summary(baselineTimes),
        candidateNs: Summary(candidateTimes),
        ratio: Summary(ratios),
        unit: "ns/message"
    )
}
