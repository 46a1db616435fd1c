public import Foundation

/// The error every decoding path throws: it names the notification and says exactly what was wrong with it.
///
/// Whatever a converter throws, ``NotificationDescriptor/decode(_:)`` and every failure sink receive this type, so a
/// test can compare it with `==` and a log line can show ``description``:
///
/// ```
/// NSFileHandleReadCompletionNotification: userInfo["NSFileHandleNotificationDataItem"] is String, expected Data
/// ```
public struct NotificationDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong with the notification.
    public enum Reason: Sendable, Equatable {
        /// The notification has no `userInfo` at all, but the payload needs one.
        case missingUserInfo
        /// A required `userInfo` key is absent (the raw key is given).
        case missingKey(String)
        /// A `userInfo` value has a type that does not read as the expected type.
        case typeMismatch(key: String, expected: String, actual: String)
        /// The notification has no `object`, but the payload needs one.
        case missingObject
        /// The notification's `object` is not of the expected type.
        case objectTypeMismatch(expected: String, actual: String)
        /// A value has the right type but is not acceptable, or a converter threw an error of its own.
        case invalidValue(key: String?, message: String)
    }

    /// The name of the notification that failed to decode.
    public var name: Notification.Name
    /// What was wrong with it.
    public var reason: Reason

    /// Creates an error for the notification `name`.
    public init(name: Notification.Name, reason: Reason) {
        self.name = name
        self.reason = reason
    }

    /// One line naming the raw notification name, the key, and for a mismatch the expected and the actual type.
    public var description: String {
        let prefix = name.rawValue
        switch reason {
        case .missingUserInfo:
            return "\(prefix): userInfo is nil, expected a dictionary"
        case .missingKey(let key):
            return "\(prefix): userInfo[\(quoted(key))] is missing"
        case .typeMismatch(let key, let expected, let actual):
            return "\(prefix): userInfo[\(quoted(key))] is \(actual), expected \(expected)"
        case .missingObject:
            return "\(prefix): object is nil, expected an object"
        case .objectTypeMismatch(let expected, let actual):
            return "\(prefix): object is \(actual), expected \(expected)"
        case .invalidValue(let key?, let message):
            return "\(prefix): userInfo[\(quoted(key))] is invalid: \(oneLine(message))"
        case .invalidValue(nil, let message):
            return "\(prefix): \(oneLine(message))"
        }
    }
}

private func quoted(_ key: String) -> String {
    "\"" + oneLine(key).replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

/// Keeps `description` on one line whatever a converter's message contains.
private func oneLine(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    return text.split(whereSeparator: \.isNewline).joined(separator: " ")
}
