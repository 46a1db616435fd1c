// Every catalog entry with every API of the library, in Swift 6 mode, as an app uses them. This
// target imports only the products an app imports (NotificationCatalog, NotificationDescriptors, NotificationTesting),
// so it proves the public API. The Apple entries' sample objects are the Linux stand-ins (Apple's classes have no
// public initializers), so the Apple part runs on Linux only; `apple-typecheck` type-checks the library for iOS.
import Foundation
import NotificationCatalog
import NotificationDescriptors
import NotificationTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Collects values from handlers on any thread. `@unchecked Sendable`: `lock` guards `values`.
private final class Collected<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }

    var all: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return values
    }
}

/// Every API, run for one descriptor and one notification its entry posts: the typed payload must arrive through each
/// and equal what the descriptor decodes from the notification.
private struct EveryAPI<Payload: Sendable> {
    let descriptor: NotificationDescriptor<Payload>
    /// Whether two payloads are the same.
    let same: @Sendable (Payload, Payload) -> Bool
    /// A notification as the framework posts it (made fresh for each API: its objects are not `Sendable`).
    let make: @Sendable () -> Notification

    func run() async throws {
        let expected = try descriptor.decode(make())
        let make = self.make
        let same = self.same
        func matches(_ payloads: [Payload]) -> Bool { payloads.count == 1 && same(payloads[0], expected) }

        // observe: synchronously on the posting thread.
        do {
            let center = NotificationCenter()
            let received = Collected<Payload>()
            let token = center.observe(descriptor) { received.append($0) }
            center.post(make())
            token.cancel()
            #expect(matches(received.all))
        }

        // observeOnMainActor: a post made on the main actor is handled before `post` returns.
        do {
            let center = NotificationCenter()
            let received = await MainActor.run {
                let received = Collected<Payload>()
                let token = center.observeOnMainActor(descriptor) { received.append($0) }
                center.post(make())
                token.cancel()
                return received.all
            }
            #expect(matches(received))
        }

        // notifications(of:): registered when it returns, so the post is buffered until iterated.
        do {
            let center = NotificationCenter()
            let payloads = center.notifications(of: descriptor)
            center.post(make())
            var iterator = payloads.makeAsyncIterator()
            #expect(matches(await iterator.next().map { [$0] } ?? []))
        }

        // next(_:timeout:): posted from another task until it has returned (a post before it registered is missed).
        do {
            let center = NotificationCenter()
            let done = Collected<Bool>()
            let poster = Task.detached {
                while done.all.isEmpty {
                    center.post(make())
                    await Task.yield()
                }
            }
            let payload = try await center.next(descriptor, timeout: .seconds(60))
            done.append(true)
            await poster.value
            #expect(matches([payload]))
        }

        // NotificationRecorder.
        do {
            let center = NotificationCenter()
            let recorder = NotificationRecorder(descriptor, center: center)
            center.post(make())
            try await recorder.waitFor(count: 1, timeout: .seconds(60))
            #expect(matches(recorder.payloads))
            #expect(recorder.failures.isEmpty)
        }

        // expectNotification.
        do {
            let center = NotificationCenter()
            let payload = await expectNotification(descriptor, in: center, timeout: .seconds(60)) {
                center.post(make())
            }
            #expect(matches(payload.map { [$0] } ?? []))
        }
    }
}

/// Runs every API for `descriptor` with the notification `make` builds (also for the generated
/// `catalogObjectEntries`).
func everyAPI<Payload: Sendable & Equatable>(
    _ descriptor: NotificationDescriptor<Payload>, _ make: @escaping @Sendable () -> Notification
) async throws {
    try await EveryAPI(descriptor: descriptor, same: ==, make: make).run()
}

/// Runs every API for the `Void` `descriptor`.
private func everyAPI(
    _ descriptor: NotificationDescriptor<Void>, _ make: @escaping @Sendable () -> Notification
) async throws {
    try await EveryAPI(descriptor: descriptor, same: { _, _ in true }, make: make).run()
}

#if os(iOS) || !canImport(Darwin)
    /// Object-ID payloads alike but for the context that sent them: each API gets a notification with a context of
    /// its own (contexts are not `Sendable`), so each payload's sender names a different one.
    private func sameButTheContext(
        _ first: ManagedObjectContextObjectIDChanges, _ second: ManagedObjectContextObjectIDChanges
    ) -> Bool {
        var first = first
        var second = second
        if case .context = first.sender, case .context = second.sender {
            first.sender = .absent
            second.sender = .absent
        }
        return first == second
    }
#endif

