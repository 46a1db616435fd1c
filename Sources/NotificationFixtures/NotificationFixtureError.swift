/// Why a fixture could not be loaded: one line naming the line and column of invalid JSON, or the JSON path of the
/// value the format does not allow (e.g. `$.userInfo.count: unknown tag "Integer"`).
///
/// `Sendable` and `Equatable`: it is a description.
public struct NotificationFixtureError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The one-line reason.
    public let description: String
}
