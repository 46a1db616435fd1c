public import Foundation
public import NotificationDescriptors

/// A port became invalid: the payload of `NSPortDidBecomeInvalidNotification`.
///
/// **Not `Sendable`:** Foundation on Linux marks `Port` (and `SocketPort`'s conformance) as not `Sendable`, so a
/// payload holding one cannot promise more. Observe it with
/// `NotificationCenter.observe(_:object:using:)`: the handler runs synchronously on the thread that invalidated the
/// port, where it may use ``port``; pass on only `Sendable` facts, such as `ObjectIdentifier(payload.port)`. The
/// async sequence API, which needs `Sendable` payloads, does not accept this descriptor.
public struct PortDidBecomeInvalid: Equatable {
    /// The port that became invalid: the notification's `object`.
    public var port: Port

    /// The payload for `port`.
    public init(port: Port) {
        self.port = port
    }
}

extension NotificationDescriptor where Payload == PortDidBecomeInvalid {
    /// A port was invalidated.
    ///
    /// - **Posted on Linux:** yes, by `SocketPort.invalidate()`, synchronously on the calling thread, to
    ///   `NotificationCenter.default`; only for local (listening) ports, e.g. `SocketPort(tcpPort:)`. A local port
    ///   that is never invalidated posts it from its `deinit`, on the thread that releases it last: don't keep the
    ///   port from such a notification beyond the handler.
    /// - **Object:** the `Port` (on Linux a `SocketPort`).
    /// - **userInfo:** none (`nil`).
    /// - **Foundation constant:** `Port.didBecomeInvalidNotification`.
    public static var portDidBecomeInvalid: Self { _portDidBecomeInvalid }
}

private let _portDidBecomeInvalid = NotificationDescriptor<PortDidBecomeInvalid>(
    CatalogNames.portDidBecomeInvalid,
    decode: { note in PortDidBecomeInvalid(port: try note.object(as: Port.self)) },
    encode: { payload in (object: payload.port, userInfo: nil) }
)

extension CatalogEntry {
    package static let portDidBecomeInvalid = CatalogEntry(
        .portDidBecomeInvalid,
        payload: .notSendable,
        member: "portDidBecomeInvalid",
        foundationConstant: "Port.didBecomeInvalidNotification",
        declaredIn: "Foundation",
        objectType: "Port",
        keys: [],
        isPostedOnLinux: true,
        postedBy: "SocketPort.invalidate() (or the deinit of a local port never invalidated), synchronously on the "
            + "calling thread, to NotificationCenter.default; only local (listening) ports post it.",
        useInstead: nil,
        summary: "A port was invalidated.",
        fields: { (invalid: PortDidBecomeInvalid) in [Field("port", object: invalid.port)] }
    )
}
