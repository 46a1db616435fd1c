#if canImport(Testing)
    public import Foundation
    public import NotificationDescriptors
    public import Testing

    // Four forms, {descriptor, type} x {waiting only, `performing`}. Why each pair stays:
    // - by type: `expectNotification(UploadFinished.self, ...)` passes a metatype, which Swift cannot convert to a
    //   descriptor, so without these every call by type would not compile;
    // - `performing`: both closures are optional in use, but with a defaulted `performing` before `matching`, the
    //   lone trailing closure of `expectNotification(.saved, in: center) { $0.id == 1 }` would be taken for the
    //   action (trailing closures match forward), and that call would not compile.

    /// Expects a `descriptor` notification whose payload matches `predicate` to be posted on `center` within
    /// `timeout`, recording a Swift Testing `Issue` if none is.
    ///
    /// Use it for work that is already under way:
    ///
    /// ```swift
    /// model.startSync()                     // posts .syncDidFinish later, from another thread
    /// await expectNotification(.syncDidFinish, in: center, timeout: .seconds(5)) { $0.errors.isEmpty }
    /// ```
    ///
    /// To cause the notification, pass the work as `performing` (see
    /// ``expectNotification(_:in:object:timeout:sourceLocation:isolation:performing:matching:)-(NotificationDescriptor<Payload>,_,_,_,_,_,_,_)``),
    /// so it runs after the observation has started.
    ///
    /// The issue names the notification, the timeout, how many payloads did not match, and every decoding failure
    /// seen, for example `Expected "Saved" within 1.0 seconds: no payload matched; 1 failed to decode: Saved:
    /// userInfo["id"] is String, expected Int`.
    ///
    /// - Parameters:
    ///   - descriptor: The notification to wait for.
    ///   - center: The center it is posted on.
    ///   - object: Only notifications from this sender count, when given.
    ///   - timeout: How long to wait.
    ///   - sourceLocation: Where the issue is reported.
    ///   - predicate: Which payload counts; by default the first one posted. Runs on the posting thread.
    /// - Returns: The first matching payload, or `nil` after recording an issue.
    @discardableResult
    public func expectNotification<Payload: Sendable>(
        _ descriptor: NotificationDescriptor<Payload>,
        in center: NotificationCenter,
        object: AnyObject? = nil,
        timeout: Duration = .seconds(1),
        sourceLocation: SourceLocation = #_sourceLocation,
        matching predicate: @escaping @Sendable (Payload) -> Bool = { _ in true }
    ) async -> Payload? {
        let probe = NotificationProbe(descriptor, center: center, object: object, matching: predicate)
        return await probe.expect(timeout: timeout, sourceLocation: sourceLocation)
    }

    /// Runs `action` and expects it to cause a `descriptor` notification whose payload matches `predicate` to be
    /// posted on `center` within `timeout` (counted once `action` has returned), recording a Swift Testing `Issue` if
    /// none is.
    ///
    /// The observation starts before `action` runs, so a post made by `action` itself is seen:
    ///
    /// ```swift
    /// @Test func savingPostsSaved() async {
    ///     let center = NotificationCenter()
    ///     let store = Store(center: center)
    ///     await expectNotification(.saved, in: center) {
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
    ///   - sourceLocation: Where the issue is reported.
    ///   - isolation: Where `action` runs: the caller's actor (the main actor in a `@MainActor` test, an actor in its
    ///     methods), or none; taken from the call site, so a plain closure that touches the caller's state compiles.
    ///   - action: Work that should cause the notification; what it throws is rethrown.
    ///   - predicate: Which payload counts; by default the first one posted. Runs on the posting thread.
    /// - Returns: The first matching payload, or `nil` after recording an issue.
    @discardableResult
    public func expectNotification<Payload: Sendable>(
        _ descriptor: NotificationDescriptor<Payload>,
        in center: NotificationCenter,
        object: AnyObject? = nil,
        timeout: Duration = .seconds(1),
        sourceLocation: SourceLocation = #_sourceLocation,
        isolation: isolated (any Actor)? = #isolation,
        performing action: () async throws -> Void,
        matching predicate: @escaping @Sendable (Payload) -> Bool = { _ in true }
    ) async rethrows -> Payload? {
        let probe = NotificationProbe(descriptor, center: center, object: object, matching: predicate)
        try await action()
        return await probe.expect(timeout: timeout, sourceLocation: sourceLocation)
    }

    /// Expects a `Payload` notification (by its `DescribedNotification.descriptor`) whose payload matches
    /// `predicate` to be posted on `center` within `timeout`, recording a Swift Testing `Issue` if none is; otherwise
    /// as ``expectNotification(_:in:object:timeout:sourceLocation:matching:)-(NotificationDescriptor<Payload>,_,_,_,_,_)``:
    ///
    /// ```swift
    /// await expectNotification(UploadFinished.self, in: center) { $0.byteCount > 0 }
    /// ```
    ///
    /// - Returns: The first matching payload, or `nil` after recording an issue.
    @discardableResult
    public func expectNotification<Payload: DescribedNotification & Sendable>(
        _ type: Payload.Type,
        in center: NotificationCenter,
        object: AnyObject? = nil,
        timeout: Duration = .seconds(1),
        sourceLocation: SourceLocation = #_sourceLocation,
        matching predicate: @escaping @Sendable (Payload) -> Bool = { _ in true }
    ) async -> Payload? {
        let probe = NotificationProbe(type, center: center, object: object, matching: predicate)
        return await probe.expect(timeout: timeout, sourceLocation: sourceLocation)
    }

    /// Runs `action` and expects it to cause a `Payload` notification (by its
    /// `DescribedNotification.descriptor`) whose payload matches `predicate`; otherwise as
    /// ``expectNotification(_:in:object:timeout:sourceLocation:isolation:performing:matching:)-(NotificationDescriptor<Payload>,_,_,_,_,_,_,_)``:
    ///
    /// ```swift
    /// await expectNotification(UploadFinished.self, in: center) {
    ///     uploader.finish("a.txt")
    /// } matching: { upload in
    ///     upload.fileName == "a.txt" && upload.byteCount > 0
    /// }
    /// ```
    ///
    /// - Returns: The first matching payload, or `nil` after recording an issue.
    @discardableResult
    public func expectNotification<Payload: DescribedNotification & Sendable>(
        _ type: Payload.Type,
        in center: NotificationCenter,
        object: AnyObject? = nil,
        timeout: Duration = .seconds(1),
        sourceLocation: SourceLocation = #_sourceLocation,
        isolation: isolated (any Actor)? = #isolation,
        performing action: () async throws -> Void,
        matching predicate: @escaping @Sendable (Payload) -> Bool = { _ in true }
    ) async rethrows -> Payload? {
        let probe = NotificationProbe(type, center: center, object: object, matching: predicate)
        try await action()
        return await probe.expect(timeout: timeout, sourceLocation: sourceLocation)
    }

    extension NotificationProbe {
        /// Waits, and records an issue at `sourceLocation` when nothing matched.
        fileprivate func expect(timeout: Duration, sourceLocation: SourceLocation) async -> Payload? {
            switch await wait(timeout: timeout) {
            case .matched(let payload):
                return payload
            case .timedOut(let report), .cancelled(let report):
                Issue.record(Comment(rawValue: report.description), sourceLocation: sourceLocation)
                return nil
            }
        }
    }
#endif
