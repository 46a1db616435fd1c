// The Apple catalog exists on iOS, with Apple's types, and where Apple's frameworks are absent (Linux),
// with the stand-ins of `NotificationCatalogStandIns`; see each entry's file.
#if os(iOS) || !canImport(Darwin)
    package import Foundation
    package import NotificationDescriptors

    /// A catalog payload with the object that posted it, which is not `Sendable` (an audio session, a player item, a
    /// key-value store, ...): the payload of the `…OnPostingThread` descriptors whose notifications carry nothing else
    /// that cannot cross threads, e.g. `AudioSessionInterruption.OnPostingThread`.
    ///
    /// `observe(_:object:using:)` hands it to its handler synchronously on the posting thread; the compiler keeps it
    /// there: it is not `Sendable`, so `notifications(of:)`, `observeOnMainActor`, `next` and `NotificationRecorder`
    /// do not take its descriptor. It reads the payload's properties as its own; each entry names the sender as its
    /// framework does (`session`, `item`, `player`, `store`).
    @dynamicMemberLookup
    public struct WithSender<Payload, Sender: AnyObject> {
        /// What can leave the posting thread.
        public var payload: Payload
        /// The notification's `object` (the framework always sends it; `nil` only for a notification posted without
        /// one).
        public var sender: Sender?

        /// `payload`, posted by `sender`.
        public init(_ payload: Payload, sender: Sender? = nil) {
            self.payload = payload
            self.sender = sender
        }

        /// The payload's property at `keyPath`.
        public subscript<Value>(dynamicMember keyPath: KeyPath<Payload, Value>) -> Value {
            payload[keyPath: keyPath]
        }

        /// The two descriptors of `name`: the `Sendable` payload's, which reads and writes as `Payload` does (no
        /// object), and this one's, which also decodes the object as `Sender` (another class is an error) and writes
        /// the sender as the object.
        package static func descriptors(
            _ name: Notification.Name
        ) -> (NotificationDescriptor<Payload>, NotificationDescriptor<Self>) where Payload: CatalogPayload & Sendable {
            let full = NotificationDescriptor<Self>(
                name,
                decode: { note in
                    let sender = try note.catalogObjectIfPresent(as: Sender.self)  // the object first, as before
                    return Self(try Payload.decode(note), sender: sender)
                },
                encode: { full in (object: full.sender, userInfo: Payload.encode(full.payload).userInfo) })
            let payload = NotificationDescriptor<Payload>(
                name, decode: { note in try Payload.decode(note) }, encode: { payload in Payload.encode(payload) })
            return (payload, full)
        }
    }
#endif
