internal import CNotificationAtomics
import Foundation

/// Which Foundation registration an observation shares: one per center, name and object.
///
/// Hashed by a short multiply-xorshift over the name's UTF-8 bytes, 8 at a time, mixed with the two identities and
/// the table's seed: the registry hashes a key on every `observe` and on every last `cancel` of a name, and Swift's
/// SipHash of the name string cost about 400 instructions each time. The hash is computed once, when the key is
/// made (the last `cancel` looks up the hub's own key, about 200 instructions saved). Equality is still the full
/// comparison.
struct HubKey: Hashable {
    let center: ObjectIdentifier
    let name: String
    let object: ObjectIdentifier?
    /// `quickHash(center:name:object:)` of the three above.
    private let quickHash: UInt64

    init(center: ObjectIdentifier, name: String, object: ObjectIdentifier?) {
        self.center = center
        self.name = name
        self.object = object
        self.quickHash = Self.quickHash(center: center, name: name, object: object)
    }

    static func == (lhs: HubKey, rhs: HubKey) -> Bool {
        lhs.quickHash == rhs.quickHash && lhs.center == rhs.center && lhs.object == rhs.object
            && lhs.name == rhs.name
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(quickHash)
    }

    func _rawHashValue(seed: Int) -> Int {
        Int(truncatingIfNeeded: Self.mix(quickHash ^ UInt64(truncatingIfNeeded: seed)))
    }

    /// The same for equal keys, whatever the string's storage.
    private static func quickHash(center: ObjectIdentifier, name: String, object: ObjectIdentifier?) -> UInt64 {
        var hash = UInt64(UInt(bitPattern: center)) &* 0x9E37_79B9_7F4A_7C15
        if let object { hash ^= Self.mix(UInt64(UInt(bitPattern: object))) }
        let bytes = name.utf8.withContiguousStorageIfAvailable { Self.hash(UnsafeRawBufferPointer($0), into: hash) }
        return bytes ?? Array(name.utf8).withUnsafeBytes { Self.hash($0, into: hash) }
    }

