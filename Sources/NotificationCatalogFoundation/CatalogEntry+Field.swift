import Foundation

extension CatalogEntry {
    /// One field of an entry's payload, as the entry's own declaration lists it (its `fields:` closure): the payload's
    /// property name and what it holds. `NotificationCatalogData` prints it and compares it with fixtures; this module
    /// knows no fixture format, so importing a catalog module for its descriptors links no fixture codec.
    ///
    /// Not `Sendable`: it holds the payload's objects; it is made and read on the thread that decoded the payload.
    package struct Field {
        /// What a field holds.
        package enum Value {
            /// An object, listed by class name and identity.
            case object(AnyObject)
            /// Objects of class `type` (managed objects, metadata items, stores), in this order; none is the empty
            /// array.
            case objects([AnyObject], type: String)
            /// A string.
            case string(String)
            /// An array of strings.
            case strings([String])
            /// A signed integer (a raw value, an `errno`).
            case int(Int)
            /// An unsigned integer (an `NSUInteger` raw value).
            case uint(UInt)
            /// A floating-point number.
            case double(Double)
            /// A Boolean.
            case bool(Bool)
            /// Bytes.
            case data(Data)
            /// A URL.
            case url(URL)
            /// A rectangle (a keyboard frame).
            case rect(CGRect)
            /// An error, by its fixture form where it has one, else its domain and code.
            case error(NSError)
        }

        /// The payload's property name, e.g. `fileHandle`.
        package let name: String
        /// What it holds; `nil` for an optional property that is `nil`.
        package let value: Value?

        /// The field `name`, holding `value` (`nil`: absent).
        package init(_ name: String, _ value: Value?) {
            self.name = name
            self.value = value
        }

        /// The field `name`, holding `object`, or absent.
        package init(_ name: String, object: AnyObject?) {
            self.init(name, object.map(Value.object))
        }

        /// The field `name`, holding the objects of `set` of class `type` in a stable order (by identity), so two
        /// decodes of one set list alike.
        package init<Element: AnyObject>(_ name: String, objects set: Set<Element>, type: String) {
            self.init(name, .objects(set.sorted { ObjectIdentifier($0) < ObjectIdentifier($1) }, type: type))
        }
    }
}
