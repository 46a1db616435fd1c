import Foundation
import NotificationDescriptors

/// A Foundation value as a fixture writes it: a JSON object with one key, the tag, that says exactly which type
/// the value has, so values that read differently on Linux stay apart (`{"Int": 1}` vs `{"NSNumber": {"Int": 1}}`,
/// `{"CGRect": ...}` vs `{"NSValue": {"CGRect": ...}}`, `{"String": "k"}` vs `{"NSString": "k"}`).
///
/// Parse with ``init(parsing:)``, make the Foundation value with ``foundationValue(objects:)``, and go the other way
/// with ``init(rendering:)`` and ``jsonText``. The format is documented in `Catalog/FORMAT.md`.
package indirect enum FixtureValue: Sendable, Equatable, CustomStringConvertible {
    /// A Swift number stored as itself: `{"Int": 42}`, `{"Double": 1.5}`, `{"Bool": true}`.
    case number(FixtureNumber)
    /// An `NSNumber`: `{"NSNumber": {"Int": 42}}`.
    case nsNumber(FixtureNumber)
    /// A Swift `String`: `{"String": "x"}`.
    case string(String)
    /// An `NSString`: `{"NSString": "x"}` (as a `userInfo` key it differs from the `String` on Linux).
    case nsString(String)
    /// `Data`: `{"Data": "<base64>"}`, strict (RFC 4648, padded, canonical).
    case data(Data)
    /// `Date`: `{"Date": <seconds since 1970>}`.
    case date(Date)
    /// `URL`: `{"URL": "https://example.com"}`.
    case url(URL)
    /// `NSNull()`: `{"NSNull": null}`.
    case null
    /// A plain geometry value: `{"CGRect": [x, y, width, height]}`, ...
    case geometry(FixtureGeometry)
    /// An `NSValue` holding geometry: `{"NSValue": {"CGRect": [x, y, width, height]}}`, ...
    case nsValue(FixtureGeometry)
    /// `[Any]`: `{"Array": [<value>, ...]}`.
    case array([FixtureValue])
    /// `[String: Any]`: `{"Dictionary": {"key": <value>, ...}}`. Its keys are distinct as Swift `String`s: `"é"` and
    /// `"e\u{301}"` are one key of a Swift dictionary, so a fixture writing both is an error (an `NSDictionary` keeps
    /// both).
    case dictionary([String: FixtureValue])
    /// An object made fresh on loading: `{"FileHandle": "pipe"}`, ...
    case object(FixtureObject)
    /// An `NSArray`: `{"NSArray": [<value>, ...]}`.
    case nsArray([FixtureValue])
    /// An `NSDictionary` with `String` keys: `{"NSDictionary": {"key": <value>, ...}}`. Its keys are distinct as
    /// `NSString`s on Apple platforms, by their UTF-16: `"é"` and `"e\u{301}"` are two keys (``FixtureMembers``).
    case nsDictionary(FixtureMembers)
    /// A Swift `Set`: `{"Set": [<value>, ...]}`; equal whatever the order of the elements.
    case set(FixtureElements)
    /// An `NSSet`: `{"NSSet": [<value>, ...]}`; equal whatever the order of the elements.
    case nsSet(FixtureElements)
    /// An `NSOrderedSet`: `{"NSOrderedSet": [<value>, ...]}`, in order.
    case nsOrderedSet([FixtureValue])
    /// A Swift `Decimal`: `{"Decimal": "12.50"}`.
    case decimal(Decimal)
    /// An `NSDecimalNumber`: `{"NSDecimalNumber": "12.50"}`.
    case nsDecimalNumber(Decimal)
    /// A Swift `UUID`: `{"UUID": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}`.
    case uuid(UUID)
    /// An `NSUUID`: `{"NSUUID": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"}`.
    case nsUUID(UUID)
    /// An `NSData`: `{"NSData": "<base64>"}`, as strict as `Data`'s.
    case nsData(Data)
    /// An `NSDate`: `{"NSDate": <seconds since 1970>}`.
    case nsDate(Date)
    /// An `NSURL`: `{"NSURL": "https://example.com"}`.
    case nsURL(URL)
    /// An `NSError`: `{"NSError": {"domain": "...", "code": 1, "userInfo": {"key": <value>, ...}}}`.
    case nsError(FixtureNSError)

    /// Every tag the format knows, from the table of kinds (``FixtureKind``).
    package static var tags: [String] { FixtureKind.tags }

    /// Parses one tagged value from JSON text.
    package init(parsing json: Data) throws(FixtureError) {
        try self.init(json: try FixtureJSON.parse(json), at: .root)
    }

    /// The value as compact JSON text: `{"NSValue": {"CGRect": [0, 0, 320, 216]}}`.
    package var jsonText: String { json.compactText }

    /// The value as compact JSON text (``jsonText``), so test failures show it readably.
    package var description: String { jsonText }

    /// `text` as a JSON string literal, quoted and escaped, for messages.
    package static func quoted(_ text: String) -> String { FixtureJSON.quoted(text) }

    // MARK: - JSON -> FixtureValue

    init(json: FixtureJSON, at path: FixturePath) throws(FixtureError) {
        guard case .object(let members) = json else {
            throw FixtureError(at: path, "expected a tagged value such as {\"Int\": 1}, found \(json.kindDescription)")
        }
        guard members.count == 1, let member = members.first else {
            throw FixtureError(
                at: path,
                "expected a tagged value (an object with exactly one key, such as {\"Int\": 1}), found \(json.kindDescription)"
            )
        }
        let tag = member.key
        guard let kind = FixtureKind(tag: tag) else {
            throw FixtureError(
                at: path,
                "unknown tag \(FixtureJSON.quoted(tag)); the tags are \(Self.tags.joined(separator: ", "))"
            )
        }
        self = try kind.read(tag, member.value, at: path.appending(tag))
    }

    static func string(_ json: FixtureJSON, at path: FixturePath) throws(FixtureError) -> String {
        guard case .string(let text) = json else {
            throw FixtureError(at: path, "expected a string, found \(json.kindDescription)")
        }
        return text
    }

    /// Strict base64 (``FixtureBase64``).
    static func data(_ json: FixtureJSON, at path: FixturePath) throws(FixtureError) -> Data {
        let text = try string(json, at: path)
        switch FixtureBase64.decode(text) {
        case .success(let bytes): return bytes
        case .failure(let problem):
            throw FixtureError(at: path, "expected base64, found \(json.kindDescription): \(problem.reason)")
        }
    }

    /// Seconds since 1970, read exactly (``FixtureExactDecimal/date(secondsSince1970:)``).
    static func date(_ json: FixtureJSON, at path: FixturePath) throws(FixtureError) -> Date {
        guard case .number(let literal) = json, let date = FixtureExactDecimal.date(secondsSince1970: literal) else {
            throw FixtureError(at: path, "expected seconds since 1970, found \(json.kindDescription)")
        }
        return date
    }

    static func url(_ json: FixtureJSON, at path: FixturePath) throws(FixtureError) -> URL {
        let text = try string(json, at: path)
        guard let url = URL(string: text) else {
            throw FixtureError(at: path, "\(FixtureJSON.quoted(text)) is not a URL")
        }
        return url
    }

    // MARK: - FixtureValue -> JSON

    /// The tagged JSON of this value.
    var json: FixtureJSON { .object([FixtureJSONMember(key: tag, value: content)]) }

    /// The JSON after the tag.
    private var content: FixtureJSON {
        func object(_ values: [String: FixtureValue]) -> FixtureJSON {
            .object(
                values.sorted { FixtureExactKey.ordered($0.key, $1.key) }.map {
                    FixtureJSONMember(key: $0.key, value: $0.value.json)
                })
        }
        switch self {
        case .number(let number): return number.json
        case .nsNumber(let number): return FixtureValue.number(number).json
        case .string(let text), .nsString(let text): return .string(text)
        case .data(let data), .nsData(let data): return .string(data.base64EncodedString())
        case .date(let date), .nsDate(let date): return .number(FixtureExactDecimal.secondsSince1970(of: date))
        case .url(let url), .nsURL(let url): return .string(url.absoluteString)
        case .null: return .null
        case .geometry(let geometry): return geometry.json
        case .nsValue(let geometry): return FixtureValue.geometry(geometry).json
        case .array(let values), .nsArray(let values), .nsOrderedSet(let values): return .array(values.map(\.json))
        case .set(let elements), .nsSet(let elements): return .array(elements.values.map(\.json))
        case .dictionary(let values): return object(values)
        case .nsDictionary(let values):
            return .object(values.sorted.map { FixtureJSONMember(key: $0.key, value: $0.value.json) })
        case .object(let object): return object.json
        case .decimal(let decimal), .nsDecimalNumber(let decimal): return .string(Self.text(of: decimal))
        case .uuid(let uuid), .nsUUID(let uuid): return .string(uuid.uuidString)
        case .nsError(let error):
            return .object([
                FixtureJSONMember(key: "domain", value: .string(error.domain)),
                FixtureJSONMember(key: "code", value: .number(String(error.code))),
                FixtureJSONMember(key: "userInfo", value: object(error.userInfo)),
            ])
        }
    }

    // MARK: - FixtureValue -> Foundation

    /// The Foundation value this fixture value stands for, with objects made by `objects`.
    package func foundationValue(objects: FixtureObjectMaker = .foundation) throws(FixtureError) -> Any {
        try foundationValue(objects: objects, at: .root)
    }

    func foundationValue(objects: FixtureObjectMaker, at path: FixturePath) throws(FixtureError) -> Any {
        switch self {
        case .number(let number):
            return number.swiftValue
        case .nsNumber(let number):
            guard let boxed = number.nsNumber else {
                throw FixtureError(at: path.appending("NSNumber"), "an NSNumber cannot hold a \(number.tag)")
            }
            try number.checkHeld(by: boxed, at: path.appending("NSNumber").appending(number.tag))
            return boxed
        case .string(let text):
            return text
        case .nsString(let text):
            return NSString(string: text)
        case .data(let data):
            return data
        case .date(let date):
            return date
        case .url(let url):
            return url
        case .null:
            return NSNull()
        case .geometry(let geometry):
            return geometry.swiftValue
        case .nsValue(let geometry):
            return geometry.nsValue
        case .array(let values):
            var elements: [Any] = []
            let inner = path.appending("Array")
            for (index, value) in values.enumerated() {
                elements.append(try value.foundationValue(objects: objects, at: inner.appending(index: index)))
            }
            return elements
        case .dictionary(let values):
            var dictionary: [String: Any] = [:]
            let inner = path.appending("Dictionary")
            for (key, value) in values {
                dictionary[key] = try value.foundationValue(objects: objects, at: inner.appending(key))
            }
            return dictionary
        case .object(let object):
            return try objects.object(for: object, at: path.appending(object.tag))
        case .nsArray, .nsDictionary, .set, .nsSet, .nsOrderedSet, .decimal, .nsDecimalNumber, .uuid, .nsUUID, .nsData,
            .nsDate, .nsURL, .nsError:
            return try foundationKindValue(objects: objects, at: path)
        }
    }

    // MARK: - Foundation -> FixtureValue

    /// The fixture value for a Foundation value, judged by its exact dynamic type (a Swift `Int` and an `NSNumber`
    /// render differently). Objects render as placeholders of their class (``FixtureObject/init(rendering:)``).
    ///
    /// An `NSNumber`'s width is not kept by Foundation on Linux: small integers render as `{"NSNumber": {"Int": n}}`,
    /// booleans as `Bool`, doubles and floats as themselves. `NSData`, `NSDate` and `NSURL` render as themselves
    /// (`{"NSData": ...}`), apart from `Data`, `Date` and `URL`.
    ///
    /// - Throws: ``FixtureError`` naming the path of a value the format cannot write (a closure, an `NSValue`
    ///   holding an unknown kind, a dictionary with non-`String` keys, `nil`).
    package init(rendering value: Any) throws(FixtureError) {
        var context = FixtureRenderContext()
        try self.init(rendering: value, at: .root, levels: Self.maximumRenderedNesting, context: &context)
    }

    /// The most values one capture writes: a fixture text holds at most ``InputFile/maximumSize`` bytes, and every
    /// value takes more than 8 of them (`{"Int":1}`), so more could not load. It stops a value graph whose tree is
    /// far larger than its memory (an array holding the same array twice, 40 times over) in bounded time.
    package static let maximumRenderedValues = InputFile.maximumSize / 8

    /// Renders `value` as ``init(rendering:)`` does, stopping after `maximumValues` values (for tests).
    package init(rendering value: Any, maximumValues: Int) throws(FixtureError) {
        var context = FixtureRenderContext(maximumValues: maximumValues)
        try self.init(rendering: value, at: .root, levels: Self.maximumRenderedNesting, context: &context)
    }

    /// How many JSON levels a rendered value may nest, counting its own tagged object as one: Foundation's
    /// `JSONSerialization` reads at most 512 levels, and a value in a fixture file sits under six more (the file,
    /// `"fixtures"`, the case, `"payload"`, the `userInfo` pair array and the pair), so whatever
    /// ``init(rendering:)`` accepts loads both as a lone payload and inside a fixture file.
    package static let maximumRenderedNesting = 512 - 6

    init(rendering value: Any, at path: FixturePath, context: inout FixtureRenderContext) throws(FixtureError) {
        try self.init(rendering: value, at: path, levels: Self.maximumRenderedNesting, context: &context)
    }

    /// Renders `value`, whose JSON may nest at most `levels` deep; checking before each step down keeps a
    /// pathologically deep `userInfo` from overflowing the stack, and `context` refuses a cycle.
    init(
        rendering value: Any,
        at path: FixturePath,
        levels: Int,
        context: inout FixtureRenderContext
    ) throws(FixtureError) {
        guard levels >= 1 else { throw Self.tooDeep(at: path) }
        try context.count(at: path)
        try self.init(renderingOneLevel: value, at: path, levels: levels, context: &context)
        switch self {
        case .array(let values) where values.isEmpty:
            if levels < 2 { throw Self.tooDeep(at: path) }
        case .dictionary(let values) where values.isEmpty:
            if levels < 2 { throw Self.tooDeep(at: path) }
        case .array, .dictionary:
            break  // The elements were checked with two levels fewer.
        case .nsArray(let values), .nsOrderedSet(let values):
            // The elements were checked with two levels fewer.
            if values.isEmpty, levels < 2 { throw Self.tooDeep(at: path) }
        case .set(let elements), .nsSet(let elements):
            if elements.values.isEmpty, levels < 2 { throw Self.tooDeep(at: path) }
        case .nsDictionary(let values):
            if values.isEmpty, levels < 2 { throw Self.tooDeep(at: path) }
        case .nsError:
            // `{"NSError": {"userInfo": {...}}}`: the userInfo values were checked with three levels fewer.
            if levels < 3 { throw Self.tooDeep(at: path) }
        default:
            if json.nesting > levels { throw Self.tooDeep(at: path) }
        }
        switch self {
        case .date(let date) where !date.timeIntervalSince1970.isFinite:
            throw FixtureError(
                at: path,
                "a Date of \(date.timeIntervalSince1970) seconds since 1970 has no fixture form: it must be finite")
        case .nsDate(let date) where !date.timeIntervalSince1970.isFinite:
            throw FixtureError(
                at: path,
                "an NSDate of \(date.timeIntervalSince1970) seconds since 1970 has no fixture form: it must be finite")
        default:
            break
        }
    }

    private static func tooDeep(at path: FixturePath) -> FixtureError {
        FixtureError(
            at: path,
            "nested too deep: a fixture value may nest at most \(maximumRenderedNesting) JSON levels "
                + "(Foundation's JSON reader stops at 512)"
        )
    }

    private init(
        renderingOneLevel value: Any,
        at path: FixturePath,
        levels: Int,
        context: inout FixtureRenderContext
    ) throws(FixtureError) {
        // Each type is checked before any cast: casting a Swift collection to a Foundation type (`value is NSNull`)
        // bridges all of it, which for a deeply nested userInfo overflows the stack.
        let type = Swift.type(of: value)
        if let bridged = value as? FoundationStorage.Bridged {
            self = try Self.renderBridged(bridged.object, at: path, levels: levels, context: &context)
        } else if let number = Self.renderSwiftNumber(value) {
            self = .number(number)
        } else if let value = try Self.renderFoundationScalar(
            value, type: type, at: path, levels: levels, context: &context)
        {
            // Before `NSNumber`, `Date` and `URL`: `NSDecimalNumber` is an `NSNumber`, and `NSDate` and `NSURL`
            // have forms of their own.
            self = value
        } else if type is NSNumber.Type, let number = value as? NSNumber {
            self = .nsNumber(try Self.renderNSNumber(number, at: path))
        } else if type == String.self, let text = value as? String {
            self = .string(text)
        } else if type is NSString.Type, let text = value as? NSString {
            self = .nsString(String(text))
        } else if type == Data.self, let data = value as? Data {
            self = .data(data)
        } else if type == Date.self, let date = value as? Date {
            self = .date(date)
        } else if type == URL.self, let url = value as? URL {
            self = .url(url)
        } else if type is NSNull.Type {
            self = .null
        } else if let geometry = Self.renderGeometry(value) {
            self = .geometry(geometry)
        } else if type is NSValue.Type, let boxed = value as? NSValue {
            guard let geometry = FixtureGeometry(nsValue: boxed) else {
                throw FixtureError(
                    at: path,
                    "an NSValue holding \(String(cString: boxed.objCType)) has no fixture form"
                )
            }
            self = .nsValue(geometry)
        } else if let value = try Self.renderFoundationCollection(
            value, type: type, at: path, levels: levels, context: &context)
        {
            // Before the Swift collections and objects: an `NSArray` or `NSDictionary` casts to one, and the
            // collections and `NSError` are objects.
            self = value
        } else if Mirror(reflecting: value).displayStyle == .optional {
            guard let wrapped = Mirror(reflecting: value).children.first?.value else {
                throw FixtureError(at: path, "nil has no fixture form")
            }
            try self.init(rendering: wrapped, at: path, levels: levels, context: &context)
        } else if type is AnyObject.Type, let object = FixtureObject(rendering: value as AnyObject) {
            self = .object(object)
        } else if let dictionary = value as? [AnyHashable: Any] {
            self = .dictionary(
                try Self.renderDictionary(
                    dictionary.map { ($0.key.base, $0.value) }, at: path, levels: levels, context: &context))
        } else if let array = value as? [Any] {
            self = .array(try Self.render(array, at: path.appending("Array"), levels: levels - 2, context: &context))
        } else if let error = value as? any Error {
            // A Swift error (`POSIXError`, `CocoaError`, `URLError`, an enum): written as the `NSError` Foundation
            // bridges it to, its domain, code and userInfo, as a notification observer sees it through `as NSError`.
            let bridged = error as NSError
            guard
                let value = try Self.renderFoundationCollection(
                    bridged, type: Swift.type(of: bridged), at: path, levels: levels, context: &context)
            else {
                throw FixtureError(at: path, "a \(type) has no fixture form")
            }
            self = value
        } else {
            throw FixtureError(at: path, "a \(type) has no fixture form")
        }
    }

    private static func renderSwiftNumber(_ value: Any) -> FixtureNumber? {
        switch value {
        case let number as Int where Swift.type(of: value) == Int.self: .int(number)
        case let number as Int8 where Swift.type(of: value) == Int8.self: .int8(number)
        case let number as Int16 where Swift.type(of: value) == Int16.self: .int16(number)
        case let number as Int32 where Swift.type(of: value) == Int32.self: .int32(number)
        case let number as Int64 where Swift.type(of: value) == Int64.self: .int64(number)
        case let number as UInt where Swift.type(of: value) == UInt.self: .uint(number)
        case let number as UInt8 where Swift.type(of: value) == UInt8.self: .uint8(number)
        case let number as UInt16 where Swift.type(of: value) == UInt16.self: .uint16(number)
        case let number as UInt32 where Swift.type(of: value) == UInt32.self: .uint32(number)
        case let number as UInt64 where Swift.type(of: value) == UInt64.self: .uint64(number)
        case let number as Double where Swift.type(of: value) == Double.self: .double(number)
        case let number as Float where Swift.type(of: value) == Float.self: .float(number)
        case let number as CGFloat where Swift.type(of: value) == CGFloat.self: .cgFloat(number)
        case let flag as Bool where Swift.type(of: value) == Bool.self: .bool(flag)
        default: nil
        }
    }

    private static let booleanNumberType = Swift.type(of: NSNumber(value: true))

    /// The number an `NSNumber` holds, with the tag that makes an `NSNumber` of the same `objCType` holding the same
    /// value, so that what a capture writes loads back as the same kind of `NSNumber`: Foundation keeps no record of
    /// the type a number was made from, only its `objCType`, which it picks itself. On Linux
    /// (swift-corelibs-foundation 6.3) `NSNumber(value:)` of -1 to 12 of any integer type is `i`; any other `Int8` is
    /// `c`, `Int16` and `UInt8` are `s`, `Int32` and `UInt16` are `i`, `Int`, `Int64`, `UInt32`, `UInt64` and `UInt`
    /// are `q`, except a `UInt64` or `UInt` above `Int64.max`, which is `Q`; a `Float` is `f` unless it is a NaN or an
    /// infinity (then `d`), and a NaN of any sign or payload is the quiet NaN. On Darwin the codes may differ (tagged
    /// numbers keep more widths); the tag is found by trying, so the rule holds on both.
    private static func renderNSNumber(_ number: NSNumber, at path: FixturePath) throws(FixtureError) -> FixtureNumber {
        if Swift.type(of: number) == booleanNumberType { return .bool(number.boolValue) }
        let objCType = String(cString: number.objCType)
        let candidates: [FixtureNumber]
        switch objCType {
        case "d": candidates = [.double(number.doubleValue)]
        case "f": candidates = [.float(number.floatValue)]
        case "Q", "L", "I", "S", "C":
            candidates = FixtureNumber.integers(holding: number.uint64Value)
        default:
            candidates = FixtureNumber.integers(holding: number.int64Value)
        }
        for candidate in candidates {
            if let made = candidate.nsNumber, String(cString: made.objCType) == objCType, made == number {
                return candidate
            }
        }
        throw FixtureError(
            at: path,
            "an NSNumber of objCType \(FixtureJSON.quoted(objCType)) holding \(number) has no fixture form: no number "
                + "tag makes an NSNumber of that objCType")
    }
    private static func renderGeometry(_ value: Any) -> FixtureGeometry? {
        switch value {
        case let rect as CGRect where Swift.type(of: value) == CGRect.self: .rect(rect)
        case let point as CGPoint where Swift.type(of: value) == CGPoint.self: .point(point)
        case let size as CGSize where Swift.type(of: value) == CGSize.self: .size(size)
        case let range as NSRange where Swift.type(of: value) == NSRange.self: .range(range)
        default: nil
        }
    }
}
