public import Foundation

/// The error every decoding path throws: it names the notification and says exactly what was wrong with it.
///
/// Whatever a converter throws, ``NotificationDescriptor/decode(_:)`` and every failure sink receive this type, so a
/// test can compare it with `==` and a log line can show ``description``:
///
/// ```
/// NSFileHandleReadCompletionNotification: userInfo["NSFileHandleNotificationDataItem"] is String "abc", expected Data
/// LegacyUploadFinished: userInfo["LegacyUploadMetadataKey"]["retries"] is Double 1.5, expected Int; 1.5 is not exactly an Int
/// ```
///
/// Besides the ``reason``, an error found at a value says where that value is (``path``, down into nested
/// dictionaries and arrays), shows a short preview of it (``valuePreview``) and, when one of the reading rules decided
/// against it, which rule (``explanation``).
public struct NotificationDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong with the notification.
    public enum Reason: Sendable, Equatable {
        /// The notification has no `userInfo` at all, but the payload needs one.
        case missingUserInfo
        /// A required key is absent (the raw key is given; for a nested dictionary, its own key, and ``path`` says
        /// where that dictionary is).
        case missingKey(String)
        /// A value has a type that does not read as the expected type. `key` is the innermost dictionary key on the
        /// value's ``path``: the `userInfo` key for a value of `userInfo` itself. `actual` is a public type name on
        /// every platform: an `NSString` (or Apple's private `__NSCFString`) is `String`, an `NSArray` `Array`, an
        /// `NSNumber` `NSNumber`, an `NSValue` says what it holds (`NSValue(CGRect)`).
        case typeMismatch(key: String, expected: String, actual: String)
        /// The notification has no `object`, but the payload needs one.
        case missingObject
        /// The notification's `object` is not of the expected type.
        case objectTypeMismatch(expected: String, actual: String)
        /// A value has the right type but is not acceptable, or a converter threw an error of its own.
        case invalidValue(key: String?, message: String)
    }

    /// The name of the notification that failed to decode; empty when a `userInfo` dictionary was decoded on its own
    /// (``UserInfoDecoder/decode(_:from:)-(_,[AnyHashable:Any]?)``), and then ``description`` starts at the path.
    public var name: Notification.Name
    /// What was wrong with it.
    public var reason: Reason
    /// A short, one-line preview of the offending value (at most 40 characters), such as `"forty-two"` or `2`; `nil`
    /// when the type says everything or the error is not about a value.
    public var valuePreview: String?
    /// Which reading rule rejected the value, when one did, such as `1.5 is not exactly an Int`; for a missing key,
    /// the present keys that differ from it only in case, a prefix or a suffix, such as `did you mean "FileName"?`.
    public var explanation: String?
    /// The path below the reason's key when the value is nested; empty when ``path`` is just that key.
    private var nestedPath: [PathComponent]

    /// Creates an error for the notification `name`.
    public init(name: Notification.Name, reason: Reason) {
        self.init(name: name, reason: reason, path: [])
    }

    /// Creates an error for the notification `name` about the value at `path` (from `userInfo` down), with a preview
    /// of the value and the rule that rejected it.
    ///
    /// A `path` that is just the reason's key is the same as no path: both errors compare equal.
    public init(
        name: Notification.Name,
        reason: Reason,
        path: [PathComponent],
        valuePreview: String? = nil,
        explanation: String? = nil
    ) {
        self.name = name
        self.reason = reason
        self.valuePreview = valuePreview
        self.explanation = explanation
        self.nestedPath = Self.nested(path, reason: reason)
    }

    /// Where the offending value is, from `userInfo` down: `["LegacyUploadChunksKey", 1]` for
    /// `userInfo["LegacyUploadChunksKey"][1]`; just the reason's key for a value of `userInfo` itself; empty when the
    /// error is not about a `userInfo` value.
    public var path: [PathComponent] {
        get {
            if !nestedPath.isEmpty { return nestedPath }
            return reason.key.map { [.key($0)] } ?? []
        }
        set { nestedPath = Self.nested(newValue, reason: reason) }
    }

    /// Errors are equal when they name the same notification, reason and ``path``. The ``valuePreview`` and the
    /// ``explanation`` describe the value for people and do not take part, so an error built with
    /// ``init(name:reason:)`` in a test equals the one decoding throws.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.reason == rhs.reason && lhs.nestedPath == rhs.nestedPath
    }

    private static func nested(_ path: [PathComponent], reason: Reason) -> [PathComponent] {
        if let key = reason.key, path == [.key(key)] { return [] }
        return path
    }

    /// One line naming the raw notification name, where the value is, and for a mismatch the actual type with a
    /// preview of the value, the expected type, and the rule that decided.
    public var description: String {
        let prefix = name.rawValue.isEmpty ? "" : "\(oneLine(name.rawValue)): "
        let location = path.isEmpty ? nil : "userInfo" + path.map(\.description).joined()
        let preview = valuePreview.map { " " + oneLine($0) } ?? ""
        let rule = explanation.map { "; " + oneLine($0) } ?? ""
        switch reason {
        case .missingUserInfo:
            return "\(prefix)userInfo is nil, expected a dictionary"
        case .missingKey(let key):
            return "\(prefix)\(location ?? "userInfo[\(PathComponent.quoted(key))]") is missing\(rule)"
        case .typeMismatch(let key, let expected, let actual):
            let place = location ?? "userInfo[\(PathComponent.quoted(key))]"
            return "\(prefix)\(place) is \(actual)\(preview), expected \(expected)\(rule)"
        case .missingObject:
            return "\(prefix)object is nil, expected an object"
        case .objectTypeMismatch(let expected, let actual):
            return "\(prefix)object is \(actual)\(preview), expected \(expected)\(rule)"
        case .invalidValue(_, let message):
            guard let location else { return "\(prefix)\(oneLine(message))\(rule)" }
            return "\(prefix)\(location) is invalid: \(oneLine(message))\(rule)"
        }
    }
}

extension NotificationDecodingError.Reason {
    /// The key the reason names, if any.
    var key: String? {
        switch self {
        case .missingKey(let key), .typeMismatch(let key, _, _): key
        case .invalidValue(let key, _): key
        case .missingUserInfo, .missingObject, .objectTypeMismatch: nil
        }
    }
}

/// Keeps `description` on one line whatever a converter's message contains.
func oneLine(_ text: String) -> String {
    guard text.contains(where: \.isNewline) else { return text }
    return text.split(whereSeparator: \.isNewline).joined(separator: " ")
}
