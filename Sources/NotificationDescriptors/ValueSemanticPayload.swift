public import Foundation

/// A payload type with value semantics: what one observer's handler does with the value it receives can never be seen
/// by another observer's handler. The observers of one descriptor then share one decode of each post.
///
/// A `Sendable` payload needs no conformance (its observers share one decode already, when the code making the
/// descriptor knows it to be `Sendable`), nor does a `carrying:` payload: this protocol is for value types that are not
/// `Sendable`, and for generic code whose `Payload` is not constrained to `Sendable`. Without either, every observer
/// decodes a post for itself, as `NotificationCenter`'s own observers each read `userInfo` for themselves: a handler that changes an object it received (a class payload, or a class instance
/// inside an `Optional`, an array or a struct) changes no other handler's. With it, a hub decodes a post once per
/// descriptor and hands each observer a copy of the one result (or the one decoding error, to each observer's own
/// failure sink).
///
/// Conform a type when copying a value gives an independent value and nothing reachable from it can be changed: a
/// struct or enum whose stored properties are themselves such types (numbers, `String`, `Date`, `Data`, `UUID`,
/// arrays, sets, dictionaries and optionals of them, other conforming types), or a `final` class whose stored
/// properties are `let`s of such types (never a class that can be subclassed: a subclass inherits the conformance and
/// can add mutable state). Do not conform a type holding a mutable class instance, a closure, an unsafe pointer or an
/// existential (`any P`) that could hold one.
///
/// ```swift
/// struct UploadProgress: Codable, Sendable, ValueSemanticPayload {
///     var fileName: String
///     var bytesSent: Int
/// }
/// ```
///
/// The package conforms the standard library's and Foundation's value types, except `URL` (on Darwin, copies of a
/// `URL` share its resource-value cache: `setTemporaryResourceValue(_:forKey:)` on one is seen through the others),
/// and `Optional`, `Array`, `ContiguousArray`, `Set` and `Dictionary` when their elements conform. The check is made
/// once, when a descriptor is created, from the type alone: a value is never inspected.
public protocol ValueSemanticPayload {}

extension Bool: ValueSemanticPayload {}
extension Int: ValueSemanticPayload {}
extension Int8: ValueSemanticPayload {}
extension Int16: ValueSemanticPayload {}
extension Int32: ValueSemanticPayload {}
extension Int64: ValueSemanticPayload {}
extension UInt: ValueSemanticPayload {}
extension UInt8: ValueSemanticPayload {}
extension UInt16: ValueSemanticPayload {}
extension UInt32: ValueSemanticPayload {}
extension UInt64: ValueSemanticPayload {}
extension Float: ValueSemanticPayload {}
extension Double: ValueSemanticPayload {}
extension String: ValueSemanticPayload {}
extension Substring: ValueSemanticPayload {}
extension Character: ValueSemanticPayload {}
extension Unicode.Scalar: ValueSemanticPayload {}
extension Date: ValueSemanticPayload {}
extension Data: ValueSemanticPayload {}
extension UUID: ValueSemanticPayload {}
extension Decimal: ValueSemanticPayload {}
extension Notification.Name: ValueSemanticPayload {}
extension Optional: ValueSemanticPayload where Wrapped: ValueSemanticPayload {}
extension Array: ValueSemanticPayload where Element: ValueSemanticPayload {}
extension ContiguousArray: ValueSemanticPayload where Element: ValueSemanticPayload {}
extension Set: ValueSemanticPayload where Element: ValueSemanticPayload {}
extension Dictionary: ValueSemanticPayload where Key: ValueSemanticPayload, Value: ValueSemanticPayload {}
