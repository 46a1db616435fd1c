// The Apple catalog's payloads with the objects the fixture format cannot write (managed objects, route descriptions,
// CloudKit events, metadata items, errors), built in Swift from the Linux stand-ins: the same payload source that
// runs on iOS with Apple's classes. On Apple platforms these classes cannot be made like this (no public
// initializers), so this file is Linux-only; `AppleCatalogNameTests` covers iOS.
#if !canImport(Darwin)
    import Foundation
    import NotificationCatalog
    import NotificationCatalogData
    import NotificationDescriptors
    import Testing

    /// The dynamic type of a `userInfo` value (`nil` when absent), asked without bridging.
    private func dynamicType(_ value: Any?) -> Any.Type? {
        value.map { type(of: $0) }
    }

    @Suite struct AppleCatalogTests {
        // MARK: - AVFAudio

        @Test("An interruption that begins has no options key, and still decodes (options nil)")
        func interruptionBeganWithoutOptions() throws {
            let payload = try NotificationDescriptor.audioSessionInterruption.decode(userInfo: [
                "AVAudioSessionInterruptionTypeKey": NSNumber(value: 1 as UInt),
                "AVAudioSessionInterruptionReasonKey": NSNumber(value: 2 as UInt),
            ])
            #expect(payload.type == .began)
            #expect(payload.options == nil)
            #expect(payload.reason == .builtInMicMuted)
            #expect(payload.wasSuspended == nil)
        }

        @Test("An interruption that ends by a timer has no options key: decoded, options nil, no reason")
        func interruptionEndedWithoutOptions() throws {
            let payload = try NotificationDescriptor.audioSessionInterruption.decode(userInfo: [
                "AVAudioSessionInterruptionTypeKey": NSNumber(value: 0 as UInt)
            ])
            #expect(payload.type == .ended)
            #expect(payload.options == nil)
            #expect(payload.reason == nil)
        }

        /// Interruptions as AVFAudio posts them (not `Sendable`, so the test takes their index).
        static func interruption(_ index: Int) -> AudioSessionInterruption {
            [
                AudioSessionInterruption(type: .began, reason: .default),
                AudioSessionInterruption(type: .began, reason: AVAudioSession.InterruptionReason(rawValue: 42)),
                AudioSessionInterruption(type: .began, wasSuspended: true),
                AudioSessionInterruption(type: .ended, options: .shouldResume),
                AudioSessionInterruption(type: .ended, options: AVAudioSession.InterruptionOptions(rawValue: 0b110)),
                AudioSessionInterruption(type: .ended),
            ][index]
        }

        @Test(arguments: 0..<6)
        func interruptionRoundTripsAndWritesOnlyPresentKeys(_ index: Int) throws {
            let payload = Self.interruption(index)
            let session = AVAudioSession()
            var withSession = payload
            withSession.session = session
            let note = NotificationDescriptor.audioSessionInterruption.notification(withSession)
            #expect(note.object as AnyObject? === session)
            let userInfo = try #require(note.userInfo)
            #expect(dynamicType(userInfo["AVAudioSessionInterruptionTypeKey"]) is NSNumber.Type)
            #expect((userInfo["AVAudioSessionInterruptionOptionKey"] == nil) == (payload.options == nil))
            #expect((userInfo["AVAudioSessionInterruptionReasonKey"] == nil) == (payload.reason == nil))
            #expect((userInfo["AVAudioSessionInterruptionWasSuspendedKey"] == nil) == (payload.wasSuspended == nil))
            let decoded = try NotificationDescriptor.audioSessionInterruption.decode(note)
            #expect(decoded.session === session)
            #expect(decoded.type == payload.type)
            #expect(decoded.options == payload.options)
            #expect(decoded.reason == payload.reason)
            #expect(decoded.wasSuspended == payload.wasSuspended)
        }

        @Test("A route change: the reason (unknown ones kept) and the previous route, read as the objects posted")
        func routeChange() throws {
            let route = AVAudioSessionRouteDescription()
            let session = AVAudioSession()
            for raw: UInt in [2, 8, 99] {
                let note = Notification(
                    name: Notification.Name("AVAudioSessionRouteChangeNotification"), object: session,
                    userInfo: [
                        "AVAudioSessionRouteChangeReasonKey": NSNumber(value: raw),
                        "AVAudioSessionRouteChangePreviousRouteKey": route,
                    ])
                let payload = try NotificationDescriptor.audioSessionRouteChange.decode(note)
                #expect(payload.reason.rawValue == raw)
                #expect(payload.previousRoute === route)
                #expect(payload.session === session)
                let again = try NotificationDescriptor.audioSessionRouteChange.decode(
                    NotificationDescriptor.audioSessionRouteChange.notification(payload))
                #expect(again.reason == payload.reason && again.previousRoute === route && again.session === session)
            }
            #expect(AVAudioSession.RouteChangeReason.oldDeviceUnavailable.rawValue == 2)
        }

        @Test("observe(_:object:) hears only the given session")
        func observeFiltersOnTheSession() {
            let center = NotificationCenter()
            let mine = AVAudioSession()
            let other = AVAudioSession()
            let received = Recorder<ObjectIdentifier?>()
            let token = center.observe(.audioSessionSilenceSecondaryAudioHint, object: mine) { hint in
                received.append(hint.session.map(ObjectIdentifier.init))
            }
            defer { token.cancel() }
            center.post(
                .audioSessionSilenceSecondaryAudioHint,
                AudioSessionSilenceSecondaryAudioHint(session: other, type: .begin))
            center.post(
                .audioSessionSilenceSecondaryAudioHint, AudioSessionSilenceSecondaryAudioHint(session: mine, type: .end)
            )
            #expect(received.all == [ObjectIdentifier(mine)])
        }

        // MARK: - Core Data

        @Test("Core Data's NSSets of managed objects read as Sets; absent keys as empty sets")
        func objectsDidChange() throws {
            let context = NSManagedObjectContext()
            let (a, b, c) = (NSManagedObject(), NSManagedObject(), NSManagedObject())
            let note = Notification(
                name: Notification.Name("NSObjectsChangedInManagingContextNotification"), object: context,
                userInfo: ["inserted": NSSet(array: [a, b]), "deleted": NSSet(array: [c])])
            let payload = try NotificationDescriptor.managedObjectContextDidChangeObjects.decode(note)
            #expect(payload.context === context)
            #expect(payload.inserted == [a, b])
            #expect(payload.deleted == [c])
            #expect(payload.updated.isEmpty && payload.refreshed.isEmpty && payload.invalidated.isEmpty)
            #expect(payload.invalidatedAll == nil)
            // A Swift Set reads too.
            let swift = try NotificationDescriptor.managedObjectContextDidSaveObjects.decode(
                userInfo: ["updated": Set([a])])
            #expect(swift.updated == [a])
        }

        @Test("The encoder writes an NSSet per non-empty set and nothing for empty ones, and round-trips")
        func objectsEncoder() throws {
            let context = NSManagedObjectContext()
            let (a, b) = (NSManagedObject(), NSManagedObject())
            let ids = [NSManagedObjectID(), NSManagedObjectID()]
            let generation = NSQueryGenerationToken()
            let payload = ManagedObjectContextChanges(
                context: context, inserted: [a], refreshed: [b], invalidatedAll: ids, queryGeneration: generation)
            let note = NotificationDescriptor.managedObjectContextDidChangeObjects.notification(payload)
            let userInfo = try #require(note.userInfo)
            #expect(
                Set(userInfo.keys.compactMap { $0.base as? String })
                    == ["inserted", "refreshed", "invalidatedAll", "newQueryGeneration"])
            #expect(dynamicType(userInfo["inserted"]) is NSSet.Type)
            #expect(dynamicType(userInfo["invalidatedAll"]) is NSArray.Type)
            let decoded = try NotificationDescriptor.managedObjectContextDidChangeObjects.decode(note)
            #expect(decoded.context === context)
            #expect(decoded.inserted == [a] && decoded.refreshed == [b] && decoded.updated.isEmpty)
            #expect(decoded.invalidatedAll?.map(ObjectIdentifier.init) == ids.map(ObjectIdentifier.init))
            #expect(decoded.queryGeneration === generation)
        }

        @Test("An element of another class is an error naming the key and the element's index")
        func wrongElement() {
            let error = #expect(throws: NotificationDecodingError.self) {
                try NotificationDescriptor.managedObjectContextDidSaveObjectIDs.decode(
                    userInfo: ["deleted_objectIDs": NSSet(array: [NSManagedObject()])])
            }
            #expect(
                error?.description
                    == #"NSManagedObjectContextDidSaveObjectIDsNotification: userInfo["deleted_objectIDs"][0] is "#
                    + "NSManagedObject, expected NSManagedObjectID")
        }

        @Test("Object IDs: sets of NSManagedObjectID, each read as empty when absent; observe filters on the context")
        func objectIDs() throws {
            let center = NotificationCenter()
            let mine = NSManagedObjectContext()
            let other = NSManagedObjectContext()
            let id = NSManagedObjectID()
            let received = Recorder<Int>()
            let mineID = ObjectIdentifier(mine)
            let token = center.observe(.managedObjectContextDidMergeChangesObjectIDs, object: mine) { changes in
                #expect(changes.context.map(ObjectIdentifier.init) == mineID)
                received.append(changes.insertedObjectIDs.count + changes.deletedObjectIDs.count)
            }
            defer { token.cancel() }
            let name = Notification.Name("NSManagedObjectContextDidMergeChangesObjectIDsNotification")
            center.post(name: name, object: other, userInfo: ["inserted_objectIDs": NSSet(array: [id])])
            center.post(name: name, object: mine, userInfo: ["inserted_objectIDs": NSSet(array: [id])])
            center.post(name: name, object: mine, userInfo: [:])
            #expect(received.all == [1, 0])
            let payload = ManagedObjectContextObjectIDChanges(context: mine, updatedObjectIDs: [id])
            let decoded = try NotificationDescriptor.managedObjectContextDidSaveObjectIDs.decode(
                NotificationDescriptor.managedObjectContextDidSaveObjectIDs.notification(payload))
            #expect(decoded.updatedObjectIDs == [id] && decoded.insertedObjectIDs.isEmpty)
        }

        @Test("Remote change: the history token only with tracking; an NSURL or a URL reads")
        func remoteChange() throws {
            let coordinator = NSPersistentStoreCoordinator()
            let token = NSPersistentHistoryToken()
            let url = URL(fileURLWithPath: "/var/mobile/Model.sqlite")
            let name = Notification.Name("NSPersistentStoreRemoteChangeNotification")
            let tracked = try NotificationDescriptor.persistentStoreRemoteChange.decode(
                Notification(
                    name: name, object: coordinator,
                    userInfo: [
                        "NSStoreUUID": NSString(string: "A-UUID"), "storeURL": NSURL(fileURLWithPath: url.path),
                        "historyToken": token,
                    ]))
            #expect(tracked.historyToken === token)
            #expect(tracked.storeURL == url)
            #expect(tracked.coordinator === coordinator)
            let untracked = try NotificationDescriptor.persistentStoreRemoteChange.decode(
                userInfo: ["NSStoreUUID": "A-UUID", "storeURL": url])
            #expect(untracked.historyToken == nil)
            #expect(untracked.storeUUID == "A-UUID")
            let written = NotificationDescriptor.persistentStoreRemoteChange.notification(tracked)
            #expect(dynamicType(written.userInfo?["storeURL"]) is NSURL.Type)
            let again = try NotificationDescriptor.persistentStoreRemoteChange.decode(written)
            #expect(again.storeURL == url && again.historyToken === token && again.storeUUID == "A-UUID")
        }

        @Test("A CloudKit event reads as the Event posted")
        func cloudKitEvent() throws {
            let event = NSPersistentCloudKitContainer.Event(
                identifier: UUID(), storeIdentifier: "store", type: .import, startDate: Date(timeIntervalSince1970: 0),
                endDate: nil, succeeded: false, error: nil)
            let container = NSPersistentCloudKitContainer()
            let payload = try NotificationDescriptor.persistentCloudKitContainerEventChanged.decode(
                Notification(
                    name: Notification.Name("NSPersistentCloudKitContainerEventChangedNotification"),
                    object: container, userInfo: ["event": event]))
            #expect(payload.event === event && payload.container === container)
            #expect(payload.event.type == .import && payload.event.type.rawValue == 1)
            let again = try NotificationDescriptor.persistentCloudKitContainerEventChanged.decode(
                NotificationDescriptor.persistentCloudKitContainerEventChanged.notification(payload))
            #expect(again.event === event)
        }

        // MARK: - Foundation (Apple only)

        @Test("iCloud key-value store: an NSArray of NSString keys; the encoder writes that shape")
        func ubiquitousKeyValueStore() throws {
            let store = NSUbiquitousKeyValueStore()
            let note = Notification(
                name: Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification"), object: store,
                userInfo: [
                    "NSUbiquitousKeyValueStoreChangeReasonKey": NSNumber(value: 1),
                    "NSUbiquitousKeyValueStoreChangedKeysKey": NSArray(array: [NSString(string: "a")]),
                ])
            let payload = try NotificationDescriptor.ubiquitousKeyValueStoreDidChangeExternally.decode(note)
            #expect(payload.reason == .initialSyncChange && payload.changedKeys == ["a"] && payload.store === store)
            #expect(UbiquitousKeyValueStoreChangeReason(rawValue: 12).description.contains("12"))
            let written = NotificationDescriptor.ubiquitousKeyValueStoreDidChangeExternally.notification(payload)
            let keys = try #require(written.userInfo?["NSUbiquitousKeyValueStoreChangedKeysKey"] as? NSArray)
            #expect(keys.count == 1)
            #expect(
                try NotificationDescriptor.ubiquitousKeyValueStoreDidChangeExternally.decode(written).changedKeys == [
                    "a"
                ])
        }

        @Test("Metadata query: NSArrays of items, each read as empty when absent")
        func metadataQuery() throws {
            let query = NSMetadataQuery()
            let (added, removed) = (NSMetadataItem(), NSMetadataItem())
            let payload = try NotificationDescriptor.metadataQueryDidUpdate.decode(
                Notification(
                    name: Notification.Name("NSMetadataQueryDidUpdateNotification"), object: query,
                    userInfo: [
                        "kMDQueryUpdateAddedItems": NSArray(array: [added]),
                        "kMDQueryUpdateRemovedItems": [removed],
                    ]))
            #expect(payload.query === query)
            #expect(payload.addedItems.map(ObjectIdentifier.init) == [ObjectIdentifier(added)])
            #expect(payload.removedItems.map(ObjectIdentifier.init) == [ObjectIdentifier(removed)])
            #expect(payload.changedItems.isEmpty)
            let written = NotificationDescriptor.metadataQueryDidUpdate.notification(payload)
            #expect(written.userInfo?["kMDQueryUpdateChangedItems"] == nil)
            // An NSSet where Foundation posts an NSArray is the wrong kind of collection.
            #expect(throws: NotificationDecodingError.self) {
                try NotificationDescriptor.metadataQueryDidUpdate.decode(
                    userInfo: ["kMDQueryUpdateAddedItems": NSSet(array: [added])])
            }
        }

        // MARK: - UIKit

        @Test("Pasteboard: no userInfo when items were only modified, both ways; observe filters on the pasteboard")
        func pasteboard() throws {
            let general = UIPasteboard()
            let modified = NotificationDescriptor.pasteboardChanged.notification(PasteboardChanged(pasteboard: general))
            #expect(modified.userInfo == nil)
            #expect(
                try NotificationDescriptor.pasteboardChanged.decode(modified) == PasteboardChanged(pasteboard: general))
            let center = NotificationCenter()
            let received = Recorder<[String]>()
            let token = center.observe(.pasteboardChanged, object: general) { received.append($0.typesAdded) }
            defer { token.cancel() }
            center.post(.pasteboardChanged, PasteboardChanged(pasteboard: UIPasteboard(), typesAdded: ["other"]))
            center.post(.pasteboardChanged, PasteboardChanged(pasteboard: general, typesAdded: ["public.png"]))
            #expect(received.all == [["public.png"]])
        }

        @Test("Focused element: the elements are the very objects posted")
        func elementFocused() throws {
            let (now, before) = (NSObject(), NSObject())
            let payload = AccessibilityElementFocused(
                focusedElement: now, unfocusedElement: before,
                assistiveTechnology: UIAccessibility.AssistiveTechnologyIdentifier(
                    rawValue: "UIAccessibilityNotificationSwitchControlIdentifier"))
            let decoded = try NotificationDescriptor.accessibilityElementFocused.decode(
                NotificationDescriptor.accessibilityElementFocused.notification(payload))
            #expect(decoded.focusedElement === now && decoded.unfocusedElement === before)
            #expect(decoded.assistiveTechnology == payload.assistiveTechnology)
        }

        @Test func contentSizeAndAnnouncementRoundTrip() throws {
            let size = ContentSizeCategoryDidChange(
                newValue: UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL"))
            #expect(
                try NotificationDescriptor.contentSizeCategoryDidChange.decode(
                    NotificationDescriptor.contentSizeCategoryDidChange.notification(size)) == size)
            let announcement = AccessibilityAnnouncementDidFinish(announcement: "Saved", wasSuccessful: false)
            #expect(
                try NotificationDescriptor.accessibilityAnnouncementDidFinish.decode(
                    NotificationDescriptor.accessibilityAnnouncementDidFinish.notification(announcement))
                    == announcement)
        }

        // MARK: - AVFoundation

        @Test("Player item and capture session errors are the NSErrors posted; observe filters on the item")
        func errors() throws {
            let error = NSError(domain: "AVFoundationErrorDomain", code: -11800)
            let item = AVPlayerItem()
            let center = NotificationCenter()
            let received = Recorder<Int>()
            let token = center.observe(.playerItemFailedToPlayToEndTime, object: item) {
                received.append($0.error.code)
            }
            defer { token.cancel() }
            center.post(
                .playerItemFailedToPlayToEndTime, PlayerItemFailedToPlayToEndTime(item: AVPlayerItem(), error: error))
            center.post(.playerItemFailedToPlayToEndTime, PlayerItemFailedToPlayToEndTime(item: item, error: error))
            #expect(received.all == [-11800])
            let session = AVCaptureSession()
            let failure = try NotificationDescriptor.captureSessionRuntimeError.decode(
                NotificationDescriptor.captureSessionRuntimeError.notification(
                    CaptureSessionRuntimeError(session: session, error: error)))
            #expect(failure.error === error && failure.session === session)
        }

        @Test("Capture interruption reasons: known and unknown raw values kept")
        func captureInterruption() throws {
            for raw in [1, 5, 77] {
                let payload = try NotificationDescriptor.captureSessionWasInterrupted.decode(userInfo: [
                    "AVCaptureSessionInterruptionReasonKey": NSNumber(value: raw)
                ])
                #expect(payload.reason.rawValue == raw)
            }
            #expect(AVCaptureSession.InterruptionReason.videoDeviceNotAvailableDueToSystemPressure.rawValue == 5)
            // The pressure state only with reason 5; the encoder writes it only when there is one.
            let state = AVCaptureDevice.SystemPressureState()
            let pressure = CaptureSessionWasInterrupted(
                reason: .videoDeviceNotAvailableDueToSystemPressure, systemPressureState: state)
            let note = NotificationDescriptor.captureSessionWasInterrupted.notification(pressure)
            #expect(try NotificationDescriptor.captureSessionWasInterrupted.decode(note).systemPressureState === state)
            let background = NotificationDescriptor.captureSessionWasInterrupted.notification(
                CaptureSessionWasInterrupted(reason: .videoDeviceNotAvailableInBackground))
            #expect(background.userInfo?["AVCaptureSessionInterruptionSystemPressureStateKey"] == nil)
        }

        // MARK: - The tool and the data layer

        @Test("Catalog fields list objects by identity and empty collections as empty arrays")
        func fields() throws {
            let entry = try #require(NotificationCatalog.entry(named: "managedObjectContextDidChangeObjects"))
            let object = NSManagedObject()
            let fields = try entry.decodeFields(
                Notification(name: entry.name, object: nil, userInfo: ["inserted": NSSet(array: [object])]))
            #expect(
                fields.first { $0.name == "inserted" }?.value
                    == .objects(type: "NSManagedObject", ids: [ObjectIdentifier(object)]))
            #expect(fields.first { $0.name == "deleted" }?.value == .value(.array([])))
            #expect(fields.first { $0.name == "context" }?.value == .absent)
        }
    }
#endif
