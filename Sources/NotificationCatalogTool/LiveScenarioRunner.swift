import Foundation
import NotificationCatalog
import NotificationCatalogData
import NotificationDescriptors
import NotificationFixtures

/// Runs ``LiveScenario``s: observes each notification on `NotificationCenter.default` twice (through the catalog
/// descriptor, and with a plain `addObserver(forName:object:queue:)`), triggers it, runs the current thread's run loop
/// until it arrives or time is up, and records a ``LiveProbeResult``.
///
/// Run it on the main thread of a process with a synchronous `main` (`notification-catalog demo` and the test suite's `LiveProbe`):
/// Foundation posts FileHandle notifications from a block on the main dispatch queue, into the `NotificationQueue` of
/// the thread that runs that block, and only while that thread runs its run loop. On the real main thread that is
/// the thread this runner spins. Under an async `main` (Swift Testing included) main-queue blocks run on arbitrary
/// worker threads and no single run loop is sure to post them.
package struct LiveScenarioRunner {
    /// How long to run the run loop for each notification before giving up.
    package let timeout: TimeInterval

    /// A runner that waits up to `timeout` seconds for each notification.
    package init(timeout: TimeInterval) {
        self.timeout = timeout
    }

    /// Sets up the scenario `kind`, runs it, and closes what it opened.
    ///
    /// `willTrigger` is called just before triggering (`demo` prints the scenario's header there).
    package func run(_ kind: LiveScenario.Kind, willTrigger: (LiveScenario) -> Void = { _ in }) -> LiveProbeResult {
        let scenario: LiveScenario
        do {
            scenario = try LiveScenario(kind)
        } catch {
            let name = NotificationCatalog.entry(named: kind.member)?.name.rawValue ?? kind.member
            return LiveProbeResult(kind: kind, name: name, setUpError: "could not set up: \(error)")
        }
        defer { scenario.cleanUp() }
        willTrigger(scenario)
        return run(scenario)
    }

    /// Runs `scenario` (already set up); the caller cleans it up.
    package func run(_ scenario: LiveScenario) -> LiveProbeResult {
        let entry = scenario.entry
        let scenarioObject = ObjectIdentifier(scenario.object)
        let arrivals = Arrivals()
        let token = entry.observe(on: .default, object: scenario.object) { result in
            arrivals.typed.withLock { $0.append(result) }
        }
        defer { token.cancel() }
        let observer = NotificationCenter.default.addObserver(
            forName: entry.name, object: scenario.object, queue: nil
        ) { notification in
            let raw = Self.record(notification, entry: entry, scenarioObject: scenarioObject)
            arrivals.raw.withLock { $0.append(raw) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        do {
            try scenario.trigger()
        } catch {
            return LiveProbeResult(
                kind: scenario.kind, name: entry.name.rawValue, bytesWritten: scenario.bytesWritten,
                setUpError: "could not trigger it: \(error)"
            )
        }
        var arrivedBeforeRunLoop: Bool?
        if scenario.waitBeforeRunLoop > 0 {
            // Block the thread without running its run loop: main-queue blocks and the notification queue wait.
            Thread.sleep(forTimeInterval: scenario.waitBeforeRunLoop)
            arrivedBeforeRunLoop = arrivals.any
        }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !arrivals.both && Date() < deadline {
            Self.runRunLoop(seconds: 0.01)
        }

        let typed = arrivals.typed.withLock { $0 }
        var payloads: [[LiveProbeResult.Field]] = []
        var failures: [String] = []
        for result in typed {
            switch result {
            case .success(let fields):
                payloads.append(fields.map { LiveProbeResult.Field($0, scenarioObject: scenarioObject) })
            case .failure(let error):
                failures.append(error.description)
            }
        }
        return LiveProbeResult(
            scenario: scenario.kind, member: entry.member, name: entry.name.rawValue,
            bytesWritten: scenario.bytesWritten, arrived: arrivals.both, arrivedBeforeRunLoop: arrivedBeforeRunLoop,
            payloads: payloads, decodeFailures: failures, raw: arrivals.raw.withLock { $0 }, setUpError: nil
        )
    }

    /// Runs the current thread's run loop in the default mode for about `seconds`.
    package static func runRunLoop(seconds: TimeInterval) {
        // A mode without timers or sources returns at once, before the NotificationQueue's run-loop observer posts;
        // a far-off timer keeps it running until the limit date.
        let keepAlive = Timer(timeInterval: 3600, repeats: false) { _ in }
        RunLoop.current.add(keepAlive, forMode: .default)
        _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: seconds))
        keepAlive.invalidate()
    }

    /// `notification` rendered, and compared with what the descriptor's encoder writes for the payload it decodes.
    private static func record(
        _ notification: Notification,
        entry: CatalogEntry,
        scenarioObject: ObjectIdentifier
    ) -> LiveProbeResult.RawNotification {
        var isScenarioObject = false
        if let object = notification.object, type(of: object) is AnyObject.Type {
            isScenarioObject = ObjectIdentifier(object as AnyObject) == scenarioObject
        }
        var raw = LiveProbeResult.RawNotification(
            payload: nil, objectIsScenarioObject: isScenarioObject, encoded: nil, equalsEncoding: false,
            renderError: nil
        )
        do {
            let posted = try FixturePayload(rendering: notification)
            raw.payload = posted.jsonText
            let encoded = try FixturePayload(rendering: try entry.reencode(notification))
            raw.encoded = encoded.jsonText
            raw.equalsEncoding = posted == encoded
        } catch {
            raw.renderError = "\(error)"
        }
        return raw
    }
}

/// What the two observers of one scenario received; written on the posting thread, read on the runner's.
private final class Arrivals: Sendable {
    let typed = LockedState<[Result<[CatalogField], NotificationDecodingError>]>([])
    let raw = LockedState<[LiveProbeResult.RawNotification]>([])

    /// Whether either observer has received something.
    var any: Bool { typed.withLock { !$0.isEmpty } || raw.withLock { !$0.isEmpty } }
    /// Whether both observers have received something.
    var both: Bool { typed.withLock { !$0.isEmpty } && raw.withLock { !$0.isEmpty } }
}
