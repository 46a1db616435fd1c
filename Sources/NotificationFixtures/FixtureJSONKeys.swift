import Foundation

/// The keys of every object in a JSON text, in written order, with duplicate keys and trailing commas rejected: what
/// Foundation's `JSONSerialization` does not give. It returns objects as dictionaries, so their written order is lost;
/// of a key written twice it silently keeps the last value (`{"k": {"Int": 1}, "k": {"String": "x"}}` loads as
/// `{"k": {"String": "x"}}`); and it accepts `{"a": 1,}` and `[1,]`, which RFC 8259 and most other JSON readers do
/// not. The fixture format rejects both as errors instead.
///
/// This is not a parser: it runs only on text `JSONSerialization` has accepted, so it only follows the structure
/// (`{`, `}`, `[`, `]`, `,`, `:` outside strings) to find which strings are keys. A key without escapes is its UTF-8
/// bytes; a key with escapes is decoded by `JSONSerialization` too. One pass: linear. A key written twice shows as an
/// object with more keys written than Foundation's dictionary holds (``duplicate(in:)`` finds which).
struct FixtureJSONKeys {
    /// The keys of each object, in the order the objects' `{` appear, with the offset of each key's opening quote.
    private var objects: [[(key: String, offset: Int)]] = []
    private var nextObject = 0

    init(scanning data: Data) throws(FixtureError) {
        let bytes = [UInt8](data)
        // The open containers: an object (its index in `objects`, and whether a key comes next) or an array (`nil`).
        var open: [(object: Int, expectsKey: Bool)?] = []
        var previous: UInt8 = 0  // the last byte outside strings that is not whitespace (`"` for a string)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]"), previous == UInt8(ascii: ",") {
                throw FixtureError(
                    .invalidJSON(
                        FixtureError.Position(offset: index, in: data),
                        message: "unexpected '\(Character(Unicode.Scalar(byte)))' after a comma (no trailing commas)"
                    )
                )
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
                index += 1
                continue
            case UInt8(ascii: "{"):
                open.append((objects.count, true))
                objects.append([])
            case UInt8(ascii: "["):
                open.append(nil)
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = open.popLast()
            case UInt8(ascii: ","):
                if let top = open.last, let object = top { open[open.count - 1] = (object.object, true) }
            case UInt8(ascii: ":"):
                if let top = open.last, let object = top { open[open.count - 1] = (object.object, false) }
            case UInt8(ascii: "\""):
                let start = index
                var escaped = false
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") {
                        escaped = true
                        index += 1
                    }
                    index += 1
                }
                guard let top = open.last, let object = top, object.expectsKey else { break }
                let key = try Self.key(
                    bytes[start...min(index, bytes.count - 1)], escaped: escaped, at: start, in: data)
                objects[object.object].append((key, start))
            default:
                break
            }
            previous = byte
            index += 1
        }
    }

    /// The keys of the next object, in the order the objects' `{` appear, with the offset of each key's opening quote.
    mutating func next() -> [(key: String, offset: Int)] {
        guard nextObject < objects.count else { return [] }
        defer { nextObject += 1 }
        return objects[nextObject]
    }

    /// The error for the first key of `keys` that repeats an earlier one (Swift `String` equality, as in Foundation's
    /// dictionaries); `nil` when every key is distinct.
    static func duplicate(in keys: [(key: String, offset: Int)], data: Data) -> FixtureError? {
        var seen: Set<String> = []
        for (key, offset) in keys where !seen.insert(key).inserted {
            return FixtureError(
                .invalidJSON(
                    FixtureError.Position(offset: offset, in: data), message: "duplicate key \(FixtureJSON.quoted(key))"
                )
            )
        }
        return nil
    }

    /// The key written at `quoted` (its quotes included).
    private static func key(
        _ quoted: ArraySlice<UInt8>,
        escaped: Bool,
        at offset: Int,
        in data: Data
    ) throws(FixtureError) -> String {
        guard quoted.count >= 2 else {
            throw FixtureError(.invalidJSON(FixtureError.Position(offset: offset, in: data), message: "unreadable key"))
        }
        if !escaped {
            return String(decoding: quoted.dropFirst().dropLast(), as: UTF8.self)
        }
        guard
            let key = try? JSONSerialization.jsonObject(with: Data(quoted), options: [.fragmentsAllowed]) as? String
        else {
            throw FixtureError(.invalidJSON(FixtureError.Position(offset: offset, in: data), message: "unreadable key"))
        }
        return key
    }
}
