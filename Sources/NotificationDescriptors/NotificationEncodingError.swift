public import Foundation

/// A payload that could not be written as `userInfo` when it was posted: which notification, where in `userInfo` the
/// value is that could not be written, and why.
///
/// A descriptor made with `NotificationDescriptor(_:userInfo:)` for a `Codable` payload writes it with
/// ``UserInfoEncoder``. When that fails (the payload's own `encode(to:)` throws, or it does not encode with a
/// keyed container), nothing is posted, and ``NotificationDiagnostics/encodingFailureHandler`` receives this
/// error:
///
/// ```
/// Upload: Upload could not be encoded as userInfo: userInfo["meta"] is invalid: refused; nothing was posted
/// ```
public struct NotificationEncodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name of the notification whose payload could not be written.
    public let name: Notification.Name
    /// The payload's type, as messages show it.
    public let payloadType: String
    /// Where the value that could not be written is, from `userInfo` down (`["meta", "tags", 1]`); empty when it is
    /// the payload itself.
    public let path: [NotificationDecodingError.PathComponent]
    /// What could not be written, and why: the encoding error's own description.
    public let message: String

    /// Creates an error for the notification `name` whose payload of type `payloadType` could not be written at
    /// `path`.
    public init(
        name: Notification.Name,
        payloadType: String,
        path: [NotificationDecodingError.PathComponent] = [],
        message: String
    ) {
        self.name = name
        self.payloadType = payloadType
        self.path = path
        self.message = message
    }

    /// One line: the raw notification name, the payload type, where, why, and what happened to the post.
    public var description: String {
        let prefix = name.rawValue.isEmpty ? "" : "\(oneLine(name.rawValue)): "
        let location = path.isEmpty ? "" : "userInfo" + path.map(\.description).joined() + " is invalid: "
        return "\(prefix)\(oneLine(payloadType)) could not be encoded as userInfo: \(location)\(oneLine(message)); "
            + "nothing was posted"
    }
}

extension NotificationEncodingError {
    /// The error for `error`, thrown while `payload` was written for the notification `name`.
    init(_ error: any Error, payload: Any, name: Notification.Name) {
        let type = _typeName(Swift.type(of: payload))
        guard let encodingError = error as? EncodingError else {
            self.init(name: name, payloadType: type, message: "\(_typeName(Swift.type(of: error))): \(error)")
            return
        }
        switch encodingError {
        case .invalidValue(_, let context):
            self.init(
                name: name, payloadType: type,
                path: context.codingPath.map(NotificationDecodingError.PathComponent.init),
                message: context.debugDescription)
        @unknown default:
            self.init(name: name, payloadType: type, message: "\(encodingError)")
        }
    }
}
