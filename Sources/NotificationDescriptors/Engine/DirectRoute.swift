import Foundation

// The direct path (`NotificationDelivery.typedObserversOnly`): posts that never go through `NotificationCenter`.
// The DocC article "The direct path" (Documentation.docc/DirectPath.md) says what it gives up and what it keeps.
//
// A direct descriptor holds the route of its name and payload type (a `DirectRouteOf`): one route per name and type in
// the process (`DirectRoutes` interns them), so two descriptors of the same name and type, made anywhere, reach each
// other's observers. Per center, the route keeps a `DirectHub`: the observations of that center in registration order,
// each with its own object filter. A post takes the route's lock once, finds its center's hub and copies the hub's
// member array (a retain: the membership is fixed when the post began), and then hands the payload itself to each
// member through its cancel gate (`DecodingObservation.deliverDecoded`): no `Notification`, no converter, no box. A
// route finds a center's hub in a small open-addressing table keyed by the center's identity (`DirectHubTable`), so a
// post costs the same with one center as with 10,000. A hub does not keep its center alive (`DirectHub.center`), so a
// center that owns tokens of its own direct observations is freed, and its hubs leave with those observations.
//
// Direct routes of one name with different payload types never deliver to each other, but are not silent either:
// `DirectRoutes` links them (`DirectNameGroup`), and a post on one hands each observation of the others on the same
// center, after its own members, the `typeMismatch` error the interoperable path gives (`DirectRouteOf`). A route
// without siblings pays one nil check for them (`DirectRouteState.extra`).

/// The meeting point of every direct descriptor of one name and payload type.
///
/// `@unchecked Sendable`: `name` and `payload` are immutable; `state` (the hubs, every hub's members, the sibling
/// group) is read and written only while its lock is held.
///
/// Lock order: the table's lock (`DirectRoutes`) may be held while a route's lock or a group's lock is taken, never
/// the other way round; a route's lock and a group's lock are never held together, nor two routes' locks.
@usableFromInline
class _DirectRoute: @unchecked Sendable {
    final let name: String
    final let payload: ObjectIdentifier
    final fileprivate let state = LockedState(DirectRouteState())

    fileprivate init(name: String, payload: ObjectIdentifier) {
        self.name = name
        self.payload = payload
    }

    /// The members of this route's hub for `center` as they are now, if it has one (takes the route's lock).
    fileprivate final func members(on center: NotificationCenter) -> ContiguousArray<DirectMember>? {
        state.withLock { $0.hubs.hub(of: center)?.members }
    }

    /// Hands each of `members` (this route's, taken when the post began) whose filter `object` passes the type
    /// mismatch of a direct post of a `posted` on a route of the same name: overridden by `DirectRouteOf`, which
    /// knows the payload type of its members.
    func reportMismatch(to members: ContiguousArray<DirectMember>, posted: Any.Type, object: Any?) {}

    /// Takes `core` out of `hub`; the hub's last observation takes the hub out of the route.
    fileprivate final func leave(_ core: ObservationCore, from hub: DirectHub) {
        let emptied = state.withLock { state -> DirectHub? in
            guard hub.remove(core), hub.live == 0 else { return nil }
            return state.hubs.remove(hub)
        }
        // Released here, outside the lock (the hub may hold the last reference to its route).
        withExtendedLifetime(emptied) {}
    }

    /// The number of centers this route has a hub for, for leak tests.
    final var hubCount: Int { state.withLock { $0.hubs.count } }

    /// The number of slots of the route's hub table, for tests that it shrinks.
    final var hubCapacity: Int { state.withLock { $0.hubs.capacity } }

    /// The number of live observations of this route on `center`, for leak tests.
    final func liveObservations(center: NotificationCenter) -> Int {
        state.withLock { $0.hubs.hub(of: center)?.live ?? 0 }
    }
}

/// The route of one payload type: every member of its hubs is a `DecodingObservation<Payload>`, which its own methods
/// add (`register`), hand posts to (`post`, `DirectDelivery.run`) and hand a mismatch error to (`reportMismatch`).
/// A descriptor of `Payload` holds a `DirectRouteOf<Payload>`, so a post or an observation can only reach the route of
/// its own payload type.
@usableFromInline
final class DirectRouteOf<Payload>: _DirectRoute, @unchecked Sendable {
    // @unchecked Sendable: as for `_DirectRoute`; it adds no state.

