import Foundation

/// What error messages say about a value that did not read: its type, a short preview, and the rule that decided.
///
/// Only ever called once a read has failed, so none of this costs anything on the way to a value that reads.
enum _UserInfoMismatch {
    /// The longest preview, in characters, before it is cut with `…`.
    static let previewLimit = 40

    /// The type mismatch error for `raw` at `path`, read as `expected`.
    static func error(
        _ raw: Any,
        expected: Any.Type,
        expectedName: String? = nil,
        key: String,
        path: [NotificationDecodingError.PathComponent],
        name: Notification.Name
    ) -> NotificationDecodingError {
        NotificationDecodingError(
            name: name,
            reason: .typeMismatch(
                key: key, expected: expectedName ?? _typeName(expected), actual: _describeType(of: raw)),
            path: path,
            valuePreview: preview(raw),
            explanation: explanation(raw, expected: expected)
        )
    }

    /// A one-line preview of `value` of at most ``previewLimit`` characters: strings in quotes, numbers, sizes of
    /// collections and data, geometry; `nil` when the type says everything (objects, `NSNull`, unknown types).
    static func preview(_ value: Any, quoted: Bool = true) -> String? {
        let type = type(of: value)
        let text: String
        // Collections first, by their type and count alone: any cast of one could convert (or, for a cyclic one,
        // endlessly walk) everything below it.
        if let (count, isDictionary) = _UserInfoShape.count(of: value) {
            let noun = isDictionary ? (count == 1 ? "entry" : "entries") : (count == 1 ? "element" : "elements")
            return "\(count) \(noun)"
        }
        if type is NSNumber.Type, let number = value as? NSNumber {
            text = _numberText(number)
        } else if type == Decimal.self, let decimal = value as? Decimal {
            text = decimal.description
        } else if type == String.self || type is NSString.Type, let string = value as? String {
            // Cut first, then escape: a string of millions of characters costs no more than a short one. One character
            // past the limit is kept, so the cut still shows.
            let head = string.prefix(previewLimit + 1)
            let escaped = head.unicodeScalars.map { $0.escaped(asASCII: false) }.joined()
            guard quoted else { return bounded(escaped) }
            return "\"" + bounded(escaped, reserving: 2) + "\""
        } else if type == Bool.self || value is any BinaryInteger || value is any BinaryFloatingPoint {
            text = "\(value)"
        } else if let data = value as? Data {
            text = data.count == 1 ? "1 byte" : "\(data.count) bytes"
        } else if let date = value as? Date {
            // Foundation's description traps on dates far outside the calendar (the fuzz tests found one).
            let seconds = date.timeIntervalSince1970
            text = seconds.magnitude < 1e11 ? "\(date)" : "\(seconds) seconds since 1970"
        } else if let url = value as? URL {
            text = url.absoluteString
        } else if let uuid = value as? UUID {
            text = uuid.uuidString
        } else if type is NSValue.Type, let boxed = value as? NSValue {
            text = boxedGeometry(boxed) ?? ""
        } else if let geometry = geometryText(value) {
            text = geometry
        } else {
            return nil
        }
        return text.isEmpty ? nil : bounded(text)
    }

    /// The rule that rejected `raw` as `expected`, for the numeric rules and strings that look like numbers.
    static func explanation(_ raw: Any, expected: Any.Type) -> String? {
        guard let numeric = NumericKind(expected), !_UserInfoShape.isCollection(raw) else { return nil }
        let rawType = type(of: raw)
        if rawType == String.self || rawType is NSString.Type {
            return numeric == .bool
                ? "a String is never read as a Bool" : "a String is never parsed as a number"
        }
        if rawType == CGFloat.self {
            return "a CGFloat does not bridge to NSNumber on Linux, so it reads only as CGFloat"
        }
        // Strings, data and other objects never bridge to NSNumber; Swift numbers and Bool do.
        guard let number = raw as? NSNumber, !(rawType is NSValue.Type) || rawType is NSNumber.Type else {
            return nil
        }
        let text = _numberText(number)
        let name = _typeName(expected)
        switch numeric {
        case .bool:
            return "\(text) is not 0 or 1, so it is not a Bool"
        case .integer:
            let double = number.doubleValue
            if let decimal = _decimal(raw) ?? _decimal(number), !decimal.isNaN {
                // Judged by its digits: its `doubleValue` may round a fraction away.
                if !text.contains(".") { return "\(text) is outside the range of \(name)" }
            } else if double.isFinite, double == double.rounded() {
                return "\(text) is outside the range of \(name)"
            }
            return "\(text) is not exactly \(article(name)) \(name)"
        case .floatingPoint:
            return "\(text) is not exactly \(article(name)) \(name)"
        }
    }

    /// Numeric types, by the kind of rule that reads them.
    enum NumericKind {
        case bool, integer, floatingPoint

        init?(_ type: Any.Type) {
            if type == Bool.self {
                self = .bool
            } else if type is any BinaryInteger.Type {
                self = .integer
            } else if type is any BinaryFloatingPoint.Type {
                self = .floatingPoint
            } else {
                return nil
            }
        }
    }

    /// "a" or "an" before a type name: `an Int`, `a UInt8`.
    static func article(_ name: String) -> String {
        name.hasPrefix("I") ? "an" : "a"
    }

    /// An `NSValue`'s geometry as text, when it holds one of the kinds the reading rules know.
    private static func boxedGeometry(_ boxed: NSValue) -> String? {
        if _NSValueKind.value(boxed, holding: .rect) != nil { return geometryText(_GeometryBox.rect(boxed)) }
        if _NSValueKind.value(boxed, holding: .point) != nil { return geometryText(_GeometryBox.point(boxed)) }
        if _NSValueKind.value(boxed, holding: .size) != nil { return geometryText(_GeometryBox.size(boxed)) }
        if _NSValueKind.value(boxed, holding: .range) != nil { return geometryText(boxed.rangeValue) }
        return nil
    }

    /// Geometry in Foundation's short notation: `{{0.0, 0.0}, {10.0, 20.0}}`, `{1.0, 2.0}`, `{location, length}`.
    static func geometryText(_ value: Any) -> String? {
        switch value {
        case let rect as CGRect:
            "{{\(rect.origin.x), \(rect.origin.y)}, {\(rect.size.width), \(rect.size.height)}}"
        case let point as CGPoint: "{\(point.x), \(point.y)}"
        case let size as CGSize: "{\(size.width), \(size.height)}"
        case let range as NSRange: "{\(range.location), \(range.length)}"
        default: nil
        }
    }

    /// `text` on one line, cut to the preview limit (less `reserving`) with `…`.
    static func bounded(_ text: String, reserving: Int = 0) -> String {
        let line = oneLine(text)
        let limit = previewLimit - reserving
        guard line.count > limit else { return line }
        return String(line.prefix(limit - 1)) + "…"
    }
}

/// An `NSNumber` as people write it: `2`, `1.5`, `true` for a boolean one.
func _numberText(_ number: NSNumber) -> String {
    // Foundation's boolean numbers are their own class (`__NSCFBoolean`) on every platform.
    if String(describing: type(of: number)).hasSuffix("Boolean") {
        return number.boolValue ? "true" : "false"
    }
    // A decimal number's every digit (its `doubleValue` would round them away).
    if let decimal = number as? NSDecimalNumber { return decimal.decimalValue.description }
    let objCType = String(cString: number.objCType)
    if objCType == "f" || objCType == "d" { return "\(number.doubleValue)" }
    return number.stringValue
}
