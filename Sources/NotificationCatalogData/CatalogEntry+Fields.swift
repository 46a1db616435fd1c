package import Foundation
package import NotificationCatalog
package import NotificationDescriptors
package import NotificationFixtures

/// The catalog as data, for the `notification-catalog` tool and the catalog's tests: each entry's payload as
/// printable, comparable fields (as each entry's declaration lists them), and fixture payloads loaded as the entry's
/// notification.
///
/// This lives apart from the `NotificationCatalog` library (in this target, which is not a product) so that importing
/// the catalog for its descriptors does not link the fixture codec.
extension CatalogEntry {
    /// Decodes `notification` with the entry's descriptor and lists the payload's fields.
    package func decodeFields(_ notification: Notification) throws(NotificationDecodingError) -> [CatalogField] {
        try payloadFields(of: notification).map(CatalogField.init)
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
        observeFields(on: center, object: object) { result in
            handler(result.map { $0.map(CatalogField.init) })
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
}

extension CatalogField {
    /// A field an entry's declaration lists (``NotificationCatalog/CatalogEntry/Field``), in the fixture format's
    /// terms.
    package init(_ field: CatalogEntry.Field) {
        guard let value = field.value else {
            self.init(field.name, nil as FixtureValue?)
            return
        }
        switch value {
        case .object(let object): self.init(field.name, object: object)
        case .objects(let objects, let type): self.init(field.name, objects: objects, type: type)
        case .string(let string): self.init(field.name, .string(string))
        case .strings(let strings): self.init(field.name, .array(strings.map { .string($0) }))
        case .int(let int): self.init(field.name, .number(.int(int)))
        case .uint(let uint): self.init(field.name, .number(.uint(uint)))
        case .double(let double): self.init(field.name, .number(.double(double)))
        case .bool(let bool): self.init(field.name, .number(.bool(bool)))
        case .data(let data): self.init(field.name, .data(data))
        case .url(let url): self.init(field.name, .url(url))
        case .rect(let rect): self.init(field.name, .geometry(.rect(rect)))
        case .error(let error):
            // Its fixture form where the format has one, else its domain and code as text.
            if let rendered = try? FixtureValue(rendering: error) {
                self.init(field.name, rendered)
            } else {
                self.init(field.name, .string("\(error.domain) \(error.code)"))
            }
        }
    }
}
