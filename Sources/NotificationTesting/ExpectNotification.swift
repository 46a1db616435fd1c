#if canImport(Testing)
public import Foundation
public import NotificationDescriptors
public import Testing

/// Expects a `descriptor` notification whose payload matches `predicate` to be posted on `center` within
/// `timeout`, recording a Swift Testing `Issue` if none is.
///
/// The observation starts before `action` runs, so `action` can post (or start the work that posts):
///
/// ```swift
/// @Test func incrementPosts() async {
///     let center = NotificationCenter()
///     let model = Model(center: center)
///     await expectNotification(.counterDidChange, in: center, matching: { $0.count == 1 }) {
///         model.increment()
///     }
/// }
/// ```
///
/// Without `action`, it waits for work started earlier. The issue names the notification, the timeout, how many
/// payloads did not match, and every decoding failure seen, for example:
/// `Expected "CounterDidChange" within 1.0 seconds: no payload matched; 1 payload did not match`.
///
/// - Parameters:
///   - descriptor: The notification to wait for.
///   - center: The center it is posted on.
///   - object: Only notifications from this sender count, when given.
///   - timeout: How long to wait once `action` has returned.
///   - predicate: Which payload counts; by default the first one posted. Runs on the posting thread.
///   - sourceLocation: Where the issue is reported.
///   - action: Work that should cause the notification; it runs after the observation has started.
/// - Returns: The first matching payload, or `nil` after recording an issue.
@discardableResult
public func expectNotification<Payload: Sendable>(
    _ descriptor: NotificationDescriptor<Payload>,
    in center: NotificationCenter,
    object: AnyObject? = nil,
    timeout: Duration = .seconds(1),
    matching predicate: @escaping @Sendable (Payload) -> Bool = { _ in true },
    sourceLocation: SourceLocation = #_sourceLocation,
    performing action: () async throws -> Void = {}
) async rethrows -> Payload? {
    let probe = NotificationProbe(descriptor, center: center, object: object, matching: predicate)
    try await action()
    switch await probe.wait(timeout: timeout) {
    case .matched(let payload):
        return payload
    case .timedOut(let report), .cancelled(let report):
        Issue.record(Comment(rawValue: report.description), sourceLocation: sourceLocation)
        return nil
    }
}
#endif
