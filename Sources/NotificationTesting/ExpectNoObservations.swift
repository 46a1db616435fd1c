public import Foundation
public import NotificationDescriptors

#if canImport(Testing)
    public import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

// Leak checks: whether a center still has live observations of a notification, counted as the engine counts them.
// An observation is live from `observe` (or `observeOnMainActor`, `notifications(of:)`, a publisher's subscription, a
// recorder) until its token is cancelled or released; the handler and what it captured are released with it.

/// The message of a failed leak check, or `nil` when `center` has no live observation of `descriptor`.
func liveObservationsMessage<Payload>(of descriptor: NotificationDescriptor<Payload>, in center: NotificationCenter)
    -> String?
{
    let live = center.liveObservationCount(of: descriptor)
    guard live > 0 else { return nil }
    let observations = live == 1 ? "1 live observation" : "\(live) live observations"
    return "Expected no observations of \"\(descriptor.name.rawValue)\", found \(observations): a token still held "
        + "(a stored token, a handler that captures its own token, an unfinished notifications(of:) sequence or a "
        + "recorder)"
}

#if canImport(Testing)
    /// Expects `center` to have no live observation of `descriptor`, recording a Swift Testing `Issue` that gives
    /// their number if it has: a leak check for code that must cancel or release its tokens.
    ///
    /// ```swift
    /// @Test func closingTheScreenStopsObserving() {
    ///     let center = NotificationCenter()
    ///     var screen: Screen? = Screen(center: center)  // observes .counterChanged
    ///     screen = nil
    ///     expectNoObservations(of: .counterChanged, in: center)
    /// }
    /// ```
    ///
    /// Every observation of the descriptor's notification on `center` counts, whatever its `object`, on the path the
    /// descriptor's posts take. An observation ends when `cancel()` returns or its token is released, and releases
    /// its handler then, so a check that passes also says nothing the handlers captured is kept by the center.
    public func expectNoObservations<Payload>(
        of descriptor: NotificationDescriptor<Payload>,
        in center: NotificationCenter,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let message = liveObservationsMessage(of: descriptor, in: center) else { return }
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// Like ``expectNoObservations(of:in:sourceLocation:)-(NotificationDescriptor<Payload>,_,_)``, for `Payload`'s
    /// own `DescribedNotification.descriptor`:
    ///
    /// ```swift
    /// expectNoObservations(of: UploadFinished.self, in: center)
    /// ```
    public func expectNoObservations<Payload: DescribedNotification>(
        of type: Payload.Type,
        in center: NotificationCenter,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expectNoObservations(of: Payload.descriptor, in: center, sourceLocation: sourceLocation)
    }
#endif

#if canImport(XCTest)
    /// Asserts that `center` has no live observation of `descriptor`, failing the current XCTest test with their
    /// number (followed by `message`, when given) if it has; as
    /// ``expectNoObservations(of:in:sourceLocation:)-(NotificationDescriptor<Payload>,_,_)``.
    ///
    /// ```swift
    /// func testClosingTheScreenStopsObserving() {
    ///     var screen: Screen? = Screen(center: center)
    ///     screen = nil
    ///     XCTAssertNoObservations(of: .counterChanged, in: center)
    /// }
    /// ```
    public func XCTAssertNoObservations<Payload>(
        of descriptor: NotificationDescriptor<Payload>,
        in center: NotificationCenter,
        _ message: @autoclosure () -> String = "",
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        guard let failure = liveObservationsMessage(of: descriptor, in: center) else { return }
        let extra = message()
        XCTFail(extra.isEmpty ? failure : "\(failure) - \(extra)", file: file, line: line)
    }

    /// Like ``XCTAssertNoObservations(of:in:_:file:line:)-(NotificationDescriptor<Payload>,_,_,_,_)``, for
    /// `Payload`'s own `DescribedNotification.descriptor`.
    public func XCTAssertNoObservations<Payload: DescribedNotification>(
        of type: Payload.Type,
        in center: NotificationCenter,
        _ message: @autoclosure () -> String = "",
        file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertNoObservations(of: Payload.descriptor, in: center, message(), file: file, line: line)
    }
#endif