    fileprivate init(name: String) {
        super.init(name: name, payload: ObjectIdentifier(Payload.self))
    }

    /// The route of `name` and `Payload`, shared by every direct descriptor of them.
    @usableFromInline
    static func route(name: Notification.Name) -> DirectRouteOf<Payload> {
        DirectRoutes.route(name: name.rawValue, payload: Payload.self)
    }

    /// Registers the observation `make` builds on `center`'s hub, filtered on `object` when given.
    ///
    /// Every member of a route's hubs is a `DecodingObservation<Payload>` of the route's one `Payload`: only this
    /// method adds members, and `make`'s type says what they are.
    @usableFromInline
    func register(
        center: NotificationCenter,
        object: AnyObject?,
        make: (ObservationHome) -> DecodingObservation<Payload>
    ) -> ObservationCore {
        let sender = object.map(DirectSender.init)
        let (core, replaced) = state.withLock { state -> (ObservationCore, DirectHub?) in
            let hub: DirectHub
            var replaced: DirectHub?
            if let found = state.hubs.hub(of: center) {
                hub = found
            } else {
                hub = DirectHub(route: self, center: center)
                replaced = state.hubs.insert(hub)
            }
            let core = make(hub)
            hub.append(core, sender: sender)
            return (core, replaced)
        }
        // A dead center's hub that this center's identity replaced (Darwin only: see `DirectHub.center`), released
        // outside the lock; its observations keep it until they end, unreachable by any post.
        withExtendedLifetime(replaced) {}
        return core
    }

    /// Delivers `payload` to the observations of this route on `center` registered when the post began, in
    /// registration order, on this thread; those filtering on an object only when `object` is that very object.
    /// Then, when direct routes of the same name with other payload types exist, hands each of their observations on
    /// `center` (whose filter `object` passes) the type mismatch an interoperable post would give it
    /// (`postWithExtra`).
    @usableFromInline
    func post(_ payload: Payload, center: NotificationCenter, object: Any?) {
        var plain = true
        let snapshot = state.withLock { state -> ContiguousArray<DirectMember>? in
            // The rare case: routes of the same name with other payload types.
            guard state.extra == nil else {
                plain = false
                return nil
            }
            return state.hubs.hub(of: center)?.members
        }
        guard plain else { return postWithExtra(payload, center: center, object: object) }
        guard let snapshot else { return }
        DirectDelivery.run(snapshot, payload, object: object)
    }

    /// `post` when the route has siblings: the members, then each observation of the direct routes of the same name
    /// with other payload types on the center (whose filter `object` passes) gets the type mismatch an interoperable
    /// post would give it.
    @inline(never)
    private func postWithExtra(_ payload: Payload, center: NotificationCenter, object: Any?) {
        let (snapshot, siblings) = state.withLock {
            state -> (ContiguousArray<DirectMember>?, DirectNameGroup?) in
            (state.hubs.hub(of: center)?.members, state.extra?.siblings)
        }
        // Every list this post uses is taken before any handler runs (Foundation's membership rule): an observation of
        // another payload type that a handler adds meanwhile gets the next post's mismatch, never this one's.
        let others = siblings?.membersOfOthers(than: self, center: center) ?? []
        if let snapshot { DirectDelivery.run(snapshot, payload, object: object) }
        for (route, members) in others {
            route.reportMismatch(to: members, posted: Payload.self, object: object)
        }
    }

    override func reportMismatch(
        to snapshot: ContiguousArray<DirectMember>, posted: Any.Type, object: Any?
    ) {
        // The error the `carrying:` converter gives an observer of `Payload` handed an intact payload of another type
        // (`_IntactPayload.missing(in:)`), so both paths report the same mismatch.
        let error = NotificationDecodingError(
            name: Notification.Name(name),
            reason: .typeMismatch(
                key: _IntactPayloadKey.rawName, expected: _typeName(Payload.self), actual: _typeName(posted))
        )
        let frame = DeliveryFrame.current
        var sender: AnyObject?? = nil
        for member in snapshot {
            guard let core = member.core else { continue }
            if let filter = member.sender {
                if sender == nil { sender = .some(object.map { $0 as AnyObject }) }
                guard filter.matches(sender ?? nil) else { continue }
            }
            _downcast(core, to: DecodingObservation<Payload>.self, by: DirectDelivery.memberInvariant)
                .reportDecoded(error, in: frame)
        }
    }
}

