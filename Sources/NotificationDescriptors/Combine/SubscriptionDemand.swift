/// How many more values a subscriber has asked for: Combine's `Subscribers.Demand`, restated without Combine so that
/// the subscription logic that counts it (``DemandedDelivery``) builds and is tested on Linux.
///
/// Arithmetic follows `Subscribers.Demand`: anything plus ``unlimited`` is ``unlimited``, and a sum that would
/// overflow `Int` is ``unlimited`` too. A negative count, which Combine would trap on, counts as zero.
///
/// `Sendable`: a value.
package struct SubscriptionDemand: Hashable, Sendable, CustomStringConvertible {
    /// The count still wanted; `nil` for unlimited.
    package let limit: Int?

    private init(limit: Int?) {
        self.limit = limit
    }

    /// Every value, from now on.
    package static let unlimited = SubscriptionDemand(limit: nil)

    /// No value.
    package static let none = SubscriptionDemand(limit: 0)

    /// At most `count` more values (a negative count counts as zero).
    package static func max(_ count: Int) -> SubscriptionDemand {
        SubscriptionDemand(limit: Swift.max(0, count))
    }

    /// Whether at least one more value is wanted.
    package var wantsMore: Bool { limit.map { $0 > 0 } ?? true }

    /// The demand left after one value was taken from it (unlimited stays unlimited; none stays none).
    package var afterOne: SubscriptionDemand {
        guard let limit else { return self }
        return .max(limit - 1)
    }

    /// The two demands together, saturating at ``unlimited``.
    package static func + (lhs: SubscriptionDemand, rhs: SubscriptionDemand) -> SubscriptionDemand {
        guard let left = lhs.limit, let right = rhs.limit else { return .unlimited }
        let (sum, overflow) = left.addingReportingOverflow(right)
        return overflow ? .unlimited : .max(sum)
    }

    /// `unlimited` or `max(N)`, as Combine prints its demand.
    package var description: String { limit.map { "max(\($0))" } ?? "unlimited" }
}
