// The Apple catalog exists on iOS, with Apple's types, and where Apple's frameworks are absent (Linux),
// with the stand-ins of `NotificationCatalogStandIns`; see each entry's file.
#if os(iOS) || !canImport(Darwin)
    import Foundation
    package import NotificationDescriptors

    /// Whether the objects under a key are a set (Core Data's `NSSet`s) or an array (`NSArray`s).
    package enum CatalogCollectionKind {
        /// An `NSSet` or a Swift `Set`.
        case set
        /// An `NSArray` or a Swift `Array`.
        case array
    }

    extension Notification {
        /// The notification's `object` as `T`, or `nil` when there is none (a wrong class is still an error).
        package func catalogObjectIfPresent<T>(as type: T.Type) throws(NotificationDecodingError) -> T? {
            guard object != nil else { return nil }
            return try self.object(as: type)
        }

        /// The objects of class `T` stored under `key` as a set or an array (Foundation's or Swift's), or `nil` when
        /// the key is absent (or `NSNull`). A collection of the other kind, anything else, or an element of another
        /// class is an error naming the key (and the element's index, in the collection's own order).
        package func catalogObjects<T: AnyObject>(
            _ key: String, of type: T.Type, in kind: CatalogCollectionKind
        ) throws(NotificationDecodingError) -> [T]? {
            guard let raw = try valueIfPresent(for: UserInfoKey<Any>(key)) else { return nil }
            let elementName = String(describing: T.self)
            let expected = kind == .set ? "Set<\(elementName)>" : "Array<\(elementName)>"
            // Asked of the dynamic type: on Linux `is NSSet` would first bridge a Swift collection.
            let dynamicType = Swift.type(of: raw)
            let elements: [Any]
            switch kind {
            case .set where dynamicType is NSSet.Type:
                guard let set = raw as? NSSet else { throw mismatch(key, expected, raw) }
                elements = set.allObjects
            case .set:
                guard !(dynamicType is NSArray.Type), let set = raw as? Set<AnyHashable> else {
                    throw mismatch(key, expected, raw)
                }
                elements = set.map(\.base)
            case .array where dynamicType is NSArray.Type:
                guard let array = raw as? NSArray else { throw mismatch(key, expected, raw) }
                elements = array.map { $0 }
            case .array:
                guard !(dynamicType is NSSet.Type), let array = raw as? [Any] else {
                    throw mismatch(key, expected, raw)
                }
                elements = array
            }
            var objects: [T] = []
            objects.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                guard Swift.type(of: element) is AnyObject.Type, let object = element as? T else {
                    throw NotificationDecodingError(
                        name: name,
                        reason: .typeMismatch(key: key, expected: elementName, actual: _publicTypeName(of: element)),
                        path: [.key(key), .index(index)]
                    )
                }
                objects.append(object)
            }
            return objects
        }

        /// A raw value that must be one of `known` (an enumeration Apple does not extend): an unknown one is an error
        /// that lists the known values.
        package func catalogClosedRawValue(
            _ key: UserInfoKey<UInt>, typeName: String, known: KeyValuePairs<UInt, String>
        ) throws(NotificationDecodingError) -> UInt {
            let raw = try value(for: key)
            guard known.contains(where: { $0.key == raw }) else {
                let cases = known.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
                throw NotificationDecodingError(
                    name: name,
                    reason: .invalidValue(key: key.rawValue, message: "\(raw) is not a valid \(typeName) (\(cases))"),
                    path: [.key(key.rawValue)]
                )
            }
            return raw
        }

        private func mismatch(_ key: String, _ expected: String, _ raw: Any) -> NotificationDecodingError {
            NotificationDecodingError(
                name: name, reason: .typeMismatch(key: key, expected: expected, actual: _publicTypeName(of: raw))
            )
        }
    }

    /// A raw value that `make` did not turn into a value: an error naming the key (never thrown for the enumerations
    /// Swift imports from C, whose `init?(rawValue:)` keeps every value, but stated rather than forced).
    package func catalogInvalidRawValue(
        _ raw: some BinaryInteger, key: String, typeName: String, name: Notification.Name
    ) -> NotificationDecodingError {
        NotificationDecodingError(
            name: name, reason: .invalidValue(key: key, message: "\(raw) is not a valid \(typeName)"),
            path: [.key(key)]
        )
    }
#endif
