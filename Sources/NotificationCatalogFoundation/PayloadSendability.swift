/// Whether a catalog entry's payload type is `Sendable`, as its declaration states it
/// (`CatalogEntry(descriptor, payload: .sendable, ...)`): ``CatalogEntry/isPayloadSendable``.
///
/// ``sendable`` exists only where `Payload` is `Sendable`, so a declaration that claims it for a payload that is not
/// does not compile. ``notSendable`` compiles for any payload: `PayloadSendabilityTests` compares every entry with the
/// compiler's answer for its descriptor, so a payload that is `Sendable` but declared otherwise fails that test.
/// (`Sendable` is a marker protocol, which no runtime check can ask; an overload chosen by its `Sendable` constraint is
/// no safer, since any other difference between the overloads, such as a defaulted parameter, silently changes
/// which one is chosen.)
///
/// `Sendable`: it holds a flag only (`Payload` is a phantom type).
package struct PayloadSendability<Payload>: Sendable {
    /// Whether `Payload` is `Sendable`.
    package let isSendable: Bool

    /// The payload type is not `Sendable`: its descriptor works with `observe(_:object:using:)` only.
    package static var notSendable: Self { Self(isSendable: false) }
}

extension PayloadSendability where Payload: Sendable {
    /// The payload type is `Sendable` (the compiler checks it).
    package static var sendable: Self { Self(isSendable: true) }
}
