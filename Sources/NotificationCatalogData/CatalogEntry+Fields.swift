package import Foundation
package import NotificationCatalog
package import NotificationDescriptors
package import NotificationFixtures

/// The catalog as data, for the `notification-catalog` tool and the catalog's tests: each entry's payload as
/// printable, comparable fields, and fixture payloads loaded as the entry's notification.
///
/// This lives apart from the `NotificationCatalog` library (in this target, which is not a product) so that importing
/// the catalog for its descriptors does not link the fixture codec.
extension CatalogEntry {
    /// Decodes `notification` with the entry's descriptor and lists the payload's fields.
    package func decodeFields(_ notification: Notification) throws(NotificationDecodingError) -> [CatalogField] {
        Self.fields(of: try decodePayload(notification))
    }

    /// Decodes `notification` and describes the payload, one `field: value` line per field (`Void` payloads: `()`).
    package func describe(_ notification: Notification) throws(NotificationDecodingError) -> String {
        let fields = try decodeFields(notification)
        guard !fields.isEmpty else { return "()" }
        return fields.map { $0.description(notificationObject: notification.object) }.joined(separator: "\n")
    }

    /// Observes the entry's notification on `center` through its typed descriptor (from `object` only, when given)
    /// and hands each payload's fields, or the decoding error, to `handler`.
    package func observe(
        on center: NotificationCenter,
        object: AnyObject? = nil,
        handler: @escaping @Sendable (Result<[CatalogField], NotificationDecodingError>) -> Void
    ) -> Token {
        observePayloads(on: center, object: object) { result in
            handler(result.map(Self.fields(of:)))
        }
    }

    /// The notification a fixture payload describes, named after this entry unless the payload names it, with
    /// objects made by ``NotificationFixtures/FixtureObjectMaker/foundation``.
    ///
    /// - Throws: ``NotificationFixtures/FixtureError`` when the payload names another notification or cannot be
    ///   loaded.
    package func notification(from payload: FixturePayload) throws(FixtureError) -> Notification {
        if let named = payload.name, named != name.rawValue {
            throw FixtureError(
                at: payload.path.appending("name"),
                "names \(named), but .\(member) is \(name.rawValue)"
            )
        }
        return try payload.notification(defaultName: name, objects: .foundation)
    }

    /// The fields of a catalog payload, by the payload type's property names. A payload type this switch does not
    /// know (a new catalog entry) is listed by reflection, so it is never silently empty; add a case for it
    /// (`CatalogFieldsTests` fails, naming this file, for every catalog entry whose payload falls back).
    package static func fields(of payload: Any) -> [CatalogField] {
        explicitFields(of: payload) ?? reflectedFields(of: payload)
    }

    /// The fields of a payload type this file knows; `nil` for any other (which ``fields(of:)`` lists by reflection).
    package static func explicitFields(of payload: Any) -> [CatalogField]? {
        switch payload {
        case is Void:
            return []
        case let completion as FileHandleReadCompletion:
            return [
                CatalogField("fileHandle", object: completion.fileHandle),
                CatalogField("data", .data(completion.data)),
                CatalogField("errorCode", completion.errorCode.map { .number(.int($0)) }),
            ]
        case let accepted as FileHandleConnectionAccepted:
            return [
                CatalogField("listeningHandle", object: accepted.listeningHandle),
                CatalogField("acceptedHandle", object: accepted.acceptedHandle),
                CatalogField("errorCode", accepted.errorCode.map { .number(.int($0)) }),
            ]
        case let available as FileHandleDataAvailable:
            return [CatalogField("fileHandle", object: available.fileHandle)]
        case let changed as HTTPCookieStorageCookiesChanged:
            return [CatalogField("storage", object: changed.storage)]
        case let changed as URLCredentialStorageChanged:
            return [CatalogField("storage", object: changed.storage)]
        case let invalid as PortDidBecomeInvalid:
            return [CatalogField("port", object: invalid.port)]
        #if os(macOS) || os(Linux)
            // `Process`, and with it this payload, exists only on macOS and Linux.
            case let terminated as ProcessDidTerminate:
                return [CatalogField("process", object: terminated.process)]
        #endif
        case let exiting as ThreadWillExit:
            return [CatalogField("thread", object: exiting.thread)]
        case let changed as UserDefaultsDidChange:
            return [CatalogField("defaults", object: changed.defaults)]
        case let keyboard as KeyboardPayload:
            return [
                CatalogField("frameBegin", .geometry(.rect(keyboard.frameBegin))),
                CatalogField("frameEnd", .geometry(.rect(keyboard.frameEnd))),
                CatalogField("animationDuration", .number(.double(keyboard.animationDuration))),
                CatalogField("animationCurve", .number(.int(keyboard.animationCurve.rawValue))),
                CatalogField("isLocal", keyboard.isLocal.map { .number(.bool($0)) }),
                screenField(of: keyboard),
            ]
        default:
            #if os(iOS) || !canImport(Darwin)
                // The Apple catalog (on iOS, and on Linux with stand-ins).
                return appleFields(of: payload)
            #else
                return nil
            #endif
        }
    }

