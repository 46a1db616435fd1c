import Foundation
import Testing

@testable import NotificationDescriptors

@Suite struct NotificationPayloadsTests {
    @Test func registeredWhenCreatedNotWhenIterated() async {
        let center = NotificationCenter()
        let counts = center.notifications(of: .count)
        #expect(center.liveObservationCount(of: NotificationDescriptor<Int>.count.name) == 1)
        for value in 1...3 { center.post(.count, value) }
        var received: [Int] = []
        for await value in counts {
            received.append(value)
            if received.count == 3 { break }
        }
        #expect(received == [1, 2, 3])
    }

    @Test func deliversEveryPayloadInOrderFromAnotherThread() async {
        let center = NotificationCenter()
        let ticks = center.notifications(of: .tick)
        let total = 20_000
        Thread {
            for number in 0..<total { center.post(.tick, Tick(source: 0, number: number)) }
        }.start()
        var expected = 0
        var inOrder = true
        for await tick in ticks {
            inOrder = inOrder && tick.number == expected
            expected += 1
            if expected == total { break }
        }
        #expect(inOrder)
        #expect(expected == total)
    }

    @Test func payloadsFromOneThreadStayInOrderWhileOthersPost() async {
        let center = NotificationCenter()
        let ticks = center.notifications(of: .tick)
        let threads = 3
        let perThread = 2000
        for source in 0..<threads {
            Thread {
                for number in 0..<perThread { center.post(.tick, Tick(source: source, number: number)) }
            }.start()
        }
        var next = Array(repeating: 0, count: threads)
        var inOrder = true
        var received = 0
        for await tick in ticks {
            inOrder = inOrder && tick.number == next[tick.source]
            next[tick.source] = tick.number + 1
            received += 1
            if received == threads * perThread { break }
        }
        #expect(inOrder)
        #expect(next == Array(repeating: perThread, count: threads))
    }

    @Test func decodingFailuresGoToOnFailureAndTheSequenceGoesOn() async throws {
        let center = NotificationCenter()
        let failures = Collected<NotificationDecodingError>()
        let ticks = center.notifications(of: .tick, onFailure: { failures.append($0) })
        center.post(
            name: NotificationDescriptor<Tick>.tick.name, object: nil, userInfo: ["source": "one", "number": 1])
        center.post(.tick, Tick(source: 1, number: 2))
        var iterator = ticks.makeAsyncIterator()
        let tick = await iterator.next()
        #expect(tick == Tick(source: 1, number: 2))
        let failure = try #require(failures.all.first)
        #expect(failures.count == 1)
        #expect(failure.name == NotificationDescriptor<Tick>.tick.name)
        #expect(failure.reason == .typeMismatch(key: "source", expected: "Int", actual: "String"))
    }

    @Test func filtersBySender() async {
        let center = NotificationCenter()
        let sender = NSObject()
        let counts = center.notifications(of: .count, object: sender)
        center.post(.count, 1)
        center.post(.count, 2, object: NSObject())
        center.post(.count, 3, object: sender)
        var iterator = counts.makeAsyncIterator()
        #expect(await iterator.next() == 3)
    }

    @Test func unregistersWhenTheLoopEnds() async {
        let center = NotificationCenter()
        let name = NotificationDescriptor<Int>.count.name
        let counts = center.notifications(of: .count)
        center.post(.count, 1)
        center.post(.count, 2)
        for await _ in counts { break }
        #expect(center.liveObservationCount(of: name) == 0)
        // Single-pass: a new iteration of the ended sequence ends at once, even though 2 had been buffered.
        var again = counts.makeAsyncIterator()
        #expect(await again.next() == nil)
    }

    @Test func unregistersWhenDroppedWithoutBeingIterated() {
        let center = NotificationCenter()
        let name = NotificationDescriptor<Int>.count.name
        do {
            let counts = center.notifications(of: .count)
            #expect(center.liveObservationCount(of: name) == 1)
            withExtendedLifetime(counts) {}
        }
        #expect(center.liveObservationCount(of: name) == 0)
    }

    @Test func cancellingTheIteratingTaskEndsTheSequencePromptlyAndUnregisters() async {
        let center = NotificationCenter()
        let name = NotificationDescriptor<Int>.count.name
        let counts = center.notifications(of: .count)
        let seen = Collected<Int>()
        let iterating = Task {
            for await value in counts { seen.append(value) }
        }
        center.post(.count, 1)
        while seen.count == 0 { await Task.yield() }
        // The task now waits for more; cancelling must end its loop without any further post.
        iterating.cancel()
        await iterating.value
        #expect(seen.all == [1])
        #expect(center.liveObservationCount(of: name) == 0)
    }

