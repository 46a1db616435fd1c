import Foundation

// The direct path (`NotificationDelivery.typedObserversOnly`): posts that never go through `NotificationCenter`.
// The DocC article "The direct path" (Documentation.docc/DirectPath.md) says what it gives up and what it keeps.
//
// A direct descriptor holds the `_DirectRoute` of its name and payload type: one route per name and type in the
// process (`DirectRoutes` interns them), so two descriptors of the same name and type, made anywhere, reach each
// other's observers. Per center, the route keeps a `DirectHub`: the observations of that center in registration
// order, each with its own object filter. A post takes the route's lock once, finds its center's hub and copies the
// hub's member array (a retain: the membership is fixed when the post began), and then hands the payload itself to
// each member through its cancel gate (`DecodingObservation.deliverDecoded`): no `Notification`, no converter, no box.

/// The meeting point of every direct descriptor of one name and payload type.
///
/// `@unchecked Sendable`: `name` and `payload` are immutable; `hubs`, and every hub's members, are read and written
/// only while `hubs`' lock is held.
@usableFromInline
final class _DirectRoute: @unchecked Sendable {
    let name: String
    let payload: ObjectIdentifier
    /// The hubs of the centers this name and type are observed on (one in most apps: `.default`); a hub leaves when
    /// its last observation does.
    private let hubs = LockedState<ContiguousArray<DirectHub>>([])

    fileprivate init(name: String, payload: ObjectIdentifier) {
        self.name = name
        self.payload = payload
    }

    /// The route of `name` and `Payload`, shared by every direct descriptor of them.
    @usableFromInline
    static func route<Payload>(name: Notification.Name, payload: Payload.Type) -> _DirectRoute {
        DirectRoutes.route(name: name.rawValue, payload: ObjectIdentifier(payload))
    }

    /// Registers the observation `make` builds on `center`'s hub, filtered on `object` when given.
    ///
    /// Every member of a route's hubs is a `DecodingObservation<Payload>` of the route's one `Payload`: the route is
    /// per payload type, and only `make` adds members.
    @usableFromInline
    func register<Payload>(
        center: NotificationCenter,
        object: AnyObject?,
        make: (ObservationHome) -> DecodingObservation<Payload>
    ) -> ObservationCore {
        let sender = object.map(DirectSender.init)
        let id = ObjectIdentifier(center)
        return hubs.withLock { hubs in
            let hub: DirectHub
            if let index = hubs.firstIndex(where: { $0.centerID == id }) {
                hub = hubs[index]
            } else {
                hub = DirectHub(route: self, center: center)
                hubs.append(hub)
            }
            let core = make(hub)
            hub.append(core, sender: sender)
            return core
        }
    }

    /// Delivers `payload` to the observations of this route on `center` registered when the post began, in
    /// registration order, on this thread; those filtering on an object only when `object` is that very object.
    @usableFromInline
    func post<Payload>(_ payload: Payload, center: NotificationCenter, object: Any?) {
        let id = ObjectIdentifier(center)
        let snapshot = hubs.withLock { hubs -> ContiguousArray<DirectMember>? in
            hubs.withUnsafeBufferPointer { hubs in
                for hub in hubs where hub.centerID == id { return hub.members }
                return nil
            }
        }
        guard let snapshot else { return }
        DirectDelivery.run(snapshot, payload, object: object)
    }

    /// Takes `core` out of `hub`; the hub's last observation takes the hub out of the route.
    fileprivate func leave(_ core: ObservationCore, from hub: DirectHub) {
        let emptied = hubs.withLock { hubs -> DirectHub? in
            guard hub.remove(core), hub.live == 0 else { return nil }
            guard let index = hubs.firstIndex(where: { $0 === hub }) else { return nil }
            return hubs.remove(at: index)
        }
        // Released here, outside the lock: the hub may hold the last reference to its center.
        withExtendedLifetime(emptied) {}
    }

    /// The number of centers this route has a hub for, for leak tests.
    var hubCount: Int { hubs.withLock { $0.count } }

    /// The number of live observations of this route on `center`, for leak tests.
    func liveObservations(center: NotificationCenter) -> Int {
        hubs.withLock { hubs in hubs.first { $0.centerID == ObjectIdentifier(center) }.map(\.live) ?? 0 }
    }
}

/// One center's observations of one route, in registration order, each with its object filter.
///
/// It keeps its center alive (a strong reference): the route finds a hub by the center's identity, which must not
/// be reused by another center while the hub is registered. The hub leaves the route with its last observation, so a
/// center is kept no longer than a direct observation of it lives.
///
/// `@unchecked Sendable`: `members` and `live` are read and written only under the route's lock; the rest is
/// immutable.
final class DirectHub: ObservationHome, @unchecked Sendable {
    /// The route this hub belongs to (the route keeps the hub while it has members; the hub keeps the route).
    let route: _DirectRoute
    let center: NotificationCenter
    let centerID: ObjectIdentifier
    /// The observations, in registration order; `core == nil` where one was cancelled (route lock, so no dynamic
    /// exclusivity check).
    @exclusivity(unchecked) var members: ContiguousArray<DirectMember> = []
    /// How many observations are registered (route lock).
    @exclusivity(unchecked) var live = 0

    init(route: _DirectRoute, center: NotificationCenter) {
        self.route = route
        self.center = center
        self.centerID = ObjectIdentifier(center)
    }

    override func leave(_ core: ObservationCore) {
        route.leave(core, from: self)
    }

