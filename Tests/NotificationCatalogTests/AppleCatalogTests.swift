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

        /// Interruptions as AVFAudio posts them.
        static let interruptions = [
            AudioSessionInterruption(type: .began, reason: .default),
            AudioSessionInterruption(type: .began, reason: AVAudioSession.InterruptionReason(rawValue: 42)),
            AudioSessionInterruption(type: .began, wasSuspended: true),
            AudioSessionInterruption(type: .ended, options: .shouldResume),
            AudioSessionInterruption(type: .ended, options: AVAudioSession.InterruptionOptions(rawValue: 0b110)),
            AudioSessionInterruption(type: .ended),
        ]

        @Test(arguments: interruptions)
        func interruptionRoundTripsAndWritesOnlyPresentKeys(_ payload: AudioSessionInterruption) throws {
            let session = AVAudioSession()
            let descriptor = NotificationDescriptor.audioSessionInterruptionOnPostingThread
            let note = descriptor.notification(AudioSessionInterruption.OnPostingThread(payload, sender: session))
            #expect(note.object as AnyObject? === session)
            let userInfo = try #require(note.userInfo)
            #expect(dynamicType(userInfo["AVAudioSessionInterruptionTypeKey"]) is NSNumber.Type)
            #expect((userInfo["AVAudioSessionInterruptionOptionKey"] == nil) == (payload.options == nil))
            #expect((userInfo["AVAudioSessionInterruptionReasonKey"] == nil) == (payload.reason == nil))
            #expect((userInfo["AVAudioSessionInterruptionWasSuspendedKey"] == nil) == (payload.wasSuspended == nil))
            let decoded = try descriptor.decode(note)
            #expect(decoded.session === session)
            #expect(decoded.payload == payload)
            // The Sendable descriptor reads the same notification, without the session; its encoder writes no object.
            #expect(try NotificationDescriptor.audioSessionInterruption.decode(note) == payload)
            #expect(NotificationDescriptor.audioSessionInterruption.notification(payload).object == nil)
        }

        @Test("A route change: the reason (unknown ones kept), the previous route's ports as values, and the objects")
        func routeChange() throws {
            let headphones = AVAudioSessionPortDescription(
                portType: AVAudioSession.Port(rawValue: "Headphones"), portName: "Headphones", uid: "Wired")
            let microphone = AVAudioSessionPortDescription(
                portType: AVAudioSession.Port(rawValue: "MicrophoneBuiltIn"), portName: "iPhone", uid: "Built-In")
            let route = AVAudioSessionRouteDescription(inputs: [microphone], outputs: [headphones])
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
                #expect(
                    payload.previousRoute
                        == AudioSessionRoute(
                            inputs: [
                                AudioSessionPort(portType: microphone.portType, portName: "iPhone", uid: "Built-In")
                            ],
                            outputs: [
                                AudioSessionPort(portType: headphones.portType, portName: "Headphones", uid: "Wired")
                            ]
                        ))
                let full = try NotificationDescriptor.audioSessionRouteChangeOnPostingThread.decode(note)
                #expect(full.previousRouteDescription === route && full.session === session && full.payload == payload)
                let again = try NotificationDescriptor.audioSessionRouteChangeOnPostingThread.decode(
                    NotificationDescriptor.audioSessionRouteChangeOnPostingThread.notification(full))
                #expect(
                    again.payload == payload && again.previousRouteDescription === route && again.session === session)
            }
            #expect(AVAudioSession.RouteChangeReason.oldDeviceUnavailable.rawValue == 2)
            // Observe-only: the Sendable descriptor posts its payload intact.
            #expect(!NotificationDescriptor.audioSessionRouteChange.hasEncoder)
        }

        @Test("observe(_:object:) hears only the given session, with either descriptor")
        func observeFiltersOnTheSession() {
            let center = NotificationCenter()
            let mine = AVAudioSession()
            let other = AVAudioSession()
            let received = Recorder<ObjectIdentifier?>()
            let types = Recorder<UInt>()
            let token = center.observe(.audioSessionSilenceSecondaryAudioHintOnPostingThread, object: mine) { hint in
                received.append(hint.session.map(ObjectIdentifier.init))
            }
            let sendable = center.observe(.audioSessionSilenceSecondaryAudioHint, object: mine) { hint in
                types.append(hint.type.rawValue)
            }
            defer {
                token.cancel()
                sendable.cancel()
            }
            let descriptor = NotificationDescriptor.audioSessionSilenceSecondaryAudioHintOnPostingThread
            center.post(descriptor, .init(AudioSessionSilenceSecondaryAudioHint(type: .begin), sender: other))
            center.post(descriptor, .init(AudioSessionSilenceSecondaryAudioHint(type: .end), sender: mine))
            center.post(
                .audioSessionSilenceSecondaryAudioHint, AudioSessionSilenceSecondaryAudioHint(type: .end), object: mine)
            #expect(received.all == [ObjectIdentifier(mine), ObjectIdentifier(mine)])
            #expect(types.all == [0, 0])
        }

        // MARK: - Core Data

        @Test("Core Data's NSSets of managed objects: the payload keeps their IDs, the posting-thread one the objects")
        func objectsDidChange() throws {
            let context = NSManagedObjectContext()
            let (a, b, c) = (NSManagedObject(), NSManagedObject(), NSManagedObject())
            let note = Notification(
                name: Notification.Name("NSObjectsChangedInManagingContextNotification"), object: context,
                userInfo: ["inserted": NSSet(array: [a, b]), "deleted": NSSet(array: [c])])
            let payload = try NotificationDescriptor.managedObjectContextDidChangeObjects.decode(note)
            #expect(payload.insertedIDs == [a.objectID, b.objectID])
            #expect(payload.deletedIDs == [c.objectID])
            #expect(payload.updatedIDs.isEmpty && payload.refreshedIDs.isEmpty && payload.invalidatedIDs.isEmpty)
            #expect(payload.invalidatedAll == nil)
            let full = try NotificationDescriptor.managedObjectContextDidChangeObjectsOnPostingThread.decode(note)
            #expect(full.context === context && full.inserted == [a, b] && full.deleted == [c])
            #expect(full.insertedIDs == payload.insertedIDs)  // the payload's properties, read through the view
            // A Swift Set reads too; a save keeps its refreshed set.
            let saved = try NotificationDescriptor.managedObjectContextDidSaveObjects.decode(
                userInfo: ["updated": Set([a]), "refreshed": NSSet(array: [b])])
            #expect(saved.updatedIDs == [a.objectID] && saved.refreshedIDs == [b.objectID])
            #expect(!NotificationDescriptor.managedObjectContextDidSaveObjects.hasEncoder)
        }

        @Test("The encoder writes an NSSet per non-empty set, the tokens, and round-trips")
        func objectsEncoder() throws {
            let context = NSManagedObjectContext()
            let (a, b) = (NSManagedObject(), NSManagedObject())
            let ids = [NSManagedObjectID(), NSManagedObjectID()]
            let generation = NSQueryGenerationToken()
            let history = NSPersistentHistoryToken()
            let full = ManagedObjectContextChanges.OnPostingThread(
                context: context, inserted: [a], refreshed: [b], invalidatedAll: ids, queryGeneration: generation,
                historyToken: history)
            let descriptor = NotificationDescriptor.managedObjectContextDidSaveObjectsOnPostingThread
            let note = descriptor.notification(full)
            let userInfo = try #require(note.userInfo)
            #expect(
                Set(userInfo.keys.compactMap { $0.base as? String })
                    == ["inserted", "refreshed", "invalidatedAll", "newQueryGeneration", "historyToken"])
            #expect(dynamicType(userInfo["inserted"]) is NSSet.Type)
            #expect(dynamicType(userInfo["invalidatedAll"]) is NSArray.Type)
            let decoded = try descriptor.decode(note)
            #expect(decoded.context === context)
            #expect(decoded.inserted == [a] && decoded.refreshed == [b] && decoded.updated.isEmpty)
            #expect(decoded.invalidatedAll?.map(ObjectIdentifier.init) == ids.map(ObjectIdentifier.init))
            #expect(decoded.queryGeneration === generation && decoded.historyToken === history)
            #expect(
                decoded.payload
                    == ManagedObjectContextChanges(
                        insertedIDs: [a.objectID], refreshedIDs: [b.objectID], invalidatedAll: ids))
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

        @Test(
            "A save's object IDs, posted as Core Data does: once to the coordinator, once by the context; both decode")
        func objectIDSaveSenders() throws {
            let center = NotificationCenter()
            let coordinator = NSPersistentStoreCoordinator()
            let context = NSManagedObjectContext()
            let id = NSManagedObjectID()
            let generation = NSQueryGenerationToken()
            let name = Notification.Name("NSManagedObjectContextDidSaveObjectIDsNotification")
            let userInfo: [AnyHashable: Any] = [
                "inserted_objectIDs": NSSet(array: [id]), "newQueryGeneration": generation,
            ]
            let senders = Recorder<ManagedObjectContextObjectIDChanges.Sender>()
            let fromCoordinator = Recorder<Int>()
            let failures = Recorder<String>()
            let all = center.observe(
                .managedObjectContextDidSaveObjectIDs, onFailure: { failures.append($0.description) }
            ) {
                senders.append($0.sender)
            }
            let filtered = center.observe(.managedObjectContextDidSaveObjectIDs, object: coordinator) {
                fromCoordinator.append($0.insertedObjectIDs.count)
            }
            let contexts = Recorder<ObjectIdentifier?>()
            let generations = Recorder<ObjectIdentifier?>()
            let onPostingThread = center.observe(.managedObjectContextDidSaveObjectIDsOnPostingThread, object: context)
            {
                contexts.append($0.context.map(ObjectIdentifier.init))
                generations.append($0.queryGeneration.map(ObjectIdentifier.init))
            }
            defer { [all, filtered, onPostingThread].forEach { $0.cancel() } }
            center.post(name: name, object: coordinator, userInfo: userInfo)
            center.post(name: name, object: context, userInfo: userInfo)
            center.post(name: name, object: nil, userInfo: userInfo)
            center.post(name: name, object: Thread.current, userInfo: userInfo)
            #expect(senders.all == [.coordinator(coordinator), .context(ObjectIdentifier(context)), .absent])
            #expect(fromCoordinator.all == [1])
            #expect(contexts.all == [ObjectIdentifier(context)])
            #expect(generations.all == [ObjectIdentifier(generation)])
            #expect(
                failures.all == [
                    "NSManagedObjectContextDidSaveObjectIDsNotification: object is Thread, expected "
                        + "NSManagedObjectContext or NSPersistentStoreCoordinator"
                ])
            // The Sendable payload writes the coordinator it names.
            let written = NotificationDescriptor.managedObjectContextDidSaveObjectIDs.notification(
                ManagedObjectContextObjectIDChanges(sender: .coordinator(coordinator), insertedObjectIDs: [id]))
            #expect(written.object as AnyObject? === coordinator)
            #expect(
                try NotificationDescriptor.managedObjectContextDidSaveObjectIDs.decode(written).sender
                    == .coordinator(coordinator))
        }

        @Test(
            "Object-ID saves of a parent and its child, as Core Data posts them: each copy names the context it came with"
        )
        func objectIDSaveOfChildAndParent() throws {
            // Core Data's save: first to the saving context's parent store (the coordinator, or the parent context),
            // then with the saving context; the same userInfo both times (apple-catalog-evidence.md §2.3).
            let center = NotificationCenter()
            let coordinator = NSPersistentStoreCoordinator()
            let parent = NSManagedObjectContext()
            let child = NSManagedObjectContext()
            let childID = NSManagedObjectID()
            let parentID = NSManagedObjectID()
            let name = Notification.Name("NSManagedObjectContextDidSaveObjectIDsNotification")
            func save(_ context: NSManagedObjectContext, to store: AnyObject, _ id: NSManagedObjectID) {
                let userInfo: [AnyHashable: Any] = ["inserted_objectIDs": NSSet(array: [id])]
                center.post(name: name, object: store, userInfo: userInfo)
                center.post(name: name, object: context, userInfo: userInfo)
            }
            let all = Recorder<ManagedObjectContextObjectIDChanges>()
            let ofParent = Recorder<Set<NSManagedObjectID>>()
            let failures = Recorder<String>()
            let tokens = [
                center.observe(.managedObjectContextDidSaveObjectIDs, onFailure: { failures.append($0.description) }) {
                    all.append($0)
                },
                center.observe(.managedObjectContextDidSaveObjectIDs, object: parent) {
                    ofParent.append($0.insertedObjectIDs)
                },
            ]
            defer { tokens.forEach { $0.cancel() } }
            save(child, to: parent, childID)
            save(parent, to: coordinator, parentID)
            #expect(failures.all.isEmpty)
            #expect(
                all.all.map(\.sender) == [
                    .context(ObjectIdentifier(parent)), .context(ObjectIdentifier(child)), .coordinator(coordinator),
                    .context(ObjectIdentifier(parent)),
                ])
            #expect(all.all.map(\.insertedObjectIDs) == [[childID], [childID], [parentID], [parentID]])
            // What one post can say: a context, and which. The parent's observer hears its child's save and its own
            // alike (nothing in the post tells them apart); an app that knows its contexts tells them apart by the
            // sender of the copy that follows, or observes the child itself.
            #expect(all.all.map { $0.sender.isContext(parent) } == [true, false, false, true])
            #expect(all.all.map { $0.sender.isContext(child) } == [false, true, false, false])
            #expect(ofParent.all == [[childID], [parentID]])
            // The posting-thread payload hands over the context that came, the parent for the parent's copy.
            let copy = Notification(
                name: name, object: parent, userInfo: ["inserted_objectIDs": NSSet(array: [childID])])
            let full = try NotificationDescriptor.managedObjectContextDidSaveObjectIDsOnPostingThread.decode(copy)
            #expect(full.context === parent && full.sender.isContext(parent))
        }

        @Test("Merged object IDs: each set read as empty when absent; observe filters on the context")
        func objectIDs() throws {
            let center = NotificationCenter()
            let mine = NSManagedObjectContext()
            let other = NSManagedObjectContext()
            let id = NSManagedObjectID()
            let received = Recorder<Int>()
            let mineID = ObjectIdentifier(mine)
            let token = center.observe(.managedObjectContextDidMergeChangesObjectIDsOnPostingThread, object: mine) {
                changes in
                #expect(changes.context.map(ObjectIdentifier.init) == mineID)
                received.append(changes.insertedObjectIDs.count + changes.deletedObjectIDs.count)
            }
            defer { token.cancel() }
            let name = Notification.Name("NSManagedObjectContextDidMergeChangesObjectIDsNotification")
            center.post(name: name, object: other, userInfo: ["inserted_objectIDs": NSSet(array: [id])])
            center.post(name: name, object: mine, userInfo: ["inserted_objectIDs": NSSet(array: [id])])
            center.post(name: name, object: mine, userInfo: [:])
            #expect(received.all == [1, 0])
            let payload = ManagedObjectContextObjectIDChanges(updatedObjectIDs: [id])
            let descriptor = NotificationDescriptor.managedObjectContextDidSaveObjectIDsOnPostingThread
            let decoded = try descriptor.decode(descriptor.notification(.init(payload, context: mine)))
            #expect(decoded.updatedObjectIDs == [id] && decoded.insertedObjectIDs.isEmpty)
            #expect(decoded.sender == .context(ObjectIdentifier(mine)) && decoded.context === mine)
            #expect(decoded.sender.isContext(mine) && !decoded.sender.isContext(other))
        }

        @Test("Remote change: the URL only when the store has one, the history token only with tracking")
        func remoteChange() throws {
            let coordinator = NSPersistentStoreCoordinator()
            let token = NSPersistentHistoryToken()
            let url = URL(fileURLWithPath: "/var/mobile/Model.sqlite")
            let name = Notification.Name("NSPersistentStoreRemoteChangeNotification")
            let note = Notification(
                name: name, object: coordinator,
                userInfo: [
                    "NSStoreUUID": NSString(string: "A-UUID"), "storeURL": NSURL(fileURLWithPath: url.path),
                    "historyToken": token,
                ])
            let tracked = try NotificationDescriptor.persistentStoreRemoteChangeOnPostingThread.decode(note)
            #expect(tracked.historyToken === token)
            #expect(tracked.storeURL == url)
            #expect(tracked.coordinator === coordinator)
            #expect(try NotificationDescriptor.persistentStoreRemoteChange.decode(note) == tracked.payload)
            let untracked = try NotificationDescriptor.persistentStoreRemoteChangeOnPostingThread.decode(
                userInfo: ["NSStoreUUID": "A-UUID", "storeURL": url])
            #expect(untracked.historyToken == nil)
            #expect(untracked.storeUUID == "A-UUID")
            let noURL = try NotificationDescriptor.persistentStoreRemoteChange.decode(userInfo: ["NSStoreUUID": "B"])
            #expect(noURL == PersistentStoreRemoteChange(storeUUID: "B"))
            #expect(NotificationDescriptor.persistentStoreRemoteChange.notification(noURL).userInfo?["storeURL"] == nil)
            let written = NotificationDescriptor.persistentStoreRemoteChangeOnPostingThread.notification(tracked)
            #expect(dynamicType(written.userInfo?["storeURL"]) is NSURL.Type)
            let again = try NotificationDescriptor.persistentStoreRemoteChangeOnPostingThread.decode(written)
            #expect(again.storeURL == url && again.historyToken === token && again.storeUUID == "A-UUID")
        }

        @Test("A CloudKit event: its values in the payload, the Event posted in the posting-thread payload")
        func cloudKitEvent() throws {
            let failure = NSError(domain: "CKErrorDomain", code: 3)
            let event = NSPersistentCloudKitContainer.Event(
                identifier: UUID(), storeIdentifier: "store", type: .import, startDate: Date(timeIntervalSince1970: 0),
                endDate: Date(timeIntervalSince1970: 1), succeeded: false, error: failure)
            let container = NSPersistentCloudKitContainer()
            let note = Notification(
                name: Notification.Name("NSPersistentCloudKitContainerEventChangedNotification"),
                object: container, userInfo: ["event": event])
            let payload = try NotificationDescriptor.persistentCloudKitContainerEventChanged.decode(note)
            #expect(payload.container === container)
            #expect(
                payload.event
                    == PersistentCloudKitContainerEvent(
                        identifier: event.identifier, storeIdentifier: "store", type: .import,
                        startDate: Date(timeIntervalSince1970: 0), endDate: Date(timeIntervalSince1970: 1),
                        succeeded: false, error: failure))
            #expect(payload.event.type.rawValue == 1)
            let full = try NotificationDescriptor.persistentCloudKitContainerEventChangedOnPostingThread.decode(note)
            let again = try NotificationDescriptor.persistentCloudKitContainerEventChangedOnPostingThread.decode(
                NotificationDescriptor.persistentCloudKitContainerEventChangedOnPostingThread.notification(full))
            #expect(again.eventObject === event && again.payload == payload)
        }

        // MARK: - Foundation (Apple only)

        @Test(
            "iCloud key-value store: an NSArray of NSString keys; no reason reads as nil; the encoder writes that shape"
        )
        func ubiquitousKeyValueStore() throws {
            let store = NSUbiquitousKeyValueStore()
            let note = Notification(
                name: Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification"), object: store,
                userInfo: [
                    "NSUbiquitousKeyValueStoreChangeReasonKey": NSNumber(value: 1),
                    "NSUbiquitousKeyValueStoreChangedKeysKey": NSArray(array: [NSString(string: "a")]),
                ])
            let full = try NotificationDescriptor.ubiquitousKeyValueStoreDidChangeExternallyOnPostingThread.decode(note)
            #expect(full.reason == .initialSyncChange && full.changedKeys == ["a"] && full.store === store)
            #expect(UbiquitousKeyValueStoreChangeReason(rawValue: 12).description.contains("12"))
            let written = NotificationDescriptor.ubiquitousKeyValueStoreDidChangeExternally.notification(full.payload)
            let keys = try #require(written.userInfo?["NSUbiquitousKeyValueStoreChangedKeysKey"] as? NSArray)
            #expect(keys.count == 1)
            #expect(
                try NotificationDescriptor.ubiquitousKeyValueStoreDidChangeExternally.decode(written) == full.payload)
            let noReason = try NotificationDescriptor.ubiquitousKeyValueStoreDidChangeExternally.decode(userInfo: [
                "NSUbiquitousKeyValueStoreChangedKeysKey": ["b"]
            ])
            #expect(noReason == UbiquitousKeyValueStoreDidChange(reason: nil, changedKeys: ["b"]))
            let rewritten = NotificationDescriptor.ubiquitousKeyValueStoreDidChangeExternally.notification(noReason)
            #expect(rewritten.userInfo?["NSUbiquitousKeyValueStoreChangeReasonKey"] == nil)
        }

        @Test("Metadata query: NSArrays of results, replaced ones kept, each read as empty when absent")
        func metadataQuery() throws {
            let query = NSMetadataQuery()
            let (added, removed) = (NSMetadataItem(), NSMetadataItem())
            let replacement = NSObject()  // what a delegate's replacementObjectForResultObject: may return
            let note = Notification(
                name: Notification.Name("NSMetadataQueryDidUpdateNotification"), object: query,
                userInfo: [
                    "kMDQueryUpdateAddedItems": NSArray(array: [added, replacement]),
                    "kMDQueryUpdateRemovedItems": [removed],
                ])
            let payload = try NotificationDescriptor.metadataQueryDidUpdate.decode(note)
            #expect(payload == MetadataQueryDidUpdate(addedCount: 2, changedCount: 0, removedCount: 1))
            let full = try NotificationDescriptor.metadataQueryDidUpdateOnPostingThread.decode(note)
            #expect(full.query === query)
            #expect(
                full.addedItems.map(ObjectIdentifier.init) == [ObjectIdentifier(added), ObjectIdentifier(replacement)])
            #expect(full.removedItems.map(ObjectIdentifier.init) == [ObjectIdentifier(removed)])
            #expect(full.changedItems.isEmpty && full.addedCount == 2)
            let written = NotificationDescriptor.metadataQueryDidUpdateOnPostingThread.notification(full)
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

        @Test("Focused element: the elements are the very objects posted, in the posting-thread payload")
        func elementFocused() throws {
            let (now, before) = (NSObject(), NSObject())
            let technology = UIAccessibility.AssistiveTechnologyIdentifier(
                rawValue: "UIAccessibilityNotificationSwitchControlIdentifier")
            let full = AccessibilityElementFocused.OnPostingThread(
                focusedElement: now, unfocusedElement: before, assistiveTechnology: technology)
            let note = NotificationDescriptor.accessibilityElementFocusedOnPostingThread.notification(full)
            let decoded = try NotificationDescriptor.accessibilityElementFocusedOnPostingThread.decode(note)
            #expect(decoded.focusedElement === now && decoded.unfocusedElement === before)
            #expect(
                try NotificationDescriptor.accessibilityElementFocused.decode(note)
                    == AccessibilityElementFocused(
                        assistiveTechnology: technology, hasFocusedElement: true, hasUnfocusedElement: true))
        }

        @Test("Content size: the screen is the object, both ways; the announcement round-trips")
        func contentSizeAndAnnouncementRoundTrip() throws {
            let screen = UIScreen()
            let size = ContentSizeCategoryDidChange(
                newValue: UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL"), screen: screen)
            let note = NotificationDescriptor.contentSizeCategoryDidChange.notification(size)
            #expect(note.object as AnyObject? === screen)
            #expect(try NotificationDescriptor.contentSizeCategoryDidChange.decode(note) == size)
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
            let descriptor = NotificationDescriptor.playerItemFailedToPlayToEndTimeOnPostingThread
            center.post(descriptor, .init(PlayerItemFailedToPlayToEndTime(error: error), sender: AVPlayerItem()))
            center.post(descriptor, .init(PlayerItemFailedToPlayToEndTime(error: error), sender: item))
            #expect(received.all == [-11800])
            let session = AVCaptureSession()
            let failure = try NotificationDescriptor.captureSessionRuntimeErrorOnPostingThread.decode(
                NotificationDescriptor.captureSessionRuntimeErrorOnPostingThread.notification(
                    .init(CaptureSessionRuntimeError(error: error), sender: session)))
            #expect(failure.error === error && failure.session === session)
        }

        @Test("Capture interruption reasons: known and unknown raw values kept; the pressure level in the payload")
        func captureInterruption() throws {
            for raw in [1, 5, 77] {
                let payload = try NotificationDescriptor.captureSessionWasInterrupted.decode(userInfo: [
                    "AVCaptureSessionInterruptionReasonKey": NSNumber(value: raw)
                ])
                #expect(payload.reason.rawValue == raw && payload.systemPressureLevel == nil)
            }
            #expect(AVCaptureSession.InterruptionReason.videoDeviceNotAvailableDueToSystemPressure.rawValue == 5)
            // The pressure state only with reason 5; the encoder writes it only when there is one.
            let level = AVCaptureDevice.SystemPressureState.Level(rawValue: "serious")
            let state = AVCaptureDevice.SystemPressureState(level: level)
            let descriptor = NotificationDescriptor.captureSessionWasInterruptedOnPostingThread
            let note = descriptor.notification(
                .init(reason: .videoDeviceNotAvailableDueToSystemPressure, systemPressureState: state))
            #expect(try descriptor.decode(note).systemPressureState === state)
            #expect(try NotificationDescriptor.captureSessionWasInterrupted.decode(note).systemPressureLevel == level)
            let background = descriptor.notification(.init(reason: .videoDeviceNotAvailableInBackground))
            #expect(background.userInfo?["AVCaptureSessionInterruptionSystemPressureStateKey"] == nil)
        }

        // MARK: - ExternalAccessory, AVFoundation, Foundation and the rest of AVFAudio, UIKit and Core Data

        @Test("Accessory connect: the accessory as values; the selected key read as ExternalAccessory writes it (@YES)")
        func accessoryConnect() throws {
            let accessory = EAAccessory(
                connectionID: 42, manufacturer: "Acme", name: "Dock", protocolStrings: ["com.acme.dock"])
            let manager = EAAccessoryManager()
            let name = Notification.Name("EAAccessoryDidConnectNotification")
            func decode(_ selected: Any?) throws -> ExternalAccessoryConnection {
                var userInfo: [AnyHashable: Any] = ["EAAccessoryKey": accessory]
                if let selected { userInfo["EAAccessorySelectedKey"] = selected }
                return try NotificationDescriptor.accessoryDidConnect.decode(
                    Notification(name: name, object: manager, userInfo: userInfo))
            }
            let plain = try decode(nil)
            #expect(plain.accessory.connectionID == 42 && plain.accessory.name == "Dock" && !plain.userSelected)
            #expect(plain.accessory.protocolStrings == ["com.acme.dock"])
            #expect(try decode(NSNumber(value: true)).userSelected)  // what ExternalAccessory's code writes
            #expect(try decode(accessory).userSelected)  // what its header says
            #expect(try !decode(NSNumber(value: false)).userSelected)
            #expect(throws: NotificationDecodingError.self) { try decode("yes") }
            // The posting-thread payload has the objects, and writes the selected key as ExternalAccessory does.
            let full = ExternalAccessoryConnection.OnPostingThread(
                accessory: accessory, userSelected: true, manager: manager)
            let note = NotificationDescriptor.accessoryDidConnectOnPostingThread.notification(full)
            #expect(note.object as AnyObject? === manager)
            #expect((note.userInfo?["EAAccessorySelectedKey"] as? NSNumber)?.boolValue == true)
            let again = try NotificationDescriptor.accessoryDidConnectOnPostingThread.decode(note)
            #expect(again.accessoryObject === accessory && again.userSelected && again.manager === manager)
            #expect(
                try NotificationDescriptor.accessoryDidDisconnect.decode(
                    userInfo: ["EAAccessoryKey": accessory]).accessory == ExternalAccessoryValues(accessory))
        }

        @Test("Stores did change: the stores as values, the UUID change as old and new, no userInfo at all reads")
        func storesDidChange() throws {
            let coordinator = NSPersistentStoreCoordinator()
            let url = URL(fileURLWithPath: "/var/mobile/Model.sqlite")
            let (old, new) = (
                NSPersistentStore(identifier: "OLD", type: "SQLite", url: url),
                NSPersistentStore(identifier: "NEW", type: "SQLite", url: url)
            )
            let memory = NSPersistentStore(identifier: nil, type: "InMemory", url: nil)
            let name = Notification.Name("NSPersistentStoreCoordinatorStoresDidChangeNotification")
            let note = Notification(
                name: name, object: coordinator,
                userInfo: [
                    "added": NSArray(array: [new, memory]), "removed": NSArray(array: [old]),
                    "UUIDChanged": NSArray(array: [old, new, NSObject()]),  // anything after the pair is ignored
                ])
            let payload = try NotificationDescriptor.persistentStoreCoordinatorStoresDidChange.decode(note)
            #expect(payload.coordinator === coordinator)
            #expect(payload.added.map(\.identifier) == ["NEW", nil] && payload.added[1].url == nil)
            #expect(payload.removed == [PersistentStoreDescriptionValues(identifier: "OLD", type: "SQLite", url: url)])
            #expect(payload.uuidChanged?.old.identifier == "OLD" && payload.uuidChanged?.new.identifier == "NEW")
            let full = try NotificationDescriptor.persistentStoreCoordinatorStoresDidChangeOnPostingThread.decode(note)
            #expect(full.uuidChangedStores?.old === old && full.addedStores.first === new)
            let empty = try NotificationDescriptor.persistentStoreCoordinatorStoresDidChange.decode(
                Notification(name: name, object: coordinator, userInfo: nil))
            #expect(empty == PersistentStoreCoordinatorStoresDidChange(coordinator: coordinator))
        }

        @Test("Player rate: the reason when present, the participant, the player in the posting-thread payload")
        func playerRate() throws {
            let player = AVPlayer()
            let participant = AVCoordinatedPlaybackParticipant(identifier: UUID())
            let reason = AVPlayer.RateDidChangeReason(rawValue: "AVPlayerRateDidChangeReasonSetRateCalled")
            let full = PlayerRateDidChange.OnPostingThread(
                PlayerRateDidChange(reason: reason, originatingParticipant: participant), sender: player)
            let note = NotificationDescriptor.playerRateDidChangeOnPostingThread.notification(full)
            #expect(note.object as AnyObject? === player)
            let payload = try NotificationDescriptor.playerRateDidChange.decode(note)
            #expect(payload.reason == reason && payload.originatingParticipant === participant)
            #expect(try NotificationDescriptor.playerRateDidChange.decode(userInfo: [:]) == PlayerRateDidChange())
        }

        @Test("Rendering mode: any raw value kept, known ones as AVAudioSession.RenderingMode")
        func renderingMode() throws {
            for raw in [5, 9] {
                let payload = try NotificationDescriptor.audioSessionRenderingModeChange.decode(userInfo: [
                    "AVAudioSessionRenderingModeNewRenderingModeKey": NSNumber(value: raw)
                ])
                #expect(payload.renderingModeRawValue == raw && payload.renderingMode?.rawValue == raw)
            }
            #expect(AVAudioSession.RenderingMode.dolbyAtmos.rawValue == 5)
            let session = AVAudioSession()
            let note = NotificationDescriptor.audioSessionRenderingModeChangeOnPostingThread.notification(
                .init(AudioSessionRenderingModeChange(renderingModeRawValue: 3), sender: session))
            #expect(
                try NotificationDescriptor.audioSessionRenderingModeChangeOnPostingThread.decode(note).session
                    === session)
        }

        @Test("Gathering progress has the did-update payload, under its own name")
        func gatheringProgress() throws {
            let item = NSMetadataItem()
            let query = NSMetadataQuery()
            let note = Notification(
                name: Notification.Name("NSMetadataQueryGatheringProgressNotification"), object: query,
                userInfo: ["kMDQueryUpdateAddedItems": NSArray(array: [item])])
            #expect(try NotificationDescriptor.metadataQueryGatheringProgress.decode(note).addedCount == 1)
            #expect(
                try NotificationDescriptor.metadataQueryGatheringProgressOnPostingThread.decode(note).query === query)
            #expect(
                NotificationDescriptor.metadataQueryGatheringProgress.name
                    != NotificationDescriptor.metadataQueryDidUpdate.name)
        }

        // MARK: - The tool and the data layer

        @Test("Catalog fields list objects by identity and empty collections as empty arrays")
        func fields() throws {
            let entry = try #require(NotificationCatalog.entry(named: "managedObjectContextDidChangeObjects"))
            #expect(entry.postingThreadMember == "managedObjectContextDidChangeObjectsOnPostingThread")
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