    #if os(iOS) || !canImport(Darwin)
        /// The fields of the Apple catalog's payloads; `nil` for any other payload.
        private static func appleFields(of payload: Any) -> [CatalogField]? {
            switch payload {
            case let change as AudioSessionRenderingModeChange.OnPostingThread:
                return [
                    CatalogField("session", object: change.session),
                    CatalogField("renderingModeRawValue", .number(.int(change.renderingModeRawValue))),
                ]
            case let change as PersistentStoreCoordinatorStoresDidChange.OnPostingThread:
                return [
                    CatalogField("coordinator", object: change.coordinator),
                    CatalogField("addedStores", objects: change.addedStores, type: "NSPersistentStore"),
                    CatalogField("removedStores", objects: change.removedStores, type: "NSPersistentStore"),
                    change.uuidChangedStores.map {
                        CatalogField("uuidChangedStores", objects: [$0.old, $0.new], type: "NSPersistentStore")
                    } ?? CatalogField("uuidChangedStores", nil as FixtureValue?),
                ]
            case let change as PlayerRateDidChange.OnPostingThread:
                return [
                    CatalogField("player", object: change.player),
                    CatalogField("reason", change.reason.map { .string($0.rawValue) }),
                    CatalogField("originatingParticipant", object: change.originatingParticipant),
                ]
            case let connection as ExternalAccessoryConnection.OnPostingThread:
                return [
                    CatalogField("manager", object: connection.manager),
                    CatalogField("accessory", object: connection.accessoryObject),
                    CatalogField("userSelected", .number(.bool(connection.userSelected))),
                ]
            case let interruption as AudioSessionInterruption.OnPostingThread:
                return [
                    CatalogField("session", object: interruption.session),
                    CatalogField("type", .number(.uint(interruption.type.rawValue))),
                    CatalogField("options", interruption.options.map { .number(.uint($0.rawValue)) }),
                    CatalogField("reason", interruption.reason.map { .number(.uint($0.rawValue)) }),
                    CatalogField("wasSuspended", interruption.wasSuspended.map { .number(.bool($0)) }),
                ]
            case let change as AudioSessionRouteChange.OnPostingThread:
                return [
                    CatalogField("session", object: change.session),
                    CatalogField("reason", .number(.uint(change.reason.rawValue))),
                    CatalogField("previousRoute", object: change.previousRouteDescription),
                ]
            case let hint as AudioSessionSilenceSecondaryAudioHint.OnPostingThread:
                return [
                    CatalogField("session", object: hint.session),
                    CatalogField("type", .number(.uint(hint.type.rawValue))),
                ]
            case let changes as ManagedObjectContextChanges.OnPostingThread:
                return [
                    CatalogField("context", object: changes.context),
                    objects("inserted", changes.inserted, "NSManagedObject"),
                    objects("updated", changes.updated, "NSManagedObject"),
                    objects("deleted", changes.deleted, "NSManagedObject"),
                    objects("refreshed", changes.refreshed, "NSManagedObject"),
                    objects("invalidated", changes.invalidated, "NSManagedObject"),
                    changes.invalidatedAll.map {
                        CatalogField("invalidatedAll", objects: $0, type: "NSManagedObjectID")
                    } ?? CatalogField("invalidatedAll", nil as FixtureValue?),
                    CatalogField("queryGeneration", object: changes.queryGeneration),
                    CatalogField("historyToken", object: changes.historyToken),
                ]
            case let changes as ManagedObjectContextObjectIDChanges.OnPostingThread:
                var coordinator: AnyObject?  // not named: Core Data is not imported here on iOS
                let sender: String
                switch changes.sender {
                case .context: sender = "context"  // its identity is the context field's object
                case .coordinator(let posted):
                    sender = "coordinator"
                    coordinator = posted
                case .absent: sender = "absent"
                }
                return [
                    CatalogField("sender", .string(sender)),
                    CatalogField("context", object: changes.context),
                    CatalogField("coordinator", object: coordinator),
                    objects("insertedObjectIDs", changes.insertedObjectIDs, "NSManagedObjectID"),
                    objects("updatedObjectIDs", changes.updatedObjectIDs, "NSManagedObjectID"),
                    objects("deletedObjectIDs", changes.deletedObjectIDs, "NSManagedObjectID"),
                    objects("refreshedObjectIDs", changes.refreshedObjectIDs, "NSManagedObjectID"),
                    objects("invalidatedObjectIDs", changes.invalidatedObjectIDs, "NSManagedObjectID"),
                    CatalogField("queryGeneration", object: changes.queryGeneration),
                    CatalogField("historyToken", object: changes.historyToken),
                ]
            case let change as PersistentStoreRemoteChange.OnPostingThread:
                return [
                    CatalogField("coordinator", object: change.coordinator),
                    CatalogField("storeUUID", .string(change.storeUUID)),
                    CatalogField("storeURL", change.storeURL.map { .url($0) }),
                    CatalogField("historyToken", object: change.historyToken),
                ]
            case let changed as PersistentCloudKitContainerEventChanged.OnPostingThread:
                return [
                    CatalogField("container", object: changed.container),
                    CatalogField("event", object: changed.eventObject),
                ]
            case let change as UbiquitousKeyValueStoreDidChange.OnPostingThread:
                return [
                    CatalogField("store", object: change.store),
                    CatalogField("reason", change.reason.map { .number(.int($0.rawValue)) }),
                    CatalogField("changedKeys", .array(change.changedKeys.map { .string($0) })),
                ]
            case let update as MetadataQueryDidUpdate.OnPostingThread:
                return [
                    CatalogField("query", object: update.query),
                    CatalogField("addedItems", objects: update.addedItems, type: "NSMetadataItem"),
                    CatalogField("changedItems", objects: update.changedItems, type: "NSMetadataItem"),
                    CatalogField("removedItems", objects: update.removedItems, type: "NSMetadataItem"),
                ]
            case let change as ContentSizeCategoryDidChange:
                return [
                    CatalogField("newValue", .string(change.newValue.rawValue)),
                    CatalogField("screen", object: change.screen),
                ]
            case let focus as AccessibilityElementFocused.OnPostingThread:
                return [
                    CatalogField("focusedElement", object: focus.focusedElement),
                    CatalogField("unfocusedElement", object: focus.unfocusedElement),
                    CatalogField("assistiveTechnology", focus.assistiveTechnology.map { .string($0.rawValue) }),
                ]
            case let finished as AccessibilityAnnouncementDidFinish:
                return [
                    CatalogField("announcement", .string(finished.announcement)),
                    CatalogField("wasSuccessful", .number(.bool(finished.wasSuccessful))),
                ]
            case let changed as PasteboardChanged:
                return [
                    CatalogField("pasteboard", object: changed.pasteboard),
                    CatalogField("typesAdded", .array(changed.typesAdded.map { .string($0) })),
                    CatalogField("typesRemoved", .array(changed.typesRemoved.map { .string($0) })),
                ]
            case let failed as PlayerItemFailedToPlayToEndTime.OnPostingThread:
                return [CatalogField("item", object: failed.item), errorField("error", failed.error)]
            case let failed as CaptureSessionRuntimeError.OnPostingThread:
                return [CatalogField("session", object: failed.session), errorField("error", failed.error)]
            case let interrupted as CaptureSessionWasInterrupted.OnPostingThread:
                return [
                    CatalogField("session", object: interrupted.session),
                    CatalogField("reason", .number(.int(interrupted.reason.rawValue))),
                    CatalogField("systemPressureState", object: interrupted.systemPressureState),
                ]
            default:
                return nil
            }
        }

