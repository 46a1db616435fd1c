import Foundation

/// The kinds of fixture value, declared once each: the tags that write a kind, how it reads, how `scaffold` types it
/// and how FORMAT.md documents it (its row of the Values or Objects table).
///
/// Everything else follows from here or is checked against it: ``FixtureValue/tags`` and the loader's dispatch come
/// from ``entry``; the writer takes its tags from here (``FixtureValue/tag``); `scaffold` types a value by
/// ``Entry/scaffold``; `FormatDocumentTests` regenerates FORMAT.md's tables (``formatTable(_:)``) and compares; the
/// writer, the Foundation loader and ``FixtureValue/kind`` switch over ``FixtureValue`` exhaustively, so a new case is
/// a compile error there until it is written and loaded. Adding a kind: a case here and in ``FixtureValue``, its
/// entry, its writer and loader cases, its capture in `FixtureValue(rendering:)`, a value in FORMAT.md's example, and
/// its tests; `FormatDocumentTests` fails until the example holds a value of the kind that reads back, captures back
/// as the kind and has what its scaffold form reads, and until FORMAT.md's tables show its rows.
package enum FixtureKind: Int, CaseIterable, Sendable {
    case number, nsNumber, string, nsString, data, date, url, null, geometry, nsValue, array, dictionary, nsArray,
        nsDictionary, set, nsSet, nsOrderedSet, decimal, nsDecimalNumber, uuid, nsUUID, nsData, nsDate, nsURL,
        nsError, object

    /// How `scaffold` types a value of a kind.
    package enum Scaffold: Sendable, Equatable {
        /// A Swift type that reads and writes as itself: `String`, `Data`, `Decimal`.
        case type(String)
        /// The Swift type the tag of the held number or geometry names (``FixtureValue/heldTag``): `Int`, `CGRect`.
        case heldTag
        /// An array of the elements' type (``FixtureValue/elements``); a set's elements read as an array, in no order.
        case elements
        /// A nested struct of the members (``FixtureValue/members``).
        case record
        /// Unknown: only `NSNull` says nothing of the type.
        case unknown
        /// An object, which a `Codable` struct cannot hold.
        case object
    }

    /// Whether Linux Foundation (swift-corelibs-foundation 6.3) can hash a value of a kind, as a `userInfo` key or a
    /// set's element; on Apple platforms every kind hashes. What cannot is refused before it is hashed
    /// (`checkHashing`), with the reason.
    package enum LinuxHashing: Sendable, Equatable {
        /// It hashes.
        case hashes
        /// Not as an `NSSet`'s or `NSOrderedSet`'s element, for the reason given.
        case notInFoundationSet(String)
        /// Never, for the reason given.
        case never(String)
    }

    /// The table of FORMAT.md that documents a kind.
    package enum Table: Sendable {
        /// `## Values`: the values that are written down.
        case values
        /// The objects made fresh on every load.
        case objects
    }

    /// One row of a FORMAT.md table: its tags, the JSON after the tag, and what it loads as.
    package struct Row: Sendable, Equatable {
        /// The tags the row documents.
        package var tags: [String]
        /// The JSON after the tag, in Markdown.
        package var json: String
        /// What the value loads as, in Markdown.
        package var loadsAs: String

        init(_ tags: [String], _ json: String, _ loadsAs: String) {
            self.tags = tags
            self.json = json
            self.loadsAs = loadsAs
        }
    }

    /// Reads the JSON after `tag` (one of the kind's tags) at `path`; it throws only ``FixtureError``s (a stored
    /// function of a typed-throws type needs runtime support that iOS has only from 18, so the type says `throws`).
    package typealias Reader =
        @Sendable (_ tag: String, _ json: FixtureJSON, _ path: FixturePath) throws -> FixtureValue

    /// Everything about one kind.
    package struct Entry: Sendable {
        /// The tags that write the kind; one, except for the numbers, the geometry values and the objects.
        package var tags: [String]
        /// The kind's rows in FORMAT.md's ``table``.
        package var rows: [Row]
        /// The FORMAT.md table that documents the kind.
        package var table: Table
        /// How `scaffold` types a value of the kind.
        package var scaffold: Scaffold
        /// Whether Linux Foundation can hash a value of the kind.
        package var linuxHashing: LinuxHashing
        /// Reads a value of the kind.
        package var read: Reader

        init(
            tags: [String],
            rows: [Row],
            table: Table = .values,
            scaffold: Scaffold,
            linuxHashing: LinuxHashing = .hashes,
            read: @escaping Reader
        ) {
            self.tags = tags
            self.rows = rows
            self.table = table
            self.scaffold = scaffold
            self.linuxHashing = linuxHashing
            self.read = read
        }

        /// A kind of one tag, documented by one row.
        init(
            tag: String,
            json: String,
            loadsAs: String,
            scaffold: Scaffold,
            linuxHashing: LinuxHashing = .hashes,
            read: @escaping Reader
        ) {
            self.init(
                tags: [tag], rows: [Row([tag], json, loadsAs)], scaffold: scaffold, linuxHashing: linuxHashing,
                read: read)
        }
    }

    /// The kind's entry.
    package var entry: Entry { Self.entries[rawValue] }

    /// The kind's first tag (its only one, except for the numbers, geometry values and objects), without copying its
    /// entry: the writer asks for it once per value.
    var firstTag: String { Self.firstTags[rawValue] }

    private static let firstTags = entries.map { $0.tags.first ?? "" }

    /// Reads the JSON after `tag`, one of this kind's tags, at `path`, with the kind's reader (without copying its
    /// entry: the loader asks once per value).
    func read(_ tag: String, _ json: FixtureJSON, at path: FixturePath) throws(FixtureError) -> FixtureValue {
        do {
            return try Self.readers[rawValue](tag, json, path)
        } catch let error as FixtureError {
            throw error
        } catch {
            // The readers throw only FixtureErrors; anything else is said, not trapped on.
            throw FixtureError(at: path, "\(error)")
        }
    }

    private static let readers = entries.map(\.read)

    /// Whether Linux Foundation can hash a value of the kind, without copying its entry (asked once per key).
    var linuxHashing: LinuxHashing { Self.linuxHashings[rawValue] }

    private static let linuxHashings = entries.map(\.linuxHashing)

    /// `tag` with its article: `an Int`, `an NSNumber`, `a UUID`, `a Decimal`.
    package static func withArticle(_ tag: String) -> String {
        let vowel = tag.first.map { "AEIO".contains($0) } ?? false
        return (vowel || tag.hasPrefix("NS") ? "an " : "a ") + tag
    }

    /// The kind whose tags include `tag`; `nil` for an unknown tag.
    package init?(tag: String) {
        guard let kind = Self.byTag[tag] else { return nil }
        self = kind
    }

    /// Every tag the format knows, in the order of the kinds.
    package static let tags = entries.flatMap(\.tags)

    private static let entries = allCases.map(\.declaration)

    private static let byTag: [String: FixtureKind] = {
        var kinds: [String: FixtureKind] = [:]
        for kind in allCases {
            for tag in kind.declaration.tags { kinds[tag] = kind }
        }
        return kinds
    }()

    /// The table of FORMAT.md's `table`, in Markdown, as `FormatDocumentTests` expects it there: one row per kind's
    /// row, in the order of the kinds; consecutive rows with the same JSON are one row (`String` / `NSString`).
    package static func formatTable(_ table: Table) -> String {
        var merged: [Row] = []
        for row in entries.filter({ $0.table == table }).flatMap(\.rows) {
            if let last = merged.last, last.json == row.json, last.loadsAs != row.loadsAs {
                merged[merged.count - 1] = Row(last.tags + row.tags, last.json, "\(last.loadsAs) / \(row.loadsAs)")
            } else {
                merged.append(row)
            }
        }
        let lines =
            ["| Tag | JSON after the tag | Loads as |", "|---|---|---|"]
            + merged.map { row in
                "| \(row.tags.map { "`\($0)`" }.joined(separator: " / ")) | \(row.json) | \(row.loadsAs) |"
            }
        return lines.joined(separator: "\n")
    }

    /// The error for a tag a kind's reader was handed but does not read (never reached through ``init(tag:)``).
    private static func notMine(_ tag: String, at path: FixturePath) -> FixtureError {
        FixtureError(at: path, "unknown tag \(FixtureJSON.quoted(tag))")
    }

    // MARK: - The table

    /// The declaration of each kind: the one place a kind's tags, reading, scaffold type and documentation live.
    private var declaration: Entry {
        switch self {
        case .number:
            Entry(
                tags: FixtureNumber.tags,
                rows: [
                    Row(
                        ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"],
                        "an integer literal in range (`1.5`, `1e3` are errors)", "that Swift integer type"),
                    Row(
                        ["Double", "Float", "CGFloat"],
                        "a number (`-0` is negative zero), or `\"NaN\"`, `\"NaN(0xfff8000000000000)\"` (any other NaN, "
                            + "by its bits), `\"Infinity\"`, `\"-Infinity\"`; see [Exact numbers](#exact-numbers)",
                        "that Swift floating-point type"),
                    Row(["Bool"], "`true` / `false`", "Swift `Bool`"),
                ],
                scaffold: .heldTag
            ) { tag, json, path in
                guard let number = try FixtureNumber.parse(tag: tag, json, at: path) else {
                    throw Self.notMine(tag, at: path)
                }
                return .number(number)
            }
        case .nsNumber:
            Entry(
                tag: "NSNumber",
                json: "a tagged number other than `CGFloat`: `{\"Int\": 42}`, `{\"Double\": 1.5}`, `{\"Bool\": true}`",
                loadsAs:
                    "`NSNumber(value:)` of it, whose `objCType` Foundation picks (see [Exact numbers](#exact-numbers))",
                scaffold: .heldTag
            ) { _, json, path in
                let number = try FixtureValue(json: json, at: path)
                guard case .number(let held) = number, held.nsNumber != nil else {
                    throw FixtureError(
                        at: path,
                        "an NSNumber holds one of Int, Int8, Int16, Int32, Int64, UInt, UInt8, UInt16, UInt32, UInt64, "
                            + "Double, Float, Bool; found \(json.kindDescription)"
                    )
                }
                return .nsNumber(held)
            }
        case .string:
            Entry(tag: "String", json: "a string", loadsAs: "Swift `String`", scaffold: .type("String")) {
                _, json, path in .string(try FixtureValue.string(json, at: path))
            }
        case .nsString:
            Entry(tag: "NSString", json: "a string", loadsAs: "`NSString`", scaffold: .type("String")) {
                _, json, path in .nsString(try FixtureValue.string(json, at: path))
            }
        case .data:
            Entry(
                tag: "Data", json: "a strict base64 string (see [below](#base64)): `\"aGVsbG8=\"`", loadsAs: "`Data`",
                scaffold: .type("Data")
            ) { _, json, path in .data(try FixtureValue.data(json, at: path)) }
        case .date:
            Entry(
                tag: "Date",
                json: "seconds since 1970, a finite number: `1700000000.5` (`\"NaN\"` and the infinities are errors). "
                    + "Read digit by digit, so the `Date` is exact: `0.1` is the `Date` of "
                    + "`Date(timeIntervalSince1970: 0.1)`, and what a capture writes loads back `==`",
                loadsAs: "`Date`", scaffold: .type("Date")
            ) { _, json, path in .date(try FixtureValue.date(json, at: path)) }
        case .url:
            Entry(tag: "URL", json: "a string `URL(string:)` accepts", loadsAs: "`URL`", scaffold: .type("URL")) {
                _, json, path in .url(try FixtureValue.url(json, at: path))
            }
        case .null:
            Entry(tag: "NSNull", json: "`null`", loadsAs: "`NSNull()`", scaffold: .unknown) {
                _, json, path in
                guard json == .null else {
                    throw FixtureError(at: path, "expected null, found \(json.kindDescription)")
                }
                return .null
            }
        case .geometry:
            Entry(
                tags: FixtureGeometry.tags,
                rows: [
                    Row(
                        ["CGRect", "CGPoint", "CGSize"],
                        "`[x, y, width, height]` / `[x, y]` / `[width, height]`, each component written as a "
                            + "`Double` is (`CGRect.null` is `[\"Infinity\", \"Infinity\", 0, 0]`)",
                        "the plain Swift value"),
                    Row(["NSRange"], "`[location, length]` (non-negative integers)", "`NSRange`"),
                ],
                scaffold: .heldTag
            ) { tag, json, path in
                guard let geometry = try FixtureGeometry.parse(tag: tag, json, at: path) else {
                    throw Self.notMine(tag, at: path)
                }
                return .geometry(geometry)
            }
        case .nsValue:
            Entry(
                tag: "NSValue",
                json: "one of the four geometry values above: `{\"CGRect\": [0, 0, 375, 336]}`",
                loadsAs: "`NSValue(rect:)`, `(point:)`, `(size:)`, `(range:)`", scaffold: .heldTag
            ) { _, json, path in
                guard case .object(let members) = json, members.count == 1, let member = members.first,
                    let geometry = try FixtureGeometry.parse(
                        tag: member.key, member.value, at: path.appending(member.key))
                else {
                    throw FixtureError(
                        at: path,
                        "an NSValue holds one of {\"CGRect\": ...}, {\"CGPoint\": ...}, {\"CGSize\": ...}, "
                            + "{\"NSRange\": ...}; found \(json.kindDescription)"
                    )
                }
                return .nsValue(geometry)
            }
        case .array:
            Entry(tag: "Array", json: "an array of values", loadsAs: "`[Any]`", scaffold: .elements) {
                _, json, path in .array(try FixtureValue.elements(json, at: path))
            }
        case .dictionary:
            Entry(tag: "Dictionary", json: "an object of values", loadsAs: "`[String: Any]`", scaffold: .record) {
                _, json, path in
                .dictionary(
                    try FixtureValue.swiftDictionary(
                        try FixtureValue.taggedMembers(json, at: path), at: path,
                        oneKeyOf: "a Swift [String: Any]", keepingBoth: "write an {\"NSDictionary\": ...} to keep both")
                )
            }
        case .nsArray:
            Entry(
                tag: "NSArray", json: "an array of values: `[{\"Int\": 1}, {\"String\": \"a\"}]`", loadsAs: "`NSArray`",
                scaffold: .elements
            ) { _, json, path in .nsArray(try FixtureValue.elements(json, at: path)) }
        case .nsDictionary:
            Entry(
                tag: "NSDictionary",
                json:
                    "an object of values: `{\"k\": {\"Int\": 1}}` (keys kept apart as `NSString`s; see [Keys](#keys))",
                loadsAs: "`NSDictionary`", scaffold: .record
            ) { _, json, path in .nsDictionary(try FixtureValue.taggedMembers(json, at: path)) }
        case .set:
            Entry(
                tag: "Set", json: Self.setJSON,
                loadsAs: "`Set` of the elements' type (`Set<AnyHashable>` when mixed)", scaffold: .elements
            ) { _, json, path in .set(FixtureElements(try FixtureValue.elements(json, at: path))) }
        case .nsSet:
            Entry(tag: "NSSet", json: Self.setJSON, loadsAs: "`NSSet`", scaffold: .elements) {
                _, json, path in .nsSet(FixtureElements(try FixtureValue.elements(json, at: path)))
            }
        case .nsOrderedSet:
            Entry(
                tag: "NSOrderedSet", json: "an array of distinct values, in order", loadsAs: "`NSOrderedSet`",
                scaffold: .elements
            ) { _, json, path in .nsOrderedSet(try FixtureValue.elements(json, at: path)) }
        case .decimal:
            Entry(
                tag: "Decimal", json: Self.decimalJSON, loadsAs: "`Decimal`", scaffold: .type("Decimal"),
                linuxHashing: .notInFoundationSet(
                    "Foundation stores it as an NSDecimalNumber, whose hash crashes Foundation there")
            ) { _, json, path in .decimal(try FixtureValue.decimal(json, at: path)) }
        case .nsDecimalNumber:
            Entry(
                tag: "NSDecimalNumber", json: Self.decimalJSON, loadsAs: "`NSDecimalNumber`",
                scaffold: .type("Decimal"),
                linuxHashing: .never(
                    "its hash crashes Foundation there; write a {\"Decimal\": ...} or an {\"NSNumber\": ...}")
            ) { _, json, path in .nsDecimalNumber(try FixtureValue.decimal(json, at: path)) }
        case .uuid:
            Entry(tag: "UUID", json: Self.uuidJSON, loadsAs: "`UUID`", scaffold: .type("UUID")) {
                _, json, path in .uuid(try FixtureValue.uuid(json, at: path))
            }
        case .nsUUID:
            Entry(tag: "NSUUID", json: Self.uuidJSON, loadsAs: "`NSUUID`", scaffold: .type("UUID")) {
                _, json, path in .nsUUID(try FixtureValue.uuid(json, at: path))
            }
        case .nsData:
            Entry(
                tag: "NSData", json: "a strict base64 string, exactly as for `Data`", loadsAs: "`NSData`",
                scaffold: .type("Data")
            ) { _, json, path in .nsData(try FixtureValue.data(json, at: path)) }
        case .nsDate:
            Entry(
                tag: "NSDate", json: "seconds since 1970, exactly as for `Date`", loadsAs: "`NSDate`",
                scaffold: .type("Date")
            ) { _, json, path in .nsDate(try FixtureValue.date(json, at: path)) }
        case .nsURL:
            Entry(tag: "NSURL", json: "a string `URL(string:)` accepts", loadsAs: "`NSURL`", scaffold: .type("URL")) {
                _, json, path in .nsURL(try FixtureValue.url(json, at: path))
            }
        case .nsError:
            Entry(
                tag: "NSError",
                json: "`{\"domain\": \"NSPOSIXErrorDomain\", \"code\": 2, \"userInfo\": {\"NSFilePath\": "
                    + "{\"String\": \"/x\"}}}` (`userInfo` optional)",
                loadsAs: "`NSError`; a captured Swift error (`POSIXError`, `CocoaError`, `URLError`, Foundation's file "
                    + "errors) is written as the `NSError` it bridges to, its `NSUnderlyingError` too",
                scaffold: .object, linuxHashing: .never("its hash is unimplemented in Foundation there")
            ) { _, json, path in .nsError(try FixtureValue.error(json, at: path)) }
        case .object:
            Entry(
                tags: FixtureObject.tags,
                rows: [
                    Row(
                        ["FileHandle"],
                        "`\"pipe\"`, `\"standardInput\"`, `\"standardOutput\"`, `\"standardError\"`, `\"nullDevice\"`",
                        "the reading end of a new `Pipe`, or that standard handle"),
                    Row(
                        ["SocketPort"], "`\"tcp\"`",
                        "`SocketPort(remoteWithTCPPort: 9, host: nil)`: a *remote* port, which opens no socket and "
                            + "posts nothing when released (a local `SocketPort` posts "
                            + "`NSPortDidBecomeInvalidNotification` from its `deinit` on Linux)"),
                    Row(["UserDefaults"], "`\"standard\"`", "`UserDefaults.standard`"),
                    Row(
                        ["URLCredentialStorage", "HTTPCookieStorage"], "`\"shared\"`",
                        "the shared instance (FoundationNetworking)"),
                    Row(["Process", "Thread", "NSObject"], "`{}`", "a new, unstarted instance"),
                ],
                table: .objects, scaffold: .object
            ) { tag, json, path in
                guard let object = try FixtureObject.parse(tag: tag, json, at: path) else {
                    throw Self.notMine(tag, at: path)
                }
                return .object(object)
            }
        }
    }

    private static let setJSON =
        "an array of distinct values, in any order: `[{\"String\": \"a\"}, {\"String\": \"b\"}]`; two elements "
        + "Foundation finds equal (`{\"Int\": 1}` and `{\"Bool\": true}`, `\"é\"` and `\"e\\u0301\"`, a `String` and an "
        + "`NSString` of one text) are an error naming both. A `Set` of arrays of one type loads as `Set<[Int]>` and "
        + "the like"

    private static let decimalJSON =
        "a string: `\"12.50\"`, `\"-1e-3\"`, `\"1e128\"`, `\"NaN\"`; exactly, up to a 128-bit mantissa (39 digits: "
        + "`\"3.14159265358979323846264338327950288419\"`) and an exponent from -128 to 127 (`\"1.5e-130\"` is "
        + "15e-131, out of range; `\"1e128\"` is 10e127 and `\"12e-128\"` is in range). A capture writes plain digits "
        + "up to 40 of them, else mantissa and exponent. `\"-0\"` is an error: a `Decimal` has no negative zero"

    private static let uuidJSON =
        "a string of exactly 36 characters: `\"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"` (anything after them is an "
        + "error)"
}

extension FixtureValue {
    /// The kind of this value (its entry in the table of kinds).
    package var kind: FixtureKind {
        switch self {
        case .number: .number
        case .nsNumber: .nsNumber
        case .string: .string
        case .nsString: .nsString
        case .data: .data
        case .date: .date
        case .url: .url
        case .null: .null
        case .geometry: .geometry
        case .nsValue: .nsValue
        case .array: .array
        case .dictionary: .dictionary
        case .nsArray: .nsArray
        case .nsDictionary: .nsDictionary
        case .set: .set
        case .nsSet: .nsSet
        case .nsOrderedSet: .nsOrderedSet
        case .decimal: .decimal
        case .nsDecimalNumber: .nsDecimalNumber
        case .uuid: .uuid
        case .nsUUID: .nsUUID
        case .nsData: .nsData
        case .nsDate: .nsDate
        case .nsURL: .nsURL
        case .nsError: .nsError
        case .object: .object
        }
    }

    /// The tag that writes this value: its kind's tag, or the number's, geometry value's or object's own.
    package var tag: String {
        switch self {
        case .number(let number): number.tag
        case .geometry(let geometry): geometry.tag
        case .object(let object): object.tag
        default: kind.firstTag
        }
    }

    /// The tag of the number or geometry value a number, `NSNumber`, geometry value or `NSValue` holds, which names
    /// its Swift type (``FixtureKind/Scaffold/heldTag``); `nil` for any other value.
    package var heldTag: String? {
        switch self {
        case .number(let number), .nsNumber(let number): number.tag
        case .geometry(let geometry), .nsValue(let geometry): geometry.tag
        default: nil
        }
    }

    /// The elements of an array, `NSArray`, `NSOrderedSet`, `Set` or `NSSet`, in written order
    /// (``FixtureKind/Scaffold/elements``); `nil` for any other value.
    package var elements: [FixtureValue]? {
        switch self {
        case .array(let values), .nsArray(let values), .nsOrderedSet(let values): values
        case .set(let elements), .nsSet(let elements): elements.values
        default: nil
        }
    }

    /// The members of a `Dictionary` (in no order) or an `NSDictionary` (keys apart by their scalars, in written
    /// order) (``FixtureKind/Scaffold/record``); `nil` for any other value.
    package var members: [(key: String, value: FixtureValue)]? {
        switch self {
        case .dictionary(let values): values.map { (key: $0.key, value: $0.value) }
        case .nsDictionary(let members): members.members.map { (key: $0.key, value: $0.value) }
        default: nil
        }
    }
}