/// A route's hubs, one per center, and the group of the routes of its name once it has more than one.
struct DirectRouteState {
    /// The hubs, by their center's identity.
    var hubs = DirectHubTable()
    /// What almost no route has, behind one reference so that a post checks for it with one load: siblings. Once
    /// made, it stays.
    var extra: DirectRouteExtra?

    /// Makes `extra` if the route has none.
    mutating func makeExtra() -> DirectRouteExtra {
        if let extra { return extra }
        let extra = DirectRouteExtra()
        self.extra = extra
        return extra
    }
}

/// The rare part of a route's state: its siblings.
///
/// `@unchecked Sendable`: read and written only under its route's lock (so no dynamic exclusivity checks).
final class DirectRouteExtra: @unchecked Sendable {
    /// The routes of this name, set (by `DirectRoutes`, under the table's lock) once there is more than one.
    @exclusivity(unchecked) var siblings: DirectNameGroup?
}

/// A route's hubs by their center's identity: open addressing with linear probing, at most half full, a
/// multiplicative hash of the identity (one multiply and a shift: a post pays no `Hasher`), deletion by backward
/// shift (no tombstones), shrunk as hubs leave. The same code finds the hub of one center and of one among 10,000,
/// so there is no step in cost as centers are added.
///
/// Identities are unique among the hubs in the table: a hub's center cannot be replaced at its address while the hub
/// exists (see `DirectHub.center`), except on Darwin, where `insert` replaces a dead center's hub.
struct DirectHubTable {
    /// The centers' identities (`0`: an empty slot; no object lives at address 0), `capacity` of them.
    private var ids: ContiguousArray<UInt> = []
    /// The hub of each occupied slot.
    private var slots: ContiguousArray<DirectHub?> = []
    /// How many slots are occupied.
    private(set) var count = 0
    /// The smallest table made (a power of two).
    static let minimumCapacity = 4

    var capacity: Int { ids.count }

