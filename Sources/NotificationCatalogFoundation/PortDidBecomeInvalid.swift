public import Foundation
public import NotificationDescriptors

/// A port became invalid: the payload of `NSPortDidBecomeInvalidNotification`.
///
/// `Sendable`: it holds the port's identity, never the port. Foundation on Linux marks `Port` (and `SocketPort`'s
/// conformance) as not `Sendable`, so the port itself comes with ``OnPostingThread``, whose handler runs synchronously
/// on the thread that invalidated it.
public struct PortDidBecomeInvalid: Sendable, Equatable {
    /// The identity of the port that became invalid (`ObjectIdentifier(port)`): compare it with a port you hold.
    public var portIdentifier: ObjectIdentifier

    /// The payload for the port whose identity is `portIdentifier`.
    public init(portIdentifier: ObjectIdentifier) {
        self.portIdentifier = portIdentifier
    }

    /// The payload with the port, which is not `Sendable`: the payload of
    /// ``NotificationDescriptors/NotificationDescriptor/portDidBecomeInvalidOnPostingThread``, for
    /// `observe(_:object:onFailure:using:)`'s handler only, synchronously on the posting thread.
    ///
    /// Not `Sendable`: `Port` is not.
    public struct OnPostingThread: PostingThreadPayload, CatalogPayload, Equatable {
        /// The port that became invalid: the notification's `object`.
        public var port: Port

        /// The payload for `port`.
        public init(port: Port) {
            self.port = port
        }

        /// What can leave the posting thread: the port's identity.
        public var payload: PortDidBecomeInvalid { PortDidBecomeInvalid(portIdentifier: ObjectIdentifier(port)) }

        package static func decode(_ note: Notification) throws -> Self {
            Self(port: try note.object(as: Port.self))
        }

        /// Writes what Foundation writes: the port as the object, no `userInfo`.
        package static func encode(_ payload: Self) -> (object: Any?, userInfo: [AnyHashable: Any]?) {
            (object: payload.port, userInfo: nil)
        }
    }
}

extension NotificationDescriptor where Payload == PortDidBecomeInvalid {
    /// A port was invalidated.
    ///
    /// - **Posted on Linux:** yes, by `SocketPort.invalidate()`, synchronously on the calling thread, to
    ///   `NotificationCenter.default`; only for local (listening) ports, e.g. `SocketPort(tcpPort:)`. A local port
    ///   that is never invalidated posts it from its `deinit`, on the thread that releases it last.
    /// - **Object:** the `Port` (on Linux a `SocketPort`); the payload keeps only its identity (observe
    ///   ``portDidBecomeInvalidOnPostingThread`` to get the port).
    /// - **userInfo:** none (`nil`).
    /// - **Foundation constant:** `Port.didBecomeInvalidNotification`.
    ///
    /// Observe-only: a payload of an identity cannot name the port to post, so post through
    /// ``portDidBecomeInvalidOnPostingThread``.
    public static var portDidBecomeInvalid: Self { _portDidBecomeInvalid }
}

extension NotificationDescriptor where Payload == PortDidBecomeInvalid.OnPostingThread {
    /// ``portDidBecomeInvalid`` with the port, for `observe(_:object:onFailure:using:)` only: its handler gets it synchronously
    /// on the posting thread. Don't keep the port of a notification posted from a `deinit` beyond the handler.
    public static var portDidBecomeInvalidOnPostingThread: Self { _portDidBecomeInvalidOnPostingThread }
}

private let (_portDidBecomeInvalid, _portDidBecomeInvalidOnPostingThread) =
    PortDidBecomeInvalid.OnPostingThread.descriptors(CatalogNames.portDidBecomeInvalid)
