import Foundation

// Errors inside the coder are Foundation's `DecodingError`, with their `codingPath`, so a custom `init(from:)` can
// catch them as it would with `JSONDecoder`. What the reading rules know about a mismatch (the actual type, a preview,
// the rule) travels as the context's `underlyingError`; ``_UserInfoDecoderImpl/notificationError(_:userInfoIsNil:)``
// turns the error into a ``NotificationDecodingError`` once, where a notification (or a `userInfo`) is decoded.

/// What the reading rules say about a value that did not read: the context's `underlyingError` of a `typeMismatch`
/// or `valueNotFound` the coder throws.
struct _UserInfoMismatchDetail: Error {
    /// The expected type as errors name it (`Mode`, `Int`, `Node ([String: Any])`).
    let expected: String
    /// The value's type as errors name it (`String`, `NSNumber`, `NSValue(CGPoint)`).
    let actual: String
    /// A short preview of the value.
    let preview: String?
    /// The rule that decided, such as `1.5 is not exactly an Int`.
    let explanation: String?

    /// One sentence, for the `debugDescription`.
    var sentence: String {
        let shown = preview.map { " " + $0 } ?? ""
        let rule = explanation.map { "; " + $0 } ?? ""
        return "Expected to decode \(expected) but found \(actual)\(shown) instead\(rule)."
    }
}

/// The present keys a missing key was probably meant as (`did you mean "FileName"?`): the context's `underlyingError`
/// of a `keyNotFound` the coder throws.
struct _UserInfoMissingKeyHint: Error {
    let text: String
}

extension _UserInfoDecoderImpl {
    /// A type mismatch of `raw` at `codingPath`.
    @inline(never)
    static func mismatch(
        _ raw: Any,
        expected: Any.Type,
        expectedName: String? = nil,
        at codingPath: [any CodingKey]
    ) -> DecodingError {
        let detail = _UserInfoMismatchDetail(
            expected: expectedName ?? _typeName(expected), actual: _describeType(of: raw),
            preview: _UserInfoMismatch.preview(raw), explanation: _UserInfoMismatch.explanation(raw, expected: expected)
        )
        return .typeMismatch(
            expected,
            DecodingError.Context(codingPath: codingPath, debugDescription: detail.sentence, underlyingError: detail))
    }

    /// `NSNull` (or `Optional.none`) where a value of `expected` is required.
    @inline(never)
    static func notFound(
        _ raw: Any,
        expected: Any.Type,
        expectedName: String? = nil,
        at codingPath: [any CodingKey]
    ) -> DecodingError {
        let detail = _UserInfoMismatchDetail(
            expected: expectedName ?? _typeName(expected), actual: _describeType(of: raw), preview: nil,
            explanation: nil)
        return .valueNotFound(
            expected,
            DecodingError.Context(codingPath: codingPath, debugDescription: detail.sentence, underlyingError: detail))
    }

    /// A value that is there but not acceptable, said by `message`.
    @inline(never)
    static func invalid(_ message: String, at codingPath: [any CodingKey]) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: message))
    }

    /// A required key that is absent from `dictionary`, at `codingPath`: the present keys that differ from it only in
    /// case, a prefix or a suffix ride along as the context's `underlyingError` (a ``_UserInfoMissingKeyHint``).
    @inline(never)
    static func missing(
        _ key: any CodingKey,
        at codingPath: [any CodingKey],
        in dictionary: _UserInfoDictionary
    ) -> DecodingError {
        let hint = dictionary.missingKeyHint(key.stringValue)
        return .keyNotFound(
            key,
            DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "No value associated with key \(key.stringValue)" + (hint.map { " (\($0))" } ?? ""),
                underlyingError: hint.map(_UserInfoMissingKeyHint.init)))
    }

    /// Any error out of decoding a payload as a ``NotificationDecodingError`` (with an empty name): the coder's
    /// `DecodingError`s with their path, preview and rule; a `userInfo` that is `nil` where a key was required as
    /// ``NotificationDecodingError/Reason/missingUserInfo``; any other error as
    /// ``NotificationDecodingError/Reason/invalidValue(key:message:)``.
    static func notificationError(_ error: any Error, userInfoIsNil: Bool) -> NotificationDecodingError {
        let noName = Notification.Name("")
        if let error = error as? NotificationDecodingError { return error }
        guard let decodingError = error as? DecodingError else {
            return NotificationDecodingError(
                name: noName,
                reason: .invalidValue(key: nil, message: "\(_typeName(type(of: error))): \(error)"))
        }
        switch decodingError {
        case .keyNotFound(let key, let context):
            if userInfoIsNil, context.codingPath.isEmpty {
                return NotificationDecodingError(name: noName, reason: .missingUserInfo)
            }
            let path = NotificationDecodingError.PathComponent.components(context.codingPath + [key])
            return NotificationDecodingError(
                name: noName, reason: .missingKey(key.stringValue), path: path,
                explanation: (context.underlyingError as? _UserInfoMissingKeyHint)?.text)
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            if userInfoIsNil, context.codingPath.isEmpty {
                return NotificationDecodingError(name: noName, reason: .missingUserInfo)
            }
            let path = NotificationDecodingError.PathComponent.components(context.codingPath)
            guard let detail = context.underlyingError as? _UserInfoMismatchDetail else {
                return NotificationDecodingError(
                    name: noName, reason: .invalidValue(key: _innermostKey(path), message: context.debugDescription),
                    path: path)
            }
            return NotificationDecodingError(
                name: noName,
                reason: .typeMismatch(key: _innermostKey(path) ?? "", expected: detail.expected, actual: detail.actual),
                path: path, valuePreview: detail.preview, explanation: detail.explanation)
        case .dataCorrupted(let context):
            if userInfoIsNil, context.codingPath.isEmpty {
                return NotificationDecodingError(name: noName, reason: .missingUserInfo)
            }
            let path = NotificationDecodingError.PathComponent.components(context.codingPath)
            return NotificationDecodingError(
                name: noName, reason: .invalidValue(key: _innermostKey(path), message: context.debugDescription),
                path: path)
        @unknown default:
            return NotificationDecodingError(name: noName, reason: .invalidValue(key: nil, message: "\(decodingError)"))
        }
    }
}