    /// The home slot of `id` in a table of `mask + 1` slots: Fibonacci hashing (the high bits of a multiply by 2^64/φ).
    @inline(__always)
    private static func home(_ id: UInt, mask: Int) -> Int {
        let product = UInt64(id) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: product >> 32) & mask
    }

    /// The slot holding `id`, if any.
    @inline(__always)
    private func slot(of id: UInt) -> Int? {
        ids.withUnsafeBufferPointer { ids in
            guard !ids.isEmpty else { return nil }
            let mask = ids.count - 1
            var index = Self.home(id, mask: mask)
            while true {
                let found = ids[index]
                if found == id { return index }
                if found == 0 { return nil }
                index = (index + 1) & mask
            }
        }
    }

    /// The hub of `center`, if the route has one for it.
    @inline(__always)
    func hub(of center: NotificationCenter) -> DirectHub? {
        guard let index = slot(of: UInt(bitPattern: ObjectIdentifier(center))), let hub = slots[index],
            hub.serves(center)
        else { return nil }
        return hub
    }

    /// Adds `hub`, whose center has no hub here that serves it; returns the dead center's hub it replaced, if any (to
    /// be released outside the lock).
    mutating func insert(_ hub: DirectHub) -> DirectHub? {
        let id = UInt(bitPattern: hub.centerID)
        if let index = slot(of: id) {
            let replaced = slots[index]
            slots[index] = hub
            return replaced
        }
        if (count + 1) * 2 > capacity { resize(to: Swift.max(Self.minimumCapacity, capacity * 2)) }
        place(id, hub)
        count += 1
        return nil
    }

    /// Takes `hub` out, if it is the one its center's identity leads to; returns it (to be released outside the lock).
    mutating func remove(_ hub: DirectHub) -> DirectHub? {
        guard let index = slot(of: UInt(bitPattern: hub.centerID)), slots[index] === hub else { return nil }
        let removed = slots[index]
        let mask = capacity - 1
        // Backward shift: each entry after the hole that may move into it (its home slot is not between the hole and
        // it) does, and leaves a hole of its own, up to the first empty slot.
        var hole = index
        var next = (index + 1) & mask
        while ids[next] != 0 {
            let home = Self.home(ids[next], mask: mask)
            if (next &- home) & mask >= (next &- hole) & mask {
                ids[hole] = ids[next]
                slots[hole] = slots[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        ids[hole] = 0
        slots[hole] = nil
        count -= 1
        if count == 0 {
            ids = []
            slots = []
        } else if capacity > Self.minimumCapacity, count * 8 <= capacity {
            resize(to: capacity / 2)
        }
        return removed
    }

    /// Writes `id` and `hub` into the first empty slot from `id`'s home (there is one: the table is at most half full).
    private mutating func place(_ id: UInt, _ hub: DirectHub) {
        let mask = capacity - 1
        var index = Self.home(id, mask: mask)
        while ids[index] != 0 { index = (index + 1) & mask }
        ids[index] = id
        slots[index] = hub
    }

    private mutating func resize(to newCapacity: Int) {
        let old = zip(ids, slots)
        ids = ContiguousArray(repeating: 0, count: newCapacity)
        slots = ContiguousArray(repeating: nil, count: newCapacity)
        for (id, hub) in old where id != 0 {
            if let hub { place(id, hub) }
        }
    }
}

/// The direct routes of one name, whatever their payload types, in the order they were made: a direct post of one
/// payload type hands the observers of the others the mismatch an interoperable post would.
///
/// It does not keep its routes: the table (`DirectRoutes`) does, and takes a route out of its group, under the
/// group's lock, before it lets go of it. A post takes its siblings (retains them) only under that lock, so the
/// table's check that it holds a route uniquely, made under the same lock, sees every post that could still reach it.
///
/// `@unchecked Sendable`: `routes` is read and written only under its lock.
final class DirectNameGroup: @unchecked Sendable {
    fileprivate struct Entry {
        unowned(unsafe) let route: _DirectRoute
    }
    fileprivate let routes = LockedState<ContiguousArray<Entry>>([])

    /// The other routes of the name, in the order they were made, each with its members on `center` as they
    /// are now (routes without a hub there left out): what a direct post by `poster` hands its mismatch to. Takes the
    /// group's lock, then each route's in turn, never two at once.
    fileprivate func membersOfOthers(
        than poster: _DirectRoute, center: NotificationCenter
    ) -> [(_DirectRoute, ContiguousArray<DirectMember>)] {
        let others = routes.withLock { routes in
            ContiguousArray(routes.lazy.filter { $0.route !== poster }.map(\.route))
        }
        return others.compactMap { route in route.members(on: center).map { (route, $0) } }
    }
}

/// One center's observations of one route, in registration order, each with its object filter.
///
/// It does not keep its center alive: a center may own tokens of its own direct observations (a `NotificationCenter`
/// subclass used as an app's bus), and a strong reference would keep it, those tokens and their handlers' captures
/// forever (route, hub, center, tokens, hub). Such a center is freed as on the interoperable path: its tokens end their
/// observations as it goes, and the hub leaves the route with the last one.
///
/// `@unchecked Sendable`: `members` and `live` are read and written only under the route's lock; the rest is
/// immutable (the weak reference on Darwin is loaded atomically by the runtime).
final class DirectHub: ObservationHome, @unchecked Sendable {
    /// The route this hub belongs to (the route keeps the hub while it has members; the hub keeps the route).
    let route: _DirectRoute
    let centerID: ObjectIdentifier
    #if canImport(ObjectiveC)
        /// Darwin: `NotificationCenter` is an Objective-C class, and a reference that does not keep one alive is an
        /// Objective-C weak reference, which keeps none of its memory: once the center is gone a new one may take its
        /// address, so `serves` compares this reference too. (A post from the center's own `deinit` therefore finds
        /// no hub here: the weak reference is already `nil`; on Linux it is delivered.)
        private weak var center: NotificationCenter?
    #else
        /// Linux (and every Swift-native class): an unowned reference keeps the object's memory, though not the
        /// object, until it is released, so while this hub exists no other center can be allocated at this one's
        /// address, and the identity alone tells centers apart. It is never loaded.
        private unowned let center: NotificationCenter
    #endif
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

    /// Whether this hub holds the observations of `center`, whose identity is this hub's `centerID` (route lock).
    @inline(__always)
    func serves(_ center: NotificationCenter) -> Bool {
        #if canImport(ObjectiveC)
            return self.center === center
        #else
            return true
        #endif
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
    /// Why a member of a route's snapshot is a `DecodingObservation` of the posted payload's type: checked in debug
    /// builds where a member is reached without a cast.
    static let memberInvariant: StaticString =
        "a direct route's members are DecodingObservations of its payload type (only DirectRouteOf.register adds them)"

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
                    _downcast($0, to: DecodingObservation<Payload>.self, by: memberInvariant)
                        .deliverDecoded(payload, in: frame)
                }
            }
        }
    }
}

