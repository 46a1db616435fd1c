import Foundation

// Compiled only in debug builds for Apple platforms, never called: the iOS type-check in CI (`apple-typecheck`, whose
// shims carry the 26 SDK's message API) checks with it that a payload that is also Foundation's message needs just
// the conformance (the descriptor's `name`, `makeMessage` and `makeNotification` are its witnesses, unambiguously),
// and that `center.post(payload)`, `post(payload, subject:)`, `post(payload, object:)` and `post(descriptor, payload)`
// resolve to this library's overloads without ambiguity (on the main actor, for a `MainActorMessage`). The test target
// `FoundationMessageTests` runs the same on Linux.
#if compiler(>=6.2) && canImport(Darwin) && DEBUG
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    private struct _AsyncMessageCheck: Codable, Sendable, DescribedNotification, NotificationCenter.AsyncMessage {
        typealias Subject = NSObject
        var value: Int
        static let descriptor = NotificationDescriptor(Notification.Name("Check.Async"), userInfo: Self.self)
    }

    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    private struct _MainActorMessageCheck: Codable, Sendable, DescribedNotification,
        NotificationCenter.MainActorMessage
    {
        typealias Subject = NSObject
        var value: Int
        static let descriptor = NotificationDescriptor(Notification.Name("Check.MainActor"), userInfo: Self.self)
    }

    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    private struct _CarryingMessageCheck: Sendable, DescribedNotification, NotificationCenter.AsyncMessage {
        typealias Subject = NSObject
        static let descriptor = NotificationDescriptor(carrying: Self.self)
    }

    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    @MainActor
    private func _checkFoundationMessages(_ center: NotificationCenter, subject: NSObject) {
        center.post(_AsyncMessageCheck(value: 1))
        center.post(_AsyncMessageCheck(value: 1), subject: subject)
        center.post(_MainActorMessageCheck(value: 1))
        center.post(_MainActorMessageCheck(value: 1), subject: subject)
        center.post(_MainActorMessageCheck(value: 1), object: nil)
        center.post(_MainActorMessageCheck.descriptor, _MainActorMessageCheck(value: 1))
        center.post(_AsyncMessageCheck(value: 1), object: subject)
        center.post(_AsyncMessageCheck.descriptor, _AsyncMessageCheck(value: 1))
        center.post(_CarryingMessageCheck())
        let name: Notification.Name = _AsyncMessageCheck.name
        let note: Notification = _AsyncMessageCheck.makeNotification(_AsyncMessageCheck(value: 1))
        let message: _AsyncMessageCheck? = _AsyncMessageCheck.makeMessage(note)
        let mainActorNote = _MainActorMessageCheck.makeNotification(_MainActorMessageCheck(value: 1))
        let mainActorMessage: _MainActorMessageCheck? = _MainActorMessageCheck.makeMessage(mainActorNote)
        _ = (name, message, mainActorMessage, _CarryingMessageCheck.name)
        let token = center.addObserver(of: subject, for: _AsyncMessageCheck.self) { (_: _AsyncMessageCheck) async in }
        center.removeObserver(token)
    }
#endif
