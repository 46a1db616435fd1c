import Foundation

extension FixtureJSON {
    /// Parses one JSON document with Foundation's `JSONSerialization`, keeping each object's members in written order
    /// and rejecting duplicate keys and trailing commas (``FixtureJSONKeys``).
    ///
    /// - Throws: ``FixtureError/Kind/invalidJSON(_:message:)`` with the line and column Foundation reports (it
    ///   counts bytes; the line and column here count characters), or of the duplicate key.
    static func parse(_ data: Data) throws(FixtureError) -> FixtureJSON {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            throw foundationError(error, in: data)
        }
        // Foundation has accepted the text, so it is well-formed JSON in valid UTF-8 and nested at most 512 deep.
        var keys = try FixtureJSONKeys(scanning: data)
        return try convert(root, keys: &keys, data: data)
    }

    private static let booleanType = type(of: NSNumber(value: true))

    /// `value` from `JSONSerialization`, as a ``FixtureJSON``; objects take their key order from `keys`, which lists
    /// the objects in the order their `{` appears, the order this depth-first walk meets them.
    private static func convert(_ value: Any, keys: inout FixtureJSONKeys, data: Data) throws(FixtureError)
        -> FixtureJSON
    {
        // Leaves are told apart by their exact type first: asking a Swift collection `as? NSNumber` would bridge all
        // of it to Foundation objects, and a failed cast of a leaf to a collection is slow too.
        let valueType = type(of: value)
        if valueType == String.self, let text = value as? String { return .string(text) }
        if valueType is NSNumber.Type, let number = value as? NSNumber { return Self.number(number) }
        switch value {
        case let members as [String: Any]:
            let order = keys.next()
            guard order.count == members.count else {
                // More keys written than Foundation kept: one was written twice, and Foundation kept only its last value.
                throw FixtureJSONKeys.duplicate(in: order, data: data)
                    ?? FixtureError(.invalidJSON(nil, message: "an object's keys could not be read in written order"))
            }
            var converted: [FixtureJSONMember] = []
            converted.reserveCapacity(members.count)
            for (key, _) in order {
                guard let member = members[key] else {
                    // Cannot happen after Foundation and the key scan agreed; an error rather than a wrong document.
                    throw FixtureError(
                        .invalidJSON(nil, message: "an object's keys could not be read in written order"))
                }
                converted.append(FixtureJSONMember(key: key, value: try convert(member, keys: &keys, data: data)))
            }
            return .object(converted)
        case let elements as [Any]:
            var converted: [FixtureJSON] = []
            converted.reserveCapacity(elements.count)
            for element in elements {
                converted.append(try convert(element, keys: &keys, data: data))
            }
            return .array(converted)
        case let text as String:
            return .string(text)
        case let number as NSNumber:
            return Self.number(number)
        case is NSNull:
            return .null
        default:
            throw FixtureError(.invalidJSON(nil, message: "JSONSerialization returned a \(type(of: value))"))
        }
    }

    /// The text of a number from `JSONSerialization`: the exact digits of an integer (an `NSDecimalNumber` for
    /// those beyond `Int64`/`UInt64`), the shortest `Double` text otherwise; `true`/`false` stay Booleans.
    private static func number(_ number: NSNumber) -> FixtureJSON {
        if type(of: number) == booleanType { return .bool(number.boolValue) }
        if let decimal = number as? NSDecimalNumber { return .number(decimal.description) }
        switch String(cString: number.objCType) {
        case "d", "f": return .number(String(number.doubleValue))
        case "Q", "L", "I", "S", "C": return .number(String(number.uint64Value))
        default: return .number(String(number.int64Value))
        }
    }

    /// A byte for messages: `'}'`, `' '`, `byte 0xFF`.
    private static func describe(byte: UInt8) -> String {
        if (0x20..<0x7F).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// Foundation's error as a ``FixtureError``: its message without the trailing position, and the position as a
    /// line and column. Foundation writes `Invalid value around character 3.` (a 0-based byte offset), or no
    /// position at all.
    private static func foundationError(_ error: any Error, in data: Data) -> FixtureError {
        let nsError = error as NSError
        var message = (nsError.userInfo[NSDebugDescriptionErrorKey] as? String) ?? nsError.localizedDescription
        if message.hasSuffix(".") { message.removeLast() }
        var offset: Int?
        for marker in [" around character ", " starting from character "] {
            guard let range = message.range(of: marker, options: .backwards),
                let found = Int(message[range.upperBound...])
            else { continue }
            offset = found
            message = String(message[..<range.lowerBound])
        }
        if offset == nil, message.hasPrefix("Unexpected end of file") { offset = data.count }
        if let first = message.first { message = first.lowercased() + message.dropFirst() }
        if let offset, offset < data.count, message == "invalid value" {
            message = "unexpected \(describe(byte: data[data.startIndex + offset])), expected a JSON value"
        }
        return FixtureError(.invalidJSON(offset.map { FixtureError.Position(offset: $0, in: data) }, message: message))
    }
}