/// The process's routes, one per name and payload type.
///
/// The table holds each route strongly, and lets go of a route once nothing else holds it: no descriptor and no
/// observation. A new reference to a route is only ever made here, under the table's lock, or by a post of a sibling
/// route under its group's lock (see `DirectNameGroup`), so a route the table holds uniquely (checked under both
/// locks) can never be reached again, and dropping it is safe. The check runs over the whole table each time it has
/// doubled since the last one, so the table stays within twice the routes in use, at amortised O(1) per route made.
/// (Not a weak table: a weakly referenced object takes the slow path on every retain and release, and a post retains
/// its route.)
enum DirectRoutes {
    struct Key: Hashable {
        let name: String
        let payload: ObjectIdentifier
    }

    struct Table {
        var routes: [Key: _DirectRoute] = [:]
        /// The routes of each name (a group per name that has a route).
        var groups: [String: DirectNameGroup] = [:]
        /// The size at which the next sweep runs.
        var sweepAt = 64
    }

    private static let table = LockedState(Table())

    static func route<Payload>(name: String, payload: Payload.Type) -> DirectRouteOf<Payload> {
        let key = Key(name: name, payload: ObjectIdentifier(payload))
        let (route, dropped) = table.withLock { table -> (DirectRouteOf<Payload>, [_DirectRoute]) in
            if let found = table.routes[key] {
                // Keyed by the payload type, and only this line makes a route of it: always exactly that class
                // (checked in every build: one comparison of metadata, when a descriptor is made).
                _require(
                    type(of: found) == DirectRouteOf<Payload>.self,
                    "NotificationDescriptors: broken invariant: the direct route of \(name) for \(Payload.self) is a "
                        + "\(type(of: found))")
                return (unsafeDowncast(found, to: DirectRouteOf<Payload>.self), [])
            }
            let route = DirectRouteOf<Payload>(name: name)
            table.routes[key] = route
            join(route, &table)
            guard table.routes.count >= table.sweepAt else { return (route, []) }
            let dropped = sweep(&table)
            table.sweepAt = max(64, table.routes.count * 2)
            return (route, dropped)
        }
        // Released here, outside the lock.
        withExtendedLifetime(dropped) {}
        return route
    }

    /// Adds `route` to the group of its name (table lock held); once the group has two routes, each of them posts to
    /// the others (its `siblings`).
    private static func join(_ route: _DirectRoute, _ table: inout Table) {
        let group: DirectNameGroup
        if let existing = table.groups[route.name] {
            group = existing
        } else {
            group = DirectNameGroup()
            table.groups[route.name] = group
        }
        let members = group.routes.withLock { routes -> ContiguousArray<_DirectRoute> in
            routes.append(DirectNameGroup.Entry(route: route))
            return routes.count > 1 ? ContiguousArray(routes.map(\.route)) : []
        }
        // Table lock, then each route's lock in turn (never a route's lock inside the group's).
        for member in members { member.state.withLock { $0.makeExtra().siblings = group } }
    }

    /// Takes out of the table every route nothing else holds (table lock held); returns them, to release outside it.
    private static func sweep(_ table: inout Table) -> [_DirectRoute] {
        var dropped: [_DirectRoute] = []
        for key in Array(table.routes.keys) {
            guard let group = table.groups[key.name] else { continue }
            // Under the group's lock: no sibling's post can take the route while it is checked and taken out.
            let (unique, emptied) = group.routes.withLock { routes -> (Bool, Bool) in
                guard isKnownUniquelyReferenced(&table.routes[key]) else { return (false, false) }
                routes.removeAll { $0.route.payload == key.payload }
                return (true, routes.isEmpty)
            }
            guard unique else { continue }
            if let route = table.routes.removeValue(forKey: key) { dropped.append(route) }
            if emptied { table.groups[key.name] = nil }
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
