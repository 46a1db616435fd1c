/// A `String` key compared as `NSString` compares on Apple platforms: by its UTF-16 code units (equivalently, its
/// Unicode scalars), not by canonical equivalence as Swift's `String ==` does. `"é"` (U+00E9) and `"e\u{301}"` are
/// two keys; `"é"` written raw and as `"\u00e9"` in JSON are one.
package struct FixtureExactKey: Hashable, Sendable {
    /// The key's text.
    package var text: String

    /// The key `text`.
    package init(_ text: String) {
        self.text = text
    }

    /// Equal when the texts have the same Unicode scalars.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    /// Hashes the text's UTF-8 bytes.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(text.utf8.count)
        for byte in text.utf8 { hasher.combine(byte) }
    }

    /// Orders by Swift's `<`, then (for texts Swift finds equal) by the scalars: a total order, so that sorting keys
    /// that differ only in normalization gives one result.
    package static func ordered(_ lhs: String, _ rhs: String) -> Bool {
        if lhs < rhs { return true }
        if rhs < lhs { return false }
        return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars) { $0.value < $1.value }
    }
}

/// The members of an `NSDictionary` with `String` keys (``FixtureValue/nsDictionary(_:)``), in written order.
///
/// Keys are distinct as `NSString`s are on Apple platforms (``FixtureExactKey``), so `"é"` and `"e\u{301}"`, which a
/// Swift `[String: Any]` merges, are two members here. Two members are equal when they hold the same keys with equal
/// values, in any order.
package struct FixtureMembers: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// One `"key": value` member.
    package struct Member: Sendable, Equatable {
        /// The key.
        package var key: String
        /// The value.
        package var value: FixtureValue

        /// The member `key`: `value`.
        package init(key: String, value: FixtureValue) {
            self.key = key
            self.value = value
        }

        /// Equal when the keys have the same scalars and the values are equal.
        package static func == (lhs: Self, rhs: Self) -> Bool {
            FixtureExactKey(lhs.key) == FixtureExactKey(rhs.key) && lhs.value == rhs.value
        }
    }

    /// The members, in written (or, when rendered, sorted) order; no two keys are equal as ``FixtureExactKey``s.
    package private(set) var members: [Member]

    /// No members.
    package init() {
        members = []
    }

    /// The members of a Swift dictionary (whose keys are distinct already), sorted by key.
    package init(_ dictionary: [String: FixtureValue]) {
        members = dictionary.map { Member(key: $0.key, value: $0.value) }.sorted {
            FixtureExactKey.ordered($0.key, $1.key)
        }
    }

    /// `members`, whose keys are distinct as ``FixtureExactKey``s, sorted by key.
    init(sortedMembers members: [Member]) {
        self.members = members.sorted { FixtureExactKey.ordered($0.key, $1.key) }
    }

    /// The members of a dictionary literal, sorted by key; a key written twice keeps its last value.
    package init(dictionaryLiteral elements: (String, FixtureValue)...) {
        var members = FixtureMembers()
        for (key, value) in elements { members[key] = value }
        self = members
    }

    /// How many members there are.
    package var count: Int { members.count }

    /// Whether there are none.
    package var isEmpty: Bool { members.isEmpty }

    /// The value under exactly `key` (same scalars); setting replaces it or appends a member.
    package subscript(key: String) -> FixtureValue? {
        get { members.first { FixtureExactKey($0.key) == FixtureExactKey(key) }?.value }
        set {
            let index = members.firstIndex { FixtureExactKey($0.key) == FixtureExactKey(key) }
            switch (index, newValue) {
            case (let index?, let value?): members[index].value = value
            case (let index?, nil): members.remove(at: index)
            case (nil, let value?): members.append(Member(key: key, value: value))
            case (nil, nil): break
            }
        }
    }

    /// Appends a member whose key the caller knows is new (no member has the same scalars, as a JSON object the
    /// fixture parser read guarantees); ``subscript(_:)`` checks, at the cost of a search.
    package mutating func append(key: String, value: FixtureValue) {
        members.append(Member(key: key, value: value))
    }

    /// The members sorted by key (``FixtureExactKey/ordered(_:_:)``), for stable text.
    var sorted: [Member] {
        members.sorted { FixtureExactKey.ordered($0.key, $1.key) }
    }

    /// The first two keys that are different as `NSString`s but equal as Swift `String`s (`"é"` and `"e\u{301}"`),
    /// in written order; `nil` when there are none.
    var canonicallyEquivalentKeys: (first: String, second: String)? {
        var seen: [String: String] = [:]
        seen.reserveCapacity(members.count)
        for member in members {
            if let first = seen[member.key] { return (first, member.key) }
            seen[member.key] = member.key
        }
        return nil
    }

    /// Equal when both hold the same keys (``FixtureExactKey``) with equal values, whatever their order.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.members.count == rhs.members.count else { return false }
        var right: [FixtureExactKey: FixtureValue] = [:]
        right.reserveCapacity(rhs.members.count)
        for member in rhs.members { right[FixtureExactKey(member.key)] = member.value }
        return lhs.members.allSatisfy { right[FixtureExactKey($0.key)] == $0.value }
    }
}
