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

    @Test func nonSendablePayloadsAreObservedSynchronously() async {
        let center = NotificationCenter()
        let defaults = UserDefaults.standard
        let expected = ObjectIdentifier(defaults)
        await confirmation(expectedCount: 1) { received in
            let token = center.observe(.userDefaultsDidChange, object: defaults) { change in
                // The handler may use the UserDefaults here, on the posting thread; only Sendable facts leave it.
                #expect(ObjectIdentifier(change.defaults) == expected)
                received()
            }
            center.post(name: UserDefaults.didChangeNotification, object: defaults)
            token.cancel()
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
        let sendable = NotificationCatalog.entries.filter(\.isPayloadSendable).map(\.member)
        #expect(!sendable.contains("portDidBecomeInvalid"))
        #expect(!sendable.contains("userDefaultsDidChange"))
        #expect(!sendable.contains("threadWillExit"))
        // 18 of the 21 Foundation and keyboard entries, and every one of the Apple catalog's (issue 30: the objects
        // that are not Sendable come with the `…OnPostingThread` descriptors instead).
        let appleSendable = sendable.filter(AppleCatalog.contains)
        #expect(appleSendable == (AppleCatalog.isPresent ? AppleCatalog.members : []))
        #expect(sendable.count - appleSendable.count == 18)
    }
}
