package import Foundation
package import NotificationDescriptors

/// A catalog payload that reads and writes its notification itself, as its framework posts it: what a descriptor of
/// it is made of.
///
/// `SendableMetatype`: a descriptor calls `decode` and `encode` on whatever thread posts, through the type (every
/// concrete struct's metatype is `Sendable`).
package protocol CatalogPayload: SendableMetatype {
    /// Reads the payload from `note`.
    static func decode(_ note: Notification) throws -> Self
    /// Writes `payload` as its framework does: the object and `userInfo`.
    static func encode(_ payload: Self) -> (object: Any?, userInfo: [AnyHashable: Any]?)
}

/// The payload of a catalog `…OnPostingThread` descriptor that is a type of its own (not `WithSender`): everything
/// the notification carries, the objects that are not `Sendable` included, and ``payload``, what of it can leave the
/// posting thread (the payload of the entry's `Sendable` descriptor). It reads the payload's properties as its own.
///
/// Not `Sendable` (its objects are not): `observe(_:object:using:)` hands it to its handler synchronously on the
/// posting thread, and the compiler keeps it there.
@dynamicMemberLookup
public protocol PostingThreadPayload {
    /// The payload of the entry's `Sendable` descriptor.
    associatedtype Payload: Sendable
    /// What can leave the posting thread.
    var payload: Payload { get }
}

extension PostingThreadPayload {
    /// The payload's property at `keyPath`.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Payload, Value>) -> Value {
        payload[keyPath: keyPath]
    }
}

extension PostingThreadPayload where Self: CatalogPayload {
    // The entry's two descriptors are made from it, so the `Sendable` payload reads through it and never differs from
    // what `payload` gives.

    /// The two descriptors of `name`: the `Sendable` payload's, observe-only (it decodes everything and keeps
    /// ``payload``; a post through it sends the payload intact), and this type's, which reads and writes everything.
    package static func descriptors(
        _ name: Notification.Name
    ) -> (NotificationDescriptor<Payload>, NotificationDescriptor<Self>) {
        (
            NotificationDescriptor(name, decode: { note in try decode(note).payload }),
            NotificationDescriptor(name, decode: { note in try decode(note) }, encode: { full in encode(full) })
        )
    }

    /// The two descriptors of `name`, where the `Sendable` payload can be written too: as ``descriptors(_:)``, with
    /// `encode` writing the `Sendable` payload (without the objects it leaves out).
    package static func descriptors(
        _ name: Notification.Name,
        encode payloadEncode: @escaping @Sendable (Payload) -> (object: Any?, userInfo: [AnyHashable: Any]?)
    ) -> (NotificationDescriptor<Payload>, NotificationDescriptor<Self>) {
        (
            NotificationDescriptor(name, decode: { note in try decode(note).payload }, encode: payloadEncode),
            NotificationDescriptor(name, decode: { note in try decode(note) }, encode: { full in encode(full) })
        )
    }
}
