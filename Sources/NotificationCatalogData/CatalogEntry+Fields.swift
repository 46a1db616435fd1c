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
    /// know (a new catalog entry) is listed by reflection, so it is never silently empty; add a case for it.
    package static func fields(of payload: Any) -> [CatalogField] {
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
            ]
        default:
            return reflectedFields(of: payload)
        }
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