    private static func hash(_ bytes: UnsafeRawBufferPointer, into start: UInt64) -> UInt64 {
        var hash = start ^ UInt64(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = mix(hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        return mix(hash ^ tail)
    }

    /// A 64-bit finaliser (multiply, xor-shift): every input bit reaches every output bit.
    private static func mix(_ value: UInt64) -> UInt64 {
        var mixed = (value ^ (value >> 32)) &* 0xD6E8_FEB8_6659_FD93
        mixed = (mixed ^ (mixed >> 32)) &* 0xD6E8_FEB8_6659_FD93
        return mixed ^ (mixed >> 32)
    }
}

/// All typed observations of one name (and object) on one center, behind a single Foundation block observer.
///
/// Sharing one Foundation observer keeps an observation small (no Foundation registration of its own), delivers in
/// registration order, and makes a post cost one Foundation dispatch however many typed observers there are.
///
/// A hub is one small object: the common case, one observer per name, pays for no lock, no array and no second
/// allocation. The first observation is fixed when the hub is built and reached without a lock on every delivery.
/// Later observations live in `others`, a locked array made when the second observation joins and read on delivery
/// only once the has-others flag is set. A cancelled first observation stays referenced (its gate turns deliveries
/// away, and its handler was released by `cancel()`), so a late delivery from Foundation, which can call a block once
/// after `removeObserver` returned, always finds it alive.
///
/// `@unchecked Sendable`: `first`, `firstOwner` and `key` are written before the published flag is set (releasing)
/// and only read after it is read (acquiring); `others` is written once, under the registry lock, before the
/// has-others flag is set (releasing), and read only after that flag is read (acquiring); the array inside it is
/// behind its own lock; `flagsStorage` is accessed only atomically, through `flags`; `live` and `foundationToken` are
/// read and written only under the registry lock; `messageObserver` is written at most once, under it (when the hub is made, or
/// by the first observation of a message type's own descriptor to join it), and read by the last `remove`, after that
/// took the lock; `center` and `object` are weak.
@usableFromInline
final class ObservationHub: ObservationHome, @unchecked Sendable {
    /// `ObservationCore.slot` of the first observation, which is not in `others`.
    static let firstSlot = -2

    /// Two flags, set once each and never cleared, in one 32-bit atomic word (C11 atomics, `CNotificationAtomics`):
    ///
    /// - `publishedFlag`: set (releasing) once the hub is built, before Foundation can call it; read (acquiring) on
    ///   every delivery. Foundation hands the hub to posting threads under its own futex-based lock, which
    ///   ThreadSanitizer cannot see; this pair makes the hub's construction visibly happen before its first delivery.
    ///   It costs one plain load.
    /// - `hasOthersFlag`: set (releasing, under the registry lock) when a second observation joins.
    ///
    /// It must stay the first stored property: `flags` finds it right after the object's header. Never read or
    /// written directly, only through `flags`.
    private var flagsStorage: Int32 = 0
    /// How many observations are registered (registry lock). 32 bits, right after the flags: one word for both.
    var live: Int32 = 0
    static let publishedFlag: Int32 = 1
    static let hasOthersFlag: Int32 = 2

    let key: HubKey
    weak var center: NotificationCenter?
    weak var object: AnyObject?
    /// The first observation, unretained: `firstOwner` keeps it alive for the hub's whole life.
    private var first: Unmanaged<ObservationCore>?
    private var firstOwner: ObservationCore?
    /// The observations after the first, in registration order (`nil` where one was cancelled); made on demand.
    private(set) var others: LockedState<ContiguousArray<ObservationCore?>>?
    /// Foundation's token for the hub's block observer (registry lock).
    var foundationToken: FoundationObserver?
    /// What removes the hub's Foundation message observer, when it has one (Linux): set when the hub is made.
    var messageObserver: FoundationMessageObserver?

    init(key: HubKey, center: NotificationCenter, object: AnyObject?) {
        self.key = key
        self.center = center
        self.object = object
        super.init()
        assert(
            withUnsafeMutablePointer(to: &flagsStorage) { $0 } == flags,
            "ObservationHub.flagsStorage is not its first stored property"
        )
    }

    /// The flags word, inside this object (its first stored property, whose address never changes).
    @inline(__always)
    private var flags: UnsafeMutablePointer<Int32> {
        _getUnsafePointerToStoredProperties(self).assumingMemoryBound(to: Int32.self)
    }

    /// Sets the published flag (releasing): the hub is built and may be handed to Foundation.
    func publish() {
        cnd_or32_release(flags, Self.publishedFlag)
    }

    /// Fixes the first observation, before the hub is published.
    func setFirst(_ core: ObservationCore) {
        firstOwner = core
        first = Unmanaged.passUnretained(core)
        core.slot = Self.firstSlot
        live = 1
    }

    /// Adds a later observation (registry lock held).
    func append(_ core: ObservationCore) {
        let others: LockedState<ContiguousArray<ObservationCore?>>
        if let existing = self.others {
            others = existing
        } else {
            others = LockedState([])
            self.others = others
        }
        others.withLock { list in
            core.slot = list.count
            list.append(core)
        }
        live += 1
        cnd_or32_release(flags, Self.hasOthersFlag)
    }

    /// Takes `core` out (registry lock held); returns whether it was registered here.
    func removeMember(_ core: ObservationCore) -> Bool {
        if core.slot == Self.firstSlot {
            core.slot = -1
        } else {
            guard let others, core.slot >= 0 else { return false }
            let removed = others.withLock { list in
                guard core.slot < list.count, list[core.slot] === core else { return false }
                list[core.slot] = nil
                core.slot = -1
                if live - 1 == 0 {
                    list = []
                } else {
                    Self.compactIfSparse(&list, live: Int(live) - 1)
                }
                return true
            }
            guard removed else { return false }
        }
        live -= 1
        return true
    }

    /// Drops the holes cancelled observations leave once they outnumber the live ones (amortised O(1) per cancel).
    private static func compactIfSparse(_ list: inout ContiguousArray<ObservationCore?>, live: Int) {
        let holes = list.count - live
        guard holes > 32, holes > live else { return }
        var compacted = ContiguousArray<ObservationCore?>()
        compacted.reserveCapacity(live)
        for case let core? in list {
            core.slot = compacted.count
            compacted.append(core)
        }
        list = compacted
    }

    /// Delivers to every observation registered when the post began, in registration order: Foundation's rule.
    ///
    /// The membership is fixed before any handler runs: whether others exist is read, and their list copied, first.
    /// An observation that a handler (the first's or any other's) adds to this hub joins `others` after that point,
    /// so it receives the next post and never this one, whichever handler added it.
    @inline(__always)
    func deliver(_ notification: Notification) {
        // The published flag's acquiring load: see `flagsStorage`.
        let word = cnd_load32_acquire(flags)
        // Foundation matches a sender by address only: once the object this hub filters on is gone, a new object at
        // the same address would match. The weak reference tells them apart, out of line, for filtered hubs only.
        if key.object != nil, !isFromObservedSender(notification) { return }
        // One observation registered when the post began (the common case): no lock, no copy.
        guard word & Self.hasOthersFlag != 0, let others else {
            first?._withUnsafeGuaranteedRef { $0.deliver(notification) }
            return
        }
        deliverToAll(others.withLock { $0 }, notification)
    }

    /// The first observation and then `snapshot`, the others as they were when the post began, outside every lock,
    /// in one loop (`HubDelivery.run`): observations of one descriptor whose payload is a ``ValueSemanticPayload``
    /// decode the post once between them.
    @inline(never)
    private func deliverToAll(_ snapshot: ContiguousArray<ObservationCore?>, _ notification: Notification) {
        // `snapshot` holds every core strongly until the loop ends, so each is reached without a retain of its own.
        snapshot.withUnsafeBufferPointer { others in
            withUnsafePointer(to: notification) { post in
                HubDelivery(first: first, others: others, post: post).run()
            }
        }
    }

    /// Whether `notification` comes from the very object this hub filters on, not one at a reused address.
    @inline(never)
    private func isFromObservedSender(_ notification: Notification) -> Bool {
        guard let object, let sender = notification.object else { return false }
        return (sender as AnyObject) === object
    }

    override func leave(_ core: ObservationCore) {
        ObservationRegistry.remove(core, from: self)
    }

    /// Whether this hub still stands for `center` and `object` (not a dead one whose address was reused).
    func serves(_ center: NotificationCenter, _ object: AnyObject?) -> Bool {
        self.center === center && self.object === object
    }
}

/// The token Foundation returned for a hub's block observer, kept as a plain reference (8 bytes, not a 16-byte
/// existential).
///
/// `@unchecked Sendable`: the token is immutable and only ever handed to `removeObserver(_:)`, which is thread-safe;
/// it is stored and taken under the registry lock.
struct FoundationObserver: @unchecked Sendable {
    let token: AnyObject

    init(token: any NSObjectProtocol) {
        self.token = token
    }
}

/// The process-wide table of hubs; changed only when observations start and end, never on delivery.
@usableFromInline
enum ObservationRegistry {
    private static let hubs = LockedState<[HubKey: ObservationHub]>([:])

    /// Registers the observation `make` builds on the hub for `name` and `object`, creating that hub (and its one
    /// Foundation observer, always with a non-nil name, plus the message observer `bridge` adds, if any) when needed.
    @usableFromInline
    static func register<Core: ObservationCore>(
        center: NotificationCenter,
        name: Notification.Name,
        object: AnyObject?,
        bridge: (ObservationHub) -> FoundationMessageObserver?,
        make: (ObservationHub) -> Core
    ) -> Core {
        let key = HubKey(
            center: ObjectIdentifier(center), name: name.rawValue, object: object.map(ObjectIdentifier.init))
        return hubs.withLock { hubs in
            // One hash and probe of the key, whether the hub exists or is made here.
            join(&hubs[key], key: key, center: center, name: name, object: object, bridge: bridge, make: make)
        }
    }

    /// The body of `register` on the registry's entry for the key (registry lock held).
    private static func join<Core: ObservationCore>(
        _ entry: inout ObservationHub?,
        key: HubKey,
        center: NotificationCenter,
        name: Notification.Name,
        object: AnyObject?,
        bridge: (ObservationHub) -> FoundationMessageObserver?,
        make: (ObservationHub) -> Core
    ) -> Core {
        if let hub = entry, hub.serves(center, object) {
            let core = make(hub)
            hub.append(core)
            // A hub made by another descriptor of the name (a raw one, say) has no message observer: the first
            // observation by a message type's own descriptor adds it, so that one hears Foundation's posts too.
            if hub.messageObserver == nil { hub.messageObserver = bridge(hub) }
            return core
        }
        let hub = ObservationHub(key: key, center: center, object: object)
        let core = make(hub)
        hub.setFirst(core)
        hub.publish()
        let token = center.addObserver(forName: name, object: object, queue: nil) { [hub] notification in
            hub.deliver(notification)
        }
        hub.foundationToken = FoundationObserver(token: token)
        hub.messageObserver = bridge(hub)
        entry = hub
        return core
    }

    /// Takes `core` out of its hub (a Foundation hub, or a direct one: `ObservationHome.leave`).
    static func remove(_ core: ObservationCore) {
        // Only the first `cancel()` gets here, once: it alone reads and clears `core.hub`, which breaks the cycle
        // between a hub and its first observation.
        guard let hub = core.hub else { return }
        core.hub = nil
        hub.leave(core)
    }

    /// Takes `core` out of `hub`; the last observation to leave removes the hub's Foundation observer.
    static func remove(_ core: ObservationCore, from hub: ObservationHub) {
        let foundationToken: FoundationObserver? = hubs.withLock { hubs in
            guard hub.removeMember(core), hub.live == 0 else { return nil }
            defer { hub.foundationToken = nil }
            leave(&hubs[hub.key], hub)
            return hub.foundationToken
        }
        guard let foundationToken else { return }
        hub.center?.removeObserver(foundationToken.token)
        // The hub has no observation left, and none joins it again (it left the table): only this call reads this.
        if let messageObserver = hub.messageObserver {
            messageObserver.remove()
        }
    }

    /// Clears the registry's entry if it is still `hub` (not a newer hub for a reused address).
    private static func leave(_ entry: inout ObservationHub?, _ hub: ObservationHub) {
        if entry === hub { entry = nil }
    }

    /// The names that hubs on `center` observe in Foundation (never empty: no nil-name observer), for tests.
    static func registeredNames(center: NotificationCenter) -> [String] {
        hubs.withLock { hubs in
            hubs.values.filter { $0.center === center }.map(\.key.name).sorted()
        }
    }

    /// The hub that serves `center` and `name` (any object), for leak tests that hold it weakly.
    static func hub(center: NotificationCenter, name: Notification.Name) -> ObservationHub? {
        hubs.withLock { hubs in
            hubs.values.first { $0.center === center && $0.key.name == name.rawValue }
        }
    }

    /// The number of live observations on `center` for `name`, for leak tests.
    static func liveObservations(center: NotificationCenter, name: Notification.Name) -> Int {
        hubs.withLock { hubs in
            hubs.values.reduce(0) { total, hub in
                guard hub.key.center == ObjectIdentifier(center), hub.key.name == name.rawValue,
                    hub.center === center
                else { return total }
                return total + Int(hub.live)
            }
        }
    }
}
