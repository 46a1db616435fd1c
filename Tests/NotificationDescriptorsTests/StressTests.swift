import Foundation
import TestSupport
import Testing

@testable import NotificationDescriptors

/// Everything at once: several threads observe, post, cancel and release tokens on a few shared names, handlers
/// post re-entrantly and cancel their own tokens. Nothing may deadlock, no handler may be entered after its cancel
/// returned, and every observation is gone from the center at the end.
@Suite("Stress")
struct StressTests {
    /// One observation's bookkeeping: whether its cancel has returned, and entries seen after that.
    final class Tracked: Sendable {
        let cancelReturned = LockedState(false)
        let lateEntries = LockedState(0)
        let entries = LockedState(0)
        let token = Locked<Token?>(nil)

        /// Called first thing in the handler: counts an entry after the cancel returned, then stays inside for a
        /// moment and checks again, so a cancel that returns while this handler still runs is caught too.
        func enter() {
            entries.withLock { $0 += 1 }
            if cancelReturned.withLock({ $0 }) { lateEntries.withLock { $0 += 1 } }
            for _ in 0..<3 { sched_yield() }
            if cancelReturned.withLock({ $0 }) { lateEntries.withLock { $0 += 1 } }
        }

        func end(release: Bool) {
            // Take the token out of the lock first: cancelling waits for handlers on other threads, which must not
            // be waiting for this lock (the caveat `Token` documents).
            var taken = token.withLock { token in
                defer { token = nil }
                return token
            }
            // Only the caller that ended it may say so: a second caller finds no token and must not claim that a
            // cancel has returned while the first one is still waiting.
            guard taken != nil else { return }
            if release {
                // Dropping the only reference ends the observation in the token's deinit.
                taken = nil
            } else {
                taken?.cancel()
            }
            _ = taken
            cancelReturned.withLock { $0 = true }
        }
    }

    /// Seconds without a finished round before the test calls it a deadlock (the whole run takes about 4 s alone,
    /// unsanitized, and over 300 s on a 2-core machine with a load average of 20).
    static let watchdog: Double = 60

    @Test("Threads observing, posting, cancelling and releasing at once, with re-entrant posts and cancels")
    func chaos() throws {
        let center = NotificationCenter()
        let names = (0..<3).map {
            NotificationDescriptor(carrying: Int.self, name: Notification.Name("Tests.Stress.\($0)"))
        }
        let allTracked = Locked<[Tracked]>([])
        let threads = 4
        let rounds = 2_000

        let finished = finishes(stallingAfter: Self.watchdog, "the stress threads (a deadlock?)") { progress in
            let group = DispatchGroup()
            for thread in 0..<threads {
                group.enter()
                Thread {
                    var random = SystemRandomNumberGenerator()
                    var mine: [Tracked] = []
                    for round in 0..<rounds {
                        progress.tick()
                        let descriptor = names[Int.random(in: 0..<names.count, using: &random)]
                        let tracked = Tracked()
                        let reentrant = round % 7 == 0
                        let selfCancelling = round % 11 == 0
                        tracked.token.value = center.observe(descriptor) { [weak tracked] value in
                            guard let tracked else { return }
                            tracked.enter()
                            if reentrant && value >= 0 {
                                // A nested post of the same name, marked so it does not recurse again.
                                center.post(descriptor, -1)
                            }
                            if selfCancelling {
                                tracked.end(release: value % 2 == 0)
                            }
                        }
                        mine.append(tracked)
                        allTracked.withLock { $0.append(tracked) }
                        center.post(descriptor, round)
                        // End a random earlier observation of this thread, by cancel or by release.
                        if mine.count > 8 {
                            let victim = mine.remove(at: Int.random(in: 0..<mine.count, using: &random))
                            victim.end(release: Bool.random(using: &random))
                        }
                        _ = thread
                    }
                    for tracked in mine { tracked.end(release: Bool.random(using: &random)) }
                    group.leave()
                }.start()
            }
            group.wait()
            return true
        }

        // One line when the watchdog fires (finishes says it): the counts below would only repeat it.
        guard finished == true else { return }
        let tracked = allTracked.value
        #expect(tracked.count == threads * rounds)
        #expect(tracked.reduce(0) { $0 + $1.lateEntries.withLock { $0 } } == 0)
        #expect(tracked.reduce(0) { $0 + $1.entries.withLock { $0 } } > threads * rounds)
        for descriptor in names {
            #expect(ObservationRegistry.liveObservations(center: center, name: descriptor.name) == 0)
        }
        #expect(ObservationRegistry.registeredNames(center: center).isEmpty)
    }
}
