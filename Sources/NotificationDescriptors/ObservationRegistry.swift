import Foundation
import Synchronization

/// Which Foundation registration an observation shares: one per center, name and object.
struct HubKey: Hashable {
    let center: ObjectIdentifier
    let name: String
    let object: ObjectIdentifier?
}

/// All typed observations of one name (and object) on one center, behind a single Foundation block observer.
///
/// Sharing one Foundation observer keeps an observation small (no Foundation registration of its own), delivers in
/// registration order, and makes a post cost one Foundation dispatch however many typed observers there are.
///
/// The hub's first observation is fixed when the hub is built and reached without a lock: the common case of one
/// observer per name pays no lock and no array retain per delivery. Later observations live in `members.others`,
/// read under the lock only once `hasOthers` is set. A cancelled first observation stays referenced (its gate
/// turns deliveries away, and its handler was released by `cancel()`), so a late delivery from Foundation, which
/// can call a block once after `removeObserver` returned, always finds it alive.
///
/// `@unchecked Sendable`: the mutable state lives in `members`, a `LockedState`; `first` and `firstOwner` are
/// written once, before `published` is set (releasing), and read only after it is read (acquiring); `center` and
/// `object` are weak `let`s.
final class ObservationHub: @unchecked Sendable {
    struct Members {
        var others: ContiguousArray<ObservationCore?> = []
        var live = 0
        var foundationToken: FoundationObserver?
    }

    /// `ObservationCore.slot` of the first observation, which is not in `others`.
    static let firstSlot = -2

    let key: HubKey
    weak let center: NotificationCenter?
    weak let object: AnyObject?
    let members = LockedState(Members())
    /// Set (releasing) once the hub is built, before Foundation can call it; read (acquiring) on every delivery.
    ///
    /// Foundation hands the hub to posting threads under its own futex-based lock, which ThreadSanitizer cannot see;
    /// this pair makes the hub's construction visibly happen before its first delivery. It costs one plain load.
    let published = Atomic<Bool>(false)
    /// Set (releasing, under the lock) when a second observation joins; never cleared.
    let hasOthers = Atomic<Bool>(false)
    /// The first observation, unretained: `firstOwner` keeps it alive for the hub's whole life.
    private var first: Unmanaged<ObservationCore>?
    private var firstOwner: ObservationCore?

    /// Whether the hub observes one sender (`object:` was given).
    let filtersObject: Bool

    init(key: HubKey, center: NotificationCenter, object: AnyObject?) {
        self.key = key
        self.center = center
        self.object = object
        self.filtersObject = object != nil
    }

    /// Fixes the first observation, before the hub is published.
    func setFirst(_ core: ObservationCore) {
        firstOwner = core
        first = Unmanaged.passUnretained(core)
        core.slot = Self.firstSlot
        members.withLock { $0.live = 1 }
    }

    /// Delivers to every observation registered when the post began, in registration order.
    @inline(__always)
    func deliver(_ notification: Notification) {
        _ = published.load(ordering: .acquiring)
        // Foundation matches a sender by address only: once the object this hub filters on is gone, a new object at
        // the same address would match. The weak reference tells them apart, out of line, for filtered hubs only.
        if filtersObject, !isFromObservedSender(notification) { return }
        first?._withUnsafeGuaranteedRef { $0.deliver(notification) }
        guard hasOthers.load(ordering: .acquiring) else { return }
        let snapshot = members.withLock { $0.others }
        // `snapshot` holds every core strongly until the loop ends, so each is reached without a retain of its own.
        snapshot.withUnsafeBufferPointer { cores in
            guard let base = UnsafeRawPointer(cores.baseAddress) else { return }
            for index in 0..<cores.count {
                let slot = base.load(
                    fromByteOffset: index * MemoryLayout<ObservationCore?>.stride,
                    as: Unmanaged<ObservationCore>?.self
                )
                slot?._withUnsafeGuaranteedRef { $0.deliver(notification) }
            }
        }
    }