    @Test func aCancelledTaskGetsNilEvenWithPayloadsBuffered() async {
        let center = NotificationCenter()
        let counts = center.notifications(of: .count)
        center.post(.count, 1)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            var iterator = counts.makeAsyncIterator()
            return await iterator.next()
        }
        #expect(await task.value == nil)
        #expect(center.liveObservationCount(of: NotificationDescriptor<Int>.count.name) == 0)
    }

    @Test(arguments: [
        (NotificationPayloads<Int>.BufferingPolicy.unbounded, [1, 2, 3, 4, 5], 0),
        (.bufferingNewest(2), [4, 5], 3),
        (.bufferingOldest(2), [1, 2], 3),
        (.bufferingNewest(0), [], 5),
        (.bufferingOldest(-1), [], 5),
    ])
    func boundedBuffersCountWhatTheyDrop(
        policy: NotificationPayloads<Int>.BufferingPolicy,
        kept: [Int],
        dropped: Int
    ) async {
        let center = NotificationCenter()
        let counts = center.notifications(of: .count, bufferingPolicy: policy)
        for value in 1...5 { center.post(.count, value) }
        center.post(.other, 0)
        #expect(counts.droppedCount == dropped)
        var iterator = counts.makeAsyncIterator()
        var received: [Int] = []
        for _ in kept {
            if let value = await iterator.next() { received.append(value) }
        }
        #expect(received == kept)
    }

    @Test func aZeroSizeBufferStillHandsPayloadsToAWaitingIterator() async {
        let center = NotificationCenter()
        let counts = center.notifications(of: .count, bufferingPolicy: .bufferingNewest(0))
        let waiting = Task {
            var iterator = counts.makeAsyncIterator()
            return await iterator.next()
        }
        // Posts made before the task waits are dropped (and counted); the first one made while it waits arrives.
        var posted = 0
        repeat {
            posted += 1
            center.post(.count, posted)
            try? await Task.sleep(for: .milliseconds(1))
        } while counts.droppedCount == posted
        #expect(await waiting.value == posted)
        #expect(counts.droppedCount == posted - 1)
    }

    @Test func boundedBufferWithOnFailure() async {
        let center = NotificationCenter()
        let failures = Collected<NotificationDecodingError>()
        let ticks = center.notifications(of: .tick, bufferingPolicy: .bufferingNewest(1)) { failures.append($0) }
        center.post(name: NotificationDescriptor<Tick>.tick.name, object: nil, userInfo: nil)
        center.post(.tick, Tick(source: 0, number: 1))
        center.post(.tick, Tick(source: 0, number: 2))
        var iterator = ticks.makeAsyncIterator()
        #expect(await iterator.next() == Tick(source: 0, number: 2))
        #expect(ticks.droppedCount == 1)
        #expect(failures.all.map(\.reason) == [.missingUserInfo])
    }

    @Test func twoTasksIteratingOneSequenceSplitThePayloads() async {
        let center = NotificationCenter()
        let counts = center.notifications(of: .count)
        let total = 2000
        let started = Collected<Int>()
        let consumers = (0..<2).map { _ in
            Task {
                var iterator = counts.makeAsyncIterator()
                started.append(1)
                var received: [Int] = []
                while let value = await iterator.next() {
                    received.append(value)
                    if value == -1 { break }
                }
                return received
            }
        }
        // Both iterators must exist before anything is posted: the first to end would otherwise end the sequence.
        while started.count < 2 { await Task.yield() }
        for value in 0..<total { center.post(.count, value) }
        // One end marker per consumer; a consumer that takes one stops, so each takes exactly one.
        center.post(.count, -1)
        center.post(.count, -1)
        var all: [Int] = []
        for consumer in consumers {
            let received = await consumer.value
            #expect(received.last == -1)
            #expect(received.dropLast() == received.dropLast().sorted(), "each task sees its share in order")
            all += received.dropLast()
        }
        #expect(all.sorted() == Array(0..<total))
    }

    @Test func iteratesOnTheCallersActor() async {
        let center = NotificationCenter()
        let counts = center.notifications(of: .count)
        let received = await Consumer().take(3, from: counts) {
            for value in 1...3 { center.post(.count, value) }
        }
        #expect(received == [1, 2, 3])
    }
}

/// An actor that iterates a sequence while isolated to itself (exercises `next(isolation:)`).
private actor Consumer {
    var received: [Int] = []

    func take(_ count: Int, from sequence: NotificationPayloads<Int>, after post: @Sendable () -> Void) async -> [Int] {
        post()
        for await value in sequence {
            received.append(value)
            if received.count == count { break }
        }
        return received
    }
}
