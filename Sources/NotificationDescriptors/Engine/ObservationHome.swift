/// What an observation belongs to until its first `cancel()`: a hub behind one Foundation observer
/// (`ObservationHub`) or a hub of the direct path (`DirectHub`), which has none.
///
/// `@unchecked Sendable`: it has no state of its own; each subclass says what makes its own state safe.
@usableFromInline
class ObservationHome: @unchecked Sendable {
    /// Takes `core` out of this home. Called once per observation, by its first `cancel()`
    /// (`ObservationRegistry.remove`), after that cleared `core.hub`.
    func leave(_ core: ObservationCore) {}
}
