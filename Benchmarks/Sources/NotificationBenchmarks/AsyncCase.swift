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

func asyncPairs() -> [AsyncPair] {
    []
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