    /// Adds `core` after every other member (route lock held).
    func append(_ core: ObservationCore, sender: DirectSender?) {
        core.slot = members.count
        members.append(DirectMember(core: core, sender: sender))
        live += 1
    }

    /// Takes `core` out (route lock held); returns whether it was a member.
    func remove(_ core: ObservationCore) -> Bool {
        let slot = core.slot
        guard slot >= 0, slot < members.count, members[slot].core === core else { return false }
        members[slot] = DirectMember(core: nil, sender: nil)
        core.slot = -1
        live -= 1
        if live == 0 {
            members = []
        } else if members.count - live > 32, members.count - live > live {
            // Drops the holes once they outnumber the live members (amortised O(1) per cancel).
            var compacted = ContiguousArray<DirectMember>()
            compacted.reserveCapacity(live)
            for member in members {
                guard let core = member.core else { continue }
                core.slot = compacted.count
                compacted.append(member)
            }
            members = compacted
        }
        return true
    }
}

/// One member of a direct hub: its observation and, when it filters on a sender, that sender.
struct DirectMember {
    let core: ObservationCore?
    let sender: DirectSender?
}

/// The object a direct observation filters on, held weakly: a post matches only the very object, never a new one at
/// a dead one's address.
///
/// `@unchecked Sendable`: `object` is a weak reference, written once at init and only read after (weak references
/// are loaded atomically).
final class DirectSender: @unchecked Sendable {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }

    /// Whether `posted` is the very object this filter holds (alive).
    func matches(_ posted: AnyObject?) -> Bool {
        guard let posted, let object else { return false }
        return posted === object
    }
}

/// The delivery loop of one direct post.
enum DirectDelivery {
    /// Hands `payload` to each member of `snapshot` whose filter `object` passes, in order, through its gate.
    ///
    /// `snapshot` holds every member strongly until the loop ends, so members are read unretained (a load of the
    /// references, not a copy of the `DirectMember`, which would retain and release both).
    static func run<Payload>(_ snapshot: ContiguousArray<DirectMember>, _ payload: Payload, object: Any?) {
        let frame = DeliveryFrame.current
        // The posted object as a reference: converted at most once, and only when a member filters on a sender.
        var sender: AnyObject?? = nil
        snapshot.withUnsafeBufferPointer { members in
            guard let base = UnsafeRawPointer(members.baseAddress) else { return }
            let stride = MemoryLayout<DirectMember>.stride
            let senderOffset = MemoryLayout<DirectMember>.offset(of: \.sender) ?? 0
            let coreOffset = MemoryLayout<DirectMember>.offset(of: \.core) ?? 0
            var member = base
            let end = base + members.count * stride
            while member < end {
                defer { member += stride }
                guard let core = member.load(fromByteOffset: coreOffset, as: Unmanaged<ObservationCore>?.self) else {
                    continue
                }
                if let filter = member.load(fromByteOffset: senderOffset, as: Unmanaged<DirectSender>?.self) {
                    if sender == nil { sender = .some(object.map { $0 as AnyObject }) }
                    guard filter._withUnsafeGuaranteedRef({ $0.matches(sender ?? nil) }) else { continue }
                }
                core._withUnsafeGuaranteedRef {
                    // A member of this route is a `DecodingObservation<Payload>` (`_DirectRoute.register`).
                    unsafeDowncast($0, to: DecodingObservation<Payload>.self).deliverDecoded(payload, in: frame)
                }
            }
        }
    }
}

/// The process's routes, one per name and payload type.
///
/// The table holds each route strongly, and lets go of a route once nothing else holds it: no descriptor and no
/// observation. A new reference to a route is only ever made here, under the table's lock, so a route the table holds
/// uniquely (checked under that lock) can never be reached again, and dropping it is safe. The check runs over the
/// whole table each time it has doubled since the last one, so the table stays within twice the routes in use, at
/// amortised O(1) per route made. (Not a weak table: a weakly referenced object takes the slow path on every retain
/// and release, and a post retains its route.)
enum DirectRoutes {
    struct Key: Hashable {
        let name: String
        let payload: ObjectIdentifier
    }

    struct Table {
        var routes: [Key: _DirectRoute] = [:]
        /// The size at which the next sweep runs.
        var sweepAt = 64
    }

    private static let table = LockedState(Table())

    static func route(name: String, payload: ObjectIdentifier) -> _DirectRoute {
        let key = Key(name: name, payload: payload)
        let (route, dropped) = table.withLock { table -> (_DirectRoute, [_DirectRoute]) in
            if let route = table.routes[key] { return (route, []) }
            let route = _DirectRoute(name: name, payload: payload)
            table.routes[key] = route
            guard table.routes.count >= table.sweepAt else { return (route, []) }
            let dropped = sweep(&table)
            table.sweepAt = max(64, table.routes.count * 2)
            return (route, dropped)
        }
        // Released here, outside the lock.
        withExtendedLifetime(dropped) {}
        return route
    }

    /// Takes out of the table every route nothing else holds (table lock held); returns them, to release outside it.
    private static func sweep(_ table: inout Table) -> [_DirectRoute] {
        var dropped: [_DirectRoute] = []
        for key in Array(table.routes.keys) where isKnownUniquelyReferenced(&table.routes[key]) {
            if let route = table.routes.removeValue(forKey: key) { dropped.append(route) }
        }
        return dropped
    }

    /// Sweeps now and returns how many routes remain, for leak tests.
    static func sweptCount() -> Int {
        let (count, dropped) = table.withLock { table in
            let dropped = sweep(&table)
            return (table.routes.count, dropped)
        }
        withExtendedLifetime(dropped) {}
        return count
    }
}
