internal import Foundation

/// Fields a spec file has that its format does not: a misspelt field would otherwise be ignored silently (a decoder
/// skips what it does not ask for). Found by decoding, encoding back, and comparing the two documents' keys; a field
/// whose value is `null` is taken as known.
enum UnknownFields {
    /// Each unknown field of `data` as `Value`, by its path; none when `data` does not decode (the decoder says why).
    static func find<Value: Decodable>(in data: Data, as type: Value.Type) -> [String] {
        guard let encodable = type as? any Encodable.Type,
            let decoded = try? JSONDecoder().decode(type, from: data),
            let original = try? JSONSerialization.jsonObject(with: data),
            let reencoded = try? JSONSerialization.jsonObject(with: encode(decoded, as: encodable))
        else { return [] }
        var unknown: [String] = []
        compare(original, reencoded, path: "", into: &unknown)
        return unknown
    }

    private static func encode<Value>(_ value: Value, as _: any Encodable.Type) throws -> Data {
        guard let encodable = value as? any Encodable else { return Data() }
        return try JSONEncoder().encode(encodable)
    }

    private static func compare(_ original: Any, _ known: Any, path: String, into unknown: inout [String]) {
        if let object = original as? [String: Any], let knownObject = known as? [String: Any] {
            for key in object.keys.sorted() {
                let value = object[key] ?? NSNull()
                guard let knownValue = knownObject[key] else {
                    if !(value is NSNull) {
                        unknown.append("\(path.isEmpty ? "" : path + ".")\(key) is not a spec field")
                    }
                    continue
                }
                compare(value, knownValue, path: path.isEmpty ? key : "\(path).\(key)", into: &unknown)
            }
        } else if let array = original as? [Any], let knownArray = known as? [Any] {
            for (index, element) in array.enumerated() where index < knownArray.count {
                compare(element, knownArray[index], path: "\(path)[\(index)]", into: &unknown)
            }
        }
    }
}
