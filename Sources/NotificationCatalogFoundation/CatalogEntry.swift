public import Foundation
package import NotificationDescriptors

/// One notification in the catalog: its descriptor's member name, the raw notification name, what it carries, and
/// whether Foundation on Linux really posts it.
///
/// `NotificationCatalog.entries` lists one entry per descriptor; `Catalog/manifest.json` is the same data as JSON,
/// and `Catalog/README.md` a table generated from it.
///
/// `Sendable`: its data are strings and flags, its descriptor and closures are `Sendable`.
public struct CatalogEntry: Sendable, Identifiable {
    /// The descriptor's static member name, e.g. `fileHandleReadCompletion` (use it as `.fileHandleReadCompletion`).
    public let member: String
    /// The notification's raw name on this platform, e.g. `NSFileHandleReadCompletionNotification`.
    public let name: Notification.Name
    /// The string iOS posts the notification under: ``name`` on iOS, and on Linux too except where Linux Foundation
    /// spells the same constant otherwise (the system time zone's `NSSystemTimeZoneDidChangeNotification`, which Linux
    /// spells `kCFTimeZoneSystemTimeZoneDidChangeNotification`).
    public let iOSName: String
    /// The string Linux Foundation posts it under (``name`` on Linux).
    public let linuxName: String
    /// The constant the declaring framework gives the name, e.g. `FileHandle.readCompletionNotification`, or for the
    /// Apple catalog `AVAudioSession.interruptionNotification`; `nil` for the UIKit keyboard notifications, which
    /// Foundation has no constant for.
    public let foundationConstant: String?
    /// The framework that declares the name: `Foundation`, `FoundationNetworking`, or, not on Linux, `UIKit`,
    /// `AVFAudio`, `CoreData`, `AVFoundation` or `ExternalAccessory`.
    public let declaredIn: String
    /// The payload type's name, e.g. `FileHandleReadCompletion`, or `Void`.
    public let payloadType: String
    /// Whether the payload type is `Sendable` (so it can travel through async sequences): as the entry's declaration
    /// states it, which the compiler checks for `Sendable` and a test for the rest (`PayloadSendability`).
    public let isPayloadSendable: Bool
    /// The class of the notification's `object`, e.g. `FileHandle`; `nil` when the payload does not read it. Where
    /// the poster sends one of several classes, all of them, e.g. `NSManagedObjectContext or
    /// NSPersistentStoreCoordinator`.
    public let objectType: String?
    /// The member of the second descriptor of this notification, whose payload also carries the Apple objects that
    /// are not `Sendable` (managed objects, the audio session, ...), e.g. `audioSessionInterruptionOnPostingThread`;
    /// `nil` when ``member``'s payload carries everything. Its payload reaches only `observe(_:object:using:)`'s
    /// handler, synchronously on the posting thread.
    public let postingThreadMember: String?
    /// The `userInfo` keys the payload reads, with their types and whether they are required.
    public let keys: [CatalogKey]
    /// The platforms where the catalog has this entry: some of `iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS` and
    /// `Linux` (the Apple catalog's entries: `iOS` and `Linux`, where its types are stand-ins).
    public internal(set) var platforms: [String] = CatalogEntry.everyPlatform
    /// Whether Foundation on Linux (Swift 6.3) posts this notification; proven by the catalog's live tests.
    public let isPostedOnLinux: Bool
    /// Who posts it, when, and on which thread, on Linux (for names Linux never posts: who does on Apple platforms).
    public let postedBy: String
    /// What to use on Linux instead, where the notification is never posted there (or posted without what it is for);
    /// `nil` otherwise.
    public let useInstead: String?
    /// One line saying what the notification means.
    public let summary: String
    /// For the Apple catalog, the SDK constant of the name and how its string (``name`` on Linux) is known; `nil` for
    /// Foundation's and the keyboard's names. The keys carry their own (``CatalogKey/evidence``).
    package let nameEvidence: CatalogEvidence?
    /// The spec that declares the entry, e.g. `Catalog/Specs/CoreData.json`: what a test names when something derived
    /// from the entry is wrong.
    package let sourceFile: String

    /// Every platform the package supports, in the order ``platforms`` lists them.
    public static let everyPlatform = ["iOS", "macOS", "tvOS", "watchOS", "visionOS", "Linux"]

    /// This entry, listed as existing on `platforms` only.
    package func onPlatforms(_ platforms: [String]) -> CatalogEntry {
        var entry = self
        entry.platforms = platforms
        return entry
    }

    /// The raw `userInfo` keys the payload reads, in the order of ``keys``.
    public var userInfoKeys: [String] { keys.map(\.name) }

    /// The entry's identity: its ``member`` name.
    public var id: String { member }

    /// The descriptor itself, as `NotificationDescriptor<Payload>` (cast it when the payload type is known).
    package let descriptor: any Sendable
    private let fieldDecoder: @Sendable (Notification) throws(NotificationDecodingError) -> [Field]
    private let reencoder: @Sendable (Notification) throws(NotificationDecodingError) -> Notification
    private let observer:
        @Sendable (
            NotificationCenter, AnyObject?,
            @escaping @Sendable (Result<[Field], NotificationDecodingError>) -> Void
        ) -> Token

    /// Decodes `notification` with the entry's descriptor (the posting-thread one, which carries everything, where
    /// there is one) and lists the payload's fields as the entry's declaration does (its `fields:` closure).
    package func payloadFields(of notification: Notification) throws(NotificationDecodingError) -> [Field] {
        try fieldDecoder(notification)
    }

