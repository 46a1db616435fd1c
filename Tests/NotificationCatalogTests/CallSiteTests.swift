import Foundation
import NotificationCatalog
import NotificationDescriptors
import Testing

/// The call sites the catalog promises compile as written and deliver typed payloads.
@Suite struct CallSiteTests {
    @Test func observeWithLeadingDotSyntax() async throws {
        let center = NotificationCenter()
        let pipe = Pipe()
        let handle = pipe.fileHandleForReading
        try await confirmation(expectedCount: 1) { received in
            let token = center.observe(.fileHandleReadCompletion) { completion in
                #expect(completion.fileHandle === handle)
                #expect(completion.data == Data("hi".utf8))
                #expect(completion.errorCode == nil)
                received()
            }
            center.post(.fileHandleReadCompletion, FileHandleReadCompletion(fileHandle: handle, data: Data("hi".utf8)))
            token.cancel()
            _ = try #require(token.isCancelled ? token : nil)
        }
    }

    @Test func voidDescriptorsTakeAnEmptyClosure() async {
        let center = NotificationCenter()
        await confirmation(expectedCount: 2) { received in
            let token = center.observe(.calendarDayChanged) { received() }
            center.post(.calendarDayChanged, ())
            center.post(name: .NSCalendarDayChanged, object: nil)
            token.cancel()
        }
    }

    @Test func nonSendableObjectsAreObservedSynchronously() async {
        let center = NotificationCenter()
        let defaults = UserDefaults.standard
        let expected = ObjectIdentifier(defaults)
        await confirmation(expectedCount: 2) { received in
            let token = center.observe(.userDefaultsDidChangeOnPostingThread, object: defaults) { change in
                // The handler may use the UserDefaults here, on the posting thread; only Sendable facts leave it.
                #expect(ObjectIdentifier(change.defaults) == expected)
                #expect(change.defaultsIdentifier == expected)
                received()
            }
            defer { token.cancel() }
            // The Sendable payload keeps the identity only, and reaches async code too.
            let sendable = center.observe(.userDefaultsDidChange, object: defaults) { change in
                #expect(change.defaultsIdentifier == expected)
                received()
            }
            defer { sendable.cancel() }
            center.post(name: UserDefaults.didChangeNotification, object: defaults)
        }
    }

    @Test func sendablePayloadsStreamThroughAsyncCode() async {
        func requireSendable<T: Sendable>(_: T.Type) {}
        requireSendable(FileHandleReadCompletion.self)
        requireSendable(FileHandleDataAvailable.self)
        requireSendable(FileHandleConnectionAccepted.self)
        requireSendable(URLCredentialStorageChanged.self)
        requireSendable(HTTPCookieStorageCookiesChanged.self)
        requireSendable(ProcessDidTerminate.self)
        requireSendable(KeyboardPayload.self)
        requireSendable(KeyboardAnimationCurve.self)
        #if os(iOS) || !canImport(Darwin)
            requireSendable(ContentSizeCategoryDidChange.self)
            requireSendable(AccessibilityAnnouncementDidFinish.self)
            requireSendable(PasteboardChanged.self)
            requireSendable(AudioSessionInterruption.self)
            requireSendable(ManagedObjectContextObjectIDChanges.self)
            requireSendable(MetadataQueryDidUpdate.self)
            requireSendable(ExternalAccessoryConnection.self)
            requireSendable(PersistentStoreCoordinatorStoresDidChange.self)
            requireSendable(PlayerRateDidChange.self)
            requireSendable(AudioSessionRenderingModeChange.self)
        #endif
        requireSendable(PortDidBecomeInvalid.self)
        requireSendable(UserDefaultsDidChange.self)
        requireSendable(ThreadWillExit.self)
        let sendable = NotificationCatalog.entries.filter(\.isPayloadSendable).map(\.member)
        // Every entry: the objects that are not Sendable come with the `…OnPostingThread` descriptors instead.
        #expect(sendable == NotificationCatalog.entries.map(\.member))
    }
}
