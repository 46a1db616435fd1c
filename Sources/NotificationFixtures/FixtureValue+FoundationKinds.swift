import Foundation
import NotificationDescriptors

/// The elements of a set (``FixtureValue/set(_:)``, ``FixtureValue/nsSet(_:)``) in the order they were written or
/// rendered, compared as a set: two lists of the same elements in any order are equal.
package struct FixtureElements: Sendable, Equatable {
    /// The elements, in written order (rendered sets are sorted by their JSON, so the text is stable).
    package var values: [FixtureValue]

    /// The elements `values`.
    package init(_ values: [FixtureValue]) {
        self.values = values
    }

    /// Equal when both hold the same elements, in any order.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.values.count == rhs.values.count
            && lhs.values.map(\.jsonText).sorted() == rhs.values.map(\.jsonText).sorted()
    }
}

/// An `NSError` as a fixture writes it: `{"domain": "NSCocoaErrorDomain", "code": 4, "userInfo": {...}}`.
package struct FixtureNSError: Sendable, Equatable {
    /// The error's domain.
    package var domain: String
    /// The error's code.
    package var code: Int
    /// The error's `userInfo`, whose keys are always strings; empty when there is none.
    package var userInfo: [String: FixtureValue]

    /// An error of `domain` and `code` with `userInfo`.
    package init(domain: String, code: Int, userInfo: [String: FixtureValue] = [:]) {
        self.domain = domain
        self.code = code
        self.userInfo = userInfo
    }
}

extension FixtureValue {
    // MARK: - JSON -> FixtureValue (the readers of the table of kinds, FixtureKind)