/// The Foundation objects that are not `Sendable` the Foundation entries post, made once, so that every API's
/// notification carries the same ones. `@unchecked Sendable`: the properties are immutable, and the tests only post
/// the objects and compare their identities (no method of a port, defaults or thread is called off its thread).
private final class SampleObjects: @unchecked Sendable {
    /// A remote port: making it opens no socket, and releasing it posts nothing.
    let port: SocketPort
    let defaults = UserDefaults.standard
    /// A thread never started.
    let thread = Thread()

    init?() {
        guard let port = SocketPort(remoteWithTCPPort: 9, host: nil) else { return nil }
        self.port = port
    }
}

/// Observes `descriptor` (a `…OnPostingThread` one, whose payload is not `Sendable`) and returns how many payloads its
/// handler got, synchronously, for the notification `make` builds. `observe` is the one API that takes it: the others
/// require `Sendable` payloads, which is how the type system keeps these objects on the posting thread.
private func onPostingThread<Full>(
    _ descriptor: NotificationDescriptor<Full>, _ make: () -> Notification, check: @escaping @Sendable (Full) -> Bool
) -> [Bool] {
    let center = NotificationCenter()
    let received = Collected<Bool>()
    let token = center.observe(descriptor) { received.append(check($0)) }
    center.post(make())
    token.cancel()
    return received.all
}

@Suite struct EveryEntryEveryAPITests {
    /// The entries this file runs; the test below checks it against the catalog.
    static let covered: Set<String> = {
        var members: Set<String> = [
            "fileHandleReadCompletion", "fileHandleReadToEndOfFileCompletion", "fileHandleDataAvailable",
            "fileHandleConnectionAccepted", "portDidBecomeInvalid", "userDefaultsDidChange",
            "urlCredentialStorageChanged", "httpCookieStorageCookiesChanged", "threadWillExit", "keyboardWillShow",
            "keyboardDidShow", "keyboardWillHide", "keyboardDidHide",
            "keyboardWillChangeFrame", "keyboardDidChangeFrame",
        ]
        #if os(macOS) || os(Linux)
            members.insert("processDidTerminate")
        #endif
        // The payload-free entries, from the specs (`payloadFreeEntries` runs each).
        members.formUnion(catalogVoidEntries.map(\.member))
        // The entries whose payload is their object alone, from the specs (`objectEntries` runs each).
        members.formUnion(catalogObjectEntries.map(\.member))
        #if !canImport(Darwin)
            members.formUnion([
                "audioSessionInterruption", "audioSessionRouteChange", "audioSessionSilenceSecondaryAudioHint",
                "managedObjectContextDidChangeObjects", "managedObjectContextDidSaveObjects",
                "managedObjectContextDidSaveObjectIDs", "managedObjectContextDidMergeChangesObjectIDs",
                "persistentStoreRemoteChange", "persistentCloudKitContainerEventChanged",
                "ubiquitousKeyValueStoreDidChangeExternally", "metadataQueryDidUpdate", "contentSizeCategoryDidChange",
                "accessibilityElementFocused", "accessibilityAnnouncementDidFinish", "pasteboardChanged",
                "playerItemFailedToPlayToEndTime", "captureSessionRuntimeError", "captureSessionWasInterrupted",
                "audioSessionRenderingModeChange", "persistentStoreCoordinatorStoresDidChange",
                "metadataQueryGatheringProgress", "playerRateDidChange", "accessoryDidConnect",
                "accessoryDidDisconnect",
            ])
        #endif
        return members
    }()

    @Test("Every catalog entry is run here, and every payload is Sendable")
    func everyEntryIsCovered() {
        let members = Set(NotificationCatalog.entries.map(\.member))
        #expect(members == Self.covered)
        #expect(NotificationCatalog.entries.filter { !$0.isPayloadSendable }.map(\.member) == [])
    }

