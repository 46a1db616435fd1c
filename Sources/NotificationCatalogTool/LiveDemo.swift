import Foundation
import NotificationCatalog
import NotificationCatalogData
import NotificationDescriptors
import NotificationFixtures

/// `demo`: makes Foundation on this machine post each notification it posts on Linux, observes each through its
/// catalog descriptor, and prints the typed payloads as they arrive; then shows a malformed payload's error and an
/// iOS-shaped keyboard payload decoded.
///
/// Run it on the main thread: FileHandle notifications are posted only while the main thread runs its run loop,
/// which ``LiveScenarioRunner`` does while it waits (`RunLoop.current` in the default mode).
package struct LiveDemo {
    let timeout: Double
    let io: ToolIO

    func run() -> ExitCode {
        let scenarios = LiveScenario.Kind.demo
        io.print("Making Foundation post the \(scenarios.count) notifications it posts on Linux,")
        io.print("each observed through its catalog descriptor (timeout \(format(timeout)) s each):")
        let runner = LiveScenarioRunner(timeout: timeout)
        var missing: [String] = []
        for (index, kind) in scenarios.enumerated() {
            // Nobody sees the rest: stop instead of running every scenario to its timeout.
            guard io.outputFailure == nil else { return .failure }
            let number = "[\(index + 1)/\(scenarios.count)]"
            var header = false
            let result = runner.run(kind) { scenario in
                io.print()
                io.print("\(number) \(scenario.entry.name.rawValue)  (.\(scenario.entry.member))")
                header = true
            }
            if !show(result, number: number, header: header) {
                missing.append(header ? result.name : "scenario \(index + 1) (\(result.setUpError ?? "?"))")
            }
        }
        showMalformedPayload()
        showKeyboardPayload()
        io.print()
        guard missing.isEmpty else {
            io.printError(
                "notification-catalog: demo: not posted within \(format(timeout)) s: "
                    + missing.joined(separator: ", ")
            )
            return .failure
        }
        io.print("All \(scenarios.count) notifications arrived and decoded.")
        return .success
    }

    /// Prints what arrived for one scenario; returns whether it arrived and decoded.
    private func show(_ result: LiveProbeResult, number: String, header: Bool) -> Bool {
        if let problem = result.setUpError {
            if !header { io.print() }
            io.print(header ? "      \(problem)" : "\(number) \(problem)")
            return false
        }
        guard result.arrived else {
            io.print("      did not arrive within \(format(timeout)) s")
            return false
        }
        if let failure = result.decodeFailures.first {
            io.print("      arrived but did not decode: \(failure)")
            return false
        }
        guard let fields = result.payloads.first else { return false }
        let payloadType = NotificationCatalog.entry(named: result.member)?.payloadType ?? result.member
        io.print("      arrived, decoded as \(payloadType):")
        for field in fields {
            io.print("      " + field.description)
        }
        return true
    }

    // MARK: - Payloads that did not come from Foundation

    private func showMalformedPayload() {
        let json =
            #"{"object": {"FileHandle": "pipe"}, "userInfo": {"NSFileHandleNotificationDataItem": {"String": "oops"}}}"#
        io.print()
        io.print("A malformed payload: \(json)")
        do {
            let entry = try entry(.fileHandleReadCompletion)
            let notification = try entry.notification(from: try FixturePayload(parsing: Data(json.utf8)))
            _ = try entry.decodeFields(notification)
            io.print("      decoded, which it should not have")
        } catch let error as NotificationDecodingError {
            io.print("      NotificationDecodingError: \(error)")
        } catch {
            io.print("      \(error)")
        }
    }

    private func showKeyboardPayload() {
        // What UIKit puts in userInfo: NSValue frames and NSNumber values, curve 7 (undocumented, kept as is).
        let json = """
            {"userInfo": {
              "UIKeyboardFrameBeginUserInfoKey": {"NSValue": {"CGRect": [0, 812, 375, 336]}},
              "UIKeyboardFrameEndUserInfoKey": {"NSValue": {"CGRect": [0, 476, 375, 336]}},
              "UIKeyboardAnimationDurationUserInfoKey": {"NSNumber": {"Double": 0.25}},
              "UIKeyboardAnimationCurveUserInfoKey": {"NSNumber": {"Int": 7}},
              "UIKeyboardIsLocalUserInfoKey": {"NSNumber": {"Bool": true}}
            }}
            """
        io.print()
        io.print("An iOS-shaped keyboard payload (NSValue frames, NSNumber values), decoded with .keyboardWillShow:")
        do {
            let entry = try entry(.keyboardWillShow)
            let notification = try entry.notification(from: try FixturePayload(parsing: Data(json.utf8)))
            for line in try entry.describe(notification).split(separator: "\n") { io.print("      " + line) }
        } catch {
            io.print("      \(error)")
        }
    }

    // MARK: - Helpers

    private enum Member: String {
        case fileHandleReadCompletion, keyboardWillShow
    }

    private func entry(_ member: Member) throws -> CatalogEntry {
        guard let entry = NotificationCatalog.entry(named: member.rawValue) else {
            throw LiveScenario.SetUpError("the catalog has no .\(member.rawValue)")
        }
        return entry
    }

    private func format(_ seconds: Double) -> String {
        Self.secondsText(seconds)
    }

    /// `5` for whole seconds, `0.5` otherwise; any `Double` (huge, infinite, NaN) prints instead of trapping.
    package static func secondsText(_ seconds: Double) -> String {
        Int(exactly: seconds).map { String($0) } ?? String(seconds)
    }
}