    /// Whether `notification` comes from the very object this hub filters on, not one at a reused address.
    @inline(never)
    private func isFromObservedSender(_ notification: Notification) -> Bool {
        guard let object, let sender = notification.object else { return false }
        return (sender as AnyObject) === object
    }

    /// Whether this hub still stands for `center` and `object` (not a dead one whose address was reused).
    func serves(_ center: NotificationCenter, _ object: AnyObject?) -> Bool {
        self.center === center && self.object === object
    }
}

/// The token Foundation returned for a hub's block observer.
///
/// `@unchecked Sendable`: the token is immutable and only ever handed to `removeObserver(_:)`, which is thread-safe;
/// it is stored and taken under the hub's `members` lock.
struct FoundationObserver: @unchecked Sendable {
    let token: any NSObjectProtocol
}

/// The process-wide table of hubs; changed only when observations start and end, never on delivery.
enum ObservationRegistry {
    private static let hubs = LockedState<[HubKey: ObservationHub]>([:])

    /// Registers the observation `make` builds on the hub for `name` and `object`, creating that hub (and its one
    /// Foundation observer, always with a non-nil name) when needed.
    static func register<Core: ObservationCore>(
        center: NotificationCenter,
        name: Notification.Name,
        object: AnyObject?,
        make: (ObservationHub) -> Core
    ) -> Core {
        let key = HubKey(
            center: ObjectIdentifier(center), name: name.rawValue, object: object.map(ObjectIdentifier.init))
        return hubs.withLock { hubs in
            let hub: ObservationHub
            if let existing = hubs[key], existing.serves(center, object) {
                hub = existing
            } else {
                let hub = ObservationHub(key: key, center: center, object: object)
                let core = make(hub)
                hub.setFirst(core)
                hub.published.store(true, ordering: .releasing)
                let token = center.addObserver(forName: name, object: object, queue: nil) { [hub] notification in
                    hub.deliver(notification)
                }
                hub.members.withLock { $0.foundationToken = FoundationObserver(token: token) }
                hubs[key] = hub
                return core
            }
            let core = make(hub)
            hub.members.withLock { members in
                core.slot = members.others.count
                members.others.append(core)
                members.live += 1
                hub.hasOthers.store(true, ordering: .releasing)
            }
            return core
        }
    }

    /// Takes `core` out of its hub; the last observation to leave removes the hub's Foundation observer.
    static func remove(_ core: ObservationCore) {
        // Only the first `cancel()` gets here, once: it alone reads and clears `core.hub`, which breaks the cycle
        // between a hub and its first observation.
        guard let hub = core.hub else { return }
        core.hub = nil
        let foundationToken: FoundationObserver? = hubs.withLock { hubs in
            let emptiedToken: FoundationObserver?? = hub.members.withLock { members in
                if core.slot == ObservationHub.firstSlot {
                    core.slot = -1
                } else {
                    guard core.slot >= 0, core.slot < members.others.count, members.others[core.slot] === core else {
                        return nil
                    }
                    members.others[core.slot] = nil
                    core.slot = -1
                }
                members.live -= 1
                if members.live == 0 {
                    members.others = []
                    defer { members.foundationToken = nil }
                    return .some(members.foundationToken)
                }
                compactIfSparse(&members)
                return nil
            }
            guard case .some(let token) = emptiedToken else { return nil }
            if hubs[hub.key] === hub {
                hubs[hub.key] = nil
            }
            return token
        }
        if let foundationToken {
            hub.center?.removeObserver(foundationToken.token)
        }
    }

    /// Drops the holes cancelled observations leave once they outnumber the live ones (amortised O(1) per cancel).
    private static func compactIfSparse(_ members: inout ObservationHub.Members) {
        let holes = members.others.count - members.live
        guard holes > 32, holes > members.live else { return }
        var compacted = ContiguousArray<ObservationCore?>()
        compacted.reserveCapacity(members.live)
        for case let core? in members.others {
            core.slot = compacted.count
            compacted.append(core)
        }
        members.others = compacted
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
                return total + hub.members.withLock { $0.live }
            }
        }
    }
}
