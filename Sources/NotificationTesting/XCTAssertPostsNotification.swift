#if canImport(XCTest)
public import Foundation
public import NotificationDescriptors
import XCTest

/// Asserts that a `descriptor` notification whose payload matches `predicate` is posted on `center` within
/// `timeout`, failing the current XCTest test if none is.
///
/// The observation starts before `action` runs, so `action` can post (or start the work that posts):
///
/// ```swift
/// func testIncrementPosts() async {
///     let center = NotificationCenter()
///     let model = Model(center: center)
///     await XCTAssertPostsNotification(.counterDidChange, in: center, matching: { $0.count == 1 }) {
///         model.increment()
///     }
/// }
/// ```
///
/// The failure message names the notification, the timeout, how many payloads did not match, and every decoding
/// failure seen, followed by `message` when given.
///
/// - Parameters:
///   - descriptor: The notification to wait for.
///   - center: The center it is posted on.
///   - object: Only notifications from this sender count, when given.
///   - timeout: How long to wait once `action` has returned.
///   - predicate: Which payload counts; by default the first one posted. Runs on the posting thread.
///   - message: Added to the failure message.
///   - file: Where the failure is reported.
///   - line: Where the failure is reported.
///   - action: Work that should cause the notification; it runs after the observation has started.
/// - Returns: The first matching payload, or `nil` after failing the test.
@discardableResult
public func XCTAssertPostsNotification<Payload: Sendable>(
    _ descriptor: NotificationDescriptor<Payload>,
    in center: NotificationCenter,
    object: AnyObject? = nil,
    timeout: Duration = .seconds(1),
    matching predicate: @escaping @Sendable (Payload) -> Bool = { _ in true },
    _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath,
    line: UInt = #line,
    performing action: () async throws -> Void = {}
) async rethrows -> Payload? {
    let probe = NotificationProbe(descriptor, center: center, object: object, matching: predicate)
    try await action()
    switch await probe.wait(timeout: timeout) {
    case .matched(let payload):
        return payload
    case .timedOut(let report), .cancelled(let report):
        let extra = message()
        XCTFail(extra.isEmpty ? report.description : "\(report.description) - \(extra)", file: file, line: line)
        return nil
    }
}
#endif
