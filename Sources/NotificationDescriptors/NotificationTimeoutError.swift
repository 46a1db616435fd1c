public import Foundation

/// The error a wait for a notification throws when none arrived in time, such as
/// `NotificationCenter.next(_:object:timeout:)`.
///
/// It names the notification and the timeout, so a failing test or a log line says what was awaited:
///
/// ```
/// CounterDidChange: not posted within 0.5 seconds
/// ```
public struct NotificationTimeoutError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name of the notification that was awaited.
    public let name: Notification.Name
    /// How long the wait lasted before it gave up.
    public let timeout: Duration

    /// Creates the error for a wait of `timeout` for the notification `name`.
    public init(name: Notification.Name, timeout: Duration) {
        self.name = name
        self.timeout = timeout
    }

    /// One line naming the notification's raw name and the timeout.
    public var description: String {
        "\(name.rawValue): not posted within \(timeout)"
    }
}