        /// A set of objects as a field, in a stable order (by identity), so two decodes of one set list alike.
        private static func objects<Element: AnyObject>(
            _ name: String, _ set: Set<Element>, _ type: String
        ) -> CatalogField {
            let sorted = set.sorted { ObjectIdentifier($0) < ObjectIdentifier($1) }
            return CatalogField(name, objects: sorted, type: type)
        }
    #endif

    /// The keyboard's `screen` as a field: absent on the platforms whose payload has none, so that one fixture
    /// describes every platform.
    private static func screenField(of keyboard: KeyboardPayload) -> CatalogField {
        #if os(iOS) || !canImport(Darwin)
            CatalogField("screen", object: keyboard.screen)
        #else
            CatalogField("screen", nil as FixtureValue?)
        #endif
    }

    /// An `NSError` as a field: its fixture form where the format has one, else its domain and code as text.
    private static func errorField(_ name: String, _ error: NSError) -> CatalogField {
        if let rendered = try? FixtureValue(rendering: error) { return CatalogField(name, rendered) }
        return CatalogField(name, .string("\(error.domain) \(error.code)"))
    }

    /// Each stored property of `payload`: an object by identity, a value the fixture format can write as itself, an
    /// optional that is `nil` as absent, anything else as its description.
    private static func reflectedFields(of payload: Any) -> [CatalogField] {
        Mirror(reflecting: payload).children.enumerated().map { index, child in
            let name = child.label ?? "_\(index)"
            let value = child.value
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional, mirror.children.isEmpty {
                return CatalogField(name, nil as FixtureValue?)
            }
            if type(of: value) is AnyObject.Type {
                return CatalogField(name, object: value as AnyObject)
            }
            if let rendered = try? FixtureValue(rendering: value) {
                return CatalogField(name, rendered)
            }
            return CatalogField(name, .string(String(describing: value)))
        }
    }
}
