import Dispatch
import Foundation

/// An observation whose handler runs on the main actor: at once when the post happens on the main actor, otherwise
/// from a per-observation queue that the main actor drains in posting order.
///
/// A post decodes on the posting thread (failures go to the failure sink there), appends the payload to `queue`,
/// and then either drains the queue itself, when it is already on the main actor, or makes sure one drain is
/// scheduled on the main actor. A drain takes payloads one at a time, oldest first, so payloads reach the handler in
/// the order they were queued, wherever they were posted; scheduling one drain per batch (never one `Task` per
/// post, which would run in no particular order) is what keeps that order. Every call of the handler passes the
/// observation's cancel gate, so after `cancel()` returns no queued payload reaches it.
///
/// `@unchecked Sendable`: as for `DecodingObservation`; `queue` is a `LockedState`; the handler is `@Sendable`,
/// written at init and once more (to nil) by `releaseClosures()`, ordered after every read by the cancel gate.
final class MainActorObservation<Payload: Sendable>: DecodingObservation<Payload>, @unchecked Sendable {
    struct Queue {
        var payloads = PayloadRing<Payload>()
        var drainScheduled = false
    }

    private var handler: (@MainActor @Sendable (Payload) -> Void)?
    let queue = LockedState(Queue())

    init(
        hub: ObservationHome,
        converter: @escaping @Sendable (Notification) throws -> Payload,
        shareKey: _DecodeKeyOf<Payload>?,
        onFailure: (@Sendable (NotificationDecodingError) -> Void)?,
        handler: @escaping @MainActor @Sendable (Payload) -> Void
    ) {
        self.handler = handler
        super.init(hub: hub, converter: converter, shareKey: shareKey, onFailure: onFailure)
    }

    override func run(_ notification: Notification) {
        // Read once, before any of them runs: `releaseClosures()` may clear them as soon as user code cancels.
        let onFailure = self.onFailure
        Self.decode(notification, with: converter, reportingTo: onFailure, then: enqueue)
    }

    override func handleDecoded(_ payload: Payload) {
        // Inside the gate, as `deliver` runs `run`: a cancelled observation queues nothing.
        enqueue(payload)
    }

    /// Queues `payload` and drains the queue on the main actor: here when this is the main actor, else scheduled.
    private func enqueue(_ payload: Payload) {
        let onMainActor = MainActorDetection.isCurrent
        let scheduleDrain = queue.withLock { queue in
            queue.payloads.append(payload)
            guard !onMainActor, !queue.drainScheduled else { return false }
            queue.drainScheduled = true
            return true
        }
        if onMainActor {
            MainActor.assumeIsolated { drain(scheduled: false) }
        } else if scheduleDrain {
            Task { @MainActor [self] in drain(scheduled: true) }
        }
    }

    override func releaseClosures() {
        handler = nil
        super.releaseClosures()
    }

    /// Hands every queued payload to the handler, oldest first. The scheduled drain (`scheduled == true`) clears
    /// `drainScheduled` when it finds the queue empty, in the same critical section, so no payload is stranded.
    @MainActor
    private func drain(scheduled: Bool) {
        while true {
            let next: Payload? = queue.withLock { queue in
                if let payload = queue.payloads.popFirst() { return payload }
                if scheduled { queue.drainScheduled = false }
                return nil
            }
            guard let payload = next else { return }
            let delivered = throughGate {
                if let handler { handler(payload) }
            }
            if !delivered {
                // Cancelled: what is still queued never reaches the handler; release it outside the lock.
                let dropped = queue.withLock { queue in
                    if scheduled { queue.drainScheduled = false }
                    return queue.payloads.removeAll()
                }
                withExtendedLifetime(dropped) {}
                return
            }
        }
    }
}

/// Whether the current code runs on the main actor, without trapping when it does not.
///
/// The main actor's executor is the main dispatch queue (on Linux with Swift 6.3.1 it is `DispatchMainExecutor`).
/// That queue runs on the main thread under `RunLoop.main`, but under `dispatchMain()` and in an `async` main it runs
/// on a worker thread, where `Thread.isMainThread` is false. So the test is "the main queue is the current queue",
/// read through a queue-specific value, or "this is the main thread" (whose current queue is the main queue).
enum MainActorDetection {
    /// Set on the main queue once, on first use (Dispatch synchronises setSpecific/getSpecific).
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) == true || Thread.isMainThread
    }
}