    /// Decodes `notification` and posts the payload back through the descriptor's encoder: the notification the
    /// descriptor writes for what it read (for round-trip tests).
    package func reencode(_ notification: Notification) throws(NotificationDecodingError) -> Notification {
        try reencoder(notification)
    }

    /// Observes the entry's notification on `center` through its typed descriptor (from `object` only, when given)
    /// and hands each payload's fields, or the decoding error, to `handler`, synchronously on the posting thread.
    package func observeFields(
        on center: NotificationCenter,
        object: AnyObject? = nil,
        handler: @escaping @Sendable (Result<[Field], NotificationDecodingError>) -> Void
    ) -> Token {
        observer(center, object, handler)
    }

    /// Describes a notification from its spec (the generator writes every call, in `NotificationCatalog`'s
    /// `Generated/`): `descriptor`, whether its payload type is `Sendable`
    /// (`payload`, ``PayloadSendability``), the facts the manifest and README list, and `fields`, which lists a decoded
    /// payload's fields for the tool and the fixtures.
    ///
    /// Where the `Sendable` payload leaves out objects that are not `Sendable`, `postingThread` is the descriptor
    /// whose payload carries everything: the entry decodes, lists and re-encodes with it, and `fields` takes its
    /// payload. Its member is ``member`` followed by `OnPostingThread` (the generated call names it, so a missing one
    /// does not compile). Without one, `fields` takes `descriptor`'s payload; a `fields` of another type makes every
    /// decode of the entry fail with an error saying so (the catalog's fixture tests decode every entry).
    package init<Payload, Full>(
        _ descriptor: NotificationDescriptor<Payload>,
        payload sendability: PayloadSendability<Payload>,
        member: String,
        postingThread: NotificationDescriptor<Full>? = nil,
        foundationConstant: String?,
        declaredIn: String,
        objectType: String?,
        keys: [CatalogKey],
        isPostedOnLinux: Bool,
        postedBy: String,
        useInstead: String?,
        summary: String,
        nameEvidence: CatalogEvidence? = nil,
        iOSName: String? = nil,
        linuxName: String? = nil,
        sourceFile: String = #fileID,
        fields: @escaping @Sendable (Full) -> [Field]
    ) {
        self.member = member
        self.postingThreadMember = postingThread.map { _ in member + "OnPostingThread" }
        self.name = descriptor.name
        self.iOSName = iOSName ?? descriptor.name.rawValue
        self.linuxName = linuxName ?? descriptor.name.rawValue
        self.foundationConstant = foundationConstant
        self.declaredIn = declaredIn
        self.payloadType = Payload.self == Void.self ? "Void" : String(describing: Payload.self)
        self.isPayloadSendable = sendability.isSendable
        self.objectType = objectType
        self.keys = keys
        self.isPostedOnLinux = isPostedOnLinux
        self.postedBy = postedBy
        self.useInstead = useInstead
        self.summary = summary
        self.nameEvidence = nameEvidence
        self.sourceFile = sourceFile
        self.descriptor = descriptor
        let closures: Closures
        if let postingThread {
            closures = Self.closures(postingThread, listing: fields)
        } else {
            // No posting-thread descriptor: `fields` takes the descriptor's payload, which a declaration can get
            // wrong only by naming another type in its `fields` closure; then every decode says so.
            let mismatch = NotificationDecodingError(
                name: descriptor.name,
                reason: .invalidValue(
                    key: nil,
                    message: "the catalog entry .\(member) (\(sourceFile)) lists the fields of \(Full.self), but "
                        + "decodes \(Payload.self) and declares no postingThread"
                )
            )
            closures = Self.closures(descriptor) { payload throws(NotificationDecodingError) in
                guard let full = payload as? Full else { throw mismatch }
                return fields(full)
            }
        }
        self.fieldDecoder = closures.decoder
        self.reencoder = closures.reencoder
        self.observer = closures.observer
    }

    private typealias Closures = (
        decoder: @Sendable (Notification) throws(NotificationDecodingError) -> [Field],
        reencoder: @Sendable (Notification) throws(NotificationDecodingError) -> Notification,
        observer:
            @Sendable (
                NotificationCenter, AnyObject?, @escaping @Sendable (Result<[Field], NotificationDecodingError>) -> Void
            ) -> Token
    )

    /// The entry's decoding, re-encoding and observing, through `descriptor`, whose payloads `listing` lists.
    private static func closures<Decoded>(
        _ descriptor: NotificationDescriptor<Decoded>,
        listing: @escaping @Sendable (Decoded) throws(NotificationDecodingError) -> [Field]
    ) -> Closures {
        let decoder = { @Sendable (notification: Notification) throws(NotificationDecodingError) -> [Field] in
            try listing(try descriptor.decode(notification))
        }
        let reencoder = { @Sendable (notification: Notification) throws(NotificationDecodingError) -> Notification in
            descriptor.notification(try descriptor.decode(notification))
        }
        let observer = {
            @Sendable
            (
                center: NotificationCenter, object: AnyObject?,
                handler: @escaping @Sendable (Result<[Field], NotificationDecodingError>) -> Void
            ) -> Token in
            center.observe(descriptor, object: object, onFailure: { handler(.failure($0)) }) { payload in
                do throws(NotificationDecodingError) {
                    handler(.success(try listing(payload)))
                } catch {
                    handler(.failure(error))
                }
            }
        }
        return (decoder, reencoder, observer)
    }
}
