#if canImport(XCTest)
    public import Foundation
    public import NotificationDescriptors
    import XCTest

    // Four forms, {descriptor, type} x {waiting only, `performing`}, for the reasons given at `expectNotification`:
    // a metatype is no descriptor, and a defaulted `performing` would take the lone trailing closure meant as the
    // predicate.

    /// Asserts that a `descriptor` notification whose payload matches `predicate` is posted on `center` within
    /// `timeout`, failing the current XCTest test if none is.
    ///
    /// Use it for work that is already under way; to cause the notification, pass the work as `performing` (see
    /// ``XCTAssertPostsNotification(_:in:object:timeout:_:file:line:isolation:performing:matching:)-(NotificationDescriptor<Payload>,_,_,_,_,_,_,_,_,_)``).
    ///
    /// The failure message names the notification, the timeout, how many payloads did not match, and every decoding
    /// failure seen, followed by `message` when given.
    ///
    /// - Parameters:
    ///   - descriptor: The notification to wait for.
    ///   - center: The center it is posted on.
    ///   - object: Only notifications from this sender count, when given.
    ///   - timeout: How long to wait.
    ///   - message: Added to the failure message.
    ///   - file: Where the failure is reported.
    ///   - line: Where the failure is reported.
    ///   - predicate: Which payload counts; by default the first one posted. Runs on the posting thread.
    /// - Returns: The first matching payload, or `nil` after failing the test.
    @discardableResult
    public func XCTAssertPostsNotification<Payload: Sendable>(
        _ descriptor: NotificationDescriptor<Payload>,
        in center: NotificationCenter,
        object: AnyObject? = nil,
        timeout: Duration = .seconds(1),
        _ message: @autoclosure () -> String = "",
        file: StaticString = #filePath,
        line: UInt = #line,
        matching predicate: @escaping @Sendable (Payload) -> Bool = { _ in true }
    ) async -> Payload? {
        let probe = NotificationProbe(descriptor, center: center, object: object, matching: predicate)
        return await probe.assert(timeout: timeout, message(), file: file, line: line)
    }

    /// Runs `action` and asserts that it causes a `descriptor` notification whose payload matches `predicate` to be
    /// posted on `center` within `timeout` (counted once `action` has returned), failing the current XCTest test if
    /// none is.
    ///
    /// The observation starts before `action` runs, so a post made by `action` itself is seen:
    ///
    /// ```swift
    /// func testSavingPostsSaved() async {
    ///     let center = NotificationCenter()
    ///     let store = Store(center: center)
    ///     await XCTAssertPostsNotification(.saved, in: center) {
    ///         store.save(title: "Draft")
    ///     } matching: { saved in
    ///         saved.title == "Draft"
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - descriptor: The notification to wait for.
    ///   - center: The center it is posted on.
    ///   - object: Only notifications from this sender count, when given.
    ///   - timeout: How long to wait once `action` has returned.
    ///   - message: Added to the failure message.
    ///   - file: Where the failure is reported.
    ///   - line: Where the failure is reported.
    ///   - isolation: Where `action` runs: the caller's actor (the main actor in a `@MainActor` test, an actor in its
    ///     methods), or none; taken from the call site, so a plain closure that touches the caller's state compiles.
    ///   - action: Work that should cause the notification; what it throws is rethrown.
    ///   - predicate: Which payload counts; by default the first one posted. Runs on the posting thread.
    /// - Returns: The first matching payload, or `nil` after failing the test.
    @discardableResult
    public func XCTAssertPostsNotification<Payload: Sendable>(
        _ descriptor: NotificationDescriptor<Payload>,
        in center: NotificationCenter,
        object: AnyObject? = nil,
        timeout: Duration = .seconds(1),
        _ message: @autoclosure () -> String = "",
        file: StaticString = #filePath,
        line: UInt = #line,
        isolation: isolated (any Actor)? = #isolation,
        performing action: () async throws -> Void,
        matching predicate: @escaping @Sendable (Payload) -> Bool = { _ in true }
    ) async rethrows -> Payload? {
        let probe = NotificationProbe(descriptor, center: center, object: object, matching: predicate)
        try await action()
        return await probe.assert(timeout: timeout, message(), file: file, line: line)
    }

    /// Asserts that a `Payload` notification (by its `DescribedNotification.descriptor`) whose payload matches
    /// `predicate` is posted on `center` within `timeout`; otherwise as
    /// ``XCTAssertPostsNotification(_:in:object:timeout:_:file:line:matching:)-(NotificationDescriptor<Payload>,_,_,_,_,_,_,_)``.
    ///
    /// - Returns: The first matching payload, or `nil` after failing the test.
    @discardableResult
    public func XCTAssertPostsNotification<Payload: DescribedNotification & Sendable>(
        _ type: Payload.Type,
        in center: NotificationCenter,
        object: AnyObject? = nil,
        timeout: Duration = .seconds(1),
        _ message: @autoclosure () -> String = "",
        file: StaticString = #filePath,
        line: UInt = #line,
        matching predicate: @escaping @Sendable (Payload) -> Bool = { _ in true }
    ) async -> Payload? {
        let probe = NotificationProbe(type, center: center, object: object, matching: predicate)
        return await probe.assert(timeout: timeout, message(), file: file, line: line)
    }

    /// Runs `action` and asserts that it causes a `Payload` notification (by its
    /// `DescribedNotification.descriptor`) whose payload matches `predicate`; otherwise as
    /// ``XCTAssertPostsNotification(_:in:object:timeout:_:file:line:isolation:performing:matching:)-(NotificationDescriptor<Payload>,_,_,_,_,_,_,_,_,_)``:
    ///
    /// ```swift
    /// await XCTAssertPostsNotification(UploadFinished.self, in: center) {
    ///     uploader.finish("a.txt")
    /// } matching: { upload in
    ///     upload.fileName == "a.txt"
    /// }
    /// ```
    ///
    /// - Returns: The first matching payload, or `nil` after failing the test.
    @discardableResult
    public func XCTAssertPostsNotification<Payload: DescribedNotification & Sendable>(
        _ type: Payload.Type,
        in center: NotificationCenter,
        object: AnyObject? = nil,
        timeout: Duration = .seconds(1),
        _ message: @autoclosure () -> String = "",
        file: StaticString = #filePath,
        line: UInt = #line,
        isolation: isolated (any Actor)? = #isolation,
        performing action: () async throws -> Void,
        matching predicate: @escaping @Sendable (Payload) -> Bool = { _ in true }
    ) async rethrows -> Payload? {
        let probe = NotificationProbe(type, center: center, object: object, matching: predicate)
        try await action()
        return await probe.assert(timeout: timeout, message(), file: file, line: line)
    }

    extension NotificationProbe {
        /// Waits, and fails the current test at `file`/`line` when nothing matched.
        fileprivate func assert(timeout: Duration, _ message: String, file: StaticString, line: UInt) async -> Payload?
        {
            switch await wait(timeout: timeout) {
            case .matched(let payload):
                return payload
            case .timedOut(let report), .cancelled(let report):
                XCTFail(
                    message.isEmpty ? report.description : "\(report.description) - \(message)", file: file, line: line)
                return nil
            }
        }
    }
#endif