    @Test func foundationEntries() async throws {
        let handle = FileHandle.nullDevice
        try await everyAPI(.fileHandleReadCompletion) {
            NotificationDescriptor.fileHandleReadCompletion.notification(
                FileHandleReadCompletion(fileHandle: handle, data: Data([1, 2])))
        }
        try await everyAPI(.fileHandleReadToEndOfFileCompletion) {
            NotificationDescriptor.fileHandleReadToEndOfFileCompletion.notification(
                FileHandleReadCompletion(fileHandle: handle, data: Data([3])))
        }
        try await everyAPI(.fileHandleDataAvailable) {
            NotificationDescriptor.fileHandleDataAvailable.notification(FileHandleDataAvailable(fileHandle: handle))
        }
        try await everyAPI(.fileHandleConnectionAccepted) {
            NotificationDescriptor.fileHandleConnectionAccepted.notification(
                FileHandleConnectionAccepted(listeningHandle: handle, acceptedHandle: handle))
        }
        try await everyAPI(.urlCredentialStorageChanged) {
            NotificationDescriptor.urlCredentialStorageChanged.notification(
                URLCredentialStorageChanged(storage: URLCredentialStorage.shared))
        }
        try await everyAPI(.httpCookieStorageCookiesChanged) {
            NotificationDescriptor.httpCookieStorageCookiesChanged.notification(
                HTTPCookieStorageCookiesChanged(storage: HTTPCookieStorage.shared))
        }
        // The payloads keep the objects' identities: one object each, so every API's payload equals the first.
        let objects = try #require(SampleObjects())
        try await everyAPI(.portDidBecomeInvalid) {
            NotificationDescriptor.portDidBecomeInvalidOnPostingThread.notification(.init(port: objects.port))
        }
        try await everyAPI(.userDefaultsDidChange) {
            NotificationDescriptor.userDefaultsDidChangeOnPostingThread.notification(.init(defaults: objects.defaults))
        }
        try await everyAPI(.threadWillExit) {
            NotificationDescriptor.threadWillExitOnPostingThread.notification(.init(thread: objects.thread))
        }
        #expect(
            onPostingThread(.portDidBecomeInvalidOnPostingThread) {
                NotificationDescriptor.portDidBecomeInvalidOnPostingThread.notification(.init(port: objects.port))
            } check: {
                $0.port === objects.port && $0.portIdentifier == ObjectIdentifier($0.port)
            } == [true])
        #expect(
            onPostingThread(.userDefaultsDidChangeOnPostingThread) {
                NotificationDescriptor.userDefaultsDidChangeOnPostingThread.notification(
                    .init(defaults: objects.defaults))
            } check: {
                $0.defaults === UserDefaults.standard
            } == [true])
        #expect(
            onPostingThread(.threadWillExitOnPostingThread) {
                NotificationDescriptor.threadWillExitOnPostingThread.notification(.init(thread: objects.thread))
            } check: {
                $0.thread === objects.thread
            } == [true])
        #if os(macOS) || os(Linux)
            let process = Process()
            try await everyAPI(.processDidTerminate) {
                NotificationDescriptor.processDidTerminate.notification(ProcessDidTerminate(process: process))
            }
        #endif
    }

    @Test func payloadFreeEntries() async throws {
        #expect(!catalogVoidEntries.isEmpty)
        for (_, descriptor) in catalogVoidEntries {
            try await everyAPI(descriptor) { Notification(name: descriptor.name) }
        }
    }

    @Test func objectEntries() async throws {
        #if os(iOS) || !canImport(Darwin)
            #expect(!catalogObjectEntries.isEmpty)
        #endif
        for (_, run) in catalogObjectEntries { try await run() }
    }

    @Test func keyboardEntries() async throws {
        let keyboard = KeyboardPayload(
            frameBegin: CGRect(x: 0, y: 812, width: 375, height: 0),
            frameEnd: CGRect(x: 0, y: 476, width: 375, height: 336), animationDuration: 0.25,
            animationCurve: KeyboardAnimationCurve(rawValue: 7), isLocal: true)
        for descriptor: NotificationDescriptor<KeyboardPayload> in [
            .keyboardWillShow, .keyboardDidShow, .keyboardWillHide, .keyboardDidHide, .keyboardWillChangeFrame,
            .keyboardDidChangeFrame,
        ] {
            try await everyAPI(descriptor) { descriptor.notification(keyboard) }
        }
    }

    #if !canImport(Darwin)
        @Test func keyboardScreen() async throws {
            let screen = UIScreen()
            var keyboard = KeyboardPayload(
                frameBegin: .zero, frameEnd: CGRect(x: 0, y: 0, width: 1, height: 1), animationDuration: 0,
                animationCurve: KeyboardAnimationCurve(rawValue: 7))
            keyboard.screen = screen
            let note = NotificationDescriptor.keyboardWillShow.notification(keyboard)
            #expect(note.object as AnyObject? === screen)
            try await everyAPI(.keyboardWillShow) { [keyboard] in
                NotificationDescriptor.keyboardWillShow.notification(keyboard)
            }
            #expect(try NotificationDescriptor.keyboardWillShow.decode(note).screen === screen)
        }

        @Test func audioSessionEntries() async throws {
            try await everyAPI(.audioSessionInterruption) {
                NotificationDescriptor.audioSessionInterruptionOnPostingThread.notification(
                    .init(AudioSessionInterruption(type: .began, reason: .builtInMicMuted), sender: AVAudioSession()))
            }
            let makeRouteChange: @Sendable () -> Notification = {
                let port = AVAudioSessionPortDescription(
                    portType: AVAudioSession.Port(rawValue: "Speaker"), portName: "Speaker", uid: "Speaker")
                return NotificationDescriptor.audioSessionRouteChangeOnPostingThread.notification(
                    .init(
                        reason: .oldDeviceUnavailable, previousRoute: AVAudioSessionRouteDescription(outputs: [port]),
                        session: AVAudioSession()))
            }
            try await everyAPI(.audioSessionRouteChange, makeRouteChange)
            try await everyAPI(.audioSessionSilenceSecondaryAudioHint) {
                NotificationDescriptor.audioSessionSilenceSecondaryAudioHintOnPostingThread.notification(
                    .init(AudioSessionSilenceSecondaryAudioHint(type: .begin), sender: AVAudioSession()))
            }
            #expect(
                onPostingThread(.audioSessionRouteChangeOnPostingThread, makeRouteChange) {
                    $0.session != nil && $0.previousRouteDescription.outputs.count == 1
                        && $0.previousRoute.outputs.first?.uid == "Speaker"
                } == [true])
        }

        @Test func coreDataEntries() async throws {
            // Sendable IDs; each notification gets its own objects of these IDs.
            let (objectID, insertedID) = (NSManagedObjectID(), NSManagedObjectID())
            let makeChange: @Sendable () -> Notification = {
                NotificationDescriptor.managedObjectContextDidChangeObjectsOnPostingThread.notification(
                    .init(
                        context: NSManagedObjectContext(), inserted: [NSManagedObject(objectID: insertedID)],
                        updated: [NSManagedObject(objectID: objectID)]))
            }
            try await everyAPI(.managedObjectContextDidChangeObjects, makeChange)
            try await everyAPI(.managedObjectContextDidSaveObjects) {
                NotificationDescriptor.managedObjectContextDidSaveObjectsOnPostingThread.notification(
                    .init(
                        context: NSManagedObjectContext(), deleted: [NSManagedObject(objectID: objectID)],
                        queryGeneration: NSQueryGenerationToken()))
            }
            let id = NSManagedObjectID()
            let coordinator = NSPersistentStoreCoordinator()
            try await everyAPI(.managedObjectContextDidSaveObjectIDs) {
                NotificationDescriptor.managedObjectContextDidSaveObjectIDs.notification(
                    ManagedObjectContextObjectIDChanges(sender: .coordinator(coordinator), insertedObjectIDs: [id]))
            }
            try await EveryAPI(descriptor: .managedObjectContextDidSaveObjectIDs, same: sameButTheContext) {
                NotificationDescriptor.managedObjectContextDidSaveObjectIDsOnPostingThread.notification(
                    .init(
                        ManagedObjectContextObjectIDChanges(updatedObjectIDs: [id]), context: NSManagedObjectContext()))
            }.run()
            try await EveryAPI(descriptor: .managedObjectContextDidMergeChangesObjectIDs, same: sameButTheContext) {
                NotificationDescriptor.managedObjectContextDidMergeChangesObjectIDsOnPostingThread.notification(
                    .init(
                        ManagedObjectContextObjectIDChanges(deletedObjectIDs: [id]), context: NSManagedObjectContext()))
            }.run()
            try await everyAPI(.persistentStoreRemoteChange) {
                NotificationDescriptor.persistentStoreRemoteChangeOnPostingThread.notification(
                    .init(
                        PersistentStoreRemoteChange(
                            coordinator: coordinator, storeUUID: "UUID", storeURL: URL(fileURLWithPath: "/tmp/a.sqlite")
                        ),
                        historyToken: NSPersistentHistoryToken()))
            }
            let eventID = UUID()
            let container = NSPersistentCloudKitContainer()
            try await everyAPI(.persistentCloudKitContainerEventChanged) {
                NotificationDescriptor.persistentCloudKitContainerEventChangedOnPostingThread.notification(
                    .init(
                        container: container,
                        event: NSPersistentCloudKitContainer.Event(
                            identifier: eventID, storeIdentifier: "store", type: .export,
                            startDate: Date(timeIntervalSince1970: 5), endDate: nil, succeeded: false, error: nil)))
            }
            #expect(
                onPostingThread(.managedObjectContextDidChangeObjectsOnPostingThread, makeChange) {
                    $0.context != nil && $0.updated.map(\.objectID) == [objectID] && $0.updatedIDs == [objectID]
                } == [true])
        }

        @Test func foundationAppleEntries() async throws {
            try await everyAPI(.ubiquitousKeyValueStoreDidChangeExternally) {
                NotificationDescriptor.ubiquitousKeyValueStoreDidChangeExternallyOnPostingThread.notification(
                    .init(
                        UbiquitousKeyValueStoreDidChange(reason: .serverChange, changedKeys: ["theme"]),
                        sender: NSUbiquitousKeyValueStore()))
            }
            try await everyAPI(.metadataQueryDidUpdate) {
                NotificationDescriptor.metadataQueryDidUpdateOnPostingThread.notification(
                    .init(query: NSMetadataQuery(), addedItems: [NSMetadataItem(), NSObject()]))
            }
        }

        @Test func uiKitEntries() async throws {
            let screen = UIScreen()
            try await everyAPI(.contentSizeCategoryDidChange) {
                NotificationDescriptor.contentSizeCategoryDidChange.notification(
                    ContentSizeCategoryDidChange(
                        newValue: UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL"), screen: screen))
            }
            try await everyAPI(.accessibilityElementFocused) {
                NotificationDescriptor.accessibilityElementFocusedOnPostingThread.notification(
                    .init(focusedElement: NSObject(), assistiveTechnology: .init(rawValue: "VoiceOver")))
            }
            try await everyAPI(.accessibilityAnnouncementDidFinish) {
                NotificationDescriptor.accessibilityAnnouncementDidFinish.notification(
                    AccessibilityAnnouncementDidFinish(announcement: "Saved", wasSuccessful: true))
            }
            let pasteboard = UIPasteboard()
            try await everyAPI(.pasteboardChanged) {
                NotificationDescriptor.pasteboardChanged.notification(
                    PasteboardChanged(pasteboard: pasteboard, typesAdded: ["public.png"]))
            }
        }

        @Test func audioRenderingCoreDataMetadataAndPlayerEntries() async throws {
            try await everyAPI(.audioSessionRenderingModeChange) {
                NotificationDescriptor.audioSessionRenderingModeChangeOnPostingThread.notification(
                    .init(AudioSessionRenderingModeChange(renderingModeRawValue: 5), sender: AVAudioSession()))
            }
            let coordinator = NSPersistentStoreCoordinator()
            try await everyAPI(.persistentStoreCoordinatorStoresDidChange) {
                NotificationDescriptor.persistentStoreCoordinatorStoresDidChangeOnPostingThread.notification(
                    .init(
                        coordinator: coordinator,
                        addedStores: [NSPersistentStore(identifier: "A", type: "SQLite", url: nil)]))
            }
            try await everyAPI(.metadataQueryGatheringProgress) {
                NotificationDescriptor.metadataQueryGatheringProgressOnPostingThread.notification(
                    .init(query: NSMetadataQuery(), changedItems: [NSMetadataItem()]))
            }
            let participant = AVCoordinatedPlaybackParticipant(identifier: UUID())
            try await everyAPI(.playerRateDidChange) {
                NotificationDescriptor.playerRateDidChangeOnPostingThread.notification(
                    .init(
                        PlayerRateDidChange(
                            reason: .init(rawValue: "setRateCalled"), originatingParticipant: participant),
                        sender: AVPlayer()))
            }
            for (descriptor, full) in [
                (NotificationDescriptor.accessoryDidConnect, NotificationDescriptor.accessoryDidConnectOnPostingThread),
                (.accessoryDidDisconnect, .accessoryDidDisconnectOnPostingThread),
            ] {
                try await everyAPI(descriptor) {
                    full.notification(
                        .init(
                            accessory: EAAccessory(connectionID: 7, name: "Dock"), userSelected: true,
                            manager: EAAccessoryManager()))
                }
            }
        }

        @Test func avFoundationEntries() async throws {
            let error = NSError(domain: "AVFoundationErrorDomain", code: -11800)
            try await everyAPI(.playerItemFailedToPlayToEndTime) {
                NotificationDescriptor.playerItemFailedToPlayToEndTimeOnPostingThread.notification(
                    .init(PlayerItemFailedToPlayToEndTime(error: error), sender: AVPlayerItem()))
            }
            try await everyAPI(.captureSessionRuntimeError) {
                NotificationDescriptor.captureSessionRuntimeErrorOnPostingThread.notification(
                    .init(CaptureSessionRuntimeError(error: error), sender: AVCaptureSession()))
            }
            try await everyAPI(.captureSessionWasInterrupted) {
                NotificationDescriptor.captureSessionWasInterruptedOnPostingThread.notification(
                    .init(
                        reason: .videoDeviceNotAvailableDueToSystemPressure,
                        systemPressureState: AVCaptureDevice.SystemPressureState(level: .init(rawValue: "serious")),
                        session: AVCaptureSession()))
            }
        }
    #endif
}