    static func elements(_ json: FixtureJSON, at path: FixturePath) throws(FixtureError) -> [FixtureValue] {
        guard case .array(let elements) = json else {
            throw FixtureError(at: path, "expected an array of tagged values, found \(json.kindDescription)")
        }
        var values: [FixtureValue] = []
        values.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            values.append(try FixtureValue(json: element, at: path.appending(index: index)))
        }
        return values
    }

    /// The members of an object of tagged values, keys distinct by their scalars (the JSON parser checked).
    static func taggedMembers(
        _ json: FixtureJSON,
        at path: FixturePath
    ) throws(FixtureError) -> FixtureMembers {
        guard case .object(let members) = json else {
            throw FixtureError(at: path, "expected an object of tagged values, found \(json.kindDescription)")
        }
        var values = FixtureMembers()
        for member in members {
            values.append(key: member.key, value: try FixtureValue(json: member.value, at: path.appending(member.key)))
        }
        return values
    }

    /// `members` as the Swift `[String: Any]` they load as (`what`, for the message), refusing two keys that Swift
    /// compares as equal (canonical equivalence: `"é"` and `"e\u{301}"`), which such a dictionary would merge.
    static func swiftDictionary(
        _ members: FixtureMembers,
        at path: FixturePath,
        oneKeyOf what: String,
        keepingBoth hint: String?
    ) throws(FixtureError) -> [String: FixtureValue] {
        if let (first, second) = members.canonicallyEquivalentKeys {
            throw FixtureError(
                at: path.appending(second),
                "the keys \(FixtureJSON.quoted(first)) and \(FixtureJSON.quoted(second)) are one key of \(what): Swift "
                    + "compares strings by canonical equivalence" + (hint.map { "; \($0)" } ?? ""))
        }
        var values: [String: FixtureValue] = [:]
        values.reserveCapacity(members.count)
        for member in members.members { values[member.key] = member.value }
        return values
    }

    /// A decimal number written as a string, so that no digit is lost to a `Double`: `"12.50"`, `"-1e-3"`, `"NaN"`;
    /// read exactly, up to a `Decimal`'s full 128-bit mantissa (39 digits) and its exponent (`"1e128"` is 10e127).
    static func decimal(_ json: FixtureJSON, at path: FixturePath) throws(FixtureError) -> Decimal {
        guard case .string(let text) = json else {
            throw FixtureError(
                at: path, "expected a decimal number in a string, such as \"12.50\", found \(json.kindDescription)")
        }
        if text == "NaN" { return .nan }
        guard let exact = FixtureExactDecimal(text), let decimal = exact.decimal else {
            throw FixtureError(
                at: path,
                "\(FixtureJSON.quoted(text)) is not a decimal number a Decimal holds exactly (digits with an optional "
                    + "sign, fraction and exponent, such as \"12.50\" or \"-1e-3\", whose significant digits fit a "
                    + "128-bit mantissa, about 39 digits, with an exponent from -128 to 127; or \"NaN\")"
            )
        }
        if exact.digits.isEmpty, text.hasPrefix("-") {
            throw FixtureError(
                at: path,
                "\(FixtureJSON.quoted(text)) is negative zero, which a Decimal cannot hold (it would load as 0); write "
                    + "\"0\"")
        }
        return decimal
    }

    /// The `Decimal` that holds the number `text` (digits with an optional sign, fraction and exponent) exactly; `nil`
    /// when no `Decimal` does (more than its 128-bit mantissa, or its exponent beyond -128...127).
    package static func exactDecimal(_ text: String) -> Decimal? {
        FixtureExactDecimal(text)?.decimal
    }

    static func uuid(_ json: FixtureJSON, at path: FixturePath) throws(FixtureError) -> UUID {
        guard case .string(let text) = json else {
            throw FixtureError(at: path, "expected a UUID string, found \(json.kindDescription)")
        }
        // Exactly 36 characters, hex digits with hyphens at 8, 13, 18 and 23: `UUID(uuidString:)` alone reads past a
        // NUL and accepts what follows the first 36 characters on some platforms.
        let scalars = Array(text.unicodeScalars)
        let isCanonical =
            scalars.count == 36
            && scalars.enumerated().allSatisfy { index, scalar in
                [8, 13, 18, 23].contains(index)
                    ? scalar == "-" : (scalar.properties.isASCIIHexDigit)
            }
        guard isCanonical, let uuid = UUID(uuidString: text) else {
            throw FixtureError(
                at: path,
                "\(FixtureJSON.quoted(text)) is not a UUID (such as \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")")
        }
        return uuid
    }

    static func error(_ json: FixtureJSON, at path: FixturePath) throws(FixtureError) -> FixtureNSError {
        let shape = "expected {\"domain\": \"...\", \"code\": <integer>, \"userInfo\": {...}} (userInfo optional)"
        guard case .object(let members) = json else {
            throw FixtureError(at: path, "\(shape), found \(json.kindDescription)")
        }
        var domain: String?
        var code: Int?
        var userInfo: [String: FixtureValue] = [:]
        for member in members {
            let memberPath = path.appending(member.key)
            switch member.key {
            case "domain":
                guard case .string(let text) = member.value else {
                    throw FixtureError(at: memberPath, "expected a string, found \(member.value.kindDescription)")
                }
                domain = text
            case "code":
                guard case .number(let literal) = member.value, let value = Int(literal) else {
                    throw FixtureError(
                        at: memberPath, "expected an integer within Int, found \(member.value.kindDescription)")
                }
                code = value
            case "userInfo":
                userInfo = try swiftDictionary(
                    try taggedMembers(member.value, at: memberPath), at: memberPath,
                    oneKeyOf: "an NSError's userInfo (a [String: Any] in Swift)", keepingBoth: nil)
            default:
                throw FixtureError(
                    at: memberPath, "unknown key \(FixtureJSON.quoted(member.key)); \(shape)")
            }
        }
        guard let domain, let code else {
            throw FixtureError(
                at: path, "\(shape), found \(json.kindDescription) without \(domain == nil ? "\"domain\"" : "\"code\"")"
            )
        }
        return FixtureNSError(domain: domain, code: code, userInfo: userInfo)
    }

    // MARK: - FixtureValue -> JSON

    static func text(of decimal: Decimal) -> String {
        decimal.isNaN ? "NaN" : FixtureExactDecimal(decimal).decimalText
    }

    // MARK: - FixtureValue -> Foundation

    /// The Foundation value of a Foundation collection, decimal, UUID, `NSData`, `NSDate`, `NSURL` or `NSError`, with
    /// objects made by `objects`.
    func foundationKindValue(objects: FixtureObjectMaker, at path: FixturePath) throws(FixtureError) -> Any {
        switch self {
        case .nsArray(let values):
            return NSArray(array: try Self.load(values, objects: objects, at: path.appending("NSArray")))
        case .nsOrderedSet(let values):
            let inner = path.appending("NSOrderedSet")
            let elements = try Self.distinct(values, objects: objects, at: inner)
            let set = NSOrderedSet(array: elements)
            guard set.count == elements.count else {
                throw Self.refuseMerged(elements, values, swift: false, kind: "an NSOrderedSet", at: inner)
            }
            return set
        case .set(let written):
            let inner = path.appending("Set")
            let elements = try Self.distinct(written.values, objects: objects, inFoundationSet: false, at: inner)
            let (set, count) = Self.swiftSet(elements)
            guard count == elements.count else {
                throw Self.refuseMerged(elements, written.values, swift: true, kind: "a Swift Set", at: inner)
            }
            return set
        case .nsSet(let written):
            let inner = path.appending("NSSet")
            let elements = try Self.distinct(written.values, objects: objects, at: inner)
            let set = NSSet(array: elements)
            guard set.count == elements.count else {
                throw Self.refuseMerged(elements, written.values, swift: false, kind: "an NSSet", at: inner)
            }
            return set
        case .nsDictionary(let values):
            return try Self.load(values, objects: objects, at: path.appending("NSDictionary"))
        case .decimal(let decimal): return decimal
        case .nsDecimalNumber(let decimal): return NSDecimalNumber(decimal: decimal)
        case .uuid(let uuid): return uuid
        case .nsUUID(let uuid): return NSUUID(uuidBytes: withUnsafeBytes(of: uuid.uuid) { Array($0) })
        case .nsData(let data): return NSData(data: data)
        case .nsDate(let date): return NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
        case .nsURL(let url):
            guard let nsURL = NSURL(string: url.absoluteString) else {
                throw FixtureError(
                    at: path.appending("NSURL"), "\(FixtureJSON.quoted(url.absoluteString)) is not a URL")
            }
            return nsURL
        case .nsError(let error):
            let userInfo = try Self.load(
                error.userInfo, objects: objects, at: path.appending("NSError").appending("userInfo"))
            return NSError(domain: error.domain, code: error.code, userInfo: userInfo)
        default:
            // `foundationValue(objects:at:)` makes every other kind and calls this only for the kinds above.
            throw FixtureError(
                at: path, "\(jsonText) is not a Foundation collection, decimal, UUID, NSData, NSDate, NSURL or NSError")
        }
    }

    private static func load(
        _ values: [FixtureValue],
        objects: FixtureObjectMaker,
        at path: FixturePath
    ) throws(FixtureError) -> [Any] {
        var elements: [Any] = []
        elements.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            try value.checkBridging(at: path.appending(index: index))
            elements.append(try value.foundationValue(objects: objects, at: path.appending(index: index)))
        }
        return elements
    }

    private static func load(
        _ values: [String: FixtureValue],
        objects: FixtureObjectMaker,
        at path: FixturePath
    ) throws(FixtureError) -> [String: Any] {
        var dictionary: [String: Any] = [:]
        for (key, value) in values {
            try value.checkBridging(at: path.appending(key))
            dictionary[key] = try value.foundationValue(objects: objects, at: path.appending(key))
        }
        return dictionary
    }

    /// An `NSDictionary` of `members`, keyed by `NSString`s: on Apple platforms `"é"` and `"e\u{301}"` stay two keys.
    ///
    /// Elsewhere such keys are refused: swift-corelibs-foundation's `NSString` finds them equal but hashes them
    /// apart, so its `NSDictionary` keeps one or both depending on the process's hash seed, and a Swift dictionary of
    /// them can trap with "Duplicate keys".
    private static func load(
        _ members: FixtureMembers,
        objects: FixtureObjectMaker,
        at path: FixturePath
    ) throws(FixtureError) -> NSDictionary {
        #if !canImport(Darwin)
            if let (first, second) = members.canonicallyEquivalentKeys {
                throw FixtureError(
                    at: path.appending(second),
                    "the keys \(FixtureJSON.quoted(first)) and \(FixtureJSON.quoted(second)) cannot both be in an "
                        + "NSDictionary on Linux: Foundation there finds them equal but hashes them apart, so it keeps "
                        + "one or both at random (on Apple platforms they are two keys)")
            }
        #endif
        var keys: [NSString] = []
        var values: [Any] = []
        keys.reserveCapacity(members.count)
        values.reserveCapacity(members.count)
        for member in members.members {
            let memberPath = path.appending(member.key)
            try member.value.checkBridging(at: memberPath)
            values.append(try member.value.foundationValue(objects: objects, at: memberPath))
            keys.append(NSString(string: member.key))
        }
        return NSDictionary(objects: values, forKeys: keys)
    }

    /// The elements of a set, each `Hashable` and none equal to an earlier one (either way round, as for `userInfo`
    /// keys: Foundation would keep one, and a Swift `Set` holding two traps).
    private static func distinct(
        _ values: [FixtureValue],
        objects: FixtureObjectMaker,
        inFoundationSet: Bool = true,
        at path: FixturePath
    ) throws(FixtureError) -> [AnyHashable] {
        var seen = FixtureUserInfoKeys(capacity: values.count)
        // Texts beyond ASCII by Swift's equality (canonical equivalence): Linux's NSString finds "é" and "e\u{301}"
        // equal but hashes them apart, so a set would keep one or both at random; always an error.
        var texts: [String: Int] = [:]
        let kind = inFoundationSet ? "a Foundation set" : "a Swift Set"
        var elements: [AnyHashable] = []
        elements.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            let elementPath = path.appending(index: index)
            try value.checkHashing(as: "an element of a set", inFoundationSet: inFoundationSet, at: elementPath)
            if inFoundationSet {
                try value.checkBridging(at: elementPath)
                try value.checkComparable(at: elementPath)
            }
            var loaded = try value.foundationValue(objects: objects, at: elementPath)
            if inFoundationSet {
                // Foundation stores a Swift array or dictionary in a set as an NSArray or NSDictionary (and Linux
                // Foundation hands it back as the Swift one, so that is how a capture writes it).
                if let array = loaded as? [Any], type(of: loaded) == [Any].self {
                    loaded = NSArray(array: array)
                } else if let dictionary = loaded as? [String: Any], type(of: loaded) == [String: Any].self {
                    loaded = NSDictionary(dictionary: dictionary)
                }
            }
            if !inFoundationSet, type(of: loaded) == [Any].self, let array = loaded as? [Any],
                let typed = Self.hashableArray(array)
            {
                // A Swift Set's element that is an array (`Set<[Int]>`): the array of its elements' own type.
                loaded = typed
            }
            guard let element = loaded as? AnyHashable else {
                throw FixtureError(
                    at: elementPath, "a \(type(of: loaded)) cannot be an element of a set (not Hashable)")
            }
            if let earlier = seen.earlier(equalTo: element, writtenAs: value) {
                let index = seen.dictionary[earlier] as? Int ?? 0
                throw merged(index, elements.count, values, kind: kind, at: path)
            }
            if let text = value.stringText, !text.utf8.allSatisfy({ $0 < 0x80 }) {
                if let earlier = texts[text] { throw merged(earlier, elements.count, values, kind: kind, at: path) }
                texts[text] = elements.count
            }
            seen.insert(element, elements.count, writtenAs: value)
            elements.append(element)
        }
        return elements
    }

    /// `array` as an array of its elements' one type (`[Int]`, `[String]`), which is `Hashable`; `nil` when they have
    /// several types or one that is not `Hashable`.
    private static func hashableArray(_ array: [Any]) -> AnyHashable? {
        guard let first = array.first else { return AnyHashable([AnyHashable]()) }
        guard let hashable = first as? any Hashable else { return nil }
        func typed<Element: Hashable>(_: Element) -> AnyHashable? {
            var result: [Element] = []
            result.reserveCapacity(array.count)
            for element in array {
                guard type(of: element) == Element.self, let value = element as? Element else { return nil }
                result.append(value)
            }
            return AnyHashable(result)
        }
        return typed(hashable)
    }

    /// The error for two elements of a set that Foundation finds equal.
    private static func merged(
        _ earlier: Int,
        _ later: Int,
        _ values: [FixtureValue],
        kind: String,
        at path: FixturePath
    ) -> FixtureError {
        FixtureError(
            at: path.appending(index: later),
            "the elements \(values[earlier].jsonText) (at \(path.appending(index: earlier))) and \(values[later].jsonText) "
                + "are one element of \(kind): \(mergeReason(values[earlier], values[later])); a set's elements must "
                + "be distinct")
    }

    /// Why Foundation keeps one of two elements.
    static func mergeReason(_ first: FixtureValue, _ second: FixtureValue) -> String {
        guard first.isNaN, second.isNaN else { return "Foundation finds them equal, so it would keep one" }
        return "Foundation's NSSet finds two NaNs equal and keeps one (a Swift Set keeps both, NaN being unequal to "
            + "itself, and becomes an NSSet when posted on Apple platforms)"
    }

    /// Whether this is a number or decimal that is NaN, of any sign or payload.
    var isNaN: Bool {
        switch self {
        case .number(let number), .nsNumber(let number):
            switch number {
            case .double(let value): value.isNaN
            case .float(let value): value.isNaN
            case .cgFloat(let value): value.isNaN
            default: false
            }
        case .decimal(let decimal), .nsDecimalNumber(let decimal): decimal.isNaN
        default: false
        }
    }

    /// Refuses elements that `set` (built from `elements`, written `values`) merged: called when it holds fewer.
    /// Adds them one by one to a set of the same kind to find the first that does not add.
    private static func refuseMerged(
        _ elements: [AnyHashable],
        _ values: [FixtureValue],
        swift: Bool,
        kind: String,
        at path: FixturePath
    ) -> FixtureError {
        let probe = NSMutableSet()
        var swiftProbe = Set<AnyHashable>()
        for (index, element) in elements.enumerated() {
            let added = swift ? swiftProbe.insert(element).inserted : !probe.contains(element.base)
            if !added {
                let earlier =
                    elements.prefix(index).firstIndex { earlier in
                        swift ? earlier == element : NSSet(object: earlier.base).contains(element.base)
                    } ?? 0
                return merged(earlier, index, values, kind: kind, at: path)
            }
            probe.add(element.base)
        }
        return FixtureError(at: path, "two elements are one element of \(kind): Foundation finds them equal")
    }

    /// Refuses a value whose hash crashes Foundation, before it is hashed as `role` (a `userInfo` key, a set's
    /// element), as its kind's ``FixtureKind/Entry/linuxHashing`` says: on Linux (swift-corelibs-foundation 6.3) an
    /// `NSDecimalNumber`'s `hash` recurses until the stack overflows, and `NSError`'s `hash` is unimplemented and
    /// traps. On Apple platforms both hash fine.
    ///
    /// With `inFoundationSet`, for an `NSSet`'s or `NSOrderedSet`'s element, a `Decimal` is refused too: Foundation
    /// stores it as an `NSDecimalNumber`.
    func checkHashing(as role: String, inFoundationSet: Bool = false, at path: FixturePath) throws(FixtureError) {
        #if !canImport(Darwin)
            let reason: String?
            switch kind.linuxHashing {
            case .hashes: reason = nil
            case .notInFoundationSet(let why): reason = inFoundationSet ? why : nil
            case .never(let why): reason = why
            }
            if let reason {
                throw FixtureError(at: path, "\(FixtureKind.withArticle(tag)) cannot be \(role) on Linux: \(reason)")
            }
        #endif
    }

    /// Refuses a value that crashes Linux Foundation when stored in an `NSArray`, `NSDictionary`, `NSSet` or
    /// `NSOrderedSet`: Foundation bridges a Swift collection it stores to the Foundation class, and a Swift `Set`
    /// becomes an `NSSet`, which hashes its elements as objects (see ``checkHashing(as:inFoundationSet:at:)``).
    /// On Apple platforms nothing is refused.
    func checkBridging(at path: FixturePath) throws(FixtureError) {
        #if !canImport(Darwin)
            switch self {
            case .set(let elements):
                let inner = path.appending("Set")
                for (index, value) in elements.values.enumerated() {
                    let elementPath = inner.appending(index: index)
                    try value.checkHashing(
                        as: "an element of a Set stored in a Foundation collection", inFoundationSet: true,
                        at: elementPath)
                    try value.checkBridging(at: elementPath)
                }
            case .array(let values):
                let inner = path.appending("Array")
                for (index, value) in values.enumerated() { try value.checkBridging(at: inner.appending(index: index)) }
            case .dictionary(let values):
                let inner = path.appending("Dictionary")
                for (key, value) in values { try value.checkBridging(at: inner.appending(key)) }
            default:
                break  // Scalars bridge without hashing; the Foundation collections check their own elements.
            }
        #endif
    }

    /// Refuses, on Linux, an array or dictionary as an element of an `NSSet` or `NSOrderedSet`: Linux Foundation hands
    /// it back as a Swift collection, and comparing two such sets (as a `userInfo` key, or as elements of a set) traps
    /// casting it to `AnyHashable` (swift-corelibs-foundation 6.3). On Apple platforms nothing is refused.
    func checkComparable(at path: FixturePath) throws(FixtureError) {
        #if !canImport(Darwin)
            switch self {
            case .array, .nsArray, .dictionary, .nsDictionary:
                throw FixtureError(
                    at: path,
                    "an array or dictionary cannot be an element of an NSSet or NSOrderedSet on Linux: comparing "
                        + "two such sets crashes Foundation there")
            default:
                break
            }
        #endif
    }

    /// A Swift `Set` of the elements' own type when they all have the same one (`Set<String>`, `Set<UUID>`, ...),
    /// else a `Set<AnyHashable>`.
    private static func swiftSet(_ elements: [AnyHashable]) -> (set: Any, count: Int) {
        func sameType<Element: Hashable>(_ first: Element) -> (set: Any, count: Int)? {
            var set = Set<Element>(minimumCapacity: elements.count)
            for element in elements {
                guard type(of: element.base) == Element.self, let typed = element.base as? Element else { return nil }
                set.insert(typed)
            }
            return (set, set.count)
        }
        guard let first = elements.first?.base as? any Hashable, let typed = sameType(first) else {
            let set = Set(elements)
            return (set, set.count)
        }
        return typed
    }

    // MARK: - Foundation -> FixtureValue

    /// The fixture value of a `Decimal`, `NSDecimalNumber`, `UUID`, `NSUUID`, `NSData`, `NSDate`, `NSURL`, or of an
    /// `AnyHashable` (by its base); `nil` for any other type. Called before `NSNumber`, `Date` and `URL` are tried.
    static func renderFoundationScalar(
        _ value: Any,
        type: Any.Type,
        at path: FixturePath,
        levels: Int,
        context: inout FixtureRenderContext
    ) throws(FixtureError) -> FixtureValue? {
        if type == Decimal.self, let decimal = value as? Decimal {
            return .decimal(decimal)
        } else if type is NSDecimalNumber.Type, let number = value as? NSDecimalNumber {
            return .nsDecimalNumber(number.decimalValue)
        } else if type == UUID.self, let uuid = value as? UUID {
            return .uuid(uuid)
        } else if type is NSUUID.Type, let uuid = value as? NSUUID {
            var bytes = [UInt8](repeating: 0, count: 16)
            uuid.getBytes(&bytes)
            return .nsUUID(
                UUID(
                    uuid: (
                        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
                    )))
        } else if type is NSData.Type, let data = value as? NSData {
            return .nsData(Data(referencing: data))
        } else if type is NSDate.Type, let date = value as? NSDate {
            return .nsDate(Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate))
        } else if type is NSURL.Type, let url = value as? NSURL {
            guard let absolute = url.absoluteURL?.absoluteString, let parsed = URL(string: absolute) else {
                throw FixtureError(at: path, "an NSURL without an absolute string has no fixture form")
            }
            return .nsURL(parsed)
        } else if type == AnyHashable.self, let hashable = value as? AnyHashable {
            // A `Set<AnyHashable>`'s element, or a value wrapped on purpose: written as what it wraps.
            return try FixtureValue(rendering: hashable.base, at: path, levels: levels, context: &context)
        }
        return nil
    }

    /// The fixture value of an `NSArray`, `NSDictionary`, `NSSet`, `NSOrderedSet`, `NSError` or Swift `Set`; `nil`
    /// for any other type. The elements are rendered with two levels fewer (three in an `NSError`'s `userInfo`); the
    /// elements are read as stored (``FoundationStorage``) and a collection or error that holds itself is refused.
    static func renderFoundationCollection(
        _ value: Any,
        type: Any.Type,
        at path: FixturePath,
        levels: Int,
        context: inout FixtureRenderContext
    ) throws(FixtureError) -> FixtureValue? {
        guard type is AnyObject.Type else {
            guard Mirror(reflecting: value).displayStyle == .set else { return nil }
            let elements = Mirror(reflecting: value).children.map(\.value)
            return .set(
                FixtureElements(
                    try renderSorted(elements, at: path.appending("Set"), levels: levels - 2, context: &context)))
        }
        let object = value as AnyObject
        guard
            object is NSOrderedSet || object is NSSet || object is NSArray || object is NSDictionary
                || object is NSError
        else { return nil }
        try context.enter(object, kind: "\(type)", at: path)
        defer { context.leave(object) }
        if let set = object as? NSOrderedSet {
            let values = try render(
                FoundationStorage.elements(of: set), at: path.appending("NSOrderedSet"), levels: levels - 2,
                context: &context)
            try checkDistinct(values, at: path.appending("NSOrderedSet"))
            return .nsOrderedSet(values)
        } else if let set = object as? NSSet {
            return .nsSet(
                FixtureElements(
                    try renderSorted(
                        FoundationStorage.elements(of: set), at: path.appending("NSSet"), levels: levels - 2,
                        context: &context)))
        } else if let array = object as? NSArray {
            return .nsArray(
                try render(
                    FoundationStorage.elements(of: array), at: path.appending("NSArray"), levels: levels - 2,
                    context: &context))
        } else if let dictionary = object as? NSDictionary {
            var members: [FixtureMembers.Member] = []
            var seen = Set<FixtureExactKey>(minimumCapacity: dictionary.count)
            for (key, element) in FoundationStorage.members(of: dictionary) {
                guard let key = key as? String else {
                    throw FixtureError(
                        at: path, "an NSDictionary with a \(_publicTypeName(of: key)) key has no fixture form")
                }
                // Keys are told apart as NSString tells them (`"é"` and `"e\u{301}"` are two); two that are the same
                // text (a String and an NSString, on Linux) would load as one.
                guard seen.insert(FixtureExactKey(key)).inserted else {
                    throw FixtureError(
                        at: path,
                        "an NSDictionary with two keys that read as \(FixtureJSON.quoted(key)) (a String and an "
                            + "NSString) has no fixture form")
                }
                members.append(
                    FixtureMembers.Member(
                        key: key,
                        value: try FixtureValue(
                            rendering: element, at: path.appending("NSDictionary").appending(key), levels: levels - 2,
                            context: &context)))
            }
            return .nsDictionary(FixtureMembers(sortedMembers: members))
        } else if let error = object as? NSError {
            var userInfo: [String: FixtureValue] = [:]
            let inner = path.appending("NSError").appending("userInfo")
            for (key, element) in error.userInfo {
                userInfo[key] = try FixtureValue(
                    rendering: element, at: inner.appending(key), levels: levels - 3, context: &context)
            }
            return .nsError(FixtureNSError(domain: error.domain, code: error.code, userInfo: userInfo))
        }
        return nil
    }

    /// A Foundation collection held by another on Linux, written as the Swift collection Foundation hands out
    /// (``FoundationStorage/Bridged``).
    static func renderBridged(
        _ object: AnyObject,
        at path: FixturePath,
        levels: Int,
        context: inout FixtureRenderContext
    ) throws(FixtureError) -> FixtureValue {
        try context.enter(object, kind: "\(Swift.type(of: object))", at: path)
        defer { context.leave(object) }
        if let array = object as? NSArray {
            return .array(
                try render(
                    FoundationStorage.elements(of: array), at: path.appending("Array"), levels: levels - 2,
                    context: &context))
        } else if let dictionary = object as? NSDictionary {
            return .dictionary(
                try renderDictionary(
                    FoundationStorage.members(of: dictionary), at: path, levels: levels, context: &context))
        } else if let set = object as? NSSet {
            return .set(
                FixtureElements(
                    try renderSorted(
                        FoundationStorage.elements(of: set), at: path.appending("Set"), levels: levels - 2,
                        context: &context)))
        }
        throw FixtureError(at: path, "a \(Swift.type(of: object)) has no fixture form")
    }

    /// The `[String: Any]` of `pairs` (a Swift dictionary's, or a bridged `NSDictionary`'s), each value rendered with
    /// two levels fewer than `levels`.
    static func renderDictionary(
        _ pairs: [(key: Any, value: Any)],
        at path: FixturePath,
        levels: Int,
        context: inout FixtureRenderContext
    ) throws(FixtureError) -> [String: FixtureValue] {
        var values: [String: FixtureValue] = [:]
        values.reserveCapacity(pairs.count)
        for (key, element) in pairs {
            guard let key = key as? String else {
                throw FixtureError(
                    at: path, "a dictionary with a \(_publicTypeName(of: key)) key has no fixture form")
            }
            if let index = values.index(forKey: key) {
                let earlier = values.keys[index]
                if earlier.utf8.elementsEqual(key.utf8) {
                    // A `String` and an `NSString` key with the same characters (two keys on Linux): a
                    // `[String: Any]` would hold one.
                    throw FixtureError(
                        at: path,
                        "a dictionary with two keys that read as \(FixtureJSON.quoted(key)) (a String and an NSString) "
                            + "has no fixture form")
                }
                throw FixtureError(
                    at: path,
                    "a dictionary with the keys \(FixtureJSON.quoted(earlier)) and \(FixtureJSON.quoted(key)) has no "
                        + "fixture form: they are one key of a Swift [String: Any], which compares strings by "
                        + "canonical equivalence")
            }
            values[key] = try FixtureValue(
                rendering: element, at: path.appending("Dictionary").appending(key), levels: levels - 2,
                context: &context)
        }
        return values
    }

    static func render(
        _ elements: [Any],
        at path: FixturePath,
        levels: Int,
        context: inout FixtureRenderContext
    ) throws(FixtureError) -> [FixtureValue] {
        var values: [FixtureValue] = []
        values.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            values.append(
                try FixtureValue(
                    rendering: element, at: path.appending(index: index), levels: levels, context: &context))
        }
        return values
    }

    /// The elements of an unordered set, sorted by their JSON so that a capture's text is stable.
    private static func renderSorted(
        _ elements: [Any],
        at path: FixturePath,
        levels: Int,
        context: inout FixtureRenderContext
    ) throws(FixtureError) -> [FixtureValue] {
        let values = try render(elements, at: path, levels: levels, context: &context).sorted {
            $0.jsonText < $1.jsonText
        }
        try checkDistinct(values, at: path)
        return values
    }

    /// Refuses a set whose elements render alike, which would load as one element (Linux Foundation keeps a Swift
    /// value and an object that are equal for a reader apart in a set: they hash differently), or that holds two
    /// NaNs, which a Swift `Set` keeps and Foundation's `NSSet` merges; the error names both and their paths.
    private static func checkDistinct(_ values: [FixtureValue], at path: FixturePath) throws(FixtureError) {
        var seen: [String: Int] = [:]
        seen.reserveCapacity(values.count)
        var firstNaN: Int?
        for (index, value) in values.enumerated() {
            let earlier: Int?
            if value.isNaN {
                earlier = firstNaN
                firstNaN = firstNaN ?? index
            } else {
                earlier = seen[value.jsonText]
            }
            if let earlier {
                let reason =
                    value.isNaN
                    ? mergeReason(values[earlier], value) : "they would load as one"
                throw FixtureError(
                    at: path.appending(index: index),
                    "a set holding the elements \(values[earlier].jsonText) (at \(path.appending(index: earlier))) and "
                        + "\(value.jsonText) has no fixture form: \(reason)")
            }
            seen[value.jsonText] = index
        }
    }
}
